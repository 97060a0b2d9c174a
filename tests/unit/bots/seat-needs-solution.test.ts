// Which seats wait for the rules' solution: the one rule the backend and the setup page go by.

import { describe, expect, it } from 'vitest';
import { seatNeedsSolution } from '../../../src/shared/bots';
import { customFrom, makeRules, rulesFromCustom } from '../../../src/shared/rules';

describe('seatNeedsSolution', () => {
  const classic = makeRules('classic');
  // A rule set of one's own has no committed valuation for Hard: it is made from the solution.
  const own = rulesFromCustom({ ...customFrom(classic, 'Mine'), bonus: { threshold: 63, points: 50 } });

  it('is Perfect, and Hard on rules with no committed valuation; never a person', () => {
    const bot = (level: 'easy' | 'medium' | 'hard' | 'perfect') =>
      ({ kind: 'bot', name: 'B', level }) as const;
    expect(seatNeedsSolution(bot('perfect'), classic)).toBe(true);
    expect(seatNeedsSolution(bot('hard'), classic)).toBe(false);
    expect(seatNeedsSolution(bot('hard'), own)).toBe(true);
    expect(seatNeedsSolution(bot('medium'), own)).toBe(false);
    expect(seatNeedsSolution(bot('easy'), own)).toBe(false);
    expect(seatNeedsSolution({ kind: 'human', name: 'Ann' }, own)).toBe(false);
  });
});
