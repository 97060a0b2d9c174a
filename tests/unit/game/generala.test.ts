// Generala as the engine plays it: the servida's 5 more on the first roll only, Doble Generala only once the
// Generala box holds 50, and a Generala servida that wins at once (or, by the option, scores its fixed points).

import { describe, expect, it } from 'vitest';
import {
  GameError,
  pad,
  play,
  ranking,
  seatTotals,
  startGame,
  winners,
  type Game,
  type Seat,
} from '../../../src/shared/game';
import type { RuleOptions } from '../../../src/shared/rules';
import { CREATED_AT } from './helpers';

const ANN: Seat = { kind: 'human', name: 'Ann' };
const BEA: Seat = { kind: 'human', name: 'Bea' };

/** A game of typed dice (so each roll is the one the test names). */
function generala(options: Partial<RuleOptions> = {}, seats: readonly Seat[] = [ANN]): Game {
  return startGame({
    variant: 'generala',
    options,
    seats,
    seed: null,
    realDice: { mode: 'coached' },
    createdAt: CREATED_AT,
  });
}

/** One turn: the first roll, then any later rolls (positions kept, faces rolled), then the box. */
function turn(game: Game, first: number[], box: string, later: [number[], number[]][] = []): Game {
  let g = play(game, { type: 'roll', dice: first });
  for (const [keep, dice] of later) g = play(g, { type: 'roll', keep, dice });
  return play(g, { type: 'score', box });
}

const points = (game: Game, seat: number, box: string): number | undefined => game.state.sheets[seat]?.[box];

describe('Generala: the servida', () => {
  it('scores 5 more for an Escalera, Full or Poker made on the first roll, and not later', () => {
    let g = generala();
    g = turn(g, [3, 2, 5, 4, 6], 'escalera');
    g = turn(g, [2, 2, 5, 5, 5], 'full');
    g = turn(g, [1, 1, 1, 2, 3], 'poker', [
      [
        [0, 1, 2],
        [1, 6],
      ],
    ]);
    expect([points(g, 0, 'escalera'), points(g, 0, 'full'), points(g, 0, 'poker')]).toEqual([25, 35, 40]);
  });

  it('shows the servida on the pad before the box is chosen, and only on the first roll', () => {
    let g = play(generala(), { type: 'roll', dice: [4, 4, 4, 4, 2] });
    expect(pad(g.state)?.entries.find((e) => e.box === 'poker')?.points).toBe(45);
    g = play(g, { type: 'roll', keep: [0, 1, 2, 3], dice: [3] });
    expect(pad(g.state)?.entries.find((e) => e.box === 'poker')?.points).toBe(40);
  });

  it('the ace straight counts only with its option', () => {
    const plain = play(generala(), { type: 'roll', dice: [3, 4, 5, 6, 1] });
    expect(pad(plain.state)?.entries.find((e) => e.box === 'escalera')?.points).toBe(0);
    const ace = play(generala({ aceStraight: true }), { type: 'roll', dice: [3, 4, 5, 6, 1] });
    expect(pad(ace.state)?.entries.find((e) => e.box === 'escalera')?.points).toBe(25);
  });
});

describe('Generala: Doble Generala', () => {
  it('scores 100 for five alike once the Generala box holds 50', () => {
    let g = generala();
    g = turn(g, [2, 2, 2, 1, 1], 'generala', [
      [
        [0, 1, 2],
        [2, 2],
      ],
    ]);
    expect(points(g, 0, 'generala')).toBe(50);
    g = turn(g, [3, 3, 1, 2, 4], 'doble-generala', [
      [
        [0, 1],
        [3, 3, 3],
      ],
    ]);
    expect(points(g, 0, 'doble-generala')).toBe(100);
  });

  it('scores nothing while the Generala box is open or scratched', () => {
    let g = generala();
    g = turn(g, [5, 5, 1, 2, 4], 'doble-generala', [
      [
        [0, 1],
        [5, 5, 5],
      ],
    ]);
    expect(points(g, 0, 'doble-generala')).toBe(0);
    let h = generala();
    h = turn(h, [1, 2, 3, 4, 6], 'generala');
    expect(points(h, 0, 'generala')).toBe(0);
    h = turn(h, [6, 6, 1, 2, 4], 'doble-generala', [
      [
        [0, 1],
        [6, 6, 6],
      ],
    ]);
    expect(points(h, 0, 'doble-generala')).toBe(0);
  });
});

describe('Generala servida', () => {
  it('wins the game at once: it is over, the seat is first whatever the totals', () => {
    let g = generala({}, [ANN, BEA]);
    g = turn(g, [6, 6, 6, 5, 5], 'full');
    g = turn(g, [1, 2, 3, 4, 6], 'ones');
    g = turn(g, [5, 5, 5, 5, 1], 'poker');
    g = turn(g, [4, 4, 4, 4, 4], 'generala');
    expect(g.state.over).toBe(true);
    expect(g.state.wonAtOnce).toBe(1);
    expect(winners(g.state)).toEqual([1]);
    expect(seatTotals(g.state, 0).total).toBeGreaterThan(seatTotals(g.state, 1).total);
    expect(ranking(g.state).map((s) => [s.name, s.place])).toEqual([
      ['Bea', 1],
      ['Ann', 2],
    ]);
    expect(() => play(g, { type: 'roll', dice: [1, 2, 3, 4, 5] })).toThrow(GameError);
  });

  it('made later in the turn, or put in another box, is an ordinary Generala', () => {
    let g = generala({}, [ANN, BEA]);
    g = turn(g, [4, 4, 4, 4, 1], 'generala', [[[0, 1, 2, 3], [4]]]);
    g = turn(g, [2, 2, 2, 2, 2], 'poker');
    expect(g.state.over).toBe(false);
    expect([points(g, 0, 'generala'), points(g, 1, 'poker')]).toEqual([50, 45]);
  });

  it('scores its fixed points instead where the option says so, and the game goes on', () => {
    let g = generala({ servidaGenerala: 100 });
    g = turn(g, [3, 3, 3, 3, 3], 'generala');
    expect(points(g, 0, 'generala')).toBe(100);
    expect(g.state.over).toBe(false);
    expect(g.state.wonAtOnce).toBeNull();
  });
});
