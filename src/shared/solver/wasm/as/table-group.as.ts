// A whole group of a solve, in a value table held in this memory. The shared build (--importMemory
// --sharedMemory): every thread of a solve runs its own instance over one memory that holds the value table,
// the dice and layout tables and one scratch slot per thread (wasm/table-kernel.ts lays it out). A thread's
// slot starts with its header (the H_ words of kernel-layout.json), read with `field`. Nothing here touches
// the own-memory build's static scratch (solve.as.ts's SPLIT, shared.as.ts's BOX_ROLL).

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
  OPEN_WORDS,
  ROLLS,
  SPLIT_UPPER,
} from './kernel-layout.generated.as';
import { averageKeeps, bestSubKeeps, field, finalPlainSplit, rollAverage } from './shared.as';

/** Lanes W .. w2 - 1 of a row are 0 (a vector's second lane past the group's last). */
function padRow(row: usize, W: i32, w2: i32): void {
  if (W < w2) store<f64>(row + ((<usize>W) << 3), 0.0);
}

/**
 * out[j] = points + bonus[j] + from[next[j]] for the W lanes of an upper move (added in that order, as
 * candidates.ts and five-alike.ts do), two lanes a vector; an odd last lane alone, as next[W] is another move's.
 */
function upperLanes(out: usize, from: usize, next: usize, bonus: usize, points: f64, W: i32): void {
  const p = f64x2.splat(points);
  const pairs = <usize>(W & ~1);
  for (let j: usize = 0; j < pairs; j += 2) {
    const v0 = load<f64>(from + ((<usize>load<i32>(next + (j << 2))) << 3));
    const v1 = load<f64>(from + ((<usize>load<i32>(next + (j << 2) + 4)) << 3));
    const v = f64x2.replace_lane(f64x2.splat(v0), 1, v1);
    v128.store(out + (j << 3), f64x2.add(f64x2.add(p, v128.load(bonus + (j << 3))), v));
  }
  if (W & 1) {
    const j = pairs;
    const v = load<f64>(from + ((<usize>load<i32>(next + (j << 2))) << 3));
    store<f64>(out + (j << 3), points + load<f64>(bonus + (j << 3)) + v);
  }
}

/**
 * The candidate blocks of the group (candidates.ts, 'value'), straight from the table: a lower box's block is
 * its successor group's lanes; an upper box's six blocks are face × c + bonus + the lane the move leads to.
 * Fills the split list finalPlainSplit reads; returns the lower boxes' count | the upper boxes' << 8.
 */
function tableCandidates(hdr: usize, m: i32, W: i32, w2: i32): i32 {
  const table = field(hdr, H_TABLE);
  const next = field(hdr, H_NEXT);
  const bonus = field(hdr, H_BONUS);
  const pts = field(hdr, H_PTS);
  const open = field(hdr, H_OPEN);
  const split = field(hdr, H_SPLIT);
  const stride = (<usize>w2) << 3;
  let used = field(hdr, H_CAND);
  let nl = 0;
  let nu = 0;
  for (let b = 0; b < m; b++) {
    const e = open + <usize>(b * OPEN_WORDS * 4);
    const box = load<i32>(e);
    const face = load<i32>(e + 4);
    const from = table + ((<usize>load<i32>(e + 8)) << 3);
    if (face == 0) {
      store<u32>(split + ((<usize>(nl * 2)) << 2), <u32>(pts + ((<usize>(box * ROLLS)) << 3)));
      store<u32>(split + ((<usize>(nl * 2 + 1)) << 2), <u32>used);
      nl++;
      // A vector at a time (memory.copy calls out of the kernel: dearer for a row this short).
      for (let o: usize = 0; o < stride; o += 16) v128.store(used + o, v128.load(from + o));
      padRow(used, W, w2);
      used += stride;
      continue;
    }
    store<u32>(split + SPLIT_UPPER + ((<usize>(nu * 2)) << 2), <u32>face);
    store<u32>(split + SPLIT_UPPER + ((<usize>(nu * 2 + 1)) << 2), <u32>used);
    nu++;
    for (let c = 0; c <= 5; c++) {
      const k = <usize>load<i32>(e + 12 + <usize>(c * 4));
      const points = <f64>(face * c);
      upperLanes(used, from, next + (k << 2), bonus + (k << 3), points, W);
      padRow(used, W, w2);
      used += stride;
    }
  }
  return nl | (nu << 8);
}

/**
 * The rows of five alike (five-alike.ts fillYachtRows, from the group's yacht moves as yachtMovesInto wrote
 * them into this thread's slot): the best of every legal box, extra-yacht points added.
 */
function tableYachtRows(hdr: usize, W: i32, w2: i32): void {
  const table = field(hdr, H_TABLE);
  const next = field(hdr, H_NEXT);
  const bonus = field(hdr, H_BONUS);
  const a = field(hdr, H_A);
  const yachtRoll = field(hdr, H_YACHT_ROLL);
  const start = field(hdr, H_MOVE_START);
  const points = field(hdr, H_MOVE_POINTS);
  const upper = field(hdr, H_MOVE_UPPER);
  const bases = field(hdr, H_MOVE_BASE);
  const extras = field(hdr, H_MOVE_EXTRA);
  const out = field(hdr, H_OUT);
  const stride = (<usize>w2) << 3;
  for (let f = 1; f <= 6; f++) {
    const row = a + <usize>load<i32>(yachtRoll + ((<usize>f) << 2)) * stride;
    for (let o: usize = 0; o < stride; o += 16) v128.store(row + o, f64x2.splat(-Infinity));
    const x = f64x2.splat(load<f64>(extras + ((<usize>(f - 1)) << 3)));
    const end = load<i32>(start + ((<usize>f) << 2));
    for (let i = load<i32>(start + ((<usize>(f - 1)) << 2)); i < end; i++) {
      const p = load<f64>(points + ((<usize>i) << 3));
      const from = table + ((<usize>load<i32>(bases + ((<usize>i) << 2))) << 3);
      const k = load<i32>(upper + ((<usize>i) << 2));
      // The move's lanes (points, bonus and the value it leads to) into the scratch row `out`, then the extra
      // yacht and the larger: v > row keeps the row on a tie, as pmax(row, v) does.
      if (k < 0) {
        const pv = f64x2.splat(p);
        for (let o: usize = 0; o < stride; o += 16) v128.store(out + o, f64x2.add(pv, v128.load(from + o)));
      } else {
        upperLanes(out, from, next + ((<usize>k) << 2), bonus + ((<usize>k) << 3), p, W);
      }
      for (let o: usize = 0; o < stride; o += 16) {
        const v = f64x2.add(x, v128.load(out + o));
        v128.store(row + o, f64x2.pmax(v128.load(row + o), v));
      }
    }
    // An odd group's last vector took a lane that is not its own (the next group's, or whatever was there).
    padRow(row, W, w2);
  }
}

/**
 * Solves group (S, y) of W lanes into the table at value index `outAt`: the caller has written its m open
 * boxes (OPEN_WORDS each) and its yacht moves into this thread's slot, whose header is at `hdr`. The same
 * stages as wasm-kernel.ts's solveGroup, so the same values to the bit.
 */
export function solveTableGroup(hdr: usize, m: i32, W: i32, outAt: i32): void {
  const w2 = (W + 1) & ~1;
  const a = field(hdr, H_A);
  const b = field(hdr, H_B);
  const child = field(hdr, H_CHILD);
  const subStart = field(hdr, H_SUB_START);
  const sub = field(hdr, H_SUB);
  const split = tableCandidates(hdr, m, W, w2);
  const counts = field(hdr, H_COUNTS);
  finalPlainSplit(
    a,
    field(hdr, H_SPLIT),
    split & 255,
    split >> 8,
    counts,
    field(hdr, H_PLAIN),
    <i32>field(hdr, H_PLAIN_COUNT),
    w2,
  );
  tableYachtRows(hdr, W, w2);
  averageKeeps(a, child, w2);
  bestSubKeeps(a, b, subStart, sub, w2);
  averageKeeps(b, child, w2);
  bestSubKeeps(b, a, subStart, sub, w2);
  const out = field(hdr, H_OUT);
  rollAverage(a, field(hdr, H_PROB), out, w2);
  const to = field(hdr, H_TABLE) + ((<usize>outAt) << 3);
  const pairs = (<usize>(W & ~1)) << 3;
  for (let o: usize = 0; o < pairs; o += 16) v128.store(to + o, v128.load(out + o));
  if (W & 1) store<f64>(to + pairs, load<f64>(out + pairs));
}
