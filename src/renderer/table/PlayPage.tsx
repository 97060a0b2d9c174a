// The table while a game is on: whose turn, the dice, Roll, the pad, and every seat's sheet.
// It takes the folded GameState and callbacks; GameScreen wires it to the backend.

import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import {
  bonusProgress,
  canRoll,
  currentDice,
  keptPositions,
  pad,
  rollsLeft,
  seatSheet,
  seatTotals,
  type GameState,
} from '../../shared/game';
import type { BotSpeed } from '../../shared/api/contract';
import { BotControls } from './BotControls';
import { DiceTray } from './DiceTray';
import { LastMove, type LastMoveProps } from './LastMove';
import { Pad } from './Pad';
import { RollButton } from './RollButton';
import { ScoreSheet } from './ScoreSheet';
import { SolverProgress, type SolverProgressProps } from '../ui/SolverProgress';
import { TurnBanner } from './TurnBanner';
import { useTableKeys } from './useTableKeys';

export interface PlayPageProps {
  readonly state: GameState;
  /** How many rolls have happened in the game: a new number means fresh dice. */
  readonly rollCount: number;
  /** A move is on its way to the backend: no second one until it lands. */
  readonly busy: boolean;
  readonly onToggleKeep: (position: number) => void;
  readonly onRoll: () => void;
  readonly onScore: (box: string) => void;
  /** The bots' speed and skip (null: not this screen's to set, as for a joiner at an online table). */
  readonly bots: {
    readonly speed: BotSpeed;
    readonly onSpeed: (speed: BotSpeed) => void;
    readonly onSkip: () => void;
  } | null;
  /** The seats played at this screen (default: every person's; at an online table only one's own). */
  readonly mine?: (seat: number) => boolean;
  /** At an online table, the one seat this screen's player holds: its turn reads "Your turn". */
  readonly playerSeat?: number | null;
  /** Someone watching an online table (no seat): no Roll button, no keys. */
  readonly watching?: boolean;
  /** A line under whose turn it is (an away player, a watcher's note). */
  readonly notice?: ReactNode;
  /** The solver's warm-up when a Hard or Perfect bot is seated, else null. */
  readonly solver: SolverProgressProps | null;
  /** The header's tools (rules, theme, leave). */
  readonly header: ReactNode;
  /** A message about the last move that failed, if any. */
  readonly error: string | null;
  /** The last box written, by anyone. */
  readonly lastMove: LastMoveProps | null;
  /** The coach panel, beside the table (below it on narrow windows and with many seats), or null when off. */
  readonly coach?: ReactNode;
  /** The latest grade, under the dice: shown while the panel is below the table. */
  readonly latestGrade?: ReactNode;
  /** The coach's buttons and badges, in the turn banner. */
  readonly tools?: ReactNode;
  /** Dialogs over the table (the hint, the guard's question). */
  readonly dialogs?: ReactNode;
  /** A real-dice game's entry, Fix and bot lines (RealDiceControls); absent: the app rolls. */
  readonly realDice?: ReactNode;
  /** The dice entry is open: holds, Roll and the pad wait for the dice. */
  readonly entryOpen?: boolean;
}

/** From this many seats the sheet needs the width the coach's panel takes: the panel goes below the table. */
export const COACH_BELOW_SEATS = 5;

function playClass(coach: boolean, seats: number): string {
  if (!coach) return 'play';
  return seats >= COACH_BELOW_SEATS ? 'play with-coach coach-below' : 'play with-coach';
}

export function PlayPage(props: PlayPageProps) {
  const { state, rollCount, busy, onToggleKeep, onRoll, onScore, error } = props;
  const seatIndex = state.turn.seat;
  const seat = state.seats[seatIndex];
  const entryOpen = props.entryOpen ?? false;
  const real = state.realDice !== null;
  // While dice are typed the table's keys and buttons wait: the entry takes the keys.
  const human = seat?.kind === 'human' && (props.mine?.(seatIndex) ?? true) && !entryOpen;
  const dice = currentDice(state);
  const left = rollsLeft(state);
  const mayKeep = human && !busy && dice !== null && left > 0;
  const mayRoll = human && !busy && canRoll(state);
  const mayScore = human && !busy && dice !== null;

  const toggle = useCallback(
    (position: number) => {
      if (mayKeep) onToggleKeep(position);
    },
    [mayKeep, onToggleKeep],
  );
  const roll = useCallback(() => {
    if (mayRoll) onRoll();
  }, [mayRoll, onRoll]);
  useTableKeys({ enabled: human, onDie: toggle, onRoll: roll });

  // A person's turn starts with focus on Roll when it had nowhere to be (the box just scored is gone).
  const rollButton = useRef<HTMLButtonElement>(null);
  const turnStart = human && dice === null;
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (turnStart && lost) rollButton.current?.focus();
  }, [turnStart, state.turnsPlayed]);
  // Real dice: once the typed roll lands, focus goes to Roll, or with no roll left to the first box to score.
  const rolls = state.turn.rollsUsed;
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    // Once the move has landed (not busy): Roll and the boxes are enabled only then.
    if (!real || !human || busy || !lost || rolls === 0) return;
    if (rollButton.current && !rollButton.current.disabled) rollButton.current.focus();
    else document.querySelector<HTMLElement>('.pad-box:not(:disabled):not([aria-disabled="true"])')?.focus();
  }, [real, human, busy, rolls]);

  const name = seat?.name ?? '';
  const yours = props.playerSeat === seatIndex;
  useEffect(() => {
    document.title = yours ? 'Your turn · Yacht' : `${name} to play · Yacht`;
    return () => {
      document.title = 'Yacht';
    };
  }, [name, yours]);

  if (seat === undefined) return null;
  const totals = state.seats.map((_, i) => seatTotals(state, i));
  const seats = state.seats.length;
  const round = Math.min(state.rules.boxes.length, Math.floor(state.turnsPlayed / seats) + 1);
  const botLevel = seat.kind === 'bot' ? seat.level : null;

  return (
    <div className="page play-page">
      {props.header}
      <main
        className={
          real
            ? `${playClass(Boolean(props.coach), seats)} real-dice`
            : playClass(Boolean(props.coach), seats)
        }
      >
        <div className="play-table">
          <TurnBanner
            seat={seat}
            seatIndex={seatIndex}
            rollsLeft={left}
            rolled={dice !== null}
            round={round}
            rounds={state.rules.boxes.length}
            yours={yours}
          >
            {props.tools}
          </TurnBanner>
          {props.notice}
          {props.solver && <SolverProgress {...props.solver} />}
          {error && !entryOpen && (
            <p className="error-line" role="alert">
              {error}
            </p>
          )}
          <div className={seats >= 4 ? 'table many-seats' : 'table'}>
            <div className="table-main">
              <DiceTray
                dice={dice}
                kept={keptPositions(state)}
                canKeep={mayKeep}
                onToggle={toggle}
                rollKey={rollCount}
                emptyHint={real ? 'Roll the dice on the table, then type them.' : undefined}
              />
              <div className="table-actions">
                {!props.watching && !entryOpen && (
                  <RollButton ref={rollButton} rollsLeft={left} enabled={mayRoll} onRoll={roll} />
                )}
                {props.realDice}
                {props.bots && (
                  <BotControls
                    speed={props.bots.speed}
                    onSpeed={props.bots.onSpeed}
                    playing={botLevel}
                    onSkip={props.bots.onSkip}
                  />
                )}
              </div>
              {props.coach && props.latestGrade}
              {!props.watching && !real && (
                <p className="key-help" aria-hidden="true">
                  <kbd>1</kbd>–<kbd>5</kbd> keep · <kbd>Space</kbd> roll · <kbd>Tab</kbd> to a box,{' '}
                  <kbd>Enter</kbd> to score
                </p>
              )}
              {!props.watching && real && (
                <p className="key-help" aria-hidden="true">
                  <kbd>1</kbd>–<kbd>5</kbd> keep · <kbd>Space</kbd> roll, then type the dice ·{' '}
                  <kbd>Backspace</kbd> fix the dice · <kbd>Tab</kbd> to a box, <kbd>Enter</kbd> to score
                </p>
              )}
              <Pad
                moveKey={state.eventCount}
                rules={state.rules}
                sheet={seatSheet(state, seatIndex)}
                pad={pad(state)}
                dice={dice}
                upper={bonusProgress(state, seatIndex).upper}
                canScore={mayScore}
                onScore={onScore}
                firstRoll={state.turn.rollsUsed === 1}
              />
            </div>
            <div className="table-side">
              <ScoreSheet
                rules={state.rules}
                seats={state.seats}
                sheets={state.sheets}
                totals={totals}
                currentSeat={seatIndex}
              />
              {props.lastMove && <LastMove {...props.lastMove} />}
            </div>
          </div>
        </div>
        {props.coach}
      </main>
      {props.dialogs}
    </div>
  );
}
