// The keep lattice's two steps, over rows of W lanes: each keep's average over the dice rolled (from the keeps
// one die larger), and the best keep within each keep or roll (from the keeps one die smaller). The turn kernel,
// the reference policy and bonus chance, and the bots' own turn values all take them.

import { KEEPS, ROLLS, type DiceTables } from './dice-tables';
import { SIXTH } from '../kernel-layout.generated';

/** x[k] for keeps of fewer than five dice = the average over the face of the next die of x[k + die]. */
export function averageKeeps(x: Float64Array, W: number, t: DiceTables): void {
  const child = t.child;
  for (let k = ROLLS; k < KEEPS; k++) {
    const c = k * 6;
    const c0 = child[c]! * W;
    const c1 = child[c + 1]! * W;
    const c2 = child[c + 2]! * W;
    const c3 = child[c + 3]! * W;
    const c4 = child[c + 4]! * W;
    const c5 = child[c + 5]! * W;
    const row = k * W;
    for (let j = 0; j < W; j++) {
      x[row + j] = (x[c0 + j]! + x[c1 + j]! + x[c2 + j]! + x[c3 + j]! + x[c4 + j]! + x[c5 + j]!) * SIXTH;
    }
  }
}

/**
 * y[k] = the best x over every keep within k (k itself included); for a roll, the best keep from it.
 * A keep has at most five distinct one-die-smaller sub-keeps; each count gets its own loop so every lane
 * is read once per source and stored once.
 */
export function bestSubKeeps(x: Float64Array, y: Float64Array, W: number, t: DiceTables): void {
  const { subStart, sub } = t;
  for (let k = KEEPS - 1; k >= 0; k--) {
    const row = k * W;
    const first = subStart[k]!;
    const n = subStart[k + 1]! - first;
    const s0 = n > 0 ? sub[first]! * W : 0;
    const s1 = n > 1 ? sub[first + 1]! * W : 0;
    const s2 = n > 2 ? sub[first + 2]! * W : 0;
    const s3 = n > 3 ? sub[first + 3]! * W : 0;
    const s4 = n > 4 ? sub[first + 4]! * W : 0;
    switch (n) {
      case 0:
        for (let j = 0; j < W; j++) y[row + j] = x[row + j]!;
        break;
      case 1:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          if (v0 > v) v = v0;
          y[row + j] = v;
        }
        break;
      case 2:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          const v1 = y[s1 + j]!;
          if (v0 > v) v = v0;
          if (v1 > v) v = v1;
          y[row + j] = v;
        }
        break;
      case 3:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          const v1 = y[s1 + j]!;
          const v2 = y[s2 + j]!;
          if (v0 > v) v = v0;
          if (v1 > v) v = v1;
          if (v2 > v) v = v2;
          y[row + j] = v;
        }
        break;
      case 4:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          const v1 = y[s1 + j]!;
          const v2 = y[s2 + j]!;
          const v3 = y[s3 + j]!;
          if (v0 > v) v = v0;
          if (v1 > v) v = v1;
          if (v2 > v) v = v2;
          if (v3 > v) v = v3;
          y[row + j] = v;
        }
        break;
      default:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          const v1 = y[s1 + j]!;
          const v2 = y[s2 + j]!;
          const v3 = y[s3 + j]!;
          const v4 = y[s4 + j]!;
          if (v0 > v) v = v0;
          if (v1 > v) v = v1;
          if (v2 > v) v = v2;
          if (v3 > v) v = v3;
          if (v4 > v) v = v4;
          y[row + j] = v;
        }
    }
  }
}
