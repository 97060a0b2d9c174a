// The latest grade of a person, in one line under the dice, for when the coach's panel is out of sight (a
// narrow window, or many seats, put it below the table): the class, the choice, the best one and the loss,
// and a way down to every grade.

import { useAim } from './aim';
import type { CoachGradeBy } from '../../shared/api/contract';
import type { Grade } from '../../shared/coach';
import type { Seat } from '../../shared/game';
import { shownGrade } from './measure';
import { GradeBadge } from './GradeBadge';

export interface LatestGradeProps {
  /** The newest graded decision of a person (live line), or null before the first. */
  readonly grade: Grade | null;
  readonly seat: Seat | undefined;
  /** A person's decision waits for the solved table. */
  readonly pending: boolean;
  /** Scrolls to the coach's panel. */
  readonly onShowAll: () => void;
  readonly gradeBy: CoachGradeBy;
}

export function LatestGrade(props: LatestGradeProps) {
  const { grade, seat, pending } = props;
  const aim = useAim();
  const shown = grade === null ? null : shownGrade(grade, props.gradeBy, aim);
  return (
    <div className="latest-grade" data-testid="latest-grade">
      <p aria-live="polite">
        {grade === null || shown === null ? (
          <span className="coach-empty">
            {pending ? 'Grading your first move…' : 'Your moves are graded here.'}
          </span>
        ) : (
          <>
            <GradeBadge grade={shown.grade} />{' '}
            <span className="latest-grade-who">{seat?.name ?? `Seat ${grade.seat + 1}`}:</span>{' '}
            <strong>{grade.chosen.words}</strong>
            {grade.chosen.words !== shown.best && (
              <>
                {' '}
                · {shown.byWin ? `best ${aim.to}` : 'best'} <strong>{shown.best}</strong>{' '}
                <span className="coach-loss">
                  <span className="visually-hidden">loses </span>
                  {shown.lossText}
                </span>
              </>
            )}
          </>
        )}
      </p>
      <button type="button" className="button quiet latest-grade-all" onClick={props.onShowAll}>
        All grades
      </button>
    </div>
  );
}
