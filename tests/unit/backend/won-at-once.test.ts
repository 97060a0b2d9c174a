// A game won at once (a Generala servida) as History lists it: finished at once, its standings with the winner
// first though behind on points, and how it was won in words, also after the backend restarts.

import { afterEach, describe, expect, it } from 'vitest';
import { openTestBackend, stateOf, tempDataDir, type TestBackend } from './helpers';

const open: TestBackend[] = [];
afterEach(async () => {
  for (const backend of open.splice(0)) await backend.close();
});

describe('a game won at once in History', () => {
  it('is listed finished, its winner first, with "Generala servida", and so after a restart', async () => {
    const dataDir = await tempDataDir();
    const backend = await openTestBackend(dataDir);
    open.push(backend);
    const view = await backend.client.createGame({
      variant: 'generala',
      options: { secondYacht: false, joker: 'forced' },
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bea' },
      ],
      realDice: { mode: 'coached' },
    });
    const act = (action: Parameters<typeof backend.client.act>[1]) => backend.client.act(view.gameId, action);
    await act({ type: 'roll', dice: [6, 6, 6, 5, 5] });
    await act({ type: 'score', box: 'full' });
    await act({ type: 'roll', dice: [3, 3, 3, 3, 3] });
    await act({ type: 'score', box: 'generala' });
    expect(stateOf(await backend.client.getGame(view.gameId)).over).toBe(true);

    const [listed] = await backend.client.finishedGames();
    expect(listed?.gameId).toBe(view.gameId);
    expect(listed?.wonAtOnce).toBe('Generala servida');
    expect(listed?.standings.map((s) => [s.name, s.total, s.place])).toEqual([
      ['Bea', 50, 1],
      ['Ann', 35, 2],
    ]);
    await backend.close();
    open.pop();

    const again = await openTestBackend(dataDir);
    open.push(again);
    const [reloaded] = await again.client.finishedGames();
    expect(reloaded).toEqual(listed);
  });
});
