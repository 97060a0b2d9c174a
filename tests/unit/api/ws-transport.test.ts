// The browser-mode transport end to end: a real server on port 0 over a real backend, the renderer's HTTP +
// WebSocket client (with `ws` standing in for the browser's WebSocket), pushed events, bad socket messages,
// the Origin and Host checks, and a reconnect.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ApiEvent, ApiEventOf, ApiEventType } from '../../../src/shared/api/contract';
import { replay } from '../../../src/shared/game';
import { startServer, type RunningServer } from '../../../src/main/server/server';
import { createHttpClient, type HttpClient, type SocketLike } from '../../../src/renderer/api/http-client';
import { openTestBackend, type TestBackend } from '../backend/helpers';

let dir: string;
let backend: TestBackend;
let server: RunningServer;
const origin = (): string => `http://127.0.0.1:${server.port}`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'yacht-ws-'));
  backend = await openTestBackend(dir);
  server = await startServer({ staticRoot: dir, api: backend.api, subscribe: backend.subscribe, port: 0 });
});

afterAll(async () => {
  await server.close();
  await backend.close();
  await rm(dir, { recursive: true, force: true });
});

/** A client as the page builds it, its sockets opened with the page's Origin (browsers always send it). */
function pageClient(sockets: WebSocket[] = []): HttpClient {
  return createHttpClient({
    baseUrl: server.url,
    reconnectMs: 20,
    openSocket: (url) => {
      const socket = new WebSocket(url, { origin: origin() });
      sockets.push(socket);
      return socket as unknown as SocketLike;
    },
  });
}

/** Collects the events of one type; `next(n)` waits until n have come. */
function collect<T extends ApiEventType>(client: HttpClient, type: T) {
  const seen: ApiEventOf<T>[] = [];
  const stop = client.on(type, (event) => seen.push(event));
  const until = async (test: () => boolean, what: string): Promise<void> => {
    for (let i = 0; i < 400 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
    if (!test()) throw new Error(`timed out waiting for ${what}`);
  };
  return { seen, stop, until };
}

/** Opens a raw socket; resolves with it once open, or with the HTTP status that refused it. */
function rawSocket(
  headers: { origin?: string; host?: string },
  route = '/api/events',
): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const options: WebSocket.ClientOptions = {};
    if (headers.origin !== undefined) options.origin = headers.origin;
    if (headers.host !== undefined) options.headers = { Host: headers.host };
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}${route}`, options);
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', reject);
  });
}

function nextMessage(ws: WebSocket): Promise<{ data: unknown; code?: number }> {
  return new Promise((resolve) =>
    ws.once('message', (data: Buffer) => resolve({ data: JSON.parse(data.toString()) })),
  );
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code: number) => resolve(code)));
}

describe('HTTP + WebSocket transport', () => {
  it('calls over HTTP and receives the events pushed over the socket', async () => {
    const client = pageClient();
    const games = collect(client, 'game-events');
    const settings = collect(client, 'settings-changed');
    await new Promise((r) => setTimeout(r, 50)); // the socket opens
    const view = await client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Easy', level: 'easy' },
      ],
    });
    await settings.until(() => settings.seen.length > 0, 'settings-changed');
    expect(settings.seen[0]?.settings.lastSetup.seats[0]?.name).toBe('Ann');

    const rolled = await client.act(view.gameId, { type: 'roll' });
    expect(rolled).toEqual({ gameId: view.gameId, from: 1, length: 2 });
    expect((await client.getGame(view.gameId)).events[1]).toMatchObject({ type: 'rolled', seat: 0 });
    await client.act(view.gameId, { type: 'score', box: 'choice' });
    // The bot's turn follows by itself; its events come over the socket.
    await games.until(
      () => replay([...view.events, ...games.seen.flatMap((e) => e.events)]).turn.seat === 0,
      'the bot',
    );
    const log = [...view.events, ...games.seen.flatMap((e) => e.events)];
    expect(games.seen.map((e) => e.from)).toEqual(
      games.seen.map((_, i) => 1 + games.seen.slice(0, i).reduce((n, e) => n + e.events.length, 0)),
    );
    expect((await client.getGame(view.gameId)).events).toEqual(log);

    games.stop();
    const countBefore = games.seen.length;
    await client.act(view.gameId, { type: 'roll' });
    await new Promise((r) => setTimeout(r, 50));
    expect(games.seen).toHaveLength(countBefore);
    await expect(client.act(view.gameId, { type: 'score', box: 'nope' })).rejects.toThrow(
      /there is no box 'nope'/,
    );
    await client.abandonGame(view.gameId);
    client.close();
  });

  it("pushes the coach's grades over the socket, and answers its calls over HTTP", async () => {
    const client = pageClient();
    const grades = collect(client, 'coach-grades');
    await new Promise((r) => setTimeout(r, 50)); // the socket opens
    const view = await client.createGame({ variant: 'classic', seats: [{ kind: 'human', name: 'Ann' }] });
    await client.act(view.gameId, { type: 'roll' });
    const hint = await client.coachHint(view.gameId);
    expect(hint).toMatchObject({ gameId: view.gameId, at: 2, seat: 0, rollsLeft: 2 });
    const kept = await client.act(view.gameId, hint.actions[0]!);
    const scored = await client.act(view.gameId, { type: 'score', box: 'choice' });
    await grades.until(() => grades.seen.flatMap((e) => e.grades).length === 2, 'two grades');
    expect(grades.seen.flatMap((e) => e.grades).map((g) => [g.index, g.seat])).toEqual([
      [kept.from, 0],
      [scored.from, 0],
    ]);
    expect(grades.seen.every((e) => e.gameId === view.gameId && e.pending === 0)).toBe(true);
    expect((await client.coachGrades(view.gameId)).grades).toEqual(grades.seen.flatMap((e) => e.grades));
    expect(grades.seen[0]?.grades[0]).toMatchObject({ loss: 0, grade: 'best' });
    const analysis = await client.analyzePosition({
      variant: 'classic',
      sheet: {},
      dice: [6, 6, 6, 6, 6],
      rollsLeft: 0,
    });
    expect(analysis.options[0]).toMatchObject({
      choice: { type: 'score', box: 'yacht' },
      points: 50,
      loss: 0,
    });
    await expect(
      client.analyzePosition({
        variant: 'classic',
        sheet: { yacht: 49 },
        dice: [1, 2, 3, 4, 5],
        rollsLeft: 1,
      }),
    ).rejects.toThrow(/yacht/);
    grades.stop();
    await client.abandonGame(view.gameId);
    client.close();
  });

  it('answers pings, and closes on a message it does not understand', async () => {
    const ws = await rawSocket({ origin: `http://localhost:${server.port}` });
    if (typeof ws === 'number') throw new Error(`refused: ${ws}`);
    ws.send(JSON.stringify({ kind: 'ping', id: 7 }));
    expect((await nextMessage(ws)).data).toEqual({ kind: 'pong', id: 7 });

    ws.send(JSON.stringify({ kind: 'call', method: 'abandonGame' }));
    const [message, code] = await Promise.all([nextMessage(ws), closed(ws)]);
    expect(message.data).toEqual({
      kind: 'error',
      error: {
        kind: 'bad-input',
        message: "Invalid message: kind: Invalid discriminator value. Expected 'ping'",
      },
    });
    expect(code).toBe(1008);

    for (const bad of ['not json', Buffer.from([1, 2, 3])]) {
      const again = await rawSocket({ origin: origin() });
      if (typeof again === 'number') throw new Error(`refused: ${again}`);
      again.send(bad);
      const [reply, why] = await Promise.all([nextMessage(again), closed(again)]);
      expect((reply.data as { kind: string }).kind).toBe('error');
      expect(why).toBe(1008);
    }
  });

  it('refuses sockets from other origins, without an origin, with a foreign Host, or on another path', async () => {
    expect(await rawSocket({ origin: 'http://evil.example' })).toBe(403);
    expect(await rawSocket({})).toBe(403);
    expect(await rawSocket({ origin: 'null' })).toBe(403);
    expect(await rawSocket({ origin: origin(), host: `evil.example:${server.port}` })).toBe(421);
    expect(await rawSocket({ origin: origin() }, '/api/other')).toBe(404);
  });

  it('reconnects after the socket drops, and asks for a resync', async () => {
    const sockets: WebSocket[] = [];
    const client = pageClient(sockets);
    const notices = collect(client, 'settings-changed');
    let resyncs = 0;
    client.onResync(() => resyncs++);
    await notices.until(() => sockets[0]?.readyState === WebSocket.OPEN, 'the socket');
    sockets[0]?.terminate();
    await notices.until(
      () => sockets.length === 2 && sockets[1]?.readyState === WebSocket.OPEN,
      'a new socket',
    );
    await notices.until(() => resyncs === 1, 'the resync');
    await client.setSettings({ theme: 'light' });
    await notices.until(() => notices.seen.length === 1, 'an event on the new socket');
    expect(notices.seen[0]?.settings.theme).toBe('light');
    client.close();
    const events: ApiEvent[] = backend.events;
    expect(events.some((e) => e.type === 'settings-changed')).toBe(true);
  });
});
