// The chance arenas (chance-arenas.ts) in the WebAssembly SIMD kernel's memory: the per-state arrays and the
// sums after the kernel's tables, then a fixed region the moves are copied into a slice at a time, then the
// arena space, where each layer's entries go below the current layer's when they fit there, else above it
// (the memory grows). Fresh memory costs a page fault on its first touch (dear on virtual machines), so the
// layers reuse the space the memory already has, and only entries touched before are cleared.

import type { DistributionMoves } from '../distribution-moves';
import { SUMS, UNREACHED, type ChanceArenas, type SpreadRules } from '../chance-arenas';
import { kernelMemory, type KernelMemory } from './wasm-kernel';

const PAGE = 65536;
/** The most moves (and states) one slice copies in. */
const SLICE = 1 << 18;

export function createWasmArenas(size: number, rules: SpreadRules): ChanceArenas | null {
  const memory = kernelMemory([
    ['offset', size * 4],
    ['lowest', size * 4],
    ['highest', size * 4],
    ['reach', size * 8],
    ['noExtra', rules.extraPays ? size * 8 : 0],
    ['sums', SUMS() * 8],
    ['chance', SLICE * 8],
    ['states', SLICE * 4],
    ['firstMove', (SLICE + 1) * 4],
    ['next', SLICE * 4],
    ['detail', SLICE * 4],
  ]);
  return memory ? new WasmArenas(memory, size, rules) : null;
}

/** A layer's entries: from entry `start` of the arena space, `used` of them. */
interface Arena {
  start: number;
  used: number;
}

class WasmArenas implements ChanceArenas {
  offset!: Int32Array;
  lowest!: Int32Array;
  highest!: Int32Array;
  reach!: Float64Array;
  noExtra!: Float64Array;
  sums!: Float64Array;
  from!: Float64Array;
  private to!: Float64Array;
  private current: Arena = { start: 0, used: 0 };
  private next: Arena = { start: 0, used: 0 };
  /** Byte address of the arena space (after the runs of one state), and how many of its entries were
   *  ever touched (the rest are still nought). */
  private readonly space: number;
  private touched = 0;
  private readonly runs: number;
  private readonly runRoom = 1 << 14;

  constructor(
    private readonly memory: KernelMemory,
    private readonly states: number,
    private readonly rules: SpreadRules,
  ) {
    this.runs = Math.ceil(memory.k.memory.buffer.byteLength / 16) * 16;
    this.space = this.runs + 4 * this.runRoom;
    this.views();
    this.offset.fill(UNREACHED);
  }

  size(moves: DistributionMoves): void {
    const { rules } = this;
    const a = this.memory.at;
    this.slices(moves, (n) =>
      this.memory.k.sizeMoves(
        a.states!,
        a.firstMove!,
        n,
        a.next!,
        a.detail!,
        a.chance!,
        a.offset!,
        a.lowest!,
        a.highest!,
        a.reach!,
        a.noExtra!,
        a.sums!,
        rules.bonusPoints,
        rules.extraPoints,
        rules.yachtBox,
        rules.extraPays ? 1 : 0,
      ),
    );
  }

  layOut(start: number, end: number, used: number): number {
    const a = this.memory.at;
    return this.memory.k.layOut(a.offset!, a.lowest!, a.highest!, start, end, used);
  }

  reset(total: number): void {
    const { current } = this;
    // Below the current layer when it fits there, else just above it.
    const start = total <= current.start ? 0 : current.start + current.used;
    this.next = { start, used: total };
    this.views();
    const clear = Math.min(start + total, this.touched) - start;
    if (clear > 0) this.to.fill(0, 0, clear);
    this.touched = Math.max(this.touched, start + total);
  }

  carry(moves: DistributionMoves): void {
    let longest = 0;
    // Room for the runs of the longest state (one pair per two entries at most).
    for (const here of moves.states) longest = Math.max(longest, this.highest[here]! - this.lowest[here]!);
    if (longest + 2 > this.runRoom) throw new Error(`a state with ${longest} points so far`);
    const a = this.memory.at;
    const base = this.space;
    this.slices(moves, (n) =>
      this.memory.k.carryMoves(
        a.states!,
        a.firstMove!,
        n,
        a.next!,
        a.detail!,
        a.chance!,
        a.offset!,
        a.lowest!,
        a.highest!,
        base + 8 * this.current.start,
        base + 8 * this.next.start,
        this.runs,
        this.rules.bonusPoints,
        this.rules.extraPoints,
      ),
    );
  }

  swap(): void {
    [this.current, this.next] = [this.next, this.current];
    this.views();
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
    const at = this.memory.at;
    this.offset = new Int32Array(buffer, at.offset, size);
    this.lowest = new Int32Array(buffer, at.lowest, size);
    this.highest = new Int32Array(buffer, at.highest, size);
    this.reach = new Float64Array(buffer, at.reach, size);
    this.noExtra = new Float64Array(buffer, at.noExtra, this.rules.extraPays ? size : 0);
    this.sums = new Float64Array(buffer, at.sums, SUMS());
    this.from = new Float64Array(buffer, this.space + 8 * this.current.start, this.current.used);
    this.to = new Float64Array(buffer, this.space + 8 * this.next.start, this.next.used);
  }
}
