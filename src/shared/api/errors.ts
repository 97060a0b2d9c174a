// The errors of the API, as they cross every boundary: a kind a program can act on and a message a person can
// read, the same over IPC, HTTP and WebSocket. The backend refuses a request with an ApiRequestError; a client
// receives an ApiError of the same kind (or of its own kinds, when the backend could not answer at all).

import * as z from 'zod';

/**
 * What went wrong, by who can do something about it:
 * - bad-input: the arguments are wrong (400);
 * - not-found: no such game or decision (404);
 * - forbidden: the caller may not do this (another seat's move at an online table, a wrong join code) (403);
 * - conflict: the rules or the game's state forbid it now (409);
 * - not-ready: a solved table it needs is still being made; the same call works later (409);
 * - internal: a fault of ours, with no details (500);
 * - unreachable: the client could not reach the backend, or understand its answer (never sent by a backend).
 */
export const API_ERROR_KINDS = [
  'bad-input',
  'not-found',
  'forbidden',
  'conflict',
  'not-ready',
  'internal',
  'unreachable',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** The kinds a backend refuses a request with. */
export type ApiRequestErrorKind = Exclude<ApiErrorKind, 'internal' | 'unreachable'>;

/** The failure half of every answer: `{ok: false, error: {kind, message}}`. */
export const apiFailureSchema = z.strictObject({
  kind: z.enum(API_ERROR_KINDS),
  message: z.string(),
});
export type ApiFailure = z.output<typeof apiFailureSchema>;

/** The backend's refusal of a request: bad arguments, an unknown game, a move the rules forbid, not yet. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly kind: ApiRequestErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** What a client's call rejects with, whatever the transport. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** The HTTP status of each kind a backend sends. */
export const HTTP_STATUS: Readonly<Record<Exclude<ApiErrorKind, 'unreachable'>, number>> = {
  'bad-input': 400,
  'not-found': 404,
  forbidden: 403,
  conflict: 409,
  'not-ready': 409,
  internal: 500,
};

/** True when the error says a call will work once a table is made (a hint asked too early, say). */
export function isNotReady(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not-ready';
}

/**
 * The result inside an answer (`{ok: true, result}`), or throws the ApiError it carries; anything else is an
 * answer the client cannot read ('unreachable'). `what` names the call in that message.
 */
export function unwrapAnswer(body: unknown, what: string): unknown {
  if (typeof body === 'object' && body !== null && 'ok' in body) {
    if (body.ok === true && 'result' in body) return body.result;
    if (body.ok === false && 'error' in body) {
      const failure = apiFailureSchema.safeParse(body.error);
      if (failure.success) throw new ApiError(failure.data.kind, failure.data.message);
    }
  }
  throw new ApiError('unreachable', `${what}: an answer the app cannot read`);
}
