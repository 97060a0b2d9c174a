// The meeting point of a solve's threads (layer-gate.ts), played out on one thread: who opens the next layer,
// joining late, joining after the end, and a cancel seen by a waiting thread.

import { describe, expect, it } from 'vitest';
import {
  arriveAtLayerEnd,
  awaitLayerEnd,
  claimLayerChunk,
  joinSolve,
  layersThrough,
  MAX_SOLVE_THREADS,
  solveControlSlots,
} from '../../../src/main/solver/layer-gate';
import { cancelJob } from '../../../src/main/solver/layers';
import { CONTROL_CANCEL, CONTROL_SLOTS } from '../../../src/main/solver/worker-protocol';

const control = (layers: number): Int32Array =>
  new Int32Array(new SharedArrayBuffer(solveControlSlots(layers) * Int32Array.BYTES_PER_ELEMENT));

describe('layer gate', () => {
  it('the last joined thread through a layer opens the next; a thread joins at the layer open then', () => {
    const gate = control(4);
    expect(layersThrough(gate)).toBe(0);
    expect(joinSolve(gate, 4)).toBe(0);
    // Alone: through layer 0 opens layer 1.
    expect(arriveAtLayerEnd(gate, 0)).toBe(true);
    expect(layersThrough(gate)).toBe(1);
    // A second thread comes during layer 1: the layer now waits for both.
    expect(joinSolve(gate, 4)).toBe(1);
    expect(arriveAtLayerEnd(gate, 1)).toBe(false);
    expect(layersThrough(gate)).toBe(1);
    expect(() => arriveAtLayerEnd(gate, 0)).toThrow('layer 0 is not the open one');
    expect(arriveAtLayerEnd(gate, 1)).toBe(true);
    expect(layersThrough(gate)).toBe(2);
    // Waiting for a layer that is through returns at once.
    awaitLayerEnd(gate, 1, () => new Error('cancelled'));
    for (const layer of [2, 3]) {
      expect(arriveAtLayerEnd(gate, layer)).toBe(false);
      expect(arriveAtLayerEnd(gate, layer)).toBe(true);
    }
    // Every layer through: a thread that comes now has nothing to join.
    expect(layersThrough(gate)).toBe(4);
    expect(joinSolve(gate, 4)).toBe(4);
  });

  it('counts chunks per layer, so no counter is reset between layers', () => {
    const gate = control(3);
    expect([claimLayerChunk(gate, 0), claimLayerChunk(gate, 0), claimLayerChunk(gate, 2)]).toEqual([0, 1, 0]);
    expect(claimLayerChunk(gate, 1)).toBe(0);
    expect(claimLayerChunk(gate, 0)).toBe(2);
  });

  it('a waiting thread stops on a cancel', () => {
    const gate = control(2);
    joinSolve(gate, 2);
    joinSolve(gate, 2);
    expect(arriveAtLayerEnd(gate, 0)).toBe(false);
    Atomics.store(gate, CONTROL_CANCEL, 1);
    expect(() => awaitLayerEnd(gate, 0, () => new Error('cancelled'))).toThrow('cancelled');
  });

  it(`takes at most ${MAX_SOLVE_THREADS} threads`, () => {
    const gate = control(2);
    for (let t = 0; t < MAX_SOLVE_THREADS; t++) joinSolve(gate, 2);
    expect(() => joinSolve(gate, 2)).toThrow(`a solve takes at most ${MAX_SOLVE_THREADS} threads`);
  });

  it('a cancel reaches a layer call (no gate in its control array) and a solve alike', () => {
    const layerCall = new Int32Array(new SharedArrayBuffer(CONTROL_SLOTS * Int32Array.BYTES_PER_ELEMENT));
    cancelJob(layerCall.buffer as SharedArrayBuffer);
    expect(Atomics.load(layerCall, CONTROL_CANCEL)).toBe(1);
    const solve = control(3);
    cancelJob(solve.buffer as SharedArrayBuffer);
    expect(Atomics.load(solve, CONTROL_CANCEL)).toBe(1);
  });
});
