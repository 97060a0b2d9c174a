// The record offered as a target: the best total a person finished a fair game with, at the same rules.

import { describe, expect, it } from 'vitest';
import type { FinishedGame } from '../../../src/shared/api/contract';
import { makeRules } from '../../../src/shared/rules';
import { recordAt } from '../../../src/renderer/setup/target-record';

function game(id: string, totals: number[], extra: Partial<FinishedGame> = {}): FinishedGame {
  return {
    gameId: id,
    createdAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:20:00.000Z',
    variant: 'standard',
    options: { secondYacht: true, joker: 'forced' },
    seats: totals.map((_, i) =>
      i === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'bot', name: `Bot ${i}`, level: 'perfect' },
    ),
    standings: totals.map((total, seat) => ({
      seat,
      name: seat === 0 ? 'Ann' : `Bot ${seat}`,
      total,
      place: 1,
    })),
    practice: false,
    ...extra,
  };
}

describe('recordAt', () => {
  const standard = makeRules('standard', { secondYacht: true, joker: 'forced' });

  it("takes a person's best total at these rules, not a bot's, a practice game's or other rules'", () => {
    const games = [
      game('a', [231]),
      game('b', [244, 390]),
      game('c', [301], { practice: true }),
      game('d', [299], { variant: 'yatzy', options: { secondYacht: true, joker: 'forced' } }),
      game('e', [280], { options: { secondYacht: false, joker: 'forced' } }),
    ];
    expect(recordAt(games, standard)).toBe(244);
    expect(recordAt(games, makeRules('yatzy'))).toBe(299);
    expect(recordAt(games, makeRules('standard', { secondYacht: false }))).toBe(280);
  });

  it('is null with no game at these rules', () => {
    expect(recordAt([], standard)).toBeNull();
    expect(recordAt([game('a', [200])], makeRules('classic'))).toBeNull();
  });
});
