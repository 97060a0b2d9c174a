// A multi-seat replay in win chance: the course (every seat's chance to win after each turn, all playing
// Perfect (points) from there) and each decision's win chance lost. The game is made up: two seats score their
// boxes in a fixed order with scripted dice, and the second seat's last turn holds a blunder (it needs a high
// Chance to win and keeps 1-1 rather than 6-6-6), whose loss is worked out here by enumerating the dice.

import { beforeAll, describe, expect, it } from 'vitest';
import {
  play,
  scriptedRandom,
  seatTotals,
  startGame,
  type Game,
  type GameAction,
} from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import {
  REPLAY_WIN_BUDGET,
  WIN_MARK_LOSS,
  winCourse,
  winDecisions,
  winMarks,
  winRoundTicks,
  type WinCoursePoint,
} from '../../../src/shared/replay';
import { tableOf } from '../bots/helpers';

const rules = makeRules('standard', { secondYacht: true, joker: 'forced' });
const ORDER = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'three-of-a-kind',
  'four-of-a-kind',
  'full-house',
  'small-straight',
  'large-straight',
  'yacht',
  'chance',
];
/** Each seat's first roll in each round but the last: no yacht, no straight, small upper boxes. */
const DICE: readonly (readonly number[])[] = [
  [1, 2, 2, 3, 5],
  [2, 2, 3, 4, 6],
  [3, 3, 1, 2, 5],
  [4, 4, 1, 2, 6],
  [5, 5, 1, 2, 3],
  [6, 6, 1, 2, 3],
  [5, 5, 5, 2, 1],
  [4, 4, 4, 4, 1],
  [3, 3, 2, 2, 2],
  [1, 2, 3, 4, 6],
  [1, 3, 4, 5, 6],
  [1, 1, 2, 3, 5],
];

const roll = (faces: readonly number[], keep?: readonly number[]): [GameAction, readonly number[]] => [
  keep ? { type: 'roll', keep } : { type: 'roll' },
  faces,
];

/** Two seats, twelve rounds in ORDER; the last round: seat 0 scores Chance 5-5-5-6-6, seat 1 blunders. */
function madeUpGame(): { game: Game; blunder: number; before: Game } {
  let game = startGame({
    variant: 'standard',
    options: { secondYacht: true, joker: 'forced' },
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Bob' },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const act = (action: GameAction, faces: readonly number[] = []): void => {
    game = play(game, action, { random: scriptedRandom(faces) });
  };
  for (let round = 0; round < 12; round++) {
    for (let seat = 0; seat < 2; seat++) {
      act(...roll(DICE[round]!));
      act({ type: 'score', box: ORDER[round]! });
    }
  }
  act(...roll([5, 5, 5, 6, 6]));
  act({ type: 'score', box: 'chance' });
  // Seat 1: 1-1-6-6-6, keeps the sixes, rolls 1-1 again; then keeps 1-1 (the blunder) and rolls 2-2-2.
  act(...roll([1, 1, 6, 6, 6]));
  act(...roll([1, 1], [2, 3, 4]));
  const before = game;
  act(...roll([2, 2, 2], [0, 1]));
  const blunder = game.events.length - 1;
  act({ type: 'score', box: 'chance' });
  return { game, blunder, before };
}

/** Keeps of these dice as face multisets (each once), all five left out (that is standing, not a roll). */
function keepsOf(dice: readonly number[]): number[][] {
  const seen = new Map<string, number[]>();
  for (let mask = 0; mask < 31; mask++) {
    const keep = dice.filter((_, i) => mask & (1 << i)).sort((a, b) => a - b);
    seen.set(keep.join(','), keep);
  }
  return [...seen.values()];
}

/** The chance of finishing above `other` (level: half) when `kept` stays and the rest is rolled once more. */
function keepWinChance(kept: readonly number[], current: number, other: number): number {
  const rolled = 5 - kept.length;
  const base = current + kept.reduce((a, b) => a + b, 0);
  let win = 0;
  for (let n = 0; n < 6 ** rolled; n++) {
    let sum = base;
    for (let i = 0, m = n; i < rolled; i++, m = Math.floor(m / 6)) sum += (m % 6) + 1;
    win += sum > other ? 1 : sum === other ? 0.5 : 0;
  }
  return win / 6 ** rolled;
}

describe('win course and marks of a two-seat game', () => {
  const table = tableOf(rules);
  let made: ReturnType<typeof madeUpGame>;
  let course: WinCoursePoint[];
  beforeAll(() => {
    made = madeUpGame();
    course = winCourse(table, made.game.events);
  }, 300_000);

  it('starts at one half each, sums to 1 after every turn, ends 1/0 by the final totals', () => {
    expect(course).toHaveLength(27);
    expect(course[0]).toMatchObject({ index: 0, seat: -1, turn: 0 });
    for (const chance of course[0]!.chances) expect(chance).toBeCloseTo(1 / 2, 12);
    course.forEach((point, i) => {
      expect(point.turn).toBe(i);
      expect(point.chances).toHaveLength(2);
      expect(point.chances[0]! + point.chances[1]!).toBeCloseTo(1, 12);
      for (const c of point.chances) expect(c).toBeGreaterThanOrEqual(-1e-15);
      if (i > 0) expect(made.game.events[point.index]).toMatchObject({ type: 'scored', seat: (i - 1) % 2 });
    });
    const totals = [0, 1].map((seat) => seatTotals(made.game.state, seat).total);
    const last = course.at(-1)!.chances;
    expect(totals[0]).not.toBe(totals[1]);
    expect(last).toEqual(totals[0]! > totals[1]! ? [1, 0] : [0, 1]);
  });

  it('marks the last turn’s blunder with the loss the dice give', () => {
    const state = made.before.state;
    const current = seatTotals(state, 1).total;
    const other = seatTotals(state, 0).total;
    const dice = [1, 1, 6, 6, 6];
    const scoreNow = current + 20 > other ? 1 : current + 20 === other ? 0.5 : 0;
    const best = Math.max(scoreNow, ...keepsOf(dice).map((k) => keepWinChance(k, current, other)));
    const lost = best - keepWinChance([1, 1], current, other);
    expect(lost).toBeGreaterThan(0.1);

    const decisions = winDecisions(table, made.game.events, REPLAY_WIN_BUDGET, made.blunder);
    expect(decisions.map((d) => d.index)).toEqual([made.blunder, made.blunder + 1]);
    const [keep, score] = decisions;
    expect(keep).toMatchObject({ seat: 1, round: 13, rollsLeft: 1, choice: 'keep 1-1', exact: true });
    expect(keep!.turn).toBe(26);
    expect(keep!.loss).toBeCloseTo(lost, 12);
    expect(keep!.bestChance).toBeCloseTo(best, 12);
    expect(keep!.loss).toBeGreaterThanOrEqual(WIN_MARK_LOSS);
    // The score is forced (one box open): nothing lost, and it decides the game.
    expect(score).toMatchObject({ seat: 1, rollsLeft: 0, choice: 'score Chance', loss: 0, exact: true });
    expect(score!.chance).toBe(course.at(-1)!.chances[1]);

    // On the chart: the blunder alone is marked, on seat 1's line at the end of the game's last turn.
    const win = { course, decisions, exact: true, budget: REPLAY_WIN_BUDGET };
    expect(winMarks(win)).toEqual([{ decision: keep, turn: 26, chance: course[26]!.chances[1] }]);
    expect(winMarks(win, 1.01)).toEqual([]);
    expect(winRoundTicks(26, 2)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
  });

  it('values every decision of the game, the forced ones losing nothing', () => {
    const all = winDecisions(table, made.game.events, 5e7, made.blunder - 6);
    expect(all.length).toBeGreaterThan(0);
    for (const d of all) {
      expect(d.loss).toBeGreaterThanOrEqual(0);
      expect(d.bestChance).toBeGreaterThanOrEqual(d.chance);
      expect(d.bestChance).toBeLessThanOrEqual(1 + 1e-12);
    }
  });
});

describe('win course of a mirrored game', () => {
  it('is level after every round and ends in a tie, shared', () => {
    // Both seats roll the same dice and score the same boxes: the sheets are equal after every round.
    let game = startGame({
      variant: 'standard',
      options: { secondYacht: true, joker: 'forced' },
      seats: ['A', 'B'].map((name) => ({ kind: 'human' as const, name })),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const dice = [...DICE, [5, 5, 5, 6, 6]];
    for (let round = 0; round < 13; round++) {
      for (let seat = 0; seat < 2; seat++) {
        game = play(game, { type: 'roll' }, { random: scriptedRandom(dice[round]!) });
        game = play(game, { type: 'score', box: ORDER[round]! });
      }
    }
    expect(seatTotals(game.state, 0).total).toBe(seatTotals(game.state, 1).total);
    const course = winCourse(tableOf(rules), game.events);
    expect(course).toHaveLength(27);
    course.forEach((point, turn) => {
      expect(point.chances[0]! + point.chances[1]!).toBeCloseTo(1, 12);
      if (turn % 2 === 0) for (const c of point.chances) expect(c).toBeCloseTo(1 / 2, 12);
      // Seat 0 a turn ahead: its box is scored, seat 1's still to come (not level, whichever way it leans).
      else expect(point.chances[0]).not.toBeCloseTo(1 / 2, 6);
    });
    expect(course.at(-1)!.chances).toEqual([0.5, 0.5]);
  }, 300_000);
});

describe('win course of a table just created', () => {
  it('gives each of three identical empty sheets 1/3', () => {
    const game = startGame({
      variant: 'standard',
      options: { secondYacht: true, joker: 'forced' },
      seats: ['A', 'B', 'C'].map((name) => ({ kind: 'human' as const, name })),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const [start, ...rest] = winCourse(tableOf(rules), game.events);
    expect(rest).toEqual([]);
    for (const chance of start!.chances) expect(chance).toBeCloseTo(1 / 3, 12);
  });
});
