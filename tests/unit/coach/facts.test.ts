// Facts against independent computations: the turn's endings by brute-force enumeration of the dice under
// analyzeTurn's own choices, the bonus chance against the bonus-chance helper.

import { beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_TEXT,
  factsFor,
  keepChoice,
  PATTERN_FACTS,
  scoreChoice,
  type Fact,
} from '../../../src/shared/coach';
import { makeRules, type RuleSet, type Sheet } from '../../../src/shared/rules';
import { bonusChanceAfter, solveBonusChance, type Position } from '../../../src/shared/solver';
import { bruteTurn, standardPatterns } from './brute-turn';
import { tableOf } from './helpers';

const rules = makeRules('standard');
const table = tableOf(rules);

/** Standard rules cut to a few boxes, with a bonus they can reach: its bonus-chance table solves in moments. */
const bonusRules: RuleSet = {
  ...rules,
  boxes: rules.boxes.filter((b) =>
    ['fours', 'fives', 'sixes', 'three-of-a-kind', 'chance', 'yacht'].includes(b.id),
  ),
  bonus: { threshold: 50, points: 35 },
};
const bonusTable = tableOf(bonusRules);
let chance: Float64Array;
beforeAll(() => {
  chance = solveBonusChance(bonusTable);
});

const PATTERN_TEXT: Record<string, string> = {
  'three-of-a-kind': 'Three of a kind by the end of the turn',
  'four-of-a-kind': 'Four of a kind by the end of the turn',
  'full-house': 'a Full house by the end of the turn',
  'small-straight': 'a Small straight by the end of the turn',
  'large-straight': 'a Large straight by the end of the turn',
  yacht: 'a Yacht by the end of the turn',
};
const label = (id: string): string => rules.boxes.find((b) => b.id === id)?.label ?? id;

interface Case {
  sheet: Sheet;
  dice: number[];
  rollsLeft: 1 | 2;
  keep: number[];
}

const cases: Case[] = [
  { sheet: {}, dice: [1, 2, 3, 4, 6], rollsLeft: 2, keep: [1, 2, 3, 4] },
  { sheet: { ones: 3, twos: 6, 'large-straight': 40 }, dice: [2, 5, 5, 5, 6], rollsLeft: 1, keep: [5, 5, 5] },
  // The yacht box holds 50: another yacht still counts (100 more, and the joker).
  { sheet: { yacht: 50, chance: 20, sixes: 24 }, dice: [3, 3, 3, 4, 4], rollsLeft: 2, keep: [3, 3, 3] },
  { sheet: {}, dice: [1, 1, 2, 5, 6], rollsLeft: 1, keep: [] },
  {
    sheet: { 'full-house': 25, 'small-straight': 30, threes: 9 },
    dice: [1, 2, 6, 6, 4],
    rollsLeft: 2,
    keep: [6, 6],
  },
  { sheet: { yacht: 0, fours: 16, fives: 20 }, dice: [2, 2, 2, 2, 3], rollsLeft: 2, keep: [2, 2, 2, 2] },
];

function patternFacts(facts: readonly Fact[]): Fact[] {
  return facts.filter((f) => f.text.endsWith('by the end of the turn'));
}

describe('factsFor a keep: how the turn ends under optimal play', () => {
  for (const c of cases) {
    it(`${JSON.stringify(c.sheet)} ${c.dice} keep ${c.keep.join('-') || 'none'} with ${c.rollsLeft} left`, () => {
      const position: Position = { sheet: c.sheet, dice: c.dice, rollsLeft: c.rollsLeft };
      const facts = factsFor(table, position, keepChoice(c.keep));
      const brute = bruteTurn(table, c.sheet, c.keep, c.rollsLeft, standardPatterns);
      const relevant = [...brute.pattern.entries()].filter(
        ([id, p]) =>
          p >= PATTERN_FACTS.minChance && (c.sheet[id] === undefined || (id === 'yacht' && c.sheet[id] > 0)),
      );
      const named = patternFacts(facts);
      expect(named.length).toBe(Math.min(PATTERN_FACTS.most, relevant.length));
      for (const f of named) {
        const id = Object.keys(PATTERN_TEXT).find((k) => PATTERN_TEXT[k] === f.text);
        expect(id, f.text).toBeDefined();
        expect(f.chance).toBeCloseTo(brute.pattern.get(id!) ?? 0, 12);
      }
      // The likeliest first, and none left out that is likelier than one named.
      const chances = named.map((f) => f.chance);
      expect(chances).toEqual([...chances].sort((a, b) => b - a));
      const lowest = Math.min(...chances);
      const left = relevant.filter(([id]) => !named.some((f) => f.text === PATTERN_TEXT[id]));
      for (const [, p] of left) expect(p).toBeLessThanOrEqual(lowest + 1e-12);
      // The boxes the turn ends in.
      for (const f of facts.filter((x) => x.text.startsWith('scoring '))) {
        const id = [...brute.box.keys()].find((b) => f.text === `scoring ${label(b)} this turn`);
        expect(id, f.text).toBeDefined();
        expect(f.chance).toBeCloseTo(brute.box.get(id!) ?? 0, 12);
        expect(f.chance).toBeGreaterThanOrEqual(0.1);
      }
      expect(facts.every((f) => f.chance >= 0 && f.chance <= 1)).toBe(true);
    });
  }

  it('names the patterns in words', () => {
    const facts = factsFor(
      table,
      { sheet: {}, dice: [1, 2, 3, 4, 6], rollsLeft: 2 },
      keepChoice([1, 2, 3, 4]),
    );
    expect(facts[0]?.text).toBe('a Small straight by the end of the turn');
    expect(facts[0]?.chance).toBeCloseTo(1, 12);
    expect(facts[1]?.text).toBe('a Large straight by the end of the turn');
    const yacht = factsFor(
      table,
      { sheet: {}, dice: [6, 6, 6, 6, 1], rollsLeft: 2 },
      keepChoice([6, 6, 6, 6]),
    );
    expect(yacht.map((f) => f.text)).toContain('Four of a kind by the end of the turn');
    expect(yacht.map((f) => f.text)).toContain('a Yacht by the end of the turn');
  });
});

describe('the bonus fact', () => {
  const undecided: Position = { sheet: { sixes: 24, fives: 15 }, dice: [4, 4, 5, 6, 1], rollsLeft: 2 };

  it("gives the bonus-chance helper's chance after a keep and after a box", () => {
    for (const keep of [[4, 4], [6], [], [4, 4, 5]]) {
      const fact = factsFor(bonusTable, undecided, keepChoice(keep), chance).find(
        (f) => f.text === BONUS_TEXT,
      );
      expect(fact?.chance).toBeCloseTo(bonusChanceAfter(bonusTable, chance, undecided, { keep }), 12);
    }
    for (const box of ['fours', 'chance', 'three-of-a-kind']) {
      const facts = factsFor(bonusTable, undecided, scoreChoice(box), chance);
      expect(facts).toHaveLength(1);
      expect(facts[0]?.chance).toBeCloseTo(bonusChanceAfter(bonusTable, chance, undecided, { box }), 12);
    }
    // Two fours in Fours leave the upper section full at 47 of 50: the bonus is lost, and the fact says so.
    expect(factsFor(bonusTable, undecided, scoreChoice('fours'), chance)[0]?.chance).toBe(0);
    const later = factsFor(bonusTable, undecided, scoreChoice('chance'), chance)[0]?.chance ?? 0;
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThan(1);
  });

  it('is left out once the bonus is decided, or without the chance table', () => {
    const made: Position = {
      sheet: { sixes: 30, fives: 25 },
      dice: [4, 4, 5, 6, 1],
      rollsLeft: 1,
    };
    expect(factsFor(bonusTable, made, keepChoice([4, 4]), chance).some((f) => f.text === BONUS_TEXT)).toBe(
      false,
    );
    const dead: Position = { sheet: { sixes: 0, fives: 0 }, dice: [1, 1, 2, 3, 4], rollsLeft: 1 };
    expect(factsFor(bonusTable, dead, keepChoice([1, 1]), chance).some((f) => f.text === BONUS_TEXT)).toBe(
      false,
    );
    expect(factsFor(bonusTable, undecided, keepChoice([4, 4])).some((f) => f.text === BONUS_TEXT)).toBe(
      false,
    );
    expect(factsFor(bonusTable, undecided, scoreChoice('fours'))).toEqual([]);
  });
});
