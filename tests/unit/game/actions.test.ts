import { describe, expect, it } from 'vitest';
import type { Face } from '../../../src/shared/dice';
import {
  normalisePositions,
  GameError,
  advance,
  apply,
  canRoll,
  canScore,
  currentDice,
  currentSeat,
  isOver,
  keptPositions,
  pad,
  play,
  replay,
  rollsLeft,
  scriptedRandom,
  startGame,
  toggleKeep,
  type Action,
  type Game,
  type GameErrorCode,
  type GameSetup,
} from '../../../src/shared/game';
import { CREATED_AT, table } from './helpers';

function newGame(seats = 2, extra: Partial<GameSetup> = {}): Game {
  return startGame({ variant: 'standard', seats: table(seats), createdAt: CREATED_AT, ...extra });
}

function rollWith(game: Game, faces: number[], keep?: number[]): Game {
  return play(game, keep === undefined ? { type: 'roll' } : { type: 'roll', keep }, {
    random: scriptedRandom(faces),
  });
}

function expectRejected(game: Game, action: Action, code: GameErrorCode, message: string): void {
  let caught: unknown;
  try {
    apply(game.state, action, { random: scriptedRandom([1, 2, 3, 4, 5]) });
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(GameError);
  expect((caught as GameError).code).toBe(code);
  expect((caught as GameError).message).toBe(message);
}

describe('a turn', () => {
  it('rolls up to three times, keeping dice between rolls', () => {
    let game = newGame();
    expect(currentSeat(game.state)).toBe(0);
    expect(rollsLeft(game.state)).toBe(3);
    expect(currentDice(game.state)).toBeNull();
    expect(pad(game.state)).toBeNull();
    expect(canScore(game.state)).toBe(false);

    game = rollWith(game, [3, 5, 3, 2, 3]);
    expect(game.events.at(-1)).toEqual({ type: 'rolled', seat: 0, dice: [3, 5, 3, 2, 3], kept: [] });
    expect(rollsLeft(game.state)).toBe(2);

    game = play(game, { type: 'keep', positions: [4, 0, 2] });
    expect(game.events.at(-1)).toEqual({ type: 'kept', seat: 0, positions: [0, 2, 4] });
    expect(keptPositions(game.state)).toEqual([0, 2, 4]);

    game = rollWith(game, [3, 6]);
    expect(game.events.at(-1)).toEqual({ type: 'rolled', seat: 0, dice: [3, 3, 3, 6, 3], kept: [0, 2, 4] });
    expect(keptPositions(game.state)).toEqual([0, 2, 4]);

    // The roll's own keep replaces the held positions.
    game = rollWith(game, [4], [0, 1, 2, 4]);
    expect(currentDice(game.state)).toEqual([3, 3, 3, 4, 3]);
    expect(rollsLeft(game.state)).toBe(0);
    expect(canRoll(game.state)).toBe(false);

    game = play(game, { type: 'score', box: 'threes' });
    expect(game.events.at(-1)).toEqual({ type: 'scored', seat: 0, box: 'threes', points: 12, extraYacht: 0 });
    expect(game.state.sheets[0]).toEqual({ threes: 12 });
    expect(currentSeat(game.state)).toBe(1);
    expect(rollsLeft(game.state)).toBe(3);
    expect(keptPositions(game.state)).toEqual([]);
    expect(currentDice(game.state)).toBeNull();
  });

  it('may score after any roll, and a scratch takes a nought', () => {
    let game = rollWith(newGame(), [1, 2, 3, 4, 6]);
    game = play(game, { type: 'score', box: 'yacht' });
    expect(game.state.sheets[0]).toEqual({ yacht: 0 });
  });

  it('toggles a kept die', () => {
    expect(toggleKeep([], 3)).toEqual([3]);
    expect(toggleKeep([1, 4], 2)).toEqual([1, 2, 4]);
    expect(toggleKeep([1, 2, 4], 2)).toEqual([1, 4]);
  });

  it('shows the pad: every open box with its points', () => {
    let game = rollWith(newGame(), [2, 2, 2, 5, 5]);
    const entries = pad(game.state)?.entries ?? [];
    expect(entries).toHaveLength(13);
    expect(entries.find((e) => e.box === 'full-house')).toMatchObject({ points: 25, legal: true });
    expect(entries.find((e) => e.box === 'twos')).toMatchObject({ points: 6, legal: true });
    expect(entries.every((e) => e.legal && !e.forbiddenByJoker)).toBe(true);
    game = play(game, { type: 'score', box: 'full-house' });
    game = rollWith(game, [1, 1, 1, 1, 1]);
    game = play(game, { type: 'score', box: 'ones' });
    game = rollWith(game, [2, 2, 2, 5, 5]);
    expect(pad(game.state)?.entries.map((e) => e.box)).not.toContain('full-house');
    expect(pad(game.state)?.entries).toHaveLength(12);
  });
});

describe('illegal actions', () => {
  it('a fourth roll', () => {
    let game = newGame();
    for (let i = 0; i < 3; i++) game = rollWith(game, [1, 2, 3, 4, 5]);
    expectRejected(
      game,
      { type: 'roll' },
      'no-rolls-left',
      'no rolls left this turn: score a box before rolling again',
    );
    expectRejected(
      game,
      { type: 'keep', positions: [1] },
      'no-rolls-left',
      'no rolls left this turn: nothing to keep for, score a box',
    );
  });

  it('keeping before the first roll', () => {
    const game = newGame();
    expectRejected(
      game,
      { type: 'keep', positions: [0] },
      'not-rolled',
      'no dice to keep before the first roll',
    );
    expectRejected(game, { type: 'roll', keep: [0] }, 'not-rolled', 'no dice to keep before the first roll');
  });

  it('scoring before rolling', () => {
    expectRejected(newGame(), { type: 'score', box: 'chance' }, 'not-rolled', 'roll the dice before scoring');
  });

  it('bad keeps', () => {
    const game = rollWith(newGame(), [1, 2, 3, 4, 5]);
    expectRejected(
      game,
      { type: 'keep', positions: [5] },
      'bad-keep',
      'a kept position must be a dice position from 0 to 4, got 5',
    );
    expectRejected(
      game,
      { type: 'keep', positions: [1, 1] },
      'bad-keep',
      'a position may be kept only once, got [1, 1]',
    );
    expectRejected(
      game,
      { type: 'roll', keep: [0, 1, 2, 3, 4] },
      'bad-keep',
      'every die is kept: release at least one before rolling, or score a box',
    );
  });

  it('scoring a filled box', () => {
    let game = rollWith(newGame(1), [6, 6, 6, 1, 2]);
    game = play(game, { type: 'score', box: 'sixes' });
    game = rollWith(game, [6, 6, 6, 6, 2]);
    expectRejected(game, { type: 'score', box: 'sixes' }, 'box-filled', "box 'sixes' is already filled");
  });

  it('a box the rules do not have', () => {
    const game = rollWith(newGame(), [1, 2, 3, 4, 5]);
    expectRejected(
      game,
      { type: 'score', box: 'one-pair' },
      'unknown-box',
      "there is no box 'one-pair' in Yacht (standard); the boxes are: ones, twos, threes, fours, fives, sixes, " +
        'three-of-a-kind, four-of-a-kind, full-house, small-straight, large-straight, yacht, chance',
    );
  });

  it('a box the forced joker forbids', () => {
    let game = rollWith(newGame(1), [4, 4, 4, 4, 4]);
    game = play(game, { type: 'score', box: 'yacht' });
    game = rollWith(game, [4, 4, 4, 4, 4]);
    expectRejected(
      game,
      { type: 'score', box: 'chance' },
      'joker-forbids',
      "the joker rule forbids box 'chance': five 4s must go in 'fours'",
    );
  });

  it('playing out of turn', () => {
    const game = newGame(3);
    expectRejected(
      game,
      { type: 'roll', seat: 2 },
      'wrong-seat',
      "it is seat 0 (Ann)'s turn, not seat 2 (Cy)'s",
    );
  });

  it('anything after the game is over', () => {
    let game = newGame(1, { variant: 'classic' });
    for (const box of game.state.rules.boxes) {
      game = rollWith(game, [1, 2, 3, 4, 5]);
      game = play(game, { type: 'score', box: box.id });
    }
    expect(isOver(game.state)).toBe(true);
    expect(currentSeat(game.state)).toBeNull();
    expect(rollsLeft(game.state)).toBe(0);
    expect(pad(game.state)).toBeNull();
    expectRejected(game, { type: 'roll' }, 'game-over', 'the game is over: every sheet is full');
    expectRejected(
      game,
      { type: 'score', box: 'yacht' },
      'game-over',
      'the game is over: every sheet is full',
    );
  });

  it('an illegal roll draws no dice', () => {
    let game = newGame();
    for (let i = 0; i < 3; i++) game = rollWith(game, [1, 2, 3, 4, 5]);
    const random = scriptedRandom([6]);
    expect(() => apply(game.state, { type: 'roll' }, { random })).toThrow(GameError);
    expect(random.nextFace()).toBe(6);
  });
});

describe('setting up a game', () => {
  const bad = (setup: Partial<GameSetup>, message: string): void => {
    const run = () => startGame({ variant: 'standard', seats: table(2), createdAt: CREATED_AT, ...setup });
    expect(run).toThrow(GameError);
    expect(run).toThrow(message);
  };

  it('takes 1 to 6 seats with names and a first seat among them', () => {
    expect(
      startGame({ variant: 'yatzy', seats: table(6), firstSeat: 5, createdAt: CREATED_AT }).state.turn.seat,
    ).toBe(5);
    bad({ seats: [] }, 'a game needs 1 to 6 seats, got 0');
    bad({ seats: table(7) }, 'a game needs 1 to 6 seats, got 7');
    bad({ seats: [{ kind: 'human', name: '  ' }] }, 'seat 0 needs a name');
    bad({ seats: [{ kind: 'human', name: 'x'.repeat(41) }] }, "seat 0's name is longer than 40 characters");
    bad({ firstSeat: 2 }, 'the first seat must be 0 to 1, got 2');
  });

  it('records the rules, the seats and the time it is given', () => {
    const game = startGame({
      variant: 'standard',
      options: { joker: 'free' },
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Perfect', level: 'perfect' },
      ],
      firstSeat: 1,
      createdAt: CREATED_AT,
    });
    expect(game.events).toEqual([
      {
        type: 'created',
        variant: 'standard',
        options: { secondYacht: true, joker: 'free' },
        seats: [
          { kind: 'human', name: 'Ann' },
          { kind: 'bot', name: 'Perfect', level: 'perfect' },
        ],
        firstSeat: 1,
        seed: null,
        createdAt: CREATED_AT,
      },
    ]);
    expect(game.state.rules.joker).toEqual({ mode: 'free', extraYachtPoints: 100 });
  });
});

describe('the fold', () => {
  it('rejects dice that are not five faces', () => {
    const game = newGame();
    expect(() =>
      advance(game.state, { type: 'rolled', seat: 0, dice: [1, 2, 3] as Face[], kept: [] }),
    ).toThrow('a roll shows five dice: expected 5 dice, got 3');
    expect(() =>
      advance(game.state, { type: 'rolled', seat: 0, dice: [1, 2, 3, 4, 9] as Face[], kept: [] }),
    ).toThrow('a roll shows five dice: a die must be a whole number from 1 to 6, got 9');
  });

  it('replays a log to the state the actions made', () => {
    let game = rollWith(newGame(), [1, 2, 3, 4, 5]);
    game = play(game, { type: 'score', box: 'large-straight' });
    expect(replay(game.events)).toEqual(game.state);
    expect(() => replay([])).toThrow("a game log starts with a 'created' event; this one is empty");
  });
});

describe('normalisePositions', () => {
  it('gives kept positions in ascending order and refuses one kept twice', () => {
    expect(normalisePositions([0, 2, 4])).toEqual([0, 2, 4]);
    expect(normalisePositions([4, 0, 2])).toEqual([0, 2, 4]);
    expect(normalisePositions([])).toEqual([]);
    const given = [1, 3];
    expect(normalisePositions(given)).not.toBe(given);
    expect(() => normalisePositions([1, 1])).toThrow('a position may be kept only once, got [1, 1]');
    expect(() => normalisePositions([3, 1, 3])).toThrow('a position may be kept only once, got [3, 1, 3]');
  });
});
