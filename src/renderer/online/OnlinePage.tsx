// Play online, the host's side: the tables this app hosts (each with its join code, link and seats), and a
// form to open a new one at the rules and seats of the new-game page.

import type { ReactNode } from 'react';
import type { RulesChoice } from '../../shared/api/contract';
import type { RealDiceMode, Seat } from '../../shared/game';
import { useHostedTables, useOpenTable } from '../api';
import { VARIANT_LABELS } from '../ui/words';
import { HostedTablePanel } from './HostedTablePanel';
import { OpenTableForm } from './OpenTableForm';
import { tableSeatsFrom } from './table-seats';

export interface OnlinePageProps {
  readonly header: ReactNode;
  readonly rules: RulesChoice;
  readonly seats: readonly Seat[];
  /** The new-game page's dice (null or absent: the app rolls); the form may change them. */
  readonly realDice?: RealDiceMode | null;
  readonly onPlay: (gameId: string) => void;
}

export function OnlinePage(props: OnlinePageProps) {
  const tables = useHostedTables();
  const openTable = useOpenTable();
  const shown = (tables.data ?? []).filter((t) => t.status !== 'finished' || t.game !== null);
  const rulesLabel = `${VARIANT_LABELS[props.rules.variant]}${props.rules.custom ? ` (${props.rules.custom.name})` : ''}`;
  const form = (
    <OpenTableForm
      rules={props.rules}
      rulesLabel={rulesLabel}
      initialSeats={tableSeatsFrom(props.seats)}
      realDice={props.realDice ?? null}
      busy={openTable.isPending}
      error={openTable.error ? openTable.error.message : null}
      onOpen={(setup) => openTable.mutate(setup)}
    />
  );
  return (
    <div className="page online-page">
      {props.header}
      <main className="setup">
        <h1>Play online</h1>
        {shown.map((table) => (
          <HostedTablePanel key={table.tableId} table={table} onPlay={props.onPlay} />
        ))}
        {shown.length > 0 ? (
          <details className="open-another">
            <summary>Open another table</summary>
            {form}
          </details>
        ) : (
          <section aria-labelledby="open-table-heading">
            <h2 id="open-table-heading">Open a table</h2>
            {form}
          </section>
        )}
      </main>
    </div>
  );
}
