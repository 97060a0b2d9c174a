// Joining from another copy of the app: the joiner's backend holds the connection (joinTable, sitAtTable,
// actAtTable), comes back to its seat by itself after a drop, and files the finished game in its own history.

import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SocketLike } from '../../../src/shared/online/table-client';
import { joinersLog } from '../../../src/main/online/joiner-log';
import { humanMove, openTestBackend, tempDataDir } from '../backend/helpers';
import { openHost, stateOfEvents, tableSetup, until } from './helpers';

describe('joining a table from another app', () => {
  it('plays a whole game through its backend, survives a dropped connection, and keeps the game', async () => {
    const host = await openHost();
    const sockets: WebSocket[] = [];
    const joiner = await openTestBackend(await tempDataDir(), {
      openSocket: (url) => {
        const ws = new WebSocket(url);
        sockets.push(ws);
        return ws as unknown as SocketLike;
      },
    });
    let table = await host.backend.client.openTable(tableSetup(1));

    // A link that is not one, and a table that is not there, are refused with a reason.
    await expect(joiner.client.joinTable({ link: 'not a link' })).rejects.toMatchObject({
      kind: 'bad-input',
    });
    const wrong = table.link!.replace(table.code, table.code === 'ZZZZZ2' ? 'ZZZZZ3' : 'ZZZZZ2');
    await expect(joiner.client.joinTable({ link: wrong })).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'the table refused: no table is open with this code',
    });
    expect(await joiner.client.joinedTable()).toBeNull();

    const joined = await joiner.client.joinTable({ link: table.link! });
    expect(joined).toMatchObject({ code: table.code, phase: 'joined', seat: null });
    const seated = await joiner.client.sitAtTable(1, 'Jo');
    expect(seated.seat).toBe(1);
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;

    let dropped = false;
    for (let n = 0; n < 500; n++) {
      const state = stateOfEvents((await host.backend.games.get(gameId)).events);
      if (state.over) break;
      const move = humanMove(state);
      if (state.turn.seat === 0) {
        await host.backend.client.act(gameId, move);
        continue;
      }
      const length = (await host.backend.games.get(gameId)).events.length;
      await until(
        () => joiner.events.some((e) => e.type === 'joined-table' && e.view?.events.length === length),
        'the joiner to see the log',
      );
      if (!dropped && state.turnsPlayed === 5) {
        // The network drops the joiner's connection: its backend reconnects with the seat's token.
        sockets.at(-1)!.terminate();
        await until(
          () => joiner.events.some((e) => e.type === 'joined-table' && e.view?.phase === 'reconnecting'),
          'a reconnect',
        );
        await until(() => joinedPhase(joiner) === 'joined', 'the seat back');
        dropped = true;
      }
      await joiner.client.actAtTable(
        move.type === 'score' ? { type: 'score', box: move.box } : { type: 'roll' },
      );
    }
    expect(dropped).toBe(true);
    const final = await host.backend.games.get(gameId);
    expect(final.status).toBe('finished');
    // The joiner's app keeps the same game in its history.
    await until(
      () => joiner.events.some((e) => e.type === 'game-ended' && e.gameId === gameId),
      'the game filed',
    );
    // The host's log, but for the seed of its (test-seeded) dice, never sent to joiners.
    expect((await joiner.client.getGame(gameId)).events).toEqual(joinersLog(final.events));
    expect((await joiner.client.finishedGames()).map((g) => g.gameId)).toEqual([gameId]);
    await joiner.client.leaveTable();
    expect(await joiner.client.joinedTable()).toBeNull();
    await joiner.close();
    await host.backend.close();
  });
});

function joinedPhase(backend: {
  events: readonly { type: string; view?: { phase: string } | null }[];
}): string {
  const last = backend.events.findLast((e) => e.type === 'joined-table');
  return last?.view?.phase ?? 'none';
}
