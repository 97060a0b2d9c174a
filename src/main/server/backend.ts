// The Electron-free implementation of the API contract, and the one dispatcher that both transports
// (Electron IPC and the browser-mode HTTP server) use: validate the arguments, call, validate the result.

import { apiContract, type ApiMethod, type YachtApi } from '../../shared/api/contract';

export interface BackendDeps {
  /** The app's version (Electron: app.getVersion(); browser mode: package.json). */
  readonly version: string;
}

export function createBackend(deps: BackendDeps): YachtApi {
  return {
    version: async () => deps.version,
  };
}

/** A request the caller got wrong (bad arguments): 400 over HTTP, a rejected promise over IPC. */
export class ApiInputError extends Error {
  override readonly name = 'ApiInputError';
}

export async function dispatch(api: YachtApi, method: ApiMethod, rawArgs: unknown): Promise<unknown> {
  const spec = apiContract[method];
  const parsed = spec.args.safeParse(rawArgs ?? []);
  if (!parsed.success) {
    throw new ApiInputError(
      `Invalid arguments for ${method}: ${parsed.error.issues[0]?.message ?? 'rejected'}`,
    );
  }
  const call = api[method] as (...args: readonly unknown[]) => Promise<unknown>;
  const result = await call(...parsed.data);
  return spec.result.parse(result);
}
