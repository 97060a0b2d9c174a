// The online tables this app hosts. A table has seats (the host's own, joiners', bots', open ones), a join code,
// and once started a game in the game service (a 'table' game: saved on its own beside the local game). The
// host is the referee: every joiner's move is checked here (their seat only, the state they saw) and then goes
// through the engine like the host's own; dice come only from the game service. The network side (a
// TableServer) hands each connection to `TableGate`; everything a participant may do goes through it.

import type { ApiEvent, CoachReport, Explanation, GameView, Hint, NewGame } from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/errors';
import type {
  HostedTable,
  ListenChoice,
  OnlineAction,
  OnlineServerMessage,
  OpenTable,
  TableSeatSetup,
  TableStatus,
  TableView,
} from '../../shared/api/online';
import { NO_TABLE_WITH_CODE } from '../../shared/api/online';
import { decisionsOf } from '../../shared/coach';
import type { BotLevel, GameEvent } from '../../shared/game';
import type { RulesChoice } from '../../shared/api/contract';
import type { GameService, SeatGuard } from '../backend/game-service';
import type { Timers } from '../backend/bot-driver';
import { codesMatch, newJoinCode, newSeatToken, tokenHash, tokenMatches } from './seat-secrets';
import { TableFiles, type SavedTable } from './table-file';
import { forJoiners, joinersLog } from './joiner-log';
import { randomBytes } from 'node:crypto';
import { nameKey } from '../../shared/names';

/** One connection of a participant (a joiner's device), as the table sees it. */
export interface Participant {
  send(message: OnlineServerMessage): void;
  /** Ends the connection, saying why. */
  close(reason: string): void;
}

/** Where the tables listen: one server for all open tables, on one address. */
export interface TableListener {
  readonly host: string;
  readonly port: number;
  /** The join link of a table. */
  link(code: string): string;
  close(): Promise<void>;
}

export type OpenListener = (choice: ListenChoice, port: number, gate: TableGate) => Promise<TableListener>;

/** Where a connection is: its table, and its seat (null: watching, not seated). */
export interface TablePlace {
  readonly tableId: string;
  readonly seat: number | null;
}

/** What the network side may ask of the tables, for a connection. */
export interface TableGate {
  /**
   * Joins the table of the code (with the seat of the token): `admit` may refuse (throw) once the table and seat
   * are known, before anything changes (the server's caps on watchers).
   */
  hello(who: Participant, code: string, token: string | undefined, admit?: (place: TablePlace) => void): void;
  placeOf(who: Participant): TablePlace | null;
  sit(who: Participant, seat: number, name: string): void;
  stand(who: Participant): void;
  act(who: Participant, id: number, at: number, action: OnlineAction): Promise<void>;
  /** The coach, where the host allows it: the participant's own grades, hint and why. */
  grades(who: Participant): Promise<CoachReport>;
  hint(who: Participant): Promise<Hint>;
  why(who: Participant, index: number): Promise<Explanation>;
  gone(who: Participant): void;
}

/** The host's coach, as a table lends it to joiners (the app's CoachService). */
export interface TableCoach {
  report(gameId: string): Promise<CoachReport>;
  hint(gameId: string): Promise<Hint>;
  explain(gameId: string, index: number): Promise<Explanation>;
}

interface SeatRecord {
  kind: 'host' | 'remote' | 'bot' | 'open';
  name: string;
  level: BotLevel | null;
  tokenHash: string | null;
  readonly connections: Set<Participant>;
  /** The away bot's timer, and when (the clock's ms) it takes the seat. */
  awayTimer: { handle: unknown; at: number } | null;
  /** The bot standing in was put there for being away (and leaves when the player is back). */
  awayStandIn: boolean;
}

interface Table {
  readonly tableId: string;
  readonly code: string;
  readonly rules: RulesChoice;
  readonly seats: SeatRecord[];
  status: TableStatus;
  readonly coachAllowed: boolean;
  readonly awayBot: OpenTable['awayBot'];
  readonly listen: ListenChoice;
  readonly port: number;
  readonly autoStart: boolean;
  gameId: string | null;
  /** The game's log as pushed so far (kept after the game ends, for its last view). */
  log: readonly GameEvent[];
  /** Connections that said a right hello, with the seat each holds (null: watching, not seated yet). */
  readonly participants: Map<Participant, number | null>;
  listening: boolean;
  /** A finished table closes by itself at `at` (its grace time: joiners save the game, the host plays again). */
  closing: { handle: unknown; at: Date } | null;
}

export interface TableServiceDeps {
  readonly games: GameService;
  /** The coach joiners may use where a table allows it (none: no table offers it). */
  readonly coach?: TableCoach | undefined;
  readonly dataDir: string;
  readonly emit: (event: ApiEvent) => void;
  readonly subscribe: (listener: (event: ApiEvent) => void) => () => void;
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

/** A finished table closes by itself 10 minutes after its game's end. */
export const FINISHED_GRACE_MS = 10 * 60 * 1000;
/** Finished tables kept open at once, beyond which the oldest closes early. */
export const MAX_FINISHED = 20;
/** The games played at tables, remembered (this many, newest) so that playing one again says where it was played. */
const TABLE_GAMES_KEPT = 200;

export class TableService implements TableGate {
  private readonly tables = new Map<string, Table>();
  private listener: {
    address: string;
    port: number;
    pending: Promise<TableListener>;
    ready: TableListener | null;
  } | null = null;
  private readonly files: TableFiles;
  private readonly unsubscribe: () => void;
  /** The games played at tables (the table's id), oldest first: bounded by TABLE_GAMES_KEPT. */
  private readonly tableGames = new Map<string, string>();
  /** Tables whose next game is being made (playAgain). */
  private readonly startingAgain = new Set<string>();

  constructor(private readonly deps: TableServiceDeps) {
    this.files = new TableFiles(deps.dataDir, (message, file) => deps.warn(message, file), deps.clock);
    this.unsubscribe = deps.subscribe((event) => this.heard(event));
  }

  /** The tables started before the app last stopped, closed until the host opens them again. */
  async restore(): Promise<void> {
    for (const saved of await this.files.loadAll()) {
      if (this.deps.games.placeOf(saved.gameId) !== 'table') {
        // Its game ended (or its save was lost): nothing to come back to.
        await this.files.remove(saved.tableId);
        continue;
      }
      const table = tableOf(saved, this.deps.games.playing(saved.gameId)?.events ?? []);
      this.tables.set(saved.tableId, table);
      this.remember(saved.gameId, table);
    }
  }

  list(): HostedTable[] {
    return [...this.tables.values()].map((t) => this.hosted(t));
  }

  async open(setup: OpenTable): Promise<HostedTable> {
    let code = newJoinCode();
    while ([...this.tables.values()].some((t) => t.code === code)) code = newJoinCode();
    const table: Table = {
      tableId: randomBytes(8).toString('hex'),
      code,
      rules: setup.rules,
      seats: setup.seats.map(seatOf),
      status: 'lobby',
      coachAllowed: setup.coachAllowed,
      awayBot: setup.awayBot,
      listen: setup.listen,
      port: setup.port,
      autoStart: setup.autoStart,
      gameId: null,
      log: [],
      participants: new Map(),
      listening: false,
      closing: null,
    };
    await this.listenFor(table);
    this.tables.set(table.tableId, table);
    return this.changed(table);
  }

  /** Listens again for a table closed by a restart (or by closeTable during its game). */
  async reopen(tableId: string): Promise<HostedTable> {
    const table = this.require(tableId);
    if (table.status !== 'closed') return this.hosted(table);
    await this.listenFor(table);
    table.status = table.gameId === null ? 'lobby' : 'playing';
    for (const [seat, record] of table.seats.entries()) if (record.kind === 'remote') this.away(table, seat);
    return this.changed(table);
  }

  /** The host gives a seat to themself, to a bot, or opens it for a joiner (before the game starts). */
  setSeat(tableId: string, seat: number, setup: TableSeatSetup): HostedTable {
    const table = this.require(tableId);
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
    return this.changed(table);
  }

  /** Starts the game: every seat must be taken. */
  async start(tableId: string): Promise<HostedTable> {
    const table = this.require(tableId);
    if (table.status !== 'lobby') throw new ApiRequestError('conflict', 'this table has started already');
    const open = table.seats.findIndex((s) => s.kind === 'open');
    if (open >= 0) {
      throw new ApiRequestError(
        'conflict',
        `seat ${open + 1} is still open: wait for a joiner, or give it to a bot or to yourself`,
      );
    }
    const setup: NewGame = {
      variant: table.rules.variant,
      options: table.rules.options,
      ...(table.rules.custom ? { custom: table.rules.custom } : {}),
      sameDice: false,
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
    const table = this.require(tableId);
    // A finished table is dismissed: gone from the list and from memory, as at the end of its grace time.
    if (table.status === 'finished') return this.drop(table, 'the host closed the table');
    this.disconnectAll(table, 'the host closed the table');
    if (table.status === 'lobby') this.tables.delete(tableId);
    else if (table.status === 'playing') {
      table.status = 'closed';
      this.emitChanged(table);
    }
    table.listening = false;
    await this.releaseListener();
    return null;
  }

  /** A bot plays a joiner's turns from now on (level), or no more (null). */
  async standIn(tableId: string, seat: number, level: BotLevel | null): Promise<HostedTable> {
    const table = this.require(tableId);
    const record = table.seats[seat];
    if (table.gameId === null || table.status === 'finished') {
      throw new ApiRequestError('conflict', 'a bot stands in only during the game');
    }
    if (record?.kind !== 'remote') throw new ApiRequestError('bad-input', 'a bot stands in for joiners only');
    await this.deps.games.standIn(table.gameId, seat, level);
    record.awayStandIn = false;
    return this.changed(table);
  }

  /**
   * A new game at a finished table: the same code, rules and seats (the joiners keep theirs, and their pages
   * follow to it), the first roll passed to the next seat as at a local table. A joiner not here is away as at
   * the start: the table's away bot plays for them, if it has one.
   */
  async playAgain(tableId: string): Promise<HostedTable> {
    const table = this.require(tableId);
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
    this.stopClosing(table);
    let view: GameView;
    try {
      view = await this.deps.games.createTable(
        {
          variant: table.rules.variant,
          options: table.rules.options,
          ...(table.rules.custom ? { custom: table.rules.custom } : {}),
          sameDice: false,
          seats: created.seats,
        },
        (created.firstSeat + 1) % created.seats.length,
      );
    } catch (error) {
      if (this.tables.has(tableId)) this.startClosing(table);
      throw error;
    } finally {
      this.startingAgain.delete(tableId);
    }
    if (!this.tables.has(tableId)) {
      // Dismissed meanwhile: the new game has no table to be played at.
      await this.deps.games.abandon(view.gameId);
      throw new ApiRequestError('conflict', 'the table was closed meanwhile');
    }
    return this.begin(table, view);
  }

  /** A game (the first or the next) begins at a table: everyone there follows it from its first event. */
  private async begin(table: Table, view: GameView): Promise<HostedTable> {
    table.gameId = view.gameId;
    this.remember(view.gameId, table);
    // Bots may have moved already: the game service's log is the one to follow.
    table.log = this.deps.games.playing(view.gameId)?.events ?? view.events;
    table.status = 'playing';
    // The game's start to everyone at the table before anything is awaited (what is played next follows it):
    // a page still on the last game's end moves to the new one.
    this.broadcast(table, { kind: 'events', gameId: view.gameId, from: 0, events: [...table.log] });
    // The port it listens on now, so that after a restart the links shared still lead here.
    await this.files.save(savedOf(table, view.gameId, this.listener?.ready?.port ?? table.port));
    for (const [seat, record] of table.seats.entries()) {
      if (record.kind === 'remote' && record.connections.size === 0) this.away(table, seat);
    }
    return this.changed(table);
  }

  /**
   * Plays again at the table whose game this is (null: not a table's game, a local one plays again locally).
   * A game of a table that is gone is not played again on this computer with the joiners' names.
   */
  playAgainOf(gameId: string): Promise<HostedTable> | null {
    const table = [...this.tables.values()].find((t) => t.gameId === gameId);
    if (table !== undefined) return this.playAgain(table.tableId);
    const tableId = this.tableGames.get(gameId);
    if (tableId === undefined) return null;
    return Promise.reject(
      this.tables.has(tableId)
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

  /** The host's own check on its `act` at a table's game: only the host's seats (undefined: not a table's game). */
  hostGuard(gameId: string): SeatGuard | undefined {
    const table = [...this.tables.values()].find((t) => t.gameId === gameId);
    if (table === undefined) return undefined;
    return (seat) => {
      const record = table.seats[seat];
      if (record?.kind === 'host') return null;
      return `${record?.name ?? `seat ${seat + 1}`} plays from their own device`;
    };
  }

  async dispose(): Promise<void> {
    this.unsubscribe();
    for (const table of this.tables.values()) {
      this.disconnectAll(table, 'the host closed the app');
      table.listening = false;
      this.stopClosing(table);
      for (const record of table.seats) this.clearAway(record);
    }
    await this.releaseListener();
  }

  // ---- TableGate: what a connection may do ----------------------------------------------------------------------

  hello(
    who: Participant,
    code: string,
    token: string | undefined,
    admit?: (place: TablePlace) => void,
  ): void {
    const table = [...this.tables.values()].find((t) => t.listening && codesMatch(code, t.code));
    if (table === undefined) throw new ApiRequestError('forbidden', NO_TABLE_WITH_CODE);
    if (table.status === 'finished' && token === undefined) {
      // Open a little longer only for its players (to save the game, or to play again).
      throw new ApiRequestError('forbidden', 'the game at this table is over: nobody new can join it');
    }
    let seat: number | null = null;
    if (token !== undefined) {
      seat = table.seats.findIndex((s) => s.tokenHash !== null && tokenMatches(token, s.tokenHash));
      if (seat < 0) {
        throw new ApiRequestError('forbidden', 'this seat token is not one of this table: join again');
      }
    }
    admit?.({ tableId: table.tableId, seat });
    this.leaveOthers(who);
    table.participants.set(who, seat);
    // A seat nobody was connected to is back: everyone at the table hears it (after this one's welcome).
    const back = seat !== null && table.seats[seat]?.connections.size === 0;
    if (seat !== null) this.connect(table, seat, who);
    // The whole log only here: after it, the game's events come as they are played.
    who.send({ kind: 'welcome', table: this.view(table), seat, events: joinersLog(table.log) });
    if (back) this.changed(table);
    else if (seat !== null) this.emitChanged(table);
  }

  placeOf(who: Participant): TablePlace | null {
    for (const table of this.tables.values()) {
      const seat = table.participants.get(who);
      if (seat !== undefined) return { tableId: table.tableId, seat };
    }
    return null;
  }

  sit(who: Participant, seat: number, name: string): void {
    const table = this.tableOf(who);
    if (table.status !== 'lobby')
      throw new ApiRequestError('conflict', 'the game has started: no seat is free');
    if (table.participants.get(who) !== null) {
      throw new ApiRequestError('conflict', 'you have a seat already: stand up first');
    }
    const record = table.seats[seat];
    if (record === undefined) throw new ApiRequestError('bad-input', `there is no seat ${seat + 1}`);
    if (record.kind !== 'open') throw new ApiRequestError('conflict', `seat ${seat + 1} is taken`);
    // Two "Ann"s at a table could not be told apart (and one could pass for the other).
    const same = table.seats.findIndex((s) => s.kind !== 'open' && nameKey(s.name) === nameKey(name));
    if (same >= 0) {
      throw new ApiRequestError('conflict', `seat ${same + 1} goes by that name already: choose another`);
    }
    const token = newSeatToken();
    table.seats[seat] = { ...seatOf({ kind: 'open' }), kind: 'remote', name, tokenHash: tokenHash(token) };
    table.participants.set(who, seat);
    this.connect(table, seat, who);
    who.send({ kind: 'seated', seat, token });
    this.changed(table);
    if (table.autoStart && !table.seats.some((s) => s.kind === 'open')) {
      this.start(table.tableId).catch((error: unknown) => {
        this.deps.logError(`table ${table.tableId} could not start: ${(error as Error).message}`);
      });
    }
  }

  stand(who: Participant): void {
    const table = this.tableOf(who);
    const seat = table.participants.get(who);
    if (seat === null || seat === undefined) throw new ApiRequestError('conflict', 'you have no seat');
    if (table.status !== 'lobby') {
      throw new ApiRequestError('conflict', 'the game has started: ask the host to let a bot play for you');
    }
    for (const other of table.seats[seat]?.connections ?? []) table.participants.set(other, null);
    table.seats[seat] = seatOf({ kind: 'open' });
    this.changed(table);
  }

  async act(who: Participant, id: number, at: number, action: OnlineAction): Promise<void> {
    const table = this.tableOf(who);
    const seat = table.participants.get(who);
    if (seat === null || seat === undefined) throw new ApiRequestError('forbidden', 'take a seat first');
    if (table.status !== 'playing' || table.gameId === null) {
      throw new ApiRequestError(
        'conflict',
        table.status === 'lobby' ? 'the game has not started' : 'the game is over',
      );
    }
    // The seat is the connection's own (a client never names one); the engine refuses it out of turn.
    const own: SeatGuard = (acting) => (acting === seat ? null : 'you play your own seat only');
    await this.deps.games.act(table.gameId, { ...action, seat }, own, at);
    who.send({ kind: 'ack', id });
  }

  async grades(who: Participant): Promise<CoachReport> {
    const { coach, gameId, seat } = this.coachFor(who);
    const report = await coach.report(gameId);
    return { ...report, grades: report.grades.filter((grade) => grade.seat === seat) };
  }

  async hint(who: Participant): Promise<Hint> {
    const { coach, gameId, seat } = this.coachFor(who);
    const state = this.deps.games.playing(gameId)?.state;
    if (state === undefined || state.over) throw new ApiRequestError('conflict', 'the game is over');
    if (state.turn.seat !== seat) throw new ApiRequestError('conflict', 'a hint is for your own turn');
    const hint = await coach.hint(gameId);
    // The turn may have passed while the hint was made: never another seat's.
    if (hint.seat !== seat) throw new ApiRequestError('conflict', 'a hint is for your own turn');
    return hint;
  }

  async why(who: Participant, index: number): Promise<Explanation> {
    const { coach, gameId, seat, table } = this.coachFor(who);
    const decision = decisionsOf(table.log).find((d) => d.index === index);
    if (decision?.seat !== seat) {
      throw new ApiRequestError('not-found', `there is no decision of yours at log index ${index}`);
    }
    return coach.explain(gameId, index);
  }

  gone(who: Participant): void {
    for (const table of this.tables.values()) {
      const seat = table.participants.get(who);
      if (seat === undefined) continue;
      table.participants.delete(who);
      if (seat === null) continue;
      const record = table.seats[seat];
      if (!record) continue;
      record.connections.delete(who);
      if (record.connections.size === 0) {
        if (table.status === 'playing') this.away(table, seat);
        this.changed(table);
      }
    }
  }

  // ---- Inside ----------------------------------------------------------------------------------------------------

  private heard(event: ApiEvent): void {
    if (event.type !== 'game-events' && event.type !== 'game-ended') return;
    const table = [...this.tables.values()].find((t) => t.gameId === event.gameId);
    if (table === undefined) return;
    if (event.type === 'game-events') {
      const { gameId, from, events } = event;
      const known = table.log.length;
      if (from === known) table.log = [...table.log, ...events];
      // Events that came before the table knew its game: the game service's log is the one to follow.
      else table.log = this.deps.games.playing(gameId)?.events ?? [...table.log, ...events];
      // Only what the table's participants have not had yet (each has the log up to `known`).
      if (table.log.length > known) {
        this.broadcast(table, { kind: 'events', gameId, from: known, events: table.log.slice(known) });
      }
      return;
    }
    if (event.status === 'finished') {
      table.status = 'finished';
      this.startClosing(table);
    }
    for (const record of table.seats) this.clearAway(record);
    this.files.remove(table.tableId).catch((error: unknown) => {
      this.deps.logError(`the finished table's file could not be removed: ${(error as Error).message}`);
    });
    if (event.status === 'abandoned') {
      this.disconnectAll(table, 'the host ended the game');
      this.tables.delete(table.tableId);
      table.listening = false;
      this.emitChanged({ ...table, status: 'closed' });
      void this.releaseListener();
      return;
    }
    this.changed(table);
  }

  private async listenFor(table: Table): Promise<void> {
    const address = addressOf(table.listen);
    // One server for all open tables: a table asking for any port (0) shares the one there is.
    const fits = (l: NonNullable<typeof this.listener>): boolean =>
      l.address === address && (table.port === 0 || table.port === (l.ready?.port ?? l.port));
    if (this.listener !== null && !fits(this.listener) && this.openCount() > 0) {
      throw new ApiRequestError(
        'conflict',
        'another table is open on a different address or port: open this one there too, or close the other first',
      );
    }
    if (this.listener === null || !fits(this.listener)) {
      this.listener = {
        address,
        port: table.port,
        pending: this.deps.openListener(table.listen, table.port, this),
        ready: null,
      };
    }
    const current = this.listener;
    try {
      current.ready = await current.pending;
    } catch (error) {
      if (this.listener === current) this.listener = null;
      throw new ApiRequestError('conflict', `the table could not listen: ${(error as Error).message}`);
    }
    table.listening = true;
  }

  private openCount(): number {
    return [...this.tables.values()].filter((t) => t.listening).length;
  }

  private async releaseListener(): Promise<void> {
    if (this.openCount() > 0 || this.listener === null) return;
    const { pending } = this.listener;
    this.listener = null;
    await (await pending.catch(() => null))?.close();
  }

  /** A finished table's grace time starts; past the most kept at once, the oldest finished table closes now. */
  private startClosing(table: Table): void {
    this.stopClosing(table);
    const graceMs = this.deps.finishedGraceMs ?? FINISHED_GRACE_MS;
    const closing = {
      at: new Date(this.deps.clock().getTime() + graceMs),
      handle: this.deps.timers.setTimeout(() => {
        if (table.closing !== closing) return;
        void this.drop(table, 'the game is over and the table has closed');
      }, graceMs),
    };
    table.closing = closing;
    const finished = [...this.tables.values()]
      .filter((t) => t.status === 'finished' && t.closing !== null)
      .sort((a, b) => (a.closing?.at.getTime() ?? 0) - (b.closing?.at.getTime() ?? 0));
    const max = this.deps.maxFinished ?? MAX_FINISHED;
    for (const oldest of finished.slice(0, Math.max(0, finished.length - max))) {
      void this.drop(oldest, 'the game is over and the table has closed');
    }
  }

  private remember(gameId: string, table: Table): void {
    this.tableGames.set(gameId, table.tableId);
    for (const oldest of this.tableGames.keys()) {
      if (this.tableGames.size <= TABLE_GAMES_KEPT) break;
      this.tableGames.delete(oldest);
    }
  }

  private stopClosing(table: Table): void {
    if (table.closing === null) return;
    this.deps.timers.clearTimeout(table.closing.handle);
    table.closing = null;
  }

  /** A finished table goes: its joiners are told, it leaves the list and memory, and the port may close. */
  private async drop(table: Table, reason: string): Promise<null> {
    this.stopClosing(table);
    this.disconnectAll(table, reason);
    table.listening = false;
    this.tables.delete(table.tableId);
    this.emitChanged({ ...table, status: 'closed' });
    await this.releaseListener();
    return null;
  }

  private connect(table: Table, seat: number, who: Participant): void {
    const record = table.seats[seat];
    if (!record) return;
    record.connections.add(who);
    this.clearAway(record);
    if (record.awayStandIn && table.gameId !== null) {
      record.awayStandIn = false;
      this.deps.games.standIn(table.gameId, seat, null).then(
        () => this.changed(table),
        (error: unknown) => {
          this.deps.logError(`the bot could not hand seat ${seat + 1} back: ${(error as Error).message}`);
        },
      );
    }
  }

  /** A joiner's seat with nobody connected: after the host's chosen time a bot plays it. */
  private away(table: Table, seat: number): void {
    const record = table.seats[seat];
    const awayBot = table.awayBot;
    if (!record || awayBot === null || record.awayTimer !== null || table.gameId === null) return;
    const gameId = table.gameId;
    const timer = {
      at: this.deps.clock().getTime() + awayBot.afterSeconds * 1000,
      handle: this.deps.timers.setTimeout(() => {
        if (record.awayTimer !== timer) return;
        record.awayTimer = null;
        if (record.connections.size > 0 || this.deps.games.standIns(gameId).has(seat)) return;
        this.deps.games.standIn(gameId, seat, awayBot.level).then(
          () => {
            record.awayStandIn = true;
            this.changed(table);
          },
          (error: unknown) => this.deps.logError(`no bot could stand in: ${(error as Error).message}`),
        );
      }, awayBot.afterSeconds * 1000),
    };
    record.awayTimer = timer;
  }

  private clearAway(record: SeatRecord): void {
    if (record.awayTimer === null) return;
    this.deps.timers.clearTimeout(record.awayTimer.handle);
    record.awayTimer = null;
  }

  /** A connection belongs to one table at a time. */
  private leaveOthers(who: Participant): void {
    if ([...this.tables.values()].some((t) => t.participants.has(who))) this.gone(who);
  }

  /** The coach for a seated participant, where the host allows it and the game has started. */
  private coachFor(who: Participant): { coach: TableCoach; table: Table; gameId: string; seat: number } {
    const table = this.tableOf(who);
    const seat = table.participants.get(who);
    if (seat === null || seat === undefined) throw new ApiRequestError('forbidden', 'take a seat first');
    const coach = this.deps.coach;
    if (!table.coachAllowed || coach === undefined) {
      throw new ApiRequestError('forbidden', 'the host has not allowed the coach at this table');
    }
    if (table.gameId === null) throw new ApiRequestError('conflict', 'the game has not started');
    return { coach, table, gameId: table.gameId, seat };
  }

  private tableOf(who: Participant): Table {
    for (const table of this.tables.values()) if (table.participants.has(who)) return table;
    throw new ApiRequestError('forbidden', 'say hello with the join code first');
  }

  private require(tableId: string): Table {
    const table = this.tables.get(tableId);
    if (table === undefined) throw new ApiRequestError('not-found', `there is no table ${tableId}`);
    return table;
  }

  private disconnectAll(table: Table, reason: string): void {
    for (const who of [...table.participants.keys()]) who.close(reason);
    table.participants.clear();
    for (const record of table.seats) record.connections.clear();
  }

  private broadcast(table: Table, message: OnlineServerMessage): void {
    // Never the dice's seed (joiner-log.ts).
    const sent = forJoiners(message);
    for (const who of table.participants.keys()) who.send(sent);
  }

  /** Tells everyone at the table and the host what the table is now. */
  private changed(table: Table): HostedTable {
    this.broadcast(table, { kind: 'table', table: this.view(table) });
    return this.emitChanged(table);
  }

  private emitChanged(table: Table): HostedTable {
    const hosted = this.hosted(table);
    this.deps.emit({ type: 'table-changed', table: hosted });
    return hosted;
  }

  private view(table: Table): TableView {
    const standIns =
      table.gameId === null ? new Map<number, BotLevel>() : this.deps.games.standIns(table.gameId);
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
        botIn: this.botIn(s),
      })),
      coachAllowed: table.coachAllowed,
      awayBot: table.awayBot,
      closesAt: table.closing?.at.toISOString() ?? null,
      // The game's log goes apart (whole in the welcome, then as events), never with every change of the table.
      game: table.gameId === null || table.log.length === 0 ? null : { gameId: table.gameId },
    };
  }

  /** Seconds until the away bot takes a seat (null: no bot is on its way), so that pages can say when. */
  private botIn(record: SeatRecord): number | null {
    if (record.awayTimer === null) return null;
    return Math.max(0, Math.ceil((record.awayTimer.at - this.deps.clock().getTime()) / 1000));
  }

  private hosted(table: Table): HostedTable {
    const ready = table.listening ? (this.listener?.ready ?? null) : null;
    return {
      ...this.view(table),
      code: table.code,
      listening: ready === null ? null : { host: ready.host, port: ready.port },
      link: ready === null ? null : ready.link(table.code),
      hostSeats: table.seats.flatMap((s, seat) => (s.kind === 'host' ? [seat] : [])),
      listen: table.listen,
      awayBot: table.awayBot,
    };
  }
}

function addressOf(choice: ListenChoice): string {
  return choice.kind === 'network' ? choice.address : 'loopback';
}

function seatOf(setup: TableSeatSetup): SeatRecord {
  return {
    kind: setup.kind,
    name: setup.kind === 'open' ? '' : setup.name,
    level: setup.kind === 'bot' ? setup.level : null,
    tokenHash: null,
    connections: new Set(),
    awayTimer: null,
    awayStandIn: false,
  };
}

function tableOf(saved: SavedTable, log: readonly GameEvent[]): Table {
  return {
    tableId: saved.tableId,
    code: saved.code,
    rules: saved.rules,
    seats: saved.seats.map((s) => ({
      ...s,
      connections: new Set<Participant>(),
      awayTimer: null,
      awayStandIn: false,
    })),
    status: 'closed',
    coachAllowed: saved.coachAllowed,
    awayBot: saved.awayBot,
    listen: saved.listen,
    port: saved.port,
    autoStart: false,
    gameId: saved.gameId,
    log,
    participants: new Map(),
    listening: false,
    closing: null,
  };
}

function savedOf(table: Table, gameId: string, port: number): SavedTable {
  return {
    version: 1,
    tableId: table.tableId,
    code: table.code,
    rules: table.rules,
    seats: table.seats.map((s) => ({
      kind: s.kind === 'open' ? 'remote' : s.kind,
      name: s.name,
      level: s.level,
      tokenHash: s.tokenHash,
    })),
    coachAllowed: table.coachAllowed,
    awayBot: table.awayBot,
    listen: table.listen,
    port,
    gameId,
  };
}
