// What comes in over a WebSocket from outside, read the same way by both servers that take one (the browser
// mode's event socket, the online table server): at most a protocol's bytes (ws refuses a larger frame before
// anything is read), text only, JSON parsed without prototypes, no "__proto__" key anywhere, then the protocol's
// schema (zod, once, here at the receiving side).

import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData } from 'ws';
import type * as z from 'zod';
import { describeIssues } from '../../shared/api/contract';
import { forbiddenKeyPath, parseUntrustedJson } from '../../shared/json/untrusted';

/** A message read: the protocol's, or why not; `id`: the id it carries, where one can be read (for the answer). */
export type Intake<T> =
  | { readonly ok: true; readonly message: T; readonly id: number | null }
  | { readonly ok: false; readonly problem: string; readonly id: number | null };

/** The WebSocket side of a node:http server (upgrades handed over by it), refusing frames over `maxBytes`. */
export function socketServer(maxBytes: number): WebSocketServer {
  return new WebSocketServer({ noServer: true, maxPayload: maxBytes });
}

/** Refuses an upgrade before any WebSocket is made, with an HTTP status such as '404 Not Found'. */
export function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Reads a message against the protocol's schema; a problem is said in lower case, for the caller's sentence. */
export function readSocketMessage<T>(data: RawData, isBinary: boolean, schema: z.ZodType<T>): Intake<T> {
  if (isBinary) return { ok: false, problem: 'send JSON text, not binary data', id: null };
  let value: unknown;
  try {
    value = parseUntrustedJson(rawText(data));
  } catch {
    return { ok: false, problem: 'a message must be JSON', id: null };
  }
  const hostile = forbiddenKeyPath(value);
  if (hostile !== null) return { ok: false, problem: `${hostile}: this key is not allowed`, id: null };
  const parsed = schema.safeParse(value);
  const id = idOf(value);
  if (!parsed.success) return { ok: false, problem: `invalid message: ${describeIssues(parsed.error)}`, id };
  return { ok: true, message: parsed.data, id };
}

/** The id of a message not read further (one refused for coming too fast); none for one that is not JSON text. */
export function messageId(data: RawData, isBinary: boolean): number | null {
  if (isBinary) return null;
  try {
    return idOf(parseUntrustedJson(rawText(data)));
  } catch {
    return null;
  }
}

/** A WebSocket message's text, however ws delivered it. */
export function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function idOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  return Number.isSafeInteger(value.id) ? (value.id as number) : null;
}
