// Who is ahead: standard competition ranking, so level totals share a place (1, 1, 3).

import { seatTotals } from './queries';
import type { GameState } from './types';

export interface Standing {
  readonly seat: number;
  readonly name: string;
  readonly total: number;
  /** 1 for the leaders; a seat's place is one more than the number of seats with a higher total. */
  readonly place: number;
}

/** Places for totals by index: `places([50, 70, 70, 10])` is `[3, 1, 1, 4]`. */
export function places(totals: readonly number[]): number[] {
  return totals.map((total) => 1 + totals.filter((other) => other > total).length);
}

/** Places, a seat that won at once (Generala servida) first whatever its total, the others after it by theirs. */
function placesOf(totals: readonly number[], winner: number | null): number[] {
  if (winner === null) return places(totals);
  return totals.map((total, seat) =>
    seat === winner ? 1 : 2 + totals.filter((other, i) => i !== winner && other > total).length,
  );
}

/** Every seat by total, best first (level totals in seat order), with places. Mid-game it ranks the totals so far. */
export function ranking(state: GameState): Standing[] {
  const totals = state.seats.map((_, seat) => seatTotals(state, seat).total);
  const placed = placesOf(totals, state.wonAtOnce);
  return state.seats
    .map((s, seat) => ({ seat, name: s.name, total: totals[seat] ?? 0, place: placed[seat] ?? 1 }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
}

/** How the game was won at once, in words ("Generala servida"), or null when it ran to the end. */
export function wonAtOnceWords(state: GameState): string | null {
  if (state.wonAtOnce === null) return null;
  const box = state.rules.boxes.find((b) => b.id === state.rules.instantWin);
  return `${box?.label ?? 'Five alike'} servida`;
}

/** The seats in first place (more than one when leaders are level). */
export function winners(state: GameState): number[] {
  return ranking(state)
    .filter((s) => s.place === 1)
    .map((s) => s.seat);
}
