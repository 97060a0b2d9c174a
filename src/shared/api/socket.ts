// The browser mode's WebSocket protocol (path API_EVENTS_PATH, on the HTTP server's own host and port). It only
// carries pushed events to the page; calls go over HTTP. Both directions are JSON, validated on receipt.

import * as z from 'zod';
import type { ApiEvent } from './contract';
import { apiFailureSchema } from './errors';

/**
 * Server → page. An event is carried as it is: the page checks it against its own type's schema where it is
 * heard (the API client's `on`), once, as it does whichever transport brought it.
 */
export const serverMessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('event'), event: z.looseObject({ type: z.string() }) }),
  z.strictObject({ kind: z.literal('pong'), id: z.number().int() }),
  /** The page sent something the server does not understand; the server closes the socket after it. */
  z.strictObject({ kind: z.literal('error'), error: apiFailureSchema }),
]);

/** Page → server: only a ping (an answer proves the connection is alive end to end). */
export const clientMessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ping'), id: z.number().int() }),
]);

/** What the server sends: an event is one of the contract's. */
export type ServerMessage =
  | Exclude<z.output<typeof serverMessageSchema>, { kind: 'event' }>
  | { readonly kind: 'event'; readonly event: ApiEvent };
export type ClientMessage = z.output<typeof clientMessageSchema>;

/** Close code for a message that breaks the protocol (RFC 6455 "policy violation"). */
export const CLOSE_PROTOCOL_VIOLATION = 1008;
/** Largest message either side accepts. */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;
