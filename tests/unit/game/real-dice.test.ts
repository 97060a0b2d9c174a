import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decisionsMade } from '../../../src/shared/coach/decisions';
import {
  GameError,
  canUndo,
  isPractice,
  loadLog,
  pad,
  realDiceWait,
  play,
  rollsLeft,
  scriptedRandom,
  serialiseLog,
  parseLog,
  startGame,
  toGameLog,
  type Game,
  type GameAction,
  type RealDiceMode,
  type Seat,
} from '../../../src/shared/game';
import { CREATED_AT, RULE_CONFIGS } from './helpers';

const ANN: Seat = { kind: 'human', name: 'Ann' };
const BOT: Seat = { kind: 'bot', name: 'Perfect', level: 'perfect' };

function realGame(
  mode: RealDiceMode = 'coached',
  seats: readonly Seat[] = [ANN],
  config = RULE_CONFIGS[0]!,
): Game {
  return startGame({ ...config, seats, seed: null, realDice: { mode }, createdAt: CREATED_AT });
}

/** The refusal `action` meets, after checking that it changed nothing. */
function refusal(game: Game, action: GameAction): string {
  const before = serialiseLog(game.events);
  let message = '';
  try {
    play(game, action);
  } catch (error) {
    expect(error).toBeInstanceOf(GameError);
    message = (error as GameError).message;
  }
  expect(serialiseLog(game.events)).toBe(before);
  return message;
}

/** One roll of a turn: the positions kept and the faces the rolled dice show. */
interface Roll {
  readonly keepMask: number;
  readonly faces: readonly number[];
}

const rollArb = fc.record({
  keepMask: fc.integer({ min: 0, max: 30 }),
  faces: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }),
});
const turnArb = fc.record({
  rolls: fc.array(rollArb, { minLength: 1, maxLength: 3 }),
  box: fc.nat(),
});

/** Plays a turn twice: with typed dice in `typed`, and the app rolling the same faces in `rolled`. */
function playTurn(typed: Game, rolled: Game, rolls: readonly Roll[], boxPick: number): [Game, Game] {
  rolls.forEach((roll, r) => {
    const keep = r === 0 ? [] : [0, 1, 2, 3, 4].filter((p) => (roll.keepMask >> p) & 1);
    const faces = roll.faces.slice(0, 5 - keep.length);
    typed = play(typed, { type: 'roll', keep, dice: faces });
    rolled = play(rolled, { type: 'roll', keep }, { random: scriptedRandom(faces) });
  });
  const legal = (pad(typed.state)?.entries ?? []).filter((e) => e.legal);
  const box = legal[boxPick % legal.length]!.box;
  return [play(typed, { type: 'score', box }), play(rolled, { type: 'score', box })];
}

describe('real dice: typed rolls through the engine', () => {
  it('any legal sequence of typed dice plays as the same dice rolled by the app, every rule set', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULE_CONFIGS),
        fc.array(turnArb, { minLength: 13, maxLength: 13 }),
        (config, turns) => {
          let typed = realGame('coached', [ANN], config);
          let rolled = startGame({ ...config, seats: [ANN], seed: null, createdAt: CREATED_AT });
          for (const turn of turns) {
            if (typed.state.over) break;
            [typed, rolled] = playTurn(typed, rolled, turn.rolls, turn.box);
          }
          expect(typed.events.slice(1)).toEqual(rolled.events.slice(1));
          expect(typed.state.sheets).toEqual(rolled.state.sheets);
          // The log holds the typed dice and reads back as it was.
          const loaded = parseLog(serialiseLog(typed.events));
          expect(loaded.state.sheets).toEqual(typed.state.sheets);
          expect(loaded.events[0]).toMatchObject({ realDice: { mode: 'coached' } });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('any illegal typed roll is refused in words and changes nothing', () => {
    const badFace = fc.oneof(fc.constant(0), fc.integer({ min: 7, max: 99 }));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 10 }),
        fc.option(fc.tuple(fc.nat(), badFace)),
        (keepMask, faces, bad) => {
          const game = play(realGame(), { type: 'roll', dice: [6, 6, 6, 2, 3] });
          const keep = [0, 1, 2, 3, 4].filter((p) => (keepMask >> p) & 1);
          const rolled = 5 - keep.length;
          // Either the right count with one face no die shows, or a wrong count.
          const typed = bad
            ? [1, 2, 3, 4, 5].slice(0, rolled).map((f, i) => (i === bad[0] % rolled ? bad[1] : f))
            : faces;
          if (!bad && typed.length === rolled) return;
          const message = refusal(game, { type: 'roll', keep, dice: typed });
          expect(message).toMatch(bad ? `a die shows 1 to 6, not ${bad[1]}` : /: type .*, not \d+$/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses each impossible input in words', () => {
    const game = play(realGame(), { type: 'roll', dice: [6, 6, 6, 2, 3] });
    expect(refusal(game, { type: 'roll', keep: [0, 1, 2], dice: [6, 6, 6, 4, 5] })).toBe(
      '2 dice were rolled (3 dice kept stay as they are): type their 2 faces, not 5',
    );
    expect(refusal(game, { type: 'roll', keep: [0, 1, 2, 3], dice: [4, 5] })).toBe(
      '1 die was rolled (4 dice kept stay as they are): type its face, not 2',
    );
    expect(refusal(game, { type: 'roll', keep: [0, 1, 2], dice: [7, 1] })).toBe('a die shows 1 to 6, not 7');
    expect(refusal(realGame(), { type: 'roll', dice: [6, 6, 6, 6, 6, 6] })).toBe(
      '5 dice were rolled: type their 5 faces, not 6',
    );
    expect(refusal(game, { type: 'roll', keep: [0] })).toBe(
      'this game is played with real dice: type the 4 dice seat 0 (Ann) rolled',
    );
    const app = startGame({ variant: 'standard', seats: [ANN], createdAt: CREATED_AT });
    expect(refusal(app, { type: 'roll', dice: [1, 2, 3, 4, 5] })).toBe(
      'the app rolls the dice in this game: dice cannot be typed in',
    );
    expect(refusal(app, { type: 'retype' })).toMatch(/nothing to retype/);
  });

  it('refuses a saved roll whose kept die changed, naming the event', () => {
    const game = play(realGame(), { type: 'roll', dice: [6, 6, 6, 2, 3] });
    const log = toGameLog([
      ...game.events,
      { type: 'rolled', seat: 0, dice: [5, 6, 6, 4, 4], kept: [0, 1, 2] },
    ]);
    expect(() => loadLog(JSON.parse(JSON.stringify(log)))).toThrow(
      'bad saved game: event 2 (rolled): illegal: the kept die at position 0 changed from 6 to 5 during the roll',
    );
  });

  it('a retype takes back the last roll before any decision on it, and the game stays fair', () => {
    let game = play(realGame(), { type: 'roll', dice: [6, 6, 6, 2, 3] });
    game = play(game, { type: 'keep', positions: [0, 1, 2] });
    game = play(game, { type: 'retype' });
    expect(game.state.turn.dice).toBeNull();
    expect(game.state.turn.kept).toEqual([]);
    game = play(game, { type: 'roll', dice: [6, 6, 6, 2, 5] });
    game = play(game, { type: 'roll', keep: [0, 1, 2], dice: [4, 1] });
    // The re-roll's keep stays; its dice are typed again, and then the roll before is open again.
    game = play(game, { type: 'retype' });
    expect(game.state.turn.dice).toEqual([6, 6, 6, 2, 5]);
    expect(game.state.turn.rollsUsed).toBe(1);
    game = play(game, { type: 'roll', keep: [0, 1, 2], dice: [6, 1] });
    game = play(game, { type: 'score', box: 'fours' });
    expect(refusal(game, { type: 'retype' })).toBe('no dice have been typed this turn');
    expect(isPractice(game.state)).toBe(false);
    expect(canUndo(game.state)).toBe(true);
    // The decisions are the live ones only: no retyped roll counts as a decision taken back.
    const made = decisionsMade(game.events);
    expect(made.live.map((d) => d.choice)).toHaveLength(2);
    expect(made.takenBack).toEqual([]);
    const loaded = loadLog(JSON.parse(serialiseLog(game.events)) as unknown);
    expect(loaded.state.sheets).toEqual(game.state.sheets);
    expect(isPractice(loaded.state)).toBe(false);
  });

  it('a score sheet takes a turn as its final dice: no rolls left, then a box', () => {
    let game = realGame('sheet', [ANN, { kind: 'human', name: 'Bea' }]);
    game = play(game, { type: 'roll', dice: [5, 5, 5, 5, 5], final: true });
    expect(rollsLeft(game.state)).toBe(0);
    expect(game.events.at(-1)).toMatchObject({ type: 'rolled', final: true });
    expect(refusal(game, { type: 'roll', keep: [0], dice: [1, 1, 1, 1] })).toMatch(/no rolls left/);
    game = play(game, { type: 'score', box: 'yacht' });
    expect(game.state.sheets[0]).toEqual({ yacht: 50 });
    // Bea types her rolls one by one, then a final entry is refused mid-turn.
    game = play(game, { type: 'roll', dice: [1, 2, 3, 4, 5] });
    expect(refusal(game, { type: 'roll', keep: [], dice: [1, 2, 3, 4, 5], final: true })).toMatch(
      /final dice are typed as its first entry/,
    );
    const made = decisionsMade(play(game, { type: 'score', box: 'chance' }).events);
    expect(made.live[0]).toMatchObject({ rollsLeft: 0, choice: { box: 'yacht' } });
    expect(refusal(realGame('coached'), { type: 'roll', dice: [1, 2, 3, 4, 5], final: true })).toMatch(
      /this game is coached/,
    );
    expect(
      refusal(realGame('sheet', [BOT, ANN]), { type: 'roll', dice: [1, 2, 3, 4, 5], final: true }),
    ).toMatch(/is a bot: it decides after every roll/);
  });

  it("a bot's dice are rolled as it keeps them", () => {
    let game = play(realGame('coached', [BOT, ANN]), { type: 'roll', seat: 0, dice: [6, 6, 6, 2, 3] });
    game = play(game, { type: 'keep', seat: 0, positions: [0, 1, 2] });
    expect(refusal(game, { type: 'roll', keep: [0, 1], dice: [1, 1, 1] })).toBe(
      'Perfect keeps 6-6-6 (positions 1, 2, 3): roll the other dice for it',
    );
    game = play(game, { type: 'roll', keep: [0, 1, 2], dice: [6, 6] });
    expect(game.state.turn.dice).toEqual([6, 6, 6, 6, 6]);
  });

  it('a real-dice game has no seed or grid', () => {
    expect(() =>
      startGame({
        variant: 'standard',
        seats: [ANN],
        seed: 's',
        realDice: { mode: 'sheet' },
        createdAt: CREATED_AT,
      }),
    ).toThrow('a game played with real dice has no seed or dice grid: its dice are typed in');
  });
});

describe('realDiceWait: what a real table waits for', () => {
  it('follows a bot through typed rolls, its announced keeps and its box', () => {
    let game = realGame('sheet', [BOT, ANN]);
    expect(realDiceWait(game.state)).toEqual({
      kind: 'dice',
      seat: 0,
      bot: true,
      rolled: 5,
      kept: [],
      final: false,
    });
    game = play(game, { type: 'roll', dice: [6, 6, 2, 2, 3] });
    expect(realDiceWait(game.state)).toEqual({ kind: 'bot', seat: 0 });
    // The bot keeps nothing new: it says so once, and then its dice are typed.
    game = play(game, { type: 'keep', positions: [] });
    expect(refusal(game, { type: 'keep', positions: [] })).toMatch(/held already/);
    expect(realDiceWait(game.state)).toEqual({
      kind: 'dice',
      seat: 0,
      bot: true,
      rolled: 5,
      kept: [],
      final: false,
    });
    game = play(game, { type: 'roll', dice: [6, 6, 6, 6, 1] });
    game = play(game, { type: 'keep', positions: [0, 1, 2, 3] });
    expect(realDiceWait(game.state)).toMatchObject({ kind: 'dice', rolled: 1, kept: [0, 1, 2, 3] });
    game = play(game, { type: 'roll', dice: [6] });
    expect(realDiceWait(game.state)).toEqual({ kind: 'bot', seat: 0 });
    game = play(game, { type: 'score', box: 'yacht' });
    expect(realDiceWait(game.state)).toEqual({
      kind: 'dice',
      seat: 1,
      bot: false,
      rolled: 5,
      kept: [],
      final: true,
    });
    game = play(game, { type: 'roll', dice: [1, 2, 3, 4, 5] });
    expect(realDiceWait(game.state)).toEqual({ kind: 'decision', seat: 1 });
    expect(
      realDiceWait(startGame({ variant: 'standard', seats: [ANN], createdAt: CREATED_AT }).state),
    ).toBeNull();
  });
});

describe('the state of a long real-dice game', () => {
  /** Objects reached by walking every path (as a deep compare or copy walks), up to `limit`. */
  function reach(value: unknown, limit: number, seen = { n: 0 }): number {
    if (seen.n >= limit || value === null || typeof value !== 'object') return seen.n;
    seen.n++;
    for (const v of Object.values(value)) reach(v, limit, seen);
    return seen.n;
  }

  it('grows with the log, not doubling every turn (typed rolls keep no undo points of their own)', () => {
    let game = realGame('coached', [ANN, { kind: 'human', name: 'Bo' }]);
    const boxes = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'chance'];
    for (const box of boxes) {
      for (let seat = 0; seat < 2; seat++) {
        game = play(game, { type: 'roll', dice: [1, 2, 3, 4, 5] });
        game = play(game, { type: 'roll', keep: [0], dice: [6, 6, 6, 6] });
        game = play(game, { type: 'score', box });
      }
    }
    // 43 events; every undo point holding its state twice made this reach about 2^14 states of ~100 objects.
    expect(reach(game.state, 1_000_000)).toBeLessThan(20_000);
    // A retype still restores the undo points before the roll: the re-roll before it can be undone.
    game = play(game, { type: 'roll', dice: [1, 2, 3, 4, 5] });
    const pointsBefore = game.state.undoPoints;
    game = play(game, { type: 'roll', keep: [0], dice: [2, 2, 2, 2] });
    expect(game.state.undoPoints?.index, 'the re-roll is an undo point').toBe(game.state.eventCount - 1);
    const retyped = play(game, { type: 'retype' });
    expect(retyped.state.undoPoints).toBe(pointsBefore);
  });
});
