// react-query over the analyses: a position's ranked options (the analyzer) and a game's replay.

import {
  keepPreviousData,
  useMutation,
  useQuery,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { PositionRequestInput, ReplayView } from '../../shared/api/contract';
import type { PositionOptions } from '../../shared/coach';
import { queryKeys } from './cache';
import { useApi } from './context';

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
