// Variants benchmark (the fourth part of `npm run bench`, `npm run bench:variants`; built to
// dist/bench/variants.js): per rule set, a cold solve of its table on 2 workers, then its exact score
// distribution (on the same 2 workers, the table in memory), then loading the cached distribution in a new host
// (from disk, the table's file not read). Targets (standard): the distribution <= 2x the cold solve measured
// in the same run; a cached distribution <= 50 ms to load. Medians (min–max) of --runs runs, CPU time of the
// process (all its threads, the workers' included) beside wall time.
// Options: --runs N (default 3), --variants standard,yatzy (default standard), --json, --strict (exit 1 when a
// target is missed), --wait-idle S (wait up to S seconds for an idle CPU before each run; default 30).

import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeRules, type Variant } from '../src/shared/rules';
import { SolverHost } from '../src/main/solver/host';
import { loadAverage, stats, statsText, waitForIdleCpu, type Stats } from './machine';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    variants: { type: 'string' },
    json: { type: 'boolean' },
    strict: { type: 'boolean' },
    'wait-idle': { type: 'string' },
  },
});
const runs = Number(args.runs ?? 3);
const variants = (args.variants ?? 'standard').split(',') as Variant[];
const waitIdleSeconds = Number(args['wait-idle'] ?? 30);
const LOAD_BUDGET_MS = 50;
/** The share of the CPU that must be idle before a run starts. */
const MIN_IDLE = 0.9;
const RATIO_BUDGET = 2;

interface Figures {
  readonly solve: Stats;
  readonly distribution: Stats;
  readonly distributionCpu: Stats;
  readonly load: Stats;
  readonly ratio: Stats;
}

async function timed<T>(job: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await job();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, value };
}

async function measure(variant: Variant): Promise<Figures> {
  const rules = makeRules(variant);
  const solve: number[] = [];
  const dist: number[] = [];
  const distCpu: number[] = [];
  const load: number[] = [];
  const ratio: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-variants-bench-'));
    try {
      await waitForIdleCpu(waitIdleSeconds, MIN_IDLE);
      const host = new SolverHost({ dataDir, workers: 2 });
      try {
        const solved = await timed(() => host.getTable(rules));
        // Workers started and their code compiled by the solve: the distribution's own time.
        const made = await timed(() => host.distribution(rules));
        if (made.value.cached) throw new Error('the distribution was cached in a fresh data directory');
        solve.push(solved.ms);
        dist.push(made.ms);
        distCpu.push(made.cpuMs);
        ratio.push(made.ms / solved.ms);
      } finally {
        await host.dispose();
      }
      for (let i = 0; i < 4; i++) {
        const reader = new SolverHost({ dataDir, workers: 2 });
        try {
          const loaded = await timed(() => reader.distribution(rules));
          if (!loaded.value.cached) throw new Error('the distribution was not read from the cache');
          load.push(loaded.ms);
        } finally {
          await reader.dispose();
        }
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return {
    solve: stats(solve),
    distribution: stats(dist),
    distributionCpu: stats(distCpu),
    load: stats(load),
    ratio: stats(ratio),
  };
}

async function main(): Promise<void> {
  const before = loadAverage();
  const lines = [
    `Variants benchmark (${runs} runs, 2 workers)`,
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}`,
  ];
  const all: Record<string, Figures> = {};
  let missed = false;
  for (const variant of variants) {
    const f = await measure(variant);
    all[variant] = f;
    const ratioMet = f.ratio.median <= RATIO_BUDGET;
    const loadMet = f.load.median <= LOAD_BUDGET_MS;
    if (variant === 'standard' && (!ratioMet || !loadMet)) missed = true;
    lines.push(
      `${variant}:`,
      `  cold solve (ms)          ${statsText(f.solve)}`,
      `  distribution (ms)        ${statsText(f.distribution)}   CPU ${statsText(f.distributionCpu)}`,
      `  distribution / solve     ${statsText(f.ratio, 2)}   target <= ${RATIO_BUDGET}: ${ratioMet ? 'met' : 'NOT met'}`,
      `  cached load (ms)         ${statsText(f.load)}   target <= ${LOAD_BUDGET_MS}: ${loadMet ? 'met' : 'NOT met'}`,
    );
  }
  lines.push(`Load average before / after: ${before} / ${loadAverage()}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (args.json) process.stdout.write(`${JSON.stringify(all)}\n`);
  if (args.strict && missed) process.exitCode = 1;
}

await main();
