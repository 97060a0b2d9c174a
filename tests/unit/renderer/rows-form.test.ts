// The rules editor's added rows: a rule set with rows (a servida, a second five alike), upper boxes or its yacht
// box left out survives the round trip through the form's text; a row's id comes from its label, free in the
// sheet; typed runs and a servida are read, and a bad one is refused in words at its input (a second five alike
// at its row); the summary says what the rows and removals change.

import { describe, expect, it } from 'vitest';
import { customFrom, makeRules, rulesFromCustom, type CustomRules } from '../../../src/shared/rules';
import { customOf, customSummary, formOf, formProblems } from '../../../src/renderer/variants/rules-form';
import { addedRowOf, FAMILY, newRow, rowIdFor, runsOfText } from '../../../src/renderer/variants/rows-form';
import { rebuiltFromRows } from '../../support/family-rows';

const SAMPLE: CustomRules = {
  ...customFrom(makeRules('classic'), 'Family'),
  boxes: { ...customFrom(makeRules('classic'), '').boxes, ones: 'none', yacht: 'none' },
  added: [
    { id: 'two-pairs', label: 'Two pairs', kind: 'pairs', pairs: 2 },
    { id: 'three', label: 'Three alike', kind: 'of-a-kind', n: 3, points: 'matching' },
    { id: 'run', label: 'Escalera', kind: 'straight', runs: [[1, 3, 4, 5, 6]], points: 20 },
    { id: 'small', label: 'Small straight', kind: 'straight', runs: 'small', points: 'sum' },
    { id: 'generala', label: 'Generala', kind: 'yacht', points: 60 },
  ],
};

describe('added rows in the editor form', () => {
  it('give back the rule set they were made from', () => {
    expect(customOf(formOf(SAMPLE))).toEqual(SAMPLE);
    for (const variant of ['standard', 'classic', 'yatzy'] as const) {
      const rebuilt = rebuiltFromRows(makeRules(variant));
      expect(customOf(formOf(rebuilt))).toEqual(rebuilt);
    }
    // Generala from rows: Escalera, Full and Poker with their servida, Doble Generala a second five alike.
    const generala = rebuiltFromRows(makeRules('generala', { aceStraight: true }));
    expect(generala.added?.filter((r) => r.servida === 5).map((r) => r.id)).toEqual([
      'escalera',
      'full',
      'poker',
    ]);
    expect(formOf(generala).added.map((r) => [r.family, r.servida])).toEqual([
      ['straight', '5'],
      ['full-house', '5'],
      ['four-alike', '5'],
      ['five-alike', ''],
      ['second-five-alike', ''],
    ]);
    expect(customOf(formOf(generala))).toEqual(generala);
  });

  it("a row's servida: blank writes none, a number writes it, anything else is refused at its input", () => {
    const full = { ...newRow('full-house', 0, []), id: 'full-servida', label: 'Full servida' };
    expect(addedRowOf(full)).not.toHaveProperty('servida');
    expect(addedRowOf({ ...full, servida: '  ' })).not.toHaveProperty('servida');
    expect(addedRowOf({ ...full, servida: ' 5 ' })).toMatchObject({
      kind: 'full-house',
      points: 25,
      servida: 5,
    });
    const form = formOf(customFrom(makeRules('classic'), 'Servida'));
    const problemsWith = (servida: string) => formProblems({ ...form, added: [{ ...full, servida }] }, []);
    expect(problemsWith('5')).toEqual({});
    expect(problemsWith('500')).toEqual({});
    expect(problemsWith('0')).toEqual({ 'added.0.servida': "Full servida's servida must be at least 1." });
    expect(problemsWith('501')).toEqual({ 'added.0.servida': "Full servida's servida can be at most 500." });
    expect(problemsWith('2.5')).toEqual({
      'added.0.servida': "Full servida's servida must be a whole number, not 2.5.",
    });
    expect(problemsWith('-3')).toEqual({
      'added.0.servida': "Full servida's servida cannot be negative (-3).",
    });
    // Saved with a servida, the row scores it on the first roll (the rule set's box carries it).
    const custom = customOf({ ...form, added: [{ ...full, servida: '5' }] });
    const box = rulesFromCustom(custom).boxes.find((b) => b.id === full.id);
    expect(box?.servida).toBe(5);
    expect(box?.help).toBe('Three of one face and two of another: 25, 5 more made on the first roll.');
  });

  it('a second five alike is refused at its row without a five-alike box, and as a second one', () => {
    const base = customFrom(makeRules('classic'), 'Doble');
    const second = newRow('second-five-alike', 0, ['yacht']);
    expect(addedRowOf(second)).toEqual({
      id: 'second-five-alike',
      label: 'Second five alike',
      kind: 'second-yacht',
      points: 100,
    });
    const form = formOf(base);
    expect(formProblems({ ...form, added: [second] }, [])).toEqual({});
    expect(formProblems({ ...form, yachtOn: false, added: [second] }, [])).toEqual({
      'added.0.kind':
        'Second five alike scores five alike once the five-alike box holds its points, and the sheet has none: keep one or leave Second five alike out.',
    });
    const again = { ...newRow('second-five-alike', 1, ['yacht', second.id]), label: 'Doble' };
    expect(formProblems({ ...form, added: [second, again] }, [])).toEqual({
      'added.1.kind': 'Doble: a sheet has one second five-alike box, and Second five alike is one already.',
    });
    // Generala keeps a Doble Generala box: a second five alike added is the second one.
    const generala = formOf(customFrom(makeRules('generala'), 'Generala doble'));
    expect(formProblems({ ...generala, added: [second] }, [])).toEqual({
      'added.0.kind':
        'Second five alike: a sheet has one second five-alike box, and Doble Generala is one already.',
    });
  });

  it('Generala: Doble Generala left out round-trips and is named in the summary', () => {
    const base = customFrom(makeRules('generala'), 'No doble');
    const custom = { ...base, boxes: { ...base.boxes, 'doble-generala': 'none' as const } };
    expect(customOf(formOf(custom))).toEqual(custom);
    expect(formOf(custom).secondOn).toBe(false);
    expect(customSummary(custom)).toBe('From Generala: no doble generala.');
    // Without its Generala box, Doble Generala is refused at its checkbox's field.
    const form = { ...formOf(base), yachtOn: false };
    expect(Object.keys(formProblems(form, []))).toEqual(['boxes.doble-generala']);
  });

  it('a form without rows writes no rows field (as files before rows)', () => {
    const copy = customFrom(makeRules('classic'), 'Copy');
    expect(Object.keys(customOf(formOf(copy)))).not.toContain('added');
  });

  it('every row of the family, as added, is accepted by the shared check', () => {
    const base = customFrom(makeRules('classic'), 'All rows');
    const form = formOf({ ...base, boxes: { ...base.boxes, yacht: 'none', 'full-house': 'none' } });
    // As the editor adds them: ids free among the boxes kept and the rows before.
    const taken: string[] = makeRules('classic')
      .boxes.map((b) => b.id)
      .filter((id) => id !== 'yacht' && id !== 'full-house');
    const rows = FAMILY.filter((f) => f !== 'chance').map((family, key) => {
      const row = newRow(family, key, taken);
      taken.push(row.id);
      return row;
    });
    // Classic has a Choice box (chance) and Four of a kind: "Four of a kind" takes another id and is refused
    // only for its label; the others are new to the sheet.
    const problems = formProblems({ ...form, added: rows }, []);
    expect(problems).toEqual({
      'added.3.label': '"Four of a kind" is the label of a box the sheet keeps.',
      added:
        "A sheet has at most 15 boxes (so the solver's table fits in memory): this one has 18; leave out 3 or add fewer rows.",
    });
    expect(rows.map((r) => r.id)).toEqual([
      'one-pair',
      'two-pairs',
      'three-of-a-kind',
      'four-of-a-kind-2',
      'full-house',
      'straight',
      'five-alike',
      'second-five-alike',
    ]);
  });

  it('ids come from labels, free in the sheet', () => {
    expect(rowIdFor('Two pairs', [])).toBe('two-pairs');
    expect(rowIdFor('Two pairs', ['two-pairs', 'two-pairs-2'])).toBe('two-pairs-3');
    expect(rowIdFor('Poker!', [])).toBe('poker');
    expect(rowIdFor('Générala', [])).toBe('generala');
    expect(rowIdFor('3 alike', [])).toBe('alike');
    expect(rowIdFor('五', [])).toBe('row');
    expect(rowIdFor('Bonus', [])).toBe('bonus-2');
    expect(rowIdFor('Constructor', [])).toBe('constructor-2');
  });

  it('typed runs are read as faces; a bad one is refused at its input', () => {
    expect(runsOfText('1-2-3-4-5, 3 4 5 6 1')).toEqual([
      [1, 2, 3, 4, 5],
      [3, 4, 5, 6, 1],
    ]);
    const row = { ...newRow('straight', 0, []), runs: 'exact' as const, runsText: '3-4-5-6-1' };
    expect(addedRowOf(row)).toMatchObject({ kind: 'straight', runs: [[3, 4, 5, 6, 1]] });
    const form = formOf(customFrom(makeRules('classic'), 'Runs'));
    expect(formProblems({ ...form, added: [row] }, [])).toEqual({
      'added.0.runs': "Straight: a run's faces are 1 to 6, each once, rising, as 2-3-4-5 (not 3-4-5-6-1).",
    });
  });

  it('the summary names rows added and boxes left out', () => {
    expect(customSummary(SAMPLE)).toBe(
      'From Classic: no ones, no yacht, + two pairs, + three alike, + escalera, + small straight, + generala.',
    );
  });
});
