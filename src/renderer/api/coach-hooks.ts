// react-query over the coach: a game's grades (merged with the ones pushed meanwhile), the hint at a position
// and why a decision lost what it lost; asked of this app's backend or of a joined table's host (coach-source).

import {
  keepPreviousData,
  queryOptions,
  type QueryClient,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { CoachReport, Explanation, Hint } from '../../shared/api/contract';
import { mergeFetchedReport, queryKeys } from './cache';
import { ASK_AGAIN_MS, notReady, useCoachSource } from './coach-source';
import type { ApiClient } from './client';
import { useApi } from './context';

/**
 * The coach's grades of a game so far (every seat's; undone decisions included: filter by liveEvents), kept
 * current by pushed `coach-grades`. Grades pushed before or while this is fetched are merged, never lost.
 */
export function useCoachGrades(gameId: string, enabled = true): UseQueryResult<CoachReport> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useQuery(coachGradesQuery(client, queries, gameId, enabled));
}

/**
 * The coach's grades of a joined table's game, asked of its host again whenever the log grows (a host pushes
 * none to a joiner); the grades already had stay on show meanwhile.
 */
export function useAskedCoachGrades(
  gameId: string,
  at: number,
  enabled: boolean,
): UseQueryResult<CoachReport> {
  const source = useCoachSource();
  return useQuery({
    queryKey: [...queryKeys.coachGrades(gameId), source.key, at],
    queryFn: () => source.coachGrades(gameId),
    enabled: enabled && gameId !== '' && at > 0,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
    // Decisions waiting for the host's table: asked again until they are graded.
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? ASK_AGAIN_MS : false),
  });
}

/** The coach's report of a game as a query (one per game in the history, through useQueries). */
export function coachGradesQuery(client: ApiClient, queries: QueryClient, gameId: string, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.coachGrades(gameId),
    queryFn: async () => {
      const key = queryKeys.coachGrades(gameId);
      const asked = Date.now();
      const fetched = await client.coachGrades(gameId);
      const cached = queries.getQueryData<CoachReport>(key);
      const pushedSince = (queries.getQueryState(key)?.dataUpdatedAt ?? 0) >= asked;
      return mergeFetchedReport(fetched, cached, pushedSince);
    },
    enabled: enabled && gameId !== '',
  });
}

/**
 * The ranked options of the decision the game waits for when its log holds `at` events. While the next one
 * loads, the previous hint stays (check its `at` before trusting it for the position on the table).
 */
export function useCoachHint(gameId: string, at: number, enabled: boolean): UseQueryResult<Hint> {
  const source = useCoachSource();
  return useQuery({
    queryKey: [...queryKeys.coachHint(gameId, at), source.key],
    queryFn: () => source.coachHint(gameId),
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
export function useCoachWhy(gameId: string, index: number, enabled: boolean): UseQueryResult<Explanation> {
  const source = useCoachSource();
  return useQuery({
    queryKey: [...queryKeys.coachWhy(gameId, index), source.key],
    queryFn: () => source.coachWhy(gameId, index),
    enabled: enabled && gameId !== '',
    staleTime: Infinity,
    retry: false,
  });
}
