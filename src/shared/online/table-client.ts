// A joiner's side of an online table, over any WebSocket (the browser's on a phone, `ws` in another copy of the
// app's backend and in tests): says hello with the code (and the seat's token when it has one), keeps the
// table and the game's log as the host sends them, sends its own seat's moves (with the log length it saw, so
// a repeated message changes nothing), and comes back to its seat after a dropped connection. Every message
// from the host is validated too. It pings the host every few seconds and gives up a connection that stops
// answering (a dead network closes nothing by itself), so that whoever holds it connects again.

import type { CoachReport, Explanation, Hint } from '../api/coach-schemas';
import {
  onlineServerMessageSchema,
  type OnlineAction,
  type OnlineClientMessage,
  type OnlineServerMessage,
  type TableView,
} from '../api/online';
import type { GameEvent } from '../game/types';
import { ClientHeartbeat, HEARTBEAT, type Heartbeat } from './client-heartbeat';
import { errorText, SOCKET_OPEN, TableError, type OpenSocket, type SocketLike } from './client-socket';
import { FollowedLog } from './followed-log';
import { platformTimers, type Timers } from './timers';

export { HEARTBEAT, HOST_SILENT, HOST_UNANSWERED, type Heartbeat } from './client-heartbeat';
export { TableError, type OpenSocket, type SocketLike } from './client-socket';

export interface TableClientOptions {
  /** null: no pings (a test's silent joiner). */
  readonly heartbeat?: Heartbeat | null;
  readonly timers?: Timers;
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
  private readonly log = new FollowedLog();
  private token: string | undefined;
  private ended: string | null = null;
  private nextId = 1;
  private moves: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(state: TableClientState) => void>();
  private greeting: { resolve: () => void; reject: (error: TableError) => void } | null = null;
  private seating: { resolve: (token: string) => void; reject: (error: TableError) => void } | null = null;
  private readonly heartbeat: ClientHeartbeat;

  constructor(
    private readonly openSocket: OpenSocket,
    /** ws://host:port/online */
    private readonly url: string,
    private readonly code: string,
    token?: string,
    options: TableClientOptions = {},
  ) {
    this.token = token;
    this.heartbeat = new ClientHeartbeat(
      options.heartbeat === undefined ? HEARTBEAT : options.heartbeat,
      options.timers ?? platformTimers,
      {
        current: () => this.socket,
        welcomed: () => this.greeting === null,
        hasTable: () => this.table !== null,
        nextId: () => this.nextId++,
        lost: (socket, why) => this.lost(socket, why),
      },
    );
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
      this.heartbeat.start(socket);
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
      await this.request((id) => ({ kind: 'act', id, at: this.log.events.length, action }));
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
    this.heartbeat.stop();
    this.socket?.close(1000, 'left');
    this.socket = null;
    this.failAll(new TableError('closed', 'disconnected'));
  }

  state(): TableClientState {
    return {
      table: this.table,
      seat: this.seat,
      events: this.log.events,
      previous: this.log.previous,
      connected: this.socket !== null && this.socket.readyState === SOCKET_OPEN && this.table !== null,
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
    if (socket === null || socket.readyState !== SOCKET_OPEN) {
      throw new TableError('closed', 'not connected to the table');
    }
    socket.send(JSON.stringify(message));
  }

  /** The connection ended (closed, or silent too long): why, to everyone waiting on it. */
  private lost(socket: SocketLike, why: string): void {
    if (this.socket !== socket) return;
    this.heartbeat.stop();
    this.socket = null;
    this.ended = why;
    this.failAll(new TableError('closed', why));
    this.notify();
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
    this.heartbeat.heard();
    switch (message.kind) {
      case 'welcome':
        this.table = message.table;
        this.seat = message.seat;
        this.log.welcome(message.table.game?.gameId ?? null, message.events);
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
        if (!this.log.add(message)) this.resync();
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
