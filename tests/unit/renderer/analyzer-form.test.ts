// The analyzer's form as text and the request it makes: empty boxes are open, dice are five faces 1 to 6,
// and the table's position (the seat to play's sheet, dice and rolls left) is where it starts from a game.

import { describe, expect, it } from 'vitest';
import { replay, type GameEvent } from '../../../src/shared/game';
import { formFromRules, formFromTable, requestOf } from '../../../src/renderer/coach/position-form';

describe('the analyzer form', () => {
  it('sends filled boxes as points, leaves empty ones open, and drops boxes the rules do not have', () => {
    const form = {
      ...formFromRules('standard'),
      sheet: { ones: '3', twos: '', 'full-house': ' 25 ', 'one-pair': '8' },
      dice: ['6', '6', '1', '2', '6'],
      rollsLeft: 1 as const,
    };
    expect(requestOf(form)).toEqual({
      variant: 'standard',
      options: { secondYacht: true, joker: 'forced' },
      sheet: { ones: 3, 'full-house': 25 },
      extraYachts: 0,
      dice: [6, 6, 1, 2, 6],
      rollsLeft: 1,
    });
  });

  it('names what is wrong before asking: a die off the faces, points that are not whole', () => {
    const form = formFromRules('classic');
    expect(requestOf({ ...form, dice: ['1', '2', '7', '4', '5'] })).toEqual({
      problem: 'Die 3 must show 1 to 6',
    });
    expect(requestOf({ ...form, dice: ['1', '2', '', '4', '5'] })).toEqual({
      problem: 'Die 3 must show 1 to 6',
    });
    expect(requestOf({ ...form, sheet: { ones: '2.5' } })).toEqual({
      problem: 'Ones: write whole points, or leave it empty for open',
    });
    // Extra yachts under rules without them go to the backend, which says why not.
    expect(requestOf({ ...form, extraYachts: '1' })).toMatchObject({ extraYachts: 1 });
  });

  it("starts from the table: the seat to play's sheet, its dice and rolls left", () => {
    const events: GameEvent[] = [
      {
        type: 'created',
        variant: 'standard',
        options: { secondYacht: true, joker: 'forced' },
        seats: [{ kind: 'human', name: 'Ann' }],
        firstSeat: 0,
        seed: null,
        createdAt: 'now',
      },
      { type: 'rolled', seat: 0, dice: [5, 5, 5, 2, 1], kept: [] },
      { type: 'scored', seat: 0, box: 'fives', points: 15, extraYacht: 0 },
      { type: 'rolled', seat: 0, dice: [3, 4, 5, 6, 1], kept: [] },
    ];
    const form = formFromTable(replay(events));
    expect(form).toMatchObject({
      variant: 'standard',
      sheet: { fives: '15' },
      extraYachts: '0',
      dice: ['3', '4', '5', '6', '1'],
      rollsLeft: 2,
    });
  });
});
