// The variants page's choices and pictures, without a browser: a ticked or picked rule set follows an edit
// (its key changes) and is let go when deleted; each rule set keeps one colour whatever else is ticked; the score
// axis runs from the 0.1st to the 99.9th percentile unless every score is asked for, marked at round scores; a
// rule set without a bonus sorts last by bonus; keeps are named as rows.

import { describe, expect, it } from 'vitest';
import type { VariantDistribution } from '../../../src/shared/api/variant-schemas';
import { customFrom, makeRules, type CustomRules } from '../../../src/shared/rules';
import { comparedColors } from '../../../src/renderer/variants/rule-set-colors';
import {
  BUILT_IN_VARIANTS,
  followKeys,
  keepLabel,
  quantile,
  scoreRange,
  scoreRows,
  scoreTicks,
  sortEntries,
  variantEntries,
  type ComparedSeries,
} from '../../../src/renderer/variants/variant-view';
import { BIG_BONUS, LEAN_YATZY } from '../../support/custom-rules';

/** A distribution over the given scores and chances (the facts the page reads, the rest left plain). */
function distribution(fingerprint: string, chances: readonly [number, number][]): VariantDistribution {
  const scores = chances.map(([s]) => s);
  return {
    fingerprint,
    cached: true,
    seconds: 0,
    facts: {
      expected: chances.reduce((sum, [s, p]) => sum + s * p, 0),
      sd: 1,
      median: scores[0]!,
      percentiles: {},
      min: Math.min(...scores),
      max: Math.max(...scores),
      bonusRate: 0,
      yachtRate: 0,
      multiYachtRate: null,
      perBox: {},
      bonusPoints: 0,
      extraYachtPoints: 0,
      distribution: chances.map(([s, p]) => [s, p] as [number, number]),
    },
  } as unknown as VariantDistribution;
}

/** Where the player's own rule sets start in the list: after every built-in one. */
const OWN = BUILT_IN_VARIANTS.length;

describe('the choices follow the list', () => {
  const before = variantEntries([BIG_BONUS, LEAN_YATZY]);
  const edited: CustomRules = { ...BIG_BONUS, name: 'Bonus 40 at 70', bonus: { threshold: 70, points: 40 } };
  const after = variantEntries([edited, LEAN_YATZY]);

  it('a rule set edited (a new key) stays chosen under its new key; the others stay as they were', () => {
    const [yatzy, bigBonus, lean] = [before[4], before[OWN], before[OWN + 1]].map((e) => e?.key);
    expect(before[4]?.name).toBe('Yatzy');
    expect(after.map((e) => e.key)).not.toContain(bigBonus);
    expect(followKeys([yatzy!, bigBonus!, lean!, null], before, after)).toEqual([
      yatzy,
      after[OWN]!.key,
      lean,
      null,
    ]);
  });

  it('a rule set deleted is let go (null), never a lookup of a rule set that is gone', () => {
    const fewer = variantEntries([LEAN_YATZY]);
    expect(followKeys([before[OWN]!.key, before[OWN + 1]!.key], before, fewer)).toEqual([
      null,
      before[OWN + 1]!.key,
    ]);
  });
});

describe('one colour per rule set', () => {
  const entries = variantEntries([BIG_BONUS]);
  const [standard, free, , classic, yatzy] = entries.map((e) => e.key) as string[];
  const own = entries[OWN]?.key;

  it('whatever else is ticked, and in whatever order', () => {
    const alone = comparedColors(entries, [yatzy!]);
    const withOthers = comparedColors(entries, [standard!, classic!, yatzy!]);
    const otherOrder = comparedColors(entries, [yatzy!, free!, own!]);
    expect(alone.get(yatzy!)).toBe('var(--rules-4)');
    expect(withOthers.get(yatzy!)).toBe('var(--rules-4)');
    expect(otherOrder.get(yatzy!)).toBe('var(--rules-4)');
    expect(withOthers.get(standard!)).toBe('var(--rules-0)');
    expect(otherOrder.get(own!)).toBe(`var(--rules-${OWN})`);
  });

  it('two that would share one (past the palette) part, the later in the list moving on', () => {
    const many = variantEntries(
      Array.from({ length: 4 }, (_, i) => customFrom(makeRules('classic'), `Mine ${i + 1}`)),
    );
    // The 9th entry comes round to Standard's colour.
    const colors = comparedColors(many, [many[8]!.key, many[0]!.key]);
    expect(colors.get(many[0]!.key)).toBe('var(--rules-0)');
    expect(colors.get(many[8]!.key)).toBe('var(--rules-1)');
  });
});

describe('the score axis', () => {
  // A long tail: two rare scores far above the rest.
  const wide = distribution('a', [
    [100, 0.0005],
    [150, 0.2],
    [200, 0.5],
    [250, 0.298],
    [600, 0.0014],
    [1500, 0.0001],
  ]);
  const narrow = distribution('b', [
    [120, 0.5],
    [180, 0.5],
  ]);
  const series = (list: VariantDistribution[]): ComparedSeries[] =>
    list.map((d, i) => ({ key: `k${i}`, name: d.fingerprint, color: 'red', distribution: d }));

  it('percentiles as the page defines them: the lowest score whose chance of at most it reaches q', () => {
    expect(quantile(wide, 0.001)).toBe(150);
    expect(quantile(wide, 0.5)).toBe(200);
    expect(quantile(wide, 0.999)).toBe(600);
    expect(quantile(wide, 1)).toBe(1500);
  });

  it('runs from the 0.1st to the 99.9th percentile of the compared rule sets, or over every score', () => {
    expect(scoreRange(series([wide, narrow]), false)).toEqual({ lo: 120, hi: 600, highest: 1500 });
    expect(scoreRange(series([wide, narrow]), true)).toEqual({ lo: 100, hi: 1500, highest: 1500 });
  });

  it('rows of the range count what lies below it toward "at most"', () => {
    const rows = scoreRows(series([wide]), { lo: 150, hi: 600, highest: 1500 });
    expect(rows[0]).toEqual({ score: 150, chance: { k0: 0.2 }, atMost: { k0: 0.2005 } });
    expect(rows.at(-1)).toEqual({
      score: 600,
      chance: { k0: 0.0014 },
      atMost: { k0: expect.closeTo(0.9999, 12) },
    });
    expect(rows).toHaveLength(451);
  });

  it('is marked at round scores, eight marks at most', () => {
    expect(scoreTicks(122, 592)).toEqual([200, 300, 400, 500]);
    expect(scoreTicks(111, 231)).toEqual([120, 140, 160, 180, 200, 220]);
    expect(scoreTicks(0, 1575)).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400]);
  });
});

describe('the table', () => {
  it('sorts a rule set without a bonus last by bonus, not as 0%', () => {
    const entries = variantEntries([]);
    const known = new Map(
      entries.map((e, i) => [
        e.key,
        {
          ...distribution(e.key, [[200, 1]]),
          facts: { ...distribution(e.key, [[200, 1]]).facts, bonusRate: 0.1 * i },
        },
      ]),
    ) as Map<string, VariantDistribution>;
    const names = (descending: boolean) =>
      sortEntries(entries, known, 'bonusRate', descending).map((e) => e.name);
    // Classic and Generala have no bonus: last both ways, in the list's order.
    expect(names(true).slice(-2)).toEqual(['Classic', 'Generala']);
    expect(names(false).slice(-2)).toEqual(['Classic', 'Generala']);
  });

  it('names keeps as rows', () => {
    expect(keepLabel([1, 2, 3, 4])).toBe('Keep 1-2-3-4');
    expect(keepLabel([2, 2, 2, 2, 2])).toBe('Keep all five');
    expect(keepLabel([])).toBe('Reroll all five');
  });
});
