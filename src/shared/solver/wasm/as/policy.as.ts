// The turn policy's kernels (distribution/policy.ts states the tie rule; wasm/wasm-policy.ts drives them): the
// same values as the solve, computed in the same order, with the box or keep that gives each one, then every
// lane's turn under the policy. Choices and keep ranks are kept as f64 lanes (small whole numbers, exact) so
// they move with their values through one compare-and-select.

import { BOX_WORDS, KEEP_CODE, KEEPS, ROLLS, SIXTH } from './kernel-layout.generated.as';
import { boxRollSlots, BOX_ROLL, wholeOf } from './shared.as';

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
    const box = load<i32>(boxes + ((<usize>(b * BOX_WORDS)) << 2));
    const face = load<i32>(boxes + ((<usize>(b * BOX_WORDS + 1)) << 2));
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
