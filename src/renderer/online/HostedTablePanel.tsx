// One table this app hosts: how to join it (code, link, QR code), who sits where and who is connected, and the
// host's controls (give a seat away in the lobby, start, let a bot play for an absent joiner, open again, close).

import { useState } from 'react';
import type { HostedTable, TableSeat } from '../../shared/api/online';
import { BOT_LEVELS, type BotLevel } from '../../shared/game';
import {
  useCloseTable,
  usePlayAgain,
  useReopenTable,
  useSetTableSeat,
  useStartTable,
  useTableStandIn,
} from '../api';
import { LEVEL_HINTS, LEVEL_LABELS, ruleSetName } from '../ui/words';
import { SeatChoiceSelect } from './SeatChoiceSelect';
import { TableQr } from './TableQr';
import { awayBotWords } from './away-words';
import { hostDiceWords } from './table-dice-words';
import { useCountdown } from './useCountdown';

export interface HostedTablePanelProps {
  readonly table: HostedTable;
  /** Opens the table's game (the host plays their seats there). */
  readonly onPlay: (gameId: string) => void;
}

const STATUS_WORDS: Readonly<Record<HostedTable['status'], string>> = {
  lobby: 'waiting for players',
  playing: 'playing',
  finished: 'finished',
  closed: 'closed — open it again to play on',
};

/** When a finished table closes by itself (joiners may save the game until then). */
function closingWords(closesAt: string | null): string {
  if (closesAt === null) return '';
  const at = new Date(closesAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `Otherwise the table closes at ${at}; until then its players may save the game.`;
}

function seatWords(seat: TableSeat): string {
  if (seat.kind === 'open') return 'Open — waiting for a joiner';
  if (seat.kind === 'bot') return `${seat.name} (${LEVEL_LABELS[seat.level ?? 'medium']} bot)`;
  if (seat.kind === 'host') return `${seat.name} (you)`;
  const presence = seat.connected ? 'connected' : 'away';
  const standIn = seat.standIn ? `, a ${LEVEL_LABELS[seat.standIn]} bot plays for them` : '';
  return `${seat.name} (joined, ${presence}${standIn})`;
}

/** An away joiner's seat during the game: when the table's away bot takes it. */
function BotComing({ table, seat }: { readonly table: HostedTable; readonly seat: TableSeat }) {
  const left = useCountdown(seat.botIn, table);
  if (seat.kind !== 'remote' || seat.connected || seat.standIn !== null || left === null) return null;
  return <span className="field-hint"> — {awayBotWords(table, seat, left)}</span>;
}

export function HostedTablePanel({ table, onPlay }: HostedTablePanelProps) {
  const setSeat = useSetTableSeat();
  const start = useStartTable();
  const reopen = useReopenTable();
  const close = useCloseTable();
  const standIn = useTableStandIn();
  const playAgain = usePlayAgain();
  const [copied, setCopied] = useState(false);
  const open = table.seats.findIndex((s) => s.kind === 'open');
  const error =
    setSeat.error ?? start.error ?? reopen.error ?? close.error ?? standIn.error ?? playAgain.error;
  const headingId = `table-${table.tableId}`;

  const copy = (): void => {
    if (table.link === null) return;
    void navigator.clipboard?.writeText(table.link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section className="hosted-table" aria-labelledby={headingId} data-testid="hosted-table">
      <h2 id={headingId}>
        {ruleSetName(table.rules)} table <span className="field-hint">— {STATUS_WORDS[table.status]}</span>
      </h2>
      {table.link !== null && table.status !== 'finished' && (
        <div className="join-info">
          <div>
            <p className="join-code-line">
              Join code{' '}
              <strong className="join-code" data-testid="join-code">
                {table.code}
              </strong>
              {table.listening && (
                <span className="join-address">
                  {' '}
                  at{' '}
                  <strong data-testid="join-address">{`${table.listening.host}:${table.listening.port}`}</strong>
                </span>
              )}
            </p>
            <label className="field">
              <span>Join link</span>
              <input
                type="text"
                readOnly
                value={table.link}
                data-testid="join-link"
                onFocus={(e) => e.target.select()}
              />
            </label>
            <button type="button" className="button" onClick={copy}>
              {copied ? 'Copied' : 'Copy the link'}
            </button>
            <p className="field-hint">
              Send the link, or let a phone scan the code; in a browser the joiner picks a free seat and a
              name. Another copy of the app may type the address and the code instead.
            </p>
          </div>
          <TableQr link={table.link} />
        </div>
      )}
      <p className="field-hint" data-testid="hosted-table-dice">
        {hostDiceWords(table.realDice)}
      </p>
      <ol className="hosted-seats">
        {table.seats.map((seat, i) => (
          <li key={i} className="seat-row" data-testid={`hosted-seat-${i}`}>
            <span
              className={`presence ${seat.connected ? 'here' : 'away'}`}
              aria-hidden="true"
              title={seat.connected ? 'connected' : 'away'}
            />
            <span className="hosted-seat-name">
              {i + 1}. {seatWords(seat)}
              {table.status === 'playing' && <BotComing table={table} seat={seat} />}
            </span>
            {table.status === 'lobby' && (
              <SeatChoiceSelect
                label={`Give seat ${i + 1} to`}
                value={null}
                name={seat.kind === 'open' ? '' : seat.name}
                disabled={setSeat.isPending}
                onChoose={(setup) => setSeat.mutate({ tableId: table.tableId, seat: i, setup })}
              />
            )}
            {table.status === 'playing' && seat.kind === 'remote' && (
              <label className="field">
                <span className="visually-hidden">Who plays seat {i + 1}</span>
                <select
                  value={seat.standIn ?? 'player'}
                  disabled={standIn.isPending}
                  onChange={(e) =>
                    standIn.mutate({
                      tableId: table.tableId,
                      seat: i,
                      level: e.target.value === 'player' ? null : (e.target.value as BotLevel),
                    })
                  }
                >
                  <option value="player">{seat.name} plays</option>
                  {BOT_LEVELS.map((level) => (
                    <option key={level} value={level} title={`${LEVEL_LABELS[level]}: ${LEVEL_HINTS[level]}`}>
                      A {LEVEL_LABELS[level]} bot plays for them
                    </option>
                  ))}
                </select>
              </label>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p className="error-line" role="alert">
          {error.message}
        </p>
      )}
      <div className="setup-actions">
        {table.status === 'lobby' && (
          <button
            type="button"
            className="button primary"
            disabled={open >= 0 || start.isPending}
            onClick={() => start.mutate(table.tableId, { onSuccess: (t) => t.game && onPlay(t.game.gameId) })}
            data-testid="start-table"
          >
            Start the game
          </button>
        )}
        {table.status === 'lobby' && open >= 0 && (
          <span className="field-hint">
            Seat {open + 1} is still open: wait for a joiner, or give it away.
          </span>
        )}
        {table.status === 'playing' && table.game && (
          <button type="button" className="button primary" onClick={() => onPlay(table.game!.gameId)}>
            Go to the table
          </button>
        )}
        {table.status === 'closed' && (
          <button
            type="button"
            className="button primary"
            disabled={reopen.isPending}
            onClick={() => reopen.mutate(table.tableId)}
          >
            Open the table again
          </button>
        )}
        {table.status === 'finished' && table.game && (
          <>
            <button
              type="button"
              className="button primary"
              disabled={playAgain.isPending || close.isPending}
              onClick={() =>
                playAgain.mutate(table.game!.gameId, { onSuccess: (view) => onPlay(view.gameId) })
              }
              data-testid="table-play-again"
            >
              Play again at this table
            </button>
            <button
              type="button"
              className="button quiet"
              disabled={close.isPending || playAgain.isPending}
              onClick={() => close.mutate(table.tableId)}
              data-testid="dismiss-table"
            >
              Dismiss
            </button>
            <span className="field-hint" data-testid="table-closes">
              Same seats, same code: the joiners&apos; pages follow. {closingWords(table.closesAt)}
            </span>
          </>
        )}
        {table.status !== 'closed' && table.status !== 'finished' && (
          <button
            type="button"
            className="button quiet"
            disabled={close.isPending}
            onClick={() => close.mutate(table.tableId)}
            title={
              table.status === 'playing'
                ? 'Joiners are disconnected; the game is kept, to open again'
                : 'Joiners are disconnected and the table goes'
            }
          >
            Close the table
          </button>
        )}
      </div>
    </section>
  );
}
