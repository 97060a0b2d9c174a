// What the selected step means, in words, under the board's dice so it is in view while stepping: for a
// decision, the choice with its mark and class, the best one and what the choice lost; for a roll, what the
// dice gave or took (a score sheet's typed final dice: what the turn's dice and keeps did together, not luck);
// at the start, the expected total of an empty sheet. (The ranked options are
// StepOptions, beside the board.) Seat names are names ("You", "Ann"): the words never conjugate them.

import { memo } from 'react';
import type { Grade } from '../../shared/coach';
import type { CoursePoint } from '../../shared/replay';
import { GRADE_MARKS, points2 } from '../coach/format';
import { GradeBadge } from '../coach/GradeBadge';

export interface StepDetailProps {
  readonly point: CoursePoint | null;
  /** The decision selected (live or taken back), if one is. */
  readonly decision: { readonly grade: Grade; readonly takenBack: boolean } | null;
  readonly seatName: (seat: number) => string;
}

/** "the dice gave 2.20 points" / "the dice took 6.16 points" / "the dice changed nothing". */
export function diceWords(change: number): string {
  if (Math.abs(change) < 0.005) return 'the dice changed nothing';
  return `the dice ${change > 0 ? 'gave' : 'took'} ${Math.abs(change).toFixed(2)} points`;
}

function DecisionDetail(props: {
  readonly grade: Grade;
  readonly takenBack: boolean;
  readonly name: string;
}) {
  const { grade, takenBack, name } = props;
  return (
    <section
      className={`step-detail grade-${grade.grade}`}
      aria-label="The decision"
      data-testid="step-detail"
      data-index={grade.index}
    >
      <p className="step-verdict">
        <span>
          <strong>{name}</strong>: {grade.chosen.words}
        </span>
        <span className="decision-mark" aria-hidden="true">
          {GRADE_MARKS[grade.grade]}
        </span>
        <span data-testid="step-grade" data-grade={grade.grade}>
          <GradeBadge grade={grade.grade} />
        </span>
        {takenBack && <span className="practice-badge">Taken back</span>}
      </p>
      <p className="step-best" data-testid="step-best">
        {grade.grade === 'best' ? (
          <>The best choice: expected total {points2(grade.chosen.ev)}.</>
        ) : (
          <>
            Best: <strong>{grade.best.words}</strong> (expected total {points2(grade.best.ev)}); this lost{' '}
            {grade.loss.toFixed(2)} points ({points2(grade.chosen.ev)}).
          </>
        )}
      </p>
    </section>
  );
}

function StepDetailInner(props: StepDetailProps) {
  const { point, decision, seatName } = props;
  if (decision) {
    return (
      <DecisionDetail
        grade={decision.grade}
        takenBack={decision.takenBack}
        name={seatName(decision.grade.seat)}
      />
    );
  }
  if (point === null) return null;
  if (point.kind === 'start') {
    return (
      <section className="step-detail" aria-label="The start" data-testid="step-detail">
        <p>
          Every seat starts at an expected total of <strong>{points2(point.expected[0] ?? 0)}</strong> under
          perfect play.
        </p>
      </section>
    );
  }
  const expected = point.expected[point.seat] ?? 0;
  if (point.final) {
    return (
      <section
        className="step-detail"
        aria-label="The final dice"
        data-testid="step-detail"
        data-index={point.index}
        data-final="true"
      >
        <p>
          <strong>{seatName(point.seat)}</strong>: the turn’s final dice, typed on the score sheet, moved the
          expected total from {points2(expected - point.change)} to {points2(expected)}: luck and the keeps at
          the table together (the rolls before them were not typed), not luck alone.
        </p>
      </section>
    );
  }
  return (
    <section className="step-detail" aria-label="The roll" data-testid="step-detail" data-index={point.index}>
      <p>
        <strong>{seatName(point.seat)}</strong>: {diceWords(point.change)}; expected total from{' '}
        {points2(expected - point.change)} to {points2(expected)}.
      </p>
    </section>
  );
}

/** Drawn again only when its props change (the replay's board is drawn first, this a render later). */
export const StepDetail = memo(StepDetailInner);
