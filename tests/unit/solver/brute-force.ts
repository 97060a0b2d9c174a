// An independent, slow solver for small games, to cross-check the fast one. It keeps whole sheets (no lanes,
// no canonical totals), asks the rules for legal boxes with scoreChoices on the real sheet, adds bonuses by
// summing the sheet, and averages rerolls over multinomial outcomes rather than one die at a time. Standing on
// the first roll scores that roll's boxes as the rules' choices say for a first roll (a servida more).

import { allMultisets, faceCounts } from '../../../src/shared/dice';
import { scoreChoices, upperTotal, type RuleSet, type Sheet } from '../../../src/shared/rules';

const key = (dice: readonly number[]): string => [...dice].sort((a, b) => a - b).join('');

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** Outcomes of rolling m dice: each multiset with its probability. */
const outcomes: { dice: number[]; p: number }[][] = [0, 1, 2, 3, 4, 5].map((m) =>
  allMultisets(m).map((dice) => {
    const counts = faceCounts(dice);
    let ways = factorial(m);
    for (let f = 1; f <= 6; f++) ways /= factorial(counts[f] ?? 0);
    return { dice, p: ways / 6 ** m };
  }),
);

const rolls = allMultisets(5);

/** Sub-multisets of five dice. */
function keepsOf(dice: readonly number[]): number[][] {
  const seen = new Map<string, number[]>();
  for (let mask = 0; mask < 32; mask++) {
    const keep = dice.filter((_, i) => mask & (1 << i));
    seen.set(key(keep), keep);
  }
  return [...seen.values()];
}

export function bruteForceValue(rules: RuleSet): number {
  const memo = new Map<string, number>();
  const value = (sheet: Sheet): number => {
    const id = JSON.stringify(Object.entries(sheet).sort());
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (Object.keys(sheet).length === rules.boxes.length) return 0;
    // The best box for these dice (made on the turn's first roll or later).
    const bestBox = (dice: readonly number[], firstRoll: boolean): number => {
      const choices = scoreChoices(rules, sheet, dice, firstRoll);
      let best = -Infinity;
      for (const c of choices.boxes) {
        const next = { ...sheet, [c.box]: c.points };
        const before = upperTotal(rules, sheet);
        const after = upperTotal(rules, next);
        const bonus =
          rules.bonus && before < rules.bonus.threshold && after >= rules.bonus.threshold
            ? rules.bonus.points
            : 0;
        best = Math.max(best, c.points + bonus + choices.extraYacht + value(next));
      }
      return best;
    };
    // Rolls left 0: the best box.
    let stage = new Map<string, number>();
    for (const dice of rolls) stage.set(key(dice), bestBox(dice, false));
    // Two rerolls: the best keep, each keep averaged over the dice rolled.
    for (let reroll = 0; reroll < 2; reroll++) {
      const keepValue = new Map<string, number>();
      const next = new Map<string, number>();
      for (const dice of rolls) {
        let best = -Infinity;
        for (const keep of keepsOf(dice)) {
          const k = key(keep);
          let v = keepValue.get(k);
          if (v === undefined) {
            v = 0;
            for (const o of outcomes[5 - keep.length] ?? [])
              v += o.p * (stage.get(key([...keep, ...o.dice])) ?? NaN);
            keepValue.set(k, v);
          }
          best = Math.max(best, v);
        }
        // The first roll (two rolls left): standing on it scores as a first roll.
        if (reroll === 1) best = Math.max(best, bestBox(dice, true));
        next.set(key(dice), best);
      }
      stage = next;
    }
    let total = 0;
    for (const o of outcomes[5] ?? []) total += o.p * (stage.get(key(o.dice)) ?? NaN);
    memo.set(id, total);
    return total;
  };
  return value({});
}
