// Browser mode: calls are POSTed as JSON to the server that serves this page (src/main/server), pushed events
// come over one WebSocket to the same host, opened when the first listener subscribes and reopened (with
// back-off) whenever it drops; after a reopen, resync listeners are told that events may have been missed.

import { API_EVENTS_PATH, apiContract } from '../../shared/api/contract';
import { unwrapAnswer } from '../../shared/api/errors';
import { serverMessageSchema } from '../../shared/api/socket';
import { ApiError, createApiClient, EventFanout, type ApiClient } from './client';

/** The part of the WebSocket API used here (the browser's, or `ws` in Node tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(code?: number): void;
}

export interface HttpClientOptions {
  /** The server's origin, e.g. window.location.origin. */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Opens the event socket (default: the global WebSocket). */
  readonly openSocket?: (url: string) => SocketLike;
  /** First reconnect delay, doubled up to maxReconnectMs (defaults 250 and 5000 ms). */
  readonly reconnectMs?: number;
  readonly maxReconnectMs?: number;
}

export interface HttpClient extends ApiClient {
  /** Closes the event socket for good (tests; a page just goes away). */
  close(): void;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const fanout = new EventFanout();
  const resyncListeners = new Set<() => void>();
  const firstDelay = options.reconnectMs ?? 250;
  const maxDelay = options.maxReconnectMs ?? 5000;
  let socket: SocketLike | null = null;
  let closed = false;
  let delay = firstDelay;
  let everOpened = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const socketUrl = (): string => {
    const url = new URL(API_EVENTS_PATH, options.baseUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.href;
  };

  const connect = (): void => {
    if (closed || socket !== null) return;
    const current = openSocket(socketUrl());
    socket = current;
    current.onopen = () => {
      delay = firstDelay;
      // Events sent while we were away are lost: whoever shows data fetches it again.
      if (everOpened) for (const listener of [...resyncListeners]) listener();
      everOpened = true;
    };
    current.onmessage = (message) => {
      if (typeof message.data !== 'string') return;
      let value: unknown;
      try {
        value = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = serverMessageSchema.safeParse(value);
      if (parsed.success && parsed.data.kind === 'event') fanout.deliver(parsed.data.event);
    };
    current.onerror = () => {};
    current.onclose = () => {
      if (socket === current) socket = null;
      if (closed) return;
      retry = setTimeout(connect, delay);
      delay = Math.min(maxDelay, delay * 2);
    };
  };

  const client = createApiClient({
    call: async (method, args) => {
      const response = await doFetch(new URL(apiContract[method].path, options.baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ args }),
      });
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ApiError('unreachable', `${method}: HTTP ${response.status} without a JSON body`);
      }
      return unwrapAnswer(body, `${method} (HTTP ${response.status})`);
    },
    listen: (type, deliver) => {
      const stop = fanout.listen(type, deliver);
      connect();
      return stop;
    },
    onResync: (listener) => {
      resyncListeners.add(listener);
      return () => void resyncListeners.delete(listener);
    },
  });

  return {
    ...client,
    close: () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
      socket = null;
    },
  };
}
