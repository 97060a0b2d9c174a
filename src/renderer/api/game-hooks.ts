// react-query over a game: the one in progress and any by id (kept current by pushed events, live-updates.ts),
// with the state its log folds to; the mutations that start, move in, undo, play again and abandon.

import {
  queryOptions,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiArgs, GameView, MoveAck, NewGameInput } from '../../shared/api/contract';
import { replay, type GameState } from '../../shared/game';
import { newerView, queryKeys } from './cache';
import type { ApiClient } from './client';
import { useApi } from './context';
import { untilPushed } from './live-updates';

/** A game as pages use it: the view from the backend and the state its log folds to. */
export type LiveGame = GameView & { readonly state: GameState };

// Stable (module-level), so react-query folds a log only when it changed.
const toLiveGame = (view: GameView): LiveGame => ({ ...view, state: replay(view.events) });
const toLiveGameOrNull = (view: GameView | null): LiveGame | null =>
  view === null ? null : toLiveGame(view);

/** The unfinished game (for "resume?"), or null; with its state folded. */
export function useCurrentGame(): UseQueryResult<LiveGame | null> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useQuery({
    queryKey: queryKeys.currentGame,
    queryFn: async () => {
      const fetched = await client.currentGame();
      return newerView(queries.getQueryData<GameView | null>(queryKeys.currentGame), fetched);
    },
    select: toLiveGameOrNull,
  });
}

/** A game by id (in progress or finished), kept up to date by pushed events; with its state folded. */
export function useGame(gameId: string | null | undefined): UseQueryResult<LiveGame> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useQuery({
    ...gameQuery(client, queries, gameId ?? '', typeof gameId === 'string'),
    select: toLiveGame,
  });
}

/** A game's log as a query (the history reads the live line of practice games from it). */
export function gameQuery(client: ApiClient, queries: QueryClient, gameId: string, enabled = true) {
  const key = queryKeys.game(gameId);
  return queryOptions({
    queryKey: key,
    // Pushed events may have been folded in while the answer was on its way: keep whichever log is longer
    // (the cache read after the answer, not before).
    queryFn: async () => {
      const fetched = await client.getGame(gameId);
      return newerView(queries.getQueryData<GameView>(key), fetched);
    },
    enabled: enabled && gameId !== '',
  });
}

function useRememberGame(): (view: GameView) => void {
  const queries = useQueryClient();
  return (view) => {
    const key = queryKeys.game(view.gameId);
    queries.setQueryData(key, newerView(queries.getQueryData<GameView>(key), view));
    if (view.status === 'playing') {
      const current = queries.getQueryData<GameView | null>(queryKeys.currentGame);
      queries.setQueryData(queryKeys.currentGame, newerView(current, view));
    }
    // A bot may already have moved: its events can arrive before this answer, when no cached view took
    // them. Fetch the log once more so the new game never shows a stale turn.
    void queries.invalidateQueries({ queryKey: queryKeys.game(view.gameId), exact: true });
    void queries.invalidateQueries({ queryKey: queryKeys.currentGame, exact: true });
  };
}

/** Starts a game (the one in progress, if any, is abandoned). */
export function useCreateGame(): UseMutationResult<GameView, Error, NewGameInput> {
  const { client } = useApi();
  const remember = useRememberGame();
  return useMutation({ mutationFn: (setup: NewGameInput) => client.createGame(setup), onSuccess: remember });
}

/** What `act` takes: a roll (with the positions to hold), a keep, or a score. */
export type TableAction = ApiArgs<'act'>[1];

/** A human seat's move in this game. */
export function useAct(gameId: string): UseMutationResult<MoveAck, Error, TableAction> {
  return useMove((client) => (action: TableAction) => client.act(gameId, action));
}

/** The bots finish their turns at once. */
export function useSkipBots(gameId: string): UseMutationResult<MoveAck, Error, void> {
  return useMove((client) => () => client.skipBots(gameId));
}

/** Takes back the last decision of a human seat (and every move after it): the game becomes practice. */
export function useUndo(gameId: string): UseMutationResult<MoveAck, Error, void> {
  return useMove((client) => () => client.undo(gameId));
}

/**
 * A call that appends to a game's log: done once its events, pushed like everyone's, are in the cache (the
 * answer only says which they are), so a page never shows the move before they are, nor makes the next move
 * from the state before it.
 */
function useMove<V>(
  call: (client: ApiClient) => (variables: V) => Promise<MoveAck>,
): UseMutationResult<MoveAck, Error, V> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      const ack = await call(client)(variables);
      await untilPushed(queries, ack);
      return ack;
    },
  });
}

/** A new game at the same table, the first roll passed on; takes the finished game's id. */
export function usePlayAgain(): UseMutationResult<GameView, Error, string> {
  const { client } = useApi();
  const remember = useRememberGame();
  return useMutation({ mutationFn: (gameId: string) => client.playAgain(gameId), onSuccess: remember });
}

export function useAbandonGame(): UseMutationResult<null, Error, string> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => client.abandonGame(gameId),
    onSuccess: (_result, gameId) => {
      queries.setQueryData(queryKeys.currentGame, null);
      queries.removeQueries({ queryKey: queryKeys.game(gameId), exact: true });
    },
  });
}
