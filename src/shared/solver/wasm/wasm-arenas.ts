// The chance arenas (kernel-types.ts; as/distribution.as.ts) in the WebAssembly SIMD kernel's memory, kept by
// runs: each state's entries with a chance, split where a long gap lies between them (an extra yacht jumps 100 points), so a
// layer takes about half the room of one array per state. After the kernel's tables: the per-state arrays,
// two run tables (the current layer's and the next one's), the runs gathered for each next state, a fixed
// region the moves are copied into a slice at a time, then the arena space, where each layer's entries go
// below the current layer's when they fit there, else above it (the memory grows). Fresh memory costs a page
// fault on its first touch (dear on virtual machines), so the layers reuse the space the memory already has,
// and only entries touched before are cleared.

import type { ChanceArenas, DistributionMoves } from '../kernel-types';
import { layerWork, type SolverLayout, type SpreadRules } from '../layout/layout';
import {
  GATHER_BYTES,
  ROW_BYTES,
  RUNS,
  STATE_BYTES,
  STATE_HIGHEST,
  STATE_LOWEST,
  STATE_NO_EXTRA,
  STATE_OFFSET,
  STATE_REACH,
  STATE_RUN_COUNT,
  STEP_BASE,
  STEP_BONUS_POINTS,
  STEP_CELLS,
  STEP_CHANCE,
  STEP_DETAIL,
  STEP_EXTRA_PAYS,
  STEP_EXTRA_POINTS,
  STEP_FIRST_MOVE,
  STEP_GATHERS,
  STEP_NEXT,
  STEP_NEXT_BASE,
  STEP_NEXT_TABLE,
  STEP_PER_STATE,
  STEP_STATES,
  STEP_SUMS,
  STEP_TABLE,
  STEP_TIGHT,
  STEP_WORDS,
  STEP_YACHT_BOX,
  SUMS,
} from '../kernel-layout.generated';
import { kernelMemory, type KernelMemory } from './wasm-kernel';

const PAGE = 65536;
/** The most moves (and states) one slice copies in. */
const SLICE = 1 << 18;
/** A state's fields in the per-state block, as i32 and f64 indices from its first word (STATE_ offsets). */
const I32_WORDS = STATE_BYTES / 4;
const OFFSET = STATE_OFFSET / 4;
const RUN_COUNT = STATE_RUN_COUNT / 4;
const LOWEST = STATE_LOWEST / 4;
const HIGHEST = STATE_HIGHEST / 4;
const F64_WORDS = STATE_BYTES / 8;
const REACH = STATE_REACH / 8;
const NO_EXTRA = STATE_NO_EXTRA / 8;
/** The most runs of one state's entries with a chance (one per GAP + 1 points at most). */
const TIGHT = 4096;

export function createWasmArenas(layout: SolverLayout, rules: SpreadRules): ChanceArenas {
  const size = layout.size;
  // The most states one layer has.
  const states = Math.max(...layout.layers.map((_, k) => layerWork(layout, k)));
  const memory = kernelMemory([
    // offset, runCount, lowest, highest (i32); reach, noExtra (f64): one block, as the kernel reads them.
    ['perState', size * STATE_BYTES],
    ['sums', SUMS * 8],
    ['cells', 16],
    ['step', STEP_WORDS * 4],
    ['tableA', states * RUNS * ROW_BYTES],
    ['tableB', states * RUNS * ROW_BYTES],
    ['gathers', states * GATHER_BYTES],
    ['tight', TIGHT * ROW_BYTES],
    ['chance', SLICE * 8],
    ['states', SLICE * 4],
    ['firstMove', (SLICE + 1) * 4],
    ['next', SLICE * 4],
    ['detail', SLICE * 4],
  ]);
  return new WasmArenas(memory, size, rules);
}

/** A layer's entries (from entry `start` of the arena space, `used` of them) and its run table. */
interface Arena {
  start: number;
  used: number;
  table: number;
}

class WasmArenas implements ChanceArenas {
  sums!: Float64Array;
  /** perState as the kernel lays it out, 32 bytes a state: offset, runCount, lowest, highest (i32), then
   *  reach, noExtra (f64); one block, so a move into a state touches one cache line. */
  private i32!: Int32Array;
  private f64!: Float64Array;
  private cells!: Int32Array;
  private from!: Float64Array;
  private to!: Float64Array;
  private current: Arena;
  private next: Arena;
  /** Byte address of the arena space, and how many of its entries were ever touched (the rest are still
   *  nought). */
  private readonly space: number;
  private touched = 0;

  constructor(
    private readonly memory: KernelMemory,
    private readonly states: number,
    private readonly rules: SpreadRules,
  ) {
    this.space = Math.ceil(memory.k.memory.buffer.byteLength / 16) * 16;
    this.current = { start: 0, used: 0, table: memory.at.tableA! };
    this.next = { start: 0, used: 0, table: memory.at.tableB! };
    this.views();
    for (let i = 0; i < states; i++) this.i32[I32_WORDS * i + OFFSET] = -1;
  }

  reachOf(state: number): number {
    return this.f64[F64_WORDS * state + REACH]!;
  }

  noExtraOf(state: number): number {
    return this.f64[F64_WORDS * state + NO_EXTRA]!;
  }

  seed(state: number): void {
    this.reset(1);
    this.to[0] = 1;
    const table = new Int32Array(this.memory.k.memory.buffer, this.next.table, ROW_BYTES / 4);
    table.set([0, 1, 0]);
    // Its one run (the first row), of one entry: no points.
    const at = I32_WORDS * state;
    this.i32[at + OFFSET] = 0;
    this.i32[at + RUN_COUNT] = 1;
    this.i32[at + LOWEST] = 0;
    this.i32[at + HIGHEST] = 1;
    this.f64[F64_WORDS * state + REACH] = 1;
    this.f64[F64_WORDS * state + NO_EXTRA] = 1;
    this.swap();
  }

  entries(state: number, visit: (points: number, chance: number) => void): void {
    const first = this.i32[I32_WORDS * state + OFFSET]!;
    if (first < 0) return;
    const runs = this.i32[I32_WORDS * state + RUN_COUNT]!;
    const table = new Int32Array(
      this.memory.k.memory.buffer,
      this.current.table,
      ((first + runs) * ROW_BYTES) / 4,
    );
    for (let r = first; r < first + runs; r++) {
      const row = (r * ROW_BYTES) / 4;
      const [lo, hi, at] = [table[row]!, table[row + 1]!, table[row + 2]!];
      for (let n = 0; n < hi - lo; n++) {
        const p = this.from[at + n]!;
        if (p > 0) visit(lo + n, p);
      }
    }
  }

  size(moves: DistributionMoves): void {
    const step = this.step();
    this.slices(moves, (n) => this.memory.k.sizeMoves(step, n));
  }

  layOut(start: number, end: number, used: number): number {
    return this.memory.k.layOut(this.step(), start, end, used);
  }

  reset(total: number): void {
    const { current } = this;
    // Below the current layer when it fits there, else just above it.
    const start = total <= current.start ? 0 : current.start + current.used;
    this.next = { start, used: total, table: this.next.table };
    this.views();
    const clear = Math.min(start + total, this.touched) - start;
    if (clear > 0) this.to.fill(0, 0, clear);
    this.touched = Math.max(this.touched, start + total);
    // A new layer gathers its runs from the first row, its states from the first block.
    this.cells[0] = 0;
    this.cells[1] = 0;
  }

  carry(moves: DistributionMoves): void {
    const step = this.step();
    this.slices(moves, (n) => this.memory.k.carryMoves(step, n));
  }

  /** Writes the kernel's step descriptor (the STEP_ words of kernel-layout.json) for the layers as they are; its address. */
  private step(): number {
    const a = this.memory.at;
    const { current, next, rules } = this;
    const step = new Int32Array(this.memory.k.memory.buffer, a.step!, STEP_WORDS);
    step[STEP_STATES] = a.states!;
    step[STEP_FIRST_MOVE] = a.firstMove!;
    step[STEP_NEXT] = a.next!;
    step[STEP_DETAIL] = a.detail!;
    step[STEP_CHANCE] = a.chance!;
    step[STEP_PER_STATE] = a.perState!;
    step[STEP_TABLE] = current.table;
    step[STEP_BASE] = this.space + 8 * current.start;
    step[STEP_NEXT_TABLE] = next.table;
    step[STEP_NEXT_BASE] = this.space + 8 * next.start;
    step[STEP_TIGHT] = a.tight!;
    step[STEP_GATHERS] = a.gathers!;
    step[STEP_CELLS] = a.cells!;
    step[STEP_SUMS] = a.sums!;
    step[STEP_BONUS_POINTS] = rules.bonusPoints;
    step[STEP_EXTRA_POINTS] = rules.extraPoints;
    step[STEP_YACHT_BOX] = rules.yachtBox;
    step[STEP_EXTRA_PAYS] = rules.extraPays ? 1 : 0;
    return a.step!;
  }

  swap(): void {
    [this.current, this.next] = [this.next, this.current];
    this.views();
    this.cells[0] = 0;
    this.cells[1] = 0;
  }

  /** Copies the moves in a slice of whole states at a time and works on each (`work(states in it)`). */
  private slices(moves: DistributionMoves, work: (n: number) => void): void {
    const buffer = this.memory.k.memory.buffer;
    const a = this.memory.at;
    const count = moves.states.length;
    let i = 0;
    while (i < count) {
      const m0 = moves.firstMove[i]!;
      let j = i;
      while (j < count && j - i < SLICE && moves.firstMove[j + 1]! - m0 <= SLICE) j++;
      const m1 = moves.firstMove[j]!;
      new Int32Array(buffer, a.states, j - i).set(moves.states.subarray(i, j));
      const first = new Int32Array(buffer, a.firstMove, j - i + 1);
      for (let s = i; s <= j; s++) first[s - i] = moves.firstMove[s]! - m0;
      new Int32Array(buffer, a.next, m1 - m0).set(moves.next.subarray(m0, m1));
      new Int32Array(buffer, a.detail, m1 - m0).set(moves.detail.subarray(m0, m1));
      new Float64Array(buffer, a.chance, m1 - m0).set(moves.chance.subarray(m0, m1));
      work(j - i);
      i = j;
    }
  }

  /** Grows the memory for `entries` of arena space. */
  private room(entries: number): void {
    const end = this.space + 8 * entries;
    const have = this.memory.k.memory.buffer.byteLength;
    if (end > have) this.memory.k.memory.grow(Math.ceil((end - have) / PAGE));
  }

  /** Views of every array on the memory's current buffer (a grown memory has a new one). */
  private views(): void {
    this.room(Math.max(this.current.start + this.current.used, this.next.start + this.next.used));
    const size = this.states;
    const buffer = this.memory.k.memory.buffer;
    const base = this.memory.at.perState!;
    this.i32 = new Int32Array(buffer, base, I32_WORDS * size);
    this.f64 = new Float64Array(buffer, base, F64_WORDS * size);
    this.sums = new Float64Array(buffer, this.memory.at.sums, SUMS);
    this.cells = new Int32Array(buffer, this.memory.at.cells, 4);
    this.from = new Float64Array(buffer, this.space + 8 * this.current.start, this.current.used);
    this.to = new Float64Array(buffer, this.space + 8 * this.next.start, this.next.used);
  }
}
