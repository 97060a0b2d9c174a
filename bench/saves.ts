// Saving a game in progress, move by move (`npm run bench:saves`, built to dist/bench/saves.js by
// `npm run build:node`). Every move is saved (with fsync) before it counts: what does one save cost as the log
// grows? The logs are the largest the rules allow (tests/support/largest-log.ts): the longest game without undos
// (every online table's, 5,761 events) and the longest with them (15,720), six seats with long names and a rule
// set of one's own. The store (GameStore.saveTable) writes to a folder under the system's temporary folder.
//
// 1. Saves at a log size: the log saved up to --at events, then --window more saved one by one; --rounds rounds.
//    Each save's wall time and the process's CPU time (user + system) are printed as medians with min–max, and
//    the saves a second that makes (1000 / the median wall ms).
// 2. A whole game saved move by move: the 5,761 events of the longest table game, from the first, as a table's
//    game is saved in play (appends and every compaction included); cut at --whole-budget seconds.
//
// Options: --at N,N,... (default 100,1000,5661,15620), --window N (100), --rounds N (3), --whole-budget S (120),
// --json (one JSON line too), --wait-idle S (wait up to S seconds for an idle CPU first; default 10).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GameStore } from '../src/main/backend/game-store';
import { gameFileText, MAX_GAME_FILE_BYTES, utf8Length, type GameEvent } from '../src/shared/game';
import { largestLogWithUndos, largestPlayedLog } from '../tests/support/largest-log';
import { loadAverage, stats, statsText, waitForIdleCpu } from './machine';

const { values: args } = parseArgs({
  options: {
    at: { type: 'string' },
    window: { type: 'string' },
    rounds: { type: 'string' },
    'whole-budget': { type: 'string' },
    json: { type: 'boolean' },
    'wait-idle': { type: 'string' },
  },
});

function whole(name: string, value: string | undefined, fallback: number, min: number): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number from ${min}`);
  return n;
}

const sizes = (args.at ?? '100,1000,5661,15620').split(',').map((s) => whole('at', s, 0, 1));
const windowSize = whole('window', args.window, 100, 1);
const rounds = whole('rounds', args.rounds, 3, 1);
const wholeBudgetMs = whole('whole-budget', args['whole-budget'], 120, 1) * 1000;
const waitIdle = whole('wait-idle', args['wait-idle'], 10, 0);

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface SaveSample {
  readonly wall: number;
  readonly cpu: number;
}

/** One save of `events` (the store appends or rewrites as it does in play): its wall and CPU time. */
async function timedSave(
  store: GameStore,
  gameId: string,
  events: readonly GameEvent[],
): Promise<SaveSample> {
  const cpu = cpuMs();
  const start = performance.now();
  await store.saveTable(gameId, events);
  return { wall: performance.now() - start, cpu: cpuMs() - cpu };
}

async function withStore<T>(run: (store: GameStore) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-bench-saves-'));
  try {
    const store = new GameStore({ dataDir, clock: () => new Date(), notify: () => {} });
    return await run(store);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

interface AtSize {
  readonly at: number;
  readonly wallMs: ReturnType<typeof stats>;
  readonly cpuMs: ReturnType<typeof stats>;
  readonly savesPerSecond: number;
}

async function savesAt(log: readonly GameEvent[], at: number): Promise<AtSize> {
  const samples: SaveSample[] = [];
  for (let round = 0; round < rounds; round++) {
    await withStore(async (store) => {
      const gameId = `bench-${at}-${round}`;
      await store.saveTable(gameId, log.slice(0, at));
      for (let n = at + 1; n <= Math.min(log.length, at + windowSize); n++) {
        samples.push(await timedSave(store, gameId, log.slice(0, n)));
      }
    });
  }
  const wallMs = stats(samples.map((s) => s.wall));
  return { at, wallMs, cpuMs: stats(samples.map((s) => s.cpu)), savesPerSecond: 1000 / wallMs.median };
}

interface WholeGame {
  readonly saved: number;
  readonly of: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly eventsPerSecond: number;
  readonly wallPerSave: ReturnType<typeof stats>;
}

async function wholeGame(log: readonly GameEvent[]): Promise<WholeGame> {
  return withStore(async (store) => {
    const walls: number[] = [];
    const cpu = cpuMs();
    const start = performance.now();
    let saved = 0;
    for (let n = 1; n <= log.length && performance.now() - start < wholeBudgetMs; n++) {
      walls.push((await timedSave(store, 'bench-whole', log.slice(0, n))).wall);
      saved = n;
    }
    const wallMs = performance.now() - start;
    return {
      saved,
      of: log.length,
      wallMs,
      cpuMs: cpuMs() - cpu,
      eventsPerSecond: (saved / wallMs) * 1000,
      wallPerSave: stats(walls),
    };
  });
}

async function main(): Promise<void> {
  console.log(`bench: saves (load average ${loadAverage()})`);
  if (!(await waitForIdleCpu(waitIdle, 0.5))) console.log('  (the CPU stayed busy: figures are rough)');
  const played = largestPlayedLog().events;
  const withUndos = largestLogWithUndos().events;
  const fileBytes = (events: readonly GameEvent[]): number =>
    utf8Length(
      gameFileText(events, { gameId: 'g-20261203-000000-000', finishedAt: new Date().toISOString() }),
    );
  const count = (n: number): string => n.toLocaleString('en-US');
  console.log(
    `  logs: ${count(played.length)} events (no undos), ${count(withUndos.length)} (undos); finished, their game files take ${count(fileBytes(played))} and ${count(fileBytes(withUndos))} bytes (at most ${count(MAX_GAME_FILE_BYTES)})`,
  );
  const atSizes: AtSize[] = [];
  for (const at of sizes) {
    const log = at + windowSize <= played.length ? played : withUndos;
    if (at >= log.length) throw new Error(`--at ${at}: the logs have at most ${withUndos.length} events`);
    const result = await savesAt(log, at);
    atSizes.push(result);
    console.log(
      `  saves after ${at} events: ${statsText(result.wallMs)} ms wall, ${statsText(result.cpuMs)} ms CPU a save; ${result.savesPerSecond.toFixed(0)} saves/s`,
    );
  }
  const game = await wholeGame(played);
  console.log(
    `  the longest table game saved move by move: ${game.saved} of ${game.of} events in ${(game.wallMs / 1000).toFixed(1)} s wall, ${(game.cpuMs / 1000).toFixed(1)} s CPU: ${game.eventsPerSecond.toFixed(0)} events/s; a save ${statsText(game.wallPerSave)} ms`,
  );
  console.log(`  load average after: ${loadAverage()}`);
  if (args.json) console.log(JSON.stringify({ atSizes, wholeGame: game }));
}

await main();
