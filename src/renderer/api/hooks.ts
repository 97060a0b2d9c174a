// react-query over the API: every query awaits a client call, every mutation writes what it learnt into the
// cache, and pushed events keep the cache current (live-updates.ts, mounted by <ApiProvider>).

import {
  keepPreviousData,
  queryOptions,
  type QueryClient,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type {
  Appended,
  ApiArgs,
  ApiEventListener,
  ApiEventType,
  CoachReport,
  Explanation,
  FinishedGame,
  GameFileExport,
  GameView,
  Hint,
  ImportedGame,
  NewGameInput,
  Notice,
  PositionRequestInput,
  ReplayView,
  RulesChoice,
  Settings,
  SettingsPatch,
  SolverStatus,
} from '../../shared/api/contract';
import type { KeepDifferencesView, VariantDistribution } from '../../shared/api/variant-schemas';
import type { PositionOptions } from '../../shared/coach';
import { replay, type GameState } from '../../shared/game';
import { mergeFetchedReport, newerView, queryKeys } from './cache';
import { ASK_AGAIN_MS, notReady, useCoachSource } from './coach-source';
import type { ApiClient } from './client';
import { useApi } from './context';
import { applyAppended } from './live-updates';

export { queryKeys } from './cache';

/** A game as pages use it: the view from the backend and the state its log folds to. */
export type LiveGame = GameView & { readonly state: GameState };

// Stable (module-level), so react-query folds a log only when it changed.
const toLiveGame = (view: GameView): LiveGame => ({ ...view, state: replay(view.events) });
const toLiveGameOrNull = (view: GameView | null): LiveGame | null =>
  view === null ? null : toLiveGame(view);

export function useVersion(): UseQueryResult<string> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.version, queryFn: () => client.version(), staleTime: Infinity });
}

export function useSettings(): UseQueryResult<Settings> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => client.getSettings() });
}

export function useSaveSettings(): UseMutationResult<Settings, Error, SettingsPatch> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => client.setSettings(patch),
    onSuccess: (settings) => queries.setQueryData(queryKeys.settings, settings),
  });
}

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
export function useAct(gameId: string): UseMutationResult<Appended, Error, TableAction> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (action: TableAction) => client.act(gameId, action),
    onSuccess: (appended) => applyAppended(queries, appended),
  });
}

/** The bots finish their turns at once. */
export function useSkipBots(gameId: string): UseMutationResult<Appended, Error, void> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => client.skipBots(gameId),
    onSuccess: (appended) => applyAppended(queries, appended),
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

/** Finished games, newest first. */
export function useFinishedGames(): UseQueryResult<FinishedGame[]> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.finishedGames, queryFn: () => client.finishedGames() });
}

/** The solver table of a rules fingerprint (GameView.fingerprint): undefined until it has been asked for. */
export function useSolverStatus(
  fingerprint: string | null | undefined,
): UseQueryResult<SolverStatus | undefined> {
  const { client } = useApi();
  return useQuery({
    queryKey: queryKeys.solver,
    queryFn: () => client.solverStatus(),
    select: (list: SolverStatus[]) => list.find((s) => s.fingerprint === fingerprint),
  });
}

/** Every solver table asked for so far. */
export function useSolverStatuses(): UseQueryResult<SolverStatus[]> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.solver, queryFn: () => client.solverStatus() });
}

/** Starts making the table of these rules in the background. */
export function usePrepareSolver(): UseMutationResult<SolverStatus, Error, RulesChoice> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (rules: RulesChoice) => client.prepareSolver(rules),
    onSuccess: () => void queries.invalidateQueries({ queryKey: queryKeys.solver }),
  });
}

export function useNotices(): UseQueryResult<Notice[]> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.notices, queryFn: () => client.notices() });
}

/**
 * The coach's grades of a game so far (every seat's; undone decisions included: filter by liveEvents), kept
 * current by pushed `coach-grades`. Grades pushed before or while this is fetched are merged, never lost.
 */
export function useCoachReport(gameId: string, enabled = true): UseQueryResult<CoachReport> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useQuery(coachReportQuery(client, queries, gameId, enabled));
}

/**
 * The coach's grades of a joined table's game, asked of its host again whenever the log grows (a host pushes
 * none to a joiner); the grades already had stay on show meanwhile.
 */
export function useAskedCoachReport(
  gameId: string,
  at: number,
  enabled: boolean,
): UseQueryResult<CoachReport> {
  const source = useCoachSource();
  return useQuery({
    queryKey: [...queryKeys.coachReport(gameId), source.key, at],
    queryFn: () => source.coachReport(gameId),
    enabled: enabled && gameId !== '' && at > 0,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
    // Decisions waiting for the host's table: asked again until they are graded.
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? ASK_AGAIN_MS : false),
  });
}

/** The coach's report of a game as a query (one per game in the history, through useQueries). */
export function coachReportQuery(client: ApiClient, queries: QueryClient, gameId: string, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.coachReport(gameId),
    queryFn: async () => {
      const key = queryKeys.coachReport(gameId);
      const asked = Date.now();
      const fetched = await client.coachReport(gameId);
      const cached = queries.getQueryData<CoachReport>(key);
      const pushedSince = (queries.getQueryState(key)?.dataUpdatedAt ?? 0) >= asked;
      return mergeFetchedReport(fetched, cached, pushedSince);
    },
    enabled: enabled && gameId !== '',
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

/**
 * The ranked options of the decision the game waits for when its log holds `at` events. While the next one
 * loads, the previous hint stays (check its `at` before trusting it for the position on the table).
 */
export function useHint(gameId: string, at: number, enabled: boolean): UseQueryResult<Hint> {
  const source = useCoachSource();
  return useQuery({
    queryKey: [...queryKeys.hint(gameId, at), source.key],
    queryFn: () => source.hint(gameId),
    enabled: enabled && gameId !== '' && at > 0,
    // A position's options never change; a refusal (the table is not ready) is asked again when it is (told
    // by this app's backend; asked every little while of a table's host).
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (!source.pushes && notReady(query.state.error) ? ASK_AGAIN_MS : false),
  });
}

/** Why a graded decision lost what it lost (asked when the player opens it; a decision's answer never changes). */
export function useExplanation(gameId: string, index: number, enabled: boolean): UseQueryResult<Explanation> {
  const source = useCoachSource();
  return useQuery({
    queryKey: [...queryKeys.explanation(gameId, index), source.key],
    queryFn: () => source.explainDecision(gameId, index),
    enabled: enabled && gameId !== '',
    staleTime: Infinity,
    retry: false,
  });
}

/** Takes back the last decision of a human seat (and every move after it): the game becomes practice. */
export function useUndo(gameId: string): UseMutationResult<Appended, Error, void> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => client.undo(gameId),
    onSuccess: (appended) => applyAppended(queries, appended),
  });
}

/** Every option of a position set up by hand, ranked (the analyzer page). */
export function useAnalyzePosition(): UseMutationResult<PositionOptions, Error, PositionRequestInput> {
  const { client } = useApi();
  return useMutation({ mutationFn: (request: PositionRequestInput) => client.analyzePosition(request) });
}

/**
 * The ranked options of a position, as the analyzer ranks them, asked once per position (a position's options
 * never change); null asks nothing.
 */
export function usePositionOptions(request: PositionRequestInput | null): UseQueryResult<PositionOptions> {
  const { client } = useApi();
  const key = request === null ? '' : JSON.stringify(request);
  return useQuery({
    queryKey: queryKeys.position(key),
    queryFn: () => client.analyzePosition(request as PositionRequestInput),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * A game's replay (its course under perfect play, every decision graded, Perfect's shadow) for its log of `at`
 * events: asked again as a game still going grows, and once the table is ready when it was not.
 */
export function useReplay(gameId: string, at: number): UseQueryResult<ReplayView> {
  const { client } = useApi();
  return useQuery({
    queryKey: queryKeys.replay(gameId, at),
    queryFn: () => client.replayGame(gameId),
    enabled: gameId !== '' && at > 0,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/**
 * Rule sets' exact score distributions under perfect play (each solved first when need be: long), asked one at
 * a time in the list's order: a rule set is asked once every one before it has its answer (or failed).
 */
export interface VariantAnswers {
  readonly results: readonly UseQueryResult<VariantDistribution>[];
  /** The distributions that have come, by key: the same map until an answer changes. */
  readonly known: ReadonlyMap<string, VariantDistribution>;
}

export function useVariantDistributions(
  list: readonly { readonly key: string; readonly choice: RulesChoice }[],
): VariantAnswers {
  const { client } = useApi();
  const queries = useQueryClient();
  const settled = list.map(({ key }) => {
    const status = queries.getQueryState(queryKeys.variant(key))?.status;
    return status === 'success' || status === 'error';
  });
  const asked = list.map(({ key, choice }, i) => ({
    queryKey: queryKeys.variant(key),
    queryFn: () => client.variantDistribution(choice),
    enabled: settled.slice(0, i).every(Boolean),
    staleTime: Infinity,
    retry: false,
  }));
  // combine runs again only when a result changes (react-query keeps its answer otherwise).
  const combine = useCallback(
    (results: UseQueryResult<VariantDistribution>[]): VariantAnswers => {
      const known = new Map<string, VariantDistribution>();
      results.forEach((r, i) => {
        if (r.data) known.set(list[i]!.key, r.data);
      });
      return { results, known };
    },
    [list],
  );
  return useQueries({ queries: asked, combine });
}

/** Where two rule sets keep different dice on the first turn (null: nothing asked). */
export function useKeepDifferences(
  pair: {
    readonly a: { key: string; choice: RulesChoice };
    readonly b: { key: string; choice: RulesChoice };
  } | null,
): UseQueryResult<KeepDifferencesView> {
  const { client } = useApi();
  return useQuery({
    queryKey: queryKeys.keepDifferences(pair?.a.key ?? '', pair?.b.key ?? ''),
    queryFn: () => client.variantKeepDifferences(pair!.a.choice, pair!.b.choice),
    enabled: pair !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** How far a rule set's distribution has got (0..1), from the pushed events; undefined before any. */
export function useVariantProgress(fingerprint: string): number | undefined {
  const queries = useQueryClient();
  return useQuery({
    queryKey: queryKeys.variantProgress(fingerprint),
    queryFn: () => queries.getQueryData<number>(queryKeys.variantProgress(fingerprint)) ?? 0,
    staleTime: Infinity,
  }).data;
}

/** A game as a file to save (its name and text). */
export function useExportGame(): UseMutationResult<GameFileExport, Error, string> {
  const { client } = useApi();
  return useMutation({ mutationFn: (gameId: string) => client.exportGame(gameId) });
}

/** A game file's text into the history (refused whole, with the reason, when anything in it is wrong). */
export function useImportGame(): UseMutationResult<ImportedGame, Error, string> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => client.importGame(text),
    onSuccess: () => void queries.invalidateQueries({ queryKey: queryKeys.finishedGames }),
  });
}

/** Removes a finished game from the history. */
export function useDeleteGame(): UseMutationResult<null, Error, string> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => client.deleteGame(gameId),
    onSuccess: (_result, gameId) => {
      queries.setQueryData<FinishedGame[]>(queryKeys.finishedGames, (list) =>
        list?.filter((g) => g.gameId !== gameId),
      );
      queries.removeQueries({ queryKey: queryKeys.game(gameId), exact: true });
      void queries.invalidateQueries({ queryKey: queryKeys.finishedGames });
    },
  });
}

/** Calls `listener` for each pushed event of `type` while the component is mounted. */
export function useApiEvent<T extends ApiEventType>(type: T, listener: ApiEventListener<T>): void {
  const { client } = useApi();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => client.on(type, (event) => latest.current(event)), [client, type]);
}
