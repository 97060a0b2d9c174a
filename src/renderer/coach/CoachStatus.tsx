// Why grades may be missing: the table is still being made (its progress, and how many decisions wait for
// it), or the coach could not be asked.

import type { SolverStatus } from '../../shared/api/contract';
import { plural } from '../ui/words';
import { SolverProgress } from '../ui/SolverProgress';

export interface CoachStatusProps {
  /** The table of the game's rules, when it has been asked for. */
  readonly solver: SolverStatus | undefined;
  /** Decisions waiting for the table. */
  readonly pending: number;
  /** Why the report could not be had, if it could not. */
  readonly error: string | null;
}

export function CoachStatus(props: CoachStatusProps) {
  const { solver, pending, error } = props;
  const solving = solver !== undefined && !solver.ready;
  return (
    <>
      {solving && <SolverProgress {...solver} purpose="the coach" testId="coach-solver-progress" />}
      {pending > 0 && (
        <p className="coach-pending" role="status" data-testid="coach-pending" data-pending={pending}>
          {plural(pending, 'decision')} will be graded when it is ready.
        </p>
      )}
      {error !== null && (
        <p className="coach-error" role="alert">
          The coach cannot grade this game now: {error}
        </p>
      )}
    </>
  );
}
