// What the soak's process holds, after a full garbage collection: its JavaScript heap and the buffers outside it
// (what waits to be sent on a socket is a Buffer: "external"), in MiB; and its resident memory. The host and the
// soak's clients share the process: a client that never reads leaves what it was sent in the system's buffers,
// not here, so what grows here is what the host holds.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MIB = 1024 * 1024;

let collect: (() => void) | null = null;

/** Node's gc(), made available where the process was not started with --expose-gc. */
function gc(): void {
  if (collect === null) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

export interface MemorySample {
  /** Heap used plus external (Buffers), after a full collection, MiB. */
  readonly heldMb: number;
  readonly rssMb: number;
}

export function sampleMemory(): MemorySample {
  gc();
  const usage = process.memoryUsage();
  return { heldMb: (usage.heapUsed + usage.external) / MIB, rssMb: usage.rss / MIB };
}

/** The process's highest resident memory so far, MiB. */
export function peakRssMb(): number {
  return (process.resourceUsage().maxRSS * 1024) / MIB;
}
