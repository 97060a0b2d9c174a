// Who is at an online table during its game: each joiner connected or away (and a bot standing in), in one
// short line beside whose turn it is. While this page's own connection is down, its own dot says so and the
// others' are not known (they were as of the drop), rather than all staying green.

import type { TableSeat } from '../../shared/api/online';
import { LEVEL_LABELS } from '../ui/words';

type Presence = 'here' | 'away' | 'lost' | 'unknown';

const PRESENCE_WORDS: Readonly<Record<Presence, string>> = {
  here: 'connected',
  away: 'away',
  lost: 'connection lost',
  unknown: 'not known',
};

export interface TablePresenceProps {
  readonly seats: readonly TableSeat[];
  /** The seat this page's player holds (a joiner's own), if any. */
  readonly ownSeat?: number | null;
  /** This page's own connection to the table is down. */
  readonly lost?: boolean;
}

export function TablePresence({ seats, ownSeat = null, lost = false }: TablePresenceProps) {
  const joiners = seats.flatMap((seat, index) => (seat.kind === 'remote' ? [{ seat, index }] : []));
  if (joiners.length === 0) return null;
  return (
    <ul className="table-presence" aria-label="Who is connected" data-testid="table-presence">
      {joiners.map(({ seat, index }) => {
        const presence: Presence = lost
          ? index === ownSeat
            ? 'lost'
            : 'unknown'
          : seat.connected
            ? 'here'
            : 'away';
        return (
          <li
            key={index}
            title={PRESENCE_WORDS[presence]}
            data-testid={`presence-${index}`}
            data-presence={presence}
          >
            <span className={`presence ${presence}`} aria-hidden="true" />
            {seat.name}
            {index === ownSeat ? ' (you)' : ''}
            {presence === 'here' ? (
              <span className="visually-hidden">, connected</span>
            ) : (
              <span className="presence-words">{PRESENCE_WORDS[presence]}</span>
            )}
            {seat.standIn && <span className="field-hint"> ({LEVEL_LABELS[seat.standIn]} bot plays)</span>}
          </li>
        );
      })}
    </ul>
  );
}
