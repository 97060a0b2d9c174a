// The analyzer's form as text and the request it makes: empty boxes are open, dice are five faces 1 to 6,
// and the table's position (the seat to play's sheet, dice and rolls left) is where it starts from a game.

import { describe, expect, it } from 'vitest';
import { replay, type GameEvent } from '../../../src/shared/game';
import {
  fieldProblems,
  formFromRules,
  formFromTable,
  pointsInWords,
  requestOf,
} from '../../../src/renderer/analyzer/position-form';

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

  it('names what is wrong with every input at once, in words: dice, points, extra yachts', () => {
    const form = formFromRules('classic');
    expect(
      requestOf({
        ...form,
        dice: ['1', '2', '7', '', '5'],
        sheet: { ones: '2.5', twos: '3', choice: '0', 'full-house': '28' },
        extraYachts: '-1',
      }),
    ).toEqual({
      problems: {
        boxes: {
          ones: 'Write whole points, or leave it empty for open.',
          twos: 'No roll writes 3 here: Twos holds 0, 2, 4, 6, 8 or 10.',
          choice: 'No roll writes 0 here: Choice holds 5 to 30.',
        },
        dice: [null, null, 'A die shows 1 to 6.', 'A die shows 1 to 6.', null],
        extraYachts: 'A whole number from 0 to 12.',
      },
    });
    // Classic has no extra yachts; standard's need a yacht scored, and a box for each.
    expect(fieldProblems({ ...form, extraYachts: '1' }).extraYachts).toBe(
      'These rules have no extra-yacht bonus.',
    );
    const standard = formFromRules('standard');
    expect(fieldProblems({ ...standard, extraYachts: '1' }).extraYachts).toBe(
      'Extra yachts need a yacht scored in its box.',
    );
    expect(fieldProblems({ ...standard, sheet: { yacht: '50' }, extraYachts: '1' }).extraYachts).toBe(
      '1 extra yachts need 2 filled boxes (the yacht box and one for each).',
    );
    expect(requestOf({ ...standard, sheet: { yacht: '50', sixes: '30' }, extraYachts: '1' })).toMatchObject({
      extraYachts: 1,
      sheet: { yacht: 50, sixes: 30 },
    });
  });

  it('writes the points a box holds compactly', () => {
    expect(pointsInWords(new Set([0, 1, 2, 3, 4, 5]))).toBe('0 to 5');
    expect(pointsInWords(new Set([0, 25]))).toBe('0 or 25');
    expect(pointsInWords(new Set([0, 5, 6, 7, 8]))).toBe('0 or 5 to 8');
    expect(pointsInWords(new Set([7]))).toBe('7');
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
