// The coach's words in target practice: chances are "to reach T", not "to win".

import { describe, expect, it } from 'vitest';
import { partingWords, winNote } from '../../../src/shared/coach';
import { aimOf } from '../../../src/renderer/coach/aim';
import { winLossText } from '../../../src/renderer/coach/measure';

describe('the aim of the coach', () => {
  it('speaks of the target in target practice and of winning at a table', () => {
    const reach = aimOf(300);
    expect(reach).toEqual({ target: 300, to: 'to reach 300', chance: 'chance to reach 300' });
    expect(winLossText(0.061, reach.chance)).toBe('−6.1% chance to reach 300');
    expect(partingWords('keep 6-6', 'keep 5-5-5', reach.to)).toBe(
      'for points: keep 6-6; to reach 300: keep 5-5-5',
    );
    expect(winNote({ exact: false, turnsExact: 3 }, reach.chance)).toBe(
      'chance to reach 300: exact over the next 3 turns, approximate past them',
    );
    const win = aimOf(null);
    expect(winLossText(0.061, win.chance)).toBe('−6.1% win chance');
    expect(partingWords('keep 6-6', 'keep 5-5-5')).toBe('for points: keep 6-6; to win: keep 5-5-5');
  });
});
