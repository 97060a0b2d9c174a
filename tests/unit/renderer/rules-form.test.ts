// The custom-rules editor's form: a rule set survives the round trip through the form's text, a bad input is
// named at its field in words, a new rule set takes a free name, and a rule set's changes read as a few words.

import { describe, expect, it } from 'vitest';
import { customFrom, makeRules } from '../../../src/shared/rules';
import {
  customOf,
  customSummary,
  formOf,
  formProblems,
  freeName,
  kindOptions,
  newForm,
  withBase,
} from '../../../src/renderer/variants/rules-form';
import { CUSTOM_SAMPLES, BIG_BONUS, CLASSIC_EXTRA, LEAN_YATZY } from '../../support/custom-rules';

describe('the rules editor form', () => {
  it('gives back the rule set it was made from', () => {
    for (const custom of CUSTOM_SAMPLES) expect(customOf(formOf(custom))).toEqual(custom);
  });

  it('names each bad input at its field, in words', () => {
    const form = formOf(BIG_BONUS);
    expect(formProblems(form, [])).toEqual({});
    const bad = {
      ...form,
      threshold: '',
      bonusPoints: '-4',
      yacht: '12.5',
      boxes: { ...form.boxes, 'full-house': { kind: 'fixed' as const, points: 'x' } },
    };
    expect(formProblems(bad, ['Bonus 50 at 70'])).toEqual({
      name: '"Bonus 50 at 70" is already the name of another rule set',
      'bonus.threshold': 'The bonus threshold needs a number',
      'bonus.points': 'The bonus cannot be negative (-4)',
      'boxes.full-house': 'Full house needs a number',
      yacht: "The yacht's points must be a whole number, not 12.5",
    });
  });

  it('a new rule set is a copy of a built-in one under a free name', () => {
    expect(freeName([])).toBe('My rules');
    expect(freeName(['my rules', 'My rules 2'])).toBe('My rules 3');
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
