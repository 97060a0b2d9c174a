// Work handed to every solve worker at once: one layer of a bonus chance or a distribution, or a whole solve
// (whose workers go from layer to layer by themselves). They claim a layer's chunks from a shared counter
// until none is left, so a worker that gets less CPU time simply does fewer of them.

import { SolveCancelled } from '../../shared/solver';
import {
  CONTROL_CANCEL,
  CONTROL_LAYERS_DONE,
  CONTROL_NEXT_CHUNK,
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
  /** The call each worker gets, for this many chunks. */
  readonly call: (chunks: number) => C;
  /** The fraction of the layer's chunks done so far. */
  readonly onShare?: ((share: number) => void) | undefined;
  /** Whether a failure is the job being cancelled (then SolveCancelled is thrown). */
  readonly cancelled: () => boolean;
}

/** Asks the workers of a job to stop, waking any that wait at a layer's end. */
export function cancelJob(control: SharedArrayBuffer): void {
  const flags = new Int32Array(control);
  Atomics.store(flags, CONTROL_CANCEL, 1);
  Atomics.notify(flags, CONTROL_LAYERS_DONE);
}

/**
 * Runs one call on every worker (a layer, or a whole solve's layers) and waits for all of them; their results,
 * worker by worker.
 */
export async function runLayer<C extends LayerCall>(run: LayerRun<C>): Promise<ResultOf<C>[]> {
  const { clients, control } = run;
  const flags = new Int32Array(control);
  const cancel = (): void => cancelJob(control);
  const chunks = CHUNKS_PER_WORKER * clients.length;
  const done = new Array<number>(clients.length).fill(0);
  // Every worker has finished the previous layer: the chunks of this one are all unclaimed.
  Atomics.store(flags, CONTROL_NEXT_CHUNK, 0);
  const calls = clients.map((client, w) =>
    client.call(run.call(chunks), (count, total) => {
      // Each worker's part done, of the same total (the layer's chunks, or a whole solve's work).
      done[w] = count;
      run.onShare?.(done.reduce((a, b) => a + b, 0) / total);
    }),
  );
  // One worker failing stops the others at their next check.
  for (const call of calls) call.catch(cancel);
  const settled = await Promise.allSettled(calls);
  const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (failures.length === 0) return settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (run.cancelled()) throw new SolveCancelled();
  // The cause, not the cancels it set off in the other workers.
  throw failures.find((e) => !(e instanceof SolveCancelled)) ?? failures[0];
}
