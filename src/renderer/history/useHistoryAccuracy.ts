// Each listed game's accuracy by seat (points lost per decision, mistakes and blunders), from the coach's
// report of the game: one query per game, shared with every other view of the same game. A practice game's
// log is read too, so only its live decisions count (those taken back are not the result); so is a real-dice
// game's, whose rolls typed wrong and typed again (retypes) may leave grades of rolls no longer in the game.

import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CoachReport, FinishedGame, GameView } from '../../shared/api/contract';
import { accuracyOf, type SeatAccuracy } from '../../shared/coach';
import { coachGradesQuery, gameQuery, useApi } from '../api';
import { liveIndexSet } from '../coach/log';

export type GameAccuracy =
  | { readonly kind: 'ready'; readonly seats: readonly SeatAccuracy[] }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'failed'; readonly message: string };

function accuracyFrom(
  game: FinishedGame,
  report: CoachReport | undefined,
  view: GameView | undefined,
): GameAccuracy {
  if (report === undefined || report.pending > 0) return { kind: 'waiting' };
  if (!mayTakeBack(game)) return { kind: 'ready', seats: accuracyOf(report.grades, game.seats.length) };
  if (view === undefined) return { kind: 'waiting' };
  const live = liveIndexSet(view.events);
  const grades = report.grades.filter((g) => live.has(g.index));
  return { kind: 'ready', seats: accuracyOf(grades, game.seats.length) };
}

/** Its log may hold events no longer in the game: undos (practice), or retypes at a real table. */
function mayTakeBack(game: FinishedGame): boolean {
  return game.practice || game.realDice !== undefined;
}

interface Fetched<T> {
  readonly data: T | undefined;
  readonly error: string | null;
}

// Module-level, so useQueries hands back the same arrays while no query changed.
function fetched<T>(results: readonly { data?: T; error: Error | null }[]): Fetched<T>[] {
  return results.map((r) => ({ data: r.data, error: r.error ? r.error.message : null }));
}

/** By game id: each game's figures, or why they are not there yet. */
export function useHistoryAccuracy(games: readonly FinishedGame[]): ReadonlyMap<string, GameAccuracy> {
  const { client } = useApi();
  const queries = useQueryClient();
  const reports = useQueries({
    queries: games.map((g) => coachGradesQuery(client, queries, g.gameId)),
    combine: fetched<CoachReport>,
  });
  const views = useQueries({
    queries: games.map((g) => gameQuery(client, queries, g.gameId, mayTakeBack(g))),
    combine: fetched<GameView>,
  });
  return useMemo(() => {
    const map = new Map<string, GameAccuracy>();
    games.forEach((game, i) => {
      const report = reports[i];
      map.set(
        game.gameId,
        report?.error && report.data === undefined
          ? { kind: 'failed', message: report.error }
          : accuracyFrom(game, report?.data, views[i]?.data),
      );
    });
    return map;
  }, [games, reports, views]);
}
