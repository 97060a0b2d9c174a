// Exact roll distributions for following a turn: the rolls each keep can turn into (with their chances) and
// the keeps each roll allows. Built once from the solver's dice tables (462 keeps, 252 rolls).

import { allMultisets, faceCounts } from '../dice';
import { diceTables, keepIndex, KEEPS, ROLLS } from '../solver';

export interface RollTables {
  /** Rolls keep k can become: indices outStart[k] .. outStart[k + 1] into outRoll / outChance. */
  readonly outStart: Int32Array;
  readonly outRoll: Int32Array;
  readonly outChance: Float64Array;
  /**
   * Distinct keeps within roll r (standing included) in the order analyzeTurn lists them (by the lowest mask
   * of the sorted dice that makes them), so the first best is the keep analyzeTurn ranks first:
   * subStart[r] .. subStart[r + 1] into sub.
   */
  readonly subStart: Int32Array;
  readonly sub: Int32Array;
}

let cached: RollTables | null = null;

/** The chance of rolling exactly these fresh dice (a multiset), in any order. */
function multisetChance(dice: readonly number[]): number {
  let ways = 1;
  for (let i = 2; i <= dice.length; i++) ways *= i;
  for (const c of faceCounts(dice)) for (let i = 2; i <= c; i++) ways /= i;
  return ways / 6 ** dice.length;
}

export function rollTables(): RollTables {
  if (cached) return cached;
  const t = diceTables();
  const outStart = new Int32Array(KEEPS + 1);
  const outRoll: number[] = [];
  const outChance: number[] = [];
  const fresh = [0, 1, 2, 3, 4, 5].map((n) => allMultisets(n).map((d) => ({ d, p: multisetChance(d) })));
  for (let k = 0; k < KEEPS; k++) {
    const keep = t.keeps[k] ?? [];
    outStart[k] = outRoll.length;
    for (const { d, p } of fresh[5 - keep.length] ?? []) {
      outRoll.push(keepIndex(t, [...keep, ...d]));
      outChance.push(p);
    }
  }
  outStart[KEEPS] = outRoll.length;
  const subStart = new Int32Array(ROLLS + 1);
  const sub: number[] = [];
  for (let r = 0; r < ROLLS; r++) {
    const dice = t.keeps[r] ?? [];
    // Insertion order: the first mask that makes each keep, as analyzeTurn's keepsOf.
    const within = new Set<number>();
    for (let mask = 0; mask < 32; mask++) {
      const keep = dice.filter((_, i) => mask & (1 << i));
      within.add(keepIndex(t, keep));
    }
    subStart[r] = sub.length;
    sub.push(...within);
  }
  subStart[ROLLS] = sub.length;
  cached = {
    outStart,
    outRoll: Int32Array.from(outRoll),
    outChance: Float64Array.from(outChance),
    subStart,
    sub: Int32Array.from(sub),
  };
  return cached;
}
