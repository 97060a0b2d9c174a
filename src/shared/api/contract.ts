// The one API that the renderer talks to, described as data: per method, its route (routes.ts: IPC
// channel and HTTP path) and zod schemas for its arguments and its result, so every transport validates
// what crosses it the same way. Grow the app by adding entries to both tables; the preload bridge, the
// Electron IPC adapter, the HTTP server and the renderer's clients all follow from them.

import { z } from 'zod';
import { apiRoutes } from './routes';

export { apiRoutes, type ApiRoute } from './routes';

export interface MethodSchemas<Args extends z.ZodTuple = z.ZodTuple, Result extends z.ZodType = z.ZodType> {
  readonly args: Args;
  readonly result: Result;
}

export const apiSchemas = {
  /** The app's version, e.g. "0.1.0". */
  version: { args: z.tuple([]), result: z.string().min(1) },
} as const satisfies Record<keyof typeof apiRoutes, MethodSchemas>;

export type ApiMethod = keyof typeof apiRoutes & keyof typeof apiSchemas;
export type ApiArgs<M extends ApiMethod> = z.output<(typeof apiSchemas)[M]['args']>;
export type ApiResult<M extends ApiMethod> = z.output<(typeof apiSchemas)[M]['result']>;

/** What `window.yacht` is in Electron, and what every renderer-side client implements. */
export type YachtApi = { readonly [M in ApiMethod]: (...args: ApiArgs<M>) => Promise<ApiResult<M>> };

/** Every method, with its route and schemas together. */
export const apiContract = Object.fromEntries(
  Object.entries(apiRoutes).map(([method, route]) => [
    method,
    { ...route, ...apiSchemas[method as ApiMethod] },
  ]),
) as { readonly [M in ApiMethod]: (typeof apiRoutes)[M] & (typeof apiSchemas)[M] };

export const API_METHODS = Object.keys(apiContract) as ApiMethod[];

export function isApiMethod(name: string): name is ApiMethod {
  return Object.hasOwn(apiContract, name);
}

/** The JSON body that the browser-mode server answers with. */
export type HttpEnvelope<T> = { ok: true; result: T } | { ok: false; error: { message: string } };
