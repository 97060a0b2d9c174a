// Bots at a real table ("play Perfect with your own dice"), through the backend: the bot says what it keeps and
// which box it scores, a person types its dice. Its keeps and boxes are Perfect's own choices for those dice; it
// never rolls, and while its dice are awaited it does not play (skipBots stops there); a restart goes on as the
// log says; a retype while a decision is pending has the bot decide on the dice typed again.

import { describe, expect, it } from 'vitest';
import type { NewGameInput } from '../../../src/shared/api/contract';
import { createBot, type Bot, type BotDecision } from '../../../src/shared/bots';
import {
  realDiceWait,
  replay,
  seededRandom,
  type Action,
  type GameEvent,
  type GameState,
  type RandomSource,
} from '../../../src/shared/game';
import type { ValueTable } from '../../../src/shared/solver';
import type { OutcomeOptions, WinOptions, WinRequest } from '../../../src/shared/solver/win';
import { InProcessWinAnalyst, type WinAnalyst } from '../../../src/main/backend/win-moves';
import { solvedTable } from '../../support/solved-tables';
import { humanMove, openTestBackend, stateOf, tempDataDir, type TestBackend } from './helpers';

const PERFECT_FIRST: NewGameInput = {
  variant: 'classic',
  seats: [
    { kind: 'bot', name: 'Perfect bot', level: 'perfect' },
    { kind: 'human', name: 'Ann' },
  ],
  realDice: { mode: 'sheet' },
};

async function stateIn(backend: TestBackend, gameId: string): Promise<GameState> {
  return stateOf(await backend.client.getGame(gameId));
}

async function logOf(backend: TestBackend, gameId: string): Promise<GameEvent[]> {
  return (await backend.client.getGame(gameId)).events;
}

/** The dice a person rolls for the seat on turn, typed as the table waits for them (only the rolled ones). */
function rollFor(state: GameState, random: RandomSource): Action {
  const wait = realDiceWait(state);
  if (wait?.kind !== 'dice') throw new Error(`the table waits for ${wait?.kind ?? 'nothing'}, not dice`);
  const dice = Array.from({ length: wait.rolled }, () => random.nextFace());
  return { type: 'roll', dice, ...(wait.final ? { final: true } : {}) };
}

/** The event a bot's decision makes at a real table: its keep announced, or its box. */
function eventOf(decision: BotDecision, seat: number): Record<string, unknown> {
  return decision.type === 'roll'
    ? { type: 'kept', seat, positions: [...decision.keep].sort((a, b) => a - b) }
    : { type: 'scored', seat, box: decision.box };
}

function perfectFor(state: GameState): Bot {
  return createBot('perfect', state.rules, { table: solvedTable(state.rules) });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Perfect (to win) asking the engine at every turn, on a small budget (the moves' timing is the subject here). */
const WIN_PLAY = { budget: 1e8, turns: Infinity };

/** The bot a seat's level plays, in process: what the app's bot must do for the same state. */
function referenceBot(state: GameState, seat: number): Bot | null {
  const held = state.seats[seat];
  if (held?.kind !== 'bot') return null;
  const table =
    held.level === 'perfect' || held.level === 'perfect-win' ? solvedTable(state.rules) : undefined;
  return createBot(held.level, state.rules, { ...(table ? { table } : {}), win: WIN_PLAY });
}

/**
 * Plays a real-dice game: dice typed from a seeded source for every seat as the table waits for them, the
 * people's boxes (humanMove), and after each bot's dice its one move checked against the same bot in process,
 * until the game ends or the bots have scored `boxes` boxes.
 */
async function playTyped(
  backend: TestBackend,
  gameId: string,
  seed: string,
  boxes = Infinity,
): Promise<{ keeps: number; repeats: number; boxes: number; typed: number }> {
  const random = seededRandom(seed);
  const start = await stateIn(backend, gameId);
  const bots = start.seats.map((_, seat) => referenceBot(start, seat));
  const played = { keeps: 0, repeats: 0, boxes: 0, typed: 0 };
  for (let n = 0; n < 1000 && played.boxes < boxes; n++) {
    await backend.games.settled();
    const state = await stateIn(backend, gameId);
    if (state.over) return played;
    const wait = realDiceWait(state);
    if (wait?.kind === 'dice') {
      await backend.client.act(gameId, rollFor(state, random));
      played.typed++;
    } else if (wait?.kind === 'decision') {
      await backend.client.act(gameId, humanMove(state));
    } else {
      // A bot decides as soon as its dice are typed (instant speed): it is never left deciding here.
      throw new Error(`the bot did not decide (${JSON.stringify(wait)})`);
    }
    const bot = bots[state.turn.seat];
    if (!bot || wait.kind !== 'dice') continue;
    // The bot's dice are in: its one move is its level's choice for them; then it waits (or the next seat plays).
    await backend.games.settled();
    const log = await logOf(backend, gameId);
    const typed = replay(log.slice(0, -1));
    expect(log.at(-2)).toMatchObject({ type: 'rolled', seat: state.turn.seat });
    const decision = bot.decide(typed);
    expect(log.at(-1)).toMatchObject(eventOf(decision, state.turn.seat));
    if (decision.type === 'roll') {
      played.keeps++;
      const held = typed.turn.kept;
      if (held.length === decision.keep.length && held.every((p, i) => p === decision.keep[i]))
        played.repeats++;
    } else played.boxes++;
    expect(realDiceWait(await stateIn(backend, gameId))?.kind).not.toBe('bot');
  }
  return played;
}

describe('a Perfect seat at a real table', () => {
  it('plays a whole game with typed dice, each keep and box Perfect’s own for those dice', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const { gameId } = await backend.client.createGame(PERFECT_FIRST);
    const played = await playTyped(backend, gameId, 'real-table-perfect');
    const end = await stateIn(backend, gameId);
    expect(end.over).toBe(true);
    expect(played.boxes).toBe(end.rules.boxes.length);
    expect(played.keeps).toBeGreaterThan(0);
    // Its keep is announced even when it holds the same dice (the engine takes one such keep per roll).
    expect(played.repeats).toBeGreaterThan(0);
    // No die came from the app: every roll of the log is one typed here.
    const log = await logOf(backend, gameId);
    expect(log.filter((e) => e.type === 'rolled')).toHaveLength(played.typed);
    expect((await backend.client.finishedGames())[0]?.gameId).toBe(gameId);
    await backend.close();
  });

  it('plays every level so, Easy to Hard at one coached table', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const { gameId } = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'human', name: 'Ann' },
        ...(['easy', 'medium', 'hard'] as const).map((level) => ({
          kind: 'bot' as const,
          name: level,
          level,
        })),
      ],
      realDice: { mode: 'coached' },
    });
    const played = await playTyped(backend, gameId, 'real-table-levels');
    expect((await stateIn(backend, gameId)).over).toBe(true);
    expect(played.boxes).toBe(3 * 12);
    await backend.close();
  });

  it('plays Perfect (to win) through the win engine, each move the engine’s for the dice typed', async () => {
    const backend = await openTestBackend(await tempDataDir(), { winBots: { play: WIN_PLAY } });
    const { gameId } = await backend.client.createGame({
      ...PERFECT_FIRST,
      seats: [{ kind: 'bot', name: 'Perfect (to win) bot', level: 'perfect-win' }, PERFECT_FIRST.seats[1]!],
    });
    const played = await playTyped(backend, gameId, 'real-table-win', 2);
    expect(played.boxes).toBe(2);
    await backend.close();
  });

  it('waits for its dice: skipBots stops at typing, keeps and boxes for it are refused', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const { gameId } = await backend.client.createGame({ ...PERFECT_FIRST, realDice: { mode: 'coached' } });
    const skipped = await backend.client.skipBots(gameId);
    expect(skipped.length).toBe(skipped.from);
    expect((await logOf(backend, gameId)).length).toBe(1);
    await expect(backend.client.act(gameId, { type: 'keep', positions: [0] })).rejects.toThrow(
      /a bot plays it/,
    );
    await expect(backend.client.act(gameId, { type: 'roll' })).rejects.toThrow(
      /type the 5 dice seat 0 \(Perfect bot\) rolled/,
    );
    backend.settings.update({ botSpeed: 'slow' });
    await backend.client.act(gameId, { type: 'roll', dice: [6, 6, 6, 2, 3] });
    // The bot is still deciding: its dice are not typed again before it has said what it keeps.
    await expect(backend.client.act(gameId, { type: 'roll', dice: [1, 1] })).rejects.toThrow(
      'seat 0 (Perfect bot) is a bot deciding on these dice: it says what it keeps (or scores) before its dice are typed',
    );
    await expect(backend.client.act(gameId, { type: 'score', box: 'chance' })).rejects.toThrow(
      /a bot plays it/,
    );
    // Skip: the bot says its keep and no more (no dice from the app).
    const state = await stateIn(backend, gameId);
    const decision = perfectFor(state).decide(state);
    expect(decision.type).toBe('roll');
    const skip = await backend.client.skipBots(gameId);
    const log = await logOf(backend, gameId);
    expect(log.slice(skip.from)).toEqual([eventOf(decision, 0)]);
    expect(skip.length).toBe(log.length);
    expect(realDiceWait(await stateIn(backend, gameId))).toMatchObject({ kind: 'dice', bot: true, seat: 0 });
    expect((await backend.client.skipBots(gameId)).length).toBe(log.length);
    // Dice rolled with another keep than the bot's are refused in words (the engine's checkBotKeep).
    const kept = decision.type === 'roll' ? decision.keep : [];
    const other = kept.includes(4) ? kept.filter((p) => p !== 4) : [...kept, 4];
    await expect(
      backend.client.act(gameId, { type: 'roll', keep: other, dice: Array(5 - other.length).fill(1) }),
    ).rejects.toThrow(/Perfect bot keeps .*: roll the other dice for it|Perfect bot keeps no dice/);
    expect(await logOf(backend, gameId)).toEqual(log);
    await backend.close();
  });

  it('goes on after a restart as its log says: deciding on dice typed, waiting once it has kept', async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    backend.settings.update({ botSpeed: 'slow' });
    const { gameId } = await backend.client.createGame(PERFECT_FIRST);
    await backend.client.act(gameId, { type: 'roll', dice: [5, 5, 2, 3, 1] });
    const typed = await logOf(backend, gameId);
    await backend.close(); // before the bot's pause is over
    expect(typed).toHaveLength(2);

    const again = await openTestBackend(dir);
    await again.games.settled();
    const state = replay(typed);
    const decision = perfectFor(state).decide(state);
    const log = await logOf(again, gameId);
    expect(log).toEqual([...typed, eventOf(decision, 0)]);
    await again.close();

    const third = await openTestBackend(dir);
    await third.games.settled();
    await pause(20);
    expect(await logOf(third, gameId)).toEqual(log);
    expect((await third.client.skipBots(gameId)).length).toBe(log.length);
    const wait = realDiceWait(await stateIn(third, gameId));
    expect(wait).toMatchObject(
      decision.type === 'roll' ? { kind: 'dice', bot: true, kept: decision.keep } : { kind: 'dice', seat: 1 },
    );
    await third.close();
  });

  it('starts its pause again for dice typed again: the pause for the dice taken back is dropped', async () => {
    const backend = await openTestBackend(await tempDataDir());
    backend.settings.update({ botSpeed: 'slow' });
    const { gameId } = await backend.client.createGame(PERFECT_FIRST);
    await backend.client.act(gameId, { type: 'roll', dice: [6, 6, 6, 6, 1] });
    await pause(1000);
    await backend.client.act(gameId, { type: 'retype' });
    await backend.client.act(gameId, { type: 'roll', dice: [6, 1, 1, 1, 2] });
    // The pause begun for the old dice would have ended 400 ms after the new ones (slow: 1400 ms); the bot
    // takes its whole pause on the dice it decides on.
    await pause(700);
    expect(await logOf(backend, gameId)).toHaveLength(4);
    await backend.games.settled();
    expect(await logOf(backend, gameId)).toHaveLength(5);
    await backend.close();
  });

  it('decides on the dice typed again after a retype in its pause, never on the dice taken back', async () => {
    const backend = await openTestBackend(await tempDataDir());
    backend.settings.update({ botSpeed: 'slow' });
    const { gameId } = await backend.client.createGame(PERFECT_FIRST);
    await backend.client.act(gameId, { type: 'roll', dice: [6, 6, 6, 6, 1] });
    await backend.client.act(gameId, { type: 'retype' });
    // Taken back: the bot waits for its dice again, and has nothing to play.
    expect(realDiceWait(await stateIn(backend, gameId))).toMatchObject({ kind: 'dice', bot: true });
    expect((await backend.client.skipBots(gameId)).length).toBe(3);
    await backend.client.act(gameId, { type: 'roll', dice: [6, 1, 1, 1, 2] });
    await backend.client.skipBots(gameId);
    await backend.games.settled();
    const log = await logOf(backend, gameId);
    expect(log.slice(1, 4)).toEqual([
      { type: 'rolled', seat: 0, dice: [6, 6, 6, 6, 1], kept: [] },
      { type: 'undone', seat: 0, to: 1, retype: true },
      { type: 'rolled', seat: 0, dice: [6, 1, 1, 1, 2], kept: [] },
    ]);
    const state = replay(log.slice(0, 4));
    const decision = perfectFor(state).decide(state);
    const sixes = perfectFor(state).decide(replay(log.slice(0, 2)));
    expect(decision).not.toEqual(sixes);
    expect(log.slice(4)).toHaveLength(1);
    expect(log[4]).toMatchObject(eventOf(decision, 0));
    await backend.close();
  });
});

/** Answers the win engine's questions in process, each only when the test says so. */
class GatedAnalyst implements WinAnalyst {
  readonly open: { request: WinRequest; answer: () => void }[] = [];
  private readonly engine = new InProcessWinAnalyst();

  winOptions(table: ValueTable, request: WinRequest, options?: OutcomeOptions): Promise<WinOptions> {
    return new Promise((resolve, reject) => {
      const answer = (): void => void this.engine.winOptions(table, request, options).then(resolve, reject);
      this.open.push({ request, answer });
    });
  }

  answerOne(): void {
    const question = this.open.shift();
    if (!question) throw new Error('no question is open');
    question.answer();
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(5);
  }
}

describe('Perfect (to win) at a real table', () => {
  it('drops its answer for dice retyped while it asked, and decides on the dice typed again', async () => {
    const analyst = new GatedAnalyst();
    const backend = await openTestBackend(await tempDataDir(), { winBots: { analyst, play: WIN_PLAY } });
    const { gameId } = await backend.client.createGame({
      ...PERFECT_FIRST,
      seats: [{ kind: 'bot', name: 'Perfect (to win) bot', level: 'perfect-win' }, PERFECT_FIRST.seats[1]!],
    });
    await backend.client.act(gameId, { type: 'roll', dice: [6, 6, 6, 6, 1] });
    await until(() => analyst.open.length > 0, 'the question about the dice typed first');
    expect(analyst.open[0]!.request.position.dice).toEqual([6, 6, 6, 6, 1]);
    await backend.client.act(gameId, { type: 'retype' });
    await backend.client.act(gameId, { type: 'roll', dice: [6, 1, 1, 1, 2] });
    const typed = await logOf(backend, gameId);
    analyst.answerOne();
    // The answer about the dice taken back lands nowhere; the bot asks about the dice there are.
    await until(() => analyst.open.length > 0, 'the question about the dice typed again');
    expect(await logOf(backend, gameId)).toEqual(typed);
    expect(analyst.open[0]!.request.position.dice).toEqual([6, 1, 1, 1, 2]);
    const state = replay(typed);
    const decision = referenceBot(state, 0)!.decide(state);
    while ((await logOf(backend, gameId)).length === typed.length) {
      // Standing on the dice asks a second time, for the boxes.
      if (analyst.open.length > 0) analyst.answerOne();
      await pause(5);
    }
    await backend.games.settled();
    const log = await logOf(backend, gameId);
    expect(log).toHaveLength(typed.length + 1);
    expect(log.at(-1)).toMatchObject(eventOf(decision, 0));
    expect(analyst.open).toHaveLength(0);
    await backend.close();
  });
});

describe('a bot standing in for a person at a real table', () => {
  it('says its keep (once, even of the dice held), waits for its dice, and refuses dice rolled otherwise', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const { gameId } = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Ben' },
      ],
      realDice: { mode: 'sheet' },
    });
    await backend.client.act(gameId, { type: 'roll', dice: [1, 2, 3, 4, 5], final: true });
    await backend.client.act(gameId, { type: 'score', box: 'big-straight' });
    await backend.games.standIn(gameId, 1, 'perfect');
    await backend.games.settled();
    expect(await logOf(backend, gameId)).toHaveLength(3);
    // Ben's seat is a person's, but the bot decides after every roll: no final dice.
    await expect(
      backend.client.act(gameId, { type: 'roll', dice: [6, 6, 6, 2, 3], final: true }),
    ).rejects.toThrow(
      'seat 1 (Ben) is played by a bot: it decides after every roll, so each of its rolls is typed',
    );
    await expect(backend.client.act(gameId, { type: 'keep', positions: [0] })).rejects.toThrow(
      /a bot plays it/,
    );
    const perfect = perfectFor(await stateIn(backend, gameId));

    await backend.client.act(gameId, { type: 'roll', dice: [6, 6, 6, 2, 3] });
    await backend.games.settled();
    let log = await logOf(backend, gameId);
    const first = perfect.decide(replay(log.slice(0, 4)));
    expect(first).toEqual({ type: 'roll', keep: [0, 1, 2] });
    expect(log.slice(4)).toEqual([{ type: 'kept', seat: 1, positions: [0, 1, 2] }]);
    expect((await backend.client.skipBots(gameId)).length).toBe(5);
    await expect(backend.client.act(gameId, { type: 'roll', keep: [0, 1], dice: [1, 1, 1] })).rejects.toThrow(
      'seat 1 (Ben) keeps positions 1, 2, 3: roll the other dice for it',
    );

    // The same three sixes held: the stand-in says so in the log (any seat at a real table may repeat its keep
    // once a roll), so the host's screen sees it has decided, and it waits for its dice.
    await backend.client.act(gameId, { type: 'roll', dice: [2, 1] });
    await backend.games.settled();
    log = await logOf(backend, gameId);
    expect(perfect.decide(replay(log.slice(0, 6)))).toEqual({ type: 'roll', keep: [0, 1, 2] });
    expect(log.slice(6)).toEqual([{ type: 'kept', seat: 1, positions: [0, 1, 2] }]);
    const standInPlays = (seat: number): boolean => seat === 1;
    expect(realDiceWait(replay(log), standInPlays)).toMatchObject({ kind: 'dice', seat: 1, rolled: 2 });
    expect(realDiceWait(replay(log))).toEqual({ kind: 'decision', seat: 1 });
    expect((await backend.client.skipBots(gameId)).length).toBe(7);
    await expect(
      backend.client.act(gameId, { type: 'roll', keep: [], dice: [1, 1, 1, 1, 1] }),
    ).rejects.toThrow(/keeps positions 1, 2, 3/);
    await backend.client.act(gameId, { type: 'roll', dice: [4, 4] });
    await backend.games.settled();
    log = await logOf(backend, gameId);
    const last = perfect.decide(replay(log.slice(0, 8)));
    expect(last.type).toBe('score');
    expect(log.slice(8)).toHaveLength(1);
    expect(log[8]).toMatchObject(eventOf(last, 1));
    expect(realDiceWait(await stateIn(backend, gameId))).toMatchObject({
      kind: 'dice',
      seat: 0,
      final: true,
    });
    await backend.close();
  });

  it('takes the keep a player made before leaving as theirs, and decides on the next dice', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const { gameId } = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Ben' },
      ],
      realDice: { mode: 'coached' },
    });
    const start = await stateIn(backend, gameId);
    expect(start.turn.seat).toBe(0);
    await backend.client.act(gameId, { type: 'roll', dice: [1, 2, 3, 4, 6] });
    await backend.client.act(gameId, { type: 'keep', positions: [0, 1, 2, 3] });
    await backend.games.standIn(gameId, 0, 'perfect');
    await backend.games.settled();
    expect(await logOf(backend, gameId)).toHaveLength(3);
    expect((await backend.client.skipBots(gameId)).length).toBe(3);
    await expect(backend.client.act(gameId, { type: 'roll', keep: [0], dice: [1, 1, 1, 1] })).rejects.toThrow(
      'seat 0 (Ann) keeps positions 1, 2, 3, 4: roll the other dice for it',
    );
    await backend.client.act(gameId, { type: 'roll', dice: [5] });
    await backend.games.settled();
    const log = await logOf(backend, gameId);
    const decision = perfectFor(start).decide(replay(log.slice(0, 4)));
    expect(log.slice(4)).toHaveLength(1);
    expect(log[4]).toMatchObject(eventOf(decision, 0));
    await backend.close();
  });
});
