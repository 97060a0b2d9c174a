// Target practice through the backend: the target goes into the new game's log, lasts a restart, is kept by
// Play again, and is listed with the finished game.

import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/shared/game';
import { humanMove, openTestBackend, stateOf, tempDataDir } from './helpers';

const SOLO = { variant: 'classic' as const, seats: [{ kind: 'human' as const, name: 'Ann' }], target: 200 };

describe('a solo game with a target', () => {
  it('keeps the target through a restart, to the end, in the history and in Play again', async () => {
    const dir = await tempDataDir();
    let backend = await openTestBackend(dir);
    const view = await backend.client.createGame(SOLO);
    expect(view.events[0]).toMatchObject({ type: 'created', target: 200 });
    await backend.close();

    backend = await openTestBackend(dir);
    const resumed = await backend.client.currentGame();
    expect(resumed?.gameId).toBe(view.gameId);
    expect(stateOf(resumed!).target).toBe(200);
    for (let n = 0; n < 200; n++) {
      const state = stateOf(await backend.games.get(view.gameId));
      if (state.over) break;
      await backend.client.act(view.gameId, humanMove(state));
    }
    const finished = await backend.client.getGame(view.gameId);
    expect(replay(finished.events).over).toBe(true);
    const [listed] = await backend.client.finishedGames();
    expect(listed).toMatchObject({ gameId: view.gameId, target: 200 });

    const again = await backend.client.playAgain(view.gameId);
    expect(again.events[0]).toMatchObject({ type: 'created', target: 200 });
    await backend.close();
  });

  it('is refused in words for a table of two', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const two = {
      ...SOLO,
      seats: [...SOLO.seats, { kind: 'bot' as const, name: 'Bo', level: 'easy' as const }],
    };
    await expect(backend.client.createGame(two)).rejects.toThrow(/a target is for a game of one seat/);
    await backend.close();
  });
});
