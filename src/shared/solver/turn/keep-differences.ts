// Where two rule sets play the first turn differently: every first-turn decision (each of the 252 rolls, with
// two and with one roll left, from the empty sheet) whose best keep (analyzeTurn's first option) differs, with
// what each keep is worth under each rule set. Listed most probable first: by the chance of the roll as five
// fresh dice show it (the same for both rule sets), then two rolls left before one, then the dice.

import { diceTables, ROLLS } from '../layout/dice-tables';
import { analyzeTurn, type KeepOption } from './analyze';
import type { ValueTable } from '../tables/solve';

export interface KeepDifference {
  readonly dice: readonly number[];
  readonly rollsLeft: 1 | 2;
  /** The chance of these five dice as a fresh roll. */
  readonly probability: number;
  /** The best keep under each rule set (all five: stand). */
  readonly keepA: readonly number[];
  readonly keepB: readonly number[];
  /** Expected final totals (from the empty sheet) of A's keep and of B's keep, under A and under B. */
  readonly underA: { readonly keepA: number; readonly keepB: number };
  readonly underB: { readonly keepA: number; readonly keepB: number };
}

const same = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((d, i) => d === b[i]);

function worth(options: readonly KeepOption[], keep: readonly number[]): number {
  const found = options.find((o) => same(o.keep, keep));
  if (!found) throw new Error(`no keep ${keep.join('-')} among the options`);
  return found.ev;
}

export function keepDifferences(a: ValueTable, b: ValueTable): KeepDifference[] {
  const t = diceTables();
  const out: KeepDifference[] = [];
  for (let r = 0; r < ROLLS; r++) {
    const dice = t.keeps[r]!;
    for (const rollsLeft of [2, 1] as const) {
      const underA = analyzeTurn(a, { sheet: {}, dice, rollsLeft });
      const underB = analyzeTurn(b, { sheet: {}, dice, rollsLeft });
      if (underA.rollsLeft === 0 || underB.rollsLeft === 0) continue;
      const keepA = underA.options[0]!.keep;
      const keepB = underB.options[0]!.keep;
      if (same(keepA, keepB)) continue;
      out.push({
        dice,
        rollsLeft,
        probability: t.rollProbability[r]!,
        keepA,
        keepB,
        underA: { keepA: worth(underA.options, keepA), keepB: worth(underA.options, keepB) },
        underB: { keepA: worth(underB.options, keepA), keepB: worth(underB.options, keepB) },
      });
    }
  }
  return out.sort(
    (x, y) =>
      y.probability - x.probability ||
      y.rollsLeft - x.rollsLeft ||
      x.dice.join('').localeCompare(y.dice.join('')),
  );
}
