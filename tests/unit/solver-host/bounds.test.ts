// What a busy caller can make the solver host hold is bounded: waiting requests, tables in memory, the disk
// cache, the workers' memory; what a game waits for goes first; work nobody waits for is cancelled.

import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { customFrom, makeRules, rulesFromCustom, type RuleSet } from '../../../src/shared/rules';
import { SolveCancelled } from '../../../src/shared/solver';
import { SolveDropped, SolverBusy } from '../../../src/main/solver/host';
import { tableBytes } from '../../../src/main/solver/kept-tables';
import type { WorkerClient } from '../../../src/main/solver/worker-client';
import { longUndoGame } from '../../support/long-game';
import { testHosts } from './helpers';

/** Rule sets of one's own that differ only in the bonus: classic-sized, so each solves in milliseconds. */
function classicWithBonus(points: number): RuleSet {
  return rulesFromCustom({
    ...customFrom(makeRules('classic'), `Bonus ${points}`),
    bonus: { threshold: 63, points },
  });
}

/** The same, standard-sized: each solve takes a good part of a second. */
function standardWithBonus(points: number): RuleSet {
  return rulesFromCustom({
    ...customFrom(makeRules('standard'), `Bonus ${points}`),
    bonus: { threshold: 63, points },
  });
}

/** Waits (up to 30 s) until `ready` says so. */
async function until(ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function solverFiles(dir: string): Promise<{ names: string[]; bytes: number }> {
  const names = (await readdir(path.join(dir, 'solver'))).filter((n) => n.endsWith('.bin'));
  let bytes = 0;
  for (const name of names) bytes += (await stat(path.join(dir, 'solver', name))).size;
  return { names, bytes };
}

const { host, dataDir } = testHosts();

describe('SolverHost: bounded work, most urgent first', () => {
  it('a game’s table goes before a crowd of screens’ and early requests, which are bounded', async () => {
    const h = host({ workers: 2, queueLimits: { screen: 3, prefetch: 2 } });
    const order: string[] = [];
    const track = (name: string, p: Promise<unknown>): Promise<unknown> =>
      p.then(
        () => order.push(name),
        (error: unknown) => {
          const kind =
            error instanceof SolverBusy ? 'busy' : error instanceof SolveDropped ? 'dropped' : String(error);
          order.push(`${name}: ${kind}`);
        },
      );
    // The first one runs at once; the rest wait behind it.
    const running = track('running', h.getTable(standardWithBonus(1), { priority: 'screen' }));
    const screens = [2, 3, 4, 5].map((p) =>
      track(`screen ${p}`, h.getTable(standardWithBonus(p), { priority: 'screen' })),
    );
    const early = [6, 7, 8].map((p) =>
      track(`early ${p}`, h.getTable(standardWithBonus(p), { priority: 'prefetch' })),
    );
    // Each job reaches the queue once its layout is built.
    await until(() => h.usage().waiting.screen === 3 && h.usage().waiting.prefetch === 2);
    const yatzy = track('yatzy', h.getTable(makeRules('yatzy'), { priority: 'game' }));
    await Promise.all([running, ...screens, ...early, yatzy]);
    expect(order).toContain('screen 5: busy');
    expect(order).toContain('early 6: dropped');
    const solved = order.filter((o) => !o.includes(':'));
    // Yatzy right after the one that was running; then the screens, then the early requests.
    expect(solved).toEqual(['running', 'yatzy', 'screen 2', 'screen 3', 'screen 4', 'early 7', 'early 8']);
  }, 300_000);

  it('an early request a game then waits for is raised to the game’s priority', async () => {
    const h = host({ workers: 2 });
    const order: string[] = [];
    const running = h
      .getTable(standardWithBonus(11), { priority: 'screen' })
      .then(() => order.push('running'));
    const early = h.getTable(standardWithBonus(12), { priority: 'prefetch' }).then(() => order.push('early'));
    const screen = h.getTable(standardWithBonus(13), { priority: 'screen' }).then(() => order.push('screen'));
    // A game now needs the table asked for early.
    const game = h.getTable(standardWithBonus(12), { priority: 'game' }).then(() => order.push('game'));
    await Promise.all([running, early, screen, game]);
    expect(order).toEqual(['running', 'early', 'game', 'screen']);
  }, 300_000);

  it('cancels work nobody waits for any more: waiting or running, nothing is kept of it', async () => {
    const dir = await dataDir();
    const h = host({ workers: 2, dataDir: dir, cancelGraceMs: 500 });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = h.getTable(standardWithBonus(21), { signal: running.signal });
    const second = h.getTable(standardWithBonus(22), { signal: waiting.signal });
    const other = h.getTable(standardWithBonus(23));
    // Another caller of the first one gives up too: it was the last.
    const alsoFirst = new AbortController();
    const firstAgain = h.getTable(standardWithBonus(21), { signal: alsoFirst.signal });
    waiting.abort();
    running.abort();
    alsoFirst.abort();
    await expect(first).rejects.toBeInstanceOf(SolveCancelled);
    await expect(firstAgain).rejects.toBeInstanceOf(SolveCancelled);
    await expect(second).rejects.toBeInstanceOf(SolveCancelled);
    const { table } = await other;
    expect(table.values.length).toBeGreaterThan(0);
    expect(h.keptTable(standardWithBonus(21))).toBeUndefined();
    expect(h.keptTable(standardWithBonus(22))).toBeUndefined();
    expect(h.usage()).toMatchObject({ jobs: 0, waiting: { game: 0, screen: 0, bonus: 0, prefetch: 0 } });
    // Only the table someone waited for to the end was written.
    const { names } = await solverFiles(dir);
    expect(names).toHaveLength(1);
  }, 300_000);
});

describe('SolverHost: bounded memory and disk', () => {
  it('keeps tables within its memory budget, least recently used first, a held one always', async () => {
    const h = host({ workers: 1 });
    const one = tableBytes((await h.getTable(classicWithBonus(1))).table);
    h.evict();
    const budget = 5 * one;
    const small = host({ workers: 1, tableMemoryBudget: budget });
    const held = classicWithBonus(100);
    const release = small.hold(held);
    for (let points = 1; points <= 30; points++) {
      await small.getTable(classicWithBonus(points));
      await small.getTable(held);
      expect(small.usage().tableBytes.idle).toBeLessThanOrEqual(budget);
    }
    expect(small.usage().tableBytes.held).toBe(one);
    expect(small.keptTable(held)).toBeDefined();
    // The most recent ones are kept, the oldest not.
    expect(small.keptTable(classicWithBonus(30))).toBeDefined();
    expect(small.keptTable(classicWithBonus(1))).toBeUndefined();
    release();
    expect(small.usage().tableBytes.held).toBe(0);
  }, 300_000);

  it('keeps the disk cache within its budget, least recently used first, never a table in use', async () => {
    const dir = await dataDir();
    const probe = host({ workers: 1, dataDir: dir });
    await probe.getTable(classicWithBonus(1));
    const one = (await solverFiles(dir)).bytes;
    const budget = 4 * one;
    const h = host({ workers: 1, dataDir: dir, diskCacheBudget: budget, tableMemoryBudget: 1 });
    const held = classicWithBonus(1);
    const release = h.hold(held);
    for (let points = 2; points <= 20; points++) {
      await h.getTable(classicWithBonus(points));
      const { bytes } = await solverFiles(dir);
      expect(bytes).toBeLessThanOrEqual(budget);
    }
    const { names } = await solverFiles(dir);
    // The table in use stayed, though the least recently written; the three newest are the rest.
    expect(names).toHaveLength(4);
    const fresh = host({ workers: 1, dataDir: dir });
    expect((await fresh.getTable(held)).cached).toBe(true);
    expect((await fresh.getTable(classicWithBonus(20))).cached).toBe(true);
    expect((await fresh.getTable(classicWithBonus(2))).cached).toBe(false);
    release();
  }, 300_000);

  it('replaces the solve workers once their finished work may hold enough memory (after a distribution)', async () => {
    const h = host({ workers: 2 });
    h.startWorkers();
    const threads = (): number[] =>
      (h as unknown as { pool: { solvers: { threadId: number }[] } }).pool.solvers.map((c) => c.threadId);
    await h.getTable(classicWithBonus(1));
    const before = threads();
    expect(before).toHaveLength(2);
    // A solve of a classic table leaves little: the same workers.
    await h.getTable(classicWithBonus(2));
    expect(threads()).toEqual(before);
    await h.distribution(classicWithBonus(2));
    // Replaced at once, and started again (the host was started eagerly; a loaded machine starts threads slowly).
    await vi.waitFor(() => expect(threads()).toHaveLength(2), { timeout: 30_000, interval: 20 });
    const after = threads();
    expect(after.some((t) => before.includes(t))).toBe(false);
    // And they work.
    expect((await h.distribution(classicWithBonus(3))).distribution.probability.length).toBeGreaterThan(0);
  }, 300_000);
});

describe('SolverHost: the solve workers give way', () => {
  it.skipIf(process.platform !== 'linux')(
    'run at a lower priority than the app’s own thread and the live game’s coach (Linux)',
    async () => {
      const h = host({ workers: 2, coach: true });
      h.startWorkers();
      const { solvers: clients, analysts: analysisClients } = (
        h as unknown as {
          pool: { solvers: WorkerClient[]; analysts: { live: WorkerClient; background: WorkerClient } };
        }
      ).pool;
      const solve = await Promise.all(clients.map((c) => c.call({ type: 'ping' })));
      expect(solve.map((p) => p.nice)).toEqual([10, 10]);
      expect((await analysisClients.live.call({ type: 'ping' })).nice).toBe(0);
      // The coach's worker for past games gives way too (it starts with its first call).
      const { table } = await h.getTable(makeRules('classic'));
      await h.replay(table, longUndoGame({ cycles: 2, variant: 'classic' }));
      expect((await analysisClients.background.call({ type: 'ping' })).nice).toBe(10);
    },
    60_000,
  );
});
