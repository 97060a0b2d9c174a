// The browser lane's fixtures: each test gets its own data directory and its own `node dist/server.js`
// (any free port, seeded dice), and waits for the URL the server prints: explicit readiness, no sleeps.
// The server can be killed with SIGKILL mid-game and started again on the same directory. A test that needs
// solved tables names their rule sets (`test.use({ tables: ['standard'] })`): they are solved once per run
// (support/tables.ts) and copied into the data directory before the server starts.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { test as base, expect, type Page } from '@playwright/test';
import { apiRoutes } from '../../src/shared/api/routes';
import { replay, type GameState } from '../../src/shared/game';
import type { Variant } from '../../src/shared/rules';
import { copySolvedTables } from './support/tables';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER = path.join(ROOT, 'dist', 'server.js');
const READY = /running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 30_000;

export interface YachtServer {
  readonly url: string;
  readonly dataDir: string;
  readonly seed: string;
  /** kill -9: no chance to save or say goodbye. */
  kill9(): Promise<void>;
  /** Starts a new server process on the same data directory (and seed); returns its URL. */
  restart(): Promise<string>;
  /** Calls the API as the page does (POST {args}), for checking the page against the engine. */
  call<T>(method: keyof typeof apiRoutes, ...args: unknown[]): Promise<T>;
  /** The unfinished game's state, folded with the engine from the backend's log. */
  currentState(): Promise<GameState | null>;
}

interface Running {
  readonly child: ChildProcess;
  readonly url: string;
  readonly output: string[];
}

function startServer(dataDir: string, seed: string): Promise<Running> {
  const child = spawn(process.execPath, [SERVER, '--port', '0', '--data-dir', dataDir, '--dice-seed', seed], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise<Running>((resolve, reject) => {
    const fail = (why: string): void => {
      child.kill('SIGKILL');
      reject(new Error(`dist/server.js ${why}:\n${output.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`printed no URL within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const match = READY.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`exited (${code ?? signal}) before it was ready`);
    });
    child.once('error', (error) => fail(`could not start: ${error.message}`));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export const test = base.extend<{ seed: string; tables: readonly Variant[]; server: YachtServer }>({
  seed: ['e2e', { option: true }],
  /** Rule sets (default options) whose solved tables the data directory starts with. */
  tables: [[], { option: true }],
  server: async ({ seed, tables }, use) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-e2e-'));
    await copySolvedTables(tables, dataDir);
    let running = await startServer(dataDir, seed);
    const server: YachtServer = {
      dataDir,
      seed,
      get url() {
        return running.url;
      },
      async kill9() {
        running.child.kill('SIGKILL');
        await exited(running.child);
      },
      async restart() {
        running = await startServer(dataDir, seed);
        return running.url;
      },
      async call<T>(method: keyof typeof apiRoutes, ...args: unknown[]): Promise<T> {
        const route = apiRoutes[method];
        const response = await fetch(new URL(route.path, running.url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ args }),
        });
        const body = (await response.json()) as { ok: boolean; result?: T; error?: { message: string } };
        if (!body.ok) throw new Error(`${method}: ${body.error?.message ?? response.status}`);
        return body.result as T;
      },
      async currentState() {
        const view = await server.call<{ events: Parameters<typeof replay>[0] } | null>('currentGame');
        return view === null ? null : replay(view.events);
      },
    };
    await use(server);
    running.child.kill('SIGKILL');
    await exited(running.child);
    await rm(dataDir, { recursive: true, force: true });
  },
});

export { expect };

/** Where the test run's screenshots go: test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ROOT, 'test-results', 'screenshots', `${name}.png`) });
}
