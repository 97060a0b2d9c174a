// react-query over the solver's tables: which are ready (kept current by pushed `solver-progress`), and asking
// for one to be made.

import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { RulesChoice, SolverStatus } from '../../shared/api/contract';
import { queryKeys } from './cache';
import { useApi } from './context';

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
