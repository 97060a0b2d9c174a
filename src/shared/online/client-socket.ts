// The socket a joiner's client talks over (the browser's WebSocket on a phone, `ws` in another copy of the app's
// backend and in tests), and how it says that something was refused or the connection ended.

import type { ApiFailure } from '../api/errors';

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

/** WebSocket.OPEN (the same in browsers and ws). */
export const SOCKET_OPEN = 1;

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

/** The message an error event carries, if any (ws's ErrorEvent has one; a browser's has none). */
export function errorText(event: unknown): string | null {
  if (typeof event !== 'object' || event === null || !('message' in event)) return null;
  return typeof event.message === 'string' && event.message !== '' ? event.message : null;
}
