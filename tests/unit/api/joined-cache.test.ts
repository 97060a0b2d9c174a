// The joined table in the page's cache: an answer that ended before pushed events arrived (a bot's moves right
// after ours) must not put the older table back on screen.

import { describe, expect, it } from 'vitest';
import type { JoinedTableView } from '../../../src/shared/api/online';
import { botLog } from '../backend/helpers';
import { newerJoinedView } from '../../../src/renderer/api/cache';

const log = botLog('classic', 'joined-cache');

function view(events: number, code = 'ABC234'): JoinedTableView {
  return {
    address: '127.0.0.1:8750',
    code,
    phase: 'joined',
    problem: null,
    table: null,
    seat: 0,
    events: log.slice(0, events),
  };
}

describe('newerJoinedView', () => {
  it('keeps the pushed table when the answer knows less of the game', () => {
    const pushed = view(7);
    expect(newerJoinedView(pushed, view(5))).toBe(pushed);
  });

  it('takes the answer when it knows as much or more, or is about another table', () => {
    const answer = view(7);
    expect(newerJoinedView(view(5), answer)).toBe(answer);
    expect(newerJoinedView(view(7), answer)).toBe(answer);
    const other = view(2, 'XYZ789');
    expect(newerJoinedView(view(7), other)).toBe(other);
    expect(newerJoinedView(null, answer)).toBe(answer);
  });
});
