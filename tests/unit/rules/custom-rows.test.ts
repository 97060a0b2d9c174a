// Family rows in a player's own sheets: every built-in rule set rebuilt from rows is that rule set (fingerprint
// and a bit-identical solved table), an added row scores as the rule text says (an oracle on the sorted roll),
// boxes left out (upper ones too) and the sheet's limits, and every bad row refused in words at its field.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customFrom,
  makeRules,
  MAX_BOX_ID_LENGTH,
  possiblePoints,
  rulesFingerprint,
  rulesFromCustom,
  scoreChoices,
  sheetTotals,
  type AddedRow,
  type CustomRules,
} from '../../../src/shared/rules';
import { checkCustomRules } from '../../../src/shared/rules/custom-schema';
import { MAX_BOXES, MAX_EVENT_LINE_BYTES } from '../../../src/shared/game/file-limits';
import { createLayout, expectedScore, solveRules } from '../../../src/shared/solver';
import { BIG_BONUS, CUSTOM_SAMPLES } from '../../support/custom-rules';
import { rebuiltFromRows } from '../../support/family-rows';
import { solvedTable } from '../../support/solved-tables';
import { RULE_CONFIGS } from '../game/helpers';

const TWO_PAIRS: AddedRow = { id: 'two-pairs', label: 'Two pairs', kind: 'pairs', pairs: 2 };

function problemsOf(data: unknown): Record<string, string> {
  const checked = checkCustomRules(data);
  return checked.ok ? {} : Object.fromEntries(checked.problems.map((p) => [p.field, p.message]));
}

const bytes = (values: Float64Array): Buffer =>
  Buffer.from(values.buffer, values.byteOffset, values.byteLength);

describe('every built-in rule set rebuilt from family rows is that rule set', () => {
  // Every built-in configuration the game tests play (Generala's rows carry their servida; Doble Generala is a
  // second five-alike row).
  for (const { variant, options } of RULE_CONFIGS) {
    it(`${variant} ${JSON.stringify(options)}: accepted, same fingerprint, a bit-identical table`, () => {
      const builtIn = makeRules(variant, options);
      const custom = rebuiltFromRows(builtIn);
      expect(checkCustomRules(custom)).toEqual({ ok: true, rules: custom });
      const rebuilt = rulesFromCustom(custom);
      expect(rebuilt.boxes.map((b) => [b.id, b.section, b.scoring, b.servida])).toEqual(
        builtIn.boxes.map((b) => [b.id, b.section, b.scoring, b.servida]),
      );
      expect(rebuilt.instantWin).toBe(builtIn.instantWin);
      expect(rulesFingerprint(rebuilt)).toBe(rulesFingerprint(builtIn));
      // Solved here from the rows (not read by fingerprint), against the global setup's table of the built-in.
      const fromRows = solveRules(rebuilt).values;
      const original = solvedTable(builtIn).values;
      expect(fromRows.length).toBe(original.length);
      expect(bytes(fromRows).equals(bytes(original))).toBe(true);
    }, 120_000);
  }

  it('standard\'s straights written as "small" and "large" are the same rule set', () => {
    const custom = rebuiltFromRows(makeRules('standard'));
    const words: CustomRules = {
      ...custom,
      added: custom.added?.map((row) =>
        row.kind === 'straight' ? { ...row, runs: row.id === 'small-straight' ? 'small' : 'large' } : row,
      ),
    };
    expect(checkCustomRules(words).ok).toBe(true);
    expect(rulesFingerprint(rulesFromCustom(words))).toBe(rulesFingerprint(makeRules('standard')));
  });

  it('a row in another place, or another value, is another rule set', () => {
    const custom = rebuiltFromRows(makeRules('yatzy'));
    const rows = custom.added ?? [];
    const swapped = { ...custom, added: [rows[1]!, rows[0]!, ...rows.slice(2)] };
    const fixed = { ...custom, added: rows.map((r) => (r.kind === 'full-house' ? { ...r, points: 25 } : r)) };
    const prints = new Set([custom, swapped, fixed].map((c) => rulesFingerprint(rulesFromCustom(c))));
    expect(prints.size).toBe(3);
  });
});

describe('a sheet with boxes left out and rows added solves in every kernel', () => {
  it('upper boxes and the yacht box out, a five-alike row with the free joker: the JS and auto kernels agree', () => {
    const base = customFrom(makeRules('classic'), 'Few uppers');
    const custom: CustomRules = {
      ...base,
      bonus: { threshold: 40, points: 35 },
      boxes: { ...base.boxes, ones: 'none', twos: 'none', yacht: 'none' },
      added: [TWO_PAIRS, { id: 'generala', label: 'Generala', kind: 'yacht', points: 60 }],
      extraYacht: 100,
      joker: 'free',
    };
    expect(problemsOf(custom)).toEqual({});
    const rules = rulesFromCustom(custom);
    const js = solveRules(rules, { kernel: 'js' }).values;
    const auto = solveRules(rules).values;
    let worst = 0;
    for (let i = 0; i < js.length; i++)
      worst = Math.max(worst, Math.abs(js[i]! - auto[i]!) / Math.max(1, js[i]!));
    expect(worst).toBeLessThan(1e-12);
    // The empty sheet is worth more than the sheet without the rows: they add points.
    const without = rulesFromCustom({ ...custom, added: [custom.added![1]!] });
    expect(expectedScore({ layout: createLayout(rules), values: auto })).toBeGreaterThan(
      expectedScore(solveRules(without)),
    );
  }, 120_000);
});

describe('files written before rows could be added', () => {
  it('read and fingerprint as they did: no rows field is made up, the boxes are the base copy', () => {
    for (const custom of CUSTOM_SAMPLES) {
      const checked = checkCustomRules(JSON.parse(JSON.stringify(custom)));
      expect(checked.ok).toBe(true);
      if (!checked.ok) continue;
      expect(Object.keys(checked.rules)).not.toContain('added');
      expect(rulesFingerprint(rulesFromCustom(checked.rules))).toBe(
        rulesFingerprint(rulesFromCustom(custom)),
      );
    }
    const copy = rulesFromCustom(customFrom(makeRules('classic'), 'Copy'));
    expect(rulesFingerprint(copy)).toBe(rulesFingerprint(makeRules('classic')));
  });
});

const classicWith = (...added: AddedRow[]): CustomRules => ({
  ...customFrom(makeRules('classic'), 'Classic with two pairs'),
  added,
});

describe('an added row is an ordinary box', () => {
  it('classic with two pairs: the row after the lower boxes, with its label and help, scoring the pairs', () => {
    const rules = rulesFromCustom(classicWith(TWO_PAIRS));
    expect(rules.boxes).toHaveLength(13);
    expect(rules.boxes.at(-1)).toEqual({
      id: 'two-pairs',
      label: 'Two pairs',
      section: 'lower',
      scoring: { kind: 'pairs', pairs: 2 },
      help: 'Two pairs of different faces: the four dice added up.',
    });
    const points = (dice: number[]) =>
      scoreChoices(rules, {}, dice).boxes.find((c) => c.box === 'two-pairs')?.points;
    expect(points([6, 6, 5, 5, 1])).toBe(22);
    expect(points([6, 6, 6, 5, 5])).toBe(22);
    expect(points([3, 3, 3, 3, 2])).toBe(0);
    expect(points([1, 2, 3, 4, 5])).toBe(0);
    expect(Math.max(...(possiblePoints(rules).get('two-pairs') ?? []))).toBe(22);
    expect(sheetTotals(rules, { 'two-pairs': 22, ones: 3 }).lower).toBe(22);
  });

  it('help lines say each kind in words', () => {
    const rules = rulesFromCustom({
      ...customFrom(makeRules('classic'), 'Helps'),
      boxes: { ...customFrom(makeRules('classic'), '').boxes, yacht: 'none', choice: 'none' },
      added: [
        { id: 'pair', label: 'Pair', kind: 'pairs', pairs: 1 },
        { id: 'three', label: 'Three alike', kind: 'of-a-kind', n: 3, points: 'matching' },
        { id: 'run', label: 'Run of four', kind: 'straight', runs: 'small', points: 'sum' },
        { id: 'generala', label: 'Generala', kind: 'yacht', points: 60 },
      ],
    });
    expect(rules.boxes.slice(-4).map((b) => b.help)).toEqual([
      'Two dice alike: the highest pair added up.',
      'At least three dice alike: the three matching dice added up.',
      '1-2-3-4, 2-3-4-5 or 3-4-5-6: all five dice added up.',
      'Five dice alike: 60.',
    ]);
  });

  it('an upper box left out: the forced joker of its face goes straight to the open lower boxes', () => {
    const base = customFrom(makeRules('standard'), 'No sixes');
    const rules = rulesFromCustom({ ...base, boxes: { ...base.boxes, sixes: 'none' } });
    const choices = scoreChoices(rules, { yacht: 50 }, [6, 6, 6, 6, 6]);
    expect(choices.joker).toBe(true);
    expect(choices.extraYacht).toBe(100);
    expect(choices.boxes.map((c) => c.box)).toEqual([
      'three-of-a-kind',
      'four-of-a-kind',
      'full-house',
      'small-straight',
      'large-straight',
      'chance',
    ]);
    expect(choices.boxes.find((c) => c.box === 'large-straight')?.points).toBe(40);
  });

  it('upper boxes left out: the bonus counts the upper boxes left', () => {
    const custom: CustomRules = {
      ...customFrom(makeRules('standard'), 'No ones'),
      boxes: { ...customFrom(makeRules('standard'), '').boxes, ones: 'none', twos: 'none' },
      bonus: { threshold: 60, points: 35 },
    };
    expect(checkCustomRules(custom).ok).toBe(true);
    const rules = rulesFromCustom(custom);
    expect(rules.boxes.filter((b) => b.section === 'upper').map((b) => b.id)).toEqual([
      'threes',
      'fours',
      'fives',
      'sixes',
    ]);
    expect(sheetTotals(rules, { threes: 9, fours: 16, fives: 15, sixes: 18 }).bonus).toBe(0); // 58
    expect(sheetTotals(rules, { threes: 9, fours: 16, fives: 15, sixes: 24 }).bonus).toBe(35); // 64
  });
});

/** The rule text of each kind of row, on the sorted roll (independent of scoring.ts's face counts). */
function oracle(row: AddedRow, dice: readonly number[]): number {
  const s = [...dice].sort((a, b) => a - b);
  const sum = s.reduce((a, b) => a + b, 0);
  const runs = (n: number): number[] => Array.from({ length: 7 - n }, (_, i) => i + 1);
  const blocks = [1, 2, 3, 4, 5, 6].map((f) => s.filter((d) => d === f).length);
  const pays = (points: AddedRow['points']): number => (points === 'sum' ? sum : (points as number));
  switch (row.kind) {
    case 'pairs': {
      const faces = [6, 5, 4, 3, 2, 1].filter((f) => blocks[f - 1]! >= 2).slice(0, row.pairs);
      return faces.length === row.pairs ? faces.reduce((a, f) => a + 2 * f, 0) : 0;
    }
    case 'of-a-kind': {
      const face = [6, 5, 4, 3, 2, 1].find((f) => blocks[f - 1]! >= row.n!);
      if (face === undefined) return 0;
      return row.points === 'matching' ? face * row.n! : pays(row.points);
    }
    case 'full-house':
      return blocks.includes(3) && blocks.includes(2) ? pays(row.points) : 0;
    case 'straight': {
      const list =
        row.runs === 'small'
          ? runs(4).map((a) => [a, a + 1, a + 2, a + 3])
          : row.runs === 'large'
            ? runs(5).map((a) => [a, a + 1, a + 2, a + 3, a + 4])
            : (row.runs ?? []);
      return list.some((run) => run.every((f) => s.includes(f))) ? pays(row.points) : 0;
    }
    case 'yacht':
      return s[0] === s[4] ? (row.points as number) : 0;
    case 'second-yacht':
      // Five alike again: nothing while no five-alike box holds its points (the sheet here is empty).
      return 0;
    case 'chance':
      return sum;
  }
}

const pointsArb = (kinds: readonly ('sum' | 'matching')[]) =>
  fc.oneof(fc.constantFrom(...kinds), fc.integer({ min: 0, max: 500 }));
const runArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 5 })
  .map((run) => [...run].sort((a, b) => a - b));
const goodRow: fc.Arbitrary<AddedRow> = fc
  .oneof(
    fc.record({ kind: fc.constant('pairs' as const), pairs: fc.constantFrom(1, 2) }),
    fc.record({
      kind: fc.constant('of-a-kind' as const),
      n: fc.constantFrom(3, 4),
      points: pointsArb(['sum', 'matching']),
    }),
    fc.record({ kind: fc.constant('full-house' as const), points: pointsArb(['sum']) }),
    fc.record({
      kind: fc.constant('straight' as const),
      runs: fc.oneof(
        fc.constantFrom('small' as const, 'large' as const),
        fc.uniqueArray(runArb, { minLength: 1, maxLength: 4, selector: (r) => r.join('-') }),
      ),
      points: pointsArb(['sum']),
    }),
    fc.record({ kind: fc.constant('chance' as const) }),
    fc.record({ kind: fc.constant('yacht' as const), points: fc.integer({ min: 1, max: 500 }) }),
  )
  .map((row) => ({ id: 'added-row', label: 'Added row', ...row }));
const diceArb = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 });

describe('an added row scores as its rule text says', () => {
  it('any row of the family, any dice (classic without its yacht, so five alike may be added)', () => {
    fc.assert(
      fc.property(goodRow, diceArb, (row, dice) => {
        const custom: CustomRules = {
          ...customFrom(makeRules('classic'), 'Rows'),
          boxes: { ...customFrom(makeRules('classic'), '').boxes, yacht: 'none' },
          added: [row],
        };
        expect(problemsOf(custom)).toEqual({});
        const rules = rulesFromCustom(custom);
        const got = scoreChoices(rules, {}, dice).boxes.find((c) => c.box === 'added-row')?.points;
        expect(got).toBe(oracle(row, dice));
      }),
      { numRuns: 400, seed: 37 },
    );
  });
});

describe('bad rows and sheets are refused in words at their fields', () => {
  const refused = (...added: unknown[]) => problemsOf({ ...classicWith(), added });

  it('each kind takes its own values, and none other', () => {
    expect(refused({ ...TWO_PAIRS, pairs: 3 })).toEqual({
      'added.0.pairs': 'Two pairs: a row counts 1 or 2 pairs (not 3)',
    });
    expect(refused({ id: 'five', label: 'Five', kind: 'of-a-kind', n: 5, points: 'sum' })).toEqual({
      'added.0.n':
        'Five: an of-a-kind row wants 3 or 4 dice alike (not 5); five alike is a row of its own, "yacht"',
    });
    expect(refused({ id: 'fh', label: 'Full', kind: 'full-house', points: 'matching' })).toEqual({
      'added.0.points': 'Full can score "sum" or a number of points, not "matching"',
    });
    expect(refused({ id: 'luck', label: 'Luck', kind: 'chance', points: 5 })).toEqual({
      'added.0.points': 'Luck: a chance row takes no points',
    });
    expect(refused({ id: 'run', label: 'Run', kind: 'straight', points: 30 })).toEqual({
      'added.0.runs': 'Run: say which runs count: "small", "large" or the runs themselves',
    });
    expect(refused({ id: 'run', label: 'Run', kind: 'straight', runs: [[1, 2, 3]], points: 30 })).toEqual({
      'added.0.runs': 'Run: a run has 4 or 5 faces, not 3 (1-2-3)',
    });
    expect(refused({ id: 'run', label: 'Run', kind: 'straight', runs: [[4, 3, 2, 1]], points: 2.5 })).toEqual(
      {
        'added.0.runs': "Run: a run's faces are 1 to 6, each once, rising, as 2-3-4-5 (not 4-3-2-1)",
        'added.0.points': 'Run must be a whole number, not 2.5',
      },
    );
    expect(refused({ id: 'big', label: 'Big', kind: 'of-a-kind', n: 4, points: 501 })).toEqual({
      'added.0.points': 'Big can be at most 500',
    });
  });

  it("the longest id a row may take still fits a game file's line for a scored event", () => {
    const id = `a${'-b'.repeat(15)}c`.slice(0, MAX_BOX_ID_LENGTH);
    expect(refused({ ...TWO_PAIRS, id })).toEqual({});
    expect(refused({ ...TWO_PAIRS, id: `${id}d` })['added.0.id']).toMatch(/at most 32 characters/);
    const scored = { type: 'scored', seat: 5, box: id, points: 99_999, extraYacht: 99_999 };
    expect(Buffer.byteLength(`    ${JSON.stringify(scored)},\n`)).toBeLessThanOrEqual(MAX_EVENT_LINE_BYTES);
  });

  it('ids and labels: a short word, unique in the sheet; a removed box gives its id back', () => {
    expect(refused({ ...TWO_PAIRS, id: 'Two Pairs' })['added.0.id']).toMatch(/^a row's id is a short word/);
    for (const id of ['constructor', 'bonus', 'total']) {
      expect(refused({ ...TWO_PAIRS, id })).toEqual({
        'added.0.id': `"${id}" cannot name a box: give the row another id`,
      });
    }
    expect(refused({ ...TWO_PAIRS, id: 'full-house' })).toEqual({
      'added.0.id': '"full-house" is the id of Full house, a box the sheet keeps: give the row another',
    });
    expect(refused(TWO_PAIRS, { ...TWO_PAIRS, label: 'Pairs' })).toEqual({
      'added.1.id': '"two-pairs" is the id of row 1 already: give this one another',
    });
    expect(refused({ ...TWO_PAIRS, label: 'choice ' })).toEqual({
      'added.0.label': '"choice" is the label of a box the sheet keeps',
    });
    expect(refused({ ...TWO_PAIRS, label: ' ' })['added.0.label']).toBe(
      'give the row a label, such as "Two pairs"',
    );
    const reused = {
      ...classicWith({ id: 'full-house', label: 'Full house', kind: 'full-house', points: 25 }),
      boxes: { ...customFrom(makeRules('classic'), '').boxes, 'full-house': 'none' },
    };
    expect(problemsOf(reused)).toEqual({});
  });

  it('one five-alike box a sheet; the joker and extra yachts need one', () => {
    const five: AddedRow = { id: 'generala', label: 'Generala', kind: 'yacht', points: 50 };
    expect(refused(five)).toEqual({
      'added.0.kind':
        'Generala: a sheet has one five-alike box, and Yacht is one already (leave it out first)',
    });
    const noYacht: CustomRules = {
      ...customFrom(makeRules('standard'), 'No yacht'),
      boxes: { ...customFrom(makeRules('standard'), '').boxes, yacht: 'none' },
    };
    expect(problemsOf(noYacht)).toEqual({
      joker: 'the joker plays five alike, and the sheet has no five-alike box: turn it off',
      extraYacht: 'extra yachts need a five-alike box, and the sheet has none: turn them off',
    });
    expect(problemsOf({ ...noYacht, added: [five] })).toEqual({});
  });

  it('Generala: Doble Generala needs a five-alike box; either may be left out', () => {
    const generala = customFrom(makeRules('generala'), 'Mine');
    const noGenerala = { ...generala, boxes: { ...generala.boxes, generala: 'none' } };
    expect(problemsOf(noGenerala)).toEqual({
      'boxes.doble-generala':
        'Doble Generala scores five alike once the five-alike box holds its points, and the sheet has none: keep one or leave Doble Generala out',
    });
    expect(problemsOf({ ...noGenerala, boxes: { ...noGenerala.boxes, 'doble-generala': 'none' } })).toEqual(
      {},
    );
    const five: AddedRow = { id: 'five', label: 'Five alike', kind: 'yacht', points: 50 };
    expect(problemsOf({ ...noGenerala, added: [five] })).toEqual({});
  });

  it(`at most ${MAX_BOXES} boxes; a bonus needs upper boxes that can reach it`, () => {
    const rows = (n: number): AddedRow[] =>
      Array.from({ length: n }, (_, i) => ({ id: `luck-${i + 1}`, label: `Luck ${i + 1}`, kind: 'chance' }));
    expect(problemsOf({ ...BIG_BONUS, added: rows(2) })).toEqual({});
    expect(problemsOf({ ...BIG_BONUS, added: rows(4) })).toEqual({
      added: `a sheet has at most ${MAX_BOXES} boxes (so the solver's table fits in memory): this one has 17; leave out 2 or add fewer rows`,
    });
    const upperGone = Object.fromEntries(
      ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'].map((id) => [id, 'none']),
    );
    expect(problemsOf({ ...BIG_BONUS, boxes: { ...BIG_BONUS.boxes, ...upperGone } })).toEqual({
      'bonus.threshold': 'the sheet keeps no upper box to earn the bonus: turn the bonus off',
    });
    expect(problemsOf({ ...BIG_BONUS, bonus: null, boxes: { ...BIG_BONUS.boxes, ...upperGone } })).toEqual(
      {},
    );
    expect(problemsOf({ ...BIG_BONUS, boxes: { ...BIG_BONUS.boxes, sixes: 'none' } })).toEqual({});
    expect(problemsOf({ ...BIG_BONUS, boxes: { ...BIG_BONUS.boxes, sixes: 'none', fives: 'none' } })).toEqual(
      {
        'bonus.threshold':
          'no sheet can reach 70 in the upper boxes left: the most is 50 (five of every face left)',
      },
    );
  });

  it('rows that do not read leave the sheet unjudged as a whole', () => {
    const base = customFrom(makeRules('standard'), 'No yacht');
    const noYacht = { ...base, boxes: { ...base.boxes, yacht: 'none' } };
    // The five-alike row is there but the other row is bad: no "the sheet has no five-alike box".
    expect(
      problemsOf({
        ...noYacht,
        added: [
          { id: 'five', label: 'Five', kind: 'yacht', points: 50 },
          { id: 'x', kind: 'chance' },
        ],
      }),
    ).toEqual({ 'added.1.label': 'missing: give the row\'s label in quotes, such as "Two pairs"' });
  });

  it('the shape: unknown keys of a row, a wrong kind, each in words', () => {
    expect(refused({ ...TWO_PAIRS, colour: 'red' })).toEqual({
      'added.0.colour':
        'not a field of the rules (a row holds id, label, kind, n, pairs, points, runs, servida)',
    });
    expect(refused({ ...TWO_PAIRS, kind: 'triple' })['added.0.kind']).toBe(
      'should be "pairs", "of-a-kind", "full-house", "straight", "chance", "yacht" or "second-yacht", not "triple"',
    );
    expect(refused({ kind: 'chance', label: 'Luck' })['added.0.id']).toBe(
      'missing: give the row\'s id, a short word such as "two-pairs"',
    );
  });

  it("any row at all: accepted exactly when its values are the family's, never a crash", () => {
    const anyValue = fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: -2, max: 8 }),
      fc.constantFrom('sum', 'matching', 'small', 'large', 'none'),
      fc.array(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 6 }), { maxLength: 3 }),
    );
    const anyRow = fc.record({
      kind: fc.constantFrom('pairs', 'of-a-kind', 'full-house', 'straight', 'chance', 'yacht'),
      n: anyValue,
      pairs: anyValue,
      points: anyValue,
      runs: anyValue,
    });
    fc.assert(
      fc.property(anyRow, (raw) => {
        const row = Object.fromEntries(
          Object.entries({ id: 'row', label: 'Row', ...raw }).filter(([, v]) => v !== undefined),
        );
        const custom = {
          ...customFrom(makeRules('classic'), 'Any'),
          boxes: { ...customFrom(makeRules('classic'), '').boxes, yacht: 'none' },
          joker: 'off',
          extraYacht: null,
          added: [row],
        };
        expect(checkCustomRules(custom).ok).toBe(familyRow(row));
      }),
      { numRuns: 600, seed: 37 },
    );
  });
});

/** Whether a row's values are the family's, from the file format's text (docs/variants.md). */
function familyRow(row: Record<string, unknown>): boolean {
  const allowed: Record<string, string[]> = {
    pairs: ['pairs'],
    'of-a-kind': ['n', 'points'],
    'full-house': ['points'],
    straight: ['runs', 'points'],
    chance: [],
    yacht: ['points'],
  };
  const kind = row['kind'] as string;
  const fields = Object.keys(row).filter((k) => !['id', 'label', 'kind'].includes(k));
  if (fields.some((f) => !allowed[kind]!.includes(f)) || fields.length !== allowed[kind]!.length)
    return false;
  const whole = (v: unknown, lo: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= 500;
  const { n, pairs, points, runs } = row;
  const runOk = (r: unknown) =>
    Array.isArray(r) &&
    r.length >= 4 &&
    r.length <= 5 &&
    r.every((f, i) => f >= 1 && f <= 6 && (i === 0 || f > r[i - 1]));
  switch (kind) {
    case 'pairs':
      return pairs === 1 || pairs === 2;
    case 'of-a-kind':
      return (n === 3 || n === 4) && (points === 'sum' || points === 'matching' || whole(points, 0));
    case 'full-house':
      return points === 'sum' || whole(points, 0);
    case 'straight': {
      const listOk =
        runs === 'small' ||
        runs === 'large' ||
        (Array.isArray(runs) &&
          runs.length >= 1 &&
          runs.every(runOk) &&
          new Set(runs.map((r: number[]) => r.join())).size === runs.length);
      return listOk && (points === 'sum' || whole(points, 0));
    }
    case 'yacht':
      return whole(points, 1);
    default:
      return true;
  }
}
