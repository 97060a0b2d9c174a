// The policy's choices beside the values (bonus-chance.ts states the tie rule), in the reference kernels: each
// final roll's best box (the first in the rule set's order among equals) and each keep's best keep within it
// with its rank (the lowest keepOrder rank among equals). The reference policy and bonus chance share them;
// the readable specification of wasm/as/policy.as.ts's bestPlainBoxes and bestKeepsRanked.

import type { ScoreChoices } from '../../rules';
import { fillCandidates, type CandidateBlocks } from '../layout/candidates';
import { KEEPS, ROLLS, type DiceTables } from '../layout/dice-tables';
import { fillYachtRows, yachtMoves, type YachtMoves } from '../layout/five-alike';
import { keepOrder } from '../layout/keep-order';
import type { SolverLayout } from '../layout/layout';

/** Up to five sub-keeps of every keep (t.subStart / t.sub), the missing ones pointing at row KEEPS. */
const subRowTables = new WeakMap<DiceTables, Int32Array>();
function subRowsOf(t: DiceTables): Int32Array {
  let subRows = subRowTables.get(t);
  if (!subRows) {
    subRows = new Int32Array(KEEPS * 5).fill(KEEPS);
    for (let k = 0; k < KEEPS; k++) {
      for (let i = t.subStart[k]!; i < t.subStart[k + 1]!; i++)
        subRows[k * 5 + i - t.subStart[k]!] = t.sub[i]!;
    }
    subRowTables.set(t, subRows);
  }
  return subRows;
}

/**
 * y[k] = the best x over the keeps within k (k included), the kernel's bestSubKeeps, and rk[k] the rank of
 * the keep that gives it (the lowest rank among equal values): the policy's keep from every roll. Row KEEPS
 * of y is a -Infinity row that missing sub-keeps read.
 */
export function bestKeepsRanked(
  x: Float64Array,
  y: Float64Array,
  rk: Int16Array,
  W: number,
  t: DiceTables,
): void {
  const { rank } = keepOrder(t);
  const subs = subRowsOf(t);
  y.fill(-Infinity, KEEPS * W, KEEPS * W + W);
  for (let k = KEEPS - 1; k >= 0; k--) {
    const row = k * W;
    const own = rank[k]!;
    const a0 = subs[k * 5]! * W;
    const a1 = subs[k * 5 + 1]! * W;
    const a2 = subs[k * 5 + 2]! * W;
    const a3 = subs[k * 5 + 3]! * W;
    const a4 = subs[k * 5 + 4]! * W;
    const few = t.subStart[k + 1]! - t.subStart[k]! <= 3;
    for (let j = 0; j < W; j++) {
      let v = x[row + j]!;
      let r = own;
      let w = y[a0 + j]!;
      if (w > v || (w === v && rk[a0 + j]! < r)) {
        v = w;
        r = rk[a0 + j]!;
      }
      w = y[a1 + j]!;
      if (w > v || (w === v && rk[a1 + j]! < r)) {
        v = w;
        r = rk[a1 + j]!;
      }
      w = y[a2 + j]!;
      if (w > v || (w === v && rk[a2 + j]! < r)) {
        v = w;
        r = rk[a2 + j]!;
      }
      if (!few) {
        w = y[a3 + j]!;
        if (w > v || (w === v && rk[a3 + j]! < r)) {
          v = w;
          r = rk[a3 + j]!;
        }
        w = y[a4 + j]!;
        if (w > v || (w === v && rk[a4 + j]! < r)) {
          v = w;
          r = rk[a4 + j]!;
        }
      }
      y[row + j] = v;
      rk[row + j] = r;
    }
  }
}

/**
 * Rolls left 0, lanes j0 .. j0 + W - 1 of group (S, y): va[r * W + j] = the best box's value for final roll r
 * (the kernel's arithmetic), and choice[r * W + j] the box the policy takes: the first in the rule set's order
 * among equals, as its index among the open boxes (blocks.open, filled here) for a plain roll, among
 * fiveAlikeChoices' boxes for five alike (the joker decides those; fiveAlike, when given, gets them by face).
 */
export function bestBoxes(
  layout: SolverLayout,
  values: Float64Array,
  s: number,
  y: number,
  j0: number,
  W: number,
  cand: Float64Array,
  blocks: CandidateBlocks,
  va: Float64Array,
  choice: Int16Array,
  t: DiceTables,
  fiveAlike?: ScoreChoices[],
  moves: YachtMoves = yachtMoves(layout, s, y),
): void {
  fillCandidates(layout, 'value', values, s, y, j0, W, W, cand, blocks);
  const { open, blockOf, count: m } = blocks;
  // Plain rolls: box by box in the rule set's order, a later box taking a lane only when strictly better.
  const pts = layout.points;
  const rolls = t.plainRolls;
  for (let i = 0; i < rolls.length; i++) {
    const r = rolls[i]!;
    const counts = t.counts[r]!;
    const row = r * W;
    va.fill(-Infinity, row, row + W);
    for (let b = 0; b < m; b++) {
      const face = layout.upperFace[open[b]!]!;
      const add = face === 0 ? pts[open[b]! * ROLLS + r]! : 0;
      const from = blockOf[b]! + counts[face]! * W;
      for (let j = 0; j < W; j++) {
        const v = add + cand[from + j]!;
        if (v > va[row + j]!) {
          va[row + j] = v;
          choice[row + j] = b;
        }
      }
    }
  }
  fillYachtRows(layout, values, s, y, j0, W, va, 0, W, choice, fiveAlike, moves);
}
