// The online tables this app hosts. A table has seats (the host's own, joiners', bots', open ones), a join code,
// and once started a game in the game service (a 'table' game: saved on its own beside the local game). The
// host is the referee: every joiner's move is checked (their seat only) and then goes through the game service
// like the host's own; dice come only from there. This front puts the parts together: the host's calls
// (table-lobby.ts), the connections' (table-gate.ts, handed each one by the table server through the one
// listener all open tables share), the away bots and a finished table's grace time; and it follows the tables'
// games as the game service tells of them (gameAppended, gameEnded), to tell everyone at each table.

import type { ApiEvent } from '../../shared/api/contract';
import type { HostedTable, OpenTable, TableSeatSetup } from '../../shared/api/online';
import type { Action, BotLevel, GameEvent, RetypeAction } from '../../shared/game';
import type { Timers } from '../runtime/timers';
import { AwayBots } from './away-bots';
import { FinishedTables } from './finished-tables';
import { SharedListener } from './shared-listener';
import { TableBoard } from './table-board';
import { hostDiceRefusal } from './table-dice';
import { TableFiles } from './table-file';
import { ConnectionGate } from './table-gate';
import { TableLobby } from './table-lobby';
import type { OpenListener, SeatGuard, TableCoach, TableGames } from './table-ports';

export { FINISHED_GRACE_MS, MAX_FINISHED } from './finished-tables';

export interface TableServiceDeps {
  readonly games: TableGames;
  /** The coach joiners may use where a table allows it (none: no table offers it). */
  readonly coach?: TableCoach | undefined;
  readonly dataDir: string;
  readonly emit: (event: ApiEvent) => void;
  readonly openListener: OpenListener;
  readonly timers: Timers;
  readonly clock: () => Date;
  readonly warn: (message: string, file: string | null) => void;
  readonly logError: (message: string) => void;
  /** How long a finished table stays open (default FINISHED_GRACE_MS): for its joiners to save the game. */
  readonly finishedGraceMs?: number | undefined;
  /** At most this many finished tables wait out their grace at once (default MAX_FINISHED); the oldest closes. */
  readonly maxFinished?: number | undefined;
}

export class TableService {
  private readonly board: TableBoard;
  private readonly listener: SharedListener;
  private readonly away: AwayBots;
  private readonly finished: FinishedTables;
  private readonly files: TableFiles;
  private readonly lobby: TableLobby;
  /** What the table server hands each connection to. */
  readonly gate: ConnectionGate;

  constructor(private readonly deps: TableServiceDeps) {
    const { games, clock, timers, logError } = deps;
    this.board = new TableBoard({ games, emit: deps.emit, clock, listening: () => this.listener.ready });
    this.away = new AwayBots({ games, timers, clock, logError, changed: (t) => this.board.changed(t) });
    this.finished = new FinishedTables({
      timers,
      clock,
      tables: () => this.board.all(),
      drop: (table, reason) => void this.lobby.drop(table, reason),
      graceMs: deps.finishedGraceMs,
      maxFinished: deps.maxFinished,
    });
    this.files = new TableFiles(deps.dataDir, (message, file) => deps.warn(message, file), clock);
    this.gate = new ConnectionGate({
      board: this.board,
      away: this.away,
      games,
      coach: deps.coach,
      start: (tableId) => this.lobby.start(tableId),
      logError,
    });
    this.listener = new SharedListener(deps.openListener, this.gate, () => this.board.openCount());
    this.lobby = new TableLobby({
      board: this.board,
      listener: this.listener,
      away: this.away,
      finished: this.finished,
      games,
      files: this.files,
    });
  }

  /** The tables started before the app last stopped, closed until the host opens them again. */
  restore(): Promise<void> {
    return this.lobby.restore();
  }

  list(): HostedTable[] {
    return this.board.all().map((t) => this.board.hosted(t));
  }

  open(setup: OpenTable): Promise<HostedTable> {
    return this.lobby.open(setup);
  }

  reopen(tableId: string): Promise<HostedTable> {
    return this.lobby.reopen(tableId);
  }

  setSeat(tableId: string, seat: number, setup: TableSeatSetup): HostedTable {
    return this.lobby.setSeat(tableId, seat, setup);
  }

  start(tableId: string): Promise<HostedTable> {
    return this.lobby.start(tableId);
  }

  close(tableId: string): Promise<null> {
    return this.lobby.close(tableId);
  }

  standIn(tableId: string, seat: number, level: BotLevel | null): Promise<HostedTable> {
    return this.lobby.standIn(tableId, seat, level);
  }

  playAgain(tableId: string): Promise<HostedTable> {
    return this.lobby.playAgain(tableId);
  }

  playAgainOf(gameId: string): Promise<HostedTable> | null {
    return this.lobby.playAgainOf(gameId);
  }

  /**
   * The host's own check on its `act` at a table's game (undefined: not a table's game): the host's seats, and
   * at a real-dice table the dice of the seats the host types for (table-dice.ts).
   */
  hostGuard(gameId: string, action?: Action | RetypeAction): SeatGuard | undefined {
    const table = this.board.playing(gameId);
    if (table === undefined) return undefined;
    return (seat, state) =>
      hostDiceRefusal(table, seat, state, action, this.deps.games.standIns(gameId).has(seat));
  }

  /**
   * A game's log grew (the game service's whole log, after the event was saved): everyone at its table gets
   * what they have not had yet.
   */
  gameAppended(gameId: string, log: readonly GameEvent[]): void {
    const table = this.board.playing(gameId);
    if (table === undefined) return;
    // Each participant has the log up to `known`.
    const known = table.log.length;
    table.log = log;
    if (log.length > known) {
      this.board.broadcast(table, { kind: 'events', gameId, from: known, events: log.slice(known) });
    }
  }

  /** A table's game left "in progress": a finished one's table waits out its grace; an abandoned one's closes. */
  gameEnded(gameId: string, status: 'finished' | 'abandoned'): void {
    const { board } = this;
    const table = board.playing(gameId);
    if (table === undefined) return;
    if (status === 'finished') {
      table.status = 'finished';
      this.finished.startClosing(table);
    }
    for (const record of table.seats) this.away.clear(record);
    this.files.remove(table.tableId).catch((error: unknown) => {
      this.deps.logError(`the finished table's file could not be removed: ${(error as Error).message}`);
    });
    // The host ended the game: its table goes with it.
    if (status === 'abandoned') return void this.lobby.drop(table, 'the host ended the game');
    board.changed(table);
  }

  async dispose(): Promise<void> {
    for (const table of this.board.all()) {
      this.board.disconnectAll(table, 'the host closed the app');
      table.listening = false;
      this.finished.stopClosing(table);
      for (const record of table.seats) this.away.clear(record);
    }
    await this.listener.release();
  }
}
