import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GameError,
  LogError,
  advance,
  canUndo,
  isPractice,
  liveEvents,
  loadLog,
  parseLog,
  play,
  replay,
  resumeSeededRandom,
  scriptedRandom,
  seatTotals,
  seededRandom,
  serialiseLog,
  startGame,
  toGameLog,
  type Game,
  type GameAction,
  type GameEvent,
  type GameState,
  type Seat,
} from '../../../src/shared/game';
import { CREATED_AT, RULE_CONFIGS, loadedRandom, table } from './helpers';
import { playRandomGameWithUndos } from './undo-driver';

const ANN: Seat = { kind: 'human', name: 'Ann' };

function newGame(seats: readonly Seat[] = [ANN], firstSeat = 0, seed: string | null = null): Game {
  return startGame({ variant: 'standard', seats, firstSeat, seed, createdAt: CREATED_AT });
}

function roll(game: Game, faces: number[], keep?: number[]): Game {
  const action: GameAction = keep === undefined ? { type: 'roll' } : { type: 'roll', keep };
  return play(game, action, { random: scriptedRandom(faces) });
}

function score(game: Game, box: string): Game {
  return play(game, { type: 'score', box });
}

function undo(game: Game, seat?: number): Game {
  return play(game, seat === undefined ? { type: 'undo' } : { type: 'undo', seat });
}

/** The state without what an undo does not restore: the dice drawn, the counts, the undo points. */
function core(state: GameState): Omit<GameState, 'facesRolled' | 'eventCount' | 'undos' | 'undoPoints'> {
  const { facesRolled: _faces, eventCount: _events, undos: _undos, undoPoints: _points, ...rest } = state;
  return rest;
}

function gameError(run: () => unknown): GameError {
  try {
    run();
  } catch (error) {
    if (error instanceof GameError) return error;
    throw error;
  }
  throw new Error('no GameError');
}

function logError(events: readonly GameEvent[]): LogError {
  try {
    loadLog(toGameLog(events));
  } catch (error) {
    if (error instanceof LogError) return error;
    throw error;
  }
  throw new Error('the log was accepted');
}

describe('undoing a keep decision', () => {
  it('puts back the dice, the holds and the roll before the re-roll', () => {
    let game = roll(newGame(), [6, 6, 1, 2, 3]);
    game = play(game, { type: 'keep', positions: [0, 1] });
    const before = game.state;
    game = roll(game, [6, 4, 5]);
    game = undo(game);
    expect(game.events.at(-1)).toEqual({ type: 'undone', seat: 0, to: 3 });
    expect(core(game.state)).toEqual(core(before));
    expect(game.state.turn).toEqual({ seat: 0, rollsUsed: 1, dice: [6, 6, 1, 2, 3], kept: [0, 1] });
    expect(game.state).toMatchObject({ eventCount: 5, facesRolled: 8, undos: 1 });
    expect(game.state.undoPoints).toBeNull();
  });

  it('takes back a keep given with the roll itself: the holds were part of that decision', () => {
    let game = roll(newGame(), [6, 6, 1, 2, 3]);
    const before = game.state;
    game = roll(game, [4, 5, 6], [0, 1]);
    game = undo(game);
    expect(core(game.state)).toEqual(core(before));
    expect(game.state.turn.kept).toEqual([]);
  });
});

describe('undoing a score', () => {
  it('empties the box and gives the turn back with its dice', () => {
    let game = roll(newGame(table(2)), [2, 2, 3, 3, 3]);
    const before = game.state;
    game = score(game, 'full-house');
    expect(game.state.turn.seat).toBe(1);
    game = undo(game);
    expect(core(game.state)).toEqual(core(before));
    expect(game.state.sheets[0]).toEqual({});
    expect(game.state.turnsPlayed).toBe(0);
    expect(game.state.turn).toEqual({ seat: 0, rollsUsed: 1, dice: [2, 2, 3, 3, 3], kept: [] });
  });

  it('takes the upper bonus back with the score that completed it', () => {
    let game = newGame();
    const upper: [string, number][] = [
      ['ones', 1],
      ['twos', 2],
      ['threes', 3],
      ['fours', 4],
      ['fives', 5],
    ];
    for (const [box, face] of upper) game = score(roll(game, [face, face, face, 6, 6]), box);
    game = roll(game, [6, 6, 6, 1, 2]);
    const before = game.state;
    game = score(game, 'sixes');
    expect(seatTotals(game.state, 0)).toMatchObject({ upper: 63, bonus: 35 });
    game = undo(game);
    expect(core(game.state)).toEqual(core(before));
    expect(seatTotals(game.state, 0)).toMatchObject({ upper: 45, bonus: 0 });
  });

  it('takes back an extra yacht scored with the joker', () => {
    let game = score(roll(newGame(), [2, 2, 2, 2, 2]), 'yacht');
    game = roll(game, [3, 3, 3, 3, 3]);
    const before = game.state;
    game = score(game, 'threes');
    expect(game.events.at(-1)).toMatchObject({ box: 'threes', points: 15, extraYacht: 100 });
    expect(game.state.extraYachts).toEqual([1]);
    game = undo(game);
    expect(core(game.state)).toEqual(core(before));
    expect(game.state.extraYachts).toEqual([0]);
    expect(seatTotals(game.state, 0)).toMatchObject({ total: 50, extraYachtCount: 0 });
  });
});

describe('undo and the bots', () => {
  it("takes back the bots' turns after the decision, and the next turn's first roll", () => {
    let game = roll(newGame(table(2)), [1, 2, 3, 4, 5]);
    const before = game.state;
    game = score(game, 'large-straight');
    game = roll(game, [4, 4, 1, 2, 3]);
    game = roll(game, [4, 4, 4], [0, 1]);
    game = score(game, 'fours');
    game = roll(game, [6, 6, 6, 6, 1]);
    expect(game.state.turn.seat).toBe(0);
    game = undo(game);
    expect(game.events.at(-1)).toEqual({ type: 'undone', seat: 0, to: 2 });
    expect(core(game.state)).toEqual(core(before));
    expect(game.state.sheets).toEqual([{}, {}]);
    expect(liveEvents(game.events)).toEqual([0, 1]);
  });

  it("never takes back a bot's decision on its own", () => {
    let game = roll(newGame(table(2), 1), [1, 1, 2, 3, 4]);
    game = roll(game, [1, 1, 1], [0, 1]);
    game = score(game, 'ones');
    expect(canUndo(game.state)).toBe(false);
    const error = gameError(() => undo(game));
    expect(error.code).toBe('nothing-to-undo');
    expect(error.message).toBe('there is no decision of a player to take back');
  });
});

describe('undos in a row', () => {
  it('walk back one decision each', () => {
    let game = roll(newGame(), [1, 2, 3, 4, 5]);
    const beforeFirst = game.state;
    game = roll(game, [6, 6, 6], [0, 1]);
    const beforeSecond = game.state;
    game = roll(game, [5, 5], [0, 1, 2]);
    game = undo(game);
    expect(game.events.at(-1)).toEqual({ type: 'undone', seat: 0, to: 3 });
    expect(core(game.state)).toEqual(core(beforeSecond));
    game = undo(game);
    expect(game.events.at(-1)).toEqual({ type: 'undone', seat: 0, to: 2 });
    expect(core(game.state)).toEqual(core(beforeFirst));
    expect(game.state.undos).toBe(2);
    expect(gameError(() => undo(game)).code).toBe('nothing-to-undo');
    expect(liveEvents(game.events)).toEqual([0, 1]);
  });

  it('walk back across turns, and new decisions can be undone again', () => {
    let game = roll(newGame(), [1, 2, 3, 4, 5]);
    const beforeScore = game.state;
    game = score(game, 'chance');
    game = roll(game, [2, 2, 2, 5, 6]);
    game = roll(game, [2, 2], [0, 1, 2]);
    game = undo(undo(game));
    expect(core(game.state)).toEqual(core(beforeScore));
    game = score(game, 'large-straight');
    game = undo(game);
    expect(core(game.state)).toEqual(core(beforeScore));
    expect(game.state.undos).toBe(3);
    expect(replay(game.events)).toEqual(game.state);
  });
});

describe('refused undos', () => {
  it('nothing to undo in a new game or after the first roll of a turn', () => {
    const fresh = newGame();
    expect(gameError(() => undo(fresh)).code).toBe('nothing-to-undo');
    expect(gameError(() => undo(roll(fresh, [1, 2, 3, 4, 5]))).code).toBe('nothing-to-undo');
    expect(canUndo(fresh.state)).toBe(false);
  });

  it('a seat that did not make the decision', () => {
    const game = score(roll(newGame(table(2)), [1, 2, 3, 4, 5]), 'chance');
    const error = gameError(() => undo(game, 1));
    expect(error.code).toBe('wrong-seat');
    expect(error.message).toBe("the last decision to take back is seat 0 (Ann)'s, not seat 1 (Bea)'s");
    expect(undo(game, 0).events.at(-1)).toEqual({ type: 'undone', seat: 0, to: 2 });
  });

  it('a finished game', () => {
    let game = newGame();
    for (const box of game.state.rules.boxes) game = score(roll(game, [1, 2, 3, 4, 6]), box.id);
    const error = gameError(() => undo(game));
    expect(error.code).toBe('game-over');
    expect(error.message).toMatch(/^the game is over/);
  });
});

describe('seeded dice after an undo', () => {
  it('are fresh: the faces drawn stay drawn', () => {
    const seed = 'undo-seed';
    const random = seededRandom(seed);
    let game = newGame([ANN], 0, seed);
    game = play(game, { type: 'roll' }, { random });
    game = play(game, { type: 'roll' }, { random });
    const undoneDice = game.state.turn.dice;
    game = undo(game);
    expect(game.state.facesRolled).toBe(10);
    // A reloaded game resumes the generator where it stopped, so it draws what the live one draws.
    const resumed = resumeSeededRandom(seed, game.state.facesRolled);
    const expected = Array.from({ length: 5 }, () => resumed.nextFace());
    game = play(game, { type: 'roll' }, { random });
    expect(game.state.turn.dice).toEqual(expected);
    expect(game.state.turn.dice).not.toEqual(undoneDice);
    expect(game.state.facesRolled).toBe(15);
  });
});

describe('a log with undos', () => {
  function sample(): Game {
    let game = roll(newGame(table(2)), [6, 6, 1, 2, 3]);
    game = play(game, { type: 'keep', positions: [0, 1] });
    game = roll(game, [6, 4, 5]);
    game = undo(game);
    game = roll(game, [6, 6, 6]);
    game = score(game, 'sixes');
    game = score(roll(game, [2, 2, 2, 2, 2]), 'yacht');
    game = undo(game);
    return game;
  }

  it('replays to the state applied step by step', () => {
    const game = sample();
    expect(replay(game.events)).toEqual(game.state);
    expect(game.state.undos).toBe(2);
    expect(isPractice(game.state)).toBe(true);
    expect(isPractice(newGame().state)).toBe(false);
  });

  it('saves and loads back', () => {
    const game = sample();
    const loaded = parseLog(serialiseLog(game.events));
    expect(loaded.events).toEqual(game.events);
    expect(loaded.state).toEqual(game.state);
    // Undo still works after loading: the undo points are rebuilt from the log.
    expect(undo(loaded).state).toEqual(undo(game).state);
  });

  it('keeps the undo points out of the saved log', () => {
    const text = serialiseLog(sample().events);
    expect(text).not.toContain('undoPoints');
  });

  function rejected(extra: GameEvent, game: Game = sample()): LogError {
    const error = logError([...game.events, extra]);
    expect(error.index).toBe(game.events.length);
    expect(error.eventType).toBe('undone');
    return error;
  }

  it('is refused when an undo names no live decision of a player', () => {
    const game = sample();
    // 0 created, 1 roll, 2 kept, 3 re-roll, 4 undo, 5 re-roll, 6 score (Ann), 7 roll, 8 score (Bea), 9 undo.
    const notDecision = /illegal: event \d+ is not a decision of a player still in play/;
    expect(rejected({ type: 'undone', seat: 0, to: 1 }).message).toMatch(notDecision); // a first roll
    expect(rejected({ type: 'undone', seat: 0, to: 2 }).message).toMatch(notDecision); // a hold
    expect(rejected({ type: 'undone', seat: 0, to: 3 }).message).toMatch(notDecision); // taken back
    expect(rejected({ type: 'undone', seat: 0, to: 4 }).message).toMatch(notDecision); // an undo
    expect(rejected({ type: 'undone', seat: 0, to: 6 }).message).toMatch(notDecision); // taken back
    expect(rejected({ type: 'undone', seat: 0, to: 0 }).message).toMatch(notDecision);
    // 10 score (Ann), 11 roll, 12 score (Bea, a bot): a bot's decision is no undo point.
    const bot = score(roll(score(game, 'chance'), [1, 1, 1, 2, 3]), 'ones');
    expect(rejected({ type: 'undone', seat: 1, to: 12 }, bot).message).toMatch(notDecision);
  });

  it('is refused when an undo looks forward or names the wrong seat', () => {
    const game = sample();
    expect(rejected({ type: 'undone', seat: 0, to: 10 }).message).toBe(
      'bad saved game: event 10 (undone): illegal: an undo takes back an earlier event, not event 10',
    );
    expect(rejected({ type: 'undone', seat: 1, to: 5 }).message).toBe(
      "bad saved game: event 10 (undone): illegal: event 5 is seat 0 (Ann)'s decision, not seat 1 (Bea)'s",
    );
    expect(loadLog(toGameLog([...game.events, { type: 'undone', seat: 0, to: 5 }])).state.undos).toBe(3);
  });

  it('is refused when an undo is malformed', () => {
    const bad = { type: 'undone', seat: 0 } as unknown as GameEvent;
    expect(rejected(bad).message).toMatch(/^bad saved game: event 10 \(undone\): malformed: to: /);
    const negative = { type: 'undone', seat: 0, to: -1 } as GameEvent;
    expect(rejected(negative).message).toMatch(/malformed: to: /);
  });

  it('is refused when an undo follows the end of the game', () => {
    let game = newGame();
    for (const box of game.state.rules.boxes) game = score(roll(game, [1, 2, 3, 4, 6]), box.id);
    const last = game.events.length - 1;
    expect(rejected({ type: 'undone', seat: 0, to: last }, game).message).toMatch(
      /illegal: the game is over/,
    );
    expect(gameError(() => replay([...game.events, { type: 'undone', seat: 0, to: last }])).code).toBe(
      'game-over',
    );
  });
});

const gameArb = fc.record({
  config: fc.constantFrom(...RULE_CONFIGS),
  seats: fc.integer({ min: 1, max: 4 }),
  firstSeatPick: fc.nat(),
  diceSeed: fc.integer(),
  choiceSeed: fc.integer(),
  maxFace: fc.constantFrom(1, 2, 3, 6, 6, 6),
  // Rarer than one step in 5, or undos outrun the game (an undo can take back a whole round of bots).
  undoOdds: fc.integer({ min: 5, max: 20 }),
});

describe('random games with undos', () => {
  let undosSeen = 0;

  it('replay to the applied state, undo exactly, and their live line plays the same game', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const firstSeat = p.firstSeatPick % p.seats;
        const dice = loadedRandom(p.diceSeed, p.maxFace);
        const { game, states } = playRandomGameWithUndos(
          p.config,
          p.seats,
          firstSeat,
          dice,
          p.choiceSeed,
          p.undoOdds,
        );
        const { events, state } = game;
        expect(replay(events)).toEqual(state);
        expect(parseLog(serialiseLog(events)).state).toEqual(state);

        // Every undo restores the state folded just before its target.
        const undos = events.flatMap((e, i) => (e.type === 'undone' ? [{ i, to: e.to }] : []));
        for (const { i, to } of undos) expect(core(states[i]!)).toEqual(core(states[to - 1]!));
        expect(state.undos).toBe(undos.length);
        undosSeen += undos.length;
        expect(isPractice(state)).toBe(undos.length > 0);
        // Dice are never drawn twice: facesRolled never goes down.
        states.forEach(
          (s, i) => i > 0 && expect(s.facesRolled).toBeGreaterThanOrEqual(states[i - 1]!.facesRolled),
        );

        // The live line is a plain log of the same game.
        const live = liveEvents(events).map((i) => events[i]!);
        expect(live.some((e) => e.type === 'undone')).toBe(false);
        const plain = replay(live);
        expect(core(plain)).toEqual(core(state));
        state.seats.forEach((_, seat) => expect(seatTotals(plain, seat)).toEqual(seatTotals(state, seat)));
        expect(plain.eventCount).toBe(live.length);
      }),
      { numRuns: 40 },
    );
    expect(undosSeen).toBeGreaterThan(40);
  });

  it('keep every intermediate state equal to the fold of the log so far', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { game, states } = playRandomGameWithUndos(
          p.config,
          p.seats,
          p.firstSeatPick % p.seats,
          loadedRandom(p.diceSeed, p.maxFace),
          p.choiceSeed,
          p.undoOdds,
        );
        let folded: GameState | null = null;
        game.events.forEach((event, i) => {
          folded = advance(folded, event);
          expect(folded).toEqual(states[i]);
        });
      }),
      { numRuns: 5 },
    );
  });
});

describe('undo with two or more people at the table', () => {
  const BO: Seat = { kind: 'human', name: 'Bo' };
  const EASY: Seat = { kind: 'bot', name: 'Easy bot', level: 'easy' };

  it("takes back only the decisions of the person on turn, in this turn, never another person's", () => {
    let game = newGame([ANN, BO]);
    game = roll(game, [1, 2, 3, 4, 5]);
    game = roll(game, [6], [0, 1, 2, 3]);
    game = score(game, 'large-straight');
    // Bo's turn: Ann's score is hers, and her turn is over.
    expect(canUndo(game.state)).toBe(false);
    expect(gameError(() => undo(game)).message).toBe(
      "with more than one person at the table, an undo takes back only seat 1 (Bo)'s own decisions of this turn, and there is none",
    );
    game = roll(game, [2, 2, 2, 3, 4]);
    expect(canUndo(game.state)).toBe(false); // a first roll is no decision
    const beforeReroll = game.state;
    game = roll(game, [2, 6], [0, 1, 2]);
    expect(canUndo(game.state)).toBe(true);
    game = undo(game);
    expect(core(game.state)).toEqual(core(beforeReroll));
    // Back at Bo's first roll: nothing of Bo's is left to take back in this turn.
    expect(canUndo(game.state)).toBe(false);
    game = score(game, 'twos');
    // Ann's turn again: Bo's score is out of her reach.
    expect(game.state.turn.seat).toBe(0);
    expect(canUndo(game.state)).toBe(false);
  });

  it('counts people, not seats: one person with bots still takes back past the bots', () => {
    let game = newGame([ANN, EASY]);
    game = roll(game, [1, 1, 1, 2, 3]);
    game = score(game, 'ones');
    // The bot's turn is on (nobody has played it here): Ann's score can still be taken back.
    expect(canUndo(game.state)).toBe(true);
    game = undo(game);
    expect(game.state.turn.seat).toBe(0);
  });

  it('with a bot between two people, the person after the bot cannot reach back', () => {
    let game = newGame([ANN, EASY, BO]);
    game = roll(game, [1, 1, 1, 2, 3]);
    game = score(game, 'ones');
    expect(canUndo(game.state)).toBe(false); // the bot's turn: not Ann's any more
  });
});
