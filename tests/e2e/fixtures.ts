// The browser lane's fixtures: each test gets its own data directory and its own `node dist/server.js`
// (any free port, seeded dice), and waits for the URL the server prints: explicit readiness, no sleeps.
// The server can be killed with SIGKILL mid-game and started again on the same directory. A test that needs
// solved tables names their rule sets (`test.use({ tables: ['standard'] })`): they are solved once per run
// (support/tables.ts) and copied into the data directory before the server starts; `distributions: true` starts
// it with the built-in rule sets' score distributions worked out (the variants page's six rows), likewise.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { ApiInputArgs, ApiMethod, ApiResult, Settings } from '../../src/shared/api/contract';
import { replay, type GameState } from '../../src/shared/game';
import { makeRules, rulesFingerprint, type Variant } from '../../src/shared/rules';
import { callApi, PROJECT_ROOT, startServerProcess } from '../support/server-process';
import { copySolvedTables, copyWorkedOutDistributions } from './support/tables';

export interface YachtServer {
  readonly url: string;
  readonly dataDir: string;
  readonly seed: string;
  /** kill -9: no chance to save or say goodbye. */
  kill9(): Promise<void>;
  /** Starts a new server process on the same data directory (and seed); returns its URL. */
  restart(): Promise<string>;
  /** Calls the API as the page does (POST {args}), for checking the page against the engine. */
  call<M extends ApiMethod>(method: M, ...args: ApiInputArgs<M>): Promise<ApiResult<M>>;
  /** The unfinished game's state, folded with the engine from the backend's log. */
  currentState(): Promise<GameState | null>;
  /** The same, where a game must be in progress: throws when there is none. */
  gameState(): Promise<GameState>;
  /** Asks for a built-in rule set's table and waits until it is in memory (a copied-in table: a moment). */
  tableReady(variant?: Variant): Promise<void>;
}

/**
 * The settings a test's data directory starts with. By default the coach is off, so that a test about
 * something else is not asked by the guard nor slowed by the coach's tables; null starts as a fresh install.
 */
export type StartSettings = Partial<Settings> | null;

/**
 * The first test to ask for a rule set's table or the distributions waits while the CLI works them out (on a
 * busy machine, minutes): that wait has this timeout of its own instead of taking the test's.
 */
const SEEDING_TIMEOUT_MS = 360_000;

export const test = base.extend<{
  seed: string;
  tables: readonly Variant[];
  distributions: boolean;
  settings: StartSettings;
  /** A fresh data directory with the tables, distributions and settings asked for; removed after the test. */
  dataDir: string;
  server: YachtServer;
}>({
  seed: ['e2e', { option: true }],
  /** Rule sets (default options) whose solved tables the data directory starts with. */
  tables: [[], { option: true }],
  /** The built-in rule sets' tables and score distributions, worked out before the server starts. */
  distributions: [false, { option: true }],
  settings: [{ coach: false, coachGuard: 'off' }, { option: true }],
  dataDir: [
    async ({ tables, distributions, settings }, use) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-e2e-'));
      await copySolvedTables(tables, dataDir);
      if (distributions) await copyWorkedOutDistributions(dataDir);
      if (settings !== null) await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify(settings));
      await use(dataDir);
      await rm(dataDir, { recursive: true, force: true });
    },
    { timeout: SEEDING_TIMEOUT_MS },
  ],
  server: async ({ seed, dataDir }, use) => {
    let running = await startServerProcess({ dataDir, seed });
    // Every server process of the test (a restart starts another), for what they logged.
    const outputs = [running.output];
    const server: YachtServer = {
      dataDir,
      seed,
      get url() {
        return running.url;
      },
      kill9: () => running.kill9(),
      async restart() {
        running = await startServerProcess({ dataDir, seed });
        outputs.push(running.output);
        return running.url;
      },
      call: (method, ...args) => callApi(running.url, method, ...args),
      async currentState() {
        const view = await server.call('currentGame');
        return view === null ? null : replay(view.events);
      },
      async gameState() {
        const state = await server.currentState();
        if (state === null) throw new Error('no game in progress');
        return state;
      },
      async tableReady(variant = 'standard') {
        const fingerprint = rulesFingerprint(makeRules(variant));
        await server.call('prepareSolver', { variant });
        await expect
          .poll(
            async () =>
              (await server.call('solverStatus')).some((s) => s.fingerprint === fingerprint && s.ready),
            {
              timeout: 60_000,
            },
          )
          .toBe(true);
      },
    };
    await use(server);
    await running.kill9();
    // A failure nobody handled is survived (keep-serving.ts) but is a bug: the test that met it fails.
    expect(outputs.flat().filter((line) => line.includes('unexpected failure'))).toEqual([]);
  },
});

export { expect };

/** Where the test run's screenshots go: test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(PROJECT_ROOT, 'test-results', 'screenshots', `${name}.png`) });
}
