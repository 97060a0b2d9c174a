import { describe, expect, it } from 'vitest';
import { newGameSchema } from '../../../src/shared/api/game-schemas';
import {
  gameFileText,
  GameError,
  LogError,
  MAX_TARGET,
  parseLog,
  readGameFile,
  readTarget,
  replay,
  seededRandom,
  serialiseLog,
  startGame,
  targetOf,
  targetProblem,
} from '../../../src/shared/game';
import { CREATED_AT, playRandomGame, table } from './helpers';

const solo = table(1);

describe('a target typed by a player', () => {
  it('reads whole numbers in range, blank as none', () => {
    expect(readTarget('')).toEqual({ target: null });
    expect(readTarget('  ')).toEqual({ target: null });
    expect(readTarget(' 250 ')).toEqual({ target: 250 });
    expect(readTarget(String(MAX_TARGET))).toEqual({ target: MAX_TARGET });
  });

  it('says in words what is wrong with anything else', () => {
    for (const text of ['abc', '250.5', '2e2', '1,000', '25O']) {
      expect(readTarget(text)).toEqual({ problem: 'a target is a whole number of points, like 250' });
    }
    expect(readTarget('0')).toEqual({ problem: `a target is from 1 to ${MAX_TARGET} points, got 0` });
    expect(readTarget('-5')).toEqual({ problem: `a target is from 1 to ${MAX_TARGET} points, got -5` });
    expect(readTarget('1001')).toEqual({ problem: `a target is from 1 to ${MAX_TARGET} points, got 1001` });
    expect(targetProblem(Number.NaN)).toBe('a target is a whole number of points');
    expect(targetProblem(300)).toBeNull();
  });
});

describe('a new game with a target (the API)', () => {
  const base = { variant: 'standard', seats: [{ kind: 'human', name: 'Ann' }] };

  it('takes a target for one seat and refuses it in words otherwise', () => {
    expect(newGameSchema.parse({ ...base, target: 300 }).target).toBe(300);
    expect(newGameSchema.parse(base).target).toBeUndefined();
    const half = newGameSchema.safeParse({ ...base, target: 12.5 });
    expect(half.error?.issues[0]?.message).toBe('a target is a whole number of points');
    const two = newGameSchema.safeParse({
      ...base,
      seats: [...base.seats, { kind: 'bot', name: 'Bo', level: 'perfect' }],
      target: 300,
    });
    expect(two.error?.issues[0]?.message).toBe('a target is for a game of one seat, this one has 2');
    expect(two.error?.issues[0]?.path).toEqual(['target']);
  });
});

describe('the target kept with the game', () => {
  it('is in the created event and the state, and survives the log and the game file', () => {
    const game = startGame({ variant: 'standard', seats: solo, target: 280, createdAt: CREATED_AT });
    expect(game.events[0]).toMatchObject({ type: 'created', target: 280 });
    expect(game.state.target).toBe(280);
    const reread = parseLog(serialiseLog(game.events));
    expect(reread.state.target).toBe(280);
    expect(targetOf(reread.events)).toBe(280);
    const file = readGameFile(gameFileText(game.events, { gameId: 'g1' }));
    expect(file.game.state.target).toBe(280);
  });

  it('lasts the whole game (resumed from its log at any point)', () => {
    const { game } = playRandomGame({ variant: 'yatzy', options: {} }, 1, 0, seededRandom('t'), 3);
    // The random game has no target; one with the same moves and a target keeps it to the end.
    const created = game.events[0]!;
    if (created.type !== 'created') throw new Error('no created event');
    const events = [{ ...created, target: 250 }, ...game.events.slice(1)];
    const state = replay(events);
    expect(state.over).toBe(true);
    expect(state.target).toBe(250);
    expect(replay(events.slice(0, 20)).target).toBe(250);
  });

  it('is absent from games without one: the old shape, and old logs still load', () => {
    const game = startGame({ variant: 'standard', seats: table(2), createdAt: CREATED_AT });
    expect('target' in game.events[0]!).toBe(false);
    expect(game.state.target).toBeNull();
    expect(targetOf(game.events)).toBeNull();
    expect(parseLog(serialiseLog(game.events)).state.target).toBeNull();
  });

  it('refuses a target for two seats, or out of range, in a setup or a saved log', () => {
    expect(() =>
      startGame({ variant: 'standard', seats: table(2), target: 300, createdAt: CREATED_AT }),
    ).toThrow(new GameError('bad-setup', 'a target is for a game of one seat, this one has 2'));
    expect(() => startGame({ variant: 'standard', seats: solo, target: 0, createdAt: CREATED_AT })).toThrow(
      GameError,
    );
    const game = startGame({ variant: 'standard', seats: solo, target: 300, createdAt: CREATED_AT });
    const log = JSON.parse(serialiseLog(game.events)) as { events: Record<string, unknown>[] };
    log.events[0]!['target'] = 300.5;
    expect(() => parseLog(JSON.stringify(log))).toThrow(LogError);
    log.events[0]!['target'] = 300;
    log.events[0]!['seats'] = table(2);
    expect(() => parseLog(JSON.stringify(log))).toThrow(
      'event 0 (created): illegal: a target is for a game of one seat, this one has 2',
    );
  });
});
