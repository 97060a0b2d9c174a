// How long a win-chance analysis takes (`npm run bench:win`; built to dist/bench/win.js): positions from real
// Perfect games (fixed seed) at 2 and 6 seats; for each number of open boxes 13..1, the wall and CPU time of
// WinOutcomes.options (the question the bot, the coach and the replay ask) on the first decision of a turn
// (cold: the turn's solve) and on its later decisions (cached: read from that solve), as p50 / p95 (min–max)
// over the turns sampled, nearest-rank; the horizon the budget reached (turnsExact, exact or not); the time of
// finalDistributionFrom (every other seat's final total under Perfect) cold (an empty cache) and cached; and
// memory: RSS and heap before and after, and the kernels' WebAssembly memory (every instance made, counted by
// wrapping WebAssembly.Instance before the engine makes one). One thread: CPU ≈ wall unless the machine is busy.
// A turn's cold figure includes the others' final totals where the process's shared cache does not hold them
// (as the bot meets them); the separate finals columns time them alone, with a fresh cache and again.
// Options: --turns N (turns sampled per open-box count and table size, default 4), --seats 2,6, --variant V,
// --seed S, --budget STEPS (the engine's work budget, default its own), --json.

import { parseArgs } from 'node:util';
import { createBot, playBotGame, tieBreakRandom } from '../src/shared/bots';
import { matchGameSetup, seededRandom, type GameState, type Seat } from '../src/shared/game';
import { makeRules, type Sheet, type Variant } from '../src/shared/rules';
import { solveRules, type ValueTable } from '../src/shared/solver';
import {
  DEFAULT_BUDGET,
  FuturePointsCache,
  WinOutcomes,
  finalDistributionFrom,
  type SeatSheet,
} from '../src/shared/solver/win';
import type { Position } from '../src/shared/solver';
import { loadAverage, percentile } from './machine';

// Count the kernels' memories: wrap the constructor the kernels call (wasm-kernel.ts) before any is made. Weak
// references: an instance the engine has dropped is not kept alive by the count (once the job that made it has
// ended: the measuring loop yields to the event loop between turns, or every instance would stay).
const wasmInstances: WeakRef<WebAssembly.Instance>[] = [];
let instancesMade = 0;
const NativeInstance = WebAssembly.Instance;
WebAssembly.Instance = class extends NativeInstance {
  constructor(module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    super(module, imports);
    wasmInstances.push(new WeakRef(this));
    instancesMade++;
  }
};
/** Bytes of the kernels' memories still alive (not yet collected). */
function wasmBytes(): number {
  let bytes = 0;
  for (const ref of wasmInstances) {
    const memory = ref.deref()?.exports['memory'];
    if (memory instanceof WebAssembly.Memory) bytes += memory.buffer.byteLength;
  }
  return bytes;
}

const { values: args } = parseArgs({
  options: {
    turns: { type: 'string' },
    seats: { type: 'string' },
    variant: { type: 'string' },
    seed: { type: 'string' },
    budget: { type: 'string' },
    json: { type: 'boolean' },
  },
});
const turnsPerCount = Number(args.turns ?? 4);
const seatCounts = (args.seats ?? '2,6').split(',').map(Number);
const variant = (args.variant ?? 'standard') as Variant;
const seed = args.seed ?? 'win-bench';
const budget = Number(args.budget ?? DEFAULT_BUDGET);
if (!Number.isInteger(turnsPerCount) || turnsPerCount < 1)
  throw new Error(`--turns takes a whole number from 1, not ${args.turns}`);
if (seatCounts.some((n) => !Number.isInteger(n) || n < 2 || n > 6))
  throw new Error(`--seats takes table sizes from 2 to 6 separated by commas, not ${args.seats}`);
if (!(budget > 0)) throw new Error(`--budget takes a positive number of kernel steps, not ${args.budget}`);

/** One decision of a sampled turn: the seat's position and the others' sheets. */
interface Decision {
  readonly position: Position;
  readonly others: readonly SeatSheet[];
}

/** A seat's turn in a Perfect game: its decisions in order (the first after the turn's first roll). */
type Turn = readonly Decision[];

/** Turns of Perfect games at a table of `seats`, by the deciding seat's open boxes. */
function sampleTurns(table: ValueTable, seats: number, wanted: number): Map<number, Turn[]> {
  const rules = table.layout.rules;
  const byOpen = new Map<number, Turn[]>();
  const players: Seat[] = Array.from({ length: seats }, (_, i) => ({
    kind: 'bot',
    name: `Perfect ${i + 1}`,
    level: 'perfect',
  }));
  const bots = players.map(() => createBot('perfect', rules, { table }));
  const games = Math.ceil(wanted / seats);
  for (let g = 0; g < games; g++) {
    const gameSeed = `${seed}/${seats}/${g}`;
    let current: { key: string; decisions: Decision[] } | null = null;
    const note = (state: GameState): void => {
      const seat = state.turn.seat;
      const dice = state.turn.dice;
      if (dice === null) return;
      const sheet: Sheet = state.sheets[seat] ?? {};
      const open = rules.boxes.filter((b) => sheet[b.id] === undefined).length;
      const key = `${seat}/${open}`;
      if (current?.key !== key) {
        current = { key, decisions: [] };
        const list = byOpen.get(open) ?? [];
        list.push(current.decisions);
        byOpen.set(open, list);
      }
      const others = state.sheets
        .map((s, i) => ({ sheet: s, extraYachts: state.extraYachts[i] ?? 0 }))
        .filter((_, i) => i !== seat);
      const rollsLeft = Math.min(2, 3 - state.turn.rollsUsed) as 0 | 1 | 2;
      current.decisions.push({
        position: { sheet, extraYachts: state.extraYachts[seat] ?? 0, dice, rollsLeft },
        others,
      });
    };
    playBotGame({
      setup: matchGameSetup({ variant, seats: players }, g, '1970-01-01T00:00:00.000Z', null),
      bots,
      dice: seededRandom(gameSeed),
      tieBreaks: players.map((_, i) => tieBreakRandom(gameSeed, i)),
      onDecision: note,
    });
  }
  for (const [open, turns] of byOpen) byOpen.set(open, turns.slice(0, wanted));
  return byOpen;
}

/** Wall and CPU milliseconds of `run`. */
function timed<T>(run: () => T): { value: T; wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = run();
  const wall = performance.now() - t0;
  const used = process.cpuUsage(cpu0);
  return { value, wall, cpu: (used.user + used.system) / 1000 };
}

interface Spread {
  readonly p50: number;
  readonly p95: number;
  readonly min: number;
  readonly max: number;
  readonly n: number;
}

function spread(samples: readonly number[]): Spread {
  const s = [...samples].sort((a, b) => a - b);
  if (s.length === 0) return { p50: NaN, p95: NaN, min: NaN, max: NaN, n: 0 };
  return { p50: percentile(s, 50), p95: percentile(s, 95), min: s[0]!, max: s.at(-1)!, n: s.length };
}

interface Row {
  readonly seats: number;
  readonly open: number;
  readonly coldWall: Spread;
  readonly coldCpu: Spread;
  readonly cachedWall: Spread;
  readonly cachedCpu: Spread;
  /** Turns the budget solved exactly (min and max over the sampled turns) and how many were exact to the end. */
  readonly turnsExact: readonly [number, number];
  readonly exact: number;
  readonly turns: number;
  readonly distributionCold: Spread;
  readonly distributionColdCpu: Spread;
  readonly distributionCached: Spread;
}

/** One turn of the event loop: a WeakRef's target may be collected only after the job that made it ends. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function measure(table: ValueTable, seats: number): Promise<Row[]> {
  const byOpen = sampleTurns(table, seats, turnsPerCount);
  const rows: Row[] = [];
  const boxes = table.layout.rules.boxes.length;
  for (let open = boxes; open >= 1; open--) {
    const turns = byOpen.get(open) ?? [];
    const cold = { wall: [] as number[], cpu: [] as number[] };
    const cached = { wall: [] as number[], cpu: [] as number[] };
    const distCold = { wall: [] as number[], cpu: [] as number[] };
    const distCached = { wall: [] as number[], cpu: [] as number[] };
    const exactTurns: number[] = [];
    let exact = 0;
    for (const turn of turns) {
      await nextTurn();
      const first = turn[0]!;
      // The others' final totals: with an empty cache (cold), then again (cached).
      const cache = new FuturePointsCache();
      for (const warm of [false, true]) {
        const t = timed(() =>
          first.others.map((o) => finalDistributionFrom(table, o.sheet, o.extraYachts, cache)),
        );
        const into = warm ? distCached : distCold;
        into.wall.push(t.wall);
        into.cpu.push(t.cpu);
      }
      // A fresh store per turn: its first decision solves, the later ones read that solve.
      const outcomes = new WinOutcomes();
      turn.forEach((decision, i) => {
        const request = { position: decision.position, others: decision.others, target: null };
        const t = timed(() => outcomes.options(table, request, { budget }));
        const into = i === 0 ? cold : cached;
        into.wall.push(t.wall);
        into.cpu.push(t.cpu);
        if (i === 0) {
          exactTurns.push(t.value.turnsExact);
          if (t.value.exact) exact++;
        }
      });
    }
    rows.push({
      seats,
      open,
      coldWall: spread(cold.wall),
      coldCpu: spread(cold.cpu),
      cachedWall: spread(cached.wall),
      cachedCpu: spread(cached.cpu),
      turnsExact: [Math.min(...exactTurns), Math.max(...exactTurns)],
      exact,
      turns: turns.length,
      distributionCold: spread(distCold.wall),
      distributionColdCpu: spread(distCold.cpu),
      distributionCached: spread(distCached.wall),
    });
  }
  return rows;
}

const MB = 1024 * 1024;
const memory = (): { rss: number; heap: number; wasm: number } => {
  const m = process.memoryUsage();
  return { rss: m.rss / MB, heap: m.heapUsed / MB, wasm: wasmBytes() / MB };
};

const rules = makeRules(variant);
const load = loadAverage();
const solveStart = performance.now();
const table = solveRules(rules);
const solveSeconds = (performance.now() - solveStart) / 1000;
const before = memory();
// The process's first analysis also makes the kernels' memories and move lists: timed apart, not in the rows.
const warmUp = timed(() => {
  const position: Position = { sheet: {}, extraYachts: 0, dice: [1, 2, 3, 4, 6], rollsLeft: 2 };
  const others = [{ sheet: {}, extraYachts: 0 }];
  return new WinOutcomes().options(table, { position, others, target: null }, { budget });
});
const started = performance.now();
const rows: Row[] = [];
for (const n of seatCounts) rows.push(...(await measure(table, n)));
const seconds = (performance.now() - started) / 1000;
await nextTurn();
const after = memory();

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const cell = (s: Spread): string => `${ms(s.p50)} / ${ms(s.p95)} (${ms(s.min)}–${ms(s.max)})`;
const header = [
  'seats',
  'open',
  'turns',
  'cold wall ms p50 / p95 (min–max)',
  'cold CPU ms',
  'cached wall ms',
  'cached CPU ms',
  'turns exact',
  'exact',
  'others’ finals cold wall ms',
  'cold CPU ms',
  'cached wall ms',
];
const lines = rows.map((r) => [
  String(r.seats),
  String(r.open),
  String(r.turns),
  cell(r.coldWall),
  cell(r.coldCpu),
  cell(r.cachedWall),
  cell(r.cachedCpu),
  r.turnsExact[0] === r.turnsExact[1] ? String(r.turnsExact[0]) : `${r.turnsExact[0]}–${r.turnsExact[1]}`,
  `${r.exact}/${r.turns}`,
  cell(r.distributionCold),
  cell(r.distributionColdCpu),
  cell(r.distributionCached),
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
const print = (cells: readonly string[]): void =>
  console.log(cells.map((c, i) => (i < 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  '));
console.log(
  `Win-chance analysis on ${variant}: ${turnsPerCount} turns per open-box count from Perfect games (seed ${JSON.stringify(seed)}), budget ${budget.toExponential(2)} kernel steps; table solved in ${solveSeconds.toFixed(1)} s; load average before ${load}`,
);
print(header);
for (const line of lines) print(line);
console.log(
  `first analysis of the process (an empty sheet against one; kernel set-up included, not in the rows): ${ms(warmUp.wall)} ms wall, ${ms(warmUp.cpu)} ms CPU`,
);
console.log(
  `memory: RSS ${before.rss.toFixed(0)} → ${after.rss.toFixed(0)} MB, heap ${before.heap.toFixed(0)} → ${after.heap.toFixed(0)} MB, WebAssembly ${before.wasm.toFixed(1)} → ${after.wasm.toFixed(1)} MB (${instancesMade} kernel instances made); ${seconds.toFixed(1)} s measuring; load average after ${loadAverage()}`,
);
if (args.json) {
  console.log(
    JSON.stringify({
      variant,
      seed,
      budget,
      turnsPerCount,
      warmUp: { wall: warmUp.wall, cpu: warmUp.cpu },
      rows,
      memory: { before, after },
      seconds,
    }),
  );
}
