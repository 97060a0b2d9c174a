// A replay's win chances through the backend: a game of two seats gets the shared function's answer (on the
// coach's analyst), a game alone none; a game in progress its chances so far; not ready while the table is
// made, an unknown game not found.

import { describe, expect, it } from 'vitest';
import { makeRules } from '../../../src/shared/rules';
import { replayWin } from '../../../src/shared/replay';
import { FakeSolver, HUMAN_VS_EASY, openTestBackend, playToTheEnd, tempDataDir } from './helpers';
import { solvedTable } from '../../support/solved-tables';

const classic = solvedTable(makeRules('classic'));

describe('a replay’s win chances', () => {
  it('of a two-seat game are the shared function’s; asked again, the same', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    await backend.client.act(view.gameId, { type: 'roll' });
    await backend.client.act(view.gameId, { type: 'score', box: 'choice' });
    await backend.games.settled();
    const early = await backend.client.replayWin(view.gameId);
    // One box scored (or two, the bot's turn played): a point at the start and one per box.
    expect(early.win?.course.length).toBeGreaterThanOrEqual(2);
    const done = await playToTheEnd(backend, view);
    const win = await backend.client.replayWin(view.gameId);
    expect(win).toEqual({ gameId: view.gameId, win: replayWin(classic, done.events) });
    expect(win.win!.course).toHaveLength(2 * 12 + 1);
    expect(await backend.client.replayWin(view.gameId)).toEqual(win);
    await backend.close();
  }, 120_000);

  it('of a game alone: none (no one to beat)', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame({
      variant: 'classic',
      seats: [{ kind: 'human', name: 'Ann' }],
    });
    await backend.client.act(view.gameId, { type: 'roll' });
    expect(await backend.client.replayWin(view.gameId)).toEqual({ gameId: view.gameId, win: null });
    await backend.close();
  });

  it('waits for the table: not ready while it is made; an unknown game is not found', async () => {
    const solver = new FakeSolver(true);
    const backend = await openTestBackend(await tempDataDir(), { solver });
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    await expect(backend.client.replayWin(view.gameId)).rejects.toMatchObject({ kind: 'not-ready' });
    solver.release();
    await expect.poll(() => backend.client.replayWin(view.gameId).then((r) => r.gameId)).toBe(view.gameId);
    await expect(backend.client.replayWin('nope')).rejects.toMatchObject({ kind: 'not-found' });
    await backend.close();
  });
});
