// The joined table when this app's backend holds the connection (another player's app hosts it): the same
// shape as a browser joiner's (useJoinedTable), so both show it with JoinedTableScreen.

import type { JoinedTableView } from '../../shared/api/online';
import { useMemo } from 'react';
import { useActAtTable, useApi, useSitAtTable, useStandAtTable } from '../api';
import { tableCoachSource, type JoinedTable } from './useJoinedTable';

export function useAppJoinedTable(view: JoinedTableView | null): JoinedTable | null {
  const sit = useSitAtTable();
  const stand = useStandAtTable();
  const act = useActAtTable();
  const { client } = useApi();
  const code = view?.code ?? '';
  const coach = useMemo(
    () =>
      tableCoachSource(code, {
        grades: () => client.coachGradesAtTable(),
        hint: () => client.coachHintAtTable(),
        why: (index) => client.coachWhyAtTable(index),
      }),
    [code, client],
  );
  if (view === null) return null;
  return {
    phase: view.phase,
    problem: view.problem,
    state: {
      table: view.table,
      seat: view.seat,
      events: view.events,
      // The backend files every finished game in this app's history: none waits to be saved.
      previous: null,
      connected: view.phase === 'joined',
      ended: view.phase === 'joined' ? null : view.problem,
    },
    sit: async (seat, name) => {
      await sit.mutateAsync({ seat, name });
    },
    stand: () => stand.mutate(),
    act: async (action) => {
      await act.mutateAsync(action);
    },
    coach,
    // The backend tries again by itself (its own waits).
    retry: null,
    tryNow: null,
  };
}
