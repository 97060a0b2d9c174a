// In memory, for unit tests: calls go straight to a backend object (the real services from src/main/backend,
// built by the test) through the same dispatch as the other transports. Arguments, results and events are
// copied with structuredClone, as a transport would, and events arrive asynchronously, as they would.

import type { ApiBackend } from '../../shared/api/contract';
import { dispatch } from '../../shared/api/dispatch';
import { ApiRequestError } from '../../shared/api/errors';
import { ApiError, createApiClient, EventFanout, type ApiClient } from './client';

export interface MemoryClient extends ApiClient {
  /** Stops delivering events. */
  close(): void;
}

export function createMemoryClient(backend: ApiBackend): MemoryClient {
  const fanout = new EventFanout();
  const unsubscribe = backend.subscribe((event) => {
    const copy = structuredClone(event);
    queueMicrotask(() => fanout.deliver(copy));
  });
  const client = createApiClient({
    call: async (method, args) => {
      try {
        return structuredClone(await dispatch(backend.api, method, structuredClone(args)));
      } catch (error) {
        // What a real transport lets through: the message of a caller's mistake, nothing of our faults.
        if (error instanceof ApiRequestError) throw new ApiError(error.kind, error.message);
        throw new ApiError(
          'internal',
          `${method} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
    listen: (type, deliver) => fanout.listen(type, deliver),
  });
  return { ...client, close: unsubscribe };
}
