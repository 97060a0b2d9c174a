// Where two rule sets keep different dice on the first turn: each listed decision is each rule set's own best
// (analyzeTurn's first option) and worth at least the other's keep there; every decision left out keeps alike;
// most probable first; a rule set against itself differs nowhere.

import { describe, expect, it } from 'vitest';
import { makeRules } from '../../../src/shared/rules';
import { analyzeTurn, diceTables, keepDifferences, solveRules } from '../../../src/shared/solver';
import { solvedTable } from '../../support/solved-tables';

describe('keepDifferences', () => {
  const standard = solvedTable(makeRules('standard'));
  const yatzy = solvedTable(makeRules('yatzy'));

  it('lists exactly the first-turn decisions whose best keeps differ, with each keep’s worth', () => {
    const list = keepDifferences(standard, yatzy);
    expect(list.length).toBeGreaterThan(0);
    const listed = new Set(list.map((d) => `${d.dice.join('')}/${d.rollsLeft}`));
    const t = diceTables();
    for (let r = 0; r < 252; r++) {
      const dice = t.keeps[r]!;
      for (const rollsLeft of [2, 1] as const) {
        const a = analyzeTurn(standard, { sheet: {}, dice, rollsLeft }).options[0]!;
        const b = analyzeTurn(yatzy, { sheet: {}, dice, rollsLeft }).options[0]!;
        if (!('keep' in a) || !('keep' in b)) throw new Error('a first turn with rolls left ranks keeps');
        expect(listed.has(`${dice.join('')}/${rollsLeft}`)).toBe(a.keep.join() !== b.keep.join());
      }
    }
    for (const d of list) {
      expect(d.keepA).not.toEqual(d.keepB);
      expect(d.underA.keepA).toBeGreaterThanOrEqual(d.underA.keepB);
      expect(d.underB.keepB).toBeGreaterThanOrEqual(d.underB.keepA);
      expect(d.probability).toBeCloseTo(t.rollProbability[t.indexOf.get(d.dice.join(','))!]!, 15);
    }
    for (let i = 1; i < list.length; i++)
      expect(list[i]!.probability).toBeLessThanOrEqual(list[i - 1]!.probability);
  }, 60_000);

  it('finds nothing between a rule set and itself', () => {
    expect(keepDifferences(standard, solveRules(makeRules('standard')))).toEqual([]);
  }, 60_000);
});
