// A dice grid: the dice of a game drawn in advance, one row per seat, turn and roll, so that the dice a roll
// shows depend only on where it is in the game, never on what was kept before. Any strategy in the same seat
// (a person, Perfect replaying the game in their shadow) sees the same dice; a shared grid gives every seat
// the same rows, as duplicate bridge deals every table the same hands.
//
// The convention: the t-th turn of a seat is t boxes filled (0-based, so an undone score replays its turn
// on the same row), the r-th roll of a turn is r rolls made before it (0, 1, 2). That roll takes the first k
// cells of row (seat, t, r) for its k dice, in table order of the positions rolled. Row (s, t, r) is the face
// stream of seededRandom(`${seed}/seat${s}/turn${t}/roll${r}`); a shared grid drops the seat:
// `${seed}/turn${t}/roll${r}` (the rows `yacht match` deals its shared luck from).

import { seededRandom, type RandomSource } from './random';
import type { DiceGrid, GameState } from './types';

/** Row (seat, turn, roll) of the grid, as the faces a roll draws from it. */
export function gridRow(grid: DiceGrid, seat: number, turn: number, roll: number): RandomSource {
  const place = grid.shared ? `turn${turn}/roll${roll}` : `seat${seat}/turn${turn}/roll${roll}`;
  return seededRandom(`${grid.seed}/${place}`);
}

/**
 * The row the next roll of the seat on turn takes (its turn: the boxes it has filled; its roll: the rolls
 * made), from `seat`'s rows: the seat on turn's own, unless Perfect plays another seat's rows (its shadow).
 */
export function gridRowFor(grid: DiceGrid, state: GameState, seat = state.turn.seat): RandomSource {
  const turn = Object.keys(state.sheets[state.turn.seat] ?? {}).length;
  return gridRow(grid, seat, turn, state.turn.rollsUsed);
}
