// Layer work in a solver worker: a whole solve, its layers shared with the other threads that join it
// (layer-gate.ts), or one layer of a table's bonus chance, shared through a chunk counter in the shared control
// array (see worker-protocol.ts).

import {
  BonusChanceSolver,
  layerWork,
  solveLayerPart,
  SolveCancelled,
  type SolverLayout,
} from '../../shared/solver';
import {
  tableKernelCompiled,
  tableSolver,
  tableValues,
  type TableMemory,
} from '../../shared/solver/wasm/table-kernel';
import { wasmSolverFor } from '../../shared/solver/wasm/wasm-kernel';
import { arriveAtLayerEnd, awaitLayerEnd, claimLayerChunk, joinSolve } from './layer-gate';
import {
  CONTROL_CANCEL,
  CONTROL_FENCE,
  CONTROL_NEXT_CHUNK,
  CONTROL_SOLVE_STATE,
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

function checkSize(what: string, array: Float64Array, layout: SolverLayout): void {
  if (array.length !== layout.size) {
    throw new Error(`${what} holds ${array.length} values, the layout needs ${layout.size}`);
  }
}

/** The layout of these rules and the kernel a solve runs on, made now rather than in the first layer. */
export function prepare(call: PrepareCall): null {
  const layout = layoutFor(call.fingerprint, call.rules, call.layout);
  if (!tableKernelCompiled()) wasmSolverFor(layout);
  return null;
}

/** The layout of these rules and the kernel of a player's turn over it (the coach's analyses), made now. */
export function preparePlans(call: PrepareCall): null {
  wasmSolverFor(layoutFor(call.fingerprint, call.rules, call.layout));
  return null;
}

/**
 * Every layer of a solve from the one open when this thread joins, last turn first, with every other thread
 * that joins (layer-gate.ts): a worker's part of a solve-layers call, or the host thread's own where it takes
 * part. Progress is this thread's share of the whole table's work (layerWork), done of total.
 */
export function solveLayersOn(
  layout: SolverLayout,
  values: Float64Array,
  control: Int32Array,
  chunks: number,
  onChunk: ChunkProgress,
): SolveLayersResult {
  const start = performance.now();
  checkSize('value table', values, layout);
  const shouldCancel = (): boolean => Atomics.load(control, CONTROL_CANCEL) !== 0;
  const layers = layout.boxCount;
  // In whole numbers (a chunk of layer k counts layerWork(k), the table chunks times its work), so that the
  // threads' parts add up to the total exactly.
  let total = 0;
  for (let k = 0; k < layers; k++) total += layerWork(layout, k) * chunks;
  let done = 0;
  let solved = 0;
  const joinedAt = joinSolve(control, layers);
  try {
    // Position i in the solve is layer k: the sheets with k boxes filled.
    for (let i = joinedAt, k = layers - 1 - joinedAt; i < layers; i++, k--) {
      const work = layerWork(layout, k);
      for (let chunk = claimLayerChunk(control, i); chunk < chunks; chunk = claimLayerChunk(control, i)) {
        if (shouldCancel()) throw new SolveCancelled();
        solveLayerPart(layout, values, k, chunk, chunks, shouldCancel);
        solved++;
        done += work;
        onChunk(done, total);
      }
      if (!arriveAtLayerEnd(control, i)) awaitLayerEnd(control, i, () => new SolveCancelled());
    }
  } catch (error) {
    // The others would wait for this thread at the layer's end: stop them.
    Atomics.store(control, CONTROL_CANCEL, 1);
    Atomics.notify(control, CONTROL_SOLVE_STATE);
    throw error;
  }
  return { joinedAt, layers, chunks: solved, milliseconds: performance.now() - start };
}

/**
 * A solve's value table as this thread works in it: in a table memory, with this thread's kernel instance
 * attached to it (its slot claimed), or a plain shared array.
 */
export function solveTableOf(layout: SolverLayout, values: TableMemory | SharedArrayBuffer): Float64Array {
  if (values instanceof SharedArrayBuffer) return new Float64Array(values);
  tableSolver(layout, values);
  return tableValues(values);
}

/** A worker's part of a solve (solveLayersOn over the call's shared memory). */
export function solveLayers(call: SolveLayersCall, onChunk: ChunkProgress): SolveLayersResult {
  const layout = layoutFor(call.fingerprint, call.rules);
  const values = solveTableOf(layout, call.values);
  return solveLayersOn(layout, values, new Int32Array(call.control), Math.max(1, call.chunks), onChunk);
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
