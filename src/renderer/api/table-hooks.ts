// react-query over the host's calls for online tables: the hosted tables (kept current by `table-changed`
// events, live-updates.ts), and the mutations that open, seat, start, reopen and close them.

import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  HostedTable,
  JoinedTableView,
  NetworkAddress,
  OnlineAction,
  OpenTableInput,
  TableSeatSetup,
  JoinTargetInput,
} from '../../shared/api/online';
import type { BotLevel } from '../../shared/game';
import { newerJoinedView, queryKeys, upsertTable } from './cache';
import { useApi } from './context';

export function useHostedTables(): UseQueryResult<HostedTable[]> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.hostedTables, queryFn: () => client.hostedTables() });
}

/** The hosted table whose game this is, if any (its host plays only the host's seats). */
export function useTableOfGame(gameId: string | null | undefined): HostedTable | null {
  const tables = useHostedTables();
  return tables.data?.find((t) => t.game !== null && t.game.gameId === gameId) ?? null;
}

export function useNetworkAddresses(): UseQueryResult<NetworkAddress[]> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.networkAddresses, queryFn: () => client.networkAddresses() });
}

/** A mutation whose answer is a hosted table, written into the list. */
function useTableMutation<V>(
  call: (client: ReturnType<typeof useApi>['client'], variables: V) => Promise<HostedTable>,
): UseMutationResult<HostedTable, Error, V> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(client, variables),
    onSuccess: (table) =>
      queries.setQueryData<HostedTable[]>(queryKeys.hostedTables, (list) => upsertTable(list, table)),
  });
}

export function useOpenTable(): UseMutationResult<HostedTable, Error, OpenTableInput> {
  return useTableMutation((client, setup: OpenTableInput) => client.openTable(setup));
}

export function useSetTableSeat(): UseMutationResult<
  HostedTable,
  Error,
  { tableId: string; seat: number; setup: TableSeatSetup }
> {
  return useTableMutation((client, v: { tableId: string; seat: number; setup: TableSeatSetup }) =>
    client.setTableSeat(v.tableId, v.seat, v.setup),
  );
}

export function useStartTable(): UseMutationResult<HostedTable, Error, string> {
  return useTableMutation((client, tableId: string) => client.startTable(tableId));
}

export function useReopenTable(): UseMutationResult<HostedTable, Error, string> {
  return useTableMutation((client, tableId: string) => client.reopenTable(tableId));
}

export function useTableStandIn(): UseMutationResult<
  HostedTable,
  Error,
  { tableId: string; seat: number; level: BotLevel | null }
> {
  return useTableMutation((client, v: { tableId: string; seat: number; level: BotLevel | null }) =>
    client.tableStandIn(v.tableId, v.seat, v.level),
  );
}

export function useCloseTable(): UseMutationResult<null, Error, string> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) => client.closeTable(tableId),
    onSuccess: () => void queries.invalidateQueries({ queryKey: queryKeys.hostedTables }),
  });
}

// ---- The table this app has joined ------------------------------------------------------------------------------

export function useJoinedTableView(): UseQueryResult<JoinedTableView | null> {
  const { client } = useApi();
  return useQuery({ queryKey: queryKeys.joinedTable, queryFn: () => client.joinedTable() });
}

/**
 * A call at the joined table. Its answer is the table as it was when the call ended; pushed `joined-table`
 * events may already have brought a newer one (a bot's moves right after ours), so the answer is written
 * into the cache only when it is not older than what is there.
 */
function useJoinedMutation<V>(
  call: (client: ReturnType<typeof useApi>['client'], variables: V) => Promise<JoinedTableView>,
): UseMutationResult<JoinedTableView, Error, V> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(client, variables),
    onSuccess: (view) =>
      queries.setQueryData<JoinedTableView | null>(queryKeys.joinedTable, (cached) =>
        newerJoinedView(cached, view),
      ),
  });
}

export function useJoinTable(): UseMutationResult<JoinedTableView, Error, JoinTargetInput> {
  return useJoinedMutation((client, target: JoinTargetInput) => client.joinTable(target));
}

export function useSitAtTable(): UseMutationResult<JoinedTableView, Error, { seat: number; name: string }> {
  return useJoinedMutation((client, v: { seat: number; name: string }) => client.sitAtTable(v.seat, v.name));
}

export function useStandAtTable(): UseMutationResult<JoinedTableView, Error, void> {
  return useJoinedMutation((client) => client.standAtTable());
}

export function useActAtTable(): UseMutationResult<JoinedTableView, Error, OnlineAction> {
  return useJoinedMutation((client, action: OnlineAction) => client.actAtTable(action));
}

export function useLeaveTable(): UseMutationResult<null, Error, void> {
  const { client } = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => client.leaveTable(),
    onSuccess: () => queries.setQueryData(queryKeys.joinedTable, null),
  });
}
