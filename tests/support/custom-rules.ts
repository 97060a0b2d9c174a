// Three custom rule sets the tests use: each changes something different (the bonus, box scoring and boxes
// left out, the yacht, extra yacht and joker), all in the file format the editor saves.

import { customFrom, makeRules, type CustomRules } from '../../src/shared/rules';

/** Standard with a bonus of 50 at 70 (the rule set the e2e test makes in the editor). */
export const BIG_BONUS: CustomRules = {
  ...customFrom(makeRules('standard'), 'Bonus 50 at 70'),
  bonus: { threshold: 70, points: 50 },
};

/** Yatzy without pairs, four of a kind worth a fixed 40, straights paying the dice. */
export const LEAN_YATZY: CustomRules = {
  ...customFrom(makeRules('yatzy'), 'Lean Yatzy'),
  boxes: {
    'one-pair': 'none',
    'two-pairs': 'none',
    'three-of-a-kind': 'sum',
    'four-of-a-kind': 40,
    'small-straight': 'sum',
    'large-straight': 'sum',
    'full-house': 25,
    chance: 'sum',
  },
};

/** Classic with a yacht of 40, extra yachts paying 50 and no joker, no little straight. */
export const CLASSIC_EXTRA: CustomRules = {
  ...customFrom(makeRules('classic'), 'Classic with extra yachts'),
  boxes: { ...customFrom(makeRules('classic'), '').boxes, 'little-straight': 'none' },
  yacht: 40,
  extraYacht: 50,
  joker: 'off',
};

export const CUSTOM_SAMPLES: readonly CustomRules[] = [BIG_BONUS, LEAN_YATZY, CLASSIC_EXTRA];

/** Generala with an upper bonus of 30 at 60: a servida and a bonus together (the solver's lanes with stands). */
export const GENERALA_BONUS: CustomRules = {
  ...customFrom(makeRules('generala'), 'Generala con premio'),
  bonus: { threshold: 60, points: 30 },
};
