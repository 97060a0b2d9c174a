// Who may type the dice at an online table (table-dice.ts), rule by rule: a joiner's typed dice against the
// table's dice choice, and the host's acts for each kind of seat; and the host's screen's side of the same rule
// (which seats' entries open there, and when the entry for a joiner's next roll stands open).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostDiceRefusal, joinerDiceRefusal } from '../../../src/main/online/table-dice';
import { newTable, type Table } from '../../../src/main/online/table-record';
import { tableView, hostedView } from '../../../src/main/online/table-views';
import { openTableSchema, type OnlineAction, type TableRealDice } from '../../../src/shared/api/online';
import { play, startGame, type Game } from '../../../src/shared/game';
import { rerollSeat } from '../../../src/renderer/online/HostTypesReroll';
import { hostTypesFor } from '../../../src/renderer/online/table-typists';

/** Host (seat 0), a joiner Ann (seat 1), a bot (seat 2), at a table with these dice. */
function tableOf(realDice: TableRealDice | null): Table {
  const table = newTable(
    '0123456789abcdef',
    'ABC234',
    openTableSchema.parse({
      rules: { variant: 'classic' },
      seats: [{ kind: 'host', name: 'Hana' }, { kind: 'open' }, { kind: 'bot', name: 'Bot', level: 'easy' }],
      realDice,
    }),
  );
  table.seats[1] = { ...table.seats[1]!, kind: 'remote', name: 'Ann' };
  return table;
}

/** The table's game at Ann's turn: she has rolled 6-6-2-3-6 and holds the first two sixes. */
function annHolding(): Game {
  let game = startGame({
    variant: 'classic',
    seats: [
      { kind: 'human', name: 'Hana' },
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', name: 'Bot', level: 'easy' },
    ],
    seed: null,
    realDice: { mode: 'coached' },
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  game = play(game, { type: 'roll', dice: [1, 2, 3, 4, 6] });
  game = play(game, { type: 'score', box: 'choice' });
  game = play(game, { type: 'roll', dice: [6, 6, 2, 3, 6] });
  return play(game, { type: 'keep', positions: [0, 1] });
}

const typed: readonly OnlineAction[] = [
  { type: 'roll', dice: [6, 6, 6, 6, 6] },
  { type: 'roll', keep: [0], dice: [6, 6, 6, 6] },
  { type: 'roll', final: true },
  { type: 'retype' },
];
const decisions: readonly OnlineAction[] = [
  { type: 'keep', positions: [0, 1] },
  { type: 'score', box: 'choice' },
];

describe('a joiner’s moves against the table’s dice', () => {
  it('refuses every typed move at a table whose app rolls, and lets the rest through to the engine', () => {
    const table = tableOf(null);
    for (const action of typed) expect(joinerDiceRefusal(table, action)).toMatch(/app rolls the dice/);
    for (const action of [...decisions, { type: 'roll' } as const, { type: 'roll', keep: [1] } as const]) {
      expect(joinerDiceRefusal(table, action)).toBeNull();
    }
  });

  it('lets a joiner type where players type their own, and refuses every roll where the host types', () => {
    const own = tableOf({ mode: 'coached', playersType: true });
    const host = tableOf({ mode: 'sheet', playersType: false });
    for (const action of typed) {
      expect(joinerDiceRefusal(own, action)).toBeNull();
      expect(joinerDiceRefusal(host, action)).toMatch(/^the host types the dice at this table/);
    }
    expect(joinerDiceRefusal(host, { type: 'roll' })).toMatch(/hold the dice you keep/);
    for (const action of decisions) {
      expect(joinerDiceRefusal(own, action)).toBeNull();
      expect(joinerDiceRefusal(host, action)).toBeNull();
    }
  });
});

describe('the host’s acts for a seat', () => {
  const state = annHolding().state;

  it('plays the host’s own seats as ever, and no other at a table whose app rolls', () => {
    const table = tableOf(null);
    expect(hostDiceRefusal(table, 0, state, { type: 'score', box: 'choice' }, false)).toBeNull();
    expect(hostDiceRefusal(table, 1, state, { type: 'roll', seat: 1 }, false)).toBe(
      'Ann plays from their own device',
    );
    expect(hostDiceRefusal(table, 2, state, { type: 'roll', seat: 2, dice: [1, 1, 1, 1, 1] }, false)).toBe(
      'Bot plays from their own device',
    );
  });

  it('types a bot’s and a stand-in’s dice at a real table, never their decisions', () => {
    const table = tableOf({ mode: 'coached', playersType: true });
    expect(
      hostDiceRefusal(table, 2, state, { type: 'roll', seat: 2, dice: [1, 2, 3, 4, 5] }, false),
    ).toBeNull();
    expect(hostDiceRefusal(table, 2, state, { type: 'retype', seat: 2 }, false)).toBeNull();
    expect(hostDiceRefusal(table, 1, state, { type: 'roll', seat: 1, dice: [6, 6, 6] }, true)).toBeNull();
    expect(hostDiceRefusal(table, 1, state, { type: 'score', seat: 1, box: 'sixes' }, true)).toMatch(
      /Ann plays from their own device/,
    );
    // Players typing their own: Ann's dice are hers.
    expect(hostDiceRefusal(table, 1, state, { type: 'roll', seat: 1, dice: [6, 6, 6] }, false)).toBe(
      'Ann types their own dice on their phone at this table',
    );
  });

  it('types a joiner’s dice where the host types, keeping exactly what they hold (in any order)', () => {
    const table = tableOf({ mode: 'coached', playersType: false });
    const roll = (keep: number[] | undefined): string | null =>
      hostDiceRefusal(
        table,
        1,
        state,
        {
          type: 'roll',
          seat: 1,
          ...(keep ? { keep } : {}),
          dice: [6, 6, 6].slice(0, 5 - (keep ?? [0, 1]).length),
        },
        false,
      );
    expect(roll(undefined)).toBeNull();
    expect(roll([1, 0])).toBeNull();
    fc.assert(
      fc.property(fc.subarray([0, 1, 2, 3, 4]), (keep) => {
        const same = keep.length === 2 && keep.includes(0) && keep.includes(1);
        expect(roll(keep) === null).toBe(same);
        if (!same) expect(roll(keep)).toMatch(/which dice to keep is Ann’s decision/);
      }),
    );
    expect(hostDiceRefusal(table, 1, state, { type: 'retype', seat: 1 }, false)).toBeNull();
    expect(hostDiceRefusal(table, 1, state, { type: 'keep', seat: 1, positions: [0] }, false)).toMatch(
      /Ann plays from their own device/,
    );
  });
});

describe('the host’s screen', () => {
  it('opens the entry for the seats the host types, and for a joiner’s next roll only where the host types', () => {
    const game = annHolding();
    const hosted = (real: TableRealDice | null) => {
      const table = tableOf(real);
      return hostedView(table, tableView(table, new Map(), 0), null);
    };
    const seatsTyped = (real: TableRealDice | null): number[] =>
      [0, 1, 2].filter((seat) => hostTypesFor(hosted(real), seat));
    expect(seatsTyped(null)).toEqual([0]);
    expect(seatsTyped({ mode: 'coached', playersType: true })).toEqual([0, 2]);
    expect(seatsTyped({ mode: 'coached', playersType: false })).toEqual([0, 1, 2]);
    expect(rerollSeat(game.state, hosted({ mode: 'coached', playersType: false }))).toBe(1);
    expect(rerollSeat(game.state, hosted({ mode: 'coached', playersType: true }))).toBeNull();
    expect(rerollSeat(game.state, hosted(null))).toBeNull();
    // Her box written, the turn moves on: no entry for her.
    const scored = play(game, { type: 'score', box: 'sixes' });
    expect(rerollSeat(scored.state, hosted({ mode: 'coached', playersType: false }))).toBeNull();
  });
});
