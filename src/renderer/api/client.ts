// The renderer's view of the backend: one transport-agnostic interface (the contract's calls plus pushed
// events), with one implementation per transport: window.yacht (bridge-client.ts), HTTP + WebSocket
// (http-client.ts) and in memory for tests (memory-client.ts). Whichever way they came, results and events are
// validated against the contract here, and failures are rethrown as ApiError with the backend's kind and
// message (errors.ts).

import {
  API_METHODS,
  apiContract,
  apiEventSchemas,
  type ApiEvents,
  type ApiEventType,
  type ApiMethod,
  type YachtCalls,
} from '../../shared/api/contract';
import { ApiError } from '../../shared/api/errors';

export { ApiError };

export interface ApiClient extends YachtCalls, ApiEvents {
  /**
   * Called when pushed events may have been missed (the WebSocket reconnected): whatever is shown should be
   * fetched again. Never called over IPC or in memory, where nothing is lost.
   */
  onResync(listener: () => void): () => void;
}

export type Transport = 'electron' | 'http' | 'memory';

/** What a transport provides: one way to call, one way to listen. */
export interface TransportLink {
  /** Performs a call; rejects with ApiError carrying the backend's kind and message when it refused it. */
  call(method: ApiMethod, args: readonly unknown[]): Promise<unknown>;
  /** Delivers the raw (not yet validated) pushed events of one type; returns the unsubscribe function. */
  listen(type: ApiEventType, deliver: (raw: unknown) => void): () => void;
  onResync?(listener: () => void): () => void;
}

/** Builds a client over a transport: results and events checked against the contract. */
export function createApiClient(link: TransportLink): ApiClient {
  const calls: Partial<Record<ApiMethod, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const method of API_METHODS) {
    calls[method] = async (...args) => {
      let raw: unknown;
      try {
        raw = await link.call(method, args);
      } catch (error) {
        throw error instanceof ApiError ? error : new ApiError('unreachable', errorMessage(error));
      }
      const parsed = apiContract[method].result.safeParse(raw);
      if (!parsed.success) throw new ApiError('unreachable', `${method}: unexpected result from the backend`);
      return parsed.data;
    };
  }
  const client = {
    ...(calls as YachtCalls),
    on: (type, listener) => {
      const schema = apiEventSchemas[type];
      if (schema === undefined) throw new ApiError('bad-input', `No such event: ${String(type)}`);
      return link.listen(type, (raw) => {
        const parsed = schema.safeParse(raw);
        // A malformed event is dropped rather than shown: the next fetch corrects the page.
        if (parsed.success) listener(parsed.data as Parameters<typeof listener>[0]);
      });
    },
    onResync: (listener) => link.onResync?.(listener) ?? (() => {}),
  } satisfies ApiClient;
  return client;
}

/** Fans pushed events out to listeners by type (for transports with one stream of every event). */
export class EventFanout {
  private readonly listeners = new Map<string, Set<(raw: unknown) => void>>();

  listen(type: ApiEventType, deliver: (raw: unknown) => void): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(deliver);
    return () => void set.delete(deliver);
  }

  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  deliver(raw: unknown): void {
    const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
    if (typeof type !== 'string') return;
    for (const deliver of [...(this.listeners.get(type) ?? [])]) deliver(raw);
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
