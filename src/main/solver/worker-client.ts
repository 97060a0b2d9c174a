// One solver worker thread seen from the host: typed calls that resolve with the worker's result, report its
// progress messages, and reject with its (rebuilt) error. When the thread dies, every pending call is rejected
// and the client reports itself dead, so the host replaces it for the next call.

import { Worker, type TransferListItem } from 'node:worker_threads';
import {
  deserializeError,
  isWorkerResponse,
  type ResultOf,
  type WorkerCall,
  type WorkerRequest,
  type WorkerResponse,
} from './worker-protocol';

export class SolverWorkerDied extends Error {
  override readonly name = 'SolverWorkerDied';
}

interface Pending {
  readonly resolve: (value: never) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((done: number, total: number) => void) | undefined;
}

export class WorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private deathReason: Error | null = null;
  private readonly exited: Promise<void>;

  /** `workerData`: what the thread reads at its start (an analysis worker: whether it gives way). */
  constructor(
    readonly scriptPath: string,
    workerData?: unknown,
  ) {
    this.worker = new Worker(scriptPath, { name: 'yacht-solver', workerData });
    // An idle worker must not keep the process alive; a busy one does (see call()).
    this.worker.unref();
    this.worker.on('message', (message: unknown) => this.onMessage(message));
    this.worker.on('error', (error) =>
      this.die(new SolverWorkerDied(`solver worker failed: ${error.message}`)),
    );
    this.worker.on('messageerror', (error) =>
      this.die(new SolverWorkerDied(`solver worker sent an unreadable message: ${error.message}`)),
    );
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', (code) => {
        this.die(new SolverWorkerDied(`solver worker exited (code ${code})`));
        resolve();
      });
    });
  }

  get alive(): boolean {
    return this.deathReason === null;
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  get threadId(): number {
    return this.worker.threadId;
  }

  /** `transfer`: what crosses with the call rather than being copied (ports). */
  call<C extends WorkerCall>(
    call: C,
    onProgress?: (done: number, total: number) => void,
    transfer: readonly TransferListItem[] = [],
  ): Promise<ResultOf<C>> {
    if (this.deathReason) return Promise.reject(this.deathReason);
    const id = this.nextId++;
    return new Promise<ResultOf<C>>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject, onProgress });
      if (this.pending.size === 1) this.worker.ref();
      try {
        this.worker.postMessage({ ...call, id } satisfies WorkerRequest, [...transfer]);
      } catch (error) {
        this.settle(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Stops the thread at once; pending calls are rejected. Resolves when it has exited. */
  async terminate(): Promise<void> {
    this.die(new SolverWorkerDied('solver worker terminated'));
    await this.worker.terminate();
    await this.exited;
  }

  private onMessage(message: unknown): void {
    if (!isWorkerResponse(message)) {
      this.die(new SolverWorkerDied('solver worker sent a malformed message'));
      void this.worker.terminate();
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.dispatch(message, pending);
  }

  private dispatch(message: WorkerResponse, pending: Pending): void {
    switch (message.type) {
      case 'progress':
        pending.onProgress?.(message.done, message.total);
        return;
      case 'result':
        this.settle(message.id);
        pending.resolve(message.result as never);
        return;
      case 'error':
        this.settle(message.id);
        pending.reject(deserializeError(message.error));
        return;
    }
  }

  private settle(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  private die(reason: Error): void {
    if (!this.deathReason) this.deathReason = reason;
    const pending = [...this.pending.values()];
    this.pending.clear();
    this.worker.unref();
    for (const p of pending) p.reject(this.deathReason);
  }
}
