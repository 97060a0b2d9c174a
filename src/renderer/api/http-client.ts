// Browser mode: POST each call as JSON to the server that serves this page (src/main/server).

import { apiContract, type HttpEnvelope } from '../../shared/api/contract';
import { ApiError, clientFromCall, type ApiClient } from './client';

export interface HttpClientOptions {
  /** The server's origin, e.g. window.location.origin. */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
}

export function createHttpClient(options: HttpClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return clientFromCall(async (method, args) => {
    const response = await doFetch(new URL(apiContract[method].path, options.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ args }),
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ApiError(`${method}: HTTP ${response.status} without a JSON body`);
    }
    if (!isEnvelope(body)) throw new ApiError(`${method}: HTTP ${response.status} with an unexpected body`);
    if (!body.ok) throw new ApiError(body.error.message);
    return body.result;
  });
}

function isEnvelope(body: unknown): body is HttpEnvelope<unknown> {
  if (typeof body !== 'object' || body === null || !('ok' in body)) return false;
  if (body.ok === true) return 'result' in body;
  return (
    body.ok === false &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error !== null &&
    'message' in body.error &&
    typeof body.error.message === 'string'
  );
}
