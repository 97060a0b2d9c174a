// Index tables over dice multisets, built once: the 252 rolls and 462 keeps, the keep lattice (add one die,
// remove one die) and the probability of each fresh roll. Keeps are numbered so that the five-dice keeps come
// first with the same index as the roll they equal; then 4, 3, 2, 1 and 0 dice.

import { allMultisets, faceCounts } from '../../dice';
import { KEEPS, ROLLS } from '../kernel-layout.generated';

export { KEEPS, ROLLS };

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

function multinomialProbability(counts: readonly number[]): number {
  let ways = factorial(5);
  for (let f = 1; f <= 6; f++) ways /= factorial(counts[f] ?? 0);
  return ways / 6 ** 5;
}

function factorial(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

/** A keep's number by its face counts: one base-6 digit a face (6^6 numbers), so a die more or less is a sum. */
const FACE_WEIGHT = [0, 1, 6, 36, 216, 1296, 7776];

function countsCode(counts: readonly number[]): number {
  let code = 0;
  for (let f = 1; f <= 6; f++) code += (counts[f] ?? 0) * FACE_WEIGHT[f]!;
  return code;
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
  const counts = keeps.map(faceCounts);
  const codes = counts.map(countsCode);
  // Built once, at first use: numbers rather than joined strings (this runs cold in every thread).
  const byCode = new Int16Array(6 ** 6).fill(-1);
  codes.forEach((code, i) => (byCode[code] = i));
  const child = new Int32Array(KEEPS * 6).fill(-1);
  const subStart = new Int32Array(KEEPS + 1);
  const sub: number[] = [];
  for (let i = 0; i < KEEPS; i++) {
    const code = codes[i]!;
    const c = counts[i]!;
    if (keeps[i]!.length < 5)
      for (let f = 1; f <= 6; f++) child[i * 6 + f - 1] = byCode[code + FACE_WEIGHT[f]!]!;
    // One die fewer, a face at a time from the lowest: the order its sorted dice list them in.
    subStart[i] = sub.length;
    for (let f = 1; f <= 6; f++) if (c[f]! > 0) sub.push(byCode[code - FACE_WEIGHT[f]!]!);
  }
  subStart[KEEPS] = sub.length;
  const indexOf = new Map<string, number>();
  keeps.forEach((k, i) => indexOf.set(k.join(','), i));
  const rollProbability = new Float64Array(ROLLS);
  for (let r = 0; r < ROLLS; r++) rollProbability[r] = multinomialProbability(counts[r]!);
  const yachtRoll = [-1];
  for (let f = 1; f <= 6; f++) yachtRoll.push(byCode[5 * FACE_WEIGHT[f]!]!);
  const plainRolls: number[] = [];
  for (let r = 0; r < ROLLS; r++) if (!yachtRoll.includes(r)) plainRolls.push(r);
  cached = {
    keeps,
    counts,
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
