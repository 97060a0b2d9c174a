// The decisions of a game, read off its log in one pass. A decision is a re-roll (what was kept) or a score;
// the first roll of a turn and hold toggles are not decisions. The live line's decisions are the game's; the
// ones an undo took back (practice) are read too, each as the log up to it saw it.
//
// The pass keeps what it knows after each live event on a stack, as liveEvents keeps the live line: an `undone`
// event pops back to the entry before its target, so every event is read once whatever the undos (reading each
// decision taken back by folding the log up to it again was quadratic in the log's length).

import { ROLLS_PER_TURN, type GameEvent } from '../game';
import type { Sheet } from '../rules';
import { keepChoice, scoreChoice } from './choice';
import type { Decision } from './types';

/** What the pass knows after a live event. Never changed once made, so an undo can go back to it. */
interface Seen {
  /** The log index of the event it is after. */
  readonly index: number;
  /** Sheets are replaced, never changed, so a decision can share the sheet object it saw. */
  readonly sheets: readonly Sheet[];
  readonly extraYachts: readonly number[];
  readonly filled: readonly number[];
  readonly rollsUsed: number;
  /** Table order, null before the turn's first roll. */
  readonly dice: readonly number[] | null;
}

export interface DecisionsMade {
  /** The live line's decisions, in log order: the game's. */
  readonly live: Decision[];
  /** The decisions an undo took back, in log order, each in the position it was made in. */
  readonly takenBack: Decision[];
}

function rollsLeftOf(rollsUsed: number): 0 | 1 | 2 {
  const left = ROLLS_PER_TURN - rollsUsed;
  if (left === 0 || left === 1 || left === 2) return left;
  throw new Error(`a decision after ${rollsUsed} rolls is not possible`);
}

const sorted = (dice: readonly number[]): number[] => [...dice].sort((a, b) => a - b);

function replaced<T>(list: readonly T[], at: number, value: T): T[] {
  const copy = list.slice();
  copy[at] = value;
  return copy;
}

/** The decision `event` (at log `index`) makes after `seen`, or null when it makes none. */
function decisionAt(seen: Seen, index: number, event: GameEvent): Decision | null {
  if (event.type === 'rolled') {
    const before = seen.dice;
    if (seen.rollsUsed === 0 || before === null) return null;
    return {
      index,
      seat: event.seat,
      round: (seen.filled[event.seat] ?? 0) + 1,
      rollsLeft: rollsLeftOf(seen.rollsUsed),
      sheet: seen.sheets[event.seat] ?? {},
      extraYachts: seen.extraYachts[event.seat] ?? 0,
      dice: sorted(before),
      choice: keepChoice(event.kept.map((p) => before[p] ?? 0)),
    };
  }
  if (event.type !== 'scored') return null;
  if (seen.dice === null) throw new Error(`event ${index} scores before any roll`);
  return {
    index,
    seat: event.seat,
    round: (seen.filled[event.seat] ?? 0) + 1,
    rollsLeft: rollsLeftOf(seen.rollsUsed),
    sheet: seen.sheets[event.seat] ?? {},
    extraYachts: seen.extraYachts[event.seat] ?? 0,
    dice: sorted(seen.dice),
    choice: scoreChoice(event.box),
  };
}

/** `seen` after a roll or a hold (every field written out: one shape for all, a spread copy is slower). */
function moved(seen: Seen, index: number, rollsUsed: number, dice: readonly number[] | null): Seen {
  const { sheets, extraYachts, filled } = seen;
  return { index, sheets, extraYachts, filled, rollsUsed, dice };
}

/** What is known after `event` (neither `created` nor `undone`), following `seen`. */
function after(seen: Seen, index: number, event: GameEvent): Seen {
  switch (event.type) {
    case 'rolled':
      // A score sheet's final dice (real dice) leave no rolls: the rolls before them were not typed.
      return moved(seen, index, event.final ? ROLLS_PER_TURN : seen.rollsUsed + 1, event.dice);
    case 'scored': {
      const seat = event.seat;
      return {
        index,
        sheets: replaced(seen.sheets, seat, { ...(seen.sheets[seat] ?? {}), [event.box]: event.points }),
        extraYachts:
          event.extraYacht > 0
            ? replaced(seen.extraYachts, seat, (seen.extraYachts[seat] ?? 0) + 1)
            : seen.extraYachts,
        filled: replaced(seen.filled, seat, (seen.filled[seat] ?? 0) + 1),
        rollsUsed: 0,
        dice: null,
      };
    }
    default:
      return moved(seen, index, seen.rollsUsed, seen.dice);
  }
}

/**
 * Every decision of the log with log index >= `from`: the live line's, and (with `takenBack`) those an undo
 * took back, each as the log up to it saw it (the live line of that prefix). One pass, whatever the undos.
 */
export function decisionsMade(events: readonly GameEvent[], from = 0, takenBack = true): DecisionsMade {
  const created = events[0];
  if (created?.type !== 'created') return { live: [], takenBack: [] };
  const seats = created.seats.map(() => 0);
  const stack: Seen[] = [
    { index: 0, sheets: seats.map(() => ({})), extraYachts: seats, filled: seats, rollsUsed: 0, dice: null },
  ];
  const made: Decision[] = [];
  // Rolls of a real-dice game typed wrong and typed again: a slip of the keys, no decision taken back.
  const retyped = new Set<number>();
  for (let index = 1; index < events.length; index++) {
    const event = events[index];
    if (event === undefined || event.type === 'created') continue;
    if (event.type === 'undone') {
      if (event.retype) retyped.add(event.to);
      // As liveEvents: the target and every live event after it go.
      while (stack.length > 1 && stack[stack.length - 1]!.index >= event.to) stack.pop();
      continue;
    }
    const seen = stack[stack.length - 1]!;
    if (index >= from) {
      const decision = decisionAt(seen, index, event);
      if (decision) made.push(decision);
    }
    stack.push(after(seen, index, event));
  }
  // What is left on the stack is the live line.
  const live = new Set(stack.map((s) => s.index));
  const result: DecisionsMade = { live: [], takenBack: [] };
  for (const d of made) {
    if (live.has(d.index)) result.live.push(d);
    else if (takenBack && !retyped.has(d.index)) result.takenBack.push(d);
  }
  return result;
}

/** Every decision of the live line with log index >= `from`, in log order. */
export function decisionsOf(events: readonly GameEvent[], from = 0): Decision[] {
  return decisionsMade(events, from, false).live;
}
