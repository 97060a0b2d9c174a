// What Perfect (to win) wins against Perfect (`npm run bench:win-match`; built to dist/bench/win-match.js): the
// `yacht match` runs of docs/win.md, through match() as the command runs it (worker threads, one seed): one
// perfect-win among Perfects at 2, 3 and 6 seats, playing to win in its last K turns for several K, with
// shared luck (the command's default) and with each seat's own dice (as at a real table: the figure that counts). Prints each seat 0's win share (a first
// place shared by k seats is 1/k of a win) with its Wilson and normal 95% intervals, the fair share 1/seats,
// and the wall time of each run.
// Sizes: --size small (default: a few games a run, a minute or so, to check it runs) or --size issue (the
// figures' sizes: some hours of CPU); YACHT_WIN_MATCH_SIZE sets the default. --games N plays N
// games in every run instead; --only NAME,... picks runs; --workers W (default 2); --seed S (default win35).

import { parseArgs } from 'node:util';
import { makeRules } from '../src/shared/rules';
import type { BotLevel } from '../src/shared/game';
import { solveRules } from '../src/shared/solver';
import { match } from '../src/main/sim/simulate';
import { findWorkerScript } from '../src/main/worker-script';
import { loadAverage } from './machine';

interface Run {
  readonly name: string;
  readonly seats: number;
  /** Turns played to win (undefined: every turn). */
  readonly turns?: number;
  readonly luck: 'shared' | 'own';
  /** Games at --size issue and small. */
  readonly issue: number;
  readonly small: number;
}

/** A run at two seats with the last K turns played to win. */
const twoSeats = (turns: number, luck: 'shared' | 'own', issue: number): Run => ({
  name: `2 seats K=${turns} ${luck} luck`,
  seats: 2,
  turns,
  luck,
  issue,
  small: 20,
});

// The sizes of docs/bots.md's figures (there played in chunks with one seed each; here one seed a run).
const RUNS: readonly Run[] = [
  ...[1, 2, 3, 4, 6].map((k) => twoSeats(k, 'shared', 1000)),
  { name: '2 seats every turn shared luck', seats: 2, luck: 'shared', issue: 40, small: 2 },
  { name: '3 seats K=6 shared luck', seats: 3, turns: 6, luck: 'shared', issue: 300, small: 6 },
  twoSeats(1, 'own', 20_000),
  twoSeats(2, 'own', 10_000),
  twoSeats(3, 'own', 5000),
  twoSeats(4, 'own', 10_000),
  twoSeats(6, 'own', 1000),
  { name: '3 seats K=4 own luck', seats: 3, turns: 4, luck: 'own', issue: 3000, small: 6 },
  { name: '6 seats K=4 own luck', seats: 6, turns: 4, luck: 'own', issue: 1500, small: 4 },
];

const { values: args } = parseArgs({
  options: {
    size: { type: 'string' },
    games: { type: 'string' },
    only: { type: 'string' },
    workers: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
  },
});
const size = args.size ?? process.env['YACHT_WIN_MATCH_SIZE'] ?? 'small';
if (size !== 'small' && size !== 'issue') throw new Error(`--size is small or issue, not ${size}`);
const fixedGames = args.games === undefined ? null : Number(args.games);
if (fixedGames !== null && !(Number.isInteger(fixedGames) && fixedGames >= 1))
  throw new Error(`--games takes a whole number from 1, not ${args.games}`);
const workers = Number(args.workers ?? 2);
if (!Number.isInteger(workers) || workers < 1)
  throw new Error(`--workers takes a count, not ${args.workers}`);
const seed = args.seed ?? 'win35';
const only = args.only?.split(',').map((s) => s.trim());
const runs = RUNS.filter((r) => !only || only.includes(r.name));
if (runs.length === 0) throw new Error(`--only names none of: ${RUNS.map((r) => r.name).join('; ')}`);

const rules = makeRules('standard');
const table = solveRules(rules);
const workerPath = findWorkerScript('sim-worker', import.meta.url);
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
console.log(
  `perfect-win in seat 0 against Perfect, standard, seed ${JSON.stringify(seed)}, ${workers} workers`,
);
console.log(`load average before ${loadAverage()}`);
const results: unknown[] = [];
for (const run of runs) {
  const games = fixedGames ?? run[size];
  const seats: BotLevel[] = ['perfect-win', ...Array<BotLevel>(run.seats - 1).fill('perfect')];
  const start = performance.now();
  const result = await match(seats, {
    rules,
    games,
    seed,
    workers,
    resources: { table },
    workerPath,
    luck: run.luck,
    ...(run.turns === undefined ? {} : { win: { turns: run.turns } }),
  });
  const seconds = (performance.now() - start) / 1000;
  const own = result.seats[0]!;
  const [lo, hi] = own.winShareCi95;
  const [nlo, nhi] = own.winShareNormalCi95;
  console.log(
    `${run.name}: ${games} games, win share ${pct(own.winShare)} (Wilson 95% ${pct(lo)} to ${pct(hi)}; normal ${pct(nlo)} to ${pct(nhi)}), fair share ${pct(1 / run.seats)}, wins ${pct(own.winRate)}, draws ${pct(own.drawRate)}, mean ${own.mean.toFixed(2)} against ${result.seats[1]!.mean.toFixed(2)}; ${seconds.toFixed(0)} s`,
  );
  results.push({ ...run, games, seed, seconds, seat0: own });
}
console.log(`load average after ${loadAverage()}`);
if (args.json) console.log(JSON.stringify(results));
