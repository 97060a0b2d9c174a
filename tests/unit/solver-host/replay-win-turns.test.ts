// A replay in win chance on the solver host, asked a turn at a time: the same answer as the shared replayWin
// in one piece, and a replay asked meanwhile is answered first, not after the whole game's win chances (asked
// as one call, replayWin held up every replay and report after it on the background worker).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot, decisionAction, PerfectBot } from '../../../src/shared/bots';
import { play, seededRandom, startGame, type Game } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { replayWin, replayWinPart } from '../../../src/shared/replay';
import type { ValueTable } from '../../../src/shared/solver';
import type { SolverHost } from '../../../src/main/solver/host';
import { replayWinByTurns } from '../../../src/main/solver/replay-win-turns';
import { testHosts } from './helpers';

const { host } = testHosts();
const classic = makeRules('classic');

/** A two-seat classic game (Perfect against Easy) played `decisions` decisions far (all: to the end). */
function gameOf(table: ValueTable, seed: string, decisions = Infinity): Game {
  const bots = [new PerfectBot(table), createBot('easy', classic)];
  const random = seededRandom(seed);
  let game = startGame({
    variant: 'classic',
    seats: [
      { kind: 'bot', name: 'P', level: 'perfect' },
      { kind: 'bot', name: 'E', level: 'easy' },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  for (let n = 0; n < decisions && !game.state.over; n++) {
    const seat = game.state.turn.seat;
    game = play(game, decisionAction(bots[seat]!.decide(game.state), seat), { random });
  }
  return game;
}

describe('replay in win chance, turn by turn', () => {
  let h: SolverHost;
  let table: ValueTable;

  beforeAll(async () => {
    h = host({ workers: 1 });
    table = (await h.getTable(classic)).table;
  }, 120_000);
  afterAll(async () => h.dispose());

  it('joins to the shared replayWin, finished or in progress; a game alone has none', async () => {
    for (const game of [gameOf(table, 'whole'), gameOf(table, 'half', 31)]) {
      const byTurns = await replayWinByTurns(game.events, async (events, from, scored) =>
        replayWinPart(table, events, from, scored),
      );
      expect(byTurns).toEqual(replayWin(table, game.events));
    }
    const alone = startGame({ variant: 'classic', seats: [{ kind: 'human', name: 'A' }], createdAt: 'x' });
    expect(await replayWinByTurns(alone.events, () => Promise.reject(new Error('not asked')))).toBeNull();
  }, 120_000);

  it('on the host: the same answer, and a replay asked meanwhile comes first', async () => {
    const game = gameOf(table, 'host');
    const order: string[] = [];
    const win = h.replayWin(table, game.events).then((w) => {
      order.push('win');
      return w;
    });
    const replay = h.replay(table, gameOf(table, 'other').events).then(() => order.push('replay'));
    await Promise.all([win, replay]);
    expect(order).toEqual(['replay', 'win']);
    expect(await win).toEqual(replayWin(table, game.events));
  }, 120_000);
});
