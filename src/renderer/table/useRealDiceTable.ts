// A real-dice game at the table: what it waits for (realDiceWait), the dice entry when dice are to be typed, and
// the correction of a roll typed wrong. A person's roll goes through the coach's guard as a keep first: the
// guard sees the keep, then the entry opens for the dice not held, and the roll is sent with them.

import { useCallback, useEffect, useState } from 'react';
import type { Face } from '../../shared/dice';
import { realDiceWait, type GameState, type RealDiceWait } from '../../shared/game';
import type { TableAction } from '../api';
import { typingTarget } from './useTableKeys';
import { botDeciding, dicePrompt } from './real-dice-words';

/** The entry as the table shows it (DiceEntry's props, bar the callbacks it shares). */
export interface RealDiceEntry {
  /** Changes with each roll to type: the entry starts empty. */
  readonly key: string;
  readonly rolled: number;
  readonly held: readonly number[];
  readonly prompt: string;
  /**
   * The typed dice; `firstRoll`: a score sheet's dice were the turn's first roll (a servida scores more there), so
   * they are sent as that roll rather than as the final dice.
   */
  readonly onDice: (faces: readonly Face[], firstRoll?: boolean) => void;
  /** A score sheet's entry where the rules have a servida: the player may say the dice were the first roll. */
  readonly servida?: true;
  /** A person's re-roll may be called off (the holds are chosen again); a roll that must come may not. */
  readonly onCancel?: () => void;
}

export interface RealDiceTable {
  /** What the table waits for; null: the app rolls this game's dice. */
  readonly wait: RealDiceWait | null;
  /** Plays a move: a person's roll without dice opens the entry for them instead (after the guard). */
  readonly play: (action: TableAction) => void;
  readonly entry: RealDiceEntry | null;
  /** Takes back the last roll to type it again, while nothing is decided on it (the "Fix the dice" button). */
  readonly fix: (() => void) | null;
  /** "Perfect is deciding…" while a bot at the table decides on its dice. */
  readonly deciding: string | null;
}

export function useRealDiceTable(
  state: GameState | undefined,
  send: (action: TableAction) => void,
  mine: (seat: number) => boolean = everySeat,
  /** The seats a bot plays, when more than the bot seats (a stand-in at an online table): realDiceWait's. */
  botPlays?: (seat: number) => boolean,
): RealDiceTable {
  const real = state !== undefined && state.realDice !== null;
  const wait = state ? realDiceWait(state, botPlays) : null;
  const eventCount = state?.eventCount ?? 0;
  const turnSeat = state?.turn.seat ?? 0;
  // A re-roll's entry belongs to its turn: the turn moving on (a score, an undo past it) closes it.
  const turn = `${turnSeat}/${state?.turnsPlayed ?? 0}`;
  const [reroll, setReroll] = useState<{ readonly keep: readonly number[]; readonly turn: string } | null>(
    null,
  );
  // The log length a retype was sent at: right after it lands, the entry is open again for the same dice.
  const [retypedAt, setRetypedAt] = useState<number | null>(null);
  const decision = wait?.kind === 'decision' && mine(wait.seat);
  const reopened = decision && retypedAt !== null && eventCount === retypedAt + 1 && state?.turn.dice != null;
  const rerollKeep = !decision
    ? null
    : reroll?.turn === turn
      ? reroll.keep
      : reopened
        ? (state?.turn.kept ?? [])
        : null;
  const close = useCallback(() => {
    setReroll(null);
    setRetypedAt(null);
  }, []);

  const play = useCallback(
    (action: TableAction) => {
      if (!real || action.type !== 'roll' || action.dice !== undefined) send(action);
      // Every die held: nothing to roll or type (the engine says whether that roll may be taken).
      else if (action.keep?.length === 5) send({ ...action, dice: [] });
      else setReroll({ keep: action.keep ?? [], turn });
    },
    [real, send, turn],
  );

  const open = real && state?.typedRoll != null && !state.over && mine(turnSeat);
  const fix = useCallback(() => {
    setReroll(null);
    setRetypedAt(eventCount);
    send({ type: 'retype' });
  }, [eventCount, send]);
  const entryOpen = rerollKeep !== null || wait?.kind === 'dice';

  // Backspace at the table (no entry open) takes the last roll back to type it again.
  useEffect(() => {
    if (!open || entryOpen) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Backspace' || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.repeat || typingTarget(event.target)) return;
      event.preventDefault();
      fix();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, entryOpen, fix]);

  return {
    wait,
    play,
    entry: state ? entryOf(state, wait, rerollKeep, mine, send, close) : null,
    fix: open ? fix : null,
    deciding: state && wait?.kind === 'bot' ? botDeciding(state, wait.seat) : null,
  };
}

const everySeat = (): boolean => true;

/** The rules score a box more, or win at once, when it is written with the turn's first roll. */
const hasServida = (rules: GameState['rules']): boolean =>
  rules.instantWin !== undefined || rules.boxes.some((b) => b.servida !== undefined);

function entryOf(
  state: GameState,
  wait: RealDiceWait | null,
  rerollKeep: readonly number[] | null,
  mine: (seat: number) => boolean,
  send: (action: TableAction) => void,
  close: () => void,
): RealDiceEntry | null {
  const faces = (kept: readonly number[]): number[] => kept.map((p) => state.turn.dice?.[p] ?? 0);
  if (wait?.kind === 'dice' && mine(wait.seat)) {
    const { seat, kept, rolled, final } = wait;
    return {
      key: `${state.eventCount}-dice`,
      rolled,
      held: faces(kept),
      prompt: dicePrompt(state, { seat, rolled, kept, final }),
      // A bot's roll carries the keep it announced; a score sheet's first entry is the turn's final dice, unless
      // the player says they were the first roll (then they are that roll: a servida scores on it).
      onDice: (dice, firstRoll = false) =>
        send({
          type: 'roll',
          seat,
          keep: [...kept],
          dice: [...dice],
          ...(final && !firstRoll ? { final: true } : {}),
        }),
      ...(final && hasServida(state.rules) ? { servida: true as const } : {}),
    };
  }
  if (wait?.kind !== 'decision' || rerollKeep === null) return null;
  const seat = wait.seat;
  const rolled = 5 - rerollKeep.length;
  return {
    key: `${state.eventCount}-reroll-${rerollKeep.join('')}`,
    rolled,
    held: faces(rerollKeep),
    prompt: dicePrompt(state, { seat, rolled, kept: rerollKeep, final: false }),
    onDice: (dice) => {
      close();
      send({ type: 'roll', seat, keep: [...rerollKeep], dice: [...dice] });
    },
    onCancel: close,
  };
}
