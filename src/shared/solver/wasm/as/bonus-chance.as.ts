// The bonus chance's kernels (tables/bonus-chance.ts; wasm/wasm-bonus.ts drives them) beside the values: the
// policy's choices made as policy.as.ts makes them (the same values, compares and ranks; its bestKeepsRanked
// too), and the chance of the option each one picks (pc, pIn: the same rows as the values).

import { KEEP_CODE, ROLLS } from './kernel-layout.generated.as';
import { boxRollSlots, BOX_ROLL, wholeOf } from './shared.as';

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
