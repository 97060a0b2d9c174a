// The custom-rules editor's form: a rule set survives the round trip through the form's text, a bad input is
// named at its field in words, a new rule set takes a free name, and a rule set's changes read as a few words.

import { describe, expect, it } from 'vitest';
import { customFrom, freeRuleName, makeRules } from '../../../src/shared/rules';
import {
  customOf,
  customSummary,
  formOf,
  formProblems,
  kindOptions,
  newForm,
  withBase,
} from '../../../src/renderer/variants/rules-form';
import { CUSTOM_SAMPLES, BIG_BONUS, CLASSIC_EXTRA, LEAN_YATZY } from '../../support/custom-rules';

describe('the rules editor form', () => {
  it('gives back the rule set it was made from', () => {
    for (const custom of CUSTOM_SAMPLES) expect(customOf(formOf(custom))).toEqual(custom);
  });

  it('names each bad input at its field, in sentences, in the form’s order', () => {
    const form = formOf(BIG_BONUS);
    expect(formProblems(form, [])).toEqual({});
    const bad = {
      ...form,
      threshold: '',
      bonusPoints: '-4',
      yacht: '12.5',
      boxes: { ...form.boxes, 'full-house': { kind: 'fixed' as const, points: 'x' } },
    };
    const problems = formProblems(bad, ['Bonus 50 at 70']);
    expect(problems).toEqual({
      name: '"Bonus 50 at 70" is already the name of another rule set.',
      'bonus.threshold': 'The bonus threshold needs a number.',
      'bonus.points': 'The bonus cannot be negative (-4).',
      'boxes.full-house': 'Full house needs a number.',
      yacht: "The yacht's points must be a whole number, not 12.5.",
    });
    expect(Object.keys(problems)).toEqual([
      'name',
      'bonus.threshold',
      'bonus.points',
      'boxes.full-house',
      'yacht',
    ]);
    // The check's lowercase words start a sentence here.
    expect(formProblems({ ...form, threshold: '200' }, [])).toEqual({
      'bonus.threshold': 'No sheet can reach 200 in the upper boxes: the most is 105 (five of every face).',
    });
  });

  it('refuses a built-in rule set’s name, in any case, as the backend does', () => {
    const form = formOf(BIG_BONUS);
    for (const name of [
      'Standard',
      'yatzy',
      ' STANDARD,  free joker ',
      'Standard, no second-yacht bonus',
      'classic yacht',
    ]) {
      expect(formProblems({ ...form, name }, [])).toEqual({
        name: `${JSON.stringify(name.trim())} is the name of a built-in rule set: give yours another.`,
      });
    }
    expect(formProblems({ ...form, name: 'Standard plus' }, [])).toEqual({});
  });

  it('a new rule set is a copy of a built-in one under a free name', () => {
    expect(freeRuleName([])).toBe('My rules');
    expect(freeRuleName(['my rules', 'My rules 2'])).toBe('My rules 3');
    const form = newForm('yatzy', ['My rules']);
    expect(customOf(form)).toEqual(customFrom(makeRules('yatzy'), 'My rules 2'));
    // Another base: its boxes, the rest kept.
    const moved = withBase({ ...form, threshold: '70' }, 'classic');
    expect(Object.keys(moved.boxes)).toEqual([
      'little-straight',
      'big-straight',
      'full-house',
      'four-of-a-kind',
      'choice',
    ]);
    expect(moved.threshold).toBe('70');
  });

  it('offers each box the kinds it can take', () => {
    expect(kindOptions('yatzy', 'one-pair').map((o) => o.kind)).toEqual(['matching', 'none']);
    expect(kindOptions('standard', 'four-of-a-kind').map((o) => o.kind)).toEqual([
      'sum',
      'matching',
      'fixed',
      'none',
    ]);
    expect(kindOptions('standard', 'yacht')).toEqual([]);
  });

  it('says what a rule set changes', () => {
    expect(customSummary(BIG_BONUS)).toBe('From Standard: bonus 50 at 70.');
    expect(customSummary(LEAN_YATZY)).toBe(
      'From Yatzy: no one pair, no two pairs, three of a kind the dice, four of a kind 40, small straight the dice, large straight the dice, full house 25.',
    );
    expect(customSummary(CLASSIC_EXTRA)).toBe('From Classic: no little straight, yacht 40, extra yachts 50.');
    expect(customSummary(customFrom(makeRules('classic'), 'Same'))).toBe('From Classic, unchanged.');
  });
});
