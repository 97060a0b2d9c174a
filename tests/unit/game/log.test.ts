import { describe, expect, it } from 'vitest';
import {
  gameFileText,
  gridRowFor,
  LogError,
  loadLog,
  parseLog,
  play,
  readGameFile,
  scriptedRandom,
  seatLabel,
  serialiseLog,
  startGame,
  toGameLog,
  type Game,
  type GameEvent,
} from '../../../src/shared/game';
import { customBaseProblem } from '../../../src/shared/rules';
import { LEAN_YATZY } from '../../support/custom-rules';
import { CREATED_AT, table } from './helpers';

type Json = Record<string, unknown>;

/** Two seats, three turns: Ann scores sixes (with a keep), Bea a yacht, Ann the yacht box. */
function sampleGame(): Game {
  let game = startGame({ variant: 'standard', seats: table(2), seed: 's', createdAt: CREATED_AT });
  const roll = (faces: number[], keep?: number[]): void => {
    game = play(game, keep ? { type: 'roll', keep } : { type: 'roll' }, { random: scriptedRandom(faces) });
  };
  roll([6, 6, 1, 2, 3]);
  game = play(game, { type: 'keep', positions: [0, 1] });
  roll([6, 4, 5]);
  game = play(game, { type: 'score', box: 'sixes' });
  roll([2, 2, 2, 2, 2]);
  game = play(game, { type: 'score', box: 'yacht' });
  roll([1, 1, 2, 3, 4]);
  game = play(game, { type: 'score', box: 'yacht' });
  return game;
}

/** The sample log as plain JSON, for breaking. */
function sampleJson(): { format: unknown; version: unknown; events: Json[] } {
  return JSON.parse(serialiseLog(sampleGame().events)) as {
    format: unknown;
    version: unknown;
    events: Json[];
  };
}

function rejection(input: unknown): LogError {
  try {
    if (typeof input === 'string') parseLog(input);
    else loadLog(input);
  } catch (error) {
    if (error instanceof LogError) return error;
    throw error;
  }
  throw new Error('the log was accepted');
}

describe('saving a game', () => {
  it('writes versioned JSON and reads it back', () => {
    const game = sampleGame();
    const text = serialiseLog(game.events);
    const json = JSON.parse(text) as Json;
    expect(json).toMatchObject({ format: 'yacht-game', version: 1 });
    expect(json['events']).toEqual(game.events);
    expect(toGameLog(game.events)).toEqual(json);
    const loaded = parseLog(text);
    expect(loaded.events).toEqual(game.events);
    expect(loaded.state).toEqual(game.state);
  });

  it('loads an unfinished game where it stopped', () => {
    const game = sampleGame();
    const loaded = parseLog(serialiseLog(game.events.slice(0, 3)));
    expect(loaded.state.turn).toEqual({ seat: 0, rollsUsed: 1, dice: [6, 6, 1, 2, 3], kept: [0, 1] });
  });
});

describe('loading a bad saved game', () => {
  it('malformed JSON', () => {
    const error = rejection('{"format": "yacht-game", ');
    expect(error.index).toBeNull();
    expect(error.message).toMatch(/^bad saved game: not valid JSON \(/);
  });

  it('not an object, or another format', () => {
    expect(rejection('[1, 2]').message).toBe('bad saved game: expected a JSON object');
    expect(rejection({ ...sampleJson(), format: 'chess' }).message).toBe(
      'bad saved game: the format is "chess", expected \'yacht-game\'',
    );
  });

  it('a wrong version', () => {
    expect(rejection({ ...sampleJson(), version: 2 }).message).toBe(
      'bad saved game: unsupported version 2: this app reads version 1',
    );
  });

  it('no events', () => {
    expect(rejection({ ...sampleJson(), events: 'none' }).message).toBe(
      "bad saved game: 'events' must be a list",
    );
    expect(rejection({ ...sampleJson(), events: [] }).message).toBe(
      "bad saved game: there are no events: a game starts with a 'created' event",
    );
  });

  it('an unknown event type', () => {
    const json = sampleJson();
    json.events[4] = { type: 'teleported', seat: 0 };
    const error = rejection(json);
    expect(error.index).toBe(4);
    expect(error.eventType).toBe('teleported');
    expect(error.message).toBe(
      'bad saved game: event 4 (teleported): unknown event type; the types are created, rolled, kept, scored, undone',
    );
  });

  it('an event without a type, or not an object', () => {
    const json = sampleJson();
    json.events[2] = { seat: 0 };
    expect(rejection(json).message).toBe('bad saved game: event 2: the event has no type');
    const other = sampleJson() as { events: unknown[] };
    other.events[1] = 7;
    expect(rejection(other).message).toBe('bad saved game: event 1: an event must be an object');
  });

  it('an event of the wrong shape', () => {
    const json = sampleJson();
    json.events[1] = { ...json.events[1], dice: [6, 6, 1, 2] };
    const error = rejection(json);
    expect([error.index, error.eventType]).toEqual([1, 'rolled']);
    expect(error.message).toMatch(/^bad saved game: event 1 \(rolled\): malformed: dice: /);

    const face = sampleJson();
    face.events[1] = { ...face.events[1], dice: [6, 6, 1, 2, 7] };
    expect(rejection(face).message).toMatch(/^bad saved game: event 1 \(rolled\): malformed: dice\.4: /);

    const extra = sampleJson();
    extra.events[0] = { ...extra.events[0], cheat: true };
    expect(rejection(extra).message).toMatch(/^bad saved game: event 0 \(created\): malformed: /);

    const level = sampleJson();
    level.events[0] = { ...level.events[0], seats: [{ kind: 'bot', name: 'Bot', level: 'godlike' }] };
    expect(rejection(level).message).toMatch(
      /^bad saved game: event 0 \(created\): malformed: seats\.0\.level: /,
    );
  });

  it('a log that does not start with created, or creates twice', () => {
    const json = sampleJson();
    const error = rejection({ ...json, events: json.events.slice(1) });
    expect(error.message).toBe(
      "bad saved game: event 0 (rolled): illegal: a game log starts with a 'created' event, not 'rolled'",
    );
    const twice = rejection({ ...json, events: [json.events[0], json.events[0]] });
    expect(twice.message).toBe(
      "bad saved game: event 1 (created): illegal: the game has already been created: only the first event is 'created'",
    );
  });

  it('a scored event for a filled box', () => {
    const json = sampleJson();
    // Bea's second turn: she scores the yacht box again.
    const events = [
      ...json.events,
      { type: 'rolled', seat: 1, dice: [2, 2, 2, 2, 3], kept: [] },
      { type: 'scored', seat: 1, box: 'yacht', points: 0, extraYacht: 0 },
    ];
    const error = rejection({ ...json, events });
    expect([error.index, error.eventType]).toEqual([10, 'scored']);
    expect(error.message).toBe("bad saved game: event 10 (scored): illegal: box 'yacht' is already filled");
  });

  it('dice that changed under a keep', () => {
    const json = sampleJson();
    json.events[3] = { type: 'rolled', seat: 0, dice: [6, 5, 6, 4, 5], kept: [0, 1] };
    const error = rejection(json);
    expect([error.index, error.eventType]).toEqual([3, 'rolled']);
    expect(error.message).toBe(
      'bad saved game: event 3 (rolled): illegal: the kept die at position 1 changed from 6 to 5 during the roll',
    );
  });

  it('dice that are not the dice grid’s, in a game dealt from one', () => {
    let game = startGame({
      variant: 'standard',
      seats: table(2),
      grid: { seed: 'g', shared: true },
      createdAt: CREATED_AT,
    });
    game = play(game, { type: 'roll' }, { random: gridRowFor(game.state.grid!, game.state) });
    game = play(game, { type: 'roll', keep: [0] }, { random: gridRowFor(game.state.grid!, game.state) });
    const json = JSON.parse(serialiseLog(game.events)) as { events: Json[] };
    expect(loadLog(json).events).toEqual(game.events);
    // One die of the second roll changed (to another legal face): refused, naming the event.
    const second = json.events[2] as { dice: number[] };
    const at = 4;
    second.dice[at] = (second.dice[at]! % 6) + 1;
    expect(() => loadLog(json)).toThrow(
      /^bad saved game: event 2 \(rolled\): the dice .* are not the ones the game's dice grid deals here/,
    );
    // Dice from elsewhere in a game without a grid are its own business.
    const plain = JSON.parse(serialiseLog(sampleGame().events)) as { events: Json[] };
    expect(loadLog(plain).events).toHaveLength(plain.events.length);
  });

  it('points the dice do not score', () => {
    const json = sampleJson();
    json.events[4] = { ...json.events[4], points: 30 };
    expect(rejection(json).message).toBe(
      "bad saved game: event 4 (scored): illegal: box 'sixes' takes 18 for these dice, not 30",
    );
    const extra = sampleJson();
    extra.events[6] = { ...extra.events[6], extraYacht: 100 };
    expect(rejection(extra).message).toBe(
      'bad saved game: event 6 (scored): illegal: these dice earn 0 extra-yacht points, not 100',
    );
  });

  it('a seat playing out of turn, and a fourth roll', () => {
    const json = sampleJson();
    json.events[5] = { ...json.events[5], seat: 0 };
    expect(rejection(json).message).toBe(
      "bad saved game: event 5 (rolled): illegal: it is seat 1 (Bea)'s turn, not seat 0 (Ann)'s",
    );
    const roll = { type: 'rolled', seat: 0, dice: [1, 2, 3, 4, 5], kept: [] };
    const fourth = sampleJson();
    const events = [...fourth.events.slice(0, 1), roll, roll, roll, roll];
    const error = rejection({ ...fourth, events });
    expect([error.index, error.eventType]).toEqual([4, 'rolled']);
    expect(error.message).toBe(
      'bad saved game: event 4 (rolled): illegal: no rolls left this turn: score a box before rolling again',
    );
  });

  it('a keep before the first roll, and keep positions out of order', () => {
    const json = sampleJson();
    const early = rejection({ ...json, events: [json.events[0], { type: 'kept', seat: 0, positions: [1] }] });
    expect(early.message).toBe(
      'bad saved game: event 1 (kept): illegal: no dice to keep before the first roll',
    );
    json.events[2] = { type: 'kept', seat: 0, positions: [1, 0] };
    expect(rejection(json).message).toBe(
      'bad saved game: event 2 (kept): illegal: kept positions must be distinct and in ascending order, got [1, 0]',
    );
  });

  it('events after the game is over', () => {
    let game = startGame({ variant: 'classic', seats: table(1), createdAt: CREATED_AT });
    for (const box of game.state.rules.boxes) {
      game = play(game, { type: 'roll' }, { random: scriptedRandom([1, 2, 3, 4, 5]) });
      game = play(game, { type: 'score', box: box.id });
    }
    const events: GameEvent[] = [
      ...game.events,
      { type: 'rolled', seat: 0, dice: [1, 1, 1, 1, 1], kept: [] },
    ];
    const error = rejection(JSON.parse(serialiseLog(events)));
    expect([error.index, error.eventType]).toEqual([game.events.length, 'rolled']);
    expect(error.message).toBe(
      `bad saved game: event ${game.events.length} (rolled): illegal: the game is over: every sheet is full`,
    );
  });

  it('names only the first bad event', () => {
    const json = sampleJson();
    json.events[7] = { type: 'teleported' };
    json.events[4] = { ...json.events[4], box: 'ones' };
    const error = rejection(json);
    expect(error.index).toBe(4);
    expect(error.reason).toBe("illegal: box 'ones' takes 0 for these dice, not 18");
  });
});

/** The sample game as a file (gameFileText), with its id. */
function sampleFile(events: readonly GameEvent[] = sampleGame().events): string {
  return gameFileText(events, { gameId: 'g-1' });
}

function fileRejection(text: string): LogError {
  try {
    readGameFile(text);
  } catch (error) {
    if (error instanceof LogError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('reading a game file', () => {
  it('reads what gameFileText writes', () => {
    const game = sampleGame();
    const file = readGameFile(sampleFile(game.events));
    expect(file).toEqual({
      gameId: 'g-1',
      finishedAt: null,
      game: { events: game.events, state: game.state },
    });
  });

  it('refuses a "__proto__" key anywhere, saying where (zod would drop it)', () => {
    const custom = startGame({
      variant: 'yatzy',
      custom: LEAN_YATZY,
      seats: table(1),
      createdAt: CREATED_AT,
    });
    const text = sampleFile(custom.events).replace('"boxes":{', '"boxes":{"__proto__":"sum",');
    expect(text).toContain('"__proto__"');
    expect(fileRejection(text).reason).toBe('events[0].custom.boxes.__proto__: this key is not allowed');
    const top = sampleFile().replace('{', '{"__proto__":{"over":true},');
    expect(fileRejection(top).reason).toBe('__proto__: this key is not allowed');
    const inEvent = sampleFile().replace('{"type":"kept"', '{"__proto__":1,"type":"kept"');
    expect(fileRejection(inEvent).reason).toBe('events[2].__proto__: this key is not allowed');
  });

  it('refuses a key gameFileText does not write, naming it', () => {
    const padded = sampleFile().replace('{', `{"padding":"${'x'.repeat(900_000)}",`);
    expect(fileRejection(padded).reason).toBe(
      'unknown key "padding": a game file holds format, version, gameId, finishedAt, events',
    );
  });
});

describe('custom rules and the variant', () => {
  it('a log whose custom rules are based on another variant is refused, with the one message', () => {
    const json = sampleJson();
    json.events[0] = { ...json.events[0], custom: LEAN_YATZY };
    const error = rejection(json);
    expect([error.index, error.eventType]).toEqual([0, 'created']);
    expect(error.reason).toBe(`illegal: ${customBaseProblem('standard', LEAN_YATZY)}`);
    expect(error.reason).toBe(
      'illegal: custom rules based on yatzy cannot be played as standard: the variant is their base',
    );
  });
});

describe('names saved before they had to be one line', () => {
  it('still load, and the engine prints them on one line', () => {
    const json = sampleJson();
    const seats = [
      { kind: 'human', name: 'first\nline' },
      { kind: 'bot', name: 'tab\tand\r\nbreak\u2028', level: 'medium' },
    ];
    json.events[0] = { ...json.events[0], seats };
    const game = loadLog(json);
    expect(game.state.seats.map((s) => s.name)).toEqual(seats.map((s) => s.name));
    expect(game.state.turn.seat).toBe(1);
    expect(() => play(game, { type: 'roll', seat: 0 })).toThrow(
      "it is seat 1 (tab and break)'s turn, not seat 0 (first line)'s",
    );
    expect(seatLabel(game.state, 0)).toBe('seat 0 (first line)');
  });

  it('a custom rule set named on two lines is named on one in the engine’s messages', () => {
    const custom = { ...LEAN_YATZY, name: 'Lean\nYatzy' };
    const json = sampleJson();
    json.events = [{ ...json.events[0], variant: 'yatzy', custom }];
    const game = loadLog(json);
    const rolled = play(game, { type: 'roll' }, { random: scriptedRandom([1, 2, 3, 4, 5]) });
    expect(() => play(rolled, { type: 'score', box: 'nope' })).toThrow(
      /^there is no box 'nope' in Lean Yatzy; /,
    );
  });
});
