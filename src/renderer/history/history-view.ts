// What the history page lists and charts, from the finished games (newest first) and their figures: the games
// a filter lets through, the names to filter by, and one person's accuracy over their last games.

import type { FinishedGame } from '../../shared/api/contract';
import { ruleSetName } from '../ui/words';
import type { GameAccuracy } from './useHistoryAccuracy';

export interface HistoryFilter {
  /** A rule set's label (rulesLabel), or '' for all. */
  readonly rules: string;
  /** A seat's name, or '' for anyone. */
  readonly name: string;
}

export const NO_FILTER: HistoryFilter = { rules: '', name: '' };

export function gameRules(game: FinishedGame): string {
  return ruleSetName(game);
}

export function filterGames(games: readonly FinishedGame[], filter: HistoryFilter): FinishedGame[] {
  return games.filter(
    (g) =>
      (filter.rules === '' || gameRules(g) === filter.rules) &&
      (filter.name === '' || g.seats.some((s) => s.name === filter.name)),
  );
}

/** Each distinct value, the most frequent first (ties by name). */
function byFrequency(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v);
}

export function ruleSetsOf(games: readonly FinishedGame[]): string[] {
  return byFrequency(games.map(gameRules));
}

export function seatNamesOf(games: readonly FinishedGame[]): string[] {
  return byFrequency(games.flatMap((g) => g.seats.map((s) => s.name)));
}

/** Whose figures the chart follows: the name filtered by, else the person who played the most games. */
export function chartedPerson(games: readonly FinishedGame[], filter: HistoryFilter): string | null {
  if (filter.name !== '') return filter.name;
  return (
    byFrequency(games.flatMap((g) => g.seats.filter((s) => s.kind === 'human').map((s) => s.name)))[0] ?? null
  );
}

export interface TrendRow {
  /** 1 for the oldest game charted. */
  readonly game: number;
  readonly gameId: string;
  /** When the game was played (its start, as History and the replay show it). */
  readonly playedAt: string;
  readonly rules: string;
  /** The person's accuracy in percent in this game (accuracyOf). */
  readonly accuracy: number;
  /** The person's expected points lost per decision (a positive number; written with a minus). */
  readonly meanLoss: number;
}

/**
 * The person's accuracy over their last `limit` graded games, oldest first: one line whatever the rule set (the
 * measure reads the same in every rule set, accuracy.ts), each game with its rule set for the tooltip.
 */
export function accuracyTrend(
  games: readonly FinishedGame[],
  accuracy: ReadonlyMap<string, GameAccuracy>,
  person: string,
  limit: number,
): TrendRow[] {
  const rows: TrendRow[] = [];
  for (const game of games) {
    if (rows.length === limit) break;
    const figures = accuracy.get(game.gameId);
    if (figures?.kind !== 'ready') continue;
    const seat = game.seats.findIndex((s) => s.kind === 'human' && s.name === person);
    const mine = figures.seats[seat];
    if (seat < 0 || mine === undefined || mine.decisions === 0) continue;
    rows.push({
      game: 0,
      gameId: game.gameId,
      playedAt: game.createdAt,
      rules: gameRules(game),
      accuracy: mine.accuracy,
      meanLoss: mine.meanLoss,
    });
  }
  rows.reverse();
  return rows.map((row, i) => ({ ...row, game: i + 1 }));
}
