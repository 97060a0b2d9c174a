// The browser-mode server: Electron-free, node:http (+ ws for pushed events), bound to 127.0.0.1. It serves the
// built renderer as static files, answers the API contract as JSON (POST <path> with {"args": [...]}), and
// pushes the backend's events over a WebSocket at API_EVENTS_PATH. Both check Host (and Origin) so that no
// other page can reach them. Everything with a side effect (the static root, the API, the log) is passed in.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import {
  apiContract,
  API_EVENTS_PATH,
  API_METHODS,
  type ApiBackend,
  type ApiMethod,
  type ApiEnvelope,
  type YachtApi,
} from '../../shared/api/contract';
import { dispatch } from '../../shared/api/dispatch';
import { MAX_GAME_FILE_BYTES } from '../../shared/game/file-limits';
import { parseUntrustedJson } from '../../shared/json/untrusted';
import { ApiRequestError, HTTP_STATUS, type ApiErrorKind } from '../../shared/api/errors';
import {
  clientMessageSchema,
  CLOSE_PROTOCOL_VIOLATION,
  MAX_SOCKET_MESSAGE_BYTES,
  type ServerMessage,
} from '../../shared/api/socket';
import { BackgroundLane } from '../runtime/background-lane';
import { allowedHosts, allowedOrigins } from '../http/origin-check';
import { REQUEST_TIMEOUTS } from '../http/request-timeouts';
import { securityHeaders } from '../http/security-headers';
import { serveStaticFile } from '../http/serve-static';
import { readSocketMessage, refuseUpgrade, socketServer } from '../http/socket-intake';

export { REQUEST_TIMEOUTS } from '../http/request-timeouts';

export const HOST = '127.0.0.1';
/**
 * The largest call is importGame: a game file (at most MAX_GAME_FILE_BYTES of UTF-8) as a JSON string, where a
 * character takes at most six bytes (a control character as \u00XX; quotes and line breaks take two), plus the
 * body around it. So any file within its limit crosses, and is refused (or read) with the reader's own words.
 */
export const MAX_BODY_BYTES = 6 * MAX_GAME_FILE_BYTES + 1024;

export interface ServerOptions {
  /** Directory with the built renderer (index.html and assets/). */
  readonly staticRoot: string;
  readonly api: YachtApi;
  /** The backend's pushed events, carried over the WebSocket (without it, the socket path answers 404). */
  readonly subscribe?: ApiBackend['subscribe'];
  /** 0 (the default) picks any free port. */
  readonly port?: number;
  /** Where request failures are reported; silent by default. */
  readonly logError?: (message: string) => void;
}

export interface RunningServer {
  readonly host: string;
  readonly port: number;
  /** e.g. http://127.0.0.1:43117/ */
  readonly url: string;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const routes = new Map<string, ApiMethod>(API_METHODS.map((m) => [apiContract[m].path, m]));
  const logError = options.logError ?? (() => {});
  let port = 0;
  // Set once the port is known: the page may open a socket to this server only.
  let headers = securityHeaders();
  const sendJson = (res: ServerResponse, status: number, body: ApiEnvelope<unknown> | string): void =>
    send(
      res,
      status,
      'application/json; charset=utf-8',
      typeof body === 'string' ? body : JSON.stringify(body),
      {
        ...headers,
        'Cache-Control': 'no-store',
      },
    );
  // The calls a game being played never waits behind take their turns (background-lane.ts).
  const lane = new BackgroundLane();
  const sendText = (res: ServerResponse, status: number, text: string): void =>
    send(res, status, 'text/plain; charset=utf-8', text, headers);

  const server = createServer(REQUEST_TIMEOUTS, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      logError(`${req.method ?? '?'} ${req.url ?? '?'}: ${errorMessage(error)}`);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    // Only our own host names: a page elsewhere that rebinds a DNS name to 127.0.0.1 gets nothing.
    if (!allowedHosts(HOST, port).has(req.headers.host ?? ''))
      return sendText(res, 421, 'Misdirected request');
    const pathname = rawUrl.split(/[?#]/, 1)[0] ?? '';
    const method = routes.get(pathname);
    if (method !== undefined || pathname.startsWith('/api/')) {
      if (method === undefined) return sendJson(res, 404, fail('No such API method', 'not-found'));
      return handleApi(req, res, method);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    await serveStaticFile(req, res, options.staticRoot, headers, (status, body) =>
      sendText(res, status, body),
    );
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, method: ApiMethod): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendJson(res, 405, fail('Use POST'));
    }
    // A JSON content type forces a CORS preflight from other origins, which we never grant.
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
      return sendJson(res, 415, fail('Send Content-Type: application/json'));
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins(HOST, port).has(origin))
      return sendJson(res, 403, fail('Forbidden'));

    const turn = lane.turnOf(method) ?? (async <T>(work: () => T): Promise<T> => work());
    let body: unknown;
    try {
      const text = await readBody(req);
      body = await turn(() => (text.trim() === '' ? {} : parseUntrustedJson(text)));
    } catch (error) {
      return sendJson(
        res,
        400,
        fail(error instanceof BodyTooLarge ? error.message : 'Body is not valid JSON'),
      );
    }
    const shape = bodyProblem(body);
    if (shape !== null) return sendJson(res, 400, fail(shape));
    const args = (body as { args?: unknown }).args;
    // A caller that hangs up before the answer (a page closed, a fetch aborted) waits for nothing any more.
    const gone = new AbortController();
    const hangUp = (): void => {
      if (!res.writableFinished) gone.abort();
    };
    res.once('close', hangUp);
    try {
      const result = await dispatch(options.api, method, args, { signal: gone.signal, turn });
      sendJson(res, 200, await turn(() => answerText(result)));
    } catch (error) {
      if (error instanceof ApiRequestError) {
        return sendJson(res, HTTP_STATUS[error.kind], fail(error.message, error.kind));
      }
      logError(`${method}: ${errorMessage(error)}`);
      sendJson(res, 500, fail('The request failed', 'internal'));
    }
  }

  // ---- Pushed events: one WebSocket per page ----

  const sockets = socketServer(MAX_SOCKET_MESSAGE_BYTES);

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '';
    const refuse = (status: string): void => refuseUpgrade(socket, status);
    if (!allowedHosts(HOST, port).has(req.headers.host ?? '')) return refuse('421 Misdirected Request');
    if (pathname !== API_EVENTS_PATH || options.subscribe === undefined) return refuse('404 Not Found');
    // Browsers always send Origin with a WebSocket: only pages served by this server may listen.
    if (!allowedOrigins(HOST, port).has(req.headers.origin ?? '')) return refuse('403 Forbidden');
    sockets.handleUpgrade(req, socket, head, (ws) => listen(ws, options.subscribe ?? (() => () => {})));
  });

  function listen(ws: WebSocket, subscribe: ApiBackend['subscribe']): void {
    const send = (message: ServerMessage): void => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const unsubscribe = subscribe((event) => send({ kind: 'event', event }));
    ws.on('close', unsubscribe);
    ws.on('error', (error) => logError(`event socket: ${error.message}`));
    ws.on('message', (data: RawData, isBinary: boolean) => {
      const violation = (message: string): void => {
        send({ kind: 'error', error: { kind: 'bad-input', message } });
        ws.close(CLOSE_PROTOCOL_VIOLATION, 'protocol violation');
      };
      const intake = readSocketMessage(data, isBinary, clientMessageSchema);
      // Said as a sentence, as the API's other refusals are.
      if (!intake.ok) return violation(intake.problem.charAt(0).toUpperCase() + intake.problem.slice(1));
      send({ kind: 'pong', id: intake.message.id });
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  port = address.port;
  headers = securityHeaders([...allowedHosts(HOST, port)].map((host) => `ws://${host}`));

  return {
    host: address.address,
    port,
    url: `http://${address.address}:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const ws of sockets.clients) ws.terminate();
        sockets.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Answers already written, by the result they carry: a kept answer given again is not written again. */
const answerTexts = new WeakMap<object, string>();

function answerText(result: unknown): string {
  if (typeof result !== 'object' || result === null) return JSON.stringify({ ok: true, result });
  let text = answerTexts.get(result);
  if (text === undefined) {
    text = JSON.stringify({ ok: true, result });
    answerTexts.set(result, text);
  }
  return text;
}

/** A refusal's body; most refusals at this level are requests we cannot read. */
function fail(message: string, kind: ApiErrorKind = 'bad-input'): ApiEnvelope<never> {
  return { ok: false, error: { kind, message } };
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  text: string,
  headers: Readonly<Record<string, string>>,
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/** Why a request body is not `{"args": [...]}` (args may be left out for no arguments), or null. */
function bodyProblem(body: unknown): string | null {
  const example = 'send a JSON object such as {"args": []}';
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return `The body is not an object: ${example}`;
  const extra = Object.keys(body).find((key) => key !== 'args');
  if (extra !== undefined) return `Unknown field ${JSON.stringify(extra)} in the body: ${example}`;
  if ('args' in body && !Array.isArray(body.args)) return `"args" must be a list: ${example}`;
  return null;
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge(`Body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
