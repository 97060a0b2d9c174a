// A rule set's options as printed: a rule set without a joker says "off" (its normalised options hold the
// default "forced", which printed as is read as a joker: `yacht distribution --rules` on a yatzy base did).

import { describe, expect, it } from 'vitest';
import { customFrom, makeRules, rulesFromCustom } from '../../../src/shared/rules';
import { playedOptions } from '../../../src/shared/rules/played-options';
import { CLASSIC_EXTRA, LEAN_YATZY } from '../../support/custom-rules';

describe('the options a rule set plays', () => {
  it('built-in rule sets: standard’s joker as chosen, none without the second yacht, none at classic or yatzy', () => {
    expect(playedOptions(makeRules('standard'))).toEqual({ secondYacht: true, joker: 'forced' });
    expect(playedOptions(makeRules('standard', { joker: 'free' }))).toEqual({
      secondYacht: true,
      joker: 'free',
    });
    expect(playedOptions(makeRules('standard', { secondYacht: false }))).toEqual({
      secondYacht: false,
      joker: 'off',
    });
    expect(playedOptions(makeRules('classic'))).toEqual({ secondYacht: false, joker: 'off' });
    expect(playedOptions(makeRules('yatzy'))).toEqual({ secondYacht: false, joker: 'off' });
  });

  it('rule sets of one’s own: their own joker and extra yacht', () => {
    expect(playedOptions(rulesFromCustom(LEAN_YATZY))).toEqual({ secondYacht: false, joker: 'off' });
    // Extra yachts paid, no joker.
    expect(playedOptions(rulesFromCustom(CLASSIC_EXTRA))).toEqual({ secondYacht: true, joker: 'off' });
    // A joker with no extra points.
    const jokerOnly = { ...customFrom(makeRules('yatzy'), 'Joker only'), joker: 'free' as const };
    expect(playedOptions(rulesFromCustom(jokerOnly))).toEqual({ secondYacht: false, joker: 'free' });
  });
});
