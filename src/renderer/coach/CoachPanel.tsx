// The coach beside the table: the guard, the table's progress while it is made, every seat's running
// figures, and each decision graded as it is made (live decisions only: undone ones leave the list).

import { useAim } from './aim';
import { accuracyOf, type Grade } from '../../shared/coach';
import type { CoachGradeBy, CoachGuard, SolverStatus } from '../../shared/api/contract';
import type { Seat } from '../../shared/game';
import { CoachGrades } from './CoachGrades';
import { CoachStatus } from './CoachStatus';
import { GradeBySelect } from './GradeBySelect';
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
  readonly gradeBy: CoachGradeBy;
  /** Null: no choice here (the select is shown at a table of 2+ seats where the setting is this screen's). */
  readonly onGradeBy: ((gradeBy: CoachGradeBy) => void) | null;
}

export function CoachPanel(props: CoachPanelProps) {
  const { gameId, seats, grades, pending, solver, error, guard, onGuard, gradeBy, onGradeBy } = props;
  // Chances at a table of 2+ seats (to win), or alone with a target (to reach it).
  const aim = useAim();
  const multiSeat = seats.length >= 2 || aim.target !== null;
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
        <div className="coach-selects">
          {multiSeat && onGradeBy !== null && <GradeBySelect gradeBy={gradeBy} onGradeBy={onGradeBy} />}
          <GuardSelect guard={guard} onGuard={onGuard} />
        </div>
      </div>
      <CoachStatus solver={solver} pending={pending} error={error} />
      <SeatAccuracyList
        accuracy={accuracyOf(grades, seats.length).filter((a) => a.decisions > 0)}
        seats={seats}
      />
      <CoachGrades gameId={gameId} grades={grades} seats={seats} gradeBy={multiSeat ? gradeBy : 'points'} />
    </aside>
  );
}
