// A solve's whole groups in WebAssembly (as/table-group.as.ts, solveTableGroup): the value table lives in one shared
// WebAssembly memory beside the dice and layout tables and a scratch slot per solve thread, and every thread
// runs its own instance of the kernel over it. TypeScript is left the few numbers per open box and five-alike
// move that ask the layout or the rules (where the next group starts, which upper move, the joker rule); every
// loop over lanes runs in the kernel. Results are bit-identical to the reference (reference/turn-kernel.ts).
//
// The memory starts with a page the kernel's own statics may use, then a directory (below) from which a
// thread that is handed the memory (a worker, by postMessage) finds everything and claims its slot.

import { diceTables, KEEPS } from '../layout/dice-tables';
import { yachtMovesInto, type YachtMoves } from '../layout/five-alike';
import { flagAfter, groupLanes, groupStart, mostLanes, upperMove, type SolverLayout } from '../layout/layout';
import { TABLE_KERNEL_WASM } from './kernel-bytes.generated';
import { diceTableSizes, writeDiceTables } from './wasm-kernel';
import type { GroupSolver } from '../kernel-types';
import type { TableKernelExports } from './kernel-exports.generated';
import {
  H_A,
  H_B,
  H_BONUS,
  H_CAND,
  H_CHILD,
  H_COUNTS,
  H_MOVE_BASE,
  H_MOVE_EXTRA,
  H_MOVE_POINTS,
  H_MOVE_START,
  H_MOVE_UPPER,
  H_NEXT,
  H_OPEN,
  H_OUT,
  H_PLAIN,
  H_PLAIN_COUNT,
  H_PROB,
  H_PTS,
  H_SPLIT,
  H_SUB,
  H_SUB_START,
  H_TABLE,
  H_YACHT_ROLL,
  HEADER_WORDS,
  MAX_BOXES,
  OPEN_WORDS,
  SHARED_WORDS,
  SPLIT_BYTES,
} from '../kernel-layout.generated';

/** A shared WebAssembly memory, as much of it as this module uses. */
export interface TableMemory {
  readonly buffer: SharedArrayBuffer;
}

interface WasmApi {
  readonly Memory: new (d: { initial: number; maximum: number; shared: boolean }) => TableMemory;
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object, imports: object) => { readonly exports: unknown };
}

const PAGE = 65536;
/** The directory, in 32-bit words from byte PAGE. */
const DIR_CLAIMED = 0;
const DIR_SLOTS = 1;
const DIR_FIRST_SLOT = 2;
const DIR_SLOT_BYTES = 3;
const DIR_LAYOUT_SIZE = 4;
/** Words 5 .. 5 + SHARED_WORDS - 1: a slot header's first words (the same for every thread). */
const DIR_SHARED = 5;
const DIR_BYTES = 4 * (DIR_SHARED + SHARED_WORDS);

/** A slot: its header (the H_ words of kernel-layout.json: SHARED_WORDS shared addresses, then the slot's own),
 *  then these. */
const MAX_MOVES = MAX_BOXES * 6;

function align(bytes: number): number {
  return Math.ceil(bytes / 16) * 16;
}

/** Byte offsets within a slot, and its size, for rows of w2 lanes. */
function slotPlan(w2: number) {
  const parts: [string, number][] = [
    ['header', HEADER_WORDS * 4],
    ['open', MAX_BOXES * OPEN_WORDS * 4],
    ['moveStart', 7 * 4],
    ['movePoints', MAX_MOVES * 8],
    ['moveUpper', MAX_MOVES * 4],
    ['moveBase', MAX_MOVES * 4],
    ['moveExtra', 6 * 8],
    ['split', SPLIT_BYTES],
    ['cand', MAX_BOXES * 6 * w2 * 8],
    ['a', KEEPS * w2 * 8],
    ['b', KEEPS * w2 * 8],
    ['out', w2 * 8],
  ];
  const at: Record<string, number> = {};
  let used = 0;
  for (const [name, bytes] of parts) {
    at[name] = used;
    used += align(bytes);
  }
  return { at, bytes: used };
}

function wasmApi(): WasmApi | null {
  return (globalThis as unknown as { WebAssembly?: WasmApi }).WebAssembly ?? null;
}

/** The table kernel's compiled module (once per thread), or null where shared WebAssembly memory is unavailable. */
let compiled: object | null | undefined;
function tableModule(api: WasmApi): object | null {
  if (compiled === undefined) {
    try {
      compiled = new api.Module(TABLE_KERNEL_WASM);
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** Whether the table kernel is compiled in this thread (compiling it now): false where it cannot be. */
export function tableKernelCompiled(): boolean {
  const api = wasmApi();
  return api !== null && tableModule(api) !== null;
}

/** A value table in a fresh shared memory: the memory (to hand to the other threads) and the table in it. */
export interface TableInMemory {
  readonly memory: TableMemory;
  readonly values: Float64Array;
}

/**
 * A shared memory for solving this layout on `threads` threads (each attaches with tableSolver), its table
 * zeroed; null where this runtime has no shared WebAssembly memory or the table would not fit.
 */
export function createTableMemory(layout: SolverLayout, threads: number): TableInMemory | null {
  const api = wasmApi();
  if (!api || layout.boxCount > MAX_BOXES || !tableModule(api)) return null;
  const w2 = (mostLanes(layout) + 1) & ~1;
  const slot = slotPlan(w2);
  const tables: (readonly [string, number])[] = [
    ['next', layout.upperNext.length * 4],
    ['bonus', layout.upperBonus.length * 8],
    ['pts', layout.points.length * 8],
    ...diceTableSizes(),
  ];
  const at: Record<string, number> = {};
  let used = PAGE + align(DIR_BYTES);
  for (const [name, bytes] of tables) {
    at[name] = used;
    used += align(bytes);
  }
  const firstSlot = used;
  used += slot.bytes * threads;
  const valuesAt = used;
  // And a vector's width past it: the kernel reads an odd group's lanes two at a time (one past its last).
  used += layout.size * 8 + 16;
  const pages = Math.ceil(used / PAGE);
  if (pages > 65536) return null;
  let memory: TableMemory;
  try {
    memory = new api.Memory({ initial: pages, maximum: pages, shared: true });
  } catch {
    return null;
  }
  const buf = memory.buffer;
  new Int32Array(buf, at.next, layout.upperNext.length).set(layout.upperNext);
  new Float64Array(buf, at.bonus, layout.upperBonus.length).set(layout.upperBonus);
  new Float64Array(buf, at.pts, layout.points.length).set(layout.points);
  writeDiceTables(buf, at);
  const dir = new Int32Array(buf, PAGE, DIR_SHARED + SHARED_WORDS);
  dir[DIR_SLOTS] = threads;
  dir[DIR_FIRST_SLOT] = firstSlot;
  dir[DIR_SLOT_BYTES] = slot.bytes;
  dir[DIR_LAYOUT_SIZE] = layout.size;
  const shared = dir.subarray(DIR_SHARED, DIR_SHARED + SHARED_WORDS);
  shared[H_TABLE] = valuesAt;
  shared[H_NEXT] = at.next!;
  shared[H_BONUS] = at.bonus!;
  shared[H_CHILD] = at.child!;
  shared[H_SUB_START] = at.subStart!;
  shared[H_SUB] = at.sub!;
  shared[H_PROB] = at.prob!;
  shared[H_COUNTS] = at.counts!;
  shared[H_PLAIN] = at.plain!;
  shared[H_PLAIN_COUNT] = diceTables().plainRolls.length;
  shared[H_YACHT_ROLL] = at.yachtRoll!;
  shared[H_PTS] = at.pts!;
  return { memory, values: new Float64Array(buf, valuesAt, layout.size) };
}

/** The table a thread was handed, as a Float64Array over its memory. */
export function tableValues(memory: TableMemory): Float64Array {
  const dir = new Int32Array(memory.buffer, PAGE, DIR_SHARED + SHARED_WORDS);
  return new Float64Array(memory.buffer, dir[DIR_SHARED + H_TABLE]!, dir[DIR_LAYOUT_SIZE]!);
}

/** Solvers attached by this thread, by the memory's buffer (a value table's own buffer finds its solver). */
const attached = new WeakMap<ArrayBufferLike, GroupSolver>();

/** This thread's solver over a table memory made for `layout`: the first call claims a slot in it. */
export function tableSolver(layout: SolverLayout, memory: TableMemory): GroupSolver {
  const kept = attached.get(memory.buffer);
  if (kept) return kept;
  const api = wasmApi();
  const module = api && tableModule(api);
  if (!api || !module) throw new Error('this runtime has no shared WebAssembly memory');
  const buf = memory.buffer;
  const dir = new Int32Array(buf, PAGE, DIR_SHARED + SHARED_WORDS);
  if (dir[DIR_LAYOUT_SIZE] !== layout.size) throw new Error('the table memory was made for other rules');
  const slot = Atomics.add(dir, DIR_CLAIMED, 1);
  if (slot >= dir[DIR_SLOTS]!) throw new Error(`the table memory has ${dir[DIR_SLOTS]} slots, all taken`);
  const k = new api.Instance(module, { env: { memory } }).exports as TableKernelExports;
  const w2 = (mostLanes(layout) + 1) & ~1;
  const { at } = slotPlan(w2);
  const base = dir[DIR_FIRST_SLOT]! + slot * dir[DIR_SLOT_BYTES]!;
  const header = new Int32Array(buf, base, HEADER_WORDS);
  header.set(dir.subarray(DIR_SHARED, DIR_SHARED + SHARED_WORDS));
  const own: readonly (readonly [number, string])[] = [
    [H_OPEN, 'open'],
    [H_MOVE_START, 'moveStart'],
    [H_MOVE_POINTS, 'movePoints'],
    [H_MOVE_UPPER, 'moveUpper'],
    [H_MOVE_BASE, 'moveBase'],
    [H_MOVE_EXTRA, 'moveExtra'],
    [H_SPLIT, 'split'],
    [H_CAND, 'cand'],
    [H_A, 'a'],
    [H_B, 'b'],
    [H_OUT, 'out'],
  ];
  for (const [word, name] of own) header[word] = base + at[name]!;
  const open = new Int32Array(buf, base + at.open!, MAX_BOXES * OPEN_WORDS);
  const moves: YachtMoves = {
    start: new Int32Array(buf, base + at.moveStart!, 7),
    box: new Int32Array(MAX_MOVES),
    points: new Float64Array(buf, base + at.movePoints!, MAX_MOVES),
    upper: new Int32Array(buf, base + at.moveUpper!, MAX_MOVES),
    base: new Int32Array(buf, base + at.moveBase!, MAX_MOVES),
    extra: new Float64Array(buf, base + at.moveExtra!, 6),
  };
  const { boxCount, upperFace } = layout;
  const solver: GroupSolver = {
    solveGroup(_values, s, y) {
      let m = 0;
      for (let box = 0; box < boxCount; box++) {
        if (s & (1 << box)) continue;
        const e = m++ * OPEN_WORDS;
        const face = upperFace[box]!;
        const s2 = s | (1 << box);
        open[e] = box;
        open[e + 1] = face;
        if (face === 0) {
          open[e + 2] = groupStart(layout, s2, flagAfter(layout, box, 0, y));
          continue;
        }
        open[e + 2] = groupStart(layout, s2, y);
        for (let c = 0; c <= 5; c++) open[e + 3 + c] = upperMove(layout, s, face, c);
      }
      yachtMovesInto(layout, s, y, moves);
      k.solveTableGroup(base, m, groupLanes(layout, s), groupStart(layout, s, y));
    },
  };
  attached.set(buf, solver);
  return solver;
}

/** The solver this thread attached to the memory that holds `values`, if any. */
export function attachedSolver(values: Float64Array): GroupSolver | undefined {
  return attached.get(values.buffer);
}
