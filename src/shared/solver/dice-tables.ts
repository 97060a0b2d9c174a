// Index tables over dice multisets, built once: the 252 rolls and 462 keeps, the keep lattice (add one die,
// remove one die) and the probability of each fresh roll. Keeps are numbered so that the five-dice keeps come
// first with the same index as the roll they equal; then 4, 3, 2, 1 and 0 dice.

import { allMultisets, faceCounts } from '../dice';

export const ROLLS = 252;
export const KEEPS = 462;

export interface DiceTables {
  /** Sorted dice of every keep (index < ROLLS: the rolls). */
  readonly keeps: readonly (readonly number[])[];
  /** Face counts (length 7) of every keep. */
  readonly counts: readonly (readonly number[])[];
  /** First keep index of each size 5, 4, 3, 2, 1, 0 (sizeStart[n] for n dice) and one past the end. */
  readonly sizeStart: readonly number[];
  readonly sizeEnd: readonly number[];
  /** child[k * 6 + f - 1]: the keep k plus one die of face f (only for keeps of fewer than five dice). */
  readonly child: Int32Array;
  /** Distinct keeps one die smaller than k: subStart[k]..subStart[k+1] index into sub. */
  readonly subStart: Int32Array;
  readonly sub: Int32Array;
  /** Probability of each roll of five fresh dice. */
  readonly rollProbability: Float64Array;
  /** Index of a keep by its sorted dice joined with ','. */
  readonly indexOf: ReadonlyMap<string, number>;
  /** The roll index of five alike of each face (index 1..6). */
  readonly yachtRoll: readonly number[];
  /** Every roll that is not five alike, ascending: its legal boxes are the open ones at natural points. */
  readonly plainRolls: Int32Array;
}

let cached: DiceTables | null = null;

function multinomialProbability(dice: readonly number[]): number {
  const counts = faceCounts(dice);
  let ways = factorial(dice.length);
  for (let f = 1; f <= 6; f++) ways /= factorial(counts[f] ?? 0);
  return ways / 6 ** dice.length;
}

function factorial(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

export function diceTables(): DiceTables {
  if (cached) return cached;
  const keeps: number[][] = [];
  const sizeStart: number[] = [];
  const sizeEnd: number[] = [];
  for (let n = 5; n >= 0; n--) {
    sizeStart[n] = keeps.length;
    keeps.push(...allMultisets(n));
    sizeEnd[n] = keeps.length;
  }
  const indexOf = new Map<string, number>();
  keeps.forEach((k, i) => indexOf.set(k.join(','), i));
  const find = (dice: number[]): number => {
    const i = indexOf.get([...dice].sort((a, b) => a - b).join(','));
    if (i === undefined) throw new Error(`no keep ${dice.join(',')}`);
    return i;
  };
  const child = new Int32Array(KEEPS * 6).fill(-1);
  const subLists: number[][] = [];
  keeps.forEach((k, i) => {
    if (k.length < 5) for (let f = 1; f <= 6; f++) child[i * 6 + f - 1] = find([...k, f]);
    const subs = new Set<number>();
    for (let d = 0; d < k.length; d++) subs.add(find([...k.slice(0, d), ...k.slice(d + 1)]));
    subLists.push([...subs]);
  });
  const subStart = new Int32Array(KEEPS + 1);
  const sub: number[] = [];
  subLists.forEach((list, i) => {
    subStart[i] = sub.length;
    sub.push(...list);
  });
  subStart[KEEPS] = sub.length;
  const rollProbability = new Float64Array(ROLLS);
  for (let r = 0; r < ROLLS; r++) rollProbability[r] = multinomialProbability(keeps[r] ?? []);
  const yachtRoll = [-1];
  for (let f = 1; f <= 6; f++) yachtRoll.push(find([f, f, f, f, f]));
  const plainRolls: number[] = [];
  for (let r = 0; r < ROLLS; r++) if (!yachtRoll.includes(r)) plainRolls.push(r);
  cached = {
    keeps,
    counts: keeps.map(faceCounts),
    sizeStart,
    sizeEnd,
    child,
    subStart,
    sub: Int32Array.from(sub),
    rollProbability,
    indexOf,
    yachtRoll,
    plainRolls: Int32Array.from(plainRolls),
  };
  return cached;
}

/** The keep index of some dice (any order). */
export function keepIndex(tables: DiceTables, dice: readonly number[]): number {
  const i = tables.indexOf.get([...dice].sort((a, b) => a - b).join(','));
  if (i === undefined) throw new Error(`not a keep: ${dice.join(',')}`);
  return i;
}
