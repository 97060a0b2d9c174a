// A network that dies without a word: the host pings every connection and drops one that stays silent, so a
// joiner whose phone lost its network is counted away (and the away bot takes the seat); the joiner's client
// pings the host and gives up a connection that stops answering, so it reconnects rather than wait forever.
// Short intervals here (the defaults are seconds); every wait is bounded.

import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { onlineClientMessageSchema } from '../../../src/shared/api/online';
import { TableClient, type SocketLike } from '../../../src/shared/online/table-client';
import { humanMove } from '../backend/helpers';
import { openHost, socketUrl, stateOfEvents, tableSetup, until } from './helpers';

const closing: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** Timers that let the away bot stand in at once (the table says 10 s at least). */
const fastAway = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms >= 10_000 ? 30 : ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe("the host's heartbeat", () => {
  it('drops a joiner that stops answering: the seat is away and the away bot plays it', async () => {
    const host = await openHost({ timers: fastAway, limits: { heartbeatMs: 50, silenceMs: 200 } });
    closing.push(() => host.backend.close());
    let table = await host.backend.client.openTable({
      ...tableSetup(1),
      awayBot: { level: 'easy', afterSeconds: 10 },
    });
    // A joiner whose network dies silently: its socket answers no ping, and its client sends nothing.
    const silent = new TableClient(
      (url) => new WebSocket(url, { autoPong: false }) as unknown as SocketLike,
      socketUrl(table),
      table.code,
      undefined,
      { heartbeat: null },
    );
    closing.push(() => silent.disconnect());
    await silent.connect();
    await silent.sit(1, 'Ann');
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;

    await until(
      () => host.backend.games.standIns(gameId).get(1) === 'easy',
      'the away bot to take the silent seat',
      3_000,
    );
    const [hosted] = await host.backend.client.hostedTables();
    expect(hosted?.seats[1]).toMatchObject({ connected: false, standIn: 'easy' });
    // The host plays its turn; the bot then plays Ann's.
    const state = stateOfEvents(host.backend.games.playing(gameId)!.events);
    await host.backend.client.act(gameId, { type: 'roll' });
    await host.backend.client.act(
      gameId,
      humanMove(stateOfEvents(host.backend.games.playing(gameId)!.events)),
    );
    await until(
      () => stateOfEvents(host.backend.games.playing(gameId)!.events).turnsPlayed >= state.turnsPlayed + 2,
      'the bot to play the silent seat',
      3_000,
    );
  });

  it('drops a joiner whose pings stop, even while something answers the WebSocket pings for it', async () => {
    // A page frozen in the background, or a network emulated offline: the browser's network stack may still
    // answer the host's WebSocket pings, but the page's own pings stop.
    const host = await openHost({ limits: { heartbeatMs: 50, silenceMs: 300 } });
    closing.push(() => host.backend.close());
    const table = await host.backend.client.openTable(tableSetup(1));
    const ws = new WebSocket(socketUrl(table));
    closing.push(() => ws.terminate());
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    ws.send(JSON.stringify({ kind: 'hello', code: table.code }));
    ws.send(JSON.stringify({ kind: 'ping', id: 1 }));
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(host.log.some((line) => line.includes('was silent for 0.3 s: dropped'))).toBe(true);
  });

  it('keeps a quiet joiner that answers pings, and says when the away bot will play for an away one', async () => {
    // (A longer silence here: host and joiners share one process, so a busy host holds up their pongs too.)
    const host = await openHost({ limits: { heartbeatMs: 50, silenceMs: 600 } });
    closing.push(() => host.backend.close());
    let table = await host.backend.client.openTable({
      ...tableSetup(2),
      awayBot: { level: 'medium', afterSeconds: 60 },
    });
    // Sends nothing of its own, but its socket answers the host's pings (as a browser's does).
    const quiet = new TableClient(
      (url) => new WebSocket(url) as unknown as SocketLike,
      socketUrl(table),
      table.code,
      undefined,
      { heartbeat: null },
    );
    const leaving = new TableClient(
      (url) => new WebSocket(url) as unknown as SocketLike,
      socketUrl(table),
      table.code,
    );
    closing.push(() => quiet.disconnect());
    await quiet.connect();
    await quiet.sit(1, 'Ann');
    await leaving.connect();
    await leaving.sit(2, 'Ben');
    table = await host.backend.client.startTable(table.tableId);
    leaving.disconnect();
    await until(() => quiet.state().table?.seats[2]?.connected === false, 'Ben away');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(quiet.state().connected).toBe(true);
    const [hosted] = await host.backend.client.hostedTables();
    expect(hosted?.seats[1]).toMatchObject({ connected: true, botIn: null });
    // The bot plays for Ben in about a minute (the host's clock steps a second a call in tests).
    expect(hosted?.seats[2]?.botIn).toBeGreaterThan(50);
    expect(hosted?.seats[2]?.botIn).toBeLessThanOrEqual(60);
    expect(quiet.state().table?.seats[2]?.botIn).toBeGreaterThan(50);
  });
});

/** A welcome as a real host sends it (to a client that said hello with the table's code). */
async function realWelcome(): Promise<string> {
  const host = await openHost();
  try {
    const table = await host.backend.client.openTable(tableSetup(1));
    const ws = new WebSocket(socketUrl(table));
    const welcome = new Promise<string>((resolve) =>
      ws.once('message', (data: Buffer) => resolve(String(data))),
    );
    ws.once('open', () => ws.send(JSON.stringify({ kind: 'hello', code: table.code })));
    const text = await welcome;
    ws.terminate();
    return text;
  } finally {
    await host.backend.close();
  }
}

/** A table server that welcomes a client and then stops answering (its pings get nothing back). */
async function mutedHost(): Promise<{ url: string; pings: () => number; close: () => Promise<void> }> {
  const welcome = await realWelcome();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  let pings = 0;
  server.on('connection', (ws) => {
    ws.on('message', (data: Buffer) => {
      const message = onlineClientMessageSchema.parse(JSON.parse(String(data)));
      if (message.kind === 'hello') ws.send(welcome);
      if (message.kind === 'ping') pings++;
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/online`,
    pings: () => pings,
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of server.clients) ws.terminate();
        server.close(() => resolve());
      }),
  };
}

describe("the joiner's heartbeat", () => {
  it('pings the host and gives up a connection that stops answering', async () => {
    const muted = await mutedHost();
    closing.push(() => muted.close());
    const client = new TableClient(
      (url) => new WebSocket(url) as unknown as SocketLike,
      muted.url,
      'ABC234',
      undefined,
      { heartbeat: { everyMs: 50, silenceMs: 250 } },
    );
    closing.push(() => client.disconnect());
    await client.connect();
    expect(client.state().connected).toBe(true);
    await until(() => !client.state().connected, 'the client to give up the silent host', 3_000);
    expect(muted.pings()).toBeGreaterThan(0);
    expect(client.state().ended).toBe('the host stopped answering');
  });

  it('gives up an attempt that never opens', async () => {
    // A socket that never opens nor fails (a dead network swallowing the connection).
    const never: SocketLike = {
      readyState: 0,
      send: () => {},
      close: () => {},
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
    };
    const client = new TableClient(() => never, 'ws://127.0.0.1:9/online', 'ABC234', undefined, {
      heartbeat: { everyMs: 50, silenceMs: 200 },
    });
    await expect(client.connect()).rejects.toThrow('the host did not answer');
    expect(client.state().connected).toBe(false);
  });

  it('stays connected to a host that answers', async () => {
    const host = await openHost({ limits: { heartbeatMs: 50, silenceMs: 600 } });
    closing.push(() => host.backend.close());
    const table = await host.backend.client.openTable(tableSetup(1));
    const client = new TableClient(
      (url) => new WebSocket(url) as unknown as SocketLike,
      socketUrl(table),
      table.code,
      undefined,
      { heartbeat: { everyMs: 50, silenceMs: 600 } },
    );
    closing.push(() => client.disconnect());
    await client.connect();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(client.state()).toMatchObject({ connected: true, ended: null });
  });
});
