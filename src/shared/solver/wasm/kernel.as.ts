// The solver's hot loops in AssemblyScript, compiled to WebAssembly with 128-bit SIMD (two lanes of f64 a
// step). Same arithmetic, in the same order, as kernel.ts, so both give bit-identical tables. Every array is
// passed as a byte address into linear memory; rows of lanes have an even stride `w2` (two lanes a vector).
// Built by scripts/build-wasm.mjs; not part of the TypeScript program.

const SIXTH: f64 = 1.0 / 6.0;
const ROLLS: i32 = 252;
const KEEPS: i32 = 462;
/** A keep's code in the ranked kernels: rank × KEEP_CODE + keep (wasm/wasm-policy.ts writes them). */
const KEEP_CODE: i32 = 512;
/** bestPlainBoxes' scratch: per open box, for the roll at hand, its points, candidates and index. */
const BOX_ROLL: usize = memory.data(32 * 24, 16);

/**
 * finalPlain's open boxes, split: the lower ones (where their points row starts in pts, where their block
 * starts) from 0, the upper ones (face, where their block starts) from 128; addresses in bytes.
 */
const SPLIT: usize = memory.data(256, 16);

/**
 * Final rolls that are not five alike: a[r] = max over the m open boxes of points + candidate block.
 * boxes: m × (box index, face, block offset in f64s); pts: box × ROLLS natural points; counts: roll × 7.
 * Lower boxes first, then upper ones, whose blocks hold their points already (no sum to make): a maximum does
 * not depend on the order it is taken in (no NaN and no negative zero among the values), so the rows are the
 * TypeScript kernel's to the bit.
 */
export function finalPlain(
  a: usize,
  cand: usize,
  boxes: usize,
  m: i32,
  pts: usize,
  counts: usize,
  plain: usize,
  nPlain: i32,
  w2: i32,
): void {
  let nl = 0;
  let nu = 0;
  for (let b = 0; b < m; b++) {
    const box = load<i32>(boxes + ((<usize>(b * 3)) << 2));
    const face = load<i32>(boxes + ((<usize>(b * 3 + 1)) << 2));
    const block = cand + ((<usize>load<i32>(boxes + ((<usize>(b * 3 + 2)) << 2))) << 3);
    if (face == 0) {
      store<u32>(SPLIT + ((<usize>(nl * 2)) << 2), <u32>(pts + ((<usize>(box * ROLLS)) << 3)));
      store<u32>(SPLIT + ((<usize>(nl * 2 + 1)) << 2), <u32>block);
      nl++;
    } else {
      store<u32>(SPLIT + 128 + ((<usize>(nu * 2)) << 2), <u32>face);
      store<u32>(SPLIT + 128 + ((<usize>(nu * 2 + 1)) << 2), <u32>block);
      nu++;
    }
  }
  finalPlainSplit(a, SPLIT, nl, nu, counts, plain, nPlain, w2);
}

/** finalPlain with its open boxes split already: nl lower ones at `split`, nu upper ones at split + 128. */
function finalPlainSplit(
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
  const upper = split + 128;
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

/**
 * finalPlain for a plan of one lane (lane 0 of rows of two): two rolls a vector, every roll, five alike too
 * (the caller writes their rows afresh). The same maximum of the same sums, so the same values to the bit.
 */
export function finalPlainOne(a: usize, cand: usize, boxes: usize, m: i32, pts: usize, counts: usize): void {
  for (let r = 0; r < ROLLS; r += 2) {
    let best = f64x2.splat(-Infinity);
    for (let b = 0; b < m; b++) {
      const box = load<i32>(boxes + ((<usize>(b * 3)) << 2));
      const face = load<i32>(boxes + ((<usize>(b * 3 + 1)) << 2));
      const block = load<i32>(boxes + ((<usize>(b * 3 + 2)) << 2));
      let v: v128;
      if (face == 0) {
        const c = f64x2.splat(load<f64>(cand + ((<usize>block) << 3)));
        v = f64x2.add(v128.load(pts + ((<usize>(box * ROLLS + r)) << 3)), c);
      } else {
        // An upper box's block holds each count's value already (its points and bonus included).
        const n0 = load<i32>(counts + ((<usize>(r * 7 + face)) << 2));
        const n1 = load<i32>(counts + ((<usize>((r + 1) * 7 + face)) << 2));
        const v0 = f64x2.splat(load<f64>(cand + ((<usize>(block + n0 * 2)) << 3)));
        v = f64x2.replace_lane(v0, 1, load<f64>(cand + ((<usize>(block + n1 * 2)) << 3)));
      }
      best = f64x2.pmax(best, v);
    }
    store<f64>(a + ((<usize>(r * 2)) << 3), f64x2.extract_lane(best, 0));
    store<f64>(a + ((<usize>((r + 1) * 2)) << 3), f64x2.extract_lane(best, 1));
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

// The policy's choices (bonus-chance.ts and distribution.ts state the tie rule): the same values as above,
// computed in the same order, with the box or keep that gives each one. Choices and keep ranks are kept as
// f64 lanes (small whole numbers, exact) so they move with their values through one compare-and-select.

/** Per open box, for final roll r (BOX_ROLL): its points, where its candidates start, its index (as f64). */
function boxRollSlots(r: i32, boxes: usize, m: i32, pts: usize, counts: usize, cand: usize, w2: i32): void {
  for (let b = 0; b < m; b++) {
    const box = load<i32>(boxes + ((<usize>(b * 3)) << 2));
    const face = load<i32>(boxes + ((<usize>(b * 3 + 1)) << 2));
    const block = load<i32>(boxes + ((<usize>(b * 3 + 2)) << 2));
    const at = BOX_ROLL + <usize>b * 24;
    store<f64>(at, face == 0 ? load<f64>(pts + ((<usize>(box * ROLLS + r)) << 3)) : 0.0);
    const from = face == 0 ? block : block + load<i32>(counts + ((<usize>(r * 7 + face)) << 2)) * w2;
    store<usize>(at + 8, cand + ((<usize>from) << 3));
    store<f64>(at + 16, <f64>b);
  }
}

/**
 * Final rolls that are not five alike: a[r] = the best box's value, ch[r] = its index among the m open boxes,
 * the first in the rule set's order among equals (a later box takes a lane only when strictly better).
 */
export function bestPlainBoxes(
  a: usize,
  ch: usize,
  cand: usize,
  boxes: usize,
  m: i32,
  pts: usize,
  counts: usize,
  plain: usize,
  nPlain: i32,
  w2: i32,
): void {
  const stride = (<usize>w2) << 3;
  for (let i = 0; i < nPlain; i++) {
    const r = load<i32>(plain + ((<usize>i) << 2));
    boxRollSlots(r, boxes, m, pts, counts, cand, w2);
    const row = a + <usize>r * stride;
    const crow = ch + <usize>r * stride;
    for (let o: usize = 0; o < stride; o += 16) {
      let best = f64x2.splat(-Infinity);
      let choice = f64x2.splat(0.0);
      for (let b = 0; b < m; b++) {
        const at = BOX_ROLL + <usize>b * 24;
        const v = f64x2.add(v128.load64_splat(at), v128.load(load<usize>(at + 8) + o));
        // A later box takes a lane only when strictly better (pmax keeps the value either way: equal).
        choice = v128.bitselect(v128.load64_splat(at + 16), choice, f64x2.gt(v, best));
        best = f64x2.pmax(best, v);
      }
      v128.store(row + o, best);
      v128.store(crow + o, choice);
    }
  }
}

/**
 * y[k] = the best x over the keeps within k (k included), rk[k] the rank (keepOrder) of the keep giving it,
 * the lowest among equals: bestKeepsRanked. subStart / sub: the sub-keeps one die smaller (dice-tables);
 * rank: each keep's code as f64, rank × KEEP_CODE + keep, so that the lowest code is the lowest rank and
 * tells its keep too.
 */
export function bestKeepsRanked(
  x: usize,
  y: usize,
  rk: usize,
  subStart: usize,
  sub: usize,
  rank: usize,
  w2: i32,
): void {
  const stride = (<usize>w2) << 3;
  // Added to the rank of a keep whose value is below the best: no rank reaches it.
  const far = f64x2.splat(1e9);
  for (let k = KEEPS - 1; k >= 0; k--) {
    const first = load<i32>(subStart + ((<usize>k) << 2));
    const n = load<i32>(subStart + ((<usize>(k + 1)) << 2)) - first;
    const own = f64x2.splat(load<f64>(rank + ((<usize>k) << 3)));
    const yrow = y + <usize>k * stride;
    const rrow = rk + <usize>k * stride;
    const xrow = x + <usize>k * stride;
    if (n == 0) {
      for (let o: usize = 0; o < stride; o += 16) {
        v128.store(yrow + o, v128.load(xrow + o));
        v128.store(rrow + o, own);
      }
      continue;
    }
    // The best value first (as bestSubKeeps), then the lowest rank among the keep itself and the sub-keeps'
    // bests that reach it: the same choice as taking a keep when higher, or equal with a lower rank. A
    // sub-keep met twice (s1 repeats s0 when there is one) changes nothing.
    const subs = sub + ((<usize>first) << 2);
    const s0 = <usize>load<i32>(subs) * stride;
    const s1 = n > 1 ? <usize>load<i32>(subs + 4) * stride : s0;
    const s2 = n > 2 ? <usize>load<i32>(subs + 8) * stride : s1;
    const s3 = n > 3 ? <usize>load<i32>(subs + 12) * stride : s2;
    const s4 = n > 4 ? <usize>load<i32>(subs + 16) * stride : s3;
    if (n <= 2) {
      for (let o: usize = 0; o < stride; o += 16) {
        const v = v128.load(xrow + o);
        const w0 = v128.load(y + s0 + o);
        const w1 = v128.load(y + s1 + o);
        const best = f64x2.pmax(v, f64x2.pmax(w0, w1));
        let r = f64x2.add(own, v128.andnot(far, f64x2.eq(v, best)));
        r = lowerRank(r, v128.load(rk + s0 + o), w0, best, far);
        r = lowerRank(r, v128.load(rk + s1 + o), w1, best, far);
        v128.store(yrow + o, best);
        v128.store(rrow + o, r);
      }
    } else if (n == 3) {
      // Three and four faces apart (the commonest): no sub-keep taken twice.
      for (let o: usize = 0; o < stride; o += 16) {
        const v = v128.load(xrow + o);
        const w0 = v128.load(y + s0 + o);
        const w1 = v128.load(y + s1 + o);
        const w2v = v128.load(y + s2 + o);
        const best = f64x2.pmax(f64x2.pmax(v, w0), f64x2.pmax(w1, w2v));
        let r = f64x2.add(own, v128.andnot(far, f64x2.eq(v, best)));
        r = lowerRank(r, v128.load(rk + s0 + o), w0, best, far);
        r = lowerRank(r, v128.load(rk + s1 + o), w1, best, far);
        r = lowerRank(r, v128.load(rk + s2 + o), w2v, best, far);
        v128.store(yrow + o, best);
        v128.store(rrow + o, r);
      }
    } else if (n == 4) {
      for (let o: usize = 0; o < stride; o += 16) {
        const v = v128.load(xrow + o);
        const w0 = v128.load(y + s0 + o);
        const w1 = v128.load(y + s1 + o);
        const w2v = v128.load(y + s2 + o);
        const w3 = v128.load(y + s3 + o);
        const best = f64x2.pmax(f64x2.pmax(v, f64x2.pmax(w0, w1)), f64x2.pmax(w2v, w3));
        let r = f64x2.add(own, v128.andnot(far, f64x2.eq(v, best)));
        r = lowerRank(r, v128.load(rk + s0 + o), w0, best, far);
        r = lowerRank(r, v128.load(rk + s1 + o), w1, best, far);
        r = lowerRank(r, v128.load(rk + s2 + o), w2v, best, far);
        r = lowerRank(r, v128.load(rk + s3 + o), w3, best, far);
        v128.store(yrow + o, best);
        v128.store(rrow + o, r);
      }
    } else {
      for (let o: usize = 0; o < stride; o += 16) {
        const v = v128.load(xrow + o);
        const w0 = v128.load(y + s0 + o);
        const w1 = v128.load(y + s1 + o);
        const w2v = v128.load(y + s2 + o);
        const w3 = v128.load(y + s3 + o);
        const w4 = v128.load(y + s4 + o);
        const best = f64x2.pmax(f64x2.pmax(v, f64x2.pmax(w0, w1)), f64x2.pmax(w2v, f64x2.pmax(w3, w4)));
        let r = f64x2.add(own, v128.andnot(far, f64x2.eq(v, best)));
        r = lowerRank(r, v128.load(rk + s0 + o), w0, best, far);
        r = lowerRank(r, v128.load(rk + s1 + o), w1, best, far);
        r = lowerRank(r, v128.load(rk + s2 + o), w2v, best, far);
        r = lowerRank(r, v128.load(rk + s3 + o), w3, best, far);
        r = lowerRank(r, v128.load(rk + s4 + o), w4, best, far);
        v128.store(yrow + o, best);
        v128.store(rrow + o, r);
      }
    }
  }
}

/** The lower of r and `rank`, the rank counting only where w reaches the best (else `far` is added). */
function lowerRank(r: v128, rank: v128, w: v128, best: v128, far: v128): v128 {
  return f64x2.pmin(r, f64x2.add(rank, v128.andnot(far, f64x2.eq(w, best))));
}

/**
 * A whole number kept as f64 (0 <= x < 2^31: a choice or a keep's code) as i32: added to 2^52, its low bits
 * are the number, fewer steps than a checked conversion.
 */
function wholeOf(x: f64): i32 {
  return <i32>reinterpret<i64>(x + 4503599627370496.0);
}

// The bonus chance (bonus-chance.ts) beside the values: the policy's choices made as above (the same values,
// compares and ranks), and the chance of the option each one picks (pc, pIn: the same rows as the values).

/**
 * Final rolls that are not five alike: a[r] as bestPlainBoxes, pa[r] = the chance candidate (pc, the same
 * blocks as cand) of the box it picks, the first in the rule set's order among equals.
 */
export function bestPlainChances(
  a: usize,
  pa: usize,
  cand: usize,
  pc: usize,
  boxes: usize,
  m: i32,
  pts: usize,
  counts: usize,
  plain: usize,
  nPlain: i32,
  w2: i32,
): void {
  const stride = (<usize>w2) << 3;
  const gap = pc - cand;
  for (let i = 0; i < nPlain; i++) {
    const r = load<i32>(plain + ((<usize>i) << 2));
    boxRollSlots(r, boxes, m, pts, counts, cand, w2);
    const row = a + <usize>r * stride;
    const prow = pa + <usize>r * stride;
    for (let o: usize = 0; o < stride; o += 16) {
      let best = f64x2.splat(-Infinity);
      let chance = f64x2.splat(0.0);
      for (let b = 0; b < m; b++) {
        const at = BOX_ROLL + <usize>b * 24;
        const from = load<usize>(at + 8) + o;
        const v = f64x2.add(v128.load64_splat(at), v128.load(from));
        chance = v128.bitselect(v128.load(from + gap), chance, f64x2.gt(v, best));
        best = f64x2.pmax(best, v);
      }
      v128.store(row + o, best);
      v128.store(prow + o, chance);
    }
  }
}

/** Rolls only: pOut[r] = pIn of the keep whose code (bestKeepsRanked's rk) is in rk[r]. */
export function chanceOfKeeps(pIn: usize, pOut: usize, rk: usize, w2: i32): void {
  const stride = (<usize>w2) << 3;
  for (let r = 0; r < ROLLS; r++) {
    const row = <usize>r * stride;
    for (let o: usize = 0; o < stride; o += 16) {
      const at = row + o;
      const k0 = wholeOf(load<f64>(rk + at)) & (KEEP_CODE - 1);
      const k1 = wholeOf(load<f64>(rk + at + 8)) & (KEEP_CODE - 1);
      // Both lanes of a pair mostly keep the same dice: one vector load then.
      if (k0 == k1) {
        v128.store(pOut + at, v128.load(pIn + <usize>k0 * stride + o));
      } else {
        store<f64>(pOut + at, load<f64>(pIn + <usize>k0 * stride + o));
        store<f64>(pOut + at + 8, load<f64>(pIn + <usize>k1 * stride + o + 8));
      }
    }
  }
}

/**
 * Every lane's turn under the policy, two lanes a step: mass[r] (rows of w2 lanes) starts as the first roll's
 * chance; each stage moves a roll's chance to the keep chosen from it (the keep in its code row, two then one
 * rolls left) and rolls the rest, the transpose of averageKeeps. After it rows 0 .. ROLLS - 1 hold the
 * chance of every final roll.
 */
export function turnMasses(
  mass: usize,
  prob: usize,
  rkTwo: usize,
  rkOne: usize,
  subStart: usize,
  sub: usize,
  w2: i32,
  ch: usize,
  slotOf: usize,
  laneMass: usize,
  laneSlot: usize,
): void {
  const stride = (<usize>w2) << 3;
  for (let r = 0; r < ROLLS; r++) {
    const p = f64x2.splat(load<f64>(prob + ((<usize>r) << 3)));
    const row = mass + <usize>r * stride;
    for (let o: usize = 0; o < stride; o += 16) v128.store(row + o, p);
  }
  keepAndRoll(mass, rkTwo, subStart, sub, w2);
  keepAndRoll(mass, rkOne, subStart, sub, w2);
  // Lane by lane (laneMass[lane × ROLLS + r]), with the slot each final roll ends in (plainSlots' slotOf of
  // the box chosen; five alike are read apart), so that each lane's outcomes are read from one place.
  for (let r = 0; r < ROLLS; r++) {
    const row = mass + <usize>r * stride;
    const crow = ch + <usize>r * stride;
    for (let j = 0; j < w2; j++) {
      const o = (<usize>j) << 3;
      const at = <usize>(j * ROLLS + r);
      store<f64>(laneMass + (at << 3), load<f64>(row + o));
      const c = wholeOf(load<f64>(crow + o));
      store<i32>(laneSlot + (at << 2), load<i32>(slotOf + ((<usize>(c * ROLLS + r)) << 2)));
    }
  }
}

function keepAndRoll(mass: usize, rk: usize, subStart: usize, sub: usize, w2: i32): void {
  const stride = (<usize>w2) << 3;
  for (let k = ROLLS; k < KEEPS; k++) {
    const row = mass + <usize>k * stride;
    for (let o: usize = 0; o < stride; o += 16) v128.store(row + o, f64x2.splat(0.0));
  }
  // A roll's chance moves to its keep, lane by lane: taken, then added to the keep (given back when the keep
  // is the roll itself), with no branch on which keep a lane takes.
  for (let r = 0; r < ROLLS; r++) {
    const rrow = rk + <usize>r * stride;
    const from = mass + <usize>r * stride;
    for (let j = 0; j < w2; j++) {
      const o = (<usize>j) << 3;
      const k = wholeOf(load<f64>(rrow + o)) & (KEEP_CODE - 1);
      const q = load<f64>(from + o);
      store<f64>(from + o, 0.0);
      const at = mass + <usize>k * stride + o;
      store<f64>(at, load<f64>(at) + q);
    }
  }
  // Each keep (and roll) takes a sixth of the chance of every keep one die smaller (it is that keep plus one
  // die of one face), smallest keeps first: the transpose of averageKeeps, gathered.
  const sixth = f64x2.splat(SIXTH);
  for (let k = KEEPS - 1; k >= 0; k--) {
    const first = load<i32>(subStart + ((<usize>k) << 2));
    const n = load<i32>(subStart + ((<usize>(k + 1)) << 2)) - first;
    if (n == 0) continue;
    const row = mass + <usize>k * stride;
    const subs = sub + ((<usize>first) << 2);
    const p0 = mass + <usize>load<i32>(subs) * stride;
    if (n == 1) {
      for (let o: usize = 0; o < stride; o += 16) {
        v128.store(row + o, f64x2.add(v128.load(row + o), f64x2.mul(v128.load(p0 + o), sixth)));
      }
      continue;
    }
    const p1 = mass + <usize>load<i32>(subs + 4) * stride;
    if (n == 2) {
      for (let o: usize = 0; o < stride; o += 16) {
        const q = f64x2.add(v128.load(p0 + o), v128.load(p1 + o));
        v128.store(row + o, f64x2.add(v128.load(row + o), f64x2.mul(q, sixth)));
      }
      continue;
    }
    const p2 = mass + <usize>load<i32>(subs + 8) * stride;
    if (n == 3) {
      for (let o: usize = 0; o < stride; o += 16) {
        let q = f64x2.add(v128.load(p0 + o), v128.load(p1 + o));
        q = f64x2.add(q, v128.load(p2 + o));
        v128.store(row + o, f64x2.add(v128.load(row + o), f64x2.mul(q, sixth)));
      }
      continue;
    }
    const p3 = mass + <usize>load<i32>(subs + 12) * stride;
    if (n == 4) {
      for (let o: usize = 0; o < stride; o += 16) {
        let q = f64x2.add(v128.load(p0 + o), v128.load(p1 + o));
        q = f64x2.add(q, v128.load(p2 + o));
        q = f64x2.add(q, v128.load(p3 + o));
        v128.store(row + o, f64x2.add(v128.load(row + o), f64x2.mul(q, sixth)));
      }
      continue;
    }
    const p4 = mass + <usize>load<i32>(subs + 16) * stride;
    for (let o: usize = 0; o < stride; o += 16) {
      let q = f64x2.add(v128.load(p0 + o), v128.load(p1 + o));
      q = f64x2.add(q, v128.load(p2 + o));
      q = f64x2.add(q, v128.load(p3 + o));
      q = f64x2.add(q, v128.load(p4 + o));
      v128.store(row + o, f64x2.add(v128.load(row + o), f64x2.mul(q, sixth)));
    }
  }
}

/**
 * Where a plain final roll written in each open box ends: slot[b × ROLLS + r] = box × P + points, box the
 * b-th of the m open ones (boxes: as finalPlain reads them), points its natural points.
 */
export function plainSlots(slot: usize, boxes: usize, m: i32, pts: usize, counts: usize, P: i32): void {
  for (let b = 0; b < m; b++) {
    const box = load<i32>(boxes + ((<usize>(b * 3)) << 2));
    const face = load<i32>(boxes + ((<usize>(b * 3 + 1)) << 2));
    for (let r = 0; r < ROLLS; r++) {
      const points =
        face == 0
          ? <i32>load<f64>(pts + ((<usize>(box * ROLLS + r)) << 3))
          : face * load<i32>(counts + ((<usize>(r * 7 + face)) << 2));
      store<i32>(slot + ((<usize>(b * ROLLS + r)) << 2), box * P + points);
    }
  }
}

/**
 * After turnMasses: the chance of every (box, points) the lane's plain final rolls end in, box the chosen one
 * and points its natural points (laneMass and laneSlot, lane by lane). Writes each outcome's slot (in the
 * order first met) to slots and its chance to outQ; returns how many. gathered (boxes × P f64) is left all
 * nought.
 */
export function plainOutcomes(
  laneMass: usize,
  laneSlot: usize,
  plain: usize,
  nPlain: i32,
  lane: i32,
  gathered: usize,
  slots: usize,
  outQ: usize,
): i32 {
  let n = 0;
  const base = <usize>(lane * ROLLS);
  for (let i = 0; i < nPlain; i++) {
    const at = base + <usize>load<i32>(plain + ((<usize>i) << 2));
    const q = load<f64>(laneMass + (at << 3));
    if (q == 0.0) continue;
    const slot = load<i32>(laneSlot + (at << 2));
    const g = gathered + ((<usize>slot) << 3);
    const had = load<f64>(g);
    if (had == 0.0) {
      store<i32>(slots + ((<usize>n) << 2), slot);
      n++;
    }
    store<f64>(g, had + q);
  }
  for (let i = 0; i < n; i++) {
    const slot = load<i32>(slots + ((<usize>i) << 2));
    const g = gathered + ((<usize>slot) << 3);
    store<f64>(outQ + ((<usize>i) << 3), load<f64>(g));
    store<f64>(g, 0.0);
  }
  return n;
}

// The score distribution's second pass (distribution.ts, wasm/wasm-arenas.ts): one layer's moves (rows of
// DistributionMoves copied in) and per-state arrays over the whole table: offset (i32: the state's first run
// in its layer's run table; UNREACHED = -1; -2 - n while the moves into it are gathered, n its number among
// them), runCount, lowest and highest points (i32), reach and noExtra (f64). A layer's entries are kept by
// runs: (lowest points, one past the highest, where in the arena) triples of i32, so the long gaps (an extra
// yacht jumps 100 points) take no memory. sums: bonus, bonusRate, extra, yachtRate, then each box's points.
// The same sums in the same order as the TypeScript spreader (chance-arenas.ts), so the same bits.

/** Noughts in a row that split a run of scores. */
const GAP: i32 = 6;
/** The most runs a state gathering its moves keeps (the two closest merge beyond); its gather block has
 *  room for one more while adding. */
const RUNS: i32 = 8;
const GATHER_BYTES: i32 = 4 + 8 * (RUNS + 1);
/** A state's 32 bytes of perState: where its entries are, and what it has gathered. */
const OFFSET = 0;
const RUN_COUNT = 4;
const LOWEST = 8;
const HIGHEST = 12;
const REACH = 16;
const NO_EXTRA = 24;

// A step's descriptor (i32 words; wasm/wasm-arenas.ts writes it): the moves' slice, the per-state block,
// the current layer's run table and arena, the next layer's, scratch, and the rules' numbers.
const STEP_STATES = 0;
const STEP_FIRST_MOVE = 1;
const STEP_NEXT = 2;
const STEP_DETAIL = 3;
const STEP_CHANCE = 4;
const STEP_PER_STATE = 5;
const STEP_TABLE = 6;
const STEP_BASE = 7;
const STEP_NEXT_TABLE = 8;
const STEP_NEXT_BASE = 9;
const STEP_TIGHT = 10;
const STEP_GATHERS = 11;
const STEP_CELLS = 12;
const STEP_SUMS = 13;
const STEP_BONUS_POINTS = 14;
const STEP_EXTRA_POINTS = 15;
const STEP_YACHT_BOX = 16;
const STEP_EXTRA_PAYS = 17;

function field(step: usize, word: i32): usize {
  return <usize>load<i32>(step + ((<usize>word) << 2));
}

/** All the points a move gains (moveDetail: box bits 0-4, bonus bit 5, extra yacht bit 6, points from bit 7). */
function gainOf(detail: i32, bonusPoints: i32, extraPoints: i32): i32 {
  return (detail >> 7) + (detail & 32 ? bonusPoints : 0) + (detail & 64 ? extraPoints : 0);
}

/**
 * The runs of a state's entries with a chance, as (first points, one past the last, byte address) triples
 * at out, gaps of GAP noughts or more skipped: within each of its runs (table at `table`, arena at base).
 * Returns how many.
 */
function tightRuns(table: usize, first: i32, count: i32, base: usize, out: usize): i32 {
  let n = 0;
  for (let t = first; t < first + count; t++) {
    const row = table + <usize>(t * 12);
    const lo = load<i32>(row);
    const length = load<i32>(row + 4) - lo;
    const from = base + ((<usize>load<i32>(row + 8)) << 3);
    let i = 0;
    while (i < length) {
      while (i < length && load<f64>(from + ((<usize>i) << 3)) == 0.0) i++;
      if (i == length) break;
      const start = i;
      let end = i;
      // A run ends where GAP noughts in a row begin.
      while (i < length && i - end < GAP) {
        if (load<f64>(from + ((<usize>i) << 3)) != 0.0) end = i + 1;
        i++;
      }
      const o = out + <usize>(n * 12);
      store<i32>(o, lo + start);
      store<i32>(o + 4, lo + end);
      store<i32>(o + 8, <i32>(from + ((<usize>start) << 3)));
      n++;
      i = end;
    }
  }
  return n;
}

/**
 * Adds the points [a, b) to a gathering state's runs (gather: RUNS (lo, hi) pairs after a count): merged with
 * every run less than GAP away, the runs kept in order; beyond RUNS, the two closest runs become one.
 */
function gatherRun(gather: usize, a: i32, b: i32): void {
  const n = load<i32>(gather);
  const runs = gather + 4;
  // Runs before [a, b) and clear of it stay; those within GAP of it merge into it.
  let i = 0;
  while (i < n && load<i32>(runs + <usize>(i * 8 + 4)) + GAP <= a) i++;
  let j = i;
  let lo = a;
  let hi = b;
  while (j < n && load<i32>(runs + <usize>(j * 8)) < hi + GAP) {
    lo = min(lo, load<i32>(runs + <usize>(j * 8)));
    hi = max(hi, load<i32>(runs + <usize>(j * 8 + 4)));
    j++;
  }
  if (j == i + 1) {
    // The common case: inside or beside one run.
    store<i32>(runs + <usize>(i * 8), lo);
    store<i32>(runs + <usize>(i * 8 + 4), hi);
    return;
  }
  // Replace runs i .. j - 1 by [lo, hi): shift the rest.
  const after = n - j;
  const to = i + 1;
  if (to != j) memory.copy(runs + <usize>(to * 8), runs + <usize>(j * 8), <usize>(after * 8));
  store<i32>(runs + <usize>(i * 8), lo);
  store<i32>(runs + <usize>(i * 8 + 4), hi);
  let count = to + after;
  if (count > RUNS) {
    // The two closest runs (the first such pair) become one.
    let best = 0;
    for (let k = 1; k < count - 1; k++) {
      if (
        load<i32>(runs + <usize>((k + 1) * 8)) - load<i32>(runs + <usize>(k * 8 + 4)) <
        load<i32>(runs + <usize>((best + 1) * 8)) - load<i32>(runs + <usize>(best * 8 + 4))
      )
        best = k;
    }
    store<i32>(runs + <usize>(best * 8 + 4), load<i32>(runs + <usize>((best + 1) * 8 + 4)));
    memory.copy(
      runs + <usize>((best + 1) * 8),
      runs + <usize>((best + 2) * 8),
      <usize>((count - best - 2) * 8),
    );
    count--;
  }
  store<i32>(gather, count);
}

/**
 * The moves of nStates states: gathers the runs each next state's entries will fill (a new one numbered in
 * `cells`[1] and its gather block at gathers + n × (4 + 8 RUNS)), its lowest and highest points, and adds up
 * the chance of reaching it, the bonus, yachts and each box's points (step: the descriptor above; its tight is
 * scratch for one state's runs).
 */
export function sizeMoves(step: usize, nStates: i32): void {
  const states = field(step, STEP_STATES);
  const firstMove = field(step, STEP_FIRST_MOVE);
  const next = field(step, STEP_NEXT);
  const detail = field(step, STEP_DETAIL);
  const chance = field(step, STEP_CHANCE);
  const perState = field(step, STEP_PER_STATE);
  const table = field(step, STEP_TABLE);
  const base = field(step, STEP_BASE);
  const tight = field(step, STEP_TIGHT);
  const gathers = field(step, STEP_GATHERS);
  const cells = field(step, STEP_CELLS);
  const sums = field(step, STEP_SUMS);
  const bonusPoints = <i32>field(step, STEP_BONUS_POINTS);
  const extraPoints = <i32>field(step, STEP_EXTRA_POINTS);
  const yachtBox = <i32>field(step, STEP_YACHT_BOX);
  const extraPays = <i32>field(step, STEP_EXTRA_PAYS);
  const block = <usize>GATHER_BYTES;
  for (let i = 0; i < nStates; i++) {
    const own = perState + ((<usize>load<i32>(states + ((<usize>i) << 2))) << 5);
    const lo = load<i32>(own, LOWEST);
    const hi = load<i32>(own, HIGHEST);
    const w = load<f64>(own, REACH);
    const clean = extraPays ? load<f64>(own, NO_EXTRA) : 0.0;
    const nTight = tightRuns(table, load<i32>(own, OFFSET), load<i32>(own, RUN_COUNT), base, tight);
    const last = load<i32>(firstMove + ((<usize>(i + 1)) << 2));
    for (let m = load<i32>(firstMove + ((<usize>i) << 2)); m < last; m++) {
      const to = <usize>load<i32>(next + ((<usize>m) << 2));
      const q = load<f64>(chance + ((<usize>m) << 3));
      const d = load<i32>(detail + ((<usize>m) << 2));
      const box = d & 31;
      const points = d >> 7;
      const bonus = d & 32 ? bonusPoints : 0;
      const extra = d & 64 ? extraPoints : 0;
      const gain = points + bonus + extra;
      const at = perState + (to << 5);
      let mark = load<i32>(at, OFFSET);
      if (mark == -1) {
        const n = load<i32>(cells + 4);
        store<i32>(cells + 4, n + 1);
        mark = -2 - n;
        store<i32>(at, mark, OFFSET);
        store<i32>(gathers + <usize>n * block, 0);
        store<i32>(at, lo + gain, LOWEST);
        store<i32>(at, hi + gain, HIGHEST);
      } else {
        if (lo + gain < load<i32>(at, LOWEST)) store<i32>(at, lo + gain, LOWEST);
        if (hi + gain > load<i32>(at, HIGHEST)) store<i32>(at, hi + gain, HIGHEST);
      }
      const gather = gathers + <usize>(-2 - mark) * block;
      for (let r = 0; r < nTight; r++) {
        const row = tight + <usize>(r * 12);
        const a = load<i32>(row) + gain;
        const b = load<i32>(row + 4) + gain;
        // Already inside the run that took the last one (the usual case)?
        const n = load<i32>(gather);
        let inside = false;
        for (let k = 0; k < n; k++) {
          const runLo = load<i32>(gather + 4 + <usize>(k * 8));
          if (runLo > a) break;
          if (b <= load<i32>(gather + 8 + <usize>(k * 8))) {
            inside = true;
            break;
          }
        }
        if (!inside) {
          if (n == 0) {
            store<i32>(gather, 1);
            store<i32>(gather + 4, a);
            store<i32>(gather + 8, b);
          } else gatherRun(gather, a, b);
        }
      }
      const weight = w * q;
      store<f64>(at, load<f64>(at, REACH) + weight, REACH);
      const pb = sums + ((<usize>(4 + box)) << 3);
      store<f64>(pb, load<f64>(pb) + weight * <f64>points);
      if (bonus > 0) {
        store<f64>(sums, load<f64>(sums) + weight * <f64>bonus);
        store<f64>(sums + 8, load<f64>(sums + 8) + weight);
      }
      store<f64>(sums + 16, load<f64>(sums + 16) + weight * <f64>extra);
      if (box == yachtBox && points > 0) store<f64>(sums + 24, load<f64>(sums + 24) + weight);
      if (extraPays && extra == 0) store<f64>(at, load<f64>(at, NO_EXTRA) + clean * q, NO_EXTRA);
    }
  }
}

/**
 * Lays out the gathering states in [from, to): their runs into the next layer's run table (from row
 * cells[0]), entries one after another from `used`; returns the next free entry.
 */
export function layOut(step: usize, from: i32, to: i32, used: i32): i32 {
  const perState = field(step, STEP_PER_STATE);
  const gathers = field(step, STEP_GATHERS);
  const table = field(step, STEP_NEXT_TABLE);
  const cells = field(step, STEP_CELLS);
  const block = <usize>GATHER_BYTES;
  let row = load<i32>(cells);
  for (let i = from; i < to; i++) {
    const at = perState + ((<usize>i) << 5);
    const mark = load<i32>(at, OFFSET);
    if (mark > -2) continue;
    const gather = gathers + <usize>(-2 - mark) * block;
    const n = load<i32>(gather);
    store<i32>(at, row, OFFSET);
    store<i32>(at, n, RUN_COUNT);
    for (let k = 0; k < n; k++) {
      const lo = load<i32>(gather + 4 + <usize>(k * 8));
      const hi = load<i32>(gather + 8 + <usize>(k * 8));
      const out = table + <usize>(row * 12);
      store<i32>(out, lo);
      store<i32>(out + 4, hi);
      store<i32>(out + 8, used);
      used += hi - lo;
      row++;
    }
  }
  store<i32>(cells, row);
  return used;
}

/**
 * Carries the chance of nStates states along their moves: each run of a state's entries with a chance,
 * times the move's chance, is added to its next state's entries gain points higher (in the next state's run
 * that holds them). Two entries a step; an odd run's last entry alone. Each state's offset becomes UNREACHED.
 */
export function carryMoves(step: usize, nStates: i32): void {
  const states = field(step, STEP_STATES);
  const firstMove = field(step, STEP_FIRST_MOVE);
  const next = field(step, STEP_NEXT);
  const detail = field(step, STEP_DETAIL);
  const chance = field(step, STEP_CHANCE);
  const perState = field(step, STEP_PER_STATE);
  const table = field(step, STEP_TABLE);
  const fromBase = field(step, STEP_BASE);
  const tight = field(step, STEP_TIGHT);
  const nextTable = field(step, STEP_NEXT_TABLE);
  const toBase = field(step, STEP_NEXT_BASE);
  const bonusPoints = <i32>field(step, STEP_BONUS_POINTS);
  const extraPoints = <i32>field(step, STEP_EXTRA_POINTS);
  for (let s = 0; s < nStates; s++) {
    const own = perState + ((<usize>load<i32>(states + ((<usize>s) << 2))) << 5);
    const n = tightRuns(table, load<i32>(own, OFFSET), load<i32>(own, RUN_COUNT), fromBase, tight);
    store<i32>(own, -1, OFFSET);
    const last = load<i32>(firstMove + ((<usize>(s + 1)) << 2));
    for (let m = load<i32>(firstMove + ((<usize>s) << 2)); m < last; m++) {
      const to = <usize>load<i32>(next + ((<usize>m) << 2));
      const gain = gainOf(load<i32>(detail + ((<usize>m) << 2)), bonusPoints, extraPoints);
      const qm = load<f64>(chance + ((<usize>m) << 3));
      const q2 = f64x2.splat(qm);
      const first = load<i32>(perState + (to << 5), OFFSET);
      const count = load<i32>(perState + (to << 5), RUN_COUNT);
      let t = first;
      for (let r = 0; r < n; r++) {
        const row = tight + <usize>(r * 12);
        const p = load<i32>(row) + gain;
        const length = load<i32>(row + 4) - load<i32>(row);
        const from = <usize>load<i32>(row + 8);
        // The next state's run holding these points (runs and tight runs both in order).
        while (t < first + count - 1 && load<i32>(nextTable + <usize>(t * 12 + 4)) <= p) t++;
        const out = nextTable + <usize>(t * 12);
        const dst = toBase + ((<usize>(load<i32>(out + 8) + p - load<i32>(out))) << 3);
        let e = 0;
        for (; e + 1 < length; e += 2) {
          const o = (<usize>e) << 3;
          v128.store(dst + o, f64x2.add(v128.load(dst + o), f64x2.mul(q2, v128.load(from + o))));
        }
        if (e < length) {
          const o = (<usize>e) << 3;
          store<f64>(dst + o, load<f64>(dst + o) + qm * load<f64>(from + o));
        }
      }
    }
  }
}

// The Perfect bot's keep choices (keep-choices.ts states the rule and keeps the TypeScript twin).

/** Relative tolerance of a tie, as keep-choices.ts's isTie. */
const TIE: f64 = 1e-9;

/**
 * Both stages' keep choices, one a vector lane (x: one roll left, y: two; lane 0 of rows w2 apart): for every
 * roll r, out[r] (u16; then out[ROLLS + r] for y) = the keep within r that is best, r itself when standing ties
 * the best, `tied` when another keep does. Down the keep lattice, smallest keeps first: top / topKeep / next
 * (scratch, KEEPS vectors each) = the best value within k, its keep (as f64), the best of the other keeps. All
 * compare-and-select: the comparisons are unpredictable, and a scalar max is a branch in V8.
 */
export function chooseKeeps(
  x: usize,
  y: usize,
  w2: i32,
  subStart: usize,
  sub: usize,
  top: usize,
  topKeep: usize,
  next: usize,
  out: usize,
  tied: i32,
): void {
  const stride = (<usize>w2) << 3;
  const none = f64x2.splat(-Infinity);
  for (let k = KEEPS - 1; k >= 0; k--) {
    let best = f64x2.replace_lane(
      f64x2.splat(load<f64>(x + <usize>k * stride)),
      1,
      load<f64>(y + <usize>k * stride),
    );
    let bestKeep = f64x2.splat(<f64>k);
    let other = none;
    const last = load<i32>(subStart + ((<usize>(k + 1)) << 2));
    for (let i = load<i32>(subStart + ((<usize>k) << 2)); i < last; i++) {
      const j = (<usize>load<i32>(sub + ((<usize>i) << 2))) << 4;
      const v = v128.load(top + j);
      const tk = v128.load(topKeep + j);
      const n = v128.load(next + j);
      const same = f64x2.eq(tk, bestKeep);
      const higher = v128.andnot(f64x2.gt(v, best), same);
      // The same best: j's others; a higher one: the displaced best and j's others; else j's best.
      other = f64x2.pmax(other, v128.bitselect(n, v128.bitselect(f64x2.pmax(best, n), v, higher), same));
      best = v128.bitselect(v, best, higher);
      bestKeep = v128.bitselect(tk, bestKeep, higher);
    }
    const o = (<usize>k) << 4;
    v128.store(top + o, best);
    v128.store(topKeep + o, bestKeep);
    v128.store(next + o, other);
  }
  const one = f64x2.splat(1.0);
  const tie = f64x2.splat(TIE);
  for (let r = 0; r < ROLLS; r++) {
    const o = (<usize>r) << 4;
    const best = v128.load(top + o);
    const own = f64x2.replace_lane(
      f64x2.splat(load<f64>(x + <usize>r * stride)),
      1,
      load<f64>(y + <usize>r * stride),
    );
    // isTie(value, best): best - value <= TIE * max(1, |best|).
    const tolerance = f64x2.mul(tie, f64x2.pmax(one, f64x2.abs(best)));
    const stands = f64x2.le(f64x2.sub(best, own), tolerance);
    const ties = f64x2.le(f64x2.sub(best, v128.load(next + o)), tolerance);
    const keep = v128.load(topKeep + o);
    const at = out + ((<usize>r) << 1);
    const s0 = i64x2.extract_lane(stands, 0);
    const s1 = i64x2.extract_lane(stands, 1);
    storeChoice(at, r, s0, i64x2.extract_lane(ties, 0), f64x2.extract_lane(keep, 0), tied);
    storeChoice(at + 2 * ROLLS, r, s1, i64x2.extract_lane(ties, 1), f64x2.extract_lane(keep, 1), tied);
  }
}

/** A roll's choice: itself when standing ties the best, `tied` when another keep does, else the best keep. */
function storeChoice(at: usize, r: i32, stands: i64, ties: i64, keep: f64, tied: i32): void {
  store<u16>(at, <u16>(stands != 0 ? r : ties != 0 ? tied : <i32>keep));
}

// ---- A whole group of a solve, in a value table held in this memory -------------------------------------------
// The shared build (--importMemory --sharedMemory): every thread of a solve runs its own instance over one
// memory that holds the value table, the dice and layout tables and one scratch slot per thread
// (wasm/table-kernel.ts lays it out). A thread's slot starts with its header: the byte addresses below, in
// 32-bit words, read with `field` as the distribution's steps are. Nothing here touches the static scratch
// above (BOX_ROLL, SPLIT), which every instance shares.

const H_TABLE = 0;
const H_NEXT = 1;
const H_BONUS = 2;
const H_CHILD = 3;
const H_SUB_START = 4;
const H_SUB = 5;
const H_PROB = 6;
const H_COUNTS = 7;
const H_PLAIN = 8;
const H_PLAIN_COUNT = 9;
const H_YACHT_ROLL = 10;
const H_PTS = 11;
const H_OPEN = 12;
const H_MOVE_START = 13;
const H_MOVE_POINTS = 14;
const H_MOVE_UPPER = 15;
const H_MOVE_BASE = 16;
const H_MOVE_EXTRA = 17;
const H_SPLIT = 18;
const H_CAND = 19;
const H_A = 20;
const H_B = 21;
const H_OUT = 22;
/** An open box as the caller writes it: box, face (0: lower), successor group's start, six upper moves. */
const OPEN_WORDS = 9;

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
    store<u32>(split + 128 + ((<usize>(nu * 2)) << 2), <u32>face);
    store<u32>(split + 128 + ((<usize>(nu * 2 + 1)) << 2), <u32>used);
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
