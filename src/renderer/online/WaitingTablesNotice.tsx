// On the new-game page after the app restarted (or after Close the table during a game): a table whose game
// is not over waits to be opened again, and its joiners' pages keep trying until it is. Said at the top, with
// a button that opens it again and goes to the online page.

import { useHostedTables, useReopenTable } from '../api';
import { ruleSetName } from '../ui/words';

export function WaitingTablesNotice({ onOpened }: { readonly onOpened: () => void }) {
  const tables = useHostedTables();
  const reopen = useReopenTable();
  const waiting = (tables.data ?? []).filter((t) => t.status === 'closed');
  const first = waiting[0];
  if (first === undefined) return null;
  const joiners = first.seats.filter((s) => s.kind === 'remote').map((s) => s.name);
  return (
    <section className="waiting-tables" aria-label="A table is waiting" data-testid="waiting-tables">
      <p>
        <strong>A table is waiting:</strong> the {ruleSetName(first.rules)} game
        {joiners.length > 0 ? ` with ${joiners.join(', ')}` : ''} stopped when the table closed. Open it again
        and its players come back to their seats (their pages keep trying).
        {waiting.length > 1 ? ` ${waiting.length - 1} more on the online page.` : ''}
      </p>
      <button
        type="button"
        className="button primary"
        disabled={reopen.isPending}
        onClick={() => reopen.mutate(first.tableId, { onSuccess: onOpened })}
        data-testid="reopen-waiting-table"
      >
        Open it again
      </button>
      {reopen.error && (
        <p className="error-line" role="alert">
          {reopen.error.message}
        </p>
      )}
    </section>
  );
}
