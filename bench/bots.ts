// How fast the Perfect bot plays (`npm run bench:bots`; built to dist/bench/bots.js): `yacht simulate --bot
// perfect`'s own path (simulate() over the worker pool, worker start-up included) on standard, with 1 and 2
// workers, runs alternating between the counts, each started once the CPU has been 90% idle for half a second.
// Prints games a second as medians (min–max) of --runs runs, and the CPU time (every thread) beside the wall time.
// Options: --games N (default 20000), --runs R (default 5), --workers 1,2, --variant V, --wait-idle S, --json.

import { parseArgs } from 'node:util';
import { makeRules, type Variant } from '../src/shared/rules';
import { expectedScore, solveRules } from '../src/shared/solver';
import { simulate } from '../src/main/sim/simulate';
import { findWorkerScript } from '../src/main/worker-script';
import { loadAverage, stats, statsText, waitForIdleCpu, type Stats } from './machine';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string' },
    runs: { type: 'string' },
    workers: { type: 'string' },
    variant: { type: 'string' },
    'wait-idle': { type: 'string' },
    json: { type: 'boolean' },
  },
});
const games = Number(args.games ?? 20_000);
const runs = Number(args.runs ?? 5);
const workerCounts = (args.workers ?? '1,2').split(',').map(Number);
const variant = (args.variant ?? 'standard') as Variant;
const waitIdle = Number(args['wait-idle'] ?? 30);
if (!Number.isInteger(games) || games < 100)
  throw new Error(`--games takes a whole number from 100, not ${args.games}`);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs takes a whole number from 1, not ${args.runs}`);
if (workerCounts.some((w) => !Number.isInteger(w) || w < 1 || w > 16)) {
  throw new Error(`--workers takes counts from 1 to 16 separated by commas, not ${args.workers}`);
}

const rules = makeRules(variant);
const loadBefore = loadAverage();
const table = solveRules(rules);
const workerPath = findWorkerScript('sim-worker', import.meta.url);

interface Figures {
  readonly workers: number;
  readonly gamesPerSecond: Stats;
  readonly cpuSeconds: Stats;
  readonly wallSeconds: Stats;
  readonly mean: number;
}

const samples = new Map<number, { rate: number[]; cpu: number[]; wall: number[]; mean: number }>();
let busy = 0;
for (let run = 0; run < runs; run++) {
  for (const workers of workerCounts) {
    if (!(await waitForIdleCpu(waitIdle, 0.9))) busy++;
    const cpu = process.cpuUsage();
    const start = performance.now();
    const result = await simulate('perfect', {
      rules,
      games,
      seed: 'bench',
      workers,
      resources: { table },
      workerPath,
    });
    const wall = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    const kept = samples.get(workers) ?? { rate: [], cpu: [], wall: [], mean: result.mean };
    kept.rate.push(games / wall);
    kept.cpu.push((used.user + used.system) / 1e6);
    kept.wall.push(wall);
    samples.set(workers, kept);
  }
}

const figures: Figures[] = workerCounts.map((workers) => {
  const s = samples.get(workers)!;
  return {
    workers,
    gamesPerSecond: stats(s.rate),
    cpuSeconds: stats(s.cpu),
    wallSeconds: stats(s.wall),
    mean: s.mean,
  };
});

if (args.json) {
  console.log(
    JSON.stringify({ variant, games, runs, expected: expectedScore(table), figures, busy }, null, 2),
  );
} else {
  console.log(
    `Perfect bot, ${variant} (table's mean ${expectedScore(table).toFixed(4)}), ${games} games a run, ${runs} runs`,
  );
  console.log(
    `load average before ${loadBefore}, after ${loadAverage()}; runs started on a busy CPU: ${busy}`,
  );
  for (const f of figures) {
    console.log(
      `  ${f.workers} worker${f.workers === 1 ? ' ' : 's'}: ${statsText(f.gamesPerSecond, 0)} games/s · ` +
        `wall ${statsText(f.wallSeconds)} s · CPU ${statsText(f.cpuSeconds)} s · mean ${f.mean.toFixed(2)}`,
    );
  }
}
