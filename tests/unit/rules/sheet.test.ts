// Sheets typed in by someone (sheetProblem), adding sheets up, rule-set options and the fingerprint.

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  VARIANTS,
  makeRules,
  rulesFingerprint,
  scoreChoices,
  sheetProblem,
  sheetTotals,
  upperTotal,
  type RuleSet,
} from '../../../src/shared/rules';

const STANDARD = makeRules('standard');
const CLASSIC = makeRules('classic');
const YATZY = makeRules('yatzy');

describe('sheetProblem', () => {
  it('rejects points a box can never hold, listing the possible ones', () => {
    expect(sheetProblem(STANDARD, { sixes: 7 })).toBe(
      'Sixes ("sixes") cannot hold 7; possible points: 0, 6, 12, 18, 24, 30',
    );
    expect(sheetProblem(STANDARD, { 'full-house': 28 })).toBe(
      'Full house ("full-house") cannot hold 28; possible points: 0, 25',
    );
    expect(sheetProblem(STANDARD, { yacht: 100 })).toBe(
      'Yacht ("yacht") cannot hold 100; possible points: 0, 50',
    );
    expect(sheetProblem(STANDARD, { chance: 4 })).toMatch(
      /^Chance \("chance"\) cannot hold 4; possible points: 5, 6/,
    );
    // Every roll scores in chance: a nought there is a sheet no game can make.
    expect(sheetProblem(STANDARD, { chance: 0 })).toMatch(
      /^Chance \("chance"\) cannot hold 0; possible points: 5, 6/,
    );
    expect(sheetProblem(CLASSIC, { choice: 0 })).toMatch(/^Choice \("choice"\) cannot hold 0;/);
    expect(sheetProblem(YATZY, { chance: 0 })).toMatch(/^Chance \("chance"\) cannot hold 0;/);
    // 25 would need three and two of the same face: not a classic full house.
    expect(sheetProblem(CLASSIC, { 'full-house': 25 })).toMatch(
      /^Full house \("full-house"\) cannot hold 25;/,
    );
    expect(sheetProblem(YATZY, { 'two-pairs': 24 })).toMatch(/^Two pairs \("two-pairs"\) cannot hold 24;/);
  });

  it('rejects unknown boxes, naming the boxes of the variant', () => {
    expect(sheetProblem(STANDARD, { bonus: 35 })).toBe(
      'unknown box "bonus" for standard; boxes are: ones, twos, threes, fours, fives, sixes, three-of-a-kind, ' +
        'four-of-a-kind, full-house, small-straight, large-straight, yacht, chance',
    );
    expect(sheetProblem(YATZY, { yacht: 50 })).toMatch(/^unknown box "yacht" for yatzy; boxes are: .*yatzy$/);
    expect(sheetProblem(CLASSIC, { 'three-of-a-kind': 15 })).toMatch(
      /^unknown box "three-of-a-kind" for classic/,
    );
    expect(sheetProblem(STANDARD, { Sixes: 30 })).toMatch(/^unknown box "Sixes"/);
    expect(sheetProblem(STANDARD, JSON.parse('{"__proto__": 5}') as Record<string, unknown>)).toMatch(
      /^unknown box "__proto__"/,
    );
  });

  it('rejects values that are not numbers of points', () => {
    expect(sheetProblem(STANDARD, { sixes: '30' })).toBe(
      'Sixes ("sixes") cannot hold "30"; possible points: 0, 6, 12, 18, 24, 30',
    );
    for (const bad of [null, true, [30], { points: 30 }, 30.5, -6, Number.NaN, Infinity]) {
      expect(sheetProblem(STANDARD, { sixes: bad }), JSON.stringify(bad)).toMatch(
        /^Sixes \("sixes"\) cannot hold /,
      );
    }
  });

  it('reports the first problem of a sheet with several', () => {
    expect(sheetProblem(STANDARD, { sixes: 30, ones: 6, nope: 1 })).toMatch(/^Ones \("ones"\) cannot hold 6/);
  });

  it('accepts legal sheets', () => {
    expect(sheetProblem(STANDARD, {})).toBeNull();
    expect(sheetProblem(STANDARD, { yacht: 50, sixes: 30 })).toBeNull();
    expect(
      sheetProblem(STANDARD, { yacht: 0, 'full-house': 25, 'large-straight': 40, chance: 5, ones: 0 }),
    ).toBeNull();
    expect(sheetProblem(CLASSIC, { 'full-house': 28, 'four-of-a-kind': 4, 'big-straight': 30 })).toBeNull();
    expect(
      sheetProblem(YATZY, { 'one-pair': 2, 'two-pairs': 22, yatzy: 50, 'small-straight': 15 }),
    ).toBeNull();
    // Every box scratched but chance (which no roll leaves at nought).
    const scratched = Object.fromEntries(
      STANDARD.boxes.map((b) => [b.id, b.scoring.kind === 'chance' ? 5 : 0]),
    );
    expect(sheetProblem(STANDARD, scratched)).toBeNull();
  });
});

describe('sheetTotals', () => {
  it('adds the upper boxes, the bonus at 63 or more, the lower boxes and 100 per extra yacht', () => {
    const sheet = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18, chance: 22, yacht: 50 };
    expect(upperTotal(STANDARD, sheet)).toBe(63);
    expect(sheetTotals(STANDARD, sheet, 2)).toEqual({
      upper: 63,
      bonus: 35,
      lower: 72,
      extraYachts: 200,
      total: 370,
    });
    expect(sheetTotals(STANDARD, { ...sheet, sixes: 12 })).toMatchObject({ upper: 57, bonus: 0, total: 129 });
  });

  it('pays no extra yachts without the second-yacht rule, and yatzy has its 50 bonus', () => {
    const sheet = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 };
    expect(sheetTotals(makeRules('standard', { secondYacht: false }), sheet, 3).extraYachts).toBe(0);
    expect(sheetTotals(CLASSIC, sheet, 3)).toEqual({
      upper: 63,
      bonus: 0,
      lower: 0,
      extraYachts: 0,
      total: 63,
    });
    expect(sheetTotals(YATZY, sheet).bonus).toBe(50);
  });
});

describe('makeRules', () => {
  it('defaults to the second yacht on with a forced joker', () => {
    expect(DEFAULT_OPTIONS).toEqual({ secondYacht: true, joker: 'forced' });
    expect(makeRules('standard').options).toEqual(DEFAULT_OPTIONS);
  });

  it('treats options given as undefined as their defaults (they used to unset the joker mode)', () => {
    const rules = makeRules('standard', { secondYacht: undefined, joker: undefined });
    expect(rules).toEqual(STANDARD);
    expect(rules.joker?.mode).toBe('forced');
    // A forced joker: the sixes box is open, so a second yacht of sixes must go there.
    expect(scoreChoices(rules, { yacht: 50 }, [6, 6, 6, 6, 6]).boxes).toEqual([{ box: 'sixes', points: 30 }]);
  });

  it('ignores the standard-only options for classic and yatzy', () => {
    expect(makeRules('classic', { secondYacht: true, joker: 'free' })).toEqual(CLASSIC);
    expect(makeRules('yatzy', { secondYacht: false })).toEqual(YATZY);
  });

  it('rejects an unknown variant with a clear error', () => {
    expect(() => makeRules('kniffel' as never)).toThrow('unknown variant "kniffel"');
  });
});

describe('rulesFingerprint', () => {
  const sets: [string, RuleSet][] = [
    ['standard forced', makeRules('standard', { joker: 'forced' })],
    ['standard free', makeRules('standard', { joker: 'free' })],
    ['standard off', makeRules('standard', { secondYacht: false })],
    ['classic', CLASSIC],
    ['yatzy', YATZY],
  ];

  it('differs across variants and options, and names the variant', () => {
    const prints = sets.map(([, rules]) => rulesFingerprint(rules));
    expect(new Set(prints).size).toBe(sets.length);
    for (const [, rules] of sets)
      expect(rulesFingerprint(rules)).toMatch(new RegExp(`^${rules.variant}-[0-9a-f]{16}$`));
  });

  it('is stable: the same for equal rules built again, whatever options played no part', () => {
    for (const variant of VARIANTS)
      expect(rulesFingerprint(makeRules(variant))).toBe(rulesFingerprint(makeRules(variant)));
    expect(rulesFingerprint(makeRules('standard', { secondYacht: false, joker: 'free' }))).toBe(
      rulesFingerprint(makeRules('standard', { secondYacht: false, joker: 'forced' })),
    );
    expect(rulesFingerprint(makeRules('classic', { joker: 'free' }))).toBe(rulesFingerprint(CLASSIC));
    expect(rulesFingerprint(makeRules('standard', { joker: undefined }))).toBe(rulesFingerprint(STANDARD));
  });

  it('follows what changes play (scoring, bonus) and not the wording (labels, help)', () => {
    const reworded: RuleSet = {
      ...STANDARD,
      name: 'Another name',
      boxes: STANDARD.boxes.map((b) => ({ ...b, label: b.label.toUpperCase(), help: '' })),
    };
    expect(rulesFingerprint(reworded)).toBe(rulesFingerprint(STANDARD));
    const richerHouse: RuleSet = {
      ...STANDARD,
      boxes: STANDARD.boxes.map((b) =>
        b.id === 'full-house' ? { ...b, scoring: { kind: 'full-house' as const, points: 30 } } : b,
      ),
    };
    expect(rulesFingerprint(richerHouse)).not.toBe(rulesFingerprint(STANDARD));
    expect(rulesFingerprint({ ...STANDARD, bonus: { threshold: 63, points: 50 } })).not.toBe(
      rulesFingerprint(STANDARD),
    );
  });
});
