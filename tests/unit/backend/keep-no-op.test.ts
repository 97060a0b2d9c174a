// A keep that changes nothing is answered without an event (nothing saved, nothing pushed), so tapping a die
// twice as fast as the page updates is harmless; the keep changes a roll takes are bounded, refused in words.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_KEEP_CHANGES_PER_ROLL } from '../../../src/shared/game';
import { openTestBackend, tempDataDir } from './helpers';

const SOLO = { variant: 'classic', seats: [{ kind: 'human', name: 'Ann' }] } as const;

async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of await readdir(dir)) {
    if (name.endsWith('.json') || name.endsWith('.journal')) {
      files[name] = await readFile(path.join(dir, name), 'utf8');
    }
  }
  return files;
}

describe('a keep that changes nothing', () => {
  it('is answered with no event: nothing saved, nothing pushed', async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const { gameId } = await backend.client.createGame(SOLO);
    await backend.client.act(gameId, { type: 'roll' });
    await backend.client.act(gameId, { type: 'keep', positions: [1, 3] });
    const pushed = backend.events.length;
    const files = await filesOf(dir);

    expect(await backend.client.act(gameId, { type: 'keep', positions: [3, 1] })).toEqual({
      gameId,
      from: 3,
      length: 3,
    });
    expect(backend.events.length).toBe(pushed);
    expect(await filesOf(dir)).toEqual(files);
    expect((await backend.client.getGame(gameId)).events).toHaveLength(3);
    // Still refused for what is wrong with it when it is not the player's to make.
    await backend.client.act(gameId, { type: 'roll' });
    await backend.client.act(gameId, { type: 'roll' });
    await expect(backend.client.act(gameId, { type: 'keep', positions: [] })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'no rolls left this turn: nothing to keep for, score a box',
    });
    await backend.close();
  });

  it(`a roll takes ${MAX_KEEP_CHANGES_PER_ROLL} keep changes, the next is refused in words and changes nothing`, async () => {
    const backend = await openTestBackend(await tempDataDir());
    const { gameId } = await backend.client.createGame(SOLO);
    await backend.client.act(gameId, { type: 'roll' });
    for (let n = 0; n < MAX_KEEP_CHANGES_PER_ROLL; n++) {
      await backend.client.act(gameId, { type: 'keep', positions: n % 2 === 0 ? [0] : [] });
    }
    const length = (await backend.client.getGame(gameId)).events.length;
    await expect(backend.client.act(gameId, { type: 'keep', positions: [0, 1] })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'too many keep changes this roll (30 at most): roll, keeping the dice held now, or score',
    });
    expect((await backend.client.getGame(gameId)).events).toHaveLength(length);
    // The roll still keeps what the player chooses.
    const rolled = await backend.client.act(gameId, { type: 'roll', keep: [0, 1] });
    expect((await backend.client.getGame(gameId)).events[rolled.from]).toMatchObject({
      type: 'rolled',
      kept: [0, 1],
    });
    await backend.close();
  });
});
