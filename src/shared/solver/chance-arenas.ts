// Where the score distribution keeps the points so far of two layers' states (distribution.ts): the layer
// spreading its chance (`from`) and the next one receiving it (`to`), each state's entries back to back, and
// the inner loop that carries one state's chance along its moves. In TypeScript, or in the WebAssembly SIMD
// kernel's memory (two entries a step; the same sums in the same order, so the same bits).

import type { KernelChoice } from './solve';
import { createWasmArenas } from './wasm/wasm-arenas';

export interface ChanceArenas {
  /** The current layer's entries, and the next layer's (views: read them again after reset). */
  readonly from: Float64Array;
  readonly to: Float64Array;
  /** Room for `total` entries of the next layer, all nought. */
  reset(total: number): void;
  /** The next layer becomes the current one. */
  swap(): void;
  /**
   * For each of the n moves of the state whose entries start at from[at]: to[target[m] + i] += q[m] ×
   * from[at + i], for i in the runs (runs[0 .. runCount), [start, end) pairs).
   */
  spread(
    at: number,
    runs: Int32Array,
    runCount: number,
    target: Int32Array,
    q: Float64Array,
    n: number,
  ): void;
}

export function createChanceArenas(kernel: KernelChoice = 'auto'): ChanceArenas {
  return (kernel === 'auto' ? createWasmArenas() : null) ?? new JsArenas();
}

class JsArenas implements ChanceArenas {
  from = new Float64Array(1 << 16);
  to = new Float64Array(1 << 16);
  private fromUsed = 1 << 16;
  private toUsed = 1 << 16;

  reset(total: number): void {
    if (total > this.to.length) this.to = new Float64Array(Math.max(total, 2 * this.to.length));
    else this.to.fill(0, 0, this.toUsed);
    this.toUsed = total;
  }

  swap(): void {
    [this.from, this.to] = [this.to, this.from];
    [this.fromUsed, this.toUsed] = [this.toUsed, this.fromUsed];
  }

  spread(
    at: number,
    runs: Int32Array,
    runCount: number,
    target: Int32Array,
    q: Float64Array,
    n: number,
  ): void {
    spreadInTs(this.from, this.to, at, runs, runCount, target, q, n);
  }
}

/** ChanceArenas.spread over two arrays. */
export function spreadInTs(
  from: Float64Array,
  to: Float64Array,
  at: number,
  runs: Int32Array,
  runCount: number,
  target: Int32Array,
  q: Float64Array,
  n: number,
): void {
  for (let m = 0; m < n; m++) {
    const qm = q[m]!;
    const shift = target[m]! - at;
    for (let r = 0; r < runCount; r += 2) {
      const end = at + runs[r + 1]!;
      for (let c = at + runs[r]!; c < end; c++) to[c + shift] = to[c + shift]! + qm * from[c]!;
    }
  }
}
