// The host is the referee: forged, malformed, oversized, replayed and too-frequent messages are refused with a
// reason and change nothing; a connection without the right code in time is dropped; other sites, wrong host
// names and code guessers are turned away; closing the table closes the port.

import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { HostedTable } from '../../../src/shared/api/online';
import { seededRandom } from '../../../src/shared/game';
import { join, openHost, socketUrl, tableSetup, until } from './helpers';
import { RawSocket } from './raw-socket';

/** Refusals the host's log tells of: each one written, or counted in a summary line. */
function refusalsLogged(log: readonly string[]): number {
  let n = 0;
  for (const line of log) {
    if (line.includes('refused from')) n++;
    else n += Number(/^… and (\d+) more refusals? from /.exec(line)?.[1] ?? 0);
  }
  return n;
}

async function refusedUpgrade(table: HostedTable, options: WebSocket.ClientOptions): Promise<string> {
  const socket = new RawSocket(socketUrl(table), options);
  return socket.open().then(
    () => 'opened',
    (error: Error) => error.message,
  );
}

describe('the table server', () => {
  it('refuses 10,000 forged, malformed and replayed messages, with 0 crashes and the game unchanged', async () => {
    const host = await openHost({
      limits: {
        messagesPerSecond: 1e9,
        burst: 1e9,
        refusalsBeforeDrop: 1e9,
        wrongCodesPerMinute: 1e9,
        logWindowMs: 200,
      },
    });
    let table = await host.backend.client.openTable(tableSetup(2));
    const ann = await join(table);
    await ann.sit(1, 'Ann');
    const ben = await join(table);
    await ben.sit(2, 'Ben');
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    await host.backend.client.act(gameId, { type: 'roll' });
    const before = await host.backend.games.get(gameId);
    const at = before.events.length;

    // Ann's own connection, sending what a cheating or broken client might.
    const forger = await new RawSocket(socketUrl(table)).open();
    forger.send({ kind: 'hello', code: table.code, token: ann.seatToken() });
    await until(() => forger.received.some((m) => m.kind === 'welcome'), 'welcome');
    const random = seededRandom('forgery');
    const forged: unknown[] = [
      { kind: 'act', id: 1, at, action: { type: 'roll' } }, // not her turn
      { kind: 'act', id: 2, at, action: { type: 'roll', seat: 0 } }, // another seat
      { kind: 'act', id: 3, at, action: { type: 'score', box: 'chance', seat: 0 } },
      { kind: 'act', id: 4, at, action: { type: 'roll', dice: [6, 6, 6, 6, 6] } }, // dice from a client
      { kind: 'act', id: 5, at, action: { type: 'roll' }, dice: [6, 6, 6, 6, 6] },
      { kind: 'act', id: 6, at: 1, action: { type: 'roll' } }, // replayed: an old state
      { kind: 'act', id: 7, at, action: { type: 'undo' } },
      { kind: 'act', id: 8, at, action: { type: 'score', box: 'yacht' } },
      { kind: 'act', id: -1, at, action: { type: 'roll' } },
      { kind: 'sit', seat: 0, name: 'Mallory' }, // the game has started
      { kind: 'stand' },
      { kind: 'hello', code: table.code, token: 'not-a-token' },
      { kind: 'act', id: 9, at, action: { type: 'keep', positions: [0, 0, 7] } },
      { kind: 'act', id: 10, at, action: { type: 'roll' }, __proto__: { admin: true } },
      JSON.parse('{"kind":"act","id":11,"at":2,"action":{"type":"roll"},"__proto__":{"x":1}}'),
      { kind: 'shout', text: 'hi' },
      'not json at all',
      '{"kind":"act",',
      '[]',
      'null',
      42,
    ];
    const COUNT = 10_000;
    for (let n = 0; n < COUNT; n++) {
      const pick = forged[random.nextUint32() % forged.length];
      // Some messages are garbled at random too: cut short, or a field's value replaced.
      if (n % 7 === 0) forger.send(JSON.stringify(pick).slice(0, random.nextUint32() % 40));
      else forger.send(pick);
      if (n % 500 === 499) await until(() => forger.errors().length >= n + 1 - 50, 'the refusals');
    }
    await until(() => forger.errors().length >= COUNT, 'every refusal', 30_000);
    expect(forger.errors()).toHaveLength(COUNT);
    expect(forger.received.filter((m) => m.kind === 'ack')).toHaveLength(0);
    expect(forger.closed).toBeNull();
    // A few 1 MB frames: each ends its connection, and nothing else.
    for (let n = 0; n < 3; n++) {
      const big = await new RawSocket(socketUrl(table)).open();
      big.send({ kind: 'hello', code: table.code, padding: 'x'.repeat(1024 * 1024) });
      await until(() => big.closed !== null, 'the big frame to close its connection');
      expect(big.closed?.code).toBe(1009);
    }

    // Nothing changed, and the table still plays: the host's move goes through, Ann's turn comes.
    expect(await host.backend.games.get(gameId)).toEqual(before);
    // Every refusal is in the host's log: a few written, the rest counted in summaries.
    await until(() => refusalsLogged(host.log) >= COUNT, 'every refusal to be logged');
    expect(host.log.length).toBeLessThan(200);
    await host.backend.client.act(gameId, { type: 'score', box: 'choice' });
    await until(() => ann.state().events.length === at + 1, 'the move to reach Ann');
    await ann.act({ type: 'roll' });
    expect((await host.backend.games.get(gameId)).events).toHaveLength(at + 2);
    await host.backend.close();
  });

  it('drops a connection that sends no code in time, a wrong code, or anything before its hello', async () => {
    const host = await openHost({ limits: { helloTimeoutMs: 150 } });
    const table = await host.backend.client.openTable(tableSetup(1));
    const silent = await new RawSocket(socketUrl(table)).open();
    await until(() => silent.closed !== null, 'the silent connection to be dropped');
    expect(silent.closed).toEqual({ code: 1008, reason: 'no join code in time' });

    const wrong = await new RawSocket(socketUrl(table)).open();
    wrong.send({ kind: 'hello', code: table.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' });
    await until(() => wrong.closed !== null, 'the wrong code to be refused');
    expect(wrong.errors()[0]).toMatchObject({
      error: { kind: 'forbidden', message: 'no table is open with this code' },
    });

    const early = await new RawSocket(socketUrl(table)).open();
    early.send({ kind: 'sit', seat: 1, name: 'Eve' });
    await until(() => early.closed !== null, 'a message before hello to be refused');
    expect(early.errors()[0]).toMatchObject({ error: { kind: 'forbidden' } });
    // The seat is still open.
    expect((await host.backend.client.hostedTables())[0]?.seats[1]?.kind).toBe('open');
    await host.backend.close();
  });

  it('turns away other sites, wrong host names, code guessers and floods', async () => {
    const host = await openHost({ limits: { wrongCodesPerMinute: 3 } });
    const table = await host.backend.client.openTable(tableSetup(1));
    expect(await refusedUpgrade(table, { origin: 'http://evil.example' })).toBe('HTTP 403');
    expect(await refusedUpgrade(table, { headers: { Host: `evil.example:${table.listening!.port}` } })).toBe(
      'HTTP 421',
    );
    // A page the table server served itself may connect.
    expect(await refusedUpgrade(table, { origin: `http://127.0.0.1:${table.listening!.port}` })).toBe(
      'opened',
    );

    for (let n = 0; n < 3; n++) {
      const guess = await new RawSocket(socketUrl(table)).open();
      guess.send({ kind: 'hello', code: 'ZZZZZ9' });
      await until(() => guess.closed !== null, 'the guess to be refused');
    }
    // The address is told nothing more for the rest of the minute, not even that a right code is right.
    const after = await new RawSocket(socketUrl(table)).open();
    after.send({ kind: 'hello', code: table.code });
    await until(() => after.closed !== null, 'the guessing address to be held back');
    expect(after.errors()[0]).toMatchObject({
      error: { kind: 'busy', message: 'too many wrong join codes from your address: try again in a minute' },
    });

    host.log.length = 0;
    await host.backend.close();
  });

  it('tells a flooding client to slow down, and drops it after many refusals', async () => {
    const host = await openHost({ limits: { messagesPerSecond: 5, burst: 10, refusalsBeforeDrop: 50 } });
    const table = await host.backend.client.openTable(tableSetup(1));
    const flood = await new RawSocket(socketUrl(table)).open();
    flood.send({ kind: 'hello', code: table.code });
    for (let n = 0; n < 100; n++) flood.send({ kind: 'ping', id: n });
    await until(() => flood.closed !== null, 'the flood to be dropped');
    const pongs = flood.received.filter((m) => m.kind === 'pong').length;
    expect(pongs).toBeGreaterThan(0);
    expect(pongs).toBeLessThanOrEqual(10);
    expect(flood.errors()[0]).toMatchObject({ error: { message: 'too many messages: slow down' } });
    await host.backend.close();
  });

  it("names the message it tells to slow down, so a client's waiting move is answered, not left hanging", async () => {
    const host = await openHost({ limits: { messagesPerSecond: 5, burst: 10, refusalsBeforeDrop: 50 } });
    const table = await host.backend.client.openTable(tableSetup(1));
    const burst = await new RawSocket(socketUrl(table)).open();
    burst.send({ kind: 'hello', code: table.code });
    for (let n = 0; n < 20; n++) burst.send({ kind: 'ping', id: n });
    await until(() => burst.received.length >= 21, 'every message to be answered');
    const answered = burst.received
      .filter((m) => m.kind === 'pong' || m.kind === 'error')
      .map((m) => (m as { id: unknown }).id);
    expect(answered.sort((a, b) => Number(a) - Number(b))).toEqual([...Array(20).keys()]);
    await host.backend.close();
  });

  it('listens only while a table is open: closing the last table closes the port', async () => {
    const host = await openHost();
    const table = await host.backend.client.openTable(tableSetup(1));
    const port = table.listening!.port;
    const ann = await join(table);
    await host.backend.client.closeTable(table.tableId);
    await until(() => ann.state().ended !== null, 'Ann to be told');
    expect(ann.state().ended).toBe('the host closed the table');
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(await host.backend.client.hostedTables()).toEqual([]);
    await host.backend.close();
  });
});
