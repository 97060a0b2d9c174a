// The network side of online play: one node:http server (+ ws) on the address the host chose, while a table is
// open. It serves the built renderer (so a phone's browser can join) and the table socket (ONLINE_SOCKET_PATH),
// and nothing else: none of the host's API. Host and Origin are checked as in the browser mode. Each connection
// is served by table-connection.ts (hello, rate limit, reading, refusals), counted against the caps of
// server-connections.ts, and watched for silence (silence-watch.ts); what it can put in the host's log is
// bounded (refusal-log.ts: quoted, summarised).

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  MAX_ONLINE_MESSAGE_BYTES,
  ONLINE_SOCKET_PATH,
  type OnlineServerMessage,
} from '../../shared/api/online';
import { allowedHosts, allowedOrigins } from '../http/origin-check';
import { securityHeaders } from '../http/security-headers';
import { REQUEST_TIMEOUTS } from '../http/request-timeouts';
import { serveStaticFile } from '../http/serve-static';
import { refuseUpgrade, socketServer } from '../http/socket-intake';
import { clientAddress } from './client-address';
import { CodeGuesses } from './code-guesses';
import { ONLINE_LIMITS, type OnlineLimits } from './online-limits';
import { quoted, RefusalLog } from './refusal-log';
import { CLOSE_AWAY, ServerConnections } from './server-connections';
import { SilenceWatch } from './silence-watch';
import { messageOf, serveConnection } from './table-connection';
import type { TableGate, TableListener } from './table-ports';

export { ONLINE_LIMITS, type OnlineLimits } from './online-limits';

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
  const connections = new ServerConnections(limits, gate, refusals);
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

  const sockets = socketServer(MAX_ONLINE_MESSAGE_BYTES);

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refuse = (status: string): void => refuseUpgrade(socket, status);
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
    connections.makeRoomToWait(from.address);
    sockets.handleUpgrade(req, socket, head, (ws) =>
      serveConnection(ws, from, { limits, now, gate, connections, guesses, refusals, silence, encoded }),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const silence = new SilenceWatch(sockets, limits, log);
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
        silence.stop();
        refusals.flush();
        for (const ws of sockets.clients) ws.close(CLOSE_AWAY, 'the table closed');
        for (const ws of sockets.clients) ws.terminate();
        sockets.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
