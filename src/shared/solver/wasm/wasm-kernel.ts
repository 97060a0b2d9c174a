// The WebAssembly SIMD kernel (as/kernel.as.ts) in a memory of its own: a player's turn plan, the Perfect bot's
// keep choices, and the group solver of a table outside a table memory (where the runtime has no shared
// WebAssembly memory, or the caller gives its own array; a solve's table is in one: table-kernel.ts). Here the
// bookkeeping that touches rules or the value table (candidate blocks, written straight into the kernel's memory
// by the shared builder; five-alike rolls) stays in TypeScript. Results are bit-identical to the reference
// kernel (reference/turn-kernel.ts).

import { createCandidateBlocks, fillCandidates, type CandidateBlocks } from '../layout/candidates';
import { diceTables, KEEPS, ROLLS } from '../layout/dice-tables';
import {
  createYachtMoves,
  fillYachtRows,
  keptYachtMoves,
  yachtMovesInto,
  type YachtMoves,
} from '../layout/five-alike';
import { groupLanes, groupStart, oncePerLayout, type SolverLayout } from '../layout/layout';
import { KERNEL_WASM } from './kernel-bytes.generated';
import type { KernelExports } from './kernel-exports.generated';
import { BOX_WORDS, KEEP_CODE, MAX_BOXES, MAX_LANES } from '../kernel-layout.generated';
import type { KeepOrder } from '../layout/keep-order';
import type { GroupSolver, TurnPlanner } from '../kernel-types';

interface WasmGlobal {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object, imports: object) => { readonly exports: unknown };
}

const PAGE = 65536;

/** The runtime's WebAssembly API (Node >= 20.19 and Electron have it, with SIMD). */
function wasmApi(): WasmGlobal {
  const api = (globalThis as { WebAssembly?: WasmGlobal }).WebAssembly;
  if (!api) throw new Error('the solver needs WebAssembly (Node >= 20.19 or Electron)');
  return api;
}

/** Refuses a layout with more boxes than the kernels' fixed-size arrays hold (no rule set has that many). */
export function checkBoxes(layout: SolverLayout): void {
  if (layout.boxCount > MAX_BOXES) throw new Error(`the solver's kernels take at most ${MAX_BOXES} boxes`);
}

/** A kernel instance and the byte address of each of its arrays (laid out after the first page). */
export interface KernelMemory {
  readonly k: KernelExports;
  readonly at: Readonly<Record<string, number>>;
  readonly buf: ArrayBuffer;
  /** Views of one array of the plan. */
  f64(name: string, n: number): Float64Array;
  i32(name: string, n: number): Int32Array;
}

/**
 * A fresh kernel instance with room for `sizes` (name, bytes) and the dice tables every kernel reads (child,
 * subStart, sub, prob, counts, plain, yachtRoll) written in.
 */
export function kernelMemory(sizes: readonly (readonly [string, number])[]): KernelMemory {
  const api = wasmApi();
  const k = new api.Instance(new api.Module(KERNEL_WASM), {}).exports as KernelExports;
  const all: (readonly [string, number])[] = [...diceTableSizes(), ...sizes];
  const at: Record<string, number> = {};
  let next = PAGE;
  for (const [name, bytes] of all) {
    at[name] = next;
    next += Math.ceil(bytes / 16) * 16;
  }
  const have = k.memory.buffer.byteLength;
  if (next > have) k.memory.grow(Math.ceil((next - have) / PAGE));
  const buf = k.memory.buffer;
  const memory: KernelMemory = {
    k,
    at,
    buf,
    f64: (name, n) => new Float64Array(buf, at[name], n),
    i32: (name, n) => new Int32Array(buf, at[name], n),
  };
  writeDiceTables(buf, at);
  return memory;
}

/** The dice tables every kernel reads (name, bytes): keep children, sub-keeps, roll odds, face counts, rolls. */
export function diceTableSizes(): (readonly [string, number])[] {
  const t = diceTables();
  return [
    ['child', KEEPS * 6 * 4],
    ['subStart', (KEEPS + 1) * 4],
    ['sub', t.sub.length * 4],
    ['prob', ROLLS * 8],
    ['counts', ROLLS * 7 * 4],
    ['plain', t.plainRolls.length * 4],
    ['yachtRoll', 7 * 4],
  ];
}

/** Writes the tables of diceTableSizes into kernel memory at their byte addresses. */
export function writeDiceTables(buf: ArrayBufferLike, at: Readonly<Record<string, number>>): void {
  const t = diceTables();
  const i32 = (name: string, n: number): Int32Array => new Int32Array(buf, at[name], n);
  i32('child', KEEPS * 6).set(t.child);
  i32('subStart', KEEPS + 1).set(t.subStart);
  i32('sub', t.sub.length).set(t.sub);
  new Float64Array(buf, at.prob, ROLLS).set(t.rollProbability);
  const counts = i32('counts', ROLLS * 7);
  t.counts.forEach((c, r) => c.forEach((n, f) => (counts[r * 7 + f] = n)));
  i32('plain', t.plainRolls.length).set(t.plainRolls);
  i32('yachtRoll', 7).set(t.yachtRoll);
}

/** Each keep's code, rank × KEEP_CODE + keep, for the ranked kernels: ranks compare as ranks and name their keep. */
export function keepCodes(order: KeepOrder): Float64Array {
  return Float64Array.from(order.rank, (rank, keep) => rank * KEEP_CODE + keep);
}

/** The open boxes as the kernel reads them: (box index, upper face or 0, block offset) each; returns how many. */
export function writeBoxes(layout: SolverLayout, blocks: CandidateBlocks, boxes: Int32Array): number {
  const m = blocks.count;
  for (let b = 0; b < m; b++) {
    const box = blocks.open[b]!;
    boxes[b * BOX_WORDS] = box;
    boxes[b * BOX_WORDS + 1] = layout.upperFace[box]!;
    boxes[b * BOX_WORDS + 2] = blocks.blockOf[b]!;
  }
  return m;
}

/** The SIMD kernel's solver for this layout (made once per layout). */
export const wasmSolverFor = oncePerLayout(createWasmGroupSolver);

/** A group solver and one lane's turn on the SIMD kernel for this layout. */
export function createWasmGroupSolver(layout: SolverLayout): GroupSolver & TurnPlanner {
  checkBoxes(layout);
  const memory = kernelMemory([
    ['pts', layout.boxCount * ROLLS * 8],
    ['boxes', MAX_BOXES * BOX_WORDS * 4],
    ['cand', MAX_BOXES * 6 * MAX_LANES * 8],
    ['a', KEEPS * MAX_LANES * 8],
    ['b', KEEPS * MAX_LANES * 8],
    ['out', MAX_LANES * 8],
    ['top', KEEPS * 16],
    ['topKeep', KEEPS * 16],
    ['next', KEEPS * 16],
    ['choices', 2 * ROLLS * 2],
  ]);
  const { k, at, buf } = memory;
  const plainList = diceTables().plainRolls;
  memory.f64('pts', layout.boxCount * ROLLS).set(layout.points);
  const boxes = memory.i32('boxes', MAX_BOXES * BOX_WORDS);
  const cand = memory.f64('cand', MAX_BOXES * 6 * MAX_LANES);
  const out = memory.f64('out', MAX_LANES);
  const choices = new Uint16Array(buf, at.choices!, 2 * ROLLS);
  const f64 = new Float64Array(buf);
  const blocks = createCandidateBlocks(MAX_BOXES);
  /** The yacht moves of the group being solved (one group at a time). */
  const groupMoves = createYachtMoves();
  const A = at.a!;
  const B = at.b!;

  /** The reference kernel's turnStages up to two rolls left, for lanes j0..j0+W-1 (rows of w2 in A, then B). */
  const twoStages = (
    values: Float64Array,
    s: number,
    y: number,
    j0: number,
    W: number,
    w2: number,
    moves: YachtMoves,
  ): void => {
    fillCandidates(layout, 'value', values, s, y, j0, W, w2, cand, blocks);
    const m = writeBoxes(layout, blocks, boxes);
    if (W === 1) k.finalPlainOne(A, at.cand!, at.boxes!, m, at.pts!, at.counts!);
    else {
      k.finalPlain(A, at.cand!, at.boxes!, m, at.pts!, at.counts!, at.plain!, plainList.length, w2);
    }
    fillYachtRows(layout, values, s, y, j0, W, f64, A / 8, w2, undefined, undefined, moves);
    k.averageKeeps(A, at.child!, w2);
    k.bestSubKeeps(A, B, at.subStart!, at.sub!, w2);
    k.averageKeeps(B, at.child!, w2);
  };

  return {
    solveGroup(values, s, y) {
      const W = groupLanes(layout, s);
      const w2 = (W + 1) & ~1;
      twoStages(values, s, y, 0, W, w2, yachtMovesInto(layout, s, y, groupMoves));
      k.bestSubKeeps(B, A, at.subStart!, at.sub!, w2);
      k.rollAverage(A, at.prob!, at.out!, w2);
      const o = groupStart(layout, s, y);
      for (let j = 0; j < W; j++) values[o + j] = out[j]!;
    },
    planTurn(values, s, y, lane, oneLeft, twoLeft) {
      // One lane in a vector of two (the other zero).
      twoStages(values, s, y, lane, 1, 2, keptYachtMoves(layout, s, y));
      const a = A / 8;
      const b = B / 8;
      for (let i = 0; i < KEEPS; i++) {
        oneLeft[i] = f64[a + 2 * i]!;
        twoLeft[i] = f64[b + 2 * i]!;
      }
    },
    planChoices(values, s, y, lane, into, tied) {
      twoStages(values, s, y, lane, 1, 2, keptYachtMoves(layout, s, y));
      k.chooseKeeps(A, B, 2, at.subStart!, at.sub!, at.top!, at.topKeep!, at.next!, at.choices!, tied);
      into.set(choices);
    },
  };
}
