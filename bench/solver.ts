// Solver benchmark (`npm run bench:solver`, built to dist/bench/solver.js): cold solves with 1 and 2 workers,
// loading a cached table, turn-analysis latency over random positions, table size on disk and peak memory.
// Options: --runs N (default 5; loads get 4N), --positions N (default 2000), --variants standard,yatzy, --workers 1,2,
// --quick (1 run, 500 positions, standard only), --json (also print the figures as one JSON line),
// --wait-idle S (before each cold solve wait up to S seconds for an idle CPU; default 30, 0 = off).
// Every table goes to a temporary data directory, removed at the end.

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  scoreChoices,
  makeRules,
  rulesFingerprint,
  type RuleSet,
  type Sheet,
  type Variant,
} from '../src/shared/rules';
import { analyzeTurn, expectedScore, type Position, type ValueTable } from '../src/shared/solver';
import { SolverHost } from '../src/main/solver/host';
import { readCachedTable, tableCachePath, writeCachedTable } from '../src/main/solver/table-cache';
import { loadAverage, percentile, stats, statsText, waitForIdleCpu, type Stats } from './machine';

const PUBLISHED: Partial<Record<Variant, number>> = {
  standard: 254.5877287,
  yatzy: 248.4399894,
  classic: 166.9550677,
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    positions: { type: 'string' },
    variants: { type: 'string' },
    workers: { type: 'string' },
    quick: { type: 'boolean' },
    'wait-idle': { type: 'string' },
    json: { type: 'boolean' },
  },
});
const quick = args.quick === true;
const runs = Number(args.runs ?? (quick ? 1 : 5));
const positionCount = Number(args.positions ?? (quick ? 500 : 2000));
const variants = (args.variants ?? (quick ? 'standard' : 'standard,yatzy')).split(',') as Variant[];
const workerCounts = (args.workers ?? '1,2').split(',').map(Number);
/** Before each cold solve, wait up to this many seconds for an idle CPU (Linux; 0 = never wait). */
const waitIdleSeconds = Number(args['wait-idle'] ?? 30);
/** Loading is quick: more samples for its median. */
const loadRuns = runs * 4;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A position from random play: a random number of turns scored in random legal boxes, then fresh dice. */
function randomPosition(rules: RuleSet, random: () => number): Position {
  const die = (): number => 1 + Math.floor(random() * 6);
  const roll = (): number[] => [die(), die(), die(), die(), die()];
  const sheet: Record<string, number> = {};
  let extraYachts = 0;
  const turns = Math.floor(random() * rules.boxes.length);
  for (let t = 0; t < turns; t++) {
    const choices = scoreChoices(rules, sheet, roll());
    const choice = choices.boxes[Math.floor(random() * choices.boxes.length)]!;
    sheet[choice.box] = choice.points;
    if (choices.extraYacht > 0) extraYachts++;
  }
  return {
    sheet: sheet as Sheet,
    extraYachts,
    dice: roll(),
    rollsLeft: Math.floor(random() * 3) as 0 | 1 | 2,
  };
}

let busyRuns = 0;
let coldRuns = 0;

/** Cold solves wait for at least this idle share: the gap between 1 and 2 workers is small. */
const MIN_IDLE = 0.9;

const rssMb = (): number => process.resourceUsage().maxRSS / 1024;
const fmt = (x: number, digits = 2): string => x.toFixed(digits);
const fmtStats = (s: Stats, digits = 2): string => statsText(s, digits);

interface VariantFigures {
  variant: Variant;
  states: number;
  expected: number;
  coldSolve: Record<number, Stats>;
  /** CPU seconds (user + system, every thread) of each cold solve: steadier than wall time on a busy machine. */
  coldSolveCpu: Record<number, Stats>;
  /** The table's bonus chance made afresh on the same workers right after, wall and CPU seconds. */
  bonusChance: Record<number, Stats>;
  bonusChanceCpu: Record<number, Stats>;
  cachedLoad: Stats;
  hostLoad: Stats;
  analysis: { p50: number; p99: number; max: number; positions: number };
  fileBytes: number;
  peakRssMb: number;
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function benchVariant(variant: Variant, dataDir: string): Promise<VariantFigures> {
  const rules = makeRules(variant);
  const fingerprint = rulesFingerprint(rules);
  const coldSolve: Record<number, Stats> = {};
  const coldSolveCpu: Record<number, Stats> = {};
  const cpuSeconds = new Map<number, number[]>(workerCounts.map((w) => [w, []]));
  const bonusSeconds = new Map<number, number[]>(workerCounts.map((w) => [w, []]));
  const bonusCpu = new Map<number, number[]>(workerCounts.map((w) => [w, []]));
  let table: ValueTable | null = null;
  // Runs alternate between the worker counts, so a change in machine load hits every count alike.
  const seconds = new Map<number, number[]>(workerCounts.map((w) => [w, []]));
  for (let r = 0; r < runs; r++) {
    for (const workers of workerCounts) {
      coldRuns++;
      if (!(await waitForIdleCpu(waitIdleSeconds, MIN_IDLE))) busyRuns++;
      const host = new SolverHost({ workers });
      try {
        const cpu = process.cpuUsage();
        const result = await host.getTable(rules, { noCache: true });
        const used = process.cpuUsage(cpu);
        seconds.get(workers)!.push(result.seconds);
        cpuSeconds.get(workers)!.push((used.user + used.system) / 1e6);
        table = result.table;
        const bonusStart = performance.now();
        const bonusCpuStart = process.cpuUsage();
        if (!(await host.bonusChance(result.table))) throw new Error('no bonus chance was made');
        const bonusUsed = process.cpuUsage(bonusCpuStart);
        bonusSeconds.get(workers)!.push((performance.now() - bonusStart) / 1000);
        bonusCpu.get(workers)!.push((bonusUsed.user + bonusUsed.system) / 1e6);
      } finally {
        await host.dispose();
      }
      log(
        `  ${variant}: cold solve, ${workers} worker(s), run ${r + 1}/${runs}: ${fmt(seconds.get(workers)!.at(-1)!)} s, ` +
          `then its bonus chance ${fmt(bonusSeconds.get(workers)!.at(-1)!)} s`,
      );
    }
  }
  for (const [workers, samples] of seconds) coldSolve[workers] = stats(samples);
  for (const [workers, samples] of cpuSeconds) coldSolveCpu[workers] = stats(samples);
  const bonusChance = Object.fromEntries([...bonusSeconds].map(([w, samples]) => [w, stats(samples)]));
  const bonusChanceCpu = Object.fromEntries([...bonusCpu].map(([w, samples]) => [w, stats(samples)]));
  if (!table) throw new Error('no solve ran');
  const expected = expectedScore(table);
  const published = PUBLISHED[variant];
  if (published !== undefined && Math.abs(expected - published) > 1e-6) {
    throw new Error(`${variant}: expected score ${expected}, published ${published}`);
  }

  await writeCachedTable(dataDir, fingerprint, table.values);
  const fileBytes = (await stat(tableCachePath(dataDir, fingerprint))).size;
  const loads: number[] = [];
  const hostLoads: number[] = [];
  for (let r = 0; r < loadRuns; r++) {
    const start = performance.now();
    const read = await readCachedTable(dataDir, { fingerprint, size: table.layout.size });
    loads.push(performance.now() - start);
    if (read.status !== 'hit') throw new Error(`cached table not readable: ${read.status}`);
    const host = new SolverHost({ dataDir });
    const loaded = await host.getTable(rules);
    hostLoads.push(loaded.seconds * 1000);
    if (!loaded.cached) throw new Error('the host solved instead of loading the cache');
    await host.dispose();
  }

  const random = mulberry32(0x5eed + variant.length);
  const positions = Array.from({ length: positionCount }, () => randomPosition(rules, random));
  for (const p of positions.slice(0, 200)) analyzeTurn(table, p); // warm-up, not timed
  const latencies = positions.map((p) => {
    const start = performance.now();
    analyzeTurn(table, p);
    return performance.now() - start;
  });
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    variant,
    states: table.layout.size,
    expected,
    coldSolve,
    coldSolveCpu,
    bonusChance,
    bonusChanceCpu,
    cachedLoad: stats(loads),
    hostLoad: stats(hostLoads),
    analysis: {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: Math.max(...latencies),
      positions: latencies.length,
    },
    fileBytes,
    peakRssMb: rssMb(),
  };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-bench-'));
  const figures: VariantFigures[] = [];
  try {
    log(
      `yacht solver benchmark: ${runs} run(s), ${positionCount} positions, variants ${variants.join(', ')}`,
    );
    for (const variant of variants) figures.push(await benchVariant(variant, dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `Machine: ${cpu}, ${availableParallelism()} cores, ${fmt(totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}`,
    `Load average before / after: ${loadBefore} / ${loadAverage()}`,
    waitIdleSeconds > 0
      ? `Cold solves started on an idle CPU (>= ${Math.round(MIN_IDLE * 100)}% idle for 0.5 s, waiting up to ${waitIdleSeconds} s): ` +
        `${coldRuns - busyRuns} of ${coldRuns}`
      : 'Cold solves started without waiting for an idle CPU',
    `Medians of ${runs} run(s) (loads: ${loadRuns}), (min–max) in brackets.`,
    '',
  ];
  const rows: string[][] = [];
  for (const f of figures) {
    for (const w of workerCounts) {
      rows.push([
        `${f.variant}: cold solve, ${w} worker${w === 1 ? '' : 's'} (s)`,
        fmtStats(f.coldSolve[w]!),
      ]);
    }
    for (const w of workerCounts) {
      rows.push([
        `${f.variant}: CPU time of that solve, ${w} worker${w === 1 ? '' : 's'} (s)`,
        fmtStats(f.coldSolveCpu[w]!),
      ]);
    }
    for (const w of workerCounts) {
      rows.push([
        `${f.variant}: bonus chance table, ${w} worker${w === 1 ? '' : 's'} (s)`,
        fmtStats(f.bonusChance[w]!),
      ]);
    }
    for (const w of workerCounts) {
      rows.push([
        `${f.variant}: CPU time of that bonus chance, ${w} worker${w === 1 ? '' : 's'} (s)`,
        fmtStats(f.bonusChanceCpu[w]!),
      ]);
    }
    rows.push([`${f.variant}: cached table read + verify (ms)`, fmtStats(f.cachedLoad, 1)]);
    rows.push([`${f.variant}: new host, table from cache (ms)`, fmtStats(f.hostLoad, 1)]);
    rows.push([
      `${f.variant}: turn analysis p50 / p99 / max (ms), ${f.analysis.positions} positions`,
      `${fmt(f.analysis.p50, 3)} / ${fmt(f.analysis.p99, 3)} / ${fmt(f.analysis.max, 3)}`,
    ]);
    rows.push([`${f.variant}: table on disk (${f.states} values)`, `${fmt(f.fileBytes / 2 ** 20)} MiB`]);
    rows.push([`${f.variant}: expected score`, f.expected.toFixed(7)]);
    rows.push([`peak RSS after ${f.variant} (MiB)`, fmt(f.peakRssMb, 0)]);
  }
  lines.push(...table(['measure', 'value'], rows));
  process.stdout.write(`${lines.join('\n')}\n`);
  if (args.json) process.stdout.write(`${JSON.stringify({ runs, figures })}\n`);
}

await main();
