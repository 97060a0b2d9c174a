// What the kernels share: the turn's stages (final rolls from a split list of open boxes, each keep's average,
// the best keep within each, the first roll's average), each open box's slots for one roll, a whole number
// kept as f64, a descriptor's word. The arithmetic is the TypeScript reference kernels' (reference/), in the
// same order, so both give bit-identical tables. Every array is passed as a byte address into linear memory;
// rows of lanes have an even stride `w2` (two lanes a vector).

import { BOX_WORDS, KEEPS, ROLLS, SIXTH, SPLIT_UPPER } from './kernel-layout.generated.as';

/** boxRollSlots' scratch: per open box, for the roll at hand, its points, candidates and index. */
export const BOX_ROLL: usize = memory.data(32 * 24, 16);

/** Word `word` (i32) of a descriptor at `at` (a distribution step's, a slot header's): an address or a number. */
export function field(at: usize, word: i32): usize {
  return <usize>load<i32>(at + ((<usize>word) << 2));
}

/** finalPlain with its open boxes split already: nl lower ones at `split`, nu upper ones at split + SPLIT_UPPER. */
export function finalPlainSplit(
  a: usize,
  split: usize,
  nl: i32,
  nu: i32,
  counts: usize,
  plain: usize,
  nPlain: i32,
  w2: i32,
): void {
  const stride = (<usize>w2) << 3;
  const lower = split;
  const upper = split + SPLIT_UPPER;
  for (let i = 0; i < nPlain; i++) {
    const r = load<i32>(plain + ((<usize>i) << 2));
    const at = (<usize>r) << 3;
    const row = a + <usize>r * stride;
    // Four boxes a pass: their points and candidate rows stay in registers across the lanes. The first pass
    // writes the row, the others take the larger.
    for (let b = 0; b < nl; b += 4) {
      const n = nl - b;
      const e = lower + ((<usize>b) << 3);
      const p0 = f64x2.splat(load<f64>(<usize>load<u32>(e) + at));
      const q0 = <usize>load<u32>(e + 4);
      const p1 = n > 1 ? f64x2.splat(load<f64>(<usize>load<u32>(e + 8) + at)) : p0;
      const q1 = n > 1 ? <usize>load<u32>(e + 12) : q0;
      const p2 = n > 2 ? f64x2.splat(load<f64>(<usize>load<u32>(e + 16) + at)) : p1;
      const q2 = n > 2 ? <usize>load<u32>(e + 20) : q1;
      const p3 = n > 3 ? f64x2.splat(load<f64>(<usize>load<u32>(e + 24) + at)) : p2;
      const q3 = n > 3 ? <usize>load<u32>(e + 28) : q2;
      if (b == 0) {
        for (let o: usize = 0; o < stride; o += 16) {
          const x = f64x2.pmax(f64x2.add(p0, v128.load(q0 + o)), f64x2.add(p1, v128.load(q1 + o)));
          const z = f64x2.pmax(f64x2.add(p2, v128.load(q2 + o)), f64x2.add(p3, v128.load(q3 + o)));
          v128.store(row + o, f64x2.pmax(x, z));
        }
      } else {
        for (let o: usize = 0; o < stride; o += 16) {
          const x = f64x2.pmax(f64x2.add(p0, v128.load(q0 + o)), f64x2.add(p1, v128.load(q1 + o)));
          const z = f64x2.pmax(f64x2.add(p2, v128.load(q2 + o)), f64x2.add(p3, v128.load(q3 + o)));
          v128.store(row + o, f64x2.pmax(v128.load(row + o), f64x2.pmax(x, z)));
        }
      }
    }
    // The upper boxes' blocks hold their points already: the row of the roll's count of the face, no sums.
    const count = counts + <usize>(r * 7) * 4;
    for (let b = 0; b < nu; b += 4) {
      const n = nu - b;
      const e = upper + ((<usize>b) << 3);
      const q0 = <usize>load<u32>(e + 4) + <usize>load<i32>(count + ((<usize>load<u32>(e)) << 2)) * stride;
      const q1 =
        n > 1
          ? <usize>load<u32>(e + 12) + <usize>load<i32>(count + ((<usize>load<u32>(e + 8)) << 2)) * stride
          : q0;
      const q2 =
        n > 2
          ? <usize>load<u32>(e + 20) + <usize>load<i32>(count + ((<usize>load<u32>(e + 16)) << 2)) * stride
          : q1;
      const q3 =
        n > 3
          ? <usize>load<u32>(e + 28) + <usize>load<i32>(count + ((<usize>load<u32>(e + 24)) << 2)) * stride
          : q2;
      if (nl == 0 && b == 0) {
        for (let o: usize = 0; o < stride; o += 16) {
          const x = f64x2.pmax(v128.load(q0 + o), v128.load(q1 + o));
          const z = f64x2.pmax(v128.load(q2 + o), v128.load(q3 + o));
          v128.store(row + o, f64x2.pmax(x, z));
        }
      } else {
        for (let o: usize = 0; o < stride; o += 16) {
          const x = f64x2.pmax(v128.load(q0 + o), v128.load(q1 + o));
          const z = f64x2.pmax(v128.load(q2 + o), v128.load(q3 + o));
          v128.store(row + o, f64x2.pmax(v128.load(row + o), f64x2.pmax(x, z)));
        }
      }
    }
  }
}

/** x[k] for keeps of fewer than five dice = the average of x over the six keeps one die larger. */
export function averageKeeps(x: usize, child: usize, w2: i32): void {
  const sixth = f64x2.splat(SIXTH);
  for (let k = ROLLS; k < KEEPS; k++) {
    const c = child + ((<usize>(k * 6)) << 2);
    const c0 = x + ((<usize>(load<i32>(c) * w2)) << 3);
    const c1 = x + ((<usize>(load<i32>(c + 4) * w2)) << 3);
    const c2 = x + ((<usize>(load<i32>(c + 8) * w2)) << 3);
    const c3 = x + ((<usize>(load<i32>(c + 12) * w2)) << 3);
    const c4 = x + ((<usize>(load<i32>(c + 16) * w2)) << 3);
    const c5 = x + ((<usize>(load<i32>(c + 20) * w2)) << 3);
    const row = x + ((<usize>(k * w2)) << 3);
    for (let j = 0; j < w2; j += 2) {
      const o = (<usize>j) << 3;
      let s = f64x2.add(v128.load(c0 + o), v128.load(c1 + o));
      s = f64x2.add(s, v128.load(c2 + o));
      s = f64x2.add(s, v128.load(c3 + o));
      s = f64x2.add(s, v128.load(c4 + o));
      s = f64x2.add(s, v128.load(c5 + o));
      v128.store(row + o, f64x2.mul(s, sixth));
    }
  }
}

/** y[k] = the best x over every keep within k, smallest keeps first (at most five sub-keeps each). */
export function bestSubKeeps(x: usize, y: usize, subStart: usize, sub: usize, w2: i32): void {
  const stride = (<usize>w2) << 3;
  for (let k = KEEPS - 1; k >= 0; k--) {
    const first = load<i32>(subStart + ((<usize>k) << 2));
    const n = load<i32>(subStart + ((<usize>(k + 1)) << 2)) - first;
    const xrow = x + <usize>k * stride;
    const yrow = y + <usize>k * stride;
    const subs = sub + ((<usize>first) << 2);
    const r0 = n > 0 ? y + <usize>load<i32>(subs) * stride : yrow;
    const r1 = n > 1 ? y + <usize>load<i32>(subs + 4) * stride : r0;
    const r2 = n > 2 ? y + <usize>load<i32>(subs + 8) * stride : r1;
    const r3 = n > 3 ? y + <usize>load<i32>(subs + 12) * stride : r2;
    const r4 = n > 4 ? y + <usize>load<i32>(subs + 16) * stride : r3;
    if (n == 0) {
      for (let o: usize = 0; o < stride; o += 16) v128.store(yrow + o, v128.load(xrow + o));
    } else if (n <= 2) {
      for (let o: usize = 0; o < stride; o += 16) {
        const v = f64x2.pmax(v128.load(xrow + o), v128.load(r0 + o));
        v128.store(yrow + o, f64x2.pmax(v, v128.load(r1 + o)));
      }
    } else if (n == 3) {
      for (let o: usize = 0; o < stride; o += 16) {
        const v = f64x2.pmax(v128.load(xrow + o), v128.load(r0 + o));
        v128.store(yrow + o, f64x2.pmax(v, f64x2.pmax(v128.load(r1 + o), v128.load(r2 + o))));
      }
    } else {
      // Four or five sub-keeps (r4 repeats r3 when there are four).
      for (let o: usize = 0; o < stride; o += 16) {
        const v = f64x2.pmax(v128.load(xrow + o), v128.load(r0 + o));
        const w = f64x2.pmax(v128.load(r1 + o), v128.load(r2 + o));
        const z = f64x2.pmax(v128.load(r3 + o), v128.load(r4 + o));
        v128.store(yrow + o, f64x2.pmax(v, f64x2.pmax(w, z)));
      }
    }
  }
}

/**
 * out[j] = the average of a over the first roll of five dice. Four vectors of lanes at a time, their sums held
 * in registers over the rolls (each lane still adds its rolls in order, so the sums are the same to the bit).
 */
export function rollAverage(a: usize, prob: usize, out: usize, w2: i32): void {
  const stride = (<usize>w2) << 3;
  let o: usize = 0;
  for (; o + 64 <= stride; o += 64) {
    let s0 = f64x2.splat(0.0);
    let s1 = f64x2.splat(0.0);
    let s2 = f64x2.splat(0.0);
    let s3 = f64x2.splat(0.0);
    let row = a + o;
    for (let r = 0; r < ROLLS; r++) {
      const p = f64x2.splat(load<f64>(prob + ((<usize>r) << 3)));
      s0 = f64x2.add(s0, f64x2.mul(p, v128.load(row)));
      s1 = f64x2.add(s1, f64x2.mul(p, v128.load(row + 16)));
      s2 = f64x2.add(s2, f64x2.mul(p, v128.load(row + 32)));
      s3 = f64x2.add(s3, f64x2.mul(p, v128.load(row + 48)));
      row += stride;
    }
    v128.store(out + o, s0);
    v128.store(out + o + 16, s1);
    v128.store(out + o + 32, s2);
    v128.store(out + o + 48, s3);
  }
  for (; o < stride; o += 16) {
    let sum = f64x2.splat(0.0);
    let row = a + o;
    for (let r = 0; r < ROLLS; r++) {
      sum = f64x2.add(sum, f64x2.mul(f64x2.splat(load<f64>(prob + ((<usize>r) << 3))), v128.load(row)));
      row += stride;
    }
    v128.store(out + o, sum);
  }
}

/** Per open box, for final roll r (BOX_ROLL): its points, where its candidates start, its index (as f64). */
export function boxRollSlots(
  r: i32,
  boxes: usize,
  m: i32,
  pts: usize,
  counts: usize,
  cand: usize,
  w2: i32,
): void {
  for (let b = 0; b < m; b++) {
    const box = load<i32>(boxes + ((<usize>(b * BOX_WORDS)) << 2));
    const face = load<i32>(boxes + ((<usize>(b * BOX_WORDS + 1)) << 2));
    const block = load<i32>(boxes + ((<usize>(b * BOX_WORDS + 2)) << 2));
    const at = BOX_ROLL + <usize>b * 24;
    store<f64>(at, face == 0 ? load<f64>(pts + ((<usize>(box * ROLLS + r)) << 3)) : 0.0);
    const from = face == 0 ? block : block + load<i32>(counts + ((<usize>(r * 7 + face)) << 2)) * w2;
    store<usize>(at + 8, cand + ((<usize>from) << 3));
    store<f64>(at + 16, <f64>b);
  }
}

/**
 * A whole number kept as f64 (0 <= x < 2^31: a choice or a keep's code) as i32: added to 2^52, its low bits
 * are the number, fewer steps than a checked conversion.
 */
export function wholeOf(x: f64): i32 {
  return <i32>reinterpret<i64>(x + 4503599627370496.0);
}
