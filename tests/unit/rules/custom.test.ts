// Custom rule sets: a copy of a built-in one is that rule set (fingerprint and solved values), the changed
// scoring plays as written, and every bad value is refused in words, tied to its field.

import { describe, expect, it } from 'vitest';
import { parseUntrustedJson } from '../../../src/shared/json/untrusted';
import {
  customFrom,
  customRulesProblems,
  makeRules,
  possiblePoints,
  rulesFingerprint,
  rulesFromCustom,
  rulesOf,
  scoreChoices,
  sheetTotals,
  type CustomRules,
} from '../../../src/shared/rules';
import { checkCustomRules } from '../../../src/shared/rules/custom-schema';
import { expectedScore, solveRules } from '../../../src/shared/solver';
import { BIG_BONUS, CLASSIC_EXTRA, CUSTOM_SAMPLES, LEAN_YATZY } from '../../support/custom-rules';
import { RULE_CONFIGS } from '../game/helpers';

function problemsOf(data: unknown, taken: string[] = []): Record<string, string> {
  const checked = checkCustomRules(data, taken);
  if (checked.ok) return {};
  return Object.fromEntries(checked.problems.map((p) => [p.field, p.message]));
}

describe('a custom copy of a built-in rule set', () => {
  for (const config of RULE_CONFIGS) {
    it(`${config.variant} ${JSON.stringify(config.options)}: same fingerprint, same boxes`, () => {
      const builtIn = makeRules(config.variant, config.options);
      const copy = rulesFromCustom(customFrom(builtIn, 'My copy'));
      expect(rulesFingerprint(copy)).toBe(rulesFingerprint(builtIn));
      expect(copy.boxes).toEqual(builtIn.boxes);
      expect(copy.bonus).toEqual(builtIn.bonus);
      expect(copy.joker).toEqual(builtIn.joker);
      expect(copy.name).toBe('My copy');
    });
  }

  it('classic: solved to the same values', () => {
    const builtIn = solveRules(makeRules('classic'));
    const copy = solveRules(rulesFromCustom(customFrom(makeRules('classic'), 'Mine')));
    expect(expectedScore(copy)).toBe(expectedScore(builtIn));
    expect(copy.values).toEqual(builtIn.values);
  });

  it('a changed value changes the fingerprint', () => {
    const fingerprints = new Set(
      [makeRules('standard'), ...CUSTOM_SAMPLES.map(rulesFromCustom)].map(rulesFingerprint),
    );
    expect(fingerprints.size).toBe(1 + CUSTOM_SAMPLES.length);
  });
});

describe('custom scoring plays as written', () => {
  it('boxes set to none are left out; fixed and summed boxes score so', () => {
    const rules = rulesFromCustom(LEAN_YATZY);
    expect(rules.boxes.map((b) => b.id)).not.toContain('one-pair');
    expect(rules.boxes).toHaveLength(13);
    const points = (dice: number[]) =>
      Object.fromEntries(scoreChoices(rules, {}, dice).boxes.map((c) => [c.box, c.points]));
    expect(points([3, 3, 3, 3, 5])['four-of-a-kind']).toBe(40);
    expect(points([3, 3, 3, 2, 5])['four-of-a-kind']).toBe(0);
    expect(points([3, 3, 3, 2, 5])['three-of-a-kind']).toBe(16);
    expect(points([1, 2, 3, 4, 5])['small-straight']).toBe(15);
    expect(points([2, 3, 4, 5, 6])['large-straight']).toBe(20);
    expect(points([2, 2, 5, 5, 5])['full-house']).toBe(25);
    expect(rules.boxes.find((b) => b.id === 'four-of-a-kind')?.help).toBe('At least four dice alike: 40.');
    expect([...(possiblePoints(rules).get('four-of-a-kind') ?? [])].sort()).toEqual([0, 40]);
  });

  it('extra yachts with the joker off: the bonus is paid, the dice score as they fall', () => {
    const rules = rulesFromCustom(CLASSIC_EXTRA);
    const sheet = { yacht: 40, sixes: 24 };
    const choices = scoreChoices(rules, sheet, [6, 6, 6, 6, 6]);
    expect(choices.joker).toBe(false);
    expect(choices.extraYacht).toBe(50);
    const byBox = Object.fromEntries(choices.boxes.map((c) => [c.box, c.points]));
    // No joker: a big straight takes nothing, four of a kind the four matching dice.
    expect(byBox['big-straight']).toBe(0);
    expect(byBox['four-of-a-kind']).toBe(24);
    expect(sheetTotals(rules, sheet, 2).extraYachts).toBe(100);
    // A nought in the yacht box pays no extra yacht.
    expect(scoreChoices(rules, { yacht: 0 }, [2, 2, 2, 2, 2]).extraYacht).toBe(0);
  });

  it('the bonus at its own threshold and value', () => {
    const rules = rulesFromCustom(BIG_BONUS);
    const upper = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 };
    expect(sheetTotals(rules, upper).bonus).toBe(0); // 63 < 70
    expect(sheetTotals(rules, { ...upper, sixes: 30 }).bonus).toBe(50);
  });

  it('a game names its custom rules and plays by them', () => {
    const rules = rulesOf({ variant: 'standard', custom: BIG_BONUS });
    expect(rules.custom).toEqual(BIG_BONUS);
    expect(rules.bonus).toEqual({ threshold: 70, points: 50 });
  });
});

describe('custom rules from outside are checked, every problem in words at its field', () => {
  const good = (): CustomRules => structuredClone(LEAN_YATZY) as CustomRules;

  it('the samples and a file without format and version are accepted', () => {
    for (const custom of CUSTOM_SAMPLES)
      expect(checkCustomRules(custom)).toEqual({ ok: true, rules: custom });
    const { format: _f, version: _v, ...bare } = BIG_BONUS;
    expect(checkCustomRules(bare)).toEqual({ ok: true, rules: BIG_BONUS });
  });

  it('names: missing, too long, a built-in one, one in use (any case)', () => {
    expect(problemsOf({ ...good(), name: '  ' }).name).toBe('Give the rule set a name');
    expect(problemsOf({ ...good(), name: 'x'.repeat(41) }).name).toMatch(/at most 40 characters/);
    expect(problemsOf({ ...good(), name: 'Yatzy (Nordic)' }).name).toMatch(
      /is the name of a built-in rule set/,
    );
    expect(problemsOf({ ...good(), name: 'my rules ' }, ['My Rules']).name).toBe(
      '"my rules" is already the name of another rule set',
    );
  });

  it('values: negative, fractional, out of reach, too big', () => {
    const bad = {
      ...good(),
      bonus: { threshold: 106, points: -5 },
      boxes: { ...good().boxes, 'full-house': -1, 'four-of-a-kind': 2.5 },
      yacht: 0,
      extraYacht: 5000,
    };
    expect(problemsOf(bad)).toEqual({
      'bonus.threshold': 'no sheet can reach 106 in the upper boxes: the most is 105 (five of every face)',
      'bonus.points': 'The bonus cannot be negative (-5)',
      'boxes.full-house': 'Full house cannot be negative (-1)',
      'boxes.four-of-a-kind': 'Four of a kind must be a whole number, not 2.5',
      yacht: "The yacht's points must be at least 1",
      extraYacht: 'The extra-yacht bonus can be at most 1000',
    });
  });

  it('boxes: unknown, the yacht, an upper box, a kind the box cannot take, "__proto__"', () => {
    const boxes = (extra: Record<string, unknown>) => problemsOf({ ...good(), boxes: extra });
    expect(boxes({ bogus: 5 })['boxes.bogus']).toMatch(/has no lower box "bogus"/);
    expect(boxes({ yatzy: 5 })['boxes.yatzy']).toMatch(/set with "yacht"/);
    expect(boxes({ sixes: 5 })['boxes.sixes']).toBe(
      'Sixes is an upper box: "boxes" may leave it out ("none") or keep it ("sum"), no other',
    );
    expect(boxes({ chance: 20 })['boxes.chance']).toBe(
      'Chance can score the dice added up, none, not fixed points',
    );
    expect(boxes({ 'full-house': 'matching' })['boxes.full-house']).toMatch(/not the matching dice/);
    const proto = parseUntrustedJson(JSON.stringify(good()).replace('"boxes":{', '"boxes":{"__proto__":5,'));
    expect(problemsOf(proto)['boxes.__proto__']).toMatch(/has no lower box "__proto__"/);
  });

  it('shape: unknown keys, wrong types, another format, each in words at its field', () => {
    expect(problemsOf({ ...good(), extra: 1 })).toEqual({
      extra:
        'not a field of the rules (a rules file holds format, version, name, base, bonus, boxes, added, generala, yacht, extraYacht, joker)',
    });
    expect(problemsOf({ ...good(), yacht: '50' })).toEqual({
      yacht: 'should be the points for five alike in the yacht box, a number such as 50, not "50"',
    });
    expect(problemsOf({ ...good(), base: 'cheerio' }).base).toBe(
      'should be the rule set it starts from: "standard", "classic", "yatzy" or "generala", not "cheerio"',
    );
    expect(problemsOf({ ...good(), format: 'other' }).format).toBe(
      'should be "yacht-rules" (or left out), not "other"',
    );
    expect(problemsOf({ ...good(), boxes: { chance: true } })['boxes.chance']).toBe(
      'should be "sum", "matching", "none" or a number of points, not true',
    );
    expect(problemsOf({ ...good(), bonus: { threshold: 63, pts: 3 } })).toEqual({
      'bonus.points': 'missing: give the points the bonus adds, a number such as 35',
      'bonus.pts': 'not a field of the rules (the bonus holds threshold and points)',
    });
    expect(problemsOf({ ...good(), boxes: { ['x'.repeat(50)]: 5 } })).toEqual({
      [`boxes.${'x'.repeat(50)}`]:
        'not a box of the rules (a box goes by a short name, such as "full-house")',
    });
    expect(problemsOf(null)).toEqual({
      rules:
        'a rules file holds one JSON object such as {"name": "My rules", "base": "standard", ...}, not null',
    });
  });

  // Was: the validator's words ("yacht: Invalid input: expected number, received undefined"), and the values
  // were judged only once the whole shape was right.
  it('every problem at once: a missing field, a wrong one and the others’ values, in the file’s order', () => {
    const { yacht: _y, ...noYacht } = good();
    const checked = checkCustomRules({
      ...noYacht,
      extra: true,
      joker: 'maybe',
      bonus: { threshold: 200, points: -5 },
      boxes: { ...good().boxes, chance: 20 },
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([
      {
        field: 'bonus.threshold',
        message: 'no sheet can reach 200 in the upper boxes: the most is 105 (five of every face)',
      },
      { field: 'bonus.points', message: 'The bonus cannot be negative (-5)' },
      { field: 'boxes.chance', message: 'Chance can score the dice added up, none, not fixed points' },
      {
        field: 'yacht',
        message: 'missing: give the points for five alike in the yacht box, a number such as 50',
      },
      { field: 'joker', message: 'should be "forced", "free" or "off", not "maybe"' },
      {
        field: 'extra',
        message:
          'not a field of the rules (a rules file holds format, version, name, base, bonus, boxes, added, generala, yacht, extraYacht, joker)',
      },
    ]);
  });

  it('boxes are judged against a known base only; a field that does not read is not judged again', () => {
    expect(problemsOf({ ...good(), base: 'cheerio', boxes: { bogus: 5 }, yacht: -1 })).toEqual({
      base: 'should be the rule set it starts from: "standard", "classic", "yatzy" or "generala", not "cheerio"',
      yacht: "The yacht's points cannot be negative (-1)",
    });
    expect(Object.keys(problemsOf({ ...good(), bonus: { threshold: 'high', points: -5 } }))).toEqual([
      'bonus.threshold',
    ]);
  });
});

describe('a rule set of one’s own based on Generala', () => {
  it('keeps Generala’s options: the same fingerprint as the built-in, its servida and its win at once', () => {
    for (const options of [{}, { aceStraight: true, servidaGenerala: 100 }] as const) {
      const built = makeRules('generala', options);
      const custom = rulesFromCustom(customFrom(built, 'Mi Generala'));
      expect(rulesFingerprint(custom)).toBe(rulesFingerprint(built));
      expect(custom.instantWin).toBe(built.instantWin);
      expect(custom.boxes.map((b) => b.servida)).toEqual(built.boxes.map((b) => b.servida));
    }
    // The win at once goes with the Generala box; a fixed servida is not the win's fingerprint.
    const fixed = makeRules('generala', { servidaGenerala: 100 });
    expect(rulesFingerprint(fixed)).not.toBe(rulesFingerprint(makeRules('generala')));
  });

  it('refuses Generala’s options on another base, in words at the field', () => {
    const custom = {
      ...customFrom(makeRules('standard'), 'Mine'),
      generala: { aceStraight: true, servidaGenerala: 'wins' as const },
    };
    expect(customRulesProblems(custom, []).find((p) => p.field === 'generala')?.message).toBe(
      "Generala's options are for a rule set based on Generala, not on standard",
    );
  });
});
