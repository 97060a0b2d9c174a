// An independent account of how a turn ends: every sequence of fresh dice enumerated (in order, not as
// multisets), the policy read from analyzeTurn's top option at each stage, patterns recognised from the dice.

import type { Sheet } from '../../../src/shared/rules';
import { analyzeTurn, type ValueTable } from '../../../src/shared/solver';

export interface TurnEnding {
  /** Chance the turn is scored in each box. */
  readonly box: Map<string, number>;
  /** Chance the final dice show each named pattern. */
  readonly pattern: Map<string, number>;
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** Every ordered sequence of n fresh dice, grouped by the sorted dice they make with `keep`. */
function outcomes(keep: readonly number[]): Map<string, { dice: number[]; chance: number }> {
  const n = 5 - keep.length;
  const out = new Map<string, { dice: number[]; chance: number }>();
  for (let code = 0; code < 6 ** n; code++) {
    const fresh: number[] = [];
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 6)) fresh.push(1 + (c % 6));
    const dice = sorted([...keep, ...fresh]);
    const key = dice.join('');
    const entry = out.get(key) ?? { dice, chance: 0 };
    entry.chance += 1 / 6 ** n;
    out.set(key, entry);
  }
  return out;
}

/** Standard-rules patterns, recognised directly from the faces. */
export function standardPatterns(dice: readonly number[]): string[] {
  const counts = [1, 2, 3, 4, 5, 6].map((f) => dice.filter((d) => d === f).length);
  const has = (run: number[]): boolean => run.every((f) => counts[f - 1]! > 0);
  const names: string[] = [];
  if (Math.max(...counts) >= 3) names.push('three-of-a-kind');
  if (Math.max(...counts) >= 4) names.push('four-of-a-kind');
  if (counts.includes(3) && counts.includes(2)) names.push('full-house');
  if (has([1, 2, 3, 4]) || has([2, 3, 4, 5]) || has([3, 4, 5, 6])) names.push('small-straight');
  if (has([1, 2, 3, 4, 5]) || has([2, 3, 4, 5, 6])) names.push('large-straight');
  if (counts.includes(5)) names.push('yacht');
  return names;
}

export function bruteTurn(
  table: ValueTable,
  sheet: Sheet,
  keep: readonly number[],
  rollsLeft: 1 | 2,
  patterns: (dice: readonly number[]) => string[],
): TurnEnding {
  const box = new Map<string, number>();
  const pattern = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, p: number): void => {
    map.set(key, (map.get(key) ?? 0) + p);
  };
  const boxOf = new Map<string, string>();
  const keepOf = new Map<string, readonly number[]>();
  const finish = (dice: number[], p: number): void => {
    const key = dice.join('');
    let b = boxOf.get(key);
    if (b === undefined) {
      const top = analyzeTurn(table, { sheet, dice, rollsLeft: 0 }).options[0];
      b = top && 'box' in top ? top.box : '?';
      boxOf.set(key, b);
    }
    add(box, b, p);
    for (const name of patterns(dice)) add(pattern, name, p);
  };
  for (const first of outcomes(keep).values()) {
    if (rollsLeft === 1) {
      finish(first.dice, first.chance);
      continue;
    }
    const key = first.dice.join('');
    let next = keepOf.get(key);
    if (next === undefined) {
      const top = analyzeTurn(table, { sheet, dice: first.dice, rollsLeft: 1 }).options[0];
      next = top && 'keep' in top ? top.keep : [];
      keepOf.set(key, next);
    }
    if (next.length === 5) {
      finish(first.dice, first.chance);
      continue;
    }
    for (const second of outcomes(next).values()) finish(second.dice, first.chance * second.chance);
  }
  return { box, pattern };
}
