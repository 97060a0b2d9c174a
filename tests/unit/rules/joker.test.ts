// The second yacht and the joker rule (standard only): the seed's cases one by one, then every sheet.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRules, scoreChoices, type RuleSet, type ScoreChoices } from '../../../src/shared/rules';
import { STANDARD, expectedStandardChoices, type StandardOptions } from './scoring-oracle';

const FORCED = makeRules('standard', { joker: 'forced' });
const FREE = makeRules('standard', { joker: 'free' });
const OFF = makeRules('standard', { secondYacht: false });

const LOWER = STANDARD.boxes.filter((b) => !STANDARD.upper.includes(b));
const SIXES: number[] = [6, 6, 6, 6, 6];

/** A sheet with these boxes filled (with noughts unless given). */
function sheetOf(filled: readonly string[], points: Record<string, number> = {}): Record<string, number> {
  return Object.fromEntries(filled.map((b) => [b, points[b] ?? 0]));
}

function asRecord(choices: ScoreChoices): Record<string, number> {
  return Object.fromEntries(choices.boxes.map((c) => [c.box, c.points]));
}

describe('seed: extra yachts and the joker', () => {
  it('a first yacht, yacht box open, scores naturally: 50 in the yacht box, no full house or straight', () => {
    for (const rules of [FORCED, FREE, OFF]) {
      const choices = scoreChoices(rules, {}, SIXES);
      expect(choices.joker).toBe(false);
      expect(choices.extraYacht).toBe(0);
      expect(asRecord(choices)).toEqual({
        ones: 0,
        twos: 0,
        threes: 0,
        fours: 0,
        fives: 0,
        sixes: 30,
        'three-of-a-kind': 30,
        'four-of-a-kind': 30,
        'full-house': 0,
        'small-straight': 0,
        'large-straight': 0,
        yacht: 50,
        chance: 30,
      });
    }
  });

  describe('forced joker (the default)', () => {
    it('is the default', () => {
      expect(makeRules('standard').joker).toEqual({ mode: 'forced', extraYachtPoints: 100 });
    });

    it('a second yacht, yacht box 50, face box open: must go in the face box, and adds 100', () => {
      const choices = scoreChoices(FORCED, { yacht: 50 }, SIXES);
      expect(choices).toEqual({ boxes: [{ box: 'sixes', points: 30 }], extraYacht: 100, joker: true });
    });

    it('face box full: any empty lower box, full house 25, straights 30 and 40, plus 100', () => {
      const choices = scoreChoices(FORCED, { yacht: 50, sixes: 30, ones: 3 }, SIXES);
      expect(choices.extraYacht).toBe(100);
      expect(asRecord(choices)).toEqual({
        'three-of-a-kind': 30,
        'four-of-a-kind': 30,
        'full-house': 25,
        'small-straight': 30,
        'large-straight': 40,
        chance: 30,
      });
    });

    it('only the empty lower boxes are offered', () => {
      const choices = scoreChoices(
        FORCED,
        { yacht: 50, twos: 6, 'full-house': 25, chance: 20 },
        [2, 2, 2, 2, 2],
      );
      expect(asRecord(choices)).toEqual({
        'three-of-a-kind': 10,
        'four-of-a-kind': 10,
        'small-straight': 30,
        'large-straight': 40,
      });
    });

    it('every lower box full: another upper box, for nothing', () => {
      const sheet = sheetOf([...LOWER, 'sixes', 'twos'], { yacht: 50 });
      const choices = scoreChoices(FORCED, sheet, SIXES);
      expect(choices.extraYacht).toBe(100);
      expect(asRecord(choices)).toEqual({ ones: 0, threes: 0, fours: 0, fives: 0 });
    });

    it('yacht box scored as a nought: still the joker, but no 100', () => {
      expect(scoreChoices(FORCED, { yacht: 0 }, SIXES)).toEqual({
        boxes: [{ box: 'sixes', points: 30 }],
        extraYacht: 0,
        joker: true,
      });
      const choices = scoreChoices(FORCED, { yacht: 0, sixes: 24 }, SIXES);
      expect(choices.extraYacht).toBe(0);
      expect(choices.joker).toBe(true);
      expect(asRecord(choices)['full-house']).toBe(25);
      expect(asRecord(choices)['large-straight']).toBe(40);
    });
  });

  describe('free joker', () => {
    it('face box open: any empty box, but full house and straights score naturally (nought)', () => {
      const choices = scoreChoices(FREE, { yacht: 50 }, [3, 3, 3, 3, 3]);
      expect(choices.extraYacht).toBe(100);
      expect(asRecord(choices)).toEqual({
        ones: 0,
        twos: 0,
        threes: 15,
        fours: 0,
        fives: 0,
        sixes: 0,
        'three-of-a-kind': 15,
        'four-of-a-kind': 15,
        'full-house': 0,
        'small-straight': 0,
        'large-straight': 0,
        chance: 15,
      });
    });

    it('face box full: any empty box, full house and straights take 25 / 30 / 40', () => {
      const choices = scoreChoices(FREE, { yacht: 50, threes: 9 }, [3, 3, 3, 3, 3]);
      expect(choices.extraYacht).toBe(100);
      expect(asRecord(choices)).toEqual({
        ones: 0,
        twos: 0,
        fours: 0,
        fives: 0,
        sixes: 0,
        'three-of-a-kind': 15,
        'four-of-a-kind': 15,
        'full-house': 25,
        'small-straight': 30,
        'large-straight': 40,
        chance: 15,
      });
    });

    it('yacht box nought: the same boxes, no 100', () => {
      const choices = scoreChoices(FREE, { yacht: 0, threes: 9 }, [3, 3, 3, 3, 3]);
      expect(choices.extraYacht).toBe(0);
      expect(choices.joker).toBe(true);
      expect(asRecord(choices)['small-straight']).toBe(30);
    });

    it('every lower box full: the open upper boxes', () => {
      const sheet = sheetOf([...LOWER, 'threes'], { yacht: 50 });
      expect(asRecord(scoreChoices(FREE, sheet, [3, 3, 3, 3, 3]))).toEqual({
        ones: 0,
        twos: 0,
        fours: 0,
        fives: 0,
        sixes: 0,
      });
    });
  });

  describe('second yacht off', () => {
    it('normalises the joker option away: forced and free are the same rules', () => {
      expect(OFF.joker).toBeNull();
      expect(makeRules('standard', { secondYacht: false, joker: 'free' })).toEqual(OFF);
    });

    it('a second yacht is just five alike: no 100, no joker, natural scores in every empty box', () => {
      for (const yacht of [50, 0]) {
        const choices = scoreChoices(OFF, { yacht, sixes: 30 }, SIXES);
        expect(choices.joker).toBe(false);
        expect(choices.extraYacht).toBe(0);
        expect(asRecord(choices)).toEqual({
          ones: 0,
          twos: 0,
          threes: 0,
          fours: 0,
          fives: 0,
          'three-of-a-kind': 30,
          'four-of-a-kind': 30,
          'full-house': 0,
          'small-straight': 0,
          'large-straight': 0,
          chance: 30,
        });
      }
    });
  });

  it('dice that are not five alike never play the joker, whatever the yacht box holds', () => {
    for (const rules of [FORCED, FREE]) {
      const choices = scoreChoices(rules, { yacht: 50 }, [6, 6, 6, 6, 5]);
      expect(choices.joker).toBe(false);
      expect(choices.extraYacht).toBe(0);
      expect(asRecord(choices)['full-house']).toBe(0);
      expect(asRecord(choices)['sixes']).toBe(24);
    }
  });

  it('classic and yatzy have no joker and no extra yacht', () => {
    for (const variant of ['classic', 'yatzy'] as const) {
      const rules = makeRules(variant, { secondYacht: true, joker: 'free' });
      expect(rules.joker).toBeNull();
      const yachtBox = variant === 'classic' ? 'yacht' : 'yatzy';
      const choices = scoreChoices(rules, { [yachtBox]: 50, sixes: 30 }, SIXES);
      expect(choices.joker).toBe(false);
      expect(choices.extraYacht).toBe(0);
      expect(asRecord(choices)['full-house']).toBe(0);
    }
  });
});

const CONFIGS: [string, RuleSet, StandardOptions][] = [
  ['forced', FORCED, { secondYacht: true, joker: 'forced' }],
  ['free', FREE, { secondYacht: true, joker: 'free' }],
  ['second yacht off', OFF, { secondYacht: false, joker: 'forced' }],
];

const compare = (rules: RuleSet, options: StandardOptions, sheet: Record<string, number>, dice: number[]) => {
  const got = scoreChoices(rules, sheet, dice);
  const want = expectedStandardChoices(options, sheet, dice);
  return {
    got: { boxes: got.boxes.map((c) => [c.box, c.points]), extraYacht: got.extraYacht },
    want: { boxes: want.boxes, extraYacht: want.extraYacht },
  };
};

describe.each(CONFIGS)('every sheet, %s', (_name, rules, options) => {
  const others = STANDARD.boxes.filter((b) => b !== 'yacht');

  // With the second yacht off the joker never applies: the random sheets below cover that setting.
  if (options.secondYacht) {
    it('matches the rule text for every yacht, yacht box (open, 50, 0) and set of filled boxes', () => {
      const mismatches: string[] = [];
      for (let mask = 0; mask < 1 << others.length; mask++) {
        const filled = others.filter((_, i) => (mask >> i) & 1);
        for (const yacht of [undefined, 50, 0]) {
          const sheet = sheetOf(filled);
          if (yacht !== undefined) sheet['yacht'] = yacht;
          for (let face = 1; face <= 6; face++) {
            const dice = [face, face, face, face, face];
            const { got, want } = compare(rules, options, sheet, dice);
            if (String(got.boxes) !== String(want.boxes) || got.extraYacht !== want.extraYacht) {
              mismatches.push(`${JSON.stringify(sheet)} ${dice.join('')}: ${JSON.stringify(got)}`);
            }
          }
        }
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it('matches the rule text for any roll on random sheets', () => {
    fc.assert(
      fc.property(
        fc.subarray([...STANDARD.boxes]),
        fc.constantFrom(50, 0),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }),
        (filled, yachtPoints, dice) => {
          const sheet = sheetOf(filled, { yacht: yachtPoints });
          const { got, want } = compare(rules, options, sheet, dice);
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
