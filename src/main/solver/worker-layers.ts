// Layer work in a solver worker: one layer of a solve, or of a table's bonus chance, shared with the other
// workers through a chunk counter in the shared control array (see worker-protocol.ts).

import {
  BonusChanceSolver,
  createScratch,
  solveLayerPart,
  SolveCancelled,
  type SolverLayout,
} from '../../shared/solver';
import { wasmSolverFor } from '../../shared/solver/wasm/wasm-kernel';
import {
  CONTROL_CANCEL,
  CONTROL_FENCE,
  CONTROL_NEXT_CHUNK,
  type BonusLayerCall,
  type LayerCall,
  type PrepareCall,
  type SolveLayerCall,
  type SolveLayerResult,
} from './worker-protocol';
import { layoutFor } from './worker-layouts';

/** Told after each chunk this worker finishes: chunks done by it so far, of the layer's total. */
export type ChunkProgress = (done: number, total: number) => void;

const scratch = createScratch();

/** Claims chunks of the layer until none is left, solving each with `part(chunk, chunks, shouldCancel)`. */
export function claimChunks(
  call: LayerCall,
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
  for (;;) {
    if (shouldCancel()) throw new SolveCancelled();
    const chunk = Atomics.add(control, CONTROL_NEXT_CHUNK, 1);
    if (chunk >= chunks) break;
    part(chunk, chunks, shouldCancel);
    solved++;
    onChunk(solved, chunks);
  }
  // Release: publish this worker's writes before the host hands out the next layer.
  Atomics.add(control, CONTROL_FENCE, 1);
  return { layer: call.layer, chunks: solved, milliseconds: performance.now() - start };
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

export function solveLayer(call: SolveLayerCall, onChunk: ChunkProgress): SolveLayerResult {
  const layout = layoutFor(call.fingerprint, call.rules);
  const values = new Float64Array(call.values);
  checkSize('value table', values, layout);
  return claimChunks(call, onChunk, (chunk, chunks, shouldCancel) =>
    solveLayerPart(layout, values, call.layer, chunk, chunks, scratch, shouldCancel),
  );
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
