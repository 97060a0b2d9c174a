import { describe, expect, it } from 'vitest';
import {
  firstSeatOfGame,
  matchGameSetup,
  matchStandings,
  places,
  play,
  ranking,
  scriptedRandom,
  seededRandom,
  startGame,
  winners,
  type Game,
  type RandomSource,
} from '../../../src/shared/game';
import { CREATED_AT, table } from './helpers';

describe('a match', () => {
  it('game k starts with seat k mod seats', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((k) => firstSeatOfGame(k, 3))).toEqual([0, 1, 2, 0, 1, 2, 0]);
    expect([0, 1, 2].map((k) => firstSeatOfGame(k, 1))).toEqual([0, 0, 0]);
    expect(() => firstSeatOfGame(-1, 3)).toThrow(RangeError);
    expect(() => firstSeatOfGame(0, 0)).toThrow(RangeError);
  });

  it('rotates the first roll round the table', () => {
    const match = { variant: 'standard' as const, seats: table(4) };
    const firstRollers = [0, 1, 2, 3, 4, 5].map((k) => {
      const game = startGame(matchGameSetup(match, k, CREATED_AT, `game-${k}`));
      const next = play(game, { type: 'roll' }, { random: seededRandom(k) });
      expect(next.events[0]).toMatchObject({ firstSeat: k % 4, seed: `game-${k}` });
      return next.events[1]?.type === 'rolled' ? next.events[1].seat : -1;
    });
    expect(firstRollers).toEqual([0, 1, 2, 3, 0, 1]);
  });
});

describe('ranking', () => {
  it('uses standard competition ranking', () => {
    expect(places([50, 70, 70, 10])).toEqual([3, 1, 1, 4]);
    expect(places([5, 5, 5])).toEqual([1, 1, 1]);
    expect(places([9, 5, 5, 1])).toEqual([1, 2, 2, 4]);
    expect(places([])).toEqual([]);
  });

  /** Three seats; Ann and Bea roll the same seeded dice and pick alike, Cy rolls 1-1-2-2-3 every turn. */
  function tiedGame(firstSeat: number): Game {
    const sources: RandomSource[] = [
      seededRandom('twin'),
      seededRandom('twin'),
      scriptedRandom(Array(65).fill([1, 1, 2, 2, 3]).flat()),
    ];
    let game = startGame({ variant: 'standard', seats: table(3), firstSeat, createdAt: CREATED_AT });
    while (!game.state.over) {
      const seat = game.state.turn.seat;
      game = play(game, { type: 'roll' }, { random: sources[seat] });
      const sheet = game.state.sheets[seat] ?? {};
      const box = game.state.rules.boxes.find((b) => sheet[b.id] === undefined)?.id ?? '';
      game = play(game, { type: 'score', box });
    }
    return game;
  }

  it('tied leaders share first place', () => {
    const game = tiedGame(0);
    const standings = ranking(game.state);
    const [ann, bea, cy] = [0, 1, 2].map((seat) => standings.find((s) => s.seat === seat));
    expect(ann?.total).toBe(bea?.total);
    expect(cy?.total).toBeLessThan(ann?.total ?? 0);
    expect(standings.map((s) => [s.seat, s.place])).toEqual([
      [0, 1],
      [1, 1],
      [2, 3],
    ]);
    expect(winners(game.state)).toEqual([0, 1]);
  });

  it('adds up a match: shared first places count as wins', () => {
    const games = [tiedGame(0), tiedGame(1), tiedGame(2)].map((g) => g.state);
    const standings = matchStandings(games);
    expect(standings.map((s) => s.wins)).toEqual([3, 3, 0]);
    const perGame = ranking(games[0]!);
    expect(standings[0]?.points).toBe(3 * (perGame.find((s) => s.seat === 0)?.total ?? 0));
    expect(matchStandings([])).toEqual([]);
  });
});
