// The browser-mode server, started in-process on port 0 over a temporary static root.

import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../src/main/server/server';
import { openTestBackend, type TestBackend } from '../backend/helpers';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: unlike fetch, node:http sends the path exactly as given (no `..` normalisation). */
function send(
  server: RunningServer,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: server.host,
        port: server.port,
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = { 'Content-Type': 'application/json' };

describe('browser-mode server', () => {
  let root: string;
  let server: RunningServer;
  let backend: TestBackend;

  beforeAll(async () => {
    // The static root sits one level below a directory holding a "secret" package.json.
    const parent = await mkdtemp(path.join(tmpdir(), 'yacht-server-'));
    root = path.join(parent, 'renderer');
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(parent, 'package.json'), '{"secret":true}');
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Yacht test</title>');
    await writeFile(path.join(root, 'assets', 'app.js'), 'console.log(1);');
    await mkdir(path.join(parent, 'data'));
    backend = await openTestBackend(path.join(parent, 'data'), { version: '9.8.7' });
    server = await startServer({ staticRoot: root, api: backend.api, subscribe: backend.subscribe, port: 0 });
  });

  afterAll(async () => {
    await server.close();
    await backend.close();
    await rm(path.dirname(root), { recursive: true, force: true });
  });

  it('binds 127.0.0.1 on a free port and reports its URL', () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  });

  it('serves index.html with the CSP and the right content types', async () => {
    const page = await send(server, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Yacht test</title>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self' ws://127.0.0.1:*",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const script = await send(server, '/assets/app.js?v=1');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await send(server, '/index.html', { method: 'HEAD' })).body).toBe('');
    expect((await send(server, '/missing.js')).status).toBe(404);
  });

  it.each([
    '/../package.json',
    '/assets/../../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/a\\..\\..\\package.json',
  ])('rejects the traversal %s', async (rawPath) => {
    const reply = await send(server, rawPath);
    expect(reply.status).toBe(403);
    expect(reply.body).not.toContain('secret');
  });

  it('answers the version endpoint', async () => {
    const reply = await send(server, '/api/version', { method: 'POST', headers: json, body: '{"args":[]}' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(reply.body)).toEqual({ ok: true, result: '9.8.7' });
  });

  it('refuses API calls that a foreign page could make', async () => {
    const get = await send(server, '/api/version');
    expect(get.status).toBe(405);
    const form = await send(server, '/api/version', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(form.status).toBe(415);
    const foreign = await send(server, '/api/version', {
      method: 'POST',
      headers: { ...json, Origin: 'http://evil.example' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const rebound = await send(server, '/', { headers: { Host: `evil.example:${server.port}` } });
    expect(rebound.status).toBe(421);
  });

  it('rejects bad arguments, bad JSON and unknown methods', async () => {
    const extra = await send(server, '/api/version', { method: 'POST', headers: json, body: '{"args":[1]}' });
    expect(extra.status).toBe(400);
    expect(JSON.parse(extra.body)).toMatchObject({ ok: false });
    const broken = await send(server, '/api/version', { method: 'POST', headers: json, body: '{' });
    expect(broken.status).toBe(400);
    const unknown = await send(server, '/api/nope', { method: 'POST', headers: json, body: '{}' });
    expect(unknown.status).toBe(404);
  });

  it("answers a caller's mistakes with their message: 400 bad input, 404 unknown game, 409 illegal move", async () => {
    const call = async (route: string, args: unknown[]) => {
      const reply = await send(server, route, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ args }),
      });
      return { status: reply.status, body: JSON.parse(reply.body) as unknown };
    };
    expect(await call('/api/game/get', [''])).toEqual({
      status: 400,
      body: {
        ok: false,
        error: {
          message: 'Invalid arguments for getGame: args[0]: a game id is 1 to 64 letters, digits, "-" or "_"',
        },
      },
    });
    expect(await call('/api/game/get', ['nope'])).toEqual({
      status: 404,
      body: { ok: false, error: { message: 'there is no game nope' } },
    });
    const created = await call('/api/game/create', [
      { variant: 'classic', seats: [{ kind: 'human', name: 'Ann' }] },
    ]);
    expect(created.status).toBe(200);
    const gameId = (created.body as { result: { gameId: string } }).result.gameId;
    expect(await call('/api/game/act', [gameId, { type: 'score', box: 'chance' }])).toEqual({
      status: 409,
      body: { ok: false, error: { message: 'roll the dice before scoring' } },
    });
    // The coach's calls alike.
    expect(await call('/api/coach/hint', [gameId])).toEqual({
      status: 409,
      body: {
        ok: false,
        error: { message: 'seat 0 (Ann) has not rolled yet: there is no decision to make' },
      },
    });
    expect(await call('/api/game/undo', [gameId])).toEqual({
      status: 409,
      body: { ok: false, error: { message: 'there is no decision of a player to take back' } },
    });
    expect(await call('/api/coach/report', ['nope'])).toEqual({
      status: 404,
      body: { ok: false, error: { message: 'there is no game nope' } },
    });
    const badSheet = { variant: 'classic', sheet: { yacht: 49 }, dice: [1, 2, 3, 4, 5], rollsLeft: 1 };
    const refused = await call('/api/coach/analyze', [badSheet]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/yacht/) },
    });
    const report = await call('/api/coach/report', [gameId]);
    expect(report).toEqual({ status: 200, body: { ok: true, result: { gameId, grades: [], pending: 0 } } });
  });
});
