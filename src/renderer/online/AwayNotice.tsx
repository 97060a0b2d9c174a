// Under whose turn it is at an online table: when that player is away, in words — who, and what happens now
// ("Ann is away — the Medium bot plays in 8 s"), so that nobody waits at a still table wondering why.

import type { TableView } from '../../shared/api/online';
import { awayBotWords } from './away-words';
import { useCountdown } from './useCountdown';

export function AwayNotice({ table, turnSeat }: { readonly table: TableView; readonly turnSeat: number }) {
  const seat = table.seats[turnSeat];
  const away = seat !== undefined && seat.kind === 'remote' && !seat.connected;
  const left = useCountdown(away && seat.standIn === null ? seat.botIn : null, table);
  if (!away) return null;
  return (
    <p className="away-notice" data-testid="away-notice">
      <span className="presence away" aria-hidden="true" />
      <span>
        {/* Announced when it changes (who is away), not every second of the count. */}
        <span role="status">{seat.name} is away</span> — {awayBotWords(table, seat, left)}
      </span>
    </p>
  );
}
