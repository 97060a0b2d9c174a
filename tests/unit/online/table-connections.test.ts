// What a connection may cost the host, bounded: a table's change goes without the game's log (the log comes
// whole only in a welcome, then as the events played); a connection that does not read is dropped once what
// waits for it passes the bound; watchers are capped by address, by table and in all, connections waiting for
// their hello make room for new ones, and a seat holder coming back always gets in.

import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { OnlineAction, OnlineServerMessage } from '../../../src/shared/api/online';
import type { Action, GameEvent } from '../../../src/shared/game';
import { joinersLog } from '../../../src/main/online/joiner-log';
import { startTableServer } from '../../../src/main/online/table-server';
import type { Participant, TableGate } from '../../../src/main/online/table-ports';
import { humanMove } from '../backend/helpers';
import { join, openHost, socketUrl, stateOfEvents, tableSetup, until } from './helpers';
import { hello, RawSocket, welcomed } from './raw-socket';

const closing: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

function online(action: Action): OnlineAction {
  if (action.type === 'roll') return { type: 'roll' };
  if (action.type === 'score') return { type: 'score', box: action.box };
  return { type: 'keep', positions: action.positions };
}

/** The game's log as a raw connection has it: its welcome's, then every `events` message. */
function logOf(socket: RawSocket): GameEvent[] {
  let log: GameEvent[] = [];
  for (const message of socket.received) {
    if (message.kind === 'welcome') log = [...message.events];
    if (message.kind === 'events' && message.from === log.length) log = [...log, ...message.events];
  }
  return log;
}

describe("a table's messages", () => {
  it('go without the log: the log comes whole in the welcome only, then as the events played', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    let table = await host.backend.client.openTable(tableSetup(1, ['easy']));
    const ann = await join(table);
    closing.push(() => ann.disconnect());
    await ann.sit(1, 'Ann');
    const token = ann.seatToken()!;
    const watcher = await hello(table, table.code);
    closing.push(() => watcher.close());
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    expect(table.game).toEqual({ gameId });

    // A few rounds (the log grows to a few kB).
    for (let n = 0; n < 200; n++) {
      await host.backend.games.settled();
      const events = host.backend.games.playing(gameId)!.events;
      if (events.length >= 60) break;
      const state = stateOfEvents(events);
      if (state.turn.seat === 0) await host.backend.client.act(gameId, humanMove(state));
      else if (state.turn.seat === 1) {
        await until(() => ann.state().events.length === events.length, 'Ann to see the log');
        await ann.act(online(humanMove(state)));
      }
    }
    await host.backend.games.settled();
    // As joiners see it (no dice seed: joiner-log.ts).
    const log = joinersLog(host.backend.games.playing(gameId)!.events);
    expect(JSON.stringify(log).length).toBeGreaterThan(3_000);
    // The watcher followed the game by its events alone.
    await until(() => logOf(watcher).length === log.length, 'the watcher to have the log');
    expect(logOf(watcher)).toEqual(log);

    // Ann comes and goes 50 times: each change of the table costs the watcher a few hundred bytes, not the log.
    ann.disconnect();
    const before = watcher.texts.length;
    for (let n = 0; n < 50; n++) {
      const again = await join(table, token);
      again.disconnect();
      await until(
        () => watcher.received.slice(before).filter((m) => m.kind === 'table').length > n,
        'the watcher to hear of it',
      );
    }
    const changes = watcher.texts.slice(before).filter((text) => text.startsWith('{"kind":"table"'));
    expect(changes.length).toBeGreaterThanOrEqual(50);
    for (const text of changes) {
      expect(text.length).toBeLessThan(1_500);
      expect((JSON.parse(text) as { table: { game: unknown } }).table.game).toEqual({ gameId });
    }

    // Someone new gets the whole log in the welcome.
    const late = await hello(table, table.code);
    closing.push(() => late.close());
    const welcome = late.received.find((m) => m.kind === 'welcome');
    expect(welcome?.kind === 'welcome' && welcome.events).toEqual(log);
    const latecomer = await join(table);
    closing.push(() => latecomer.disconnect());
    expect(latecomer.state().events).toEqual(log);
  });
});

describe('a connection that does not read', () => {
  it('is dropped once what waits to be sent to it passes the bound; one that reads is kept', async () => {
    const log: string[] = [];
    const participants: Participant[] = [];
    const gone = new Set<Participant>();
    const refuse = (): never => {
      throw new Error('not in this test');
    };
    const gate: TableGate = {
      hello: (who) => {
        participants.push(who);
        who.send({ kind: 'pong', id: 0 });
      },
      placeOf: () => null,
      sit: refuse,
      stand: refuse,
      act: refuse,
      grades: refuse,
      hint: refuse,
      why: refuse,
      gone: (who) => void gone.add(who),
    };
    const server = await startTableServer({
      host: '127.0.0.1',
      port: 0,
      gate,
      staticRoot: null,
      limits: { maxBufferedBytes: 256 * 1024 },
      log: (line) => log.push(line),
    });
    closing.push(() => server.close());
    const url = `ws://127.0.0.1:${server.port}/online`;
    const reader = await new RawSocket(url).open();
    closing.push(() => reader.close());
    reader.send({ kind: 'hello', code: 'ABCDEF' });
    await until(() => participants.length === 1, 'the reader to be there');
    const sleeper = await new RawSocket(url).open();
    closing.push(() => sleeper.close());
    sleeper.send({ kind: 'hello', code: 'ABCDEF' });
    await until(() => sleeper.received.length === 1, 'the sleeper to be there');
    const socket = (sleeper.ws as unknown as { _socket: Socket })._socket;
    socket.pause();

    // 64 kB messages to both, up to 20 MB each (the system's own buffers take a few MB first).
    const big: OnlineServerMessage = {
      kind: 'error',
      id: null,
      error: { kind: 'conflict', message: 'x'.repeat(64 * 1024) },
    };
    let sent = 0;
    const behind = (): boolean => log.some((line) => line.includes('too far behind'));
    for (; sent < 320 && !behind(); sent++) {
      for (const who of participants) who.send(big);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(behind()).toBe(true);
    expect(sent).toBeLessThan(320);
    // It is told why (once it reads again), and may come back.
    socket.resume();
    await until(() => sleeper.closed !== null, 'the sleeper to be dropped');
    expect(sleeper.closed).toEqual({ code: 1013, reason: 'too far behind: join again' });
    await until(() => gone.has(participants[1]!), 'the table to hear it is gone');
    // The reader got everything, and stays.
    await until(() => reader.received.length === sent + 1, 'the reader to read everything');
    expect(reader.closed).toBeNull();
    expect(gone.has(participants[0]!)).toBe(false);
  });
});

describe('connections at once', () => {
  it('caps the watchers from one address, yet a seat holder coming back always gets in', async () => {
    const host = await openHost({ limits: { connectionsPerAddress: 3 } });
    closing.push(() => host.backend.close());
    const table = await host.backend.client.openTable(tableSetup(2));
    const ann = await join(table);
    await ann.sit(1, 'Ann');
    const token = ann.seatToken()!;
    ann.disconnect();

    const watchers = [
      await hello(table, table.code),
      await hello(table, table.code),
      await hello(table, table.code),
    ];
    for (const watcher of watchers) closing.push(() => watcher.close());
    expect(watchers.every(welcomed)).toBe(true);
    const fourth = await hello(table, table.code);
    closing.push(() => fourth.close());
    expect(fourth.errors()[0]).toMatchObject({
      error: {
        kind: 'busy',
        message: 'too many connections from your address (3): close some and try again',
      },
    });
    await until(() => fourth.closed !== null, 'the fourth to be dropped');
    expect(fourth.closed?.code).toBe(1013);

    // Ann's seat is hers whatever the watchers.
    const back = await join(table, token);
    closing.push(() => back.disconnect());
    expect(back.state().seat).toBe(1);
    // A watcher who leaves makes room for another.
    watchers[0]!.close();
    await until(() => watchers[0]!.closed !== null, 'the watcher to leave');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fifth = await hello(table, table.code);
    closing.push(() => fifth.close());
    expect(welcomed(fifth)).toBe(true);
  });

  it('caps the watchers of a table and in all; a seat holder still gets in', async () => {
    const host = await openHost({
      limits: { watchersPerTable: 2, maxConnections: 3, connectionsPerAddress: 100 },
    });
    closing.push(() => host.backend.close());
    const first = await host.backend.client.openTable(tableSetup(1));
    const second = await host.backend.client.openTable(tableSetup(1));
    const ann = await join(first);
    await ann.sit(1, 'Ann');
    const token = ann.seatToken()!;
    ann.disconnect();

    const sockets = [await hello(first, first.code), await hello(first, first.code)];
    const third = await hello(first, first.code);
    sockets.push(third);
    expect(third.refusal()).toBe('this table has as many watchers as it takes (2): try again later');
    const atSecond = await hello(second, second.code);
    sockets.push(atSecond);
    expect(welcomed(atSecond)).toBe(true);
    const beyond = await hello(second, second.code);
    sockets.push(beyond);
    expect(beyond.refusal()).toBe('the table server has as many watchers as it takes: try again later');
    for (const socket of sockets) closing.push(() => socket.close());

    const back = await join(first, token);
    closing.push(() => back.disconnect());
    expect(back.state().seat).toBe(1);
  });

  it('makes room among connections waiting for their hello, so that a seat holder gets in', async () => {
    const host = await openHost({ limits: { connectionsPerAddress: 3 } });
    closing.push(() => host.backend.close());
    const table = await host.backend.client.openTable(tableSetup(1));
    const ann = await join(table);
    await ann.sit(1, 'Ann');
    const token = ann.seatToken()!;
    ann.disconnect();

    const silent: RawSocket[] = [];
    for (let n = 0; n < 6; n++) {
      const socket = await new RawSocket(socketUrl(table)).open();
      closing.push(() => socket.close());
      silent.push(socket);
    }
    // The oldest three made room for the newest three.
    await until(() => silent.slice(0, 3).every((s) => s.closed !== null), 'the oldest to be dropped');
    for (const socket of silent.slice(0, 3)) {
      expect(socket.closed).toEqual({
        code: 1013,
        reason: 'too many connections waiting to say hello: try again',
      });
    }
    expect(silent.slice(3).every((s) => s.closed === null)).toBe(true);
    const back = await join(table, token);
    closing.push(() => back.disconnect());
    expect(back.state().seat).toBe(1);
  });

  it("keeps a few connections per seat: a newer one with the seat's token drops the oldest", async () => {
    const host = await openHost({ limits: { connectionsPerSeat: 2 } });
    closing.push(() => host.backend.close());
    const table = await host.backend.client.openTable(tableSetup(1));
    const ann = await join(table);
    closing.push(() => ann.disconnect());
    await ann.sit(1, 'Ann');
    const token = ann.seatToken()!;
    const phone = await join(table, token);
    closing.push(() => phone.disconnect());
    expect(ann.state().connected).toBe(true);
    const laptop = await join(table, token);
    closing.push(() => laptop.disconnect());
    await until(() => ann.state().ended !== null, 'the oldest to be dropped');
    expect(ann.state().ended).toBe('your seat was taken up on a newer connection');
    expect(phone.state().connected).toBe(true);
    expect(laptop.state().connected).toBe(true);
    const [hosted] = await host.backend.client.hostedTables();
    expect(hosted?.seats[1]).toMatchObject({ kind: 'remote', connected: true });
  });
});
