// The renderer's view of the backend: one transport-agnostic interface (the contract's YachtApi), with
// an implementation per transport. Results are validated against the contract whichever way they came.

import { API_METHODS, apiContract, type ApiMethod, type YachtApi } from '../../shared/api/contract';

export type ApiClient = YachtApi;

export type Transport = 'electron' | 'http';

export class ApiError extends Error {
  override readonly name = 'ApiError';
}

/** Builds a client from one function that performs a call over some transport. */
export function clientFromCall(
  call: (method: ApiMethod, args: readonly unknown[]) => Promise<unknown>,
): ApiClient {
  const client: Partial<Record<ApiMethod, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const method of API_METHODS) {
    client[method] = async (...args) => {
      const parsed = apiContract[method].result.safeParse(await call(method, args));
      if (!parsed.success) throw new ApiError(`${method}: unexpected result from the backend`);
      return parsed.data;
    };
  }
  return client as ApiClient;
}
