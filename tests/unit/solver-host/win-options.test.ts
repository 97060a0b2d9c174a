// The win engine on the solver host's analysis worker: SolverHost.winOptions answers as WinOutcomes does in
// process (every option to 1e-12, best first, the same exactness), refuses a bad request in words before it
// reaches the worker, and Perfect (to win) plays a whole game through the app's game service with its
// questions answered there, each move the one the bot plays in process.

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createBot, decisionAction, WIN_TURNS, winRequestOf } from '../../../src/shared/bots';
import { replay, seededRandom, type Action } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import type { Position, ValueTable } from '../../../src/shared/solver';
import { WinOutcomes, type OutcomeOptions, type WinRequest } from '../../../src/shared/solver/win';
import type { SolverHost } from '../../../src/main/solver/host';
import { randomSheet } from '../../support/random-sheet';
import { openTestBackend, stateOf, tempDataDir } from '../backend/helpers';
import { testHosts } from './helpers';

const { host } = testHosts();
const classic = makeRules('classic');
/** Small enough that a whole game's questions take seconds; the default budget is asked once too. */
const SMALL: OutcomeOptions = { budget: 1e8 };

/** The event a bot's action appends, as far as the bot decides it (not the dice rolled). */
function eventFor(action: Action): Record<string, unknown> {
  if (action.type === 'roll') return { type: 'rolled', seat: action.seat, kept: action.keep };
  if (action.type === 'score') return { type: 'scored', seat: action.seat, box: action.box };
  throw new Error(`a bot does not ${action.type}`);
}

describe('SolverHost.winOptions', () => {
  let h: SolverHost;
  let table: ValueTable;

  beforeAll(async () => {
    h = host({ workers: 1 });
    table = (await h.getTable(classic)).table;
  }, 120_000);

  it('answers as WinOutcomes in process: every option to 1e-12, in the same order', async () => {
    const random = seededRandom('win-options-host');
    const next = (): number => random.nextFace() / 6 - random.nextFace() / 36;
    const inProcess = new WinOutcomes();
    const requests: { request: WinRequest; options: OutcomeOptions }[] = [];
    for (let n = 0; n < 8; n++) {
      // randomSheet leaves a box open at least.
      const position: Position = {
        sheet: randomSheet(classic, next),
        dice: Array.from({ length: 5 }, () => random.nextFace()),
        rollsLeft: (n % 3) as 0 | 1 | 2,
      };
      const others = Array.from({ length: 1 + (n % 3) }, () => ({
        sheet: randomSheet(classic, next),
        extraYachts: 0,
      }));
      // A target instead of the others now and then (target practice asks the same engine).
      const target = n === 5 ? 150 : null;
      requests.push({ request: { position, others, target }, options: n === 0 ? {} : SMALL });
    }
    for (const { request, options } of requests) {
      const worker = await h.winOptions(table, request, options);
      const here = inProcess.options(table, request, options);
      expect(worker.measure).toBe(here.measure);
      expect(worker.rollsLeft).toBe(here.rollsLeft);
      expect([worker.exact, worker.turnsExact]).toEqual([here.exact, here.turnsExact]);
      expect(worker.options.length).toBe(here.options.length);
      expect(worker.options.length).toBeGreaterThan(0);
      here.options.forEach((option, i) => {
        const theirs = worker.options[i]!;
        expect('box' in theirs ? theirs.box : theirs.keep).toEqual(
          'box' in option ? option.box : option.keep,
        );
        expect(Math.abs(theirs.value - option.value)).toBeLessThanOrEqual(1e-12);
      });
    }
  }, 120_000);

  it('refuses a bad request with a clear message, and answers the next one', async () => {
    const position: Position = { sheet: {}, dice: [1, 2, 3, 4, 5], rollsLeft: 2 };
    const other = { sheet: {}, extraYachts: 0 };
    await expect(h.winOptions(table, { position, others: [], target: null })).rejects.toThrow(
      'a win chance needs at least one other seat',
    );
    await expect(h.winOptions(table, { position, others: [other], target: 2.5 })).rejects.toThrow(
      'a target is a whole number of points',
    );
    await expect(
      h.winOptions(table, { position, others: Array.from({ length: 6 }, () => other), target: null }),
    ).rejects.toThrow('a table has at most six seats');
    await expect(
      h.winOptions(table, {
        position: { ...position, dice: [1, 2, 3, 4, 9] },
        others: [other],
        target: null,
      }),
    ).rejects.toThrow('a die must be a whole number from 1');
    // Another seat's sheet and extra yachts are the rules' to judge, as this seat's are.
    await expect(
      h.winOptions(table, {
        position,
        others: [other, { sheet: { nosuchbox: 3 }, extraYachts: 0 }],
        target: null,
      }),
    ).rejects.toThrow(/other seat 2: .*nosuchbox/);
    await expect(
      h.winOptions(table, { position, others: [{ sheet: {}, extraYachts: 2 }], target: null }),
    ).rejects.toThrow(/other seat 1: classic with these options has no extra-yacht bonus/);
    const fine = await h.winOptions(table, { position, others: [other], target: null }, SMALL);
    expect(fine.options.length).toBeGreaterThan(0);
  });

  it('plays Perfect (to win) against Easy to the end through the game service, every question on the worker', async () => {
    const asked = vi.spyOn(h, 'winOptions');
    const backend = await openTestBackend(await tempDataDir(), { solver: h, winBots: { play: SMALL } });
    const { gameId } = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'bot', name: 'Perfect (to win) bot', level: 'perfect-win' },
        { kind: 'bot', name: 'Easy bot', level: 'easy' },
      ],
    });
    const deadline = Date.now() + 100_000;
    while (backend.games.playing(gameId) !== null) {
      if (Date.now() > deadline) throw new Error('the game did not end');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const events = (await backend.client.getGame(gameId)).events;
    const end = stateOf(await backend.client.getGame(gameId));
    expect(end.over).toBe(true);
    // Each move of the Perfect (to win) seat that asked the engine is the in-process bot's for that state.
    const bot = createBot('perfect-win', classic, { table, win: SMALL });
    let engineMoves = 0;
    for (let i = 1; i < events.length; i++) {
      const before = replay(events.slice(0, i));
      const event = events[i]!;
      if (before.turn.seat !== 0 || winRequestOf(before) === null) continue;
      if (event.type !== 'rolled' && event.type !== 'scored') continue;
      engineMoves++;
      const expected = decisionAction(bot.decide(before), 0);
      expect(event).toMatchObject(eventFor(expected));
    }
    expect(engineMoves).toBeGreaterThanOrEqual(WIN_TURNS);
    expect(asked.mock.calls.length).toBeGreaterThanOrEqual(engineMoves);
    asked.mockRestore();
    await backend.close();
  }, 150_000);
});
