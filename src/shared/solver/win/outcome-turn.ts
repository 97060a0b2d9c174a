// One state's turn in the win engine: the same turn as the points solver's (best box for every final roll, then
// twice the keeps' averages and the best keep within every roll, then the first roll's average), but every value
// is a row over h, the points gained since the decision being analysed, and choosing a box shifts the next
// state's row by the points it gains instead of adding them. Maxima stay pointwise, so each h keeps its own best
// policy; the keep lattice runs on the SIMD kernel's exports over rows of any width.

import { KEEPS, ROLLS } from '../layout/dice-tables';
import { kernelMemory, type KernelMemory } from '../wasm/wasm-kernel';
import { MAX_FINAL_MOVES, type FinalMoves } from './final-moves';

/** The rows of one turn, in kernel memory: a[k * w2 + h] and b[...] as turn-kernel.ts's stages leave them. */
export interface TurnRows {
  /** Row width (the row's length rounded up to even, for the kernel's two-lane vectors). */
  readonly w2: number;
  /** Keep k's value with one roll left, at h (for k < ROLLS: the best box for that final roll). */
  oneLeft(k: number, h: number): number;
  /** Keep k's value with two rolls left, at h. */
  twoLeft(k: number, h: number): number;
}

/** Kernel memory with rows up to `width` wide and room for `rows` candidates; made larger when asked for more. */
let kept: { memory: KernelMemory; width: number; rows: number } | null = null;

function memoryFor(w2: number, candidates: number): KernelMemory {
  if (kept && kept.width >= w2 && kept.rows >= candidates) return kept.memory;
  let width = Math.max(64, kept?.width ?? 0);
  while (width < w2) width *= 2;
  let rows = Math.max(256, kept?.rows ?? 0);
  while (rows < candidates) rows *= 2;
  const memory = kernelMemory([
    ['a', KEEPS * width * 8],
    ['b', KEEPS * width * 8],
    ['out', width * 8],
    ['cand', rows * width * 8],
    ['start', (ROLLS + 1) * 4],
    ['list', MAX_FINAL_MOVES * 4],
  ]);
  kept = { memory, width, rows };
  return memory;
}

/** How a state's next rows are read: the row of the state a move leads to (by its value-table index). */
export type RowOf = (index: number) => Float64Array;

/**
 * dst[d0 + h] (h < L) = src[min(h + gain, last)]: a box's points move the next state's row down by what they
 * gain, and past its end the row is flat.
 */
function shifted(dst: Float64Array, d0: number, L: number, src: Float64Array, gain: number): void {
  const last = src.length - 1;
  const direct = Math.max(0, Math.min(L, last - gain + 1));
  const flat = src[last]!;
  for (let h = 0; h < direct; h++) dst[d0 + h] = src[h + gain]!;
  for (let h = direct; h < L; h++) dst[d0 + h] = flat;
}

/** Candidate slots of the state being worked, by next state and gain. */
const slots = new Map<number, number>();

/**
 * Fills the final-roll rows (a[r], r < ROLLS) of a state whose rows are L long, from its moves: each distinct
 * (next state, gain) written once as a candidate row, then the kernel takes every roll's best.
 */
function finalRows(L: number, w2: number, moves: FinalMoves, rowOf: RowOf): KernelMemory {
  const { start, next, gain } = moves;
  const count = start[ROLLS]!;
  slots.clear();
  for (let m = 0; m < count; m++) {
    const code = next[m]! * 4096 + gain[m]!;
    if (!slots.has(code)) slots.set(code, slots.size);
  }
  const memory = memoryFor(w2, slots.size);
  const { k, at, buf } = memory;
  const f64 = new Float64Array(buf);
  const list = new Int32Array(buf, at.list!, count);
  const c0 = at.cand! / 8;
  for (const [code, slot] of slots) {
    const row = c0 + slot * w2;
    shifted(f64, row, L, rowOf(Math.floor(code / 4096)), code % 4096);
    for (let h = L; h < w2; h++) f64[row + h] = 0;
  }
  for (let m = 0; m < count; m++) list[m] = slots.get(next[m]! * 4096 + gain[m]!)!;
  for (let r = 0; r < ROLLS; r++) {
    if (start[r] === start[r + 1]) throw new Error('a final roll with nowhere to go');
  }
  new Int32Array(buf, at.start!, ROLLS + 1).set(start.subarray(0, ROLLS + 1));
  k.bestCandidates(at.a!, at.cand!, at.start!, at.list!, w2);
  return memory;
}

/** A stand's row, shifted (scratch, grown as rows grow). */
let standRow = new Float64Array(64);

/**
 * Standing on the first roll where it writes more or wins at once (FinalMoves.stands): one more option of each
 * such roll's keep-all row with two rolls left (b0: where those rows start in f64), pointwise the larger.
 */
function standRows(
  L: number,
  w2: number,
  moves: FinalMoves,
  rowOf: RowOf,
  f64: Float64Array,
  b0: number,
): void {
  const n = moves.stands[0]!;
  if (n === 0) return;
  if (standRow.length < L) standRow = new Float64Array(w2);
  for (let m = 0; m < n; m++) {
    shifted(standRow, 0, L, rowOf(moves.standNext[m]!), moves.standGain[m]!);
    const row = b0 + moves.standRoll[m]! * w2;
    for (let h = 0; h < L; h++) if (standRow[h]! > f64[row + h]!) f64[row + h] = standRow[h]!;
  }
}

/**
 * The turn of a state whose rows are L long, up to two rolls left (the rows a player's options are read from).
 * The rows stay valid until the next call.
 */
export function turnRows(L: number, moves: FinalMoves, rowOf: RowOf): TurnRows {
  const w2 = (L + 1) & ~1;
  const memory = finalRows(L, w2, moves, rowOf);
  const { k, at } = memory;
  const f64 = new Float64Array(memory.buf);
  const A = at.a!;
  const B = at.b!;
  k.averageKeeps(A, at.child!, w2);
  k.bestSubKeeps(A, B, at.subStart!, at.sub!, w2);
  k.averageKeeps(B, at.child!, w2);
  standRows(L, w2, moves, rowOf, f64, B / 8);
  return {
    w2,
    oneLeft: (keep, h) => f64[A / 8 + keep * w2 + h]!,
    twoLeft: (keep, h) => f64[B / 8 + keep * w2 + h]!,
  };
}

/** A state's value row at the start of its turn (L long): the average over the first roll of the best keep. */
export function turnValue(L: number, moves: FinalMoves, rowOf: RowOf): Float64Array {
  const rows = turnRows(L, moves, rowOf);
  const memory = memoryFor(rows.w2, 0);
  const { k, at } = memory;
  k.bestSubKeeps(at.b!, at.a!, at.subStart!, at.sub!, rows.w2);
  k.rollAverage(at.a!, at.prob!, at.out!, rows.w2);
  return new Float64Array(memory.buf, at.out!, L).slice();
}
