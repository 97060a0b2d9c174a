// The chance arenas (chance-arenas.ts) in the WebAssembly SIMD kernel's memory: the two layers' entries are
// regions at the end of it, a region too small for a layer replaced by a larger one there (the memory grows),
// and one kernel call carries a state's chance along all its moves.

import { spreadInTs, type ChanceArenas } from '../chance-arenas';
import { kernelMemory, type KernelMemory } from './wasm-kernel';

const PAGE = 65536;
/** The most moves one state has, and runs its entries make: the scratch the kernel reads them from. */
const MOVES = 4096;
const RUNS = 4096;

export function createWasmArenas(): ChanceArenas | null {
  const memory = kernelMemory([
    ['runs', RUNS * 4],
    ['target', MOVES * 4],
    ['q', MOVES * 8],
  ]);
  return memory ? new WasmArenas(memory) : null;
}

interface Region {
  /** Byte address and size in entries. */
  base: number;
  size: number;
  used: number;
}

class WasmArenas implements ChanceArenas {
  from: Float64Array;
  to: Float64Array;
  private current: Region;
  private next: Region;
  private end: number;
  private runs: Int32Array;
  private target: Int32Array;
  private q: Float64Array;

  constructor(private readonly memory: KernelMemory) {
    this.end = Math.ceil(memory.k.memory.buffer.byteLength / 16) * 16;
    this.current = this.region(1 << 16);
    this.next = this.region(1 << 16);
    this.from = this.to = new Float64Array(0);
    this.runs = this.target = new Int32Array(0);
    this.q = new Float64Array(0);
    this.views();
  }

  reset(total: number): void {
    if (total > this.next.size) this.next = this.region(Math.max(total, 2 * this.next.size));
    else this.to.fill(0, 0, this.next.used);
    this.next.used = total;
  }

  swap(): void {
    [this.current, this.next] = [this.next, this.current];
    this.views();
  }

  spread(
    at: number,
    runs: Int32Array,
    runCount: number,
    target: Int32Array,
    q: Float64Array,
    n: number,
  ): void {
    if (n > MOVES || runCount > RUNS) {
      spreadInTs(this.from, this.to, at, runs, runCount, target, q, n);
      return;
    }
    this.runs.set(runs.subarray(0, runCount));
    const toBase = this.next.base;
    for (let m = 0; m < n; m++) {
      this.target[m] = toBase + 8 * target[m]!;
      this.q[m] = q[m]!;
    }
    const { at: addr, k } = this.memory;
    k.spreadState(this.current.base + 8 * at, addr.runs!, runCount, addr.target!, addr.q!, n);
  }

  /** A region of `size` entries at the end of the memory, grown for it (every view is made again). */
  private region(size: number): Region {
    const base = this.end;
    this.end += size * 8;
    const have = this.memory.k.memory.buffer.byteLength;
    if (this.end > have) this.memory.k.memory.grow(Math.ceil((this.end - have) / PAGE));
    const region = { base, size, used: 0 };
    if (this.current !== undefined) this.views(region);
    return region;
  }

  private views(fresh?: Region): void {
    const buffer = this.memory.k.memory.buffer;
    const next = fresh ?? this.next;
    this.from = new Float64Array(buffer, this.current.base, this.current.size);
    this.to = new Float64Array(buffer, next.base, next.size);
    this.runs = new Int32Array(buffer, this.memory.at.runs, RUNS);
    this.target = new Int32Array(buffer, this.memory.at.target, MOVES);
    this.q = new Float64Array(buffer, this.memory.at.q, MOVES);
  }
}
