// react-query over the history: the finished games, and a game's export, import and removal.

import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { FinishedGame, GameFileExport, ImportedGame } from '../../shared/api/contract';
import { queryKeys } from './cache';
import { useApi } from './context';

/** Finished games, newest first. */
export function useFinishedGames(): UseQueryResult<FinishedGame[]> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.finishedGames, queryFn: () => client.finishedGames() });
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
