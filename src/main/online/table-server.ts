// The network side of online play: one node:http server (+ ws) on the address the host chose, while a table is
// open. It serves the built renderer (so a phone's browser can join) and the table socket (ONLINE_SOCKET_PATH),
// and nothing else: none of the host's API. Every connection must say a right hello (the join code) within a few
// seconds; every message is size-limited, rate-limited and validated before the tables (TableGate) see it; a
// refused message changes nothing and is answered with the reason. Host and Origin are checked as in the
// browser mode; an address that keeps guessing codes is turned away for a while.

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { describeIssues } from '../../shared/api/contract';
import { ApiRequestError, type ApiErrorKind } from '../../shared/api/errors';
import {
  MAX_ONLINE_MESSAGE_BYTES,
  ONLINE_SOCKET_PATH,
  onlineClientMessageSchema,
  type OnlineServerMessage,
} from '../../shared/api/online';
import { GameError } from '../../shared/game/errors';
import { forbiddenKeyPath, parseUntrustedJson } from '../../shared/json/untrusted';
import { allowedHosts, allowedOrigins } from '../server/origin-check';
import { securityHeaders } from '../server/security-headers';
import { rawText, REQUEST_TIMEOUTS } from '../server/server';
import { serveStaticFile } from '../server/serve-static';
import type { Participant, TableGate, TableListener } from './table-service';

export interface OnlineLimits {
  /** A connection that has not said a right hello by then is dropped. */
  readonly helloTimeoutMs: number;
  /** Messages a connection may send: this many a second on average, this many at once. */
  readonly messagesPerSecond: number;
  readonly burst: number;
  /** Refused messages a connection may send before it is dropped. */
  readonly refusalsBeforeDrop: number;
  /** Wrong codes an address may try in a minute before it is turned away for the rest of it. */
  readonly wrongCodesPerMinute: number;
  /** Connections at once (all tables). */
  readonly maxConnections: number;
}

export const ONLINE_LIMITS: OnlineLimits = {
  helloTimeoutMs: 5_000,
  messagesPerSecond: 20,
  burst: 40,
  refusalsBeforeDrop: 200,
  wrongCodesPerMinute: 10,
  maxConnections: 500,
};

export interface TableServerOptions {
  /** The address to listen on: 127.0.0.1, or one of this computer's addresses on the local network. */
  readonly host: string;
  readonly port: number;
  readonly gate: TableGate;
  /** The built renderer, served to joiners' browsers (null: the socket only, e.g. in tests). */
  readonly staticRoot: string | null;
  readonly limits?: Partial<OnlineLimits>;
  /** Refused messages and failures are reported here (the host's log). */
  readonly log: (message: string) => void;
  readonly now?: () => number;
}

/** Close codes: a message that breaks the protocol; a server going away. */
const CLOSE_POLICY = 1008;
const CLOSE_AWAY = 1001;

export async function startTableServer(options: TableServerOptions): Promise<TableListener> {
  const limits = { ...ONLINE_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const { log, gate } = options;
  let port = 0;
  let headers = securityHeaders();
  const wrongCodes = new Map<string, { count: number; since: number }>();

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
      log(`table server: ${req.method ?? '?'} ${req.url ?? '?'}: ${messageOf(error)}`);
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
    if (guessing(addressOf(req))) return refuse('429 Too Many Requests');
    if (sockets.clients.size >= limits.maxConnections) return refuse('503 Service Unavailable');
    sockets.handleUpgrade(req, socket, head, (ws) => serve(ws, addressOf(req)));
  });

  function guessing(address: string): boolean {
    const record = wrongCodes.get(address);
    if (record === undefined) return false;
    if (now() - record.since > 60_000) {
      wrongCodes.delete(address);
      return false;
    }
    return record.count >= limits.wrongCodesPerMinute;
  }

  function wrongCode(address: string): void {
    const record = wrongCodes.get(address);
    if (record === undefined || now() - record.since > 60_000)
      wrongCodes.set(address, { count: 1, since: now() });
    else record.count++;
  }

  function serve(ws: WebSocket, address: string): void {
    let greeted = false;
    let refusals = 0;
    let tokens = limits.burst;
    let lastRefill = now();
    const send = (message: OnlineServerMessage): void => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const participant: Participant = {
      send,
      close: (reason) => {
        if (ws.readyState === ws.OPEN) ws.close(CLOSE_AWAY, reason.slice(0, 120));
      },
    };
    const helloTimer = setTimeout(() => {
      if (!greeted) ws.close(CLOSE_POLICY, 'no join code in time');
    }, limits.helloTimeoutMs);

    const refuse = (id: number | null, kind: ApiErrorKind, message: string, drop = false): void => {
      refusals++;
      log(`table server: refused from ${address}: ${message}`);
      send({ kind: 'error', id, error: { kind, message } });
      if (drop || refusals >= limits.refusalsBeforeDrop) ws.close(CLOSE_POLICY, message.slice(0, 120));
    };

    ws.on('message', (data: RawData, isBinary: boolean) => {
      // A token bucket: a client that sends faster than a person can play is told to slow down.
      const t = now();
      tokens = Math.min(limits.burst, tokens + ((t - lastRefill) / 1000) * limits.messagesPerSecond);
      lastRefill = t;
      if (tokens < 1) return refuse(null, 'bad-input', 'too many messages: slow down');
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
        if (error instanceof ApiRequestError) {
          if (message.kind === 'hello' && error.kind === 'forbidden') wrongCode(address);
          return refuse(id, error.kind, error.message, message.kind === 'hello');
        }
        if (error instanceof GameError) return refuse(id, 'conflict', error.message);
        log(`table server: ${message.kind} from ${address} failed: ${messageOf(error)}`);
        send({ kind: 'error', id, error: { kind: 'internal', message: `${message.kind} failed` } });
      };
      try {
        switch (message.kind) {
          case 'hello':
            gate.hello(participant, message.code, message.token);
            greeted = true;
            clearTimeout(helloTimer);
            return;
          case 'sit':
            return gate.sit(participant, message.seat, message.name);
          case 'stand':
            return gate.stand(participant);
          case 'act':
            gate.act(participant, message.id, message.at, message.action).catch(failed);
            return;
          case 'ping':
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
      gate.gone(participant);
    });
    ws.on('error', (error) => log(`table server: socket from ${address}: ${error.message}`));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
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
        for (const ws of sockets.clients) ws.close(CLOSE_AWAY, 'the table closed');
        for (const ws of sockets.clients) ws.terminate();
        sockets.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A move's id, read from a message that may not be valid, so that its refusal names it. */
function idOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  return Number.isSafeInteger(value.id) ? (value.id as number) : null;
}

function addressOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
