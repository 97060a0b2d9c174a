// Shadow Perfect: what Perfect scores with your very dice. A game played from a dice grid (dice-grid.ts) has
// its dice fixed by seat, turn and roll, whatever is kept: Perfect plays each seat's rows alone, and its total
// turn by turn stands beside the seat's own. A game without a grid has no dice to replay, and says so; nor
// has a game played with real dice (only the dice rolled at the table are known).

import { PerfectBot, decisionAction } from '../bots';
import { apply, gridRowFor, seatTotals, startGame, type CreatedEvent } from '../game';
import type { ValueTable } from '../solver';
import { REAL_DICE_SHADOW_REASON } from './real-dice';

export interface SeatShadow {
  readonly seat: number;
  /** Perfect's total after each of its turns on this seat's dice (the last is its final total). */
  readonly turns: readonly number[];
  readonly total: number;
}

export type Shadow =
  | { readonly kind: 'shadow'; readonly shared: boolean; readonly seats: readonly SeatShadow[] }
  | { readonly kind: 'none'; readonly reason: string };

export const NO_GRID_REASON =
  'This game was not dealt from a dice grid, so its dice cannot be replayed: start a game with “Same dice for all” (Practice vs Perfect does) to see what Perfect scores with your dice.';

/** Perfect alone on one seat's rows of the grid: its total after every turn. */
function perfectOnRows(table: ValueTable, created: CreatedEvent, seat: number): SeatShadow {
  const grid = created.grid;
  if (!grid) throw new Error('no dice grid');
  const bot = new PerfectBot(table);
  let state = startGame({
    variant: created.variant,
    options: created.options,
    // The game's own rules when it had them: the table is theirs, and a base's rules would play another game.
    ...(created.custom ? { custom: created.custom } : {}),
    seats: [{ kind: 'bot', name: 'Perfect', level: 'perfect' }],
    createdAt: created.createdAt,
  }).state;
  const turns: number[] = [];
  while (!state.over) {
    const decision = bot.decide(state);
    const { state: next } = apply(state, decisionAction(decision, 0), {
      random: gridRowFor(grid, state, seat),
    });
    if (next.turnsPlayed > state.turnsPlayed) turns.push(seatTotals(next, 0).total);
    state = next;
  }
  return { seat, turns, total: seatTotals(state, 0).total };
}

export function shadowPerfect(table: ValueTable, created: CreatedEvent): Shadow {
  if (created.realDice) return { kind: 'none', reason: REAL_DICE_SHADOW_REASON };
  const grid = created.grid;
  if (!grid) return { kind: 'none', reason: NO_GRID_REASON };
  // A shared grid deals every seat the same rows: one shadow serves them all.
  const first = perfectOnRows(table, created, 0);
  const seats = created.seats.map((_, seat) =>
    seat === 0 || grid.shared ? { ...first, seat } : perfectOnRows(table, created, seat),
  );
  return { kind: 'shadow', shared: grid.shared, seats };
}
