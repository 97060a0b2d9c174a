// Online tables under load (built to dist/bench/online-load.js; `npm run bench:online`): one host process
// (`yacht host`, as a server would run it) with --tables tables of six joiners each on 127.0.0.1, every joiner a
// scripted player in this process (rolls once, scores the best box) playing as fast as the host answers, for
// --seconds seconds; a table whose game ends is replaced by the host and joined again. Figures: moves applied;
// none lost (every joiner of a table ends with the same log, which holds every move acknowledged); the time from
// sending a move to the moment every joiner of its table has its event (p50, p99, max); the host's CPU time and
// memory (from /proc). Defaults are the issue's: 50 tables × 6 seats for 120 s.
//
// Options: --tables N (default 50), --seconds S (default 120), --json (one JSON line too).
//
// --hostile: the online soak instead (tests/support/online-soak.ts, the unit test's scenario at BENCH_SOAK's
// size): the host in this process with its own limits, hostile joiners all at once while honest seats play whole
// games, then a restart; it prints the figures (games' times, honest moves' times, CPU beside wall, the host's
// memory against its bound, the away bot's time, what each kind of hostile joiner did and was told) and fails
// where a check does. There --tables N is the tables in play (default 10), --seconds S the attack's least
// length (default 120).

import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { ONLINE_SOCKET_PATH } from '../src/shared/api/online';
import { pad, replay, type GameEvent } from '../src/shared/game';
import { TableClient, type SocketLike } from '../src/shared/online/table-client';
import { loadAverage, percentile } from './machine';
import { PROJECT_ROOT } from '../tests/support/server-process';
import { BENCH_SOAK, runSoak } from '../tests/support/online-soak';
import { soakProblems } from '../tests/support/soak-checks';
import { soakFigures } from '../tests/support/soak-figures';

const SEATS = 6;

interface Table {
  readonly code: string;
  readonly clients: TableClient[];
  /** When a move that made the log this long was sent, and how many joiners have that many events yet. */
  readonly sent: Map<number, { at: number; seen: number }>;
  acked: number;
}

const { values } = parseArgs({
  options: {
    tables: { type: 'string' },
    seconds: { type: 'string' },
    json: { type: 'boolean', default: false },
    hostile: { type: 'boolean', default: false },
  },
});
const TABLES = Number(values.tables ?? (values.hostile ? BENCH_SOAK.playedTables : 50));
const SECONDS = Number(values.seconds ?? (values.hostile ? BENCH_SOAK.minSeconds : 120));
if (!Number.isInteger(TABLES) || TABLES < 1 || TABLES > 50) throw new Error('--tables must be 1 to 50');
if (!(SECONDS > 0 && SECONDS <= 3600)) throw new Error('--seconds must be 1 to 3600');

const openWs = (url: string): SocketLike => new WebSocket(url) as unknown as SocketLike;
const latencies: number[] = [];
let applied = 0;
let gamesFinished = 0;
let refused = 0;
let stopping = false;
const problems: string[] = [];

/** Reads the host process's CPU time (user + system, s) and resident memory (MB) from /proc. */
async function hostUsage(pid: number): Promise<{ cpu: number; rss: number; peak: number }> {
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string): number => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { cpu: ticks / 100, rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** A joiner's move when it is its seat's turn: roll once, then score the box that pays most. */
function moveOf(events: readonly GameEvent[], seat: number) {
  const state = replay(events);
  if (state.over || state.turn.seat !== seat) return null;
  if (state.turn.dice === null) return { type: 'roll' as const };
  const entries = pad(state)!.entries.filter((e) => e.legal);
  const best = entries.reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
  return { type: 'score' as const, box: best.box };
}

async function joinTable(socket: string, code: string): Promise<void> {
  const table: Table = { code, clients: [], sent: new Map(), acked: 0 };
  for (let seat = 0; seat < SEATS; seat++) {
    const client = new TableClient(openWs, socket, code);
    await client.connect();
    table.clients.push(client);
  }
  let busy = false;
  const step = (): void => {
    if (busy || stopping) return;
    const events = table.clients[0]!.state().events;
    if (events.length === 0) return;
    const seat = replay(events).turn.seat;
    const client = table.clients[seat]!;
    // Only once this joiner has the whole log (it sends the length it saw).
    if (client.state().events.length !== events.length) return;
    const move = moveOf(events, seat);
    if (move === null) return;
    busy = true;
    table.sent.set(events.length + 1, { at: performance.now(), seen: 0 });
    client.act(move).then(
      () => {
        table.acked++;
        applied++;
        busy = false;
        step();
      },
      (error: unknown) => {
        refused++;
        if (!stopping) problems.push(`table ${code}: ${(error as Error).message}`);
        busy = false;
      },
    );
  };
  for (const client of table.clients) {
    let had = 0;
    client.subscribe((state) => {
      for (let n = had + 1; n <= state.events.length; n++) {
        const sent = table.sent.get(n);
        if (sent === undefined) continue;
        sent.seen++;
        if (sent.seen === SEATS) {
          latencies.push(performance.now() - sent.at);
          table.sent.delete(n);
        }
      }
      had = state.events.length;
      if (state.table?.status === 'finished' && client === table.clients[0]) finish(table);
      step();
    });
  }
  for (const [seat, client] of table.clients.entries()) await client.sit(seat, `P${seat + 1}`);
}

const finished = new Set<string>();
function finish(table: Table): void {
  if (finished.has(table.code)) return;
  finished.add(table.code);
  gamesFinished++;
  // None lost: every joiner holds the same log, with every acknowledged move in it (the created event aside).
  setTimeout(() => {
    const logs = table.clients.map((c) => JSON.stringify(c.state().events));
    if (new Set(logs).size !== 1) problems.push(`table ${table.code}: the joiners' logs differ`);
    const moves = table.clients[0]!.state().events.length - 1;
    if (moves !== table.acked)
      problems.push(`table ${table.code}: ${moves} moves in the log, ${table.acked} acked`);
    for (const client of table.clients) client.disconnect();
  }, 200);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-online-load-'));
  const args = [
    'host',
    '--data-dir',
    dataDir,
    '--tables',
    String(TABLES),
    '--seats',
    Array(SEATS).fill('open').join(','),
  ];
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin', 'yacht.js'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => errors.push(line));
  const pending: Promise<void>[] = [];
  let socket = '';
  const opened = new Promise<void>((resolve) => {
    let tables = 0;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^table ([A-Z0-9]{6}) \(lobby\): (\S+)$/.exec(line);
      if (!match) return;
      socket = `ws://${new URL(match[2]!).host}${ONLINE_SOCKET_PATH}`;
      if (++tables === TABLES) resolve();
      // Tables opened later replace finished ones: joined at once while the run lasts.
      if (tables > TABLES && !stopping)
        pending.push(joinTable(socket, match[1]!).catch((e: unknown) => void problems.push(String(e))));
      else if (tables <= TABLES) codes.push(match[1]!);
    });
  });
  const codes: string[] = [];
  await opened;
  console.log(
    `Online load benchmark: ${TABLES} tables × ${SEATS} joiners for ${SECONDS} s (host pid ${child.pid})`,
  );
  console.log(`Load average before: ${loadAverage()}`);
  const before = await hostUsage(child.pid!);
  const start = performance.now();
  await Promise.all(codes.map((code) => joinTable(socket, code)));
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000 - (performance.now() - start)));
  stopping = true;
  const wall = (performance.now() - start) / 1000;
  const after = await hostUsage(child.pid!);
  await Promise.allSettled(pending);
  await new Promise((resolve) => setTimeout(resolve, 500));
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });

  const sorted = [...latencies].sort((a, b) => a - b);
  const result = {
    tables: TABLES,
    seats: SEATS,
    seconds: Math.round(wall),
    movesApplied: applied,
    movesPerSecond: Math.round(applied / wall),
    gamesFinished,
    refusedAtStop: refused,
    problems: problems.length,
    latencyMs: {
      p50: +percentile(sorted, 50).toFixed(2),
      p99: +percentile(sorted, 99).toFixed(2),
      max: +(sorted[sorted.length - 1] ?? 0).toFixed(2),
    },
    hostCpuSeconds: +(after.cpu - before.cpu).toFixed(1),
    hostCpuShare: +((after.cpu - before.cpu) / wall).toFixed(2),
    hostRssMb: +after.rss.toFixed(0),
    hostPeakRssMb: +after.peak.toFixed(0),
  };
  console.log(
    `moves applied            ${result.movesApplied} (${result.movesPerSecond}/s), ${gamesFinished} games finished`,
  );
  console.log(`lost or differing        ${problems.length === 0 ? 'none' : problems.slice(0, 5).join('; ')}`);
  console.log(
    `move to every joiner     p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  );
  console.log(
    `host CPU                 ${result.hostCpuSeconds} s in ${result.seconds} s (${(result.hostCpuShare * 100).toFixed(0)}% of a core)`,
  );
  console.log(`host memory              ${result.hostRssMb} MB resident, ${result.hostPeakRssMb} MB at most`);
  console.log(`Load average after: ${loadAverage()}`);
  if (errors.length > 0) console.log(`host said: ${errors.slice(0, 3).join(' | ')}`);
  if (values.json) console.log(JSON.stringify(result));
  if (problems.length > 0) process.exitCode = 1;
}

/** The online soak at the benchmark's size (--hostile). */
async function hostile(): Promise<void> {
  const size = { ...BENCH_SOAK, playedTables: TABLES, minSeconds: SECONDS };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-online-soak-'));
  console.log(`Load average before: ${loadAverage()}`);
  try {
    const report = await runSoak(size, dataDir);
    for (const line of soakFigures(report)) console.log(line);
    const problems = soakProblems(report);
    console.log(`checks                  ${problems.length === 0 ? 'all held' : problems.join('; ')}`);
    console.log(`Load average after: ${loadAverage()}`);
    if (values.json) {
      const { memory, wallSeconds, cpuSeconds, away } = report;
      console.log(JSON.stringify({ size, wallSeconds, cpuSeconds, memory, away, problems }));
    }
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await (values.hostile ? hostile() : main());
