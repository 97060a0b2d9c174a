// Where the threads of one solve (solve-layers) meet between layers, in its shared control array: one Int32
// holds the layers every thread is through, how many threads have joined and how many of them are through the
// open layer, so that joining and arriving are each one compare-and-swap; each layer has its own chunk counter.
// A thread joins whenever it is ready, at the layer open then: the threads already solving never wait for one
// that is still starting (a worker thread takes 50-150 ms to start), and the last joined thread through a layer
// opens the next.

import { CONTROL_CANCEL, CONTROL_LAYER_CHUNKS, CONTROL_SOLVE_STATE } from './worker-protocol';

const LAYER_SHIFT = 16;
const JOINED_SHIFT = 8;
const COUNT_MASK = 0xff;
/** Threads one solve can have (the joined count's bits). */
export const MAX_SOLVE_THREADS = COUNT_MASK;

/** Int32 slots of a solve's control array with `layers` layers. */
export function solveControlSlots(layers: number): number {
  return CONTROL_LAYER_CHUNKS + layers;
}

/** Layers every joined thread is through (the open layer's position in the solve's order). */
export function layersThrough(control: Int32Array): number {
  return Atomics.load(control, CONTROL_SOLVE_STATE) >>> LAYER_SHIFT;
}

/** Joins the solve at its open layer and returns that layer's position, or `layers` when all are through. */
export function joinSolve(control: Int32Array, layers: number): number {
  for (;;) {
    const state = Atomics.load(control, CONTROL_SOLVE_STATE);
    const layer = state >>> LAYER_SHIFT;
    if (layer >= layers) return layer;
    if (((state >>> JOINED_SHIFT) & COUNT_MASK) === MAX_SOLVE_THREADS) {
      throw new Error(`a solve takes at most ${MAX_SOLVE_THREADS} threads`);
    }
    const joined = state + (1 << JOINED_SHIFT);
    if (Atomics.compareExchange(control, CONTROL_SOLVE_STATE, state, joined) === state) return layer;
  }
}

/** The next unclaimed chunk of the layer at position `layer` (a number past the last when none is left). */
export function claimLayerChunk(control: Int32Array, layer: number): number {
  return Atomics.add(control, CONTROL_LAYER_CHUNKS + layer, 1);
}

/**
 * This thread is through the open layer `layer`: returns true when it was the last joined thread, and so
 * opened the next layer (and woke the threads waiting for it). Atomics order every value written before
 * before every read of a thread that sees the next layer open.
 */
export function arriveAtLayerEnd(control: Int32Array, layer: number): boolean {
  for (;;) {
    const state = Atomics.load(control, CONTROL_SOLVE_STATE);
    if (state >>> LAYER_SHIFT !== layer) throw new Error(`layer ${layer} is not the open one`);
    const joined = (state >>> JOINED_SHIFT) & COUNT_MASK;
    const last = (state & COUNT_MASK) + 1 === joined;
    const next = last ? ((layer + 1) << LAYER_SHIFT) | (joined << JOINED_SHIFT) : state + 1;
    if (Atomics.compareExchange(control, CONTROL_SOLVE_STATE, state, next) === state) {
      if (last) Atomics.notify(control, CONTROL_SOLVE_STATE);
      return last;
    }
  }
}

/** Waits until layer `layer` is through (the others' values all written), or throws when the job is cancelled. */
export function awaitLayerEnd(control: Int32Array, layer: number, cancelled: () => Error): void {
  for (;;) {
    const state = Atomics.load(control, CONTROL_SOLVE_STATE);
    if (state >>> LAYER_SHIFT > layer) return;
    if (Atomics.load(control, CONTROL_CANCEL) !== 0) throw cancelled();
    // A cancel notifies too; the timeout only bounds a wait whose notify was missed.
    Atomics.wait(control, CONTROL_SOLVE_STATE, state, 50);
  }
}
