// Pushed events into the query cache: mounted once (by <ApiProvider>), so every page sees a game move, a
// solver table fill up and the settings change without polling.

import type { QueryClient } from '@tanstack/react-query';
import type {
  Appended,
  CoachReport,
  GameView,
  MoveAck,
  Notice,
  Settings,
  SolverStatus,
} from '../../shared/api/contract';
import { addGrades, addNotice, appendEvents, queryKeys, upsertSolverStatus, upsertTable } from './cache';
import type { HostedTable } from '../../shared/api/online';
import type { ApiClient } from './client';
import { isNotReady } from '../../shared/api/errors';

/** Folds appended events into the cached game (by id, and as the current game); refetches after a gap. */
export function applyAppended(queries: QueryClient, appended: Appended): void {
  const update = (key: readonly unknown[]): void => {
    const view = queries.getQueryData<GameView | null>(key);
    if (!view || view.gameId !== appended.gameId) return;
    const next = appendEvents(view, appended);
    if (next === 'gap') void queries.invalidateQueries({ queryKey: key, exact: true });
    else if (next !== view) queries.setQueryData(key, next);
  };
  update(queryKeys.game(appended.gameId));
  update(queryKeys.currentGame);
}

/**
 * How long a move waits for its own events to be pushed before the game is fetched instead (a socket that
 * dropped them: it normally takes a few milliseconds).
 */
export const OWN_EVENTS_WAIT_MS = 1500;

/**
 * Resolves once the pushed events have brought every cached view of the acknowledged move's game up to the log
 * length it answered with (at once when they already have, or when no view of it is cached): a page shows a
 * move from the events alone, and the next move is made from the state that follows it. Events that do not
 * come in time are fetched (the game's views refetched).
 */
export function untilPushed(queries: QueryClient, ack: MoveAck, waitMs = OWN_EVENTS_WAIT_MS): Promise<void> {
  const keys = [queryKeys.game(ack.gameId), queryKeys.currentGame];
  const behind = (): boolean =>
    keys.some((key) => {
      const view = queries.getQueryData<GameView | null>(key);
      return view?.gameId === ack.gameId && view.events.length < ack.length;
    });
  if (!behind()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = queries.getQueryCache().subscribe(() => {
      if (!behind()) done();
    });
    const timer = setTimeout(() => {
      for (const key of keys) void queries.invalidateQueries({ queryKey: key, exact: true });
      done();
    }, waitMs);
  });
}

/** Subscribes to every pushed event and keeps the cache current; returns the function that stops it. */
export function connectLiveUpdates(client: ApiClient, queries: QueryClient): () => void {
  const stops = [
    client.on('game-events', (event) => applyAppended(queries, event)),
    client.on('game-ended', (event) => {
      const current = queries.getQueryData<GameView | null>(queryKeys.currentGame);
      if (current?.gameId === event.gameId) queries.setQueryData(queryKeys.currentGame, null);
      if (event.status === 'finished') {
        const key = queryKeys.game(event.gameId);
        const view = queries.getQueryData<GameView>(key);
        if (view) queries.setQueryData(key, { ...view, status: 'finished' });
        void queries.invalidateQueries({ queryKey: key, exact: true });
      } else {
        queries.removeQueries({ queryKey: queryKeys.game(event.gameId), exact: true });
      }
      void queries.invalidateQueries({ queryKey: queryKeys.finishedGames });
    }),
    client.on('solver-progress', (event) => {
      queries.setQueryData<SolverStatus[]>(queryKeys.solver, (list) =>
        upsertSolverStatus(list, event.status),
      );
      // Hints, replays and analyses asked for while a table was being made were refused as not ready: ask
      // again now that one is there (other refusals, such as no decision to make, stand).
      if (event.status.ready) {
        void queries.invalidateQueries({
          queryKey: queryKeys.all,
          predicate: (q) => isNotReady(q.state.error),
        });
      }
    }),
    // Kept even when no report has been asked for yet (the panel may open later, or the fetch may be on its
    // way): useCoachGrades merges what it fetches with what was pushed.
    client.on('coach-grades', (event) =>
      queries.setQueryData<CoachReport>(queryKeys.coachGrades(event.gameId), (report) =>
        addGrades(report, event),
      ),
    ),
    client.on('variant-progress', (event) =>
      queries.setQueryData<number>(queryKeys.variantProgress(event.fingerprint), event.progress),
    ),
    client.on('settings-changed', (event) =>
      queries.setQueryData<Settings>(queryKeys.settings, event.settings),
    ),
    client.on('notice', (event) =>
      queries.setQueryData<Notice[]>(queryKeys.notices, (list) => addNotice(list, event.notice)),
    ),
    client.on('table-changed', (event) => {
      queries.setQueryData<HostedTable[]>(queryKeys.hostedTables, (list) => upsertTable(list, event.table));
      // A table ended by abandoning its game is gone from the list: the next fetch says so.
      if (event.table.status === 'closed')
        void queries.invalidateQueries({ queryKey: queryKeys.hostedTables });
    }),
    client.on('joined-table', (event) => queries.setQueryData(queryKeys.joinedTable, event.view)),
    // Events may have been lost while the socket was down: fetch everything shown again.
    client.onResync(() => void queries.invalidateQueries({ queryKey: queryKeys.all })),
  ];
  return () => stops.forEach((stop) => stop());
}
