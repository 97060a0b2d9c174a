// Perfect (to win) in the app: its engine questions go to the win analyst (the solver host's analysis worker in
// the app; here a stand-in that answers in process when the test lets it), outside the game's chain. While a
// question is open the game does not move on and no second bot move is taken; each answer is one move; an
// answer to a state that is gone (an undo, the game abandoned, the app closing) is dropped. The same game
// played through the real host is in tests/unit/solver-host/win-options.test.ts.

import { describe, expect, it } from 'vitest';
import type { NewGame, NewGameInput } from '../../../src/shared/api/contract';
import { createBot, decisionAction } from '../../../src/shared/bots';
import type { Action, GameState } from '../../../src/shared/game';
import type { ValueTable } from '../../../src/shared/solver';
import type { OutcomeOptions, WinOptions, WinRequest } from '../../../src/shared/solver/win';
import { InProcessWinAnalyst, type WinAnalyst } from '../../../src/main/backend/win-moves';
import { solvedTable } from '../../support/solved-tables';
import { openTestBackend, stateOf, tempDataDir, type TestBackend } from './helpers';

const HUMAN_VS_WIN: NewGameInput = {
  variant: 'classic',
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Perfect (to win) bot', level: 'perfect-win' },
  ],
};

const TABLE_OF_TWO: NewGame = {
  variant: 'classic',
  options: { secondYacht: true, joker: 'forced' },
  sameDice: false,
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Ben' },
  ],
};

/** A small budget: these tests are about when moves land, not how far the engine sees. */
/** A small budget, and every turn played to win (by default only the last WIN_TURNS ask the engine). */
const BUDGET = { budget: 1e8, turns: Infinity };

interface Question {
  readonly request: WinRequest;
  readonly answer: () => void;
}

/** Answers in process, each question only when the test says so. */
class GatedAnalyst implements WinAnalyst {
  readonly open: Question[] = [];
  asked = 0;
  private readonly engine = new InProcessWinAnalyst();

  winOptions(table: ValueTable, request: WinRequest, options?: OutcomeOptions): Promise<WinOptions> {
    this.asked++;
    return new Promise((resolve, reject) => {
      const answer = (): void => {
        this.engine.winOptions(table, request, options).then(resolve, reject);
      };
      this.open.push({ request, answer });
    });
  }

  /** Answers the oldest open question. */
  answerOne(): void {
    const q = this.open.shift();
    if (!q) throw new Error('no question is open');
    q.answer();
  }
}

/** The event a bot's action appends, as far as the bot decides it (not the dice rolled). */
function eventFor(action: Action): Record<string, unknown> {
  if (action.type === 'roll') return { type: 'rolled', seat: action.seat, kept: action.keep };
  if (action.type === 'score') return { type: 'scored', seat: action.seat, box: action.box };
  throw new Error(`a bot does not ${action.type}`);
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(): Promise<{ backend: TestBackend; analyst: GatedAnalyst; dir: string }> {
  const dir = await tempDataDir();
  const analyst = new GatedAnalyst();
  const backend = await openTestBackend(dir, { winBots: { analyst, play: BUDGET } });
  return { backend, analyst, dir };
}

async function eventsOf(backend: TestBackend, gameId: string): Promise<number> {
  return (await backend.client.getGame(gameId)).events.length;
}

/** Ann rolls and scores her first box: the bot is on turn, and rolls (no question for a first roll). */
async function annPlaysATurn(backend: TestBackend, gameId: string): Promise<void> {
  await backend.client.act(gameId, { type: 'roll' });
  await backend.client.act(gameId, { type: 'score', box: 'choice' });
}

describe('Perfect (to win) in the app', () => {
  it('plays one move per answer, never while a question is open, and as the bot itself would', async () => {
    const { backend, analyst } = await open();
    const { gameId } = await backend.client.createGame(HUMAN_VS_WIN);
    const table = solvedTable(stateOf(await backend.client.getGame(gameId)).rules);
    const bot = createBot('perfect-win', stateOf(await backend.client.getGame(gameId)).rules, {
      table,
      win: BUDGET,
    });
    await annPlaysATurn(backend, gameId);
    let answers = 0;
    // The bot's turn: each question open, the log stands still (a Skip meanwhile waits for it); each answer
    // is one move, the one the bot plays in process for the same state.
    let skip: Promise<unknown> | null = null;
    for (let n = 0; n < 8; n++) {
      const now = stateOf(await backend.client.getGame(gameId));
      if (now.over || now.turn.seat !== 1) break;
      await until(() => analyst.open.length > 0, 'the bot to ask');
      const view0 = await backend.client.getGame(gameId);
      const length = view0.events.length;
      const state: GameState = stateOf(view0);
      expect(analyst.open[0]!.request.position.dice).toEqual(state.turn.dice);
      skip ??= backend.client.skipBots(gameId);
      await pause(30);
      expect(await eventsOf(backend, gameId)).toBe(length);
      expect(analyst.open).toHaveLength(1);
      const expected = decisionAction(bot.decide(state), 1);
      analyst.answerOne();
      answers++;
      await until(
        async () => (await eventsOf(backend, gameId)) > length || analyst.open.length > 0,
        'the move',
      );
      if ((await eventsOf(backend, gameId)) === length) {
        // Standing on the dice: the boxes are asked next, for the same move.
        expect(analyst.open).toHaveLength(1);
        analyst.answerOne();
        await until(async () => (await eventsOf(backend, gameId)) > length, 'the score');
      }
      const view = await backend.client.getGame(gameId);
      expect(view.events.length).toBe(length + 1);
      const played = view.events[length]!;
      expect(played).toMatchObject(eventFor(expected));
    }
    await skip;
    await backend.games.settled();
    const after = stateOf(await backend.client.getGame(gameId));
    expect(after.turn.seat).toBe(0);
    expect(answers).toBeGreaterThan(0);
    expect(analyst.open).toHaveLength(0);
    await backend.close();
  });

  it('drops an answer to a state an undo took back, and the undo does not wait for it', async () => {
    const { backend, analyst } = await open();
    const { gameId } = await backend.client.createGame(HUMAN_VS_WIN);
    await annPlaysATurn(backend, gameId);
    await until(() => analyst.open.length > 0, 'the bot to ask');
    const asked = analyst.asked;
    await backend.client.undo(gameId); // while the question is open
    const undone = await backend.client.getGame(gameId);
    expect(stateOf(undone).turn.seat).toBe(0);
    analyst.answerOne();
    await backend.games.settled();
    await pause(30);
    expect((await backend.client.getGame(gameId)).events).toEqual(undone.events);
    expect(analyst.asked).toBe(asked);
    expect(backend.events.filter((e) => e.type === 'notice')).toEqual([]);
    await backend.close();
  });

  it('drops an answer that comes after the game was abandoned or the app closed', async () => {
    const { backend, analyst, dir } = await open();
    const first = await backend.client.createGame(HUMAN_VS_WIN);
    await annPlaysATurn(backend, first.gameId);
    await until(() => analyst.open.length > 0, 'the bot to ask');
    const pushedTo = (id: string): number =>
      backend.events.filter((e) => e.type === 'game-events' && e.gameId === id).length;
    const pushed = pushedTo(first.gameId);
    // A new game abandons the one in progress.
    const second = await backend.client.createGame(HUMAN_VS_WIN);
    analyst.answerOne();
    await backend.games.settled();
    await pause(30);
    expect(pushedTo(first.gameId)).toBe(pushed);
    expect(backend.games.playing(first.gameId)).toBeNull();

    await annPlaysATurn(backend, second.gameId);
    await until(() => analyst.open.length > 0, 'the bot to ask again');
    const saved = (await backend.client.getGame(second.gameId)).events;
    await backend.close();
    analyst.answerOne();
    await pause(50);
    const reopened = await openTestBackend(dir, { winBots: { analyst: new GatedAnalyst(), play: BUDGET } });
    expect(reopened.games.current()?.events).toEqual(saved);
    expect(backend.events.filter((e) => e.type === 'notice')).toEqual([]);
    await reopened.close();
  });

  it('stands in at an online table, and drops its answer once the player is back', async () => {
    const { backend, analyst } = await open();
    const { gameId } = await backend.games.createTable(TABLE_OF_TWO);
    await backend.games.standIn(gameId, 1, 'perfect-win');
    await backend.games.act(gameId, { type: 'roll' });
    await backend.games.act(gameId, { type: 'score', box: 'choice' });
    await until(() => analyst.open.length > 0, 'the stand-in to ask');
    // Ben is back before the answer comes: his turn is his again, the bot's answer is not played.
    await backend.games.standIn(gameId, 1, null);
    const handedBack = (await backend.games.get(gameId)).events;
    analyst.answerOne();
    await backend.games.settled();
    await pause(30);
    expect((await backend.games.get(gameId)).events).toEqual(handedBack);
    // With the bot standing in again, it plays Ben's turn to its end.
    await backend.games.standIn(gameId, 1, 'perfect-win');
    for (let n = 0; n < 8 && stateOf(await backend.games.get(gameId)).turn.seat === 1; n++) {
      await until(
        async () => analyst.open.length > 0 || stateOf(await backend.games.get(gameId)).turn.seat === 0,
        'the stand-in to ask or finish',
      );
      if (analyst.open.length > 0) analyst.answerOne();
      await pause(10);
    }
    await backend.games.settled();
    const after = stateOf(await backend.games.get(gameId));
    expect(after.turn.seat).toBe(0);
    expect(Object.keys(after.sheets[1] ?? {})).toHaveLength(1);
    await backend.close();
  });

  it('alone with a target, asks the chance to reach it and plays the game to the end', async () => {
    const requests: WinRequest[] = [];
    const engine = new InProcessWinAnalyst();
    const analyst: WinAnalyst = {
      winOptions: (table, request, options) => {
        requests.push(request);
        return engine.winOptions(table, request, options);
      },
    };
    const backend = await openTestBackend(await tempDataDir(), { winBots: { analyst, play: BUDGET } });
    const { gameId } = await backend.client.createGame({
      variant: 'classic',
      seats: [{ kind: 'bot', name: 'Perfect (to win) bot', level: 'perfect-win' }],
      target: 150,
    });
    await until(() => backend.games.playing(gameId) === null, 'the game to end');
    expect(stateOf(await backend.client.getGame(gameId)).over).toBe(true);
    expect(requests.length).toBeGreaterThanOrEqual(13);
    for (const request of requests) expect(request).toMatchObject({ target: 150, others: [] });
    await backend.close();
  });
});
