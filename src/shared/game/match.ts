// A match of several games at one table: the first roll goes round the table from game to game.

import { ranking } from './ranking';
import type { GameSetup, GameState, Seat } from './types';
import type { RulesChoice } from '../rules';

export interface MatchSetup extends RulesChoice {
  readonly seats: readonly Seat[];
}

/** The seat that starts game `gameIndex` (0-based) of a match: game k starts with seat k mod seats. */
export function firstSeatOfGame(gameIndex: number, seatCount: number): number {
  if (!Number.isInteger(gameIndex) || gameIndex < 0)
    throw new RangeError(`a game index is 0 or more, got ${gameIndex}`);
  if (!Number.isInteger(seatCount) || seatCount < 1)
    throw new RangeError(`a table has 1 seat or more, got ${seatCount}`);
  return gameIndex % seatCount;
}

/** The setup of game `gameIndex` of a match (caller supplies the time, and the seed for seeded dice). */
export function matchGameSetup(
  match: MatchSetup,
  gameIndex: number,
  createdAt: string,
  seed: string | null = null,
): GameSetup {
  return {
    variant: match.variant,
    ...(match.options ? { options: match.options } : {}),
    ...(match.custom ? { custom: match.custom } : {}),
    seats: match.seats,
    firstSeat: firstSeatOfGame(gameIndex, match.seats.length),
    seed,
    createdAt,
  };
}

export interface MatchStanding {
  readonly seat: number;
  readonly name: string;
  /** Games the seat finished in first place (shared first places count). */
  readonly wins: number;
  /** Totals of every game added up. */
  readonly points: number;
}

/** Wins and points of each seat over the finished games of a match, in seat order. */
export function matchStandings(games: readonly GameState[]): MatchStanding[] {
  const first = games[0];
  if (first === undefined) return [];
  const standings = first.seats.map((s, seat) => ({ seat, name: s.name, wins: 0, points: 0 }));
  for (const game of games) {
    for (const s of ranking(game)) {
      const row = standings[s.seat];
      if (row === undefined) continue;
      row.points += s.total;
      if (s.place === 1) row.wins++;
    }
  }
  return standings;
}
