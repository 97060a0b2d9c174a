// The network side of online play: one node:http server (+ ws) on the address the host chose, while a table is
// open. It serves the built renderer (so a phone's browser can join) and the table socket (ONLINE_SOCKET_PATH),
// and nothing else: none of the host's API. Every connection must say a right hello (the join code) within a few
// seconds; every message is size-limited, rate-limited and validated before the tables (TableGate) see it; a
// refused message changes nothing and is answered with the reason. Host and Origin are checked as in the
// browser mode; every wrong code counts against its address (and all addresses), and an address that keeps
// guessing is told nothing more for a while, but a seat's token always brings its seat back. What a connection
// may hold is bounded: what waits to be sent to it, connections waiting for their hello and watchers (by address,
// by table, in all), connections of one seat; and what it can put in the host's log (quoted, summarised).

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { describeIssues } from '../../shared/api/contract';
import { ApiRequestError, refusalOf, type ApiErrorKind } from '../../shared/api/errors';
import {
  MAX_ONLINE_MESSAGE_BYTES,
  ONLINE_SOCKET_PATH,
  onlineClientMessageSchema,
  type OnlineServerMessage,
} from '../../shared/api/online';
import { forbiddenKeyPath, parseUntrustedJson } from '../../shared/json/untrusted';
import { allowedHosts, allowedOrigins } from '../server/origin-check';
import { securityHeaders } from '../server/security-headers';
import { rawText, REQUEST_TIMEOUTS } from '../server/server';
import { serveStaticFile } from '../server/serve-static';
import { clientAddress, type ClientAddress } from './client-address';
import { CodeGuesses } from './code-guesses';
import { quoted, RefusalLog } from './refusal-log';
import type { Participant, TableGate, TableListener, TablePlace } from './table-ports';

export interface OnlineLimits {
  /** A connection that has not said a right hello by then is dropped. */
  readonly helloTimeoutMs: number;
  /** Messages a connection may send: this many a second on average, this many at once. */
  readonly messagesPerSecond: number;
  readonly burst: number;
  /** Refused messages a connection may send before it is dropped. */
  readonly refusalsBeforeDrop: number;
  /** Wrong codes an address may try in a minute before it is told nothing more for the rest of it. */
  readonly wrongCodesPerMinute: number;
  /** Wrong codes all addresses together may try in a minute (then no hello without a token is answered). */
  readonly wrongCodesPerMinuteAll: number;
  /**
   * Connections waiting for their hello, and watchers (connections without a seat), each, in all. Beyond it the
   * oldest waiting connection is dropped for a new one, and a hello without a seat's token is refused.
   */
  readonly maxConnections: number;
  /** The same, from one address. */
  readonly connectionsPerAddress: number;
  /** Watchers of one table (a joiner not seated yet is one). */
  readonly watchersPerTable: number;
  /** Connections holding one seat: a newer one (with the seat's token) drops the oldest beyond it. */
  readonly connectionsPerSeat: number;
  /** Bytes waiting to be sent to a connection (past the system's own buffers) before it is dropped as behind. */
  readonly maxBufferedBytes: number;
  /** Log lines about refusals: per connection and in all per window; the rest are summed up at its end. */
  readonly logLinesPerConnection: number;
  readonly logLinesPerWindow: number;
  readonly logWindowMs: number;
  /** The server pings every connection this often (a WebSocket ping: browsers answer it by themselves). */
  readonly heartbeatMs: number;
  /** A connection heard nothing from (no message, no pong) for this long is dropped: its seat is away. */
  readonly silenceMs: number;
}

export const ONLINE_LIMITS: OnlineLimits = {
  helloTimeoutMs: 5_000,
  messagesPerSecond: 20,
  burst: 40,
  refusalsBeforeDrop: 200,
  wrongCodesPerMinute: 10,
  wrongCodesPerMinuteAll: 100,
  maxConnections: 500,
  connectionsPerAddress: 20,
  watchersPerTable: 50,
  connectionsPerSeat: 4,
  maxBufferedBytes: 1024 * 1024,
  logLinesPerConnection: 5,
  logLinesPerWindow: 50,
  logWindowMs: 10_000,
  heartbeatMs: 4_000,
  silenceMs: 10_000,
};

export interface TableServerOptions {
  /** The address to listen on: 127.0.0.1, or one of this computer's addresses on the local network. */
  readonly host: string;
  readonly port: number;
  readonly gate: TableGate;
  /** The built renderer, served to joiners' browsers (null: the socket only, e.g. in tests). */
  readonly staticRoot: string | null;
  readonly limits?: Partial<OnlineLimits>;
  /**
   * The host is behind a reverse proxy on this computer (`yacht host --behind-proxy`): a connection from
   * 127.0.0.1 is counted by the last address in its X-Forwarded-For.
   */
  readonly behindProxy?: boolean;
  /** Refused messages and failures are reported here (the host's log). */
  readonly log: (message: string) => void;
  readonly now?: () => number;
}

/** Close codes: a message that breaks the protocol; a server going away; full or too far behind (come back). */
const CLOSE_POLICY = 1008;
const CLOSE_AWAY = 1001;
const CLOSE_TRY_AGAIN = 1013;
/** A dropped connection's close frame waits behind what it has not read: it is cut this long after. */
const DROP_GRACE_MS = 2_000;

/** One connection, as the server counts it. */
interface Connection {
  readonly ws: WebSocket;
  readonly from: ClientAddress;
  readonly participant: Participant;
  /** Said a right hello (it is at a table, seated or watching). */
  greeted: boolean;
  /** Being dropped: nothing more is read from it or sent to it. */
  dropped: boolean;
}

export async function startTableServer(options: TableServerOptions): Promise<TableListener> {
  const limits = { ...ONLINE_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const { log, gate } = options;
  let port = 0;
  let headers = securityHeaders();
  const guesses = new CodeGuesses(limits, now);
  const refusals = new RefusalLog(
    log,
    {
      linesPerConnection: limits.logLinesPerConnection,
      linesPerWindow: limits.logLinesPerWindow,
      windowMs: limits.logWindowMs,
    },
    now,
  );
  /** Every open connection, oldest first. */
  const connections = new Set<Connection>();
  /** A message is encoded once for all the connections it is sent to (a table's broadcast). */
  const encoded = new WeakMap<OnlineServerMessage, string>();

  const server = createServer(REQUEST_TIMEOUTS, (req, res) => {
    const text = (status: number, body: string): void => {
      res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(body);
    };
    void (async () => {
      if (!allowedHosts(options.host, port).has(req.headers.host ?? ''))
        return text(421, 'Misdirected request');
      if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'Method not allowed');
      if (options.staticRoot === null || (req.url ?? '/').startsWith('/api/')) return text(404, 'Not found');
      await serveStaticFile(req, res, options.staticRoot, headers, text);
    })().catch((error: unknown) => {
      const who = clientAddress(req, options.behindProxy ?? false).label;
      refusals.note(
        who,
        `table server: ${quoted(req.method ?? '?')} ${quoted(req.url ?? '?')} from ${who}: ${quoted(messageOf(error))}`,
      );
      if (!res.headersSent) text(500, 'Internal server error');
      else res.destroy();
    });
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_ONLINE_MESSAGE_BYTES });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refuse = (status: string): void => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '';
    if (!allowedHosts(options.host, port).has(req.headers.host ?? ''))
      return refuse('421 Misdirected Request');
    if (pathname !== ONLINE_SOCKET_PATH) return refuse('404 Not Found');
    // A browser always sends Origin: only pages served by this server may connect. Another copy of the app
    // (its backend, not a page) sends none.
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins(options.host, port).has(origin))
      return refuse('403 Forbidden');
    // Never refused for being full here (a returning player's hello is not read yet): a new connection makes
    // room among those still waiting for their hello; the caps on watchers apply to the hello.
    const from = clientAddress(req, options.behindProxy ?? false);
    makeRoomToWait(from.address);
    sockets.handleUpgrade(req, socket, head, (ws) => serve(ws, from));
  });

  /** Drops a connection: nothing more is read or sent; its close frame goes after what it has not read. */
  function drop(connection: Connection, code: number, reason: string): void {
    if (connection.dropped) return;
    connection.dropped = true;
    const { ws } = connection;
    if (ws.readyState === ws.OPEN) ws.close(code, closeReason(reason));
    const cut = setTimeout(() => ws.terminate(), DROP_GRACE_MS);
    cut.unref();
    ws.once('close', () => clearTimeout(cut));
  }

  /** A connection waiting for its hello beyond the caps makes room: the oldest waiting one goes. */
  function makeRoomToWait(address: string): void {
    const waiting = [...connections].filter((c) => !c.greeted && !c.dropped);
    const mine = waiting.filter((c) => c.from.address === address);
    let oldest: Connection | undefined;
    if (mine.length >= limits.connectionsPerAddress) oldest = mine[0];
    else if (waiting.length >= limits.maxConnections) {
      // From the address with the most waiting.
      const counts = new Map<string, number>();
      for (const c of waiting) counts.set(c.from.address, (counts.get(c.from.address) ?? 0) + 1);
      const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
      oldest = waiting.find((c) => c.from.address === busiest);
    }
    if (oldest === undefined) return;
    refusals.note(
      oldest.from.label,
      `table server: dropped ${oldest.from.label}: too many connections waiting`,
    );
    drop(oldest, CLOSE_TRY_AGAIN, 'too many connections waiting to say hello: try again');
  }

  /** Why a connection may not watch at the table (null: it may): the caps on watchers. */
  function fullFor(connection: Connection, place: TablePlace): string | null {
    let fromAddress = 0;
    let atTable = 0;
    let all = 0;
    for (const c of connections) {
      if (c === connection || !c.greeted || c.dropped) continue;
      const at = gate.placeOf(c.participant);
      if (at === null || at.seat !== null) continue;
      all++;
      if (c.from.address === connection.from.address) fromAddress++;
      if (at.tableId === place.tableId) atTable++;
    }
    if (atTable >= limits.watchersPerTable) {
      return `this table has as many watchers as it takes (${limits.watchersPerTable}): try again later`;
    }
    if (fromAddress >= limits.connectionsPerAddress) {
      return `too many connections from your address (${limits.connectionsPerAddress}): close some and try again`;
    }
    if (all >= limits.maxConnections)
      return 'the table server has as many watchers as it takes: try again later';
    return null;
  }

  /** A seat holds so many connections: a newer one drops the oldest (a device that went away, mostly). */
  function makeRoomAtSeat(connection: Connection, place: TablePlace): void {
    const others = [...connections].filter(
      (c) => c !== connection && c.greeted && !c.dropped && samePlace(gate.placeOf(c.participant), place),
    );
    for (const old of others.slice(0, Math.max(0, others.length + 1 - limits.connectionsPerSeat))) {
      drop(old, CLOSE_AWAY, 'your seat was taken up on a newer connection');
    }
  }

  // A network that dies without a word (a phone losing Wi-Fi) closes nothing: the silence is what tells. When
  // each connection was last heard from, and from where. A client that pings (every joiner's page and app,
  // every few seconds) is heard by its messages: a page frozen in the background, or a path on which something
  // else answers the WebSocket pings for it (a browser's network stack, a proxy), is silent all the same. One
  // that never pings is heard by its pongs too.
  const heard = new WeakMap<WebSocket, { at: number; address: string; pings: boolean }>();

  function serve(ws: WebSocket, from: ClientAddress): void {
    const hearing = { at: Date.now(), address: from.label, pings: false };
    heard.set(ws, hearing);
    ws.on('pong', () => {
      if (!hearing.pings) hearing.at = Date.now();
    });
    let refused = 0;
    let tokens = limits.burst;
    let lastRefill = now();
    const send = (message: OnlineServerMessage): void => {
      if (connection.dropped || ws.readyState !== ws.OPEN) return;
      // A connection that does not read what it is sent is dropped before the host holds much of it.
      if (ws.bufferedAmount > limits.maxBufferedBytes) {
        refusals.note(from.label, `table server: dropped ${from.label}: too far behind (it does not read)`);
        return drop(connection, CLOSE_TRY_AGAIN, 'too far behind: join again');
      }
      let text = encoded.get(message);
      if (text === undefined) {
        text = JSON.stringify(message);
        encoded.set(message, text);
      }
      ws.send(text);
    };
    const participant: Participant = {
      send,
      close: (reason) => drop(connection, CLOSE_AWAY, reason),
    };
    const connection: Connection = { ws, from, participant, greeted: false, dropped: false };
    connections.add(connection);
    const helloTimer = setTimeout(() => {
      if (!connection.greeted) drop(connection, CLOSE_POLICY, 'no join code in time');
    }, limits.helloTimeoutMs);

    const refuse = (id: number | null, kind: ApiErrorKind, message: string, andDrop = false): void => {
      refused++;
      refusals.note(from.label, `table server: refused from ${from.label}: ${quoted(message)}`);
      send({ kind: 'error', id, error: { kind, message } });
      // Full (busy): come back later; anything else broke the protocol.
      if (andDrop || refused >= limits.refusalsBeforeDrop) {
        drop(connection, kind === 'busy' ? CLOSE_TRY_AGAIN : CLOSE_POLICY, message);
      }
    };

    /** A hello: every wrong code counts; while its address (or everyone) guessed too much, only a token is tried. */
    const hello = (code: string, token: string | undefined): void => {
      const heldBack = guesses.heldBack(from.address);
      if (heldBack !== null && token === undefined) return refuse(null, 'busy', heldBack, true);
      try {
        gate.hello(participant, code, token, (place) => {
          const full = place.seat === null ? fullFor(connection, place) : null;
          if (full !== null) throw new ApiRequestError('busy', full);
        });
      } catch (error) {
        if (!(error instanceof ApiRequestError)) throw error;
        if (error.kind === 'forbidden') guesses.record(from.address);
        // Held back: the same words whether the code or the token was wrong (nothing learnt by guessing).
        return refuse(null, heldBack !== null ? 'busy' : error.kind, heldBack ?? error.message, true);
      }
      connection.greeted = true;
      clearTimeout(helloTimer);
      const place = gate.placeOf(participant);
      if (place !== null && place.seat !== null) makeRoomAtSeat(connection, place);
    };

    ws.on('message', (data: RawData, isBinary: boolean) => {
      // A dropped connection's messages still on their way (a burst of guesses, say) are not read.
      if (connection.dropped) return;
      hearing.at = Date.now();
      const greeted = connection.greeted;
      // A token bucket: a client that sends faster than a person can play is told to slow down.
      const t = now();
      tokens = Math.min(limits.burst, tokens + ((t - lastRefill) / 1000) * limits.messagesPerSecond);
      lastRefill = t;
      // Named by its id where it has one, so that a client's move waiting for its answer gets it.
      if (tokens < 1) return refuse(slowedId(data, isBinary), 'bad-input', 'too many messages: slow down');
      tokens -= 1;
      if (isBinary) return refuse(null, 'bad-input', 'send JSON text, not binary data', !greeted);
      let value: unknown;
      try {
        value = parseUntrustedJson(rawText(data));
      } catch {
        return refuse(null, 'bad-input', 'a message must be JSON', !greeted);
      }
      const hostile = forbiddenKeyPath(value);
      if (hostile !== null) return refuse(null, 'bad-input', `${hostile}: this key is not allowed`, !greeted);
      const parsed = onlineClientMessageSchema.safeParse(value);
      const id = idOf(value);
      if (!parsed.success) {
        return refuse(id, 'bad-input', `invalid message: ${describeIssues(parsed.error)}`, !greeted);
      }
      const message = parsed.data;
      if (!greeted && message.kind !== 'hello') {
        return refuse(null, 'forbidden', 'say hello with the join code first', true);
      }
      const failed = (error: unknown): void => {
        const refusal = refusalOf(error);
        if (refusal !== null) return refuse(id, refusal.kind, refusal.message);
        refusals.note(
          from.label,
          `table server: ${message.kind} from ${from.label} failed: ${quoted(messageOf(error))}`,
        );
        send({ kind: 'error', id, error: { kind: 'internal', message: `${message.kind} failed` } });
      };
      try {
        switch (message.kind) {
          case 'hello':
            return hello(message.code, message.token);
          case 'sit':
            return gate.sit(participant, message.seat, message.name);
          case 'stand':
            return gate.stand(participant);
          case 'act':
            gate.act(participant, message.id, message.at, message.action).catch(failed);
            return;
          case 'ping':
            hearing.pings = true;
            return send({ kind: 'pong', id: message.id });
          case 'grades':
            gate
              .grades(participant)
              .then((report) => send({ kind: 'grades', id: message.id, report }), failed);
            return;
          case 'hint':
            gate.hint(participant).then((hint) => send({ kind: 'hint', id: message.id, hint }), failed);
            return;
          case 'why':
            gate
              .why(participant, message.index)
              .then((explanation) => send({ kind: 'why', id: message.id, explanation }), failed);
            return;
        }
      } catch (error) {
        failed(error);
      }
    });
    ws.on('close', () => {
      clearTimeout(helloTimer);
      connections.delete(connection);
      connection.dropped = true;
      gate.gone(participant);
    });
    ws.on('error', (error) =>
      refusals.note(from.label, `table server: socket from ${from.label}: ${quoted(error.message)}`),
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // After the I/O waiting (setImmediate): a host that was busy for a while reads the pongs that came meanwhile
  // before it judges anyone silent; and a beat that comes late (the host held up, or its computer asleep)
  // judges nobody: the silence was the host's.
  let lastBeat = Date.now();
  const heartbeat = setInterval(() => {
    setImmediate(() => {
      const t = Date.now();
      const late = t - lastBeat > 2 * limits.heartbeatMs;
      lastBeat = t;
      for (const ws of sockets.clients) {
        const hearing = heard.get(ws);
        if (!late && hearing !== undefined && t - hearing.at > limits.silenceMs) {
          log(`table server: ${hearing.address} was silent for ${limits.silenceMs / 1000} s: dropped`);
          ws.terminate();
        } else if (ws.readyState === ws.OPEN) ws.ping();
      }
    });
  }, limits.heartbeatMs);
  heartbeat.unref();
  const address = server.address() as AddressInfo;
  port = address.port;
  headers = securityHeaders([...allowedHosts(options.host, port)].map((host) => `ws://${host}`));
  const origin = `http://${options.host}:${port}`;

  return {
    host: options.host,
    port,
    link: (code) => `${origin}/#/join/${code}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(heartbeat);
        refusals.flush();
        for (const ws of sockets.clients) ws.close(CLOSE_AWAY, 'the table closed');
        for (const ws of sockets.clients) ws.terminate();
        sockets.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A move's id, read from a message that may not be valid, so that its refusal names it. */
/** The id of a message refused for coming too fast (none for one that is not JSON text). */
function slowedId(data: RawData, isBinary: boolean): number | null {
  if (isBinary) return null;
  try {
    return idOf(parseUntrustedJson(rawText(data)));
  } catch {
    return null;
  }
}

function idOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  return Number.isSafeInteger(value.id) ? (value.id as number) : null;
}

/** A close frame's reason: at most 123 bytes of UTF-8. */
function closeReason(reason: string): string {
  let text = reason.slice(0, 120);
  while (Buffer.byteLength(text) > 123) text = text.slice(0, -1);
  return text;
}

function samePlace(a: TablePlace | null, b: TablePlace): boolean {
  return a !== null && a.tableId === b.tableId && a.seat === b.seat;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
