// What a table looks like from outside: to everyone at it (TableView), and to its host (HostedTable: the code,
// the link and where it listens besides).

import type { HostedTable, TableView } from '../../shared/api/online';
import type { BotLevel } from '../../shared/game';
import type { TableListener } from './table-ports';
import type { SeatRecord, Table } from './table-record';

/** The table as everyone at it sees it; `standIns`: the bots playing for seats now; `now`: the clock's ms. */
export function tableView(table: Table, standIns: ReadonlyMap<number, BotLevel>, now: number): TableView {
  return {
    tableId: table.tableId,
    status: table.status,
    rules: table.rules,
    seats: table.seats.map((s, seat) => ({
      kind: s.kind,
      name: s.name,
      level: s.level,
      connected: s.kind === 'remote' ? s.connections.size > 0 : s.kind !== 'open',
      standIn: standIns.get(seat) ?? null,
      botIn: botIn(s, now),
    })),
    coachAllowed: table.coachAllowed,
    awayBot: table.awayBot,
    realDice: table.realDice,
    closesAt: table.closing?.at.toISOString() ?? null,
    // The game's log goes apart (whole in the welcome, then as events), never with every change of the table.
    game: table.gameId === null || table.log.length === 0 ? null : { gameId: table.gameId },
  };
}

/** The table as its host sees it; `ready`: the listener it is open on (null: not listening). */
export function hostedView(table: Table, view: TableView, ready: TableListener | null): HostedTable {
  return {
    ...view,
    code: table.code,
    listening: ready === null ? null : { host: ready.host, port: ready.port },
    link: ready === null ? null : ready.link(table.code),
    hostSeats: table.seats.flatMap((s, seat) => (s.kind === 'host' ? [seat] : [])),
    listen: table.listen,
    awayBot: table.awayBot,
  };
}

/** Seconds until the away bot takes a seat (null: no bot is on its way), so that pages can say when. */
function botIn(record: SeatRecord, now: number): number | null {
  if (record.awayTimer === null) return null;
  return Math.max(0, Math.ceil((record.awayTimer.at - now) / 1000));
}
