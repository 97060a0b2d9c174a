// The host's side of the tables: open one (a join code, its seats), give seats, start its game, close it, let a
// bot stand in for a joiner, and play again at a finished table. A started table's game is a 'table' game of the
// game service, and the table is saved (table-file.ts) so that it can be opened again after a restart.

import { randomBytes } from 'node:crypto';
import type { GameView, NewGame } from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/errors';
import type { HostedTable, OpenTable, TableSeatSetup } from '../../shared/api/online';
import type { BotLevel } from '../../shared/game';
import type { AwayBots } from './away-bots';
import type { FinishedTables } from './finished-tables';
import { newJoinCode } from './seat-secrets';
import type { SharedListener } from './shared-listener';
import type { TableBoard } from './table-board';
import type { TableFiles } from './table-file';
import type { TableGames } from './table-ports';
import { newTable, restoredTable, savedOf, seatOf, type Table } from './table-record';

/** The games played at tables, remembered (this many, newest) so that playing one again says where it was played. */
const TABLE_GAMES_KEPT = 200;

export interface TableLobbyDeps {
  readonly board: TableBoard;
  readonly listener: SharedListener;
  readonly away: AwayBots;
  readonly finished: FinishedTables;
  readonly games: TableGames;
  readonly files: TableFiles;
}

export class TableLobby {
  /** The games played at tables (the table's id), oldest first: bounded by TABLE_GAMES_KEPT. */
  private readonly tableGames = new Map<string, string>();
  /** Tables whose next game is being made (playAgain). */
  private readonly startingAgain = new Set<string>();

  constructor(private readonly deps: TableLobbyDeps) {}

  /** The tables started before the app last stopped, closed until the host opens them again. */
  async restore(): Promise<void> {
    const { files, games, board } = this.deps;
    for (const saved of await files.loadAll()) {
      if (games.placeOf(saved.gameId) !== 'table') {
        // Its game ended (or its save was lost): nothing to come back to.
        await files.remove(saved.tableId);
        continue;
      }
      const table = restoredTable(saved, games.playing(saved.gameId)?.events ?? []);
      board.add(table);
      this.remember(saved.gameId, table);
    }
  }

  async open(setup: OpenTable): Promise<HostedTable> {
    const { board } = this.deps;
    let code = newJoinCode();
    while (board.all().some((t) => t.code === code)) code = newJoinCode();
    const table = newTable(randomBytes(8).toString('hex'), code, setup);
    await this.deps.listener.listenFor(table);
    board.add(table);
    return board.changed(table);
  }

  /** Listens again for a table closed by a restart (or by closeTable during its game). */
  async reopen(tableId: string): Promise<HostedTable> {
    const { board } = this.deps;
    const table = board.require(tableId);
    if (table.status !== 'closed') return board.hosted(table);
    await this.deps.listener.listenFor(table);
    table.status = table.gameId === null ? 'lobby' : 'playing';
    for (const [seat, record] of table.seats.entries()) {
      if (record.kind === 'remote') this.deps.away.away(table, seat);
    }
    return board.changed(table);
  }

  /** The host gives a seat to themself, to a bot, or opens it for a joiner (before the game starts). */
  setSeat(tableId: string, seat: number, setup: TableSeatSetup): HostedTable {
    const table = this.deps.board.require(tableId);
    if (table.status !== 'lobby') {
      throw new ApiRequestError('conflict', 'the game has started: seats change only in the lobby');
    }
    const record = table.seats[seat];
    if (record === undefined) throw new ApiRequestError('bad-input', `there is no seat ${seat + 1}`);
    for (const who of record.connections) {
      table.participants.set(who, null);
      who.send({
        kind: 'error',
        id: null,
        error: { kind: 'conflict', message: 'the host gave your seat away' },
      });
    }
    table.seats[seat] = seatOf(setup);
    return this.deps.board.changed(table);
  }

  /** Starts the game: every seat must be taken. */
  async start(tableId: string): Promise<HostedTable> {
    const table = this.deps.board.require(tableId);
    if (table.status !== 'lobby') throw new ApiRequestError('conflict', 'this table has started already');
    const open = table.seats.findIndex((s) => s.kind === 'open');
    if (open >= 0) {
      throw new ApiRequestError(
        'conflict',
        `seat ${open + 1} is still open: wait for a joiner, or give it to a bot or to yourself`,
      );
    }
    const setup: NewGame = {
      ...rulesOf(table),
      seats: table.seats.map((s) =>
        s.kind === 'bot' && s.level !== null
          ? { kind: 'bot', name: s.name, level: s.level }
          : { kind: 'human', name: s.name },
      ),
    };
    const view = await this.deps.games.createTable(setup);
    return this.begin(table, view);
  }

  /**
   * Closes a table: every joiner is told and dropped, and the port closes with the last open table. A table in
   * its lobby is gone; a started one stays (its game is saved) and opens again with reopen().
   */
  async close(tableId: string): Promise<null> {
    const { board } = this.deps;
    const table = board.require(tableId);
    // A finished table is dismissed: gone from the list and from memory, as at the end of its grace time.
    if (table.status === 'finished') return this.drop(table, 'the host closed the table');
    board.disconnectAll(table, 'the host closed the table');
    if (table.status === 'lobby') board.delete(table);
    else if (table.status === 'playing') {
      table.status = 'closed';
      board.emitChanged(table);
    }
    table.listening = false;
    await this.deps.listener.release();
    return null;
  }

  /** A bot plays a joiner's turns from now on (level), or no more (null). */
  async standIn(tableId: string, seat: number, level: BotLevel | null): Promise<HostedTable> {
    const table = this.deps.board.require(tableId);
    const record = table.seats[seat];
    if (table.gameId === null || table.status === 'finished') {
      throw new ApiRequestError('conflict', 'a bot stands in only during the game');
    }
    if (record?.kind !== 'remote') throw new ApiRequestError('bad-input', 'a bot stands in for joiners only');
    await this.deps.games.standIn(table.gameId, seat, level);
    record.awayStandIn = false;
    return this.deps.board.changed(table);
  }

  /**
   * A new game at a finished table: the same code, rules and seats (the joiners keep theirs, and their pages
   * follow to it), the first roll passed to the next seat as at a local table. A joiner not here is away as at
   * the start: the table's away bot plays for them, if it has one.
   */
  async playAgain(tableId: string): Promise<HostedTable> {
    const { board, finished } = this.deps;
    const table = board.require(tableId);
    if (table.status !== 'finished' || table.gameId === null) {
      throw new ApiRequestError('conflict', 'the game at this table is not over: play again once it is');
    }
    const created = table.log[0];
    if (created?.type !== 'created')
      throw new ApiRequestError('conflict', "the table's last game is not known");
    // Asked twice at once (the end page and the online page): one new game.
    if (this.startingAgain.has(tableId))
      throw new ApiRequestError('conflict', 'a new game is starting already');
    this.startingAgain.add(tableId);
    // Not closing by itself while the game is made.
    finished.stopClosing(table);
    let view: GameView;
    try {
      view = await this.deps.games.createTable(
        { ...rulesOf(table), seats: created.seats },
        (created.firstSeat + 1) % created.seats.length,
      );
    } catch (error) {
      if (board.has(tableId)) finished.startClosing(table);
      throw error;
    } finally {
      this.startingAgain.delete(tableId);
    }
    if (!board.has(tableId)) {
      // Dismissed meanwhile: the new game has no table to be played at.
      await this.deps.games.abandon(view.gameId);
      throw new ApiRequestError('conflict', 'the table was closed meanwhile');
    }
    return this.begin(table, view);
  }

  /**
   * Plays again at the table whose game this is (null: not a table's game, a local one plays again locally).
   * A game of a table that is gone is not played again on this computer with the joiners' names.
   */
  playAgainOf(gameId: string): Promise<HostedTable> | null {
    const table = this.deps.board.playing(gameId);
    if (table !== undefined) return this.playAgain(table.tableId);
    const tableId = this.tableGames.get(gameId);
    if (tableId === undefined) return null;
    return Promise.reject(
      this.deps.board.has(tableId)
        ? new ApiRequestError(
            'conflict',
            'the table has started its next game already: go to it from the online page',
          )
        : new ApiRequestError(
            'conflict',
            'this game was played at an online table that has closed: open a new table from New game (Play online…)',
          ),
    );
  }

  /** A finished table goes: its joiners are told, it leaves the list and memory, and the port may close. */
  async drop(table: Table, reason: string): Promise<null> {
    const { board } = this.deps;
    this.deps.finished.stopClosing(table);
    board.disconnectAll(table, reason);
    table.listening = false;
    board.delete(table);
    board.emitChanged({ ...table, status: 'closed' });
    await this.deps.listener.release();
    return null;
  }

  /** A game (the first or the next) begins at a table: everyone there follows it from its first event. */
  private async begin(table: Table, view: GameView): Promise<HostedTable> {
    const { board } = this.deps;
    table.gameId = view.gameId;
    this.remember(view.gameId, table);
    // Bots may have moved already: the game service's log is the one to follow.
    table.log = this.deps.games.playing(view.gameId)?.events ?? view.events;
    table.status = 'playing';
    // The game's start to everyone at the table before anything is awaited (what is played next follows it):
    // a page still on the last game's end moves to the new one.
    board.broadcast(table, { kind: 'events', gameId: view.gameId, from: 0, events: [...table.log] });
    // The port it listens on now, so that after a restart the links shared still lead here.
    const port = this.deps.listener.ready?.port ?? table.port;
    await this.deps.files.save(savedOf(table, view.gameId, port));
    for (const [seat, record] of table.seats.entries()) {
      if (record.kind === 'remote' && record.connections.size === 0) this.deps.away.away(table, seat);
    }
    return board.changed(table);
  }

  private remember(gameId: string, table: Table): void {
    this.tableGames.set(gameId, table.tableId);
    for (const oldest of this.tableGames.keys()) {
      if (this.tableGames.size <= TABLE_GAMES_KEPT) break;
      this.tableGames.delete(oldest);
    }
  }
}

/**
 * A table's rules, as a new game takes them (tables never roll the same dice for every seat), and its real dice:
 * the game's mode (who types them is the table's business: table-dice.ts).
 */
function rulesOf(table: Table): Omit<NewGame, 'seats'> {
  return {
    variant: table.rules.variant,
    options: table.rules.options,
    ...(table.rules.custom ? { custom: table.rules.custom } : {}),
    sameDice: false,
    ...(table.realDice ? { realDice: { mode: table.realDice.mode } } : {}),
  };
}
