// The end screen's start chance of a target: the tail of the rules' score distribution as the variants page
// gives it (facts, rounded to 12 digits) equals P(final ≥ T) from the empty sheet under Perfect (points) play.

import { describe, expect, it } from 'vitest';
import { chanceAtLeast } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { distributionFacts, scoreDistribution } from '../../../src/shared/solver';
import { finalDistributionFrom } from '../../../src/shared/solver/win';
import { solvedTable } from '../../support/solved-tables';

describe('the start chance of a target', () => {
  it("is the tail of the empty sheet's final-total distribution, at every target", () => {
    const table = solvedTable(makeRules('classic'));
    const facts = distributionFacts(scoreDistribution(table));
    const final = finalDistributionFrom(table, {}, 0);
    const tail = (target: number): number =>
      final.probability.reduce((sum, p, i) => (final.min + i >= target ? sum + p : sum), 0);
    const top = final.min + final.probability.length - 1;
    for (const target of [1, final.min, 150, 200, 250, 300, top, top + 1]) {
      expect(Math.abs(chanceAtLeast(facts.distribution, target) - tail(target))).toBeLessThan(1e-9);
    }
    expect(chanceAtLeast(facts.distribution, final.min)).toBeCloseTo(1, 9);
    expect(chanceAtLeast(facts.distribution, top + 1)).toBe(0);
    // A higher target is never likelier.
    for (let t = 100; t < 320; t++)
      expect(chanceAtLeast(facts.distribution, t + 1)).toBeLessThanOrEqual(
        chanceAtLeast(facts.distribution, t),
      );
  });
});
