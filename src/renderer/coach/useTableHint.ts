// The hint for the decision on the table, asked for only when wanted (the Hint dialog is open, or the guard
// needs it ahead of the move). A hint made for an earlier decision is never passed on as this one's.

import type { Hint } from '../../shared/api/contract';
import type { GameEvent } from '../../shared/game';
import { useCoachHint } from '../api';
import { hintFits } from './log';

export interface TableHint {
  /** The hint, when it fits the table as it is. */
  readonly hint: Hint | undefined;
  readonly loading: boolean;
  readonly error: string | null;
}

export function useTableHint(gameId: string, events: readonly GameEvent[], wanted: boolean): TableHint {
  const query = useCoachHint(gameId, events.length, wanted);
  const data = query.data;
  const hint = wanted && data !== undefined && hintFits(events, data.at) ? data : undefined;
  return {
    hint,
    loading: wanted && query.isFetching,
    error: wanted && query.isError ? query.error.message : null,
  };
}
