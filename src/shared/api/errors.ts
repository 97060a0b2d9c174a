// The errors of the API, as they cross every boundary: a kind a program can act on and a message a person can
// read, the same over IPC, HTTP and WebSocket. The backend refuses a request with an ApiRequestError; a client
// receives an ApiError of the same kind (or of its own kinds, when the backend could not answer at all).

import * as z from 'zod';
import { GameError } from '../game/errors';

/**
 * What went wrong, by who can do something about it:
 * - bad-input: the arguments are wrong (400);
 * - not-found: no such game or decision (404);
 * - forbidden: the caller may not do this (another seat's move at an online table, a wrong join code) (403);
 * - untrusted: the call came from a page or frame that is not the app's own (Electron IPC), whatever it asked
 *   (403);
 * - conflict: the rules or the game's state forbid it now (409);
 * - not-ready: a solved table it needs is still being made; the same call works later (409);
 * - busy: the solver has as much waiting as it takes (requests, rule sets of one's own); the same call works once
 *   it has caught up (503);
 * - disk-full: the disk (or the quota) is full: nothing was saved, the same call works once space is freed (507);
 * - not-saved: the disk refused the write otherwise (read-only, permission denied, an I/O error): nothing was
 *   saved (500, with words, unlike internal);
 * - internal: a fault of ours, with no details (500);
 * - unreachable: the client could not reach the backend, or understand its answer (never sent by a backend).
 */
export const API_ERROR_KINDS = [
  'bad-input',
  'not-found',
  'forbidden',
  'untrusted',
  'conflict',
  'not-ready',
  'busy',
  'disk-full',
  'not-saved',
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
    options?: ErrorOptions,
  ) {
    super(message, options);
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
  untrusted: 403,
  conflict: 409,
  'not-ready': 409,
  busy: 503,
  'disk-full': 507,
  'not-saved': 500,
  internal: 500,
};

/**
 * The refusal a caller can act on, as it crosses a boundary: an ApiRequestError as it is, an illegal move as
 * `conflict` with the engine's words ("box 'yacht' is already filled"); null for anything else.
 */
export function refusalOf(error: unknown): ApiRequestError | null {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof GameError) return new ApiRequestError('conflict', error.message);
  return null;
}

/** True when the error says a call will work once a table is made (a hint asked too early, say). */
export function isNotReady(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not-ready';
}

/** The kinds that say a write failed, so nothing was saved (and the same call may work later). */
export type NotSavedKind = Extract<ApiErrorKind, 'disk-full' | 'not-saved'>;

interface WriteFailure {
  readonly kind: NotSavedKind;
  /** What went wrong, in words. */
  readonly cause: string;
  /** Only a write gives this code (a read may give the others). */
  readonly onlyWrites: boolean;
}

const DENIED = 'the data folder may not be written (permission denied)';

/** What the disk said, by the code Node (and Electron) give a failed file operation. */
const WRITE_FAILURES: Readonly<Record<string, WriteFailure>> = {
  ENOSPC: { kind: 'disk-full', cause: 'the disk is full', onlyWrites: true },
  EDQUOT: { kind: 'disk-full', cause: 'the disk is full (the disk quota is used up)', onlyWrites: true },
  EROFS: { kind: 'not-saved', cause: 'the disk is read-only', onlyWrites: true },
  EACCES: { kind: 'not-saved', cause: DENIED, onlyWrites: false },
  EPERM: { kind: 'not-saved', cause: DENIED, onlyWrites: false },
  EIO: {
    kind: 'not-saved',
    cause: 'the disk could not be written (an input/output error)',
    onlyWrites: false,
  },
};

/**
 * The one place a failed write is recognised: the refusal that says, in words, that nothing was saved
 * ("the disk is full: nothing was saved (the move)"), or null when `error` is no failed write. `what` names
 * what was being saved; a caller gives it when it knows it was writing, since EACCES, EPERM and EIO come from
 * reads too: without it (dispatch's last resort) only the codes that writes alone give are recognised. An
 * error that says so already is returned as it is. No path in the message: it may reach another app's player.
 */
export function notSavedError(error: unknown, what?: string): ApiRequestError | null {
  if (error instanceof ApiRequestError && isNotSavedKind(error.kind)) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const failure =
    typeof code === 'string' && Object.hasOwn(WRITE_FAILURES, code) ? WRITE_FAILURES[code] : undefined;
  if (failure === undefined || (!failure.onlyWrites && what === undefined)) return null;
  const saved = what === undefined ? 'nothing was saved' : `nothing was saved (${what})`;
  return new ApiRequestError(failure.kind, `${failure.cause}: ${saved}`, { cause: error });
}

/** True when the error says a write failed and nothing was saved: by its kind, or as the disk said it. */
export function isNotSaved(error: unknown): boolean {
  if (error instanceof ApiError) return isNotSavedKind(error.kind);
  return notSavedError(error) !== null;
}

function isNotSavedKind(kind: ApiErrorKind): kind is NotSavedKind {
  return kind === 'disk-full' || kind === 'not-saved';
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
