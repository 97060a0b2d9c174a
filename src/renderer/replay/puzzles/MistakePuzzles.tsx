// Learn from your mistakes: each mistake and blunder of a seat played again as a puzzle. The position is
// shown as it was (the seat's sheet, the dice, rolls left); the player keeps dice and rolls, or scores a box,
// and is told whether that was the best and what it was worth. The best is shown after a second miss. The
// progress is kept per game (usePuzzleProgress: closing the dialog or the page loses nothing); after the last
// puzzle a summary says how they went (solved at the first try, later, missed), with a retry of the missed.

import { useMemo, useState } from 'react';
import {
  keepChoice,
  keptDiceText,
  sameChoice,
  scoreChoice,
  type Choice,
  type Grade,
} from '../../../shared/coach';
import { bonusProgress, pad, seatTotals, type CreatedEvent, type GameState } from '../../../shared/game';
import { usePositionOptions } from '../../api';
import { lossText, points2 } from '../../coach/format';
import { positionRequest } from '../position-request';
import {
  NO_PROGRESS,
  openingPuzzle,
  puzzleOrder,
  summaryOf,
  withResult,
  type PuzzleResult,
} from './puzzle-progress';
import { usePuzzleProgress } from './usePuzzleProgress';
import { DiceTray } from '../../table/DiceTray';
import { GradeBadge } from '../../coach/GradeBadge';
import { ModalDialog } from '../../ui/ModalDialog';
import { Pad } from '../../table/Pad';
import { ScoreSheet } from '../../table/ScoreSheet';
import { plural, possessive } from '../../ui/words';
import { PuzzleSummary } from './PuzzleSummary';

export interface MistakePuzzlesProps {
  /** Whose progress this is: it is kept per game. */
  readonly gameId: string;
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

const DONE_WORDS: Readonly<Record<PuzzleResult, string>> = {
  first: 'Done before: solved at the first try.',
  later: 'Done before: solved at a later try.',
  missed: 'Missed before: try it again.',
};

export function MistakePuzzles(props: MistakePuzzlesProps) {
  const { gameId, created, states, puzzles, seatName, onClose } = props;
  const [progress, update] = usePuzzleProgress(gameId);
  // Where the dialog opens is worked out once; from then on the person's moves say (and are kept).
  const [at, setAt] = useState(() => openingPuzzle(puzzles, progress));
  const go = (next: number | null, retry = progress.retry): void => {
    setAt(next);
    update((p) => ({ ...p, at: next, retry: next === null ? null : retry }));
  };
  const order = puzzleOrder(puzzles, progress);
  const position = at === null ? -1 : order.indexOf(at);
  const puzzle = puzzles.find((p) => p.index === at);
  const summary = summaryOf(puzzles, progress.results);
  const done = puzzle ? progress.results.get(puzzle.index) : undefined;
  const retrying = progress.retry !== null;
  return (
    <ModalDialog
      className="coach-dialog puzzle-dialog"
      labelledBy="puzzle-title"
      testId="puzzle-dialog"
      onClose={() => onClose()}
    >
      <div className="puzzle-head">
        <h2 id="puzzle-title">Learn from {possessive(seatName, true)} mistakes</h2>
        <span className="puzzle-count" data-testid="puzzle-count" data-solved={summary.first + summary.later}>
          Solved {summary.first + summary.later} of {puzzles.length}
        </span>
      </div>
      {puzzles.length === 0 && <p>No mistakes to learn from.</p>}
      {puzzle && (
        <Puzzle
          key={puzzle.index}
          created={created}
          states={states}
          grade={puzzle}
          title={
            retrying
              ? `Missed puzzle ${position + 1} of ${order.length} (puzzle ${puzzles.indexOf(puzzle) + 1} of ${puzzles.length})`
              : `Puzzle ${position + 1} of ${order.length}`
          }
          before={done === undefined ? null : DONE_WORDS[done]}
          onResult={(result) => update((p) => withResult(p, puzzle.index, result))}
        />
      )}
      {puzzles.length > 0 && at === null && <PuzzleSummary summary={summary} puzzles={puzzles} />}
      <form method="dialog" className="dialog-actions">
        {puzzle && position > 0 && (
          <button type="button" className="button" onClick={() => go(order[position - 1] ?? null)}>
            Previous
          </button>
        )}
        {puzzle && (
          <button
            type="button"
            className={done !== undefined ? 'button primary' : 'button'}
            onClick={() => go(order[position + 1] ?? null)}
            data-testid="puzzle-next"
          >
            {position < order.length - 1
              ? done !== undefined
                ? 'Next puzzle'
                : 'Skip'
              : done !== undefined
                ? 'See how it went'
                : 'Skip to the summary'}
          </button>
        )}
        {at === null && summary.missed > 0 && (
          <button
            type="button"
            className="button primary"
            onClick={() => go(summary.missedAt[0] ?? null, summary.missedAt)}
            data-testid="puzzle-retry-missed"
          >
            Retry the missed ones ({summary.missed})
          </button>
        )}
        {at === null && summary.left > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => go(puzzles.find((p) => !progress.results.has(p.index))?.index ?? null, null)}
            data-testid="puzzle-go-on"
          >
            Go on with the {plural(summary.left, 'puzzle')} not tried
          </button>
        )}
        {at === null && summary.left < puzzles.length && (
          <button
            type="button"
            className="button"
            onClick={() => {
              const first = puzzles[0]?.index ?? null;
              setAt(first);
              update(() => ({ ...NO_PROGRESS, at: first }));
            }}
            data-testid="puzzle-start-over"
          >
            Start over
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
  /** "Puzzle 3 of 14". */
  readonly title: string;
  /** How it went when it was done before, if it was. */
  readonly before: string | null;
  /** The puzzle ended: the best found at the first try or the second, or shown after the second miss. */
  readonly onResult: (result: PuzzleResult) => void;
}

function Puzzle(props: PuzzleProps) {
  const { created, states, grade, onResult } = props;
  const before = states[grade.index - 1];
  const request = useMemo(
    () => positionRequest(created, states, grade.index),
    [created, states, grade.index],
  );
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
      onResult(misses === 0 ? 'first' : 'later');
    } else if (misses === 0) {
      setMisses(1);
      setOutcome({ kind: 'missed', words, ev: option.ev, loss: option.loss });
    } else {
      setMisses(2);
      setOutcome({ kind: 'shown', words, ev: option.ev, loss: option.loss });
      onResult('missed');
    }
  };
  const keptFaces = kept.map((p) => dice[p] ?? 0);
  const mayRoll = grade.rollsLeft > 0 && kept.length < 5 && !finished && ranked !== undefined;

  return (
    <div className="puzzle" data-testid="puzzle" data-index={grade.index}>
      {props.before && (
        <p className="puzzle-before" data-testid="puzzle-before">
          {props.before}
        </p>
      )}
      <p className="field-hint">
        {props.title}: round {grade.round},{' '}
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
              {kept.length === 0 ? 'Roll all five' : `Keep ${keptDiceText(keptFaces)} and roll`}
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
            firstRoll={before.turn.rollsUsed === 1}
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
