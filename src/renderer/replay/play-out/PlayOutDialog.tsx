// Play it out: from a position of the replay, another choice than the game's (any keep or box), then on to
// the end, by hand or by Perfect, against the game's dice when it had a dice grid (fresh dice otherwise, said
// so). The line's figures stand beside the game's: the choice, its expected total, the final total (and the
// place, at a table of several); the line's sheet beside the game's after as many turns. Leaving drops the
// line: the game and its log stay as they were.

import { useEffect, useRef } from 'react';
import type { Grade, RankedOption } from '../../../shared/coach';
import { bonusProgress, pad, seatTotals, type GameEvent, type GameState } from '../../../shared/game';
import { gameBeside, placeAmong, type LineMove } from '../../../shared/replay';
import { choiceWords, keptDiceText } from '../../../shared/coach';
import { GRADE_MARKS, points2 } from '../../coach/format';
import { PLAY_OUT_KEYS } from '../replay-keys';
import { KeyButton } from '../KeyButton';
import { usePlayOutKeys } from './usePlayOutKeys';
import { usePlayOut } from './usePlayOut';
import { AnalyzerResults } from '../../analyzer/AnalyzerResults';
import { DiceTray } from '../../table/DiceTray';
import { ModalDialog } from '../../ui/ModalDialog';
import { Pad } from '../../table/Pad';
import { ScoreSheet } from '../../table/ScoreSheet';
import { ordinal, plural } from '../../ui/words';

export interface PlayOutDialogProps {
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  /** The log index after which the position stands. */
  readonly from: number;
  /** The game's own decision at this position, graded (null: not made yet). */
  readonly grade: Grade | null;
  readonly seatName: string;
  readonly onClose: () => void;
}

const DICE_WORDS = {
  grid: 'Same dice as the game: it was dealt from a dice grid, so every roll of this line shows the dice the game had for that turn and roll, whatever is kept.',
  fresh:
    'Fresh dice: this game was not dealt from a dice grid, so its dice past a different keep were never drawn and cannot be known. The line rolls new ones.',
  /** A game played with real dice: no grid either, and the dice were rolled at a table. */
  table:
    'Fresh dice: this game was played with real dice, so only the dice rolled at the table are known, not those a different keep would have rolled. The line rolls the app’s dice.',
} as const;

/** A move of the line in words: "rolled 1-2-3-4-6", "keep 6-6, rolled 6-6-2-3-6", "score Chance: 21". */
function moveWords(before: GameState, move: LineMove): string {
  const { event } = move;
  if (event.type === 'scored')
    return `${choiceWords(before.rules, move.choice)}: ${plural(event.points, 'point')}`;
  const rolled = event.dice.join('-');
  if (before.turn.dice === null) return `rolled ${rolled}`;
  return `${choiceWords(before.rules, move.choice)}, rolled ${rolled}`;
}

function Mark(props: { readonly option: RankedOption | null | undefined }) {
  const { option } = props;
  if (!option || option.grade === 'best') return null;
  return (
    <span className={`decision-mark grade-${option.grade}`} aria-label={option.grade}>
      {' '}
      {GRADE_MARKS[option.grade]}
    </span>
  );
}

export function PlayOutDialog(props: PlayOutDialogProps) {
  const { states, events, from, grade, seatName, onClose } = props;
  const out = usePlayOut(states, from);
  const { line, state, ranking } = out;
  const start = line.states[0]!;
  const dice = state.turn.dice;
  const rollsLeft = 3 - state.turn.rollsUsed;
  const mayRoll = !state.over && !out.playing && rollsLeft > 0 && out.kept.length < 5;
  const mayScore = !state.over && !out.playing && dice !== null;

  // The game's figures: its choice here, the final total (or the expected one while it goes on).
  const final = states.at(-1)!;
  const gameTotal = seatTotals(final, line.seat).total;
  const others = final.seats.map((_, s) => seatTotals(final, s).total).filter((_, s) => s !== line.seat);
  // The line's: its first choice, its expected total now (Perfect's value of the position from here), the end.
  const first = out.options[0] ?? null;
  const firstMove = line.moves[0];
  const lineTotal = seatTotals(state, 0).total;
  const lastScore = [...out.options].reverse().find((o) => o?.choice.type === 'score');
  const expectedNow = state.over
    ? lineTotal
    : dice === null
      ? (lastScore?.ev ?? null)
      : (ranking.data?.options[0]?.ev ?? null);
  const boxes = Object.keys(state.sheets[0] ?? {}).length;
  const beside = gameBeside(states, events, line, boxes);

  usePlayOutKeys((key) => {
    if (key.kind === 'die') out.toggle(key.position);
    else if (key.kind === 'roll') {
      if (mayRoll) out.roll();
    } else if (key.kind === 'best') out.best();
    else if (key.kind === 'to-the-end') out.toTheEnd();
    else out.again();
  });
  // A button pressed and then disabled (the line played out) drops focus to the page: back into the dialog.
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (
      active === null ||
      active === document.body ||
      (active instanceof HTMLButtonElement && active.disabled)
    ) {
      dialogRef.current?.querySelector<HTMLElement>('button:enabled')?.focus();
    }
  }, [state.over, out.playing]);

  const status = out.playing
    ? 'Perfect is playing the line…'
    : state.over
      ? `The line is played out: ${plural(lineTotal, 'point')}.`
      : dice === null
        ? 'A new turn: roll.'
        : rollsLeft === 0
          ? 'No roll left: score a box.'
          : `${plural(rollsLeft, 'roll')} left: keep dice and roll, or score a box.`;

  return (
    <ModalDialog
      className="coach-dialog play-out-dialog"
      labelledBy="play-out-title"
      describedBy="play-out-dice"
      testId="play-out-dialog"
      onClose={() => onClose()}
    >
      <div className="play-out-head">
        <h2 id="play-out-title">Play it out</h2>
        <span className="play-out-who">
          {seatName} · round {Object.keys(start.sheets[0] ?? {}).length + 1} ·{' '}
          {plural(3 - start.turn.rollsUsed, 'roll')} left
        </span>
      </div>
      <p id="play-out-dice" className="field-hint" data-testid="play-out-dice" data-dice={line.dice}>
        {
          DICE_WORDS[
            line.dice === 'fresh' && events[0]?.type === 'created' && events[0].realDice ? 'table' : line.dice
          ]
        }
        {final.seats.length > 1 &&
          ' The other seats keep their own moves: nothing this line does changes them.'}
      </p>
      <div className="play-out-body" ref={dialogRef}>
        <div className="play-out-table">
          <p className="play-out-status" aria-live="polite" data-testid="play-out-status">
            {status}
          </p>
          {state.over && final.over && (
            <p className="play-out-verdict" data-testid="play-out-verdict">
              {lineTotal === gameTotal
                ? `The line ends on ${lineTotal}, as the game did.`
                : `The line ends on ${lineTotal}: ${plural(Math.abs(lineTotal - gameTotal), 'point')} ${lineTotal > gameTotal ? 'more' : 'fewer'} than the game’s ${gameTotal}.`}
            </p>
          )}
          {!state.over && (
            <DiceTray
              dice={dice}
              kept={out.kept}
              canKeep={mayRoll && dice !== null}
              onToggle={out.toggle}
              rollKey={line.moves.length}
            />
          )}
          <div className="play-out-buttons">
            {!state.over && (
              <>
                <KeyButton
                  keyName=" "
                  does="Roll the dice not kept"
                  className="button primary"
                  disabled={!mayRoll}
                  onClick={out.roll}
                  testId="play-out-roll"
                >
                  {dice === null
                    ? 'Roll'
                    : out.kept.length === 0
                      ? 'Roll all five'
                      : `Keep ${keptDiceText(out.kept.map((p) => dice[p] ?? 0))} and roll`}
                </KeyButton>
                <KeyButton
                  keyName={PLAY_OUT_KEYS.best}
                  does="Perfect’s choice for this decision"
                  disabled={state.over || out.playing}
                  onClick={out.best}
                  testId="play-out-best"
                >
                  Perfect’s choice
                </KeyButton>
                <KeyButton
                  keyName={PLAY_OUT_KEYS.toTheEnd}
                  does="Perfect plays the line to the end"
                  disabled={state.over || out.playing}
                  onClick={out.toTheEnd}
                  testId="play-out-to-end"
                >
                  Perfect plays to the end
                </KeyButton>
              </>
            )}
            <KeyButton
              keyName={PLAY_OUT_KEYS.again}
              does="Back to where the line started"
              disabled={line.moves.length === 0}
              onClick={out.again}
              testId="play-out-again"
            >
              Start again
            </KeyButton>
          </div>
          {out.error !== null && (
            <p className="field-error" role="alert">
              {out.error}
            </p>
          )}
          {!state.over && (
            <Pad
              moveKey={line.moves.length}
              rules={state.rules}
              sheet={state.sheets[0] ?? {}}
              pad={pad(state)}
              dice={dice}
              upper={bonusProgress(state, 0).upper}
              canScore={mayScore}
              onScore={out.score}
              firstRoll={state.turn.rollsUsed === 1}
            />
          )}
          <ScoreSheet
            rules={state.rules}
            seats={[
              { kind: 'human', name: 'This line' },
              { kind: 'human', name: 'The game' },
            ]}
            sheets={[state.sheets[0] ?? {}, (beside ?? final).sheets[line.seat] ?? {}]}
            totals={[seatTotals(state, 0), seatTotals(beside ?? final, line.seat)]}
            currentSeat={state.over ? null : 0}
          />
        </div>
        <div className="play-out-side">
          <table className="play-out-figures" data-testid="play-out-figures">
            <caption className="visually-hidden">The game and this line, compared</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">The game</th>
                <th scope="col">This line</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Choice here</th>
                <td data-testid="play-out-game-choice">
                  {grade ? grade.chosen.words : 'not made yet'}
                  {grade && grade.grade !== 'best' && <> {GRADE_MARKS[grade.grade]}</>}
                </td>
                <td data-testid="play-out-line-choice">
                  {firstMove ? choiceWords(start.rules, firstMove.choice) : '–'}
                  <Mark option={first} />
                </td>
              </tr>
              <tr>
                <th scope="row">Expected total after it</th>
                <td data-testid="play-out-game-ev" data-ev={grade?.chosen.ev ?? ''}>
                  {grade ? points2(grade.chosen.ev) : '–'}
                </td>
                <td data-testid="play-out-line-ev" data-ev={first?.ev ?? ''}>
                  {first ? points2(first.ev) : firstMove ? '…' : '–'}
                </td>
              </tr>
              <tr>
                <th scope="row">Final total</th>
                <td data-testid="play-out-game-total" data-total={final.over ? gameTotal : ''}>
                  {final.over ? gameTotal : `${gameTotal} so far`}
                </td>
                <td
                  data-testid="play-out-line-total"
                  data-total={state.over ? lineTotal : ''}
                  data-expected={expectedNow ?? ''}
                >
                  {state.over ? (
                    lineTotal
                  ) : (
                    <span className="play-out-expected">
                      expected {expectedNow === null ? '…' : points2(expectedNow)}
                    </span>
                  )}
                </td>
              </tr>
              {others.length > 0 && final.over && state.over && (
                <tr>
                  <th scope="row">Place</th>
                  <td>{ordinal(placeAmong(gameTotal, others))}</td>
                  <td data-testid="play-out-line-place">{ordinal(placeAmong(lineTotal, others))}</td>
                </tr>
              )}
            </tbody>
          </table>
          {line.moves.length > 0 && (
            // Focusable: the list scrolls, and a keyboard must reach what it hides.
            <ol
              className="play-out-moves"
              aria-label="The line’s moves"
              tabIndex={0}
              data-testid="play-out-moves"
            >
              {line.moves.map((move, i) => (
                <li key={i}>
                  {moveWords(line.states[i]!, move)}
                  <Mark option={out.options[i]} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      {ranking.data && !state.over && (
        <details className="play-out-options">
          <summary>Every option now, ranked</summary>
          <AnalyzerResults result={ranking.data} title={`Options with ${ranking.data.dice.join('-')}`} />
        </details>
      )}
      {ranking.isError && (
        <p className="field-hint">The options could not be ranked: {ranking.error.message}</p>
      )}
      <form method="dialog" className="dialog-actions">
        <button type="submit" value="close" className="button" data-testid="play-out-leave">
          Leave the line <kbd aria-hidden="true">Esc</kbd>
        </button>
      </form>
    </ModalDialog>
  );
}
