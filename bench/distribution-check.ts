// The exact score distribution against Perfect games (`npm run bench:distribution-check`, built to
// dist/bench/distribution-check.js): plays --games Perfect games of a rule set on the simulation workers
// (default 1,000,000) and checks every number the distribution states against the games: the mean, P(bonus),
// P(yacht), and the chance of scoring at most each percentile's score and one below it, each inside the
// games' two-sided 99.9% interval (normal approximation: z = 3.29). Prints every comparison; exits 1 when one
// falls outside (with 21 checks at 99.9%, a false alarm comes about once in 50 runs).
// Options: --variant standard|classic|yatzy (default standard), --games N, --seed S, --workers N, --json.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeRules, type Variant } from '../src/shared/rules';
import { PERCENTILES, summarize } from '../src/shared/solver';
import { SolverHost } from '../src/main/solver/host';
import { runGames } from '../src/main/sim/pool';

const { values: args } = parseArgs({
  options: {
    variant: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    workers: { type: 'string' },
    json: { type: 'boolean' },
  },
});
const variant = (args.variant ?? 'standard') as Variant;
const games = Number(args.games ?? 1_000_000);
const workers = Number(args.workers ?? 2);
const Z = 3.29;

interface Check {
  readonly what: string;
  readonly exact: number;
  readonly observed: number;
  readonly halfWidth: number;
  readonly inside: boolean;
}

function check(what: string, exact: number, observed: number, halfWidth: number): Check {
  return { what, exact, observed, halfWidth, inside: Math.abs(observed - exact) <= halfWidth };
}

async function main(): Promise<void> {
  const rules = makeRules(variant);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-distribution-check-'));
  const host = new SolverHost({ dataDir, workers });
  try {
    const { table } = await host.getTable(rules);
    const { distribution: dist } = await host.distribution(rules);
    const summary = summarize(dist);
    const start = performance.now();
    const results = await runGames(
      {
        kind: 'solo',
        variant,
        options: rules.options,
        seats: ['perfect'],
        seed: args.seed ?? 'distribution-check',
        // Through the engine: a check of the distribution's moves must not lean on the solver's own.
        viaEngine: true,
      },
      { table },
      games,
      { workers },
    );
    const seconds = (performance.now() - start) / 1000;
    const n = results.totals.length;
    let sum = 0;
    let bonus = 0;
    let yacht = 0;
    for (let i = 0; i < n; i++) {
      sum += results.totals[i]!;
      bonus += results.bonus[i]!;
      yacht += results.yacht[i]!;
    }
    const atMostExact = (s: number): number => {
      let p = 0;
      for (let i = 0; i <= s - dist.min && i < dist.probability.length; i++) p += dist.probability[i]!;
      return p;
    };
    const atMostObserved = (s: number): number => {
      let c = 0;
      for (let i = 0; i < n; i++) if (results.totals[i]! <= s) c++;
      return c / n;
    };
    const share = (p: number): number => Z * Math.sqrt((p * (1 - p)) / n);
    const checks: Check[] = [
      check('mean', summary.expected, sum / n, (Z * summary.sd) / Math.sqrt(n)),
      check('P(bonus)', dist.bonusRate, bonus / n, share(dist.bonusRate)),
      check('P(yacht)', dist.yachtRate, yacht / n, share(dist.yachtRate)),
    ];
    for (const q of PERCENTILES) {
      const s = summary.percentiles[q];
      for (const score of [s - 1, s]) {
        const exact = atMostExact(score);
        checks.push(
          check(
            `P(score <= ${score}) (percentile ${q}${score < s ? ' - 1' : ''})`,
            exact,
            atMostObserved(score),
            share(exact),
          ),
        );
      }
    }
    const lines = [
      `${games.toLocaleString('en-US')} Perfect games of ${variant} in ${seconds.toFixed(1)} s (${Math.round(games / seconds)} a second, ${workers} workers)`,
      ...checks.map(
        (c) =>
          `${c.inside ? 'inside ' : 'OUTSIDE'}  ${c.what.padEnd(38)} exact ${c.exact.toFixed(6)}  games ${c.observed.toFixed(6)}  ±${c.halfWidth.toFixed(6)}`,
      ),
      `${checks.filter((c) => c.inside).length} of ${checks.length} inside their 99.9% intervals`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (args.json) process.stdout.write(`${JSON.stringify({ variant, games, seconds, checks })}\n`);
    if (checks.some((c) => !c.inside)) process.exitCode = 1;
  } finally {
    await host.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
