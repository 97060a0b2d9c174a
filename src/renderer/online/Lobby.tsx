// A joined table before its game starts: the rules and the seats, a free seat to take with a name, or the
// seat to leave while waiting for the host.

import { useState } from 'react';
import { MAX_NAME_LENGTH } from '../../shared/game';
import { nameProblem, normalName } from '../../shared/names';
import { TableRules } from './TableRules';
import type { JoinedTable } from './useJoinedTable';

function SeatPicker({ joined }: { readonly joined: JoinedTable }) {
  const table = joined.state.table;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (table === null) return null;
  const free = table.seats.flatMap((s, i) => (s.kind === 'open' ? [i] : []));
  const sit = (seat: number): void => {
    const normal = normalName(name);
    if (normal === '') return setError('Choose a name first.');
    // The table checks it too (names.ts); said here at once, before a seat is asked for.
    const problem = nameProblem(normal);
    if (problem !== null) return setError(problem);
    setError(null);
    joined.sit(seat, normal).catch((e: unknown) => setError((e as Error).message));
  };
  return (
    <form className="setup-form" aria-label="Take a seat" onSubmit={(e) => e.preventDefault()}>
      <label className="field">
        <span>Your name</span>
        <input
          type="text"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          autoComplete="nickname"
          onChange={(e) => setName(e.target.value)}
          data-testid="joiner-name"
        />
      </label>
      {free.length === 0 ? (
        <p role="status">Every seat is taken.</p>
      ) : (
        <div className="setup-actions">
          {free.map((seat) => (
            <button
              key={seat}
              type="button"
              className="button primary"
              onClick={() => sit(seat)}
              data-testid={`sit-${seat}`}
            >
              Sit in seat {seat + 1}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="error-line" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export function Lobby({ joined }: { readonly joined: JoinedTable }) {
  const { table, seat } = joined.state;
  if (table === null) return null;
  return (
    <>
      <h1>{seat === null ? 'Choose a seat' : 'Waiting for the host to start'}</h1>
      <TableRules table={table} />
      <ol className="hosted-seats" aria-label="Seats">
        {table.seats.map((s, i) => (
          <li key={i} className="seat-row">
            <span className={`presence ${s.connected ? 'here' : 'away'}`} aria-hidden="true" />
            {i + 1}. {s.kind === 'open' ? 'Open' : s.name}
            {i === seat ? ' (you)' : s.kind === 'bot' ? ' (bot)' : s.kind === 'host' ? ' (host)' : ''}
          </li>
        ))}
      </ol>
      {seat === null ? (
        <SeatPicker joined={joined} />
      ) : (
        <button type="button" className="button quiet" onClick={() => joined.stand()}>
          Leave the seat
        </button>
      )}
    </>
  );
}
