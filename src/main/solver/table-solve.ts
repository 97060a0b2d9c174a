// A rule set's solved table: read from the disk cache, else solved on the solve workers sharing one
// SharedArrayBuffer. Every layer (sheets with k boxes filled, from the last turn back to the first) is split over
// the threads, which go from layer to layer by themselves (layer-gate.ts); the calling thread solves too where it
// has nothing else to do (the command line).

import type { RuleSet } from '../../shared/rules';
import { createLayout, SolveCancelled, type SolverLayout, type ValueTable } from '../../shared/solver';
import { createTableMemory, tableValues } from '../../shared/solver/wasm/table-kernel';
import type { CachedValues } from './cached-values';
import type { Made } from './kept-jobs';
import { solveControlSlots } from './layer-gate';
import { cancelJob, controlArray, runLayer } from './layers';
import { shareValues } from './shared-tables';
import type { JobContext } from './shared-jobs';
import { solveLayersOn, solveTableOf } from './worker-layers';
import type { WorkerPool } from './worker-pool';
import { CONTROL_SOLVE_STATE } from './worker-protocol';

export interface TableSolveSetup {
  readonly pool: WorkerPool;
  readonly cache: CachedValues;
  /** The coach grades as soon as the table is solved: its analysis worker gets ready during the solve. */
  readonly coach: boolean;
  /** The calling thread is one of the solve's threads. */
  readonly solveHere: boolean;
  /** After a cancel, how long the workers get to stop before they are terminated. */
  readonly cancelGraceMs: number;
}

/** The table of `rules`: from `dataDir`'s cache (none: solved afresh), else solved in its turn on the queue. */
export async function makeTable(
  setup: TableSolveSetup,
  rules: RuleSet,
  fingerprint: string,
  dataDir: string | undefined,
  job: JobContext,
): Promise<Made<ValueTable>> {
  const { pool } = setup;
  // Built when the table is read, or when its solve's turn comes: never for a request dropped before that.
  let layout: SolverLayout | undefined;
  const layoutOf = (): SolverLayout => (layout ??= createLayout(rules));
  const { values, cached } = await setup.cache.readOrMake(
    dataDir,
    { fingerprint, size: () => layoutOf().size },
    { name: 'table', redo: 'solving again' },
    () =>
      job.queued(async () => {
        // The workers start (if need be) while this thread builds the layout, then get a copy of it: a fresh
        // thread would take several times longer to build its own. The analysis worker too: the coach's
        // first grade comes as soon as the table does, not a start-up later.
        const clients = pool.closed
          ? []
          : setup.coach
            ? [...pool.solveWorkers(), pool.analysis()]
            : pool.solveWorkers();
        const built = layoutOf();
        for (const client of clients) {
          // A worker that fails here fails its next call too, which says why.
          client.call({ type: 'prepare', rules, fingerprint, layout: built }).catch(() => undefined);
        }
        return solveTable(setup, rules, fingerprint, built, job);
      }),
  );
  // A table read from disk is copied into shared memory once, so that every worker can read it.
  return { value: { layout: layoutOf(), values: cached ? shareValues(values) : values }, cached };
}

async function solveTable(
  setup: TableSolveSetup,
  rules: RuleSet,
  fingerprint: string,
  layout: SolverLayout,
  { signal, emit }: JobContext,
): Promise<Float64Array> {
  const { pool } = setup;
  if (signal.aborted || pool.closed) throw new SolveCancelled();
  const clients = pool.solveWorkers();
  const here = setup.solveHere;
  // A table memory where this runtime has one (every group whole in WebAssembly), with a slot per thread.
  const values =
    createTableMemory(layout, clients.length + (here ? 1 : 0))?.memory ??
    new SharedArrayBuffer(layout.size * Float64Array.BYTES_PER_ELEMENT);
  // The workers' kernel instances over this memory keep it until they are collected or end.
  pool.holdsGarbage(values instanceof SharedArrayBuffer ? values.byteLength : values.buffer.byteLength);
  const control = controlArray(solveControlSlots(layout.boxCount));
  const flags = new Int32Array(control);
  let terminateTimer: NodeJS.Timeout | undefined;
  const onAbort = (): void => {
    cancelJob(control);
    // Last resort: a worker that has not stopped in time is terminated (and replaced on the next solve).
    terminateTimer = setTimeout(() => {
      for (const c of clients) if (c.busy) void c.terminate();
    }, setup.cancelGraceMs);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    // Every layer in one call: the workers go from layer to layer without waiting for this thread.
    await runLayer({
      clients,
      control,
      call: (chunks) => ({ type: 'solve-layers', rules, fingerprint, values, control, chunks }),
      onShare: emit,
      cancelled: () => signal.aborted,
      ...(here
        ? {
            here: (chunks: number, onChunk: (done: number, total: number) => void) =>
              solveLayersOn(layout, solveTableOf(layout, values), flags, chunks, onChunk),
          }
        : {}),
    });
    emit(1);
  } finally {
    signal.removeEventListener('abort', onAbort);
    clearTimeout(terminateTimer);
  }
  // Acquire: every value the workers wrote.
  Atomics.load(flags, CONTROL_SOLVE_STATE);
  if (values instanceof SharedArrayBuffer) return new Float64Array(values);
  // The table alone, in a shared array of its own (the memory, scratch and all, goes).
  const table = new Float64Array(new SharedArrayBuffer(layout.size * Float64Array.BYTES_PER_ELEMENT));
  table.set(tableValues(values));
  return table;
}
