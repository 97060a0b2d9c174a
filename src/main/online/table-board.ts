// The tables this app hosts, and what every part of the online side does with them: find one (by id, game,
// code or connection), tell everyone at it, and tell the host what it is now.

import type { ApiEvent } from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/errors';
import type { HostedTable, OnlineServerMessage, TableView } from '../../shared/api/online';
import type { BotLevel } from '../../shared/game';
import { forJoiners } from './joiner-log';
import type { Participant, TableGames, TableListener } from './table-ports';
import type { Table } from './table-record';
import { hostedView, tableView } from './table-views';

export interface TableBoardDeps {
  readonly games: TableGames;
  readonly emit: (event: ApiEvent) => void;
  readonly clock: () => Date;
  /** The server the tables listen on now (null: none). */
  readonly listening: () => TableListener | null;
}

export class TableBoard {
  private readonly tables = new Map<string, Table>();

  constructor(private readonly deps: TableBoardDeps) {}

  all(): Table[] {
    return [...this.tables.values()];
  }

  has(tableId: string): boolean {
    return this.tables.has(tableId);
  }

  add(table: Table): void {
    this.tables.set(table.tableId, table);
  }

  delete(table: Table): void {
    this.tables.delete(table.tableId);
  }

  require(tableId: string): Table {
    const table = this.tables.get(tableId);
    if (table === undefined) throw new ApiRequestError('not-found', `there is no table ${tableId}`);
    return table;
  }

  /** The table playing this game (undefined: none). */
  playing(gameId: string): Table | undefined {
    return this.all().find((t) => t.gameId === gameId);
  }

  /** How many tables listen now. */
  openCount(): number {
    return this.all().filter((t) => t.listening).length;
  }

  /** The table of a connection that said its hello. */
  tableOf(who: Participant): Table {
    for (const table of this.tables.values()) if (table.participants.has(who)) return table;
    throw new ApiRequestError('forbidden', 'say hello with the join code first');
  }

  disconnectAll(table: Table, reason: string): void {
    for (const who of [...table.participants.keys()]) who.close(reason);
    table.participants.clear();
    for (const record of table.seats) record.connections.clear();
  }

  broadcast(table: Table, message: OnlineServerMessage): void {
    // Never the dice's seed (joiner-log.ts).
    const sent = forJoiners(message);
    for (const who of table.participants.keys()) who.send(sent);
  }

  /** Tells everyone at the table and the host what the table is now. */
  changed(table: Table): HostedTable {
    this.broadcast(table, { kind: 'table', table: this.view(table) });
    return this.emitChanged(table);
  }

  /** Tells the host what the table is now. */
  emitChanged(table: Table): HostedTable {
    const hosted = this.hosted(table);
    this.deps.emit({ type: 'table-changed', table: hosted });
    return hosted;
  }

  view(table: Table): TableView {
    const standIns =
      table.gameId === null ? new Map<number, BotLevel>() : this.deps.games.standIns(table.gameId);
    return tableView(table, standIns, this.deps.clock().getTime());
  }

  hosted(table: Table): HostedTable {
    return hostedView(table, this.view(table), table.listening ? this.deps.listening() : null);
  }
}
