// Learn from your mistakes: each mistake and blunder of a seat played again as a puzzle. The position is
// shown as it was (the seat's sheet, the dice, rolls left); the player keeps dice and rolls, or scores a box,
// and is told whether that was the best and what it was worth. The best is shown after a second miss. A
// counter keeps the puzzles solved (the best found before it was shown).

import { useMemo, useState } from 'react';
import type { PositionRequestInput } from '../../../shared/api/contract';
import { keepChoice, sameChoice, scoreChoice, type Choice, type Grade } from '../../../shared/coach';
import { bonusProgress, pad, seatTotals, type CreatedEvent, type GameState } from '../../../shared/game';
import { decisionPosition } from '../../../shared/replay';
import { usePositionOptions } from '../../api';
import { lossText, points2 } from '../../coach/format';
import { DiceTray } from '../DiceTray';
import { GradeBadge } from '../GradeBadge';
import { ModalDialog } from '../ModalDialog';
import { Pad } from '../Pad';
import { ScoreSheet } from '../ScoreSheet';
import { plural, possessive } from '../table-words';

export interface MistakePuzzlesProps {
  readonly created: CreatedEvent;
  readonly states: readonly GameState[];
  /** The seat's mistakes and blunders, in game order. */
  readonly puzzles: readonly Grade[];
  readonly seatName: string;
  readonly onClose: () => void;
}

type Outcome =
  | { readonly kind: 'solved'; readonly words: string; readonly ev: number }
  | { readonly kind: 'missed'; readonly words: string; readonly ev: number; readonly loss: number }
  | { readonly kind: 'shown'; readonly words: string; readonly ev: number; readonly loss: number };

export function MistakePuzzles(props: MistakePuzzlesProps) {
  const { created, states, puzzles, seatName, onClose } = props;
  const [at, setAt] = useState(0);
  const [solved, setSolved] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const puzzle = puzzles[at];
  return (
    <ModalDialog
      className="coach-dialog puzzle-dialog"
      labelledBy="puzzle-title"
      testId="puzzle-dialog"
      onClose={() => onClose()}
    >
      <div className="puzzle-head">
        <h2 id="puzzle-title">Learn from {possessive(seatName, true)} mistakes</h2>
        <span className="puzzle-count" data-testid="puzzle-count" data-solved={solved.size}>
          Solved {solved.size} of {puzzles.length}
        </span>
      </div>
      {puzzle ? (
        <Puzzle
          key={puzzle.index}
          created={created}
          states={states}
          grade={puzzle}
          number={at + 1}
          of={puzzles.length}
          onResult={(best) => {
            setDone(new Set(done).add(puzzle.index));
            if (best) setSolved(new Set(solved).add(puzzle.index));
          }}
        />
      ) : (
        <p>No mistakes to learn from.</p>
      )}
      <form method="dialog" className="dialog-actions">
        {at > 0 && (
          <button type="button" className="button" onClick={() => setAt(at - 1)}>
            Previous
          </button>
        )}
        {at < puzzles.length - 1 && (
          <button
            type="button"
            className={puzzle && done.has(puzzle.index) ? 'button primary' : 'button'}
            onClick={() => setAt(at + 1)}
            data-testid="puzzle-next"
          >
            {puzzle && done.has(puzzle.index) ? 'Next puzzle' : 'Skip'}
          </button>
        )}
        <button type="submit" value="close" className="button">
          Close
        </button>
      </form>
    </ModalDialog>
  );
}

interface PuzzleProps {
  readonly created: CreatedEvent;
  readonly states: readonly GameState[];
  readonly grade: Grade;
  readonly number: number;
  readonly of: number;
  /** The puzzle ended: the best was found (true), or shown after the second miss (false). */
  readonly onResult: (best: boolean) => void;
}

function Puzzle(props: PuzzleProps) {
  const { created, states, grade, onResult } = props;
  const before = states[grade.index - 1];
  const request = useMemo((): PositionRequestInput => {
    const p = decisionPosition(states, grade.index);
    return {
      variant: created.variant,
      options: { ...created.options },
      sheet: { ...p.sheet },
      extraYachts: p.extraYachts,
      dice: [...p.dice],
      rollsLeft: p.rollsLeft,
    };
  }, [created, states, grade.index]);
  const options = usePositionOptions(request);
  const [kept, setKept] = useState<readonly number[]>([]);
  const [misses, setMisses] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (before === undefined || before.turn.dice === null) return null;
  const dice = before.turn.dice;
  const seat = grade.seat;
  const finished = outcome !== null && outcome.kind !== 'missed';
  const ranked = options.data?.options;
  const best = ranked?.[0];

  const answer = (choice: Choice): void => {
    if (finished || !ranked || !best) return;
    const option = ranked.find((o) => sameChoice(o.choice, choice));
    if (!option) return;
    const words = `${option.words}${option.points === undefined ? '' : ` (${option.points})`}`;
    if (option.grade === 'best') {
      setOutcome({ kind: 'solved', words, ev: option.ev });
      onResult(true);
    } else if (misses === 0) {
      setMisses(1);
      setOutcome({ kind: 'missed', words, ev: option.ev, loss: option.loss });
    } else {
      setMisses(2);
      setOutcome({ kind: 'shown', words, ev: option.ev, loss: option.loss });
      onResult(false);
    }
  };
  const keptFaces = kept.map((p) => dice[p] ?? 0);
  const mayRoll = grade.rollsLeft > 0 && kept.length < 5 && !finished && ranked !== undefined;

  return (
    <div className="puzzle" data-testid="puzzle" data-index={grade.index}>
      <p className="field-hint">
        Puzzle {props.number} of {props.of}: round {grade.round},{' '}
        {grade.rollsLeft === 0
          ? 'no roll left: score a box'
          : `${plural(grade.rollsLeft, 'roll')} left: keep dice and roll, or score a box`}
        . In the game this was a <GradeBadge grade={grade.grade} />.
      </p>
      <div className="puzzle-table">
        <div className="puzzle-play">
          <DiceTray
            dice={dice}
            kept={kept}
            canKeep={grade.rollsLeft > 0 && !finished}
            onToggle={(p) => setKept(kept.includes(p) ? kept.filter((k) => k !== p) : [...kept, p])}
            rollKey={0}
          />
          {grade.rollsLeft > 0 && (
            <button
              type="button"
              className="button primary"
              disabled={!mayRoll}
              onClick={() => answer(keepChoice(keptFaces))}
              data-testid="puzzle-roll"
            >
              {kept.length === 0 ? 'Roll all five' : `Keep ${keptFaces.join('-')} and roll`}
            </button>
          )}
          <Pad
            moveKey={grade.index * 10 + misses}
            rules={before.rules}
            sheet={before.sheets[seat] ?? {}}
            pad={pad(before)}
            dice={dice}
            upper={bonusProgress(before, seat).upper}
            canScore={!finished && ranked !== undefined}
            onScore={(box) => answer(scoreChoice(box))}
          />
        </div>
        <ScoreSheet
          rules={before.rules}
          seats={[before.seats[seat] ?? { kind: 'human', name: '' }]}
          sheets={[before.sheets[seat] ?? {}]}
          totals={[seatTotals(before, seat)]}
          currentSeat={0}
        />
      </div>
      <div aria-live="polite" data-testid="puzzle-outcome" data-outcome={outcome?.kind ?? ''}>
        {outcome?.kind === 'solved' && (
          <p className="puzzle-outcome solved">
            <strong>Best!</strong> {outcome.words}: expected total {points2(outcome.ev)}.
          </p>
        )}
        {outcome?.kind === 'missed' && (
          <p className="puzzle-outcome missed">
            Not the best: {outcome.words} is worth {points2(outcome.ev)} ({lossText(outcome.loss)}). Try
            again.
          </p>
        )}
        {outcome?.kind === 'shown' && best && (
          <p className="puzzle-outcome shown">
            Not the best either: {outcome.words} is worth {points2(outcome.ev)} ({lossText(outcome.loss)}).
            The best was <strong data-testid="puzzle-best">{best.words}</strong> ({points2(best.ev)}).
          </p>
        )}
        {options.isPending && <p className="field-hint">Ranking the options…</p>}
        {options.isError && (
          <p className="field-error">The options could not be ranked: {options.error.message}</p>
        )}
      </div>
    </div>
  );
}
