// The win utility against a brute force over every joint outcome of small random tables; the win chances of
// real Perfect seats (level seats win 1/n, a table's chances add up to 1); its shape (0 below, 1 above,
// nondecreasing) and its refusals.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/shared/game';
import { makeRules, scoreChoices, type RuleSet, type Sheet } from '../../../src/shared/rules';
import {
  finalDistributionFrom,
  FuturePointsCache,
  type FinalDistribution,
} from '../../../src/shared/solver/win/seat-distribution';
import { utilityAt } from '../../../src/shared/solver/win/utility';
import { winChance, winUtility } from '../../../src/shared/solver/win/win-utility';
import { solvedTable } from '../../support/solved-tables';

/** U(x) by going through every joint final of the others: the tie share of each where none is above x. */
function bruteUtility(others: readonly FinalDistribution[], x: number): number {
  let u = 0;
  const walk = (j: number, chance: number, ties: number): void => {
    if (chance === 0) return;
    if (j === others.length) {
      u += chance / (ties + 1);
      return;
    }
    const d = others[j]!;
    d.probability.forEach((p, i) => {
      const total = d.min + i;
      if (total < x) walk(j + 1, chance * p, ties);
      else if (total === x) walk(j + 1, chance * p, ties + 1);
    });
  };
  walk(0, 1, 0);
  return u;
}

/** Small distributions: a start in 0..6, up to 5 totals, whole-number weights (some nought) scaled to 1. */
const distribution = fc
  .record({
    min: fc.integer({ min: 0, max: 6 }),
    weights: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 5 }),
  })
  .filter(({ weights }) => weights.some((w) => w > 0))
  .map(({ min, weights }): FinalDistribution => {
    const sum = weights.reduce((a, w) => a + w, 0);
    return { min, probability: Float64Array.from(weights, (w) => w / sum) };
  });

function playedSheet(rules: RuleSet, random: () => number, filled: number): Sheet {
  const sheet: Record<string, number> = {};
  for (let t = 0; t < filled; t++) {
    const dice = Array.from({ length: 5 }, () => 1 + Math.floor(random() * 6));
    const boxes = scoreChoices(rules, sheet, dice).boxes;
    const choice = boxes[Math.floor(random() * boxes.length)]!;
    sheet[choice.box] = choice.points;
  }
  return sheet as Sheet;
}

describe('winUtility', () => {
  it('matches every joint outcome of 1-5 others, inside its range and clamped outside it', () => {
    fc.assert(
      fc.property(fc.array(distribution, { minLength: 1, maxLength: 5 }), (others) => {
        const utility = winUtility(others);
        const lo = Math.min(...others.map((d) => d.min));
        const hi = Math.max(...others.map((d) => d.min + d.probability.length - 1));
        expect(utility.min).toBe(lo - 1);
        expect(utility.values[0]).toBe(0);
        expect(utility.values[utility.values.length - 1]).toBe(1);
        for (let x = lo - 3; x <= hi + 3; x++)
          expect(Math.abs(utilityAt(utility, x) - bruteUtility(others, x))).toBeLessThan(1e-12);
      }),
      { numRuns: 300, seed: 35 },
    );
  });

  it('is nondecreasing and inside [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(distribution, { minLength: 1, maxLength: 5 }), (others) => {
        const { values } = winUtility(others);
        for (let i = 0; i < values.length; i++) {
          expect(values[i]).toBeGreaterThanOrEqual(0);
          expect(values[i]).toBeLessThanOrEqual(1);
          if (i > 0) expect(values[i]! - values[i - 1]!).toBeGreaterThan(-1e-15);
        }
      }),
      { numRuns: 200, seed: 36 },
    );
  });

  it('against seats that have finished: the chance to end above the best of them, plus the tie share', () => {
    const finished = (total: number): FinalDistribution => ({ min: total, probability: Float64Array.of(1) });
    const utility = winUtility([finished(200), finished(180), finished(200)]);
    expect([199, 200, 201].map((x) => utilityAt(utility, x))).toEqual([0, 1 / 3, 1]);
    const own: FinalDistribution = { min: 198, probability: Float64Array.of(0.25, 0.25, 0.3, 0.2) };
    expect(winChance(own, utility)).toBeCloseTo(0.2 + 0.3 / 3, 15);
  });

  it('refuses bad input in words', () => {
    const good: FinalDistribution = { min: 10, probability: Float64Array.of(0.5, 0.5) };
    expect(() => winUtility([])).toThrow(/at least one other seat/);
    expect(() => winUtility([good, { min: 3, probability: Float64Array.of(0.5, 0.4) }])).toThrow(
      /other seat 2's final distribution's chances add up to 0\.9, not 1/,
    );
    expect(() => winUtility([{ min: 3, probability: Float64Array.of(1.5, -0.5) }])).toThrow(
      /other seat 1's final distribution gives total 4 the chance -0\.5/,
    );
    expect(() => winUtility([{ min: 3, probability: new Float64Array(0) }])).toThrow(/has no totals/);
    expect(() => winUtility([{ min: 2.5, probability: Float64Array.of(1) }])).toThrow(/not a whole number/);
    expect(() => winChance({ min: 0, probability: Float64Array.of(0.7) }, winUtility([good]))).toThrow(
      /the seat's own final distribution's chances add up to 0\.7, not 1/,
    );
  });
});

describe('winChance with real Perfect distributions', () => {
  const rules = makeRules('standard', { secondYacht: true, joker: 'forced' });

  it('level seats: each of n wins 1/n (standard, from a mid-game sheet)', () => {
    const table = solvedTable(rules);
    const sheet = playedSheet(rules, seededRandom('level seats').next, 7);
    const d = finalDistributionFrom(table, sheet, 0, new FuturePointsCache());
    for (let n = 2; n <= 6; n++) {
      const chance = winChance(d, winUtility(Array.from({ length: n - 1 }, () => d)));
      expect(Math.abs(chance - 1 / n)).toBeLessThan(1e-12);
    }
  });

  it("a table's win chances add up to 1 (three seats at different points of their games)", () => {
    const table = solvedTable(rules);
    const random = seededRandom('three seats').next;
    const cache = new FuturePointsCache();
    const seats = [8, 9, 11].map((filled) =>
      finalDistributionFrom(table, playedSheet(rules, random, filled), 0, cache),
    );
    const chances = seats.map((own, i) => winChance(own, winUtility(seats.filter((_, j) => j !== i))));
    for (const c of chances) expect(c).toBeGreaterThan(0);
    expect(Math.abs(chances.reduce((a, c) => a + c, 0) - 1)).toBeLessThan(1e-12);
  });
});
