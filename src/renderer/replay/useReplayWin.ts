// A game's win chances (two or more seats) for its log of `at` events: seconds of background work on the
// backend, asked once per log length (a game still going asks again as it grows), never retried by itself.

import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReplayWinView } from '../../shared/api/contract';
import { useApi } from '../api';

export function useReplayWin(gameId: string, at: number, enabled: boolean): UseQueryResult<ReplayWinView> {
  const { client } = useApi();
  return useQuery({
    queryKey: ['yacht', 'replay-win', gameId, at] as const,
    queryFn: () => client.replayWin(gameId),
    enabled: enabled && gameId !== '' && at > 0,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
