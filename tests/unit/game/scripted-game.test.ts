import { describe, expect, it } from 'vitest';
import {
  GameError,
  pad,
  parseLog,
  play,
  ranking,
  scriptedRandom,
  seatTotals,
  serialiseLog,
  startGame,
  type Game,
} from '../../../src/shared/game';
import type { RuleOptions } from '../../../src/shared/rules';
import { CREATED_AT } from './helpers';

function newGame(options: Partial<RuleOptions> = {}): Game {
  return startGame({
    variant: 'standard',
    options,
    seats: [{ kind: 'human', name: 'Ann' }],
    createdAt: CREATED_AT,
  });
}

function roll(game: Game, faces: number[], keep?: number[]): Game {
  return play(game, keep === undefined ? { type: 'roll' } : { type: 'roll', keep }, {
    random: scriptedRandom(faces),
  });
}

function turn(game: Game, faces: number[], box: string): Game {
  return play(roll(game, faces), { type: 'score', box });
}

describe('a hand-scripted standard game', () => {
  it('pays 100 for a second yacht and plays the forced joker: upper box first, then a lower box', () => {
    let game = newGame();
    game = turn(game, [5, 5, 5, 5, 5], 'yacht');
    expect(seatTotals(game.state, 0).total).toBe(50);

    // Second yacht: the fives box is empty, so the joker sends the dice there, and they earn 100.
    game = roll(game, [5, 5, 5, 5, 5]);
    const second = pad(game.state);
    expect(second?.joker).toBe(true);
    expect(second?.extraYacht).toBe(100);
    expect(second?.entries.filter((e) => e.legal).map((e) => [e.box, e.points])).toEqual([['fives', 25]]);
    expect(second?.entries.filter((e) => e.forbiddenByJoker)).toHaveLength(11);
    expect(() => play(game, { type: 'score', box: 'full-house' })).toThrow(
      "the joker rule forbids box 'full-house': five 5s must go in 'fives'",
    );
    game = play(game, { type: 'score', box: 'fives' });
    expect(game.events.at(-1)).toEqual({
      type: 'scored',
      seat: 0,
      box: 'fives',
      points: 25,
      extraYacht: 100,
    });
    expect(seatTotals(game.state, 0)).toMatchObject({ extraYachtCount: 1, extraYachts: 100, total: 175 });

    // Third yacht of fives: the fives box is full, so any empty lower box, at its full joker score.
    game = roll(game, [5, 5, 5, 5, 5]);
    const third = pad(game.state);
    expect(
      Object.fromEntries(third?.entries.filter((e) => e.legal).map((e) => [e.box, e.points]) ?? []),
    ).toEqual({
      'three-of-a-kind': 25,
      'four-of-a-kind': 25,
      'full-house': 25,
      'small-straight': 30,
      'large-straight': 40,
      chance: 25,
    });
    expect(third?.entries.filter((e) => e.forbiddenByJoker).map((e) => e.box)).toEqual([
      'ones',
      'twos',
      'threes',
      'fours',
      'sixes',
    ]);
    expect(() => play(game, { type: 'score', box: 'sixes' })).toThrow(GameError);
    game = play(game, { type: 'score', box: 'full-house' });
    expect(game.events.at(-1)).toEqual({
      type: 'scored',
      seat: 0,
      box: 'full-house',
      points: 25,
      extraYacht: 100,
    });

    // Keep three sixes and roll the other two.
    game = roll(game, [6, 6, 6, 1, 2]);
    game = roll(game, [6, 3], [0, 1, 2]);
    expect(game.state.turn.dice).toEqual([6, 6, 6, 6, 3]);
    game = play(game, { type: 'score', box: 'sixes' });
    game = turn(game, [4, 4, 4, 2, 3], 'fours');
    game = turn(game, [3, 3, 3, 1, 2], 'threes');
    game = turn(game, [2, 2, 2, 1, 6], 'twos');
    game = turn(game, [1, 1, 1, 2, 3], 'ones');
    game = turn(game, [1, 2, 3, 4, 6], 'small-straight');
    game = turn(game, [2, 3, 4, 5, 6], 'large-straight');
    game = turn(game, [6, 6, 6, 5, 5], 'three-of-a-kind');
    game = turn(game, [4, 4, 4, 4, 1], 'four-of-a-kind');
    expect(game.state.over).toBe(false);
    game = turn(game, [6, 5, 4, 3, 1], 'chance');
    expect(game.state.over).toBe(true);

    expect(game.state.sheets[0]).toEqual({
      yacht: 50,
      fives: 25,
      'full-house': 25,
      sixes: 24,
      fours: 12,
      threes: 9,
      twos: 6,
      ones: 3,
      'small-straight': 30,
      'large-straight': 40,
      'three-of-a-kind': 28,
      'four-of-a-kind': 17,
      chance: 19,
    });
    // Upper 79 earns the 35 bonus; lower 209; two extra yachts 200.
    expect(seatTotals(game.state, 0)).toEqual({
      upper: 79,
      bonus: 35,
      lower: 209,
      extraYachts: 200,
      extraYachtCount: 2,
      total: 523,
    });
    expect(ranking(game.state)).toEqual([{ seat: 0, name: 'Ann', total: 523, place: 1 }]);
    expect(parseLog(serialiseLog(game.events)).state).toEqual(game.state);
  });

  it('with every lower box full, a joker goes in another upper box for nothing', () => {
    let game = newGame();
    game = turn(game, [2, 2, 2, 2, 2], 'yacht');
    game = turn(game, [2, 2, 2, 2, 2], 'twos');
    for (const box of [
      'three-of-a-kind',
      'four-of-a-kind',
      'full-house',
      'small-straight',
      'large-straight',
      'chance',
    ]) {
      game = turn(game, [1, 3, 4, 5, 6], box);
    }
    game = roll(game, [2, 2, 2, 2, 2]);
    const entries = pad(game.state)?.entries ?? [];
    expect(entries.map((e) => [e.box, e.points, e.legal])).toEqual([
      ['ones', 0, true],
      ['threes', 0, true],
      ['fours', 0, true],
      ['fives', 0, true],
      ['sixes', 0, true],
    ]);
    game = play(game, { type: 'score', box: 'sixes' });
    expect(game.events.at(-1)).toMatchObject({ box: 'sixes', points: 0, extraYacht: 100 });
  });

  it('a yacht box scratched to nought still plays the joker, but pays no 100', () => {
    let game = newGame();
    game = turn(game, [1, 2, 3, 4, 6], 'yacht');
    game = roll(game, [3, 3, 3, 3, 3]);
    expect(pad(game.state)).toMatchObject({ joker: true, extraYacht: 0 });
    expect(
      pad(game.state)
        ?.entries.filter((e) => e.legal)
        .map((e) => e.box),
    ).toEqual(['threes']);
    game = play(game, { type: 'score', box: 'threes' });
    expect(seatTotals(game.state, 0)).toMatchObject({ extraYachtCount: 0, extraYachts: 0, total: 15 });
  });

  it('with the free joker a second yacht may go in any open box', () => {
    let game = newGame({ joker: 'free' });
    game = turn(game, [5, 5, 5, 5, 5], 'yacht');
    game = roll(game, [5, 5, 5, 5, 5]);
    expect(pad(game.state)?.entries.every((e) => e.legal)).toBe(true);
    game = play(game, { type: 'score', box: 'chance' });
    expect(game.events.at(-1)).toMatchObject({ box: 'chance', points: 25, extraYacht: 100 });
  });

  it('with the second yacht off, a second yacht is just five alike', () => {
    let game = newGame({ secondYacht: false });
    game = turn(game, [5, 5, 5, 5, 5], 'yacht');
    game = roll(game, [5, 5, 5, 5, 5]);
    expect(pad(game.state)).toMatchObject({ joker: false, extraYacht: 0 });
    expect(pad(game.state)?.entries.find((e) => e.box === 'full-house')).toMatchObject({
      points: 0,
      legal: true,
    });
    game = play(game, { type: 'score', box: 'chance' });
    expect(seatTotals(game.state, 0)).toMatchObject({ extraYachtCount: 0, total: 75 });
  });
});
