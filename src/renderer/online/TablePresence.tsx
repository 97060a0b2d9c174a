// Who is at an online table during its game: each joiner connected or away (and a bot standing in), in one
// short line beside whose turn it is.

import type { TableSeat } from '../../shared/api/online';
import { LEVEL_LABELS } from '../components/table-words';

export function TablePresence({ seats }: { readonly seats: readonly TableSeat[] }) {
  const joiners = seats.filter((s) => s.kind === 'remote');
  if (joiners.length === 0) return null;
  return (
    <ul className="table-presence" aria-label="Who is connected" data-testid="table-presence">
      {joiners.map((seat) => (
        <li key={seat.name} title={seat.connected ? 'connected' : 'away'}>
          <span className={`presence ${seat.connected ? 'here' : 'away'}`} aria-hidden="true" />
          {seat.name}
          <span className="visually-hidden">{seat.connected ? ', connected' : ', away'}</span>
          {seat.standIn && <span className="field-hint"> ({LEVEL_LABELS[seat.standIn]} bot plays)</span>}
        </li>
      ))}
    </ul>
  );
}
