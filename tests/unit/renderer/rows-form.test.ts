// The rules editor's added rows: a rule set with rows, upper boxes or its yacht box left out survives the round
// trip through the form's text; a row's id comes from its label, free in the sheet; typed runs are read as faces
// and a bad one is refused in words at its input; the summary says what the rows and removals change.

import { describe, expect, it } from 'vitest';
import { customFrom, makeRules, type CustomRules } from '../../../src/shared/rules';
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
