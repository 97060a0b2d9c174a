// A joiner's side of an online table, over any WebSocket (the browser's on a phone, `ws` in another copy of the
// app's backend and in tests): says hello with the code (and the seat's token when it has one), keeps the
// table and the game's log as the host sends them, sends its own seat's moves (with the log length it saw, so
// a repeated message changes nothing), and comes back to its seat after a dropped connection. Every message
// from the host is validated too. It pings the host every few seconds and gives up a connection that stops
// answering (a dead network closes nothing by itself), so that whoever holds it connects again.

import type { CoachReport, Explanation, Hint } from '../api/coach-schemas';
import type { ApiFailure } from '../api/errors';
import {
  onlineServerMessageSchema,
  type OnlineAction,
  type OnlineClientMessage,
  type OnlineServerMessage,
  type TableView,
} from '../api/online';
import type { GameEvent } from '../game/types';
import { platformTimers, type Timers } from './timers';

/** The part of a WebSocket (the browser's, or ws's) the client uses. */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type OpenSocket = (url: string) => SocketLike;

const OPEN = 1;

/** How often the client pings the host, and how long it waits for an answer before giving the connection up. */
export interface Heartbeat {
  readonly everyMs: number;
  readonly silenceMs: number;
}

/** An attempt, or a connection, that hears nothing for 10 s is given up (the host drops a silent one as soon). */
export const HEARTBEAT: Heartbeat = { everyMs: 4_000, silenceMs: 10_000 };

export interface TableClientOptions {
  /** null: no pings (a test's silent joiner). */
  readonly heartbeat?: Heartbeat | null;
  readonly timers?: Timers;
}

export const HOST_SILENT = 'the host stopped answering';
export const HOST_UNANSWERED = 'the host did not answer';

/** Why a table refused something, or why the connection ended. */
export class TableError extends Error {
  override readonly name = 'TableError';

  constructor(
    readonly kind: ApiFailure['kind'] | 'closed',
    message: string,
  ) {
    super(message);
  }
}

export interface TableClientState {
  readonly table: TableView | null;
  /** The seat this client holds (null: none yet). */
  readonly seat: number | null;
  /** The game's log as received (empty before the game starts). */
  readonly events: readonly GameEvent[];
  /** The game before this one at the table, when the host played again (to save it): its id and log. */
  readonly previous: { readonly gameId: string; readonly events: readonly GameEvent[] } | null;
  readonly connected: boolean;
  /** Why the connection ended, when it did and will not come back by itself. */
  readonly ended: string | null;
}

/** A message waiting for its answer (an ack, or the coach's answer), by id. */
interface Pending {
  resolve: (answer: OnlineServerMessage) => void;
  reject: (error: TableError) => void;
}

export class TableClient {
  private socket: SocketLike | null = null;
  private table: TableView | null = null;
  private seat: number | null = null;
  private events: GameEvent[] = [];
  /** The game `events` is the log of (null before one starts). */
  private gameId: string | null = null;
  private previous: TableClientState['previous'] = null;
  private token: string | undefined;
  private ended: string | null = null;
  private nextId = 1;
  private moves: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(state: TableClientState) => void>();
  private greeting: { resolve: () => void; reject: (error: TableError) => void } | null = null;
  private seating: { resolve: (token: string) => void; reject: (error: TableError) => void } | null = null;
  private readonly heartbeat: Heartbeat | null;
  private readonly timers: Timers;
  private beat: unknown = null;
  /** When the host was asked something (hello, ping) that is not answered yet (Date.now), else null. */
  private awaiting: number | null = null;

  constructor(
    private readonly openSocket: OpenSocket,
    /** ws://host:port/online */
    private readonly url: string,
    private readonly code: string,
    token?: string,
    options: TableClientOptions = {},
  ) {
    this.token = token;
    this.heartbeat = options.heartbeat === undefined ? HEARTBEAT : options.heartbeat;
    this.timers = options.timers ?? platformTimers;
  }

  /** Connects and says hello: resolves with the table once the host welcomes this client. */
  connect(): Promise<TableClientState> {
    this.ended = null;
    // One connection at a time: one still on its way is given up (its caller hears so).
    const earlier = this.socket;
    if (earlier !== null) {
      this.socket = null;
      earlier.close(1000, 'superseded');
    }
    this.greeting?.reject(new TableError('closed', 'superseded by a new connection'));
    this.greeting = null;
    return new Promise<TableClientState>((resolve, reject) => {
      const socket = this.openSocket(this.url);
      this.socket = socket;
      this.greeting = { resolve: () => resolve(this.state()), reject };
      this.listen(socket);
      socket.onopen = () => {
        const hello: OnlineClientMessage = {
          kind: 'hello',
          code: this.code,
          ...(this.token === undefined ? {} : { token: this.token }),
        };
        socket.send(JSON.stringify(hello));
      };
      socket.onmessage = (event) => {
        if (this.socket === socket) this.received(event.data);
      };
      // A socket's error comes just before its close: what it says (ws says why; a browser says nothing) is
      // kept as the reason a close without one gives.
      let error: string | null = null;
      socket.onerror = (event) => {
        error = errorText(event);
      };
      socket.onclose = (event) => {
        const code = `the connection closed (${event.code})`;
        this.lost(socket, event.reason !== '' ? event.reason : error === null ? code : `${code}: ${error}`);
      };
    });
  }

  /** Takes a free seat (before the game starts): resolves with the token that brings this device back to it. */
  sit(seat: number, name: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      this.seating = { resolve, reject };
      this.send({ kind: 'sit', seat, name });
    });
  }

  stand(): void {
    this.send({ kind: 'stand' });
  }

  /**
   * A move of this client's seat: resolves once the host applied it. Moves go one at a time, each once the one
   * before is applied (its events arrive before its ack), so each is sent for the log it follows.
   */
  act(action: OnlineAction): Promise<void> {
    const run = this.moves.then(async () => {
      await this.request((id) => ({ kind: 'act', id, at: this.events.length, action }));
    });
    this.moves = run.catch(() => undefined);
    return run;
  }

  /** The coach (where the host allows it): the grades of this seat's decisions so far. */
  async grades(): Promise<CoachReport> {
    const answer = await this.request((id) => ({ kind: 'grades', id }));
    if (answer.kind !== 'grades') throw unexpected(answer);
    return answer.report;
  }

  /** The coach: the ranked options of this seat's decision the game waits for. */
  async hint(): Promise<Hint> {
    const answer = await this.request((id) => ({ kind: 'hint', id }));
    if (answer.kind !== 'hint') throw unexpected(answer);
    return answer.hint;
  }

  /** The coach: why this seat's decision at a log index was graded as it was. */
  async why(index: number): Promise<Explanation> {
    const answer = await this.request((id) => ({ kind: 'why', id, index }));
    if (answer.kind !== 'why') throw unexpected(answer);
    return answer.explanation;
  }

  /** Drops the connection (as a lost network would: the seat stays this device's). */
  disconnect(): void {
    this.stopListening();
    this.socket?.close(1000, 'left');
    this.socket = null;
    this.failAll(new TableError('closed', 'disconnected'));
  }

  state(): TableClientState {
    return {
      table: this.table,
      seat: this.seat,
      events: this.events,
      previous: this.previous,
      connected: this.socket !== null && this.socket.readyState === OPEN && this.table !== null,
      ended: this.ended,
    };
  }

  /** The seat's token (to keep, so this device comes back to the seat). */
  seatToken(): string | undefined {
    return this.token;
  }

  subscribe(listener: (state: TableClientState) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Sends a message with a fresh id: resolves with the host's answer to it. */
  private request(make: (id: number) => OnlineClientMessage): Promise<OnlineServerMessage> {
    const id = this.nextId++;
    return new Promise<OnlineServerMessage>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.send(make(id));
      } catch (error) {
        this.pending.delete(id);
        reject(error as Error);
      }
    });
  }

  private send(message: OnlineClientMessage): void {
    const socket = this.socket;
    if (socket === null || socket.readyState !== OPEN) {
      throw new TableError('closed', 'not connected to the table');
    }
    socket.send(JSON.stringify(message));
  }

  /** The connection ended (closed, or silent too long): why, to everyone waiting on it. */
  private lost(socket: SocketLike, why: string): void {
    if (this.socket !== socket) return;
    this.stopListening();
    this.socket = null;
    this.ended = why;
    this.failAll(new TableError('closed', why));
    this.notify();
  }

  /**
   * The heartbeat of one connection: from the first attempt, the host must answer within `silenceMs` (the
   * welcome, then each ping's pong, or any other message); silence gives the connection up. A closing
   * handshake cannot pass a dead network, so the connection is left at once rather than waited for.
   */
  private listen(socket: SocketLike): void {
    this.stopListening();
    const heartbeat = this.heartbeat;
    if (heartbeat === null) return;
    this.awaiting = Date.now();
    let last = this.awaiting;
    const tick = (): void => {
      this.beat = null;
      if (this.socket !== socket) return;
      const t = Date.now();
      // A late beat (a page in the background, a computer waking up) judges nothing: the silence was ours.
      const late = t - last > 2 * heartbeat.everyMs;
      last = t;
      if (!late && this.awaiting !== null && t - this.awaiting > heartbeat.silenceMs) {
        const why = this.table === null || this.greeting !== null ? HOST_UNANSWERED : HOST_SILENT;
        this.lost(socket, why);
        socket.close(1000, why);
        return;
      }
      // Pings only after the welcome: before the hello, the host takes nothing else.
      if (socket.readyState === OPEN && this.greeting === null) {
        socket.send(JSON.stringify({ kind: 'ping', id: this.nextId++ } satisfies OnlineClientMessage));
        this.awaiting ??= t;
      }
      this.beat = this.timers.setTimeout(tick, heartbeat.everyMs);
    };
    this.beat = this.timers.setTimeout(tick, heartbeat.everyMs);
  }

  private stopListening(): void {
    if (this.beat !== null) this.timers.clearTimeout(this.beat);
    this.beat = null;
    this.awaiting = null;
  }

  private received(data: unknown): void {
    let message: OnlineServerMessage;
    try {
      const parsed = onlineServerMessageSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    // The host is there (a message it could not have meant, from a host gone wrong, does not count).
    this.awaiting = null;
    switch (message.kind) {
      case 'welcome':
        this.table = message.table;
        this.seat = message.seat;
        if (message.table.game === null) this.events = [];
        else {
          this.follow(message.table.game.gameId, message.events);
          // The whole log as the host has it now (the only time it comes whole).
          this.events = [...message.events];
        }
        this.greeting?.resolve();
        this.greeting = null;
        break;
      case 'seated':
        this.seat = message.seat;
        this.token = message.token;
        this.seating?.resolve(message.token);
        this.seating = null;
        break;
      case 'table':
        // The table without the log: a game's events (a new game's too) come as `events`.
        this.table = message.table;
        if (this.seat !== null && message.table.seats[this.seat]?.kind !== 'remote') this.seat = null;
        break;
      case 'events':
        if (message.gameId !== this.gameId) {
          // A new game at the table starts from its first event; anything else of another game is a gap.
          if (message.from === 0) this.follow(message.gameId, message.events);
          else this.resync();
        } else if (message.from === this.events.length) this.events = [...this.events, ...message.events];
        else if (message.from > this.events.length) this.resync();
        break;
      case 'ack':
      case 'grades':
      case 'hint':
      case 'why':
        this.pending.get(message.id)?.resolve(message);
        this.pending.delete(message.id);
        break;
      case 'pong':
        break;
      case 'error': {
        const error = new TableError(message.error.kind, message.error.message);
        if (message.id !== null && this.pending.has(message.id)) {
          this.pending.get(message.id)?.reject(error);
          this.pending.delete(message.id);
        } else if (this.greeting !== null) {
          this.greeting.reject(error);
          this.greeting = null;
          this.ended = error.message;
        } else if (this.seating !== null) {
          this.seating.reject(error);
          this.seating = null;
        }
        break;
      }
    }
    this.notify();
  }

  /** The log of `gameId` from here on; the game before it (another id) is kept as the previous one. */
  private follow(gameId: string, events: readonly GameEvent[]): void {
    if (gameId !== this.gameId) {
      if (this.gameId !== null && this.events.length > 0) {
        this.previous = { gameId: this.gameId, events: this.events };
      }
      this.gameId = gameId;
      this.events = [...events];
    } else if (events.length > this.events.length) this.events = [...events];
  }

  /**
   * A gap in the log (it cannot happen on one ordered socket, but a host may restart): the connection ends, and
   * whoever holds this client connects again (a new hello brings the whole log).
   */
  private resync(): void {
    this.socket?.close(1000, 'the log has a gap: joining again');
  }

  private failAll(error: TableError): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.greeting?.reject(error);
    this.greeting = null;
    this.seating?.reject(error);
    this.seating = null;
  }

  private notify(): void {
    const state = this.state();
    for (const listener of [...this.listeners]) listener(state);
  }
}

function unexpected(answer: OnlineServerMessage): TableError {
  return new TableError('internal', `the host answered with "${answer.kind}"`);
}

/** The message an error event carries, if any (ws's ErrorEvent has one; a browser's has none). */
function errorText(event: unknown): string | null {
  if (typeof event !== 'object' || event === null || !('message' in event)) return null;
  return typeof event.message === 'string' && event.message !== '' ? event.message : null;
}
