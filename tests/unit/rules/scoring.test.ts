// Every box of every variant, on all 252 distinct rolls, against the independent oracle in scoring-oracle.ts.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allMultisets } from '../../../src/shared/dice';
import { VARIANTS, makeRules, possiblePoints, scoreChoices, type RuleSet } from '../../../src/shared/rules';
import { ORACLES, allRolls, oraclePoints, sortRoll, type VariantName } from './scoring-oracle';

const ROLLS = allRolls();

/** Box → points on an empty sheet (no joker can apply: the yacht box is open). */
function pointsByBox(rules: RuleSet, dice: readonly number[]): Map<string, number> {
  const choices = scoreChoices(rules, {}, dice);
  return new Map(choices.boxes.map((c) => [c.box, c.points]));
}

describe('the rolls', () => {
  it('are the 252 distinct multisets of five dice, the same set dice.ts enumerates', () => {
    expect(ROLLS).toHaveLength(252);
    expect(new Set(ROLLS.map((r) => r.join(''))).size).toBe(252);
    expect(allMultisets(5)).toEqual(ROLLS);
  });
});

describe.each(VARIANTS)('%s', (variant: VariantName) => {
  const rules = makeRules(variant);
  const oracle = ORACLES[variant];

  it('has the boxes of the rule text, in sheet order, upper boxes first', () => {
    expect(rules.boxes.map((b) => b.id)).toEqual(oracle.boxes);
    expect(rules.boxes.filter((b) => b.section === 'upper').map((b) => b.id)).toEqual(oracle.upper);
    expect(rules.bonus).toEqual(oracle.bonus);
  });

  it('offers every box on an empty sheet, with no extra yacht and no joker', () => {
    for (const dice of ROLLS) {
      const choices = scoreChoices(rules, {}, dice);
      expect(choices.boxes.map((c) => c.box)).toEqual(oracle.boxes);
      expect(choices.extraYacht).toBe(0);
      expect(choices.joker).toBe(false);
    }
  });

  it.each(oracle.boxes)('scores %s like the oracle on all 252 rolls', (box) => {
    const mismatches: string[] = [];
    for (const dice of ROLLS) {
      const got = pointsByBox(rules, dice).get(box);
      const want = oraclePoints(variant, box, dice);
      if (got !== want) mismatches.push(`${dice.join('')}: got ${String(got)}, want ${want}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('ignores the order of the dice', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }), (dice) => {
        expect(scoreChoices(rules, {}, dice)).toEqual(scoreChoices(rules, {}, sortRoll(dice)));
      }),
      { numRuns: 300 },
    );
  });

  it('knows exactly which points each box can hold: what some roll scores there (a nought only so)', () => {
    const possible = possiblePoints(rules);
    for (const box of oracle.boxes) {
      const want = new Set(ROLLS.map((dice) => oraclePoints(variant, box, dice)));
      // Made on the first roll, a servida box scores more; a second yacht scores by the sheet.
      const servida = oracle.servida?.[box];
      if (servida !== undefined) for (const p of [...want]) if (p > 0) want.add(p + servida);
      const second = oracle.secondYacht?.[box];
      if (second !== undefined) want.add(second);
      // The joker adds no new value: a full house and the straights pay their fixed natural score.
      expect(
        [...(possible.get(box) ?? [])].sort((a, b) => a - b),
        box,
      ).toEqual([...want].sort((a, b) => a - b));
    }
  });
});

describe('scores named in the rule text', () => {
  const cases: [VariantName, string, number[], number][] = [
    ['standard', 'full-house', [6, 6, 6, 6, 6], 0], // five alike is not a full house
    ['standard', 'full-house', [2, 2, 3, 3, 3], 25],
    ['standard', 'small-straight', [1, 2, 3, 4, 6], 30],
    ['standard', 'small-straight', [1, 2, 3, 5, 6], 0],
    ['standard', 'large-straight', [2, 3, 4, 5, 6], 40],
    ['standard', 'three-of-a-kind', [4, 4, 4, 1, 2], 15],
    ['standard', 'four-of-a-kind', [6, 6, 6, 6, 6], 30],
    ['standard', 'fours', [4, 4, 4, 1, 2], 12],
    ['classic', 'little-straight', [1, 2, 3, 4, 5], 30],
    ['classic', 'little-straight', [2, 3, 4, 5, 6], 0],
    ['classic', 'big-straight', [2, 3, 4, 5, 6], 30],
    ['classic', 'full-house', [6, 6, 6, 5, 5], 28],
    ['classic', 'full-house', [5, 5, 5, 5, 5], 0],
    ['classic', 'four-of-a-kind', [6, 6, 6, 6, 1], 24],
    ['classic', 'four-of-a-kind', [3, 3, 3, 3, 3], 12], // five alike count four of them
    ['yatzy', 'one-pair', [6, 6, 5, 5, 1], 12],
    ['yatzy', 'two-pairs', [6, 6, 5, 5, 1], 22],
    ['yatzy', 'two-pairs', [6, 6, 6, 6, 1], 0], // two different faces
    ['yatzy', 'three-of-a-kind', [2, 2, 2, 2, 6], 6],
    ['yatzy', 'small-straight', [1, 2, 3, 4, 5], 15],
    ['yatzy', 'small-straight', [2, 3, 4, 5, 6], 0],
    ['yatzy', 'large-straight', [2, 3, 4, 5, 6], 20],
    ['yatzy', 'full-house', [1, 1, 1, 2, 2], 7],
    ['yatzy', 'yatzy', [1, 1, 1, 1, 1], 50],
  ];
  it.each(cases)('%s %s %j = %i', (variant, box, dice, points) => {
    expect(pointsByBox(makeRules(variant), dice).get(box)).toBe(points);
    expect(oraclePoints(variant, box, dice)).toBe(points);
  });
});
