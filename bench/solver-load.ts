// The solver under a busy caller, bigger than the suite's test (built to dist/bench/solver-load.js; `npm run
// bench:load`): tests/support/solver-load.ts's load (early requests for rule sets of one's own, distributions
// asked twice, replays of long practice games, in bursts, while a person's game asks for a hint every 50 ms) on a
// fresh server, --runs times; then the memory one distribution takes: a fresh server, a rule set of one's own
// solved, its distribution with the server's memory sampled every 10 ms, and the memory a few seconds after.
//
// Options: --runs N (default 3), --requests N (default 5,000), --distributions N (default 8), --replays N
// (default 20), --json (one JSON line too).

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CustomRules } from '../src/shared/rules';
import { customFrom, makeRules } from '../src/shared/rules';
import { callApi, startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { CI_LOAD, runSolverLoad, type SolverLoadReport } from '../tests/support/solver-load';
import { loadAverage } from './machine';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '5000' },
    distributions: { type: 'string', default: '8' },
    replays: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false },
  },
});

const mib = (n: number): string => `${n.toFixed(0)} MiB`;
const ms = (n: number): string => `${n.toFixed(1)} ms`;

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function withServer<T>(run: (server: ServerProcess, dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-bench-load-'));
  const server = await startServerProcess({ dataDir });
  try {
    return await run(server, dataDir);
  } finally {
    await server.kill9();
    await rm(dataDir, { recursive: true, force: true });
  }
}

interface DistributionMemory {
  readonly rules: string;
  readonly before: number;
  readonly peak: number;
  readonly after: number;
  readonly seconds: number;
}

/** The memory one distribution takes, its table solved first. */
async function distributionMemory(name: string, custom: CustomRules): Promise<DistributionMemory> {
  return withServer(async ({ url, child }) => {
    const pid = child.pid!;
    const choice = { variant: custom.base, custom };
    await callApi(url, 'analyzePosition', { ...choice, sheet: {}, dice: [1, 2, 3, 4, 5], rollsLeft: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await rssOf(pid);
    let peak = before;
    let running = true;
    const sampler = (async () => {
      while (running) {
        peak = Math.max(peak, await rssOf(pid));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const start = performance.now();
    await callApi(url, 'variantDistribution', choice);
    const seconds = (performance.now() - start) / 1000;
    running = false;
    await sampler;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { rules: name, before, peak, after: await rssOf(pid), seconds };
  });
}

async function main(): Promise<void> {
  const options = {
    ...CI_LOAD,
    requests: Number(values.requests),
    distributions: Number(values.distributions),
    replays: Number(values.replays),
  };
  console.log(
    `Solver under load: ${options.requests} early requests, ${options.distributions} distributions (each asked ` +
      `twice, the standard one's each time), ${options.replays} replays, ${options.rounds} bursts; load ${loadAverage()}`,
  );
  const reports: SolverLoadReport[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const report = await withServer((server, dataDir) => runSolverLoad(server, dataDir, options));
    reports.push(report);
    console.log(
      `  run ${run + 1}: hint p95 ${ms(report.idle.p95)} between bursts, ${ms(report.loaded.p95)} in them ` +
        `(ratio ${(report.loaded.p95 / report.idle.p95).toFixed(2)}, max ${ms(report.loaded.max)}); memory ` +
        `${mib(report.memory.before)} before, peak ${mib(report.memory.peak)}, high-water ${mib(report.memory.highWater)}; ` +
        `disk cache ${mib(report.diskCache / 1048576)}; ${report.customKnown} rule sets of one's own known; ` +
        `answers ${JSON.stringify(report.answers)} (sent again: ${JSON.stringify(report.resent)}); ${report.seconds.toFixed(1)} s of bursts`,
    );
    for (const line of report.unexpected) console.log(`  the server logged: ${line}`);
  }
  const ratios = reports.map((r) => r.loaded.p95 / r.idle.p95).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  console.log(
    `Hint p95 in bursts / between them: median ${median.toFixed(2)} (${ratios[0]!.toFixed(2)}–` +
      `${ratios.at(-1)!.toFixed(2)}); bound 2: ${median <= 2 ? 'within' : 'OVER'}`,
  );
  const distributions = [
    await distributionMemory('standard, bonus 40 at 63', {
      ...customFrom(makeRules('standard'), 'Bench standard'),
      bonus: { threshold: 63, points: 40 },
    }),
    await distributionMemory('yatzy, bonus 60 at 63', {
      ...customFrom(makeRules('yatzy'), 'Bench yatzy'),
      bonus: { threshold: 63, points: 60 },
    }),
  ];
  console.log("One distribution (its table solved first): the server's memory before, its peak, 3 s after");
  for (const d of distributions) {
    console.log(
      `  ${d.rules}: ${mib(d.before)} → peak ${mib(d.peak)} (+${mib(d.peak - d.before)}) → ${mib(d.after)} ` +
        `after (${d.seconds.toFixed(2)} s)`,
    );
  }
  if (values.json) console.log(JSON.stringify({ reports, distributions }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
