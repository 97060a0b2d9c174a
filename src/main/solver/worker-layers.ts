// Layer work in a solver worker: one layer of a solve, or of a table's bonus chance, shared with the other
// workers through a chunk counter in the shared control array (see worker-protocol.ts).

import {
  BonusChanceSolver,
  createScratch,
  layerWork,
  solveLayerPart,
  SolveCancelled,
  type SolverLayout,
} from '../../shared/solver';
import { wasmSolverFor } from '../../shared/solver/wasm/wasm-kernel';
import {
  CONTROL_ARRIVED,
  CONTROL_CANCEL,
  CONTROL_FENCE,
  CONTROL_LAYERS_DONE,
  CONTROL_NEXT_CHUNK,
  type BonusLayerCall,
  type LayerCall,
  type PrepareCall,
  type SolveLayerResult,
  type SolveLayersCall,
  type SolveLayersResult,
} from './worker-protocol';
import { layoutFor } from './worker-layouts';

/** Told after each chunk this worker finishes: chunks done by it so far, of the layer's total. */
export type ChunkProgress = (done: number, total: number) => void;

const scratch = createScratch();

/** Claims chunks from the counter until none of `chunks` is left, doing each with `part`; returns how many. */
function claimEach(
  control: Int32Array,
  chunks: number,
  shouldCancel: () => boolean,
  part: (chunk: number) => void,
): number {
  let solved = 0;
  for (;;) {
    if (shouldCancel()) throw new SolveCancelled();
    const chunk = Atomics.add(control, CONTROL_NEXT_CHUNK, 1);
    if (chunk >= chunks) return solved;
    part(chunk);
    solved++;
  }
}

/** Claims chunks of the layer until none is left, solving each with `part(chunk, chunks, shouldCancel)`. */
export function claimChunks(
  call: Exclude<LayerCall, SolveLayersCall>,
  onChunk: ChunkProgress,
  part: (chunk: number, chunks: number, shouldCancel: () => boolean) => void,
): SolveLayerResult {
  const start = performance.now();
  const control = new Int32Array(call.control);
  const shouldCancel = (): boolean => Atomics.load(control, CONTROL_CANCEL) !== 0;
  // Acquire: see every value the other workers wrote into the previous layer.
  Atomics.load(control, CONTROL_FENCE);
  const chunks = Math.max(1, call.chunks);
  let solved = 0;
  claimEach(control, chunks, shouldCancel, (chunk) => {
    part(chunk, chunks, shouldCancel);
    onChunk(++solved, chunks);
  });
  // Release: publish this worker's writes before the host hands out the next layer.
  Atomics.add(control, CONTROL_FENCE, 1);
  return { layer: call.layer, chunks: solved, milliseconds: performance.now() - start };
}

/**
 * The end of layer `i` of a solve (0: the first handed out) for one of `workers` workers: the last to arrive
 * opens the next layer (its chunks unclaimed again); the others wait for it. Atomics order the layer's values
 * before every read of the next layer.
 */
function layerBarrier(control: Int32Array, i: number, workers: number, shouldCancel: () => boolean): void {
  if (Atomics.add(control, CONTROL_ARRIVED, 1) + 1 === workers * (i + 1)) {
    Atomics.store(control, CONTROL_NEXT_CHUNK, 0);
    Atomics.store(control, CONTROL_LAYERS_DONE, i + 1);
    Atomics.notify(control, CONTROL_LAYERS_DONE);
    return;
  }
  while (Atomics.load(control, CONTROL_LAYERS_DONE) <= i) {
    if (shouldCancel()) throw new SolveCancelled();
    // A cancel notifies too; the timeout only bounds a wait whose notify was missed.
    Atomics.wait(control, CONTROL_LAYERS_DONE, i, 50);
  }
}

function checkSize(what: string, array: Float64Array, layout: SolverLayout): void {
  if (array.length !== layout.size) {
    throw new Error(`${what} holds ${array.length} values, the layout needs ${layout.size}`);
  }
}

/** The layout of these rules and the kernel over it, made now rather than in the first layer. */
export function prepare(call: PrepareCall): null {
  wasmSolverFor(layoutFor(call.fingerprint, call.rules));
  return null;
}

/**
 * Every layer of a solve, last turn first, with the call's other workers: progress is this worker's share of
 * the whole table's work (layerWork), done of total.
 */
export function solveLayers(call: SolveLayersCall, onChunk: ChunkProgress): SolveLayersResult {
  const start = performance.now();
  const layout = layoutFor(call.fingerprint, call.rules);
  const values = new Float64Array(call.values);
  checkSize('value table', values, layout);
  const control = new Int32Array(call.control);
  const shouldCancel = (): boolean => Atomics.load(control, CONTROL_CANCEL) !== 0;
  const chunks = Math.max(1, call.chunks);
  // In whole numbers (a chunk of layer k counts layerWork(k), the table chunks times its work), so that the
  // workers' parts add up to the total exactly.
  let total = 0;
  for (let k = 0; k < layout.boxCount; k++) total += layerWork(layout, k) * chunks;
  let done = 0;
  let solved = 0;
  try {
    for (let i = 0, k = layout.boxCount - 1; k >= 0; i++, k--) {
      const work = layerWork(layout, k);
      solved += claimEach(control, chunks, shouldCancel, (chunk) => {
        solveLayerPart(layout, values, k, chunk, chunks, scratch, shouldCancel);
        done += work;
        onChunk(done, total);
      });
      layerBarrier(control, i, call.workers, shouldCancel);
    }
  } catch (error) {
    // The others would wait for this worker at the layer's end: stop them.
    Atomics.store(control, CONTROL_CANCEL, 1);
    Atomics.notify(control, CONTROL_LAYERS_DONE);
    throw error;
  }
  return { layers: layout.boxCount, chunks: solved, milliseconds: performance.now() - start };
}

export function bonusLayer(call: BonusLayerCall, onChunk: ChunkProgress): SolveLayerResult {
  const layout = layoutFor(call.fingerprint, call.rules);
  const table = { layout, values: new Float64Array(call.values) };
  const chance = new Float64Array(call.chance);
  checkSize('value table', table.values, layout);
  checkSize('bonus chance', chance, layout);
  const solver = new BonusChanceSolver(table, chance);
  return claimChunks(call, onChunk, (chunk, chunks, shouldCancel) =>
    solver.layerPart(call.layer, chunk, chunks, shouldCancel),
  );
}
