// Work handed to every solve worker at once: one layer of a bonus chance or a distribution, or a whole solve
// (whose workers go from layer to layer by themselves, the calling thread with them where it has nothing else
// to do). They claim a layer's chunks from a shared counter until none is left, so a worker that gets less CPU
// time simply does fewer of them.

import type { TransferListItem } from 'node:worker_threads';
import { SolveCancelled } from '../../shared/solver';
import {
  CONTROL_CANCEL,
  CONTROL_NEXT_CHUNK,
  CONTROL_SLOTS,
  CONTROL_SOLVE_STATE,
  type LayerCall,
  type ResultOf,
} from './worker-protocol';
import type { WorkerClient } from './worker-client';

/** Chunks of a layer per worker: small enough that a worker slowed down by other load holds up little. */
export const CHUNKS_PER_WORKER = 16;

export interface LayerRun<C extends LayerCall = LayerCall> {
  readonly clients: readonly WorkerClient[];
  /** The Int32 control slots of this job (worker-protocol.ts CONTROL_*). */
  readonly control: SharedArrayBuffer;
  /** The call worker `worker` (its index in clients) gets, for this many chunks. */
  readonly call: (chunks: number, worker: number) => C;
  /** What crosses to worker `worker` with its call rather than being copied (ports). */
  readonly transfer?: ((worker: number) => readonly TransferListItem[]) | undefined;
  /** The fraction of the layer's chunks done so far. */
  readonly onShare?: ((share: number) => void) | undefined;
  /** Whether a failure is the job being cancelled (then SolveCancelled is thrown). */
  readonly cancelled: () => boolean;
  /**
   * The calling thread's own part, run once the workers have their calls (a solve where this thread has nothing
   * else to do: the command line's): given the chunks and its progress callback.
   */
  readonly here?: (chunks: number, onChunk: (done: number, total: number) => void) => void;
}

/** A job's control array of `slots` Int32 slots, all zero (a layer call's by default; a solve's is longer). */
export function controlArray(slots: number = CONTROL_SLOTS): SharedArrayBuffer {
  return new SharedArrayBuffer(slots * Int32Array.BYTES_PER_ELEMENT);
}

/** Asks the workers of a job to stop, waking any that wait at a layer's end. */
export function cancelJob(control: SharedArrayBuffer): void {
  const flags = new Int32Array(control);
  Atomics.store(flags, CONTROL_CANCEL, 1);
  // Only a solve's threads wait (a layer call's control array has no such slot).
  if (flags.length > CONTROL_SOLVE_STATE) Atomics.notify(flags, CONTROL_SOLVE_STATE);
}

/**
 * Runs one call on every worker (a layer, or a whole solve's layers) and waits for all of them; their results,
 * worker by worker.
 */
export async function runLayer<C extends LayerCall>(run: LayerRun<C>): Promise<ResultOf<C>[]> {
  const { clients, control } = run;
  const flags = new Int32Array(control);
  const cancel = (): void => cancelJob(control);
  const threads = clients.length + (run.here ? 1 : 0);
  const chunks = CHUNKS_PER_WORKER * threads;
  // Each thread's part done, of the same total (the layer's chunks, or a whole solve's work).
  const done = new Array<number>(threads).fill(0);
  const progress =
    (t: number) =>
    (count: number, total: number): void => {
      done[t] = count;
      run.onShare?.(done.reduce((a, b) => a + b, 0) / total);
    };
  // Every worker has finished the previous layer: the chunks of this one are all unclaimed.
  Atomics.store(flags, CONTROL_NEXT_CHUNK, 0);
  const calls = clients.map((client, w) =>
    client.call(run.call(chunks, w), progress(w), run.transfer?.(w) ?? []),
  );
  // One worker failing stops the others at their next check.
  for (const call of calls) call.catch(cancel);
  let failedHere: unknown[] = [];
  try {
    run.here?.(chunks, progress(clients.length));
  } catch (error) {
    cancel();
    failedHere = [error];
  }
  const settled = await Promise.allSettled(calls);
  const failures = [
    ...failedHere,
    ...settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : [])),
  ];
  if (failures.length === 0) return settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (run.cancelled()) throw new SolveCancelled();
  // The cause, not the cancels it set off in the other workers.
  throw failures.find((e) => !(e instanceof SolveCancelled)) ?? failures[0];
}
