import { describe, expect, it } from 'vitest';
import { liveEvents, type GameEvent } from '../../../src/shared/game';
import { CREATED_AT, table } from './helpers';

const created: GameEvent = {
  type: 'created',
  variant: 'standard',
  options: { secondYacht: true, joker: 'forced' },
  seats: table(2),
  firstSeat: 0,
  seed: null,
  createdAt: CREATED_AT,
};
const roll = (seat: number): GameEvent => ({ type: 'rolled', seat, dice: [1, 2, 3, 4, 5], kept: [] });
const score = (seat: number, box: string): GameEvent => ({
  type: 'scored',
  seat,
  box,
  points: 0,
  extraYacht: 0,
});
const undone = (seat: number, to: number): GameEvent => ({ type: 'undone', seat, to });

describe('the live line', () => {
  it('is the whole log when nothing was undone', () => {
    expect(liveEvents([created, roll(0), roll(0), score(0, 'ones')])).toEqual([0, 1, 2, 3]);
  });

  it('drops the target of an undo, everything after it and the undo itself', () => {
    // 0 created, 1 roll, 2 re-roll (decision), 3 score, 4 bot roll, 5 undo to 2, 6 re-roll.
    const events = [created, roll(0), roll(0), score(0, 'ones'), roll(1), undone(0, 2), roll(0)];
    expect(liveEvents(events)).toEqual([0, 1, 6]);
  });

  it('walks further back with undos in a row', () => {
    // 0 created, 1 roll, 2 re-roll, 3 score, 4 undo to 3, 5 undo to 2.
    const events = [created, roll(0), roll(0), score(0, 'ones'), undone(0, 3), undone(0, 2)];
    expect(liveEvents(events)).toEqual([0, 1]);
  });

  it('is empty for an empty log', () => {
    expect(liveEvents([])).toEqual([]);
  });
});
