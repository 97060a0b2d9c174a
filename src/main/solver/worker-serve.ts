// The message loop both solver worker scripts run: each answers the calls it handles with progress messages
// and one result or error, and any other call with an error naming it.

import { getPriority } from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';
import {
  PROGRESS_EVERY_MS,
  serializeError,
  type ResultOf,
  type WorkerCall,
  type WorkerRequest,
  type WorkerResponse,
} from './worker-protocol';

type Progress = (done: number, total: number) => void;

/** The calls one worker script answers (every script also answers ping). */
export type CallHandlers<T extends WorkerCall['type']> = {
  readonly [K in T]: (
    call: Extract<WorkerRequest, { type: K }>,
    progress: Progress,
  ) => ResultOf<Extract<WorkerCall, { type: K }>>;
};

export function serveCalls<T extends WorkerCall['type']>(script: string, handlers: CallHandlers<T>): void {
  const port = parentPort;
  if (!port) throw new Error(`${script} runs as a worker thread of the solver host`);
  const post = (message: WorkerResponse): void => port.postMessage(message);
  const handle = handlers as unknown as Partial<
    Record<string, (call: WorkerRequest, progress: Progress) => ResultOf<WorkerCall>>
  >;
  port.on('message', (request: WorkerRequest) => {
    try {
      let sent = -Infinity;
      const progress: Progress = (done, total) => {
        const now = performance.now();
        if (now - sent < PROGRESS_EVERY_MS) return;
        sent = now;
        post({ type: 'progress', id: request.id, done, total });
      };
      const run = handle[request.type];
      let result: ResultOf<WorkerCall>;
      if (request.type === 'ping') result = { threadId, nice: getPriority() };
      else if (run) result = run(request, progress);
      else
        throw new Error(`${script} does not answer ${JSON.stringify((request as { type?: unknown }).type)}`);
      post({ type: 'result', id: request.id, result });
    } catch (error) {
      post({ type: 'error', id: request.id, error: serializeError(error) });
    }
  });
}
