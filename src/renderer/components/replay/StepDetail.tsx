// What the selected step means: for a decision, the choice, the best one and what it lost, with every option
// of the position ranked and its facts (as Hint and Why? show them); for a roll, what the dice gave or took;
// at the start, the expected total of an empty sheet.

import { memo } from 'react';
import type { PositionRequestInput } from '../../../shared/api/contract';
import type { Grade } from '../../../shared/coach';
import type { CreatedEvent, GameState } from '../../../shared/game';
import { decisionPosition, type CoursePoint } from '../../../shared/replay';
import { usePositionOptions } from '../../api';
import { GRADE_MARKS, points2, signed } from '../../coach/format';
import { useSettled } from '../../replay/useSettled';
import { AnalyzerResults } from '../AnalyzerResults';
import { GradeBadge } from '../GradeBadge';

/** Options shown before "Show all". */
const OPTIONS_SHOWN = 5;
/** How long a decision stays selected before its options are asked for (ms). */
const OPTIONS_AFTER_MS = 120;

export interface StepDetailProps {
  readonly created: CreatedEvent;
  readonly states: readonly GameState[];
  readonly point: CoursePoint | null;
  /** The decision selected (live or taken back), if one is. */
  readonly decision: { readonly grade: Grade; readonly takenBack: boolean } | null;
  readonly seatName: (seat: number) => string;
}

function positionRequest(
  created: CreatedEvent,
  states: readonly GameState[],
  index: number,
): PositionRequestInput {
  const position = decisionPosition(states, index);
  return {
    variant: created.variant,
    options: { ...created.options },
    sheet: { ...position.sheet },
    extraYachts: position.extraYachts,
    dice: [...position.dice],
    rollsLeft: position.rollsLeft,
  };
}

function StepDetailInner(props: StepDetailProps) {
  const { created, states, point, decision, seatName } = props;
  // Asked once the selection rests (a held arrow key steps through many decisions).
  const settled = useSettled(decision?.grade.index ?? null, OPTIONS_AFTER_MS);
  const asked = decision !== null && settled === decision.grade.index;
  const request = asked ? positionRequest(created, states, decision.grade.index) : null;
  const options = usePositionOptions(request);
  if (decision) {
    const { grade, takenBack } = decision;
    const best = grade.grade === 'best';
    return (
      <section
        className="step-detail"
        aria-label="The decision"
        data-testid="step-detail"
        data-index={grade.index}
      >
        <p className="step-verdict">
          <span>
            <strong>{seatName(grade.seat)}</strong>: {grade.chosen.words}
          </span>
          <span className="decision-mark">{GRADE_MARKS[grade.grade]}</span> <GradeBadge grade={grade.grade} />
          {takenBack && <span className="practice-badge">Taken back</span>}
        </p>
        <p className="field-hint">
          {best
            ? `The best choice: expected total ${points2(grade.chosen.ev)}.`
            : `Best was ${grade.best.words} (${points2(grade.best.ev)}); this lost ${grade.loss.toFixed(2)} points (${points2(grade.chosen.ev)}).`}
        </p>
        {options.data && (
          <AnalyzerResults
            result={options.data}
            chosen={grade.chosen.choice}
            limit={OPTIONS_SHOWN}
            title={`Options with ${grade.dice.join('-')}`}
          />
        )}
        {(!asked || options.isPending) && <p className="field-hint">Ranking the options…</p>}
        {options.isError && (
          <p className="field-hint">The options could not be ranked: {options.error.message}</p>
        )}
      </section>
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
  return (
    <section className="step-detail" aria-label="The roll" data-testid="step-detail">
      <p>
        The dice {point.change >= 0 ? 'gave' : 'took'} <strong>{signed(point.change)}</strong>:{' '}
        {seatName(point.seat)}’s expected total went from {points2(expected - point.change)} to{' '}
        {points2(expected)}.
      </p>
    </section>
  );
}

/** Drawn again only when its props change (the replay's board is drawn first, this a render later). */
export const StepDetail = memo(StepDetailInner);
