// The coach beside the table: the guard, the table's progress while it is made, every seat's running
// figures, and each decision graded as it is made (live decisions only: undone ones leave the list).

import { accuracyOf, type Grade } from '../../shared/coach';
import type { CoachGuard, SolverStatus } from '../../shared/api/contract';
import type { Seat } from '../../shared/game';
import { CoachGrades } from './CoachGrades';
import { CoachStatus } from './CoachStatus';
import { GuardSelect } from './GuardSelect';
import { SeatAccuracyList } from './SeatAccuracyList';

export const COACH_PANEL_ID = 'coach-panel';

/** Brings the panel into view and its heading into focus (from the latest grade under the dice). */
export function showCoachPanel(): void {
  const panel = document.getElementById(COACH_PANEL_ID);
  panel?.scrollIntoView({ block: 'start' });
  document.getElementById('coach-title')?.focus({ preventScroll: true });
}

export interface CoachPanelProps {
  readonly gameId: string;
  readonly seats: readonly Seat[];
  /** Grades of live decisions, in log order. */
  readonly grades: readonly Grade[];
  readonly pending: number;
  readonly solver: SolverStatus | undefined;
  readonly error: string | null;
  readonly guard: CoachGuard;
  readonly onGuard: (guard: CoachGuard) => void;
}

export function CoachPanel(props: CoachPanelProps) {
  const { gameId, seats, grades, pending, solver, error, guard, onGuard } = props;
  return (
    <aside
      className="coach-panel"
      id={COACH_PANEL_ID}
      aria-labelledby="coach-title"
      data-testid="coach-panel"
    >
      <div className="coach-head">
        <h2 id="coach-title" tabIndex={-1}>
          Coach
        </h2>
        <GuardSelect guard={guard} onGuard={onGuard} />
      </div>
      <CoachStatus solver={solver} pending={pending} error={error} />
      <SeatAccuracyList
        accuracy={accuracyOf(grades, seats.length).filter((a) => a.decisions > 0)}
        seats={seats}
      />
      <CoachGrades gameId={gameId} grades={grades} seats={seats} />
    </aside>
  );
}
