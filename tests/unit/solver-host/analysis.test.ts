// The coach's analyses on the solver host: the dedicated analysis worker grades and ranks exactly as the shared
// coach functions do in process, over tables shared with it (a table from the disk cache is copied into shared
// memory once), the bonus chance is computed on the solve workers layer by layer (bit for bit solveBonusChance),
// and a solve of other rules does not hold up grading. Also measures a grade call (p50/p95).

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decisionsOf, gradeDecisions, rankOptions } from '../../../src/shared/coach';
import type { GameEvent } from '../../../src/shared/game';
import { makeRules, rulesFingerprint } from '../../../src/shared/rules';
import { solveBonusChance, type Position, type ValueTable } from '../../../src/shared/solver';
import { InProcessAnalyst } from '../../../src/main/backend/coach-analyst';
import type { SolverHost } from '../../../src/main/solver/host';
import { bonusChanceKey, tableCacheDir } from '../../../src/main/solver/table-cache';
import { botLog, HUMAN_VS_EASY, openTestBackend, rerollingHuman, stateOf } from '../backend/helpers';
import { testHosts } from './helpers';

const { host, dataDir } = testHosts();

function isShared(table: ValueTable): boolean {
  return table.values.buffer instanceof SharedArrayBuffer;
}

function sameBits(a: Float64Array, b: Float64Array): boolean {
  const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  return a.length === b.length && Buffer.compare(x, y) === 0;
}

/**
 * Times one grade call per decision, as the coach makes them (the log up to it, from its index): figures printed for
 * a reader (the coach's time is bench/coach-latency.ts's to hold), each grade checked.
 */
async function gradeEach(h: SolverHost, table: ValueTable, events: readonly GameEvent[]): Promise<string> {
  const times: number[] = [];
  for (const d of decisionsOf(events)) {
    const start = performance.now();
    const grades = await h.grade(table, events.slice(0, d.index + 1), d.index);
    times.push(performance.now() - start);
    expect(grades.map((g) => g.index)).toEqual([d.index]);
  }
  times.sort((a, b) => a - b);
  const p = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return `p50 ${p(0.5).toFixed(2)} ms, p95 ${p(0.95).toFixed(2)} ms over ${times.length} decisions`;
}

describe('SolverHost: the coach on the analysis worker (standard)', () => {
  const standard = makeRules('standard');
  const inProcess = new InProcessAnalyst();
  let h: SolverHost;
  let table: ValueTable;

  beforeAll(async () => {
    h = host({ workers: 2 });
    table = (await h.getTable(standard)).table;
  }, 120_000);

  it('keeps solved tables in shared memory', () => {
    expect(isShared(table)).toBe(true);
  });

  it('grades a log from any index as the coach functions do in process', async () => {
    const events = botLog('standard', 'grades', ['easy', 'medium', 'easy']);
    const all = await h.grade(table, events, 0);
    expect(all.length).toBe(decisionsOf(events).length);
    expect(all).toEqual(gradeDecisions(table, decisionsOf(events)));
    expect(all).toEqual(await inProcess.grade(table, events, 0));
    const from = Math.floor(events.length / 2);
    expect(await h.grade(table, events, from)).toEqual(all.filter((g) => g.index >= from));
    // Bots make mistakes: the grades say so.
    expect(all.some((g) => g.grade !== 'best')).toBe(true);
    console.log(`grade call, standard: ${await gradeEach(h, table, events)}`);
  }, 60_000);

  it('ranks positions as in process: facts without the bonus chance until the solve workers have it', async () => {
    const positions: Position[] = [
      { sheet: { sixes: 24 }, dice: [1, 2, 2, 5, 6], rollsLeft: 2 },
      { sheet: { sixes: 24 }, dice: [1, 2, 2, 5, 6], rollsLeft: 0 },
      { sheet: {}, dice: [3, 3, 3, 4, 6], rollsLeft: 1 },
    ];
    // Another host, so the table's bonus chance is not started yet there (the table is shared as it is).
    const fresh = host({ workers: 2 });
    const own = table;
    const early = await fresh.rank(own, positions[0]!, 'keeps');
    const bonus = await fresh.bonusChance(own);
    if (bonus === null) throw new Error('no bonus chance');
    // The workers' layer-by-layer bonus chance is the single-thread one, bit for bit.
    const reference = solveBonusChance(own);
    expect(sameBits(bonus, reference)).toBe(true);
    // Asked before the bonus chance could be ready (seconds of work on the solve workers): facts without it.
    expect(early).toEqual(await inProcess.rank(own, positions[0]!, 'keeps'));
    for (const mode of ['keeps', 'decision'] as const) {
      for (const p of positions) {
        expect(await fresh.rank(own, p, mode)).toEqual(rankOptions(own, p, mode, { bonusChance: reference }));
      }
    }
    const facts = (await fresh.rank(own, positions[0]!, 'keeps')).options.flatMap((o) => o.facts);
    expect(facts.some((f) => /bonus/i.test(f.text))).toBe(true);
  }, 180_000);
});

describe('SolverHost: shared tables and the analysis worker (classic)', () => {
  const classic = makeRules('classic');

  it('copies a table read from the disk cache into shared memory once', async () => {
    const dir = await dataDir();
    await host({ dataDir: dir }).getTable(classic);
    const { table, cached } = await host({ dataDir: dir }).getTable(classic);
    expect(cached).toBe(true);
    expect(isShared(table)).toBe(true);
  }, 60_000);

  it('caches the bonus chance on disk beside the table: read back bit for bit, a bad file made again', async () => {
    const dir = await dataDir();
    const { table } = await host({ dataDir: dir }).getTable(classic);
    const made = await host({ dataDir: dir }).bonusChance(table);
    if (made === null) throw new Error('no bonus chance');
    expect(sameBits(made, solveBonusChance(table))).toBe(true);
    const file = path.join(tableCacheDir(dir), `${bonusChanceKey(rulesFingerprint(classic))}.bin`);
    const written = await readFile(file);

    // A host that finds the file reads it: the same bits, and no solve worker is started for it.
    const reader = host({ dataDir: dir, workerPath: path.join(dir, 'no-such-worker.js') });
    const read = await reader.bonusChance(table);
    expect(read !== null && sameBits(read, made)).toBe(true);

    // A damaged file is reported, computed again and replaced.
    const damaged = Buffer.from(written);
    damaged[damaged.length - 1] = damaged[damaged.length - 1]! ^ 0xff;
    await writeFile(file, damaged);
    const warnings: string[] = [];
    const again = await host({ dataDir: dir, onCacheWarning: (m) => warnings.push(m) }).bonusChance(table);
    expect(again !== null && sameBits(again, made)).toBe(true);
    expect(warnings).toEqual([
      expect.stringMatching(/ignoring the cached bonus chance .*payload checksum mismatch/),
    ]);
    expect(Buffer.compare(await readFile(file), written)).toBe(0);
  }, 120_000);

  it('grades while the solve workers are busy with other rules, and measures a grade call', async () => {
    const h = host({ workers: 1 });
    const { table } = await h.getTable(classic);
    const events = botLog('classic', 'busy');
    await h.grade(table, events, 0); // the worker starts and builds its layout once
    const idle = await gradeEach(h, table, events);
    let solved = false;
    const solving = h.getTable(makeRules('yatzy'), { noCache: true }).then(() => (solved = true));
    const busy = await gradeEach(h, table, events);
    expect(solved).toBe(false);
    await solving;
    console.log(`grade call, classic: ${idle}; during a solve of yatzy on the one solve worker: ${busy}`);
  }, 120_000);
});

describe('the backend over a real solver host', () => {
  it("grades a game's decisions on the analysis worker as in process, and pushes them", async () => {
    const dir = await dataDir();
    const solver = host({ dataDir: dir, workers: 1 });
    const backend = await openTestBackend(dir, { solver });
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    for (let n = 0; n < 200; n++) {
      await backend.games.settled();
      const state = stateOf(await backend.client.getGame(view.gameId));
      if (state.turnsPlayed >= 6) break;
      await backend.client.act(view.gameId, rerollingHuman(state));
    }
    await backend.games.settled();
    const log = (await backend.client.getGame(view.gameId)).events;
    // The decisions wait for the table (solved meanwhile on the solve worker), then are graded at once.
    const { table } = await solver.getTable(makeRules('classic'));
    const report = await backend.client.coachGrades(view.gameId);
    expect(report).toEqual({
      gameId: view.gameId,
      grades: await new InProcessAnalyst().grade(table, log, 0),
      pending: 0,
    });
    const pushed = backend.events.flatMap((e) => (e.type === 'coach-grades' ? e.grades : []));
    expect(pushed).toEqual(report.grades);
    const hint = await backend.client.coachHint(view.gameId).catch(() => null);
    if (hint) expect(hint.options[0]?.loss).toBe(0);
    await backend.close();
  }, 120_000);
});
