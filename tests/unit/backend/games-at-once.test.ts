// The game service with several games in progress: the local game and online tables' games side by side, each
// saved on its own and resumed after a restart; a seat guard, a stale move, a bot standing in for a player.

import { describe, expect, it } from 'vitest';
import type { NewGame } from '../../../src/shared/api/contract';
import { ApiRequestError } from '../../../src/shared/api/errors';
import { GameStore } from '../../../src/main/backend/game-store';
import { HUMAN_VS_EASY, humanMove, openTestBackend, stateOf, steppingClock, tempDataDir } from './helpers';

const TWO_PEOPLE: NewGame = {
  variant: 'classic',
  options: { secondYacht: true, joker: 'forced' },
  sameDice: false,
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Ben' },
  ],
};

describe('several games in progress', () => {
  it('keeps the local game and two tables apart, saved each on its own, and resumes all after a restart', async () => {
    const dir = await tempDataDir();
    let backend = await openTestBackend(dir);
    const local = await backend.client.createGame(HUMAN_VS_EASY);
    const first = await backend.games.createTable(TWO_PEOPLE);
    const second = await backend.games.createTable(TWO_PEOPLE);
    expect(backend.games.inProgress('table').sort()).toEqual([first.gameId, second.gameId].sort());
    expect(backend.games.placeOf(local.gameId)).toBe('local');
    expect((await backend.client.currentGame())?.gameId).toBe(local.gameId);

    // Moves in all three, interleaved; each log grows by its own moves only.
    for (let n = 0; n < 6; n++) {
      for (const id of [local.gameId, first.gameId, second.gameId]) {
        await backend.games.settled();
        const state = stateOf(await backend.games.get(id));
        await backend.games.act(id, humanMove(state));
      }
    }
    await backend.games.settled();
    const before = await Promise.all(
      [local.gameId, first.gameId, second.gameId].map((id) => backend.games.get(id)),
    );
    const store = new GameStore({ dataDir: dir, clock: steppingClock(), notify: () => {} });
    const saved = await store.loadTables();
    expect(saved.map((t) => t.gameId).sort()).toEqual([first.gameId, second.gameId].sort());
    for (const table of saved) {
      expect(table.game.events).toEqual(before.find((v) => v.gameId === table.gameId)?.events);
    }
    expect((await store.loadCurrent())?.gameId).toBe(local.gameId);

    // A new local game abandons the local one only.
    await backend.close();
    backend = await openTestBackend(dir);
    for (const view of before) expect(await backend.games.get(view.gameId)).toEqual(view);
    const replaced = await backend.client.createGame(HUMAN_VS_EASY);
    expect(backend.games.placeOf(local.gameId)).toBeNull();
    expect(backend.games.inProgress('local')).toEqual([replaced.gameId]);
    expect(backend.games.inProgress('table')).toHaveLength(2);

    // Abandoning a table removes its save and leaves the other.
    await backend.games.abandon(first.gameId);
    expect((await store.loadTables()).map((t) => t.gameId)).toEqual([second.gameId]);
    await backend.close();
  });

  it('plays a table game to the end: it is filed as finished and its save goes', async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const table = await backend.games.createTable(TWO_PEOPLE);
    for (let n = 0; n < 200; n++) {
      const state = stateOf(await backend.games.get(table.gameId));
      if (state.over) break;
      await backend.games.act(table.gameId, humanMove(state));
    }
    expect((await backend.games.get(table.gameId)).status).toBe('finished');
    expect(backend.games.inProgress('table')).toEqual([]);
    expect((await backend.client.finishedGames()).map((g) => g.gameId)).toContain(table.gameId);
    const store = new GameStore({ dataDir: dir, clock: steppingClock(), notify: () => {} });
    expect(await store.loadTables()).toEqual([]);
    await backend.close();
  });

  it('refuses a move the guard forbids, a move sent for an older state, and undo at a table', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const table = await backend.games.createTable(TWO_PEOPLE);
    const onlyBen = (seat: number): string | null => (seat === 1 ? null : 'you hold seat 2 only');
    const refusal = await backend.games.act(table.gameId, { type: 'roll' }, onlyBen).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({ kind: 'forbidden', message: 'you hold seat 2 only' });
    // The same move for the seat itself, by a guard that allows it, and at the log length it saw.
    const rolled = await backend.games.act(table.gameId, { type: 'roll' }, () => null, 1);
    expect(rolled.from).toBe(1);
    // Sent again (a replayed message): the log has moved on, nothing changes.
    const replayed = await backend.games
      .act(table.gameId, { type: 'roll' }, () => null, 1)
      .catch((e: unknown) => e);
    expect(replayed).toMatchObject({ kind: 'conflict' });
    expect((await backend.games.get(table.gameId)).events).toHaveLength(2);
    await expect(backend.games.undo(table.gameId)).rejects.toMatchObject({ kind: 'conflict' });
    await backend.close();
  });

  it('lets a bot stand in for a seat and hands the seat back', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const table = await backend.games.createTable(TWO_PEOPLE);
    await backend.games.standIn(table.gameId, 0, 'easy');
    await backend.games.settled();
    // Ann's first turn was played by the bot: now Ben is on turn, and Ann's seat stays a person's.
    let state = stateOf(await backend.games.get(table.gameId));
    expect(state.turn.seat).toBe(1);
    expect(state.seats[0]).toEqual({ kind: 'human', name: 'Ann' });
    expect(state.turnsPlayed).toBe(1);
    await backend.games.act(table.gameId, { type: 'roll' });
    await backend.games.act(table.gameId, humanMove(stateOf(await backend.games.get(table.gameId))));
    await backend.games.settled();
    state = stateOf(await backend.games.get(table.gameId));
    expect(state.turnsPlayed).toBe(3);
    expect(state.turn.seat).toBe(1);
    // Back to Ann herself: the bot no longer plays her turn, and a person's move for a stood-in seat is refused.
    await backend.games.standIn(table.gameId, 1, 'easy');
    await expect(backend.games.act(table.gameId, { type: 'roll' })).rejects.toMatchObject({
      kind: 'conflict',
    });
    await backend.games.standIn(table.gameId, 0, null);
    await backend.games.settled();
    state = stateOf(await backend.games.get(table.gameId));
    expect(state.turn.seat).toBe(0);
    expect(backend.games.standIns(table.gameId)).toEqual(new Map([[1, 'easy']]));
    await expect(backend.games.standIn(table.gameId, 7, 'easy')).rejects.toMatchObject({
      kind: 'bad-input',
    });
    await backend.close();
  });
});
