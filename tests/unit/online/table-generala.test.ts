// Generala at an online table, with real dice typed by the players on their phones (so the test names the
// dice): a servida scores its 5 more on the first roll only, and a joiner's Generala servida wins the game at once
// for every screen at the table: the table is finished, the joiner first though behind on points.

import { afterEach, describe, expect, it } from 'vitest';
import { ranking } from '../../../src/shared/game';
import { join, openHost, stateOfEvents, until } from './helpers';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

describe('Generala at an online table', () => {
  it('a servida scores 5 more on the first roll only; a joiner’s Generala servida ends the game: she wins', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    const opened = await host.backend.client.openTable({
      rules: { variant: 'generala' },
      seats: [{ kind: 'host', name: 'Host' }, { kind: 'open' }],
      realDice: { mode: 'coached', playersType: true },
    });
    const ann = await join(opened);
    closing.push(async () => ann.disconnect());
    await ann.sit(1, 'Ann');
    const table = await host.backend.client.startTable(opened.tableId);
    const gameId = table.game!.gameId;
    const log = async () => (await host.backend.games.get(gameId)).events;
    const seen = async (): Promise<void> => {
      const length = (await log()).length;
      await until(() => ann.state().events.length === length, 'Ann to see the log');
    };
    const act = host.backend.client.act.bind(host.backend.client);

    // Round 1: the host's Full servida (35); Ann's 1 in Ones.
    await act(gameId, { type: 'roll', dice: [6, 6, 6, 5, 5] });
    await act(gameId, { type: 'score', box: 'full' });
    await seen();
    await ann.act({ type: 'roll', dice: [1, 2, 3, 4, 6] });
    await ann.act({ type: 'score', box: 'ones' });
    // Round 2: the host's Poker made on the second roll (40: no servida there); Ann's first roll is five alike,
    // written in Generala.
    await seen();
    await act(gameId, { type: 'roll', dice: [4, 4, 4, 2, 1] });
    await act(gameId, { type: 'roll', keep: [0, 1, 2], dice: [4, 3] });
    await act(gameId, { type: 'score', box: 'poker' });
    await seen();
    await ann.act({ type: 'roll', dice: [1, 1, 1, 1, 1] });
    await ann.act({ type: 'score', box: 'generala' });

    const state = stateOfEvents(await log());
    expect(state.sheets).toEqual([
      { full: 35, poker: 40 },
      { ones: 1, generala: 50 },
    ]);
    expect(state.over).toBe(true);
    expect(state.wonAtOnce).toBe(1);
    // The host's 75 against Ann's 51: Ann is first by the win at once, the host first by points.
    expect(ranking(state).map((s) => [s.name, s.place])).toEqual([
      ['Ann', 1],
      ['Host', 2],
    ]);
    expect(ranking({ ...state, wonAtOnce: null }).map((s) => s.name)).toEqual(['Host', 'Ann']);
    await until(() => ann.state().table?.status === 'finished', 'the table to finish');
    const hosted = (await host.backend.client.hostedTables()).find((t) => t.tableId === opened.tableId)!;
    expect(hosted.status).toBe('finished');
    // Nothing more is played at a finished game.
    await expect(ann.act({ type: 'roll', dice: [1, 2, 3, 4, 5] })).rejects.toThrow();
  }, 60_000);
});
