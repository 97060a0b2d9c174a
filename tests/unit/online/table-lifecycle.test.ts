// A table's life after its game: Play again at the same table (same code and seats, the joiners' pages follow
// to the new game and keep the last one to save), the finished table closing by itself after its grace time or
// dismissed by the host, and gone from memory then (a bounded number kept meanwhile). And the names a table takes.

import { afterEach, describe, expect, it } from 'vitest';
import type { HostedTable } from '../../../src/shared/api/online';
import type { TableClient } from '../../../src/shared/online/table-client';
import { TableClient as Client } from '../../../src/shared/online/table-client';
import { isOver } from '../../../src/shared/game';
import { openTestBackend, tempDataDir } from '../backend/helpers';
import { join, openHost, openWs, socketUrl, stateOfEvents, until, type OnlineHost } from './helpers';

const hosts: OnlineHost[] = [];
const clients: TableClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const host of hosts.splice(0)) await host.backend.close();
});

async function host(options: Parameters<typeof openHost>[0] = {}): Promise<OnlineHost> {
  const opened = await openHost(options);
  hosts.push(opened);
  return opened;
}

async function joined(table: HostedTable, token?: string): Promise<TableClient> {
  const client = await join(table, token);
  clients.push(client);
  return client;
}

/** A table of a joiner (seat 0, Ann) and an Easy bot, its game played to the end by a bot standing in for Ann. */
async function finishedTable(
  h: OnlineHost,
): Promise<{ table: HostedTable; ann: TableClient; gameId: string }> {
  const api = h.backend.client;
  const opened = await api.openTable({
    rules: { variant: 'classic' },
    seats: [{ kind: 'open' }, { kind: 'bot', name: 'Easy bot', level: 'easy' }],
  });
  const ann = await joined(opened);
  await ann.sit(0, 'Ann');
  const started = await api.startTable(opened.tableId);
  const gameId = started.game!.gameId;
  await api.tableStandIn(opened.tableId, 0, 'easy');
  await until(
    () => ann.state().table?.status === 'finished' && isOver(stateOfEvents(ann.state().events)),
    'the game to end',
    30_000,
  );
  const table = (await api.hostedTables()).find((t) => t.tableId === opened.tableId)!;
  return { table, ann, gameId };
}

describe('play again at an online table', () => {
  it('starts the next game at the same table: same code and seats, the next seat first, the joiner follows', async () => {
    const h = await host();
    const { table, ann, gameId } = await finishedTable(h);
    const lastLog = [...ann.state().events];
    expect(table.status).toBe('finished');
    expect(table.closesAt).not.toBeNull();

    // The host's Play again (the end page's, by the game's id): a game at the table, not a local one.
    const next = await h.backend.client.playAgain(gameId);
    expect(next.gameId).not.toBe(gameId);
    expect(await h.backend.client.currentGame()).toBeNull();
    const created = next.events[0];
    expect(created?.type === 'created' && created.firstSeat).toBe(1);
    expect(created?.type === 'created' && created.seats.map((s) => s.name)).toEqual(['Ann', 'Easy bot']);
    const hosted = (await h.backend.client.hostedTables()).find((t) => t.tableId === table.tableId)!;
    expect(hosted).toMatchObject({ code: table.code, status: 'playing', closesAt: null });
    expect(hosted.game?.gameId).toBe(next.gameId);
    expect(hosted.seats[0]).toMatchObject({ kind: 'remote', name: 'Ann', connected: true, standIn: null });

    // Ann's page follows to the new game, keeping the last one to save, and she plays her turn in it.
    await until(() => ann.state().table?.game?.gameId === next.gameId, "Ann's page to follow");
    await until(() => stateOfEvents(ann.state().events).turn.seat === 0, "Ann's turn (the bot rolled first)");
    expect(ann.state().previous).toEqual({ gameId, events: lastLog });
    expect(ann.state().table?.status).toBe('playing');
    await ann.act({ type: 'roll' });
    const after = await h.backend.client.getGame(next.gameId);
    expect(after.events.at(-1)).toMatchObject({ type: 'rolled', seat: 0 });

    // Once is enough: the game is on; the last one is not played again elsewhere.
    await expect(h.backend.client.playAgain(gameId)).rejects.toThrow(/started its next game already/);
    await expect(h.backend.client.playAgain(next.gameId)).rejects.toThrow(/not over/);
    expect(await h.backend.client.currentGame()).toBeNull();
  });

  it('a joiner away at the end is away in the new game too: the table waits or its away bot plays', async () => {
    const h = await host();
    const { table, ann, gameId } = await finishedTable(h);
    const token = ann.seatToken()!;
    ann.disconnect();
    await until(
      () => h.backend.tables.list().find((t) => t.tableId === table.tableId)?.seats[0]?.connected === false,
      'Ann to be away',
    );
    const next = await h.backend.client.playAgain(gameId);
    // Back with her token, she is in her seat in the new game.
    const back = await joined(table, token);
    expect(back.state().seat).toBe(0);
    await until(() => back.state().table?.game?.gameId === next.gameId, 'the new game');
    expect(back.state().events[0]).toMatchObject({ type: 'created', firstSeat: 1 });
    expect(back.state().previous).toBeNull();
  });
});

describe('play again, joined from another app', () => {
  it('the joining app follows to the new game and keeps both games in its history', async () => {
    const h = await host();
    const app = await openTestBackend(await tempDataDir());
    try {
      const opened = await h.backend.client.openTable({
        rules: { variant: 'classic' },
        seats: [{ kind: 'open' }, { kind: 'bot', name: 'Easy bot', level: 'easy' }],
      });
      await app.client.joinTable({ link: opened.link! });
      await app.client.sitAtTable(0, 'Jo');
      const first = (await h.backend.client.startTable(opened.tableId)).game!.gameId;
      await h.backend.client.tableStandIn(opened.tableId, 0, 'easy');
      await until(
        () => app.events.some((e) => e.type === 'joined-table' && e.view?.table?.status === 'finished'),
        'the first game to end',
        30_000,
      );
      const second = await h.backend.client.playAgain(first);
      await until(
        () =>
          app.events.some((e) => e.type === 'joined-table' && e.view?.table?.game?.gameId === second.gameId),
        'the app to follow',
      );
      await h.backend.client.tableStandIn(opened.tableId, 0, 'easy');
      await until(
        () =>
          app.events.some(
            (e) =>
              e.type === 'joined-table' &&
              e.view?.table?.game?.gameId === second.gameId &&
              e.view.table.status === 'finished',
          ),
        'the second game to end',
        30_000,
      );
      const kept = async (): Promise<string[]> =>
        (await app.client.finishedGames()).map((g) => g.gameId).sort();
      for (let n = 0; n < 200 && (await kept()).length < 2; n++) await new Promise((r) => setTimeout(r, 10));
      expect(await kept()).toEqual([first, second.gameId].sort());
    } finally {
      await app.close();
    }
  });
});

describe('a finished table', () => {
  it('closes by itself after its grace time: joiners told, the table gone, the port closed', async () => {
    const h = await host({ finishedTableGraceMs: 300 });
    const { table, ann, gameId } = await finishedTable(h);
    // Its players may come back meanwhile (to save the game); nobody new joins.
    const stranger = new Client(openWs, socketUrl(table), table.code);
    await expect(stranger.connect()).rejects.toThrow(
      'the game at this table is over: nobody new can join it',
    );
    stranger.disconnect();
    const again = await joined(table, ann.seatToken());
    expect(again.state().seat).toBe(0);

    await until(() => ann.state().ended !== null, 'the table to close', 5_000);
    expect(ann.state().ended).toBe('the game is over and the table has closed');
    expect(await h.backend.client.hostedTables()).toEqual([]);
    expect(h.backend.tables.list()).toEqual([]);
    // Nothing listens any more.
    const late = new Client(openWs, socketUrl(table), table.code, ann.seatToken());
    await expect(late.connect()).rejects.toThrow();
    late.disconnect();
    // Its game is in the history; playing it again is not done here with the joiners' names.
    expect((await h.backend.client.finishedGames()).map((g) => g.gameId)).toContain(gameId);
    await expect(h.backend.client.playAgain(gameId)).rejects.toThrow(/online table that has closed/);
    expect(await h.backend.client.currentGame()).toBeNull();
  });

  it('is dismissed by the host: gone at once', async () => {
    const h = await host();
    const { table, ann, gameId } = await finishedTable(h);
    await h.backend.client.closeTable(table.tableId);
    await until(() => ann.state().ended !== null, 'Ann to be told');
    expect(ann.state().ended).toBe('the host closed the table');
    expect(await h.backend.client.hostedTables()).toEqual([]);
    await expect(h.backend.client.playAgain(gameId)).rejects.toThrow(/online table that has closed/);
  });

  it('at most maxFinished wait out their grace at once: the oldest closes first', async () => {
    const h = await host({ maxFinishedTables: 2 });
    const finished: HostedTable[] = [];
    for (let n = 0; n < 3; n++) finished.push((await finishedTable(h)).table);
    const left = (await h.backend.client.hostedTables()).map((t) => t.tableId);
    expect(left).toEqual([finished[1]!.tableId, finished[2]!.tableId]);
  });
});

describe('names at a table', () => {
  it('refuses a name another seat goes by, and a label of the app, in words', async () => {
    const h = await host();
    const table = await h.backend.client.openTable({
      rules: { variant: 'classic' },
      seats: [{ kind: 'host', name: 'Ann' }, { kind: 'open' }, { kind: 'open' }],
    });
    const ben = await joined(table);
    await expect(ben.sit(1, 'ＡＮＮ')).rejects.toThrow('seat 1 goes by that name already: choose another');
    await expect(ben.sit(1, 'Ben (host)')).rejects.toThrow();
    await ben.sit(1, '  Ben\u00a0 Lee ');
    const cy = await joined(table);
    await expect(cy.sit(2, 'ben lee')).rejects.toThrow('seat 2 goes by that name already');
    await expect(cy.sit(2, '\u202eyC')).rejects.toThrow();
    await cy.sit(2, 'Cy');
    const seats = (await h.backend.client.hostedTables())[0]!.seats.map((s) => s.name);
    expect(seats).toEqual(['Ann', 'Ben Lee', 'Cy']);
  });
});
