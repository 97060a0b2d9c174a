// The Perfect bot's keep choices (turn/keep-choices.ts states the rule and keeps the reference twin).

import { KEEPS, ROLLS, TIE } from './kernel-layout.generated.as';

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
