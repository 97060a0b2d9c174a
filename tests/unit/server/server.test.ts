// The browser-mode server, started in-process on port 0 over a temporary static root.

import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BODY_BYTES,
  REQUEST_TIMEOUTS,
  startServer,
  type RunningServer,
} from '../../../src/main/server/server';
import type { ApiEnvelope, FinishedGame } from '../../../src/shared/api/contract';
import { MAX_GAME_FILE_BYTES } from '../../../src/shared/game';
import { bigGameFile } from '../../support/big-game-file';
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
      // The page's socket goes to this server only, not to any port on the machine.
      `connect-src 'self' ws://127.0.0.1:${server.port} ws://localhost:${server.port};`,
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain(':*');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(page.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)(,|$)/);
    const api = await send(server, '/api/version', { method: 'POST', headers: json, body: '{}' });
    expect(api.headers['content-security-policy']).toBe(csp);
    expect(api.headers['permissions-policy']).toBe(page.headers['permissions-policy']);

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

  it('does not follow a link out of its root', async () => {
    const parent = path.dirname(root);
    await symlink(path.join(parent, 'package.json'), path.join(root, 'leak.txt'));
    await symlink(parent, path.join(root, 'up'));
    await symlink(path.join(root, 'assets', 'app.js'), path.join(root, 'inside.js'));
    for (const leak of ['/leak.txt', '/up/package.json']) {
      const reply = await send(server, leak);
      expect(reply.status, leak).toBe(403);
      expect(reply.body).not.toContain('secret');
    }
    // A link that stays inside the root is served as the file it points at.
    const inside = await send(server, '/inside.js');
    expect(inside.status).toBe(200);
    expect(inside.body).toBe('console.log(1);');
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

  it.each([
    ['42', /^The body is not an object/],
    ['[]', /^The body is not an object/],
    ['null', /^The body is not an object/],
    ['"args"', /^The body is not an object/],
    ['{"args":null}', /^"args" must be a list/],
    ['{"args":{"0":"x"}}', /^"args" must be a list/],
    ['{"args":[],"extra":1}', /^Unknown field "extra" in the body/],
    ['{"__proto__":[]}', /^Unknown field "__proto__" in the body/],
  ])('refuses the body %s rather than take it as no arguments', async (body, message) => {
    const reply = await send(server, '/api/game/current', { method: 'POST', headers: json, body });
    expect(reply.status).toBe(400);
    const answer = JSON.parse(reply.body) as { ok: boolean; error: { message: string } };
    expect(answer.ok).toBe(false);
    expect(answer.error.message).toMatch(message);
  });

  it('takes an empty body and {} as no arguments', async () => {
    for (const body of ['', '{}', '{"args":[]}']) {
      const reply = await send(server, '/api/game/current', { method: 'POST', headers: json, body });
      expect(reply.status, body).toBe(200);
    }
  });

  it('refuses a "__proto__" key anywhere in the arguments, like any unknown box', async () => {
    const position = (sheet: string): string =>
      `{"args":[{"variant":"standard","sheet":${sheet},"dice":[1,2,3,4,5],"rollsLeft":1}]}`;
    for (const [sheet, message] of [
      ['{"__proto__":5}', /args\[0\]\.sheet\.__proto__: this key is not allowed/],
      ['{"ones":3,"__proto__":{"ones":1}}', /args\[0\]\.sheet\.__proto__: this key is not allowed/],
      ['{"bogus":5}', /unknown box "bogus"/],
    ] as const) {
      const reply = await send(server, '/api/coach/analyze', {
        method: 'POST',
        headers: json,
        body: position(sheet),
      });
      expect(reply.status, sheet).toBe(400);
      expect((JSON.parse(reply.body) as { error: { message: string } }).error.message).toMatch(message);
    }
  });

  it('carries any game file within its limit: a 1.5 MB game imports, the limit’s bytes escaped sixfold arrive', async () => {
    const importing = async (file: string) => {
      const body = JSON.stringify({ args: [file] });
      const reply = await send(server, '/api/games/import', { method: 'POST', headers: json, body });
      return { status: reply.status, body: JSON.parse(reply.body) as ApiEnvelope<FinishedGame> };
    };
    // A legal game of 1,572,864 bytes (30,000 holds tapped): its body is 1.8 MB.
    const big = bigGameFile(1.5 * 1024 * 1024, 'g-big-import');
    expect(Buffer.byteLength(JSON.stringify({ args: [big] }))).toBeGreaterThan(1024 * 1024);
    const kept = await importing(big);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      ok: true,
      result: { gameId: 'g-big-import', seats: [{ name: 'Ann' }] },
    });
    // The worst escaping: a control character crosses as \u00XX, six bytes. It reaches the reader, which
    // finds no game file in it.
    const controls = '\u0001'.repeat(MAX_GAME_FILE_BYTES);
    const escaped = await importing(controls);
    expect(escaped.status).toBe(400);
    expect(escaped.body).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^This is not a Yacht game file: it is not JSON\./) },
    });
    // One byte over: refused with the reader's words (yacht grade says the same: tests/unit/cli/grade.test.ts).
    const over = await importing(bigGameFile(MAX_GAME_FILE_BYTES + 1));
    expect(over).toEqual({
      status: 400,
      body: {
        ok: false,
        error: {
          kind: 'bad-input',
          message:
            'Invalid arguments for importGame: args[0]: the file is 2,097,153 bytes: a game file is at most 2 MB (2,097,152 bytes)',
        },
      },
    });
    // A body bigger than any file can make is refused before it is parsed.
    const huge = await send(server, '/api/games/import', {
      method: 'POST',
      headers: json,
      body: `{"args":["${'x'.repeat(MAX_BODY_BYTES)}"]}`,
    });
    expect(huge.status).toBe(400);
    expect(JSON.parse(huge.body)).toMatchObject({
      error: { message: `Body is larger than ${MAX_BODY_BYTES} bytes` },
    });
  }, 60_000);

  it('drops a connection that sends its request too slowly', async () => {
    expect(REQUEST_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000);
    const started = Date.now();
    const closed = await new Promise<string>((resolve) => {
      const socket = connect(server.port, server.host, () => {
        // Headers never finished: one line, then silence.
        socket.write('POST /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
    });
    const waited = Date.now() - started;
    expect(closed === '' || closed.startsWith('HTTP/1.1 408')).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(REQUEST_TIMEOUTS.headersTimeout - 100);
    expect(waited).toBeLessThan(
      REQUEST_TIMEOUTS.headersTimeout + 3 * REQUEST_TIMEOUTS.connectionsCheckingInterval + 2_000,
    );
  }, 20_000);

  it("answers a caller's mistakes with their kind and message: 400 bad input, 404 unknown game, 409 illegal move", async () => {
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
          kind: 'bad-input',
          message: 'Invalid arguments for getGame: args[0]: a game id is 1 to 64 letters, digits, "-" or "_"',
        },
      },
    });
    expect(await call('/api/game/get', ['nope'])).toEqual({
      status: 404,
      body: { ok: false, error: { kind: 'not-found', message: 'there is no game nope' } },
    });
    const created = await call('/api/game/create', [
      { variant: 'classic', seats: [{ kind: 'human', name: 'Ann' }] },
    ]);
    expect(created.status).toBe(200);
    const gameId = (created.body as { result: { gameId: string } }).result.gameId;
    expect(await call('/api/game/act', [gameId, { type: 'score', box: 'chance' }])).toEqual({
      status: 409,
      body: { ok: false, error: { kind: 'conflict', message: 'roll the dice before scoring' } },
    });
    // The coach's calls alike.
    expect(await call('/api/coach/hint', [gameId])).toEqual({
      status: 409,
      body: {
        ok: false,
        error: { kind: 'conflict', message: 'seat 0 (Ann) has not rolled yet: there is no decision to make' },
      },
    });
    expect(await call('/api/game/undo', [gameId])).toEqual({
      status: 409,
      body: {
        ok: false,
        error: { kind: 'conflict', message: 'there is no decision of a player to take back' },
      },
    });
    expect(await call('/api/coach/grades', ['nope'])).toEqual({
      status: 404,
      body: { ok: false, error: { kind: 'not-found', message: 'there is no game nope' } },
    });
    const badSheet = { variant: 'classic', sheet: { yacht: 49 }, dice: [1, 2, 3, 4, 5], rollsLeft: 1 };
    const refused = await call('/api/coach/analyze', [badSheet]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/yacht/) },
    });
    // A nought in chance: no roll leaves chance at nought, so no game makes this sheet.
    for (const [variant, box] of [
      ['standard', 'chance'],
      ['classic', 'choice'],
      ['yatzy', 'chance'],
    ] as const) {
      const noughtInChance = await call('/api/coach/analyze', [
        { variant, sheet: { [box]: 0 }, dice: [1, 2, 3, 4, 5], rollsLeft: 1 },
      ]);
      expect(noughtInChance.status).toBe(400);
      expect(noughtInChance.body).toMatchObject({
        error: { message: expect.stringContaining(`("${box}") cannot hold 0; possible points: 5, 6,`) },
      });
    }
    const report = await call('/api/coach/grades', [gameId]);
    expect(report).toEqual({ status: 200, body: { ok: true, result: { gameId, grades: [], pending: 0 } } });
  });
});
