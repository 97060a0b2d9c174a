// The decisions of a game, read off its log in one pass over the live line (events taken back by an undo
// are skipped). A decision is a re-roll (what was kept) or a score; the first roll of a turn and hold toggles
// are not decisions.

import { liveEvents, ROLLS_PER_TURN, type GameEvent } from '../game';
import type { Sheet } from '../rules';
import { keepChoice, scoreChoice } from './choice';
import type { Decision } from './types';

interface TurnSoFar {
  rollsUsed: number;
  /** Table order, null before the turn's first roll. */
  dice: readonly number[] | null;
}

function rollsLeftOf(rollsUsed: number): 0 | 1 | 2 {
  const left = ROLLS_PER_TURN - rollsUsed;
  if (left === 0 || left === 1 || left === 2) return left;
  throw new Error(`a decision after ${rollsUsed} rolls is not possible`);
}

const sorted = (dice: readonly number[]): number[] => [...dice].sort((a, b) => a - b);

/** Every decision of the live line with log index >= `from`, in log order. */
export function decisionsOf(events: readonly GameEvent[], from = 0): Decision[] {
  const decisions: Decision[] = [];
  // Sheets are replaced, never changed, so a decision can share the sheet object it saw.
  let sheets: Sheet[] = [];
  let extraYachts: number[] = [];
  let filled: number[] = [];
  let turn: TurnSoFar = { rollsUsed: 0, dice: null };
  for (const index of liveEvents(events)) {
    const event = events[index];
    if (event === undefined) continue;
    switch (event.type) {
      case 'created':
        sheets = event.seats.map(() => ({}));
        extraYachts = event.seats.map(() => 0);
        filled = event.seats.map(() => 0);
        turn = { rollsUsed: 0, dice: null };
        break;
      case 'rolled': {
        const before = turn.dice;
        if (turn.rollsUsed > 0 && before !== null && index >= from) {
          decisions.push({
            index,
            seat: event.seat,
            round: (filled[event.seat] ?? 0) + 1,
            rollsLeft: rollsLeftOf(turn.rollsUsed),
            sheet: sheets[event.seat] ?? {},
            extraYachts: extraYachts[event.seat] ?? 0,
            dice: sorted(before),
            choice: keepChoice(event.kept.map((p) => before[p] ?? 0)),
          });
        }
        turn = { rollsUsed: turn.rollsUsed + 1, dice: event.dice };
        break;
      }
      case 'scored': {
        const seat = event.seat;
        const sheet = sheets[seat] ?? {};
        if (turn.dice === null) throw new Error(`event ${index} scores before any roll`);
        if (index >= from) {
          decisions.push({
            index,
            seat,
            round: (filled[seat] ?? 0) + 1,
            rollsLeft: rollsLeftOf(turn.rollsUsed),
            sheet,
            extraYachts: extraYachts[seat] ?? 0,
            dice: sorted(turn.dice),
            choice: scoreChoice(event.box),
          });
        }
        sheets[seat] = { ...sheet, [event.box]: event.points };
        filled[seat] = (filled[seat] ?? 0) + 1;
        if (event.extraYacht > 0) extraYachts[seat] = (extraYachts[seat] ?? 0) + 1;
        turn = { rollsUsed: 0, dice: null };
        break;
      }
      case 'kept':
      case 'undone':
        break;
    }
  }
  return decisions;
}
