// What the coach reads from a log at the table (the last decision of a person to take back, practice, whether
// a hint still fits), and the guard's verdict on a move from the hint's options.

import { describe, expect, it } from 'vitest';
import type { Hint } from '../../../src/shared/api/contract';
import type { RankedOption } from '../../../src/shared/coach';
import type { GameEvent } from '../../../src/shared/game';
import { guardWarning, optionOf } from '../../../src/renderer/coach/guard';
import { hintFits, liveIndexSet } from '../../../src/renderer/coach/log';

const created: GameEvent = {
  type: 'created',
  variant: 'standard',
  options: { secondYacht: true, joker: 'forced' },
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Bot', level: 'easy' },
  ],
  firstSeat: 0,
  seed: null,
  createdAt: 'now',
};
const rolled = (seat: number, kept: number[] = []): GameEvent => ({
  type: 'rolled',
  seat,
  dice: [1, 2, 3, 4, 5],
  kept,
});
const scored = (seat: number, box: string): GameEvent => ({
  type: 'scored',
  seat,
  box,
  points: 5,
  extraYacht: 0,
});

// 0 created, 1 Ann's first roll, 2 her re-roll (a decision), 3 a keep, 4 her score (a decision),
// 5 the bot's first roll, 6 its re-roll, 7 its score.
const log: GameEvent[] = [
  created,
  rolled(0),
  rolled(0, [0]),
  { type: 'kept', seat: 0, positions: [0, 1] },
  scored(0, 'chance'),
  rolled(1),
  rolled(1, [2]),
  scored(1, 'ones'),
];

describe('the log at the table', () => {
  it('leaves undone decisions out', () => {
    const undone: GameEvent[] = [...log, { type: 'undone', seat: 0, to: 4 }];
    expect([...liveIndexSet(undone)]).toEqual([0, 1, 2, 3]);
  });

  it('lets a hint stand while only keeps came after it', () => {
    const withKeep = log.slice(0, 4);
    expect(hintFits(withKeep, 3)).toBe(true);
    expect(hintFits(withKeep, 4)).toBe(true);
    expect(hintFits(withKeep, 2)).toBe(false);
    expect(hintFits(withKeep, 5)).toBe(false);
  });
});

function option(choice: RankedOption['choice'], words: string, loss: number): RankedOption {
  return { choice, words, ev: 250 - loss, loss, grade: loss < 0.01 ? 'best' : 'mistake', facts: [] };
}

const hint: Hint = {
  gameId: 'g',
  at: 3,
  seat: 0,
  rollsLeft: 2,
  dice: [2, 6, 6, 6, 6],
  current: 0,
  options: [
    option({ type: 'keep', keep: [6, 6, 6, 6] }, 'keep 6-6-6-6', 0),
    option({ type: 'keep', keep: [2, 6] }, 'keep 2-6', 3.2),
    option({ type: 'score', box: 'chance' }, 'score Chance', 6.3),
  ],
  actions: [
    { type: 'roll', keep: [1, 2, 3, 4] },
    { type: 'roll', keep: [0, 1] },
    { type: 'score', box: 'chance' },
  ],
};

describe('the guard', () => {
  it("finds a roll's option by the faces it holds, in any order, and a score's by its box", () => {
    expect(optionOf(hint, { type: 'keep', keep: [6, 2] })?.words).toBe('keep 2-6');
    expect(optionOf(hint, { type: 'score', box: 'chance' })?.words).toBe('score Chance');
    expect(optionOf(hint, { type: 'keep', keep: [6] })).toBeUndefined();
  });

  it('asks from the guard class on, and never without a hint or with the guard off', () => {
    const chance = { type: 'score', box: 'chance' } as const;
    expect(guardWarning(hint, chance, 'blunder')).toEqual({
      loss: 6.3,
      byWin: false,
      grade: 'mistake',
      best: 'keep 6-6-6-6',
    });
    expect(guardWarning(hint, { type: 'keep', keep: [2, 6] }, 'blunder')).toBeNull();
    expect(guardWarning(hint, { type: 'keep', keep: [2, 6] }, 'mistake')).not.toBeNull();
    expect(guardWarning(hint, { type: 'keep', keep: [6, 6, 6, 6] }, 'inaccuracy')).toBeNull();
    expect(guardWarning(hint, chance, 'off')).toBeNull();
    expect(guardWarning(undefined, chance, 'inaccuracy')).toBeNull();
  });
});
