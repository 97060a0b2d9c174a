import { readFileSync } from 'node:fs';
import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeRules, rulesFingerprint, sheetProblem } from '../../../src/shared/rules';
import {
  analyzeTurn,
  createLayout,
  expectedScore,
  SolveCancelled,
  type Position,
} from '../../../src/shared/solver';
import { PositionError } from '../../../src/main/solver/host';
import { findWorkerScript } from '../../../src/main/worker-script';
import { SolverWorkerDied, WorkerClient } from '../../../src/main/solver/worker-client';
import {
  arriveAtLayerEnd,
  awaitLayerEnd,
  joinSolve,
  layersThrough,
  solveControlSlots,
} from '../../../src/main/solver/layer-gate';
import {
  CONTROL_LAYER_CHUNKS,
  CONTROL_SOLVE_STATE,
  PROGRESS_EVERY_MS,
} from '../../../src/main/solver/worker-protocol';
import { BUNDLES, DIST, bundleFiles } from '../../support/build';
import { PROJECT_ROOT } from '../../support/server-process';
import { optionKey, oracle, oracleRules } from '../../support/solver-oracle';
import { testHosts } from './helpers';
import { solvedTable } from '../../support/solved-tables';

function sameBits(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  return Buffer.compare(x, y) === 0;
}

const { host, dataDir } = testHosts();

describe('SolverHost: solving on worker threads', () => {
  const classic = makeRules('classic');
  const reference = solvedTable(classic);

  it.each([1, 2, 3])(
    'classic with %i worker(s) equals the single-thread solve bit for bit',
    async (workers) => {
      const { table, cached } = await host({ workers }).getTable(classic);
      expect(cached).toBe(false);
      expect(sameBits(table.values, reference.values)).toBe(true);
      expect(expectedScore(table)).toBeCloseTo(166.9550677, 6);
    },
  );

  it('standard with 2 workers: the published 254.5877287, bit for bit the single-thread table', async () => {
    const rules = makeRules('standard');
    const { table } = await host({ workers: 2 }).getTable(rules);
    expect(Math.abs(expectedScore(table) - 254.5877287)).toBeLessThan(1e-6);
    expect(sameBits(table.values, solvedTable(rules).values)).toBe(true);
    // A few positions of the oracle, from this table.
    const positions = oracle.filter(
      (p) => p.rules.variant === 'standard' && !p.rules.joker && !p.rules.secondYacht,
    );
    for (const p of positions.slice(0, 20)) {
      const analysis = analyzeTurn(table, { sheet: p.sheet, dice: p.dice, rollsLeft: p.rollsLeft });
      const got = new Map(analysis.options.map((o) => [optionKey(o), o.future]));
      for (const o of p.options) expect(Math.abs(got.get(optionKey(o))! - o.future)).toBeLessThan(5e-7);
    }
  }, 180_000);

  it('reports monotonic progress ending at exactly 1', async () => {
    // Each worker reports its own part, at most every PROGRESS_EVERY_MS; the parts add up to the whole with two
    // workers or three. Standard: a solve long enough for a dozen reports on any machine.
    for (const workers of [2, 3]) {
      const seen: number[] = [];
      const start = performance.now();
      await host({ workers }).getTable(makeRules('standard'), { onProgress: (f) => seen.push(f) });
      const reports = seen.filter((f) => f < 1).length;
      expect(reports).toBeGreaterThan(10);
      // No more than each worker's one report per interval (and one at its start).
      expect(reports).toBeLessThanOrEqual(workers * ((performance.now() - start) / PROGRESS_EVERY_MS + 1));
      for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
      expect(seen.every((f) => f > 0 && f <= 1)).toBe(true);
      expect(seen.at(-1)).toBe(1);
    }
  });

  it('keeps solved tables in memory and shares one job between concurrent requests', async () => {
    const h = host();
    const [a, b] = await Promise.all([h.getTable(classic), h.getTable(classic)]);
    expect(a.table).toBe(b.table);
    const again = await h.getTable(classic);
    expect(again.cached).toBe(true);
    expect(again.table).toBe(a.table);
    const fresh = await h.getTable(classic, { noCache: true });
    expect(fresh.cached).toBe(false);
    expect(fresh.table).not.toBe(a.table);
    expect(sameBits(fresh.table.values, a.table.values)).toBe(true);
  });

  it('cancelling rejects with SolveCancelled, writes no cache file, and leaves the host usable', async () => {
    const dir = await dataDir();
    const h = host({ dataDir: dir, workers: 2 });
    const controller = new AbortController();
    let progressed = false;
    const solving = h.getTable(makeRules('yatzy'), {
      signal: controller.signal,
      onProgress: () => {
        if (!progressed) controller.abort();
        progressed = true;
      },
    });
    await expect(solving).rejects.toBeInstanceOf(SolveCancelled);
    await expect(solving).rejects.toThrow('solve cancelled');
    const { table, cached } = await h.getTable(classic);
    expect(cached).toBe(false);
    expect(sameBits(table.values, reference.values)).toBe(true);
    const files = await readdir(path.join(dir, 'solver'));
    expect(files.filter((f) => f.startsWith('yatzy'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('terminates workers that do not stop in time, and replaces them for the next solve', async () => {
    // The first two workers never answer (nor look at the cancel flag); later ones are real.
    const dir = await dataDir();
    const script = path.join(dir, 'stubborn-twice.mjs');
    const marker = (i: number): string => JSON.stringify(path.join(dir, `stubborn-${i}`));
    await writeFile(
      script,
      `import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
let stubborn = false;
for (const m of [${marker(0)}, ${marker(1)}]) {
  try { writeFileSync(m, 'x', { flag: 'wx' }); stubborn = true; break; } catch {}
}
if (stubborn) parentPort.on('message', () => { for (;;) {} });
else await import(${JSON.stringify(pathToFileURL(BUNDLES.solverWorker).href)});
`,
    );
    const h = host({ workerPath: script, workers: 2, cancelGraceMs: 50 });
    const controller = new AbortController();
    const solving = h.getTable(classic, { signal: controller.signal });
    // Abort once both stubborn workers are up (and so will never answer).
    const up = (i: number): Promise<boolean> =>
      access(path.join(dir, `stubborn-${i}`)).then(
        () => true,
        () => false,
      );
    while (!((await up(0)) && (await up(1)))) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    await expect(solving).rejects.toBeInstanceOf(SolveCancelled);
    // The next solve waits for the cancelled one to wind down; it can only finish on new workers.
    const { table } = await h.getTable(classic);
    expect(sameBits(table.values, reference.values)).toBe(true);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(host().getTable(classic, { signal: controller.signal })).rejects.toBeInstanceOf(
      SolveCancelled,
    );
  });

  it('one waiter aborting does not cancel the job another waits for', async () => {
    const h = host();
    const controller = new AbortController();
    const rules = makeRules('standard', { secondYacht: false });
    const first = h.getTable(rules, { signal: controller.signal });
    const second = h.getTable(rules);
    controller.abort();
    await expect(first).rejects.toBeInstanceOf(SolveCancelled);
    expect(Math.abs(expectedScore((await second).table) - 245.8707745)).toBeLessThan(1e-6);
  });

  it('a worker that dies rejects the pending solve, and is replaced for the next one', async () => {
    const dir = await dataDir();
    const marker = path.join(dir, 'crashed');
    const script = path.join(dir, 'crash-once.mjs');
    await writeFile(
      script,
      `import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
let crash = false;
try { writeFileSync(${JSON.stringify(marker)}, 'x', { flag: 'wx' }); crash = true; } catch {}
if (crash) parentPort.once('message', () => process.exit(3));
else await import(${JSON.stringify(pathToFileURL(BUNDLES.solverWorker).href)});
`,
    );
    const h = host({ workerPath: script, workers: 2 });
    await expect(h.getTable(classic)).rejects.toSatisfy(
      (e) => e instanceof SolverWorkerDied && /exited \(code 3\)/.test(e.message),
    );
    const { table } = await h.getTable(classic);
    expect(sameBits(table.values, reference.values)).toBe(true);
  });

  it('starts its workers when asked, before any solve, and the solve uses them', async () => {
    const dir = await dataDir();
    const started = path.join(dir, 'started');
    const script = path.join(dir, 'counted.mjs');
    await writeFile(
      script,
      `import { appendFileSync } from 'node:fs';
appendFileSync(${JSON.stringify(started)}, 'x');
await import(${JSON.stringify(pathToFileURL(BUNDLES.solverWorker).href)});
`,
    );
    const starts = async (): Promise<number> => (await readFile(started, 'utf8').catch(() => '')).length;
    const h = host({ workerPath: script, workers: 2 });
    h.startWorkers();
    const deadline = Date.now() + 30_000;
    while ((await starts()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await starts()).toBe(2);
    const { table } = await h.getTable(classic);
    expect(sameBits(table.values, reference.values)).toBe(true);
    expect(await starts()).toBe(2);
  });

  it('finds the bundled workers next to the bundle, or says how to build them', () => {
    expect(findWorkerScript('solver-worker', pathToFileURL(BUNDLES.cli).href)).toBe(BUNDLES.solverWorker);
    expect(
      findWorkerScript('analysis-worker', pathToFileURL(path.join(DIST, 'bench', 'solver.js')).href),
    ).toBe(BUNDLES.analysisWorker);
    expect(() => findWorkerScript('solver-worker', pathToFileURL('/nonexistent/dir/x.js').href)).toThrow(
      /the solver-worker is not built .*npm run build:node/,
    );
  });

  it('keeps the solve worker to solving: it loads no zod, and refuses an analysis by name', async () => {
    // Every solve waits for its slowest worker to start; zod alone took 120-140 ms of that (docs/solver.md).
    const zodIn = (entry: string): boolean =>
      bundleFiles(entry).some((file) =>
        readFileSync(path.join(PROJECT_ROOT, file), 'utf8').includes('ZodError'),
      );
    expect(zodIn(BUNDLES.solverWorker)).toBe(false);
    expect(zodIn(BUNDLES.analysisWorker)).toBe(true);
    // Where zod is bundled, its English messages only ("erwartet" is German's "expected"): the other 63 locales
    // were 590 kB for every process to read.
    const germanIn = (entry: string): boolean =>
      bundleFiles(entry).some((file) =>
        readFileSync(path.join(PROJECT_ROOT, file), 'utf8').includes('erwartet'),
      );
    for (const entry of [BUNDLES.cli, BUNDLES.server, BUNDLES.analysisWorker]) {
      expect(zodIn(entry), entry).toBe(true);
      expect(germanIn(entry), entry).toBe(false);
    }
    const client = new WorkerClient(BUNDLES.solverWorker);
    try {
      expect((await client.call({ type: 'ping' })).threadId).toBeGreaterThan(0);
      const rules = makeRules('standard');
      // Made ready for a solve while the host builds its own layout.
      expect(await client.call({ type: 'prepare', rules, fingerprint: rulesFingerprint(rules) })).toBeNull();
      // Or with the host's layout, which must be of the same rules.
      const yatzy = makeRules('yatzy');
      const given = { type: 'prepare', rules: yatzy, fingerprint: rulesFingerprint(yatzy) } as const;
      await expect(client.call({ ...given, layout: createLayout(classic) })).rejects.toThrow(
        'the layout given has 12 boxes, the rules 15',
      );
      expect(await client.call({ ...given, layout: createLayout(yatzy) })).toBeNull();
      const call = client.call({
        type: 'replay',
        events: [],
        table: { id: 1, rules, fingerprint: 'x', values: new SharedArrayBuffer(8), bonusChance: null },
      });
      await expect(call).rejects.toThrow('solver-worker.cjs does not answer "replay"');
    } finally {
      await client.terminate();
    }
  });

  it('solve workers go from layer to layer by themselves: a solve ends while this thread takes no message', async () => {
    // The host's thread also serves the page: a busy moment there must not hold the workers between layers.
    const layout = createLayout(classic);
    const values = new SharedArrayBuffer(layout.size * Float64Array.BYTES_PER_ELEMENT);
    const control = new SharedArrayBuffer(solveControlSlots(layout.boxCount) * Int32Array.BYTES_PER_ELEMENT);
    const clients = [new WorkerClient(BUNDLES.solverWorker), new WorkerClient(BUNDLES.solverWorker)];
    try {
      await Promise.all(clients.map((c) => c.call({ type: 'ping' })));
      const fingerprint = rulesFingerprint(classic);
      const call = { type: 'solve-layers', rules: classic, fingerprint, values, control } as const;
      const solving = clients.map((c) => c.call({ ...call, chunks: 32 }));
      // Blocked here (Atomics.wait) until every layer is through, or a minute has gone by.
      const flags = new Int32Array(control);
      const deadline = Date.now() + 60_000;
      while (layersThrough(flags) < layout.boxCount && Date.now() < deadline) {
        Atomics.wait(flags, CONTROL_SOLVE_STATE, Atomics.load(flags, CONTROL_SOLVE_STATE), 100);
      }
      expect(layersThrough(flags)).toBe(layout.boxCount);
      const results = await Promise.all(solving);
      expect(results.reduce((n, r) => n + r.chunks, 0)).toBe(32 * layout.boxCount);
      expect(sameBits(new Float64Array(values), reference.values)).toBe(true);
      // A worker that comes once every layer is through has nothing left to do.
      const late = await clients[0]!.call({ ...call, chunks: 32 });
      expect(late).toMatchObject({ joinedAt: layout.boxCount, chunks: 0 });
      expect(sameBits(new Float64Array(values), reference.values)).toBe(true);
    } finally {
      await Promise.all(clients.map((c) => c.terminate()));
    }
  });

  it('a worker that comes late joins the solve at the layer open then, and the table is the same', async () => {
    const layout = createLayout(classic);
    const layers = layout.boxCount;
    const chunks = 24;
    const values = new SharedArrayBuffer(layout.size * Float64Array.BYTES_PER_ELEMENT);
    const control = new SharedArrayBuffer(solveControlSlots(layers) * Int32Array.BYTES_PER_ELEMENT);
    const flags = new Int32Array(control);
    const [first, late] = [new WorkerClient(BUNDLES.solverWorker), new WorkerClient(BUNDLES.solverWorker)];
    const joined = (): number => (Atomics.load(flags, CONTROL_SOLVE_STATE) >>> 8) & 0xff;
    /** Blocks (Atomics.wait, so the workers never wait for this thread's messages) until `done`, or fails. */
    const until = (done: () => boolean, what: string): void => {
      const deadline = Date.now() + 60_000;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        Atomics.wait(flags, CONTROL_SOLVE_STATE, Atomics.load(flags, CONTROL_SOLVE_STATE), 1);
      }
    };
    try {
      await Promise.all([first, late].map((c) => c.call({ type: 'ping' })));
      const call = {
        type: 'solve-layers',
        rules: classic,
        fingerprint: rulesFingerprint(classic),
        values,
        control,
        chunks,
      } as const;
      // This thread joins too, solving nothing: no layer closes before it arrives, so it decides where the
      // late worker comes in.
      expect(joinSolve(flags, layers)).toBe(0);
      const calls = [first.call(call)];
      for (let i = 0; i < layers; i++) {
        if (i === 4) {
          calls.push(late.call(call));
          until(() => joined() === 3, 'the late worker to join');
        }
        until(() => Atomics.load(flags, CONTROL_LAYER_CHUNKS + i) >= chunks, `the chunks of layer ${i}`);
        if (!arriveAtLayerEnd(flags, i)) awaitLayerEnd(flags, i, () => new Error('cancelled'));
      }
      const [a, b] = await Promise.all(calls);
      expect(a).toMatchObject({ joinedAt: 0, layers });
      expect(b).toMatchObject({ joinedAt: 4, layers });
      expect(a!.chunks + b!.chunks).toBe(chunks * layers);
      expect(sameBits(new Float64Array(values), reference.values)).toBe(true);
    } finally {
      await Promise.all([first, late].map((c) => c.terminate()));
    }
  });

  it('the calling thread solves as one of the threads where asked (the command line): with one, no worker starts', async () => {
    // No solve worker can start from this path: the solve must not need one.
    const alone = host({ workers: 1, solveHere: true, workerPath: '/nonexistent/solver-worker.js' });
    const progress: number[] = [];
    const { table } = await alone.getTable(classic, { onProgress: (f) => progress.push(f) });
    expect(sameBits(table.values, reference.values)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => i === 0 || f >= progress[i - 1]!)).toBe(true);
    expect(progress.filter((f) => f > 0 && f < 1).length).toBeGreaterThan(5);
    const withOne = await host({ workers: 2, solveHere: true }).getTable(classic);
    expect(sameBits(withOne.table.values, reference.values)).toBe(true);
  });

  it('dispose stops the host', async () => {
    const h = host();
    await h.getTable(classic);
    await h.dispose();
    await expect(h.getTable(classic)).rejects.toThrow(/disposed/);
  });
});

describe('SolverHost.analyze', () => {
  it('matches the oracle for classic positions (ev = future + points now)', async () => {
    const h = host({ dataDir: await dataDir() });
    const positions = oracle.filter((p) => p.rules.variant === 'classic');
    let analysed = 0;
    for (const p of positions) {
      const position = { sheet: p.sheet, dice: p.dice, rollsLeft: p.rollsLeft };
      // The oracle's values do not depend on the points written; but a sheet no game can make (a nought in
      // choice) is refused, with the reason.
      const problem = sheetProblem(oracleRules(p.rules), p.sheet);
      if (problem !== null) {
        await expect(h.analyze(oracleRules(p.rules), position)).rejects.toThrow(problem);
        continue;
      }
      analysed++;
      const analysis = await h.analyze(oracleRules(p.rules), position);
      expect(analysis.options.length).toBe(p.options.length);
      const got = new Map(analysis.options.map((o) => [optionKey(o), o]));
      for (const o of p.options) {
        const mine = got.get(optionKey(o))!;
        expect(Math.abs(mine.future - o.future)).toBeLessThan(5e-7);
        expect(Math.abs(mine.ev - (o.future + analysis.current))).toBeLessThan(5e-7);
      }
      expect(analysis.options[0]!.loss).toBe(0);
    }
    expect(analysed).toBeGreaterThan(positions.length / 3);
  });

  it('rejects impossible positions with a PositionError before solving', async () => {
    const h = host();
    const rules = makeRules('classic');
    const bad: Position[] = [
      { sheet: {}, dice: [1, 2, 3], rollsLeft: 1 as const },
      { sheet: { twos: 3 }, dice: [1, 2, 3, 4, 5], rollsLeft: 1 as const },
      { sheet: {}, dice: [1, 2, 3, 4, 5], rollsLeft: 3 as unknown as 0 },
      {
        sheet: Object.fromEntries(rules.boxes.map((b) => [b.id, b.scoring.kind === 'chance' ? 5 : 0])),
        dice: [1, 1, 1, 1, 1],
        rollsLeft: 0 as const,
      },
    ];
    for (const position of bad)
      await expect(h.analyze(rules, position)).rejects.toBeInstanceOf(PositionError);
  });
});
