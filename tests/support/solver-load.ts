// A busy caller against the real server (node dist/server.js), while a person plays: thousands of early requests
// for rule sets of one's own (each different), distributions asked for and asked again, replays of long practice
// games; meanwhile the live game's coach is asked for a hint every 50 ms. Measured: the hint's time before and
// during the load, the server's memory (sampled, and its high-water mark), the disk cache, how many rule sets of
// one's own the solver knows, and every answer's kind. Used by tests/unit/reliability/solver-load.test.ts (CI size)
// and bench/solver-load.ts (bigger).

import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { apiContract, type ApiInputArgs, type ApiMethod } from '../../src/shared/api/contract';
import { gameFileText, replay as fold } from '../../src/shared/game';
import { customFrom, makeRules, type CustomRules } from '../../src/shared/rules';
import { giveWay } from '../../src/main/solver/thread-priority';
import { longUndoGame } from './long-game';
import { callApi, postApi, type ServerProcess } from './server-process';

export interface SolverLoadOptions {
  /** Early requests (prepareSolver) for distinct rule sets of one's own. */
  readonly requests: number;
  /** Distinct rule sets whose distribution is asked for (each asked twice), and the standard one's, asked each time. */
  readonly distributions: number;
  /** Replays asked for, over three long practice games. */
  readonly replays: number;
  /** Re-roll/undo cycles of each long practice game (5,000: about 0.5 MB). */
  readonly cycles: number;
  /** Bursts the load comes in, each after a quiet spell of QUIET_MS. */
  readonly rounds: number;
  /** Requests in flight at once. */
  readonly concurrency: number;
}

export const CI_LOAD: SolverLoadOptions = {
  requests: 1000,
  distributions: 3,
  replays: 6,
  cycles: 5000,
  rounds: 5,
  concurrency: 16,
};

export interface Latencies {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

export interface SolverLoadReport {
  readonly idle: Latencies;
  readonly loaded: Latencies;
  /** MiB: the server's resident memory before the load, its highest sample during it, and its high-water mark. */
  readonly memory: { readonly before: number; readonly peak: number; readonly highWater: number };
  /** Bytes of the disk cache (the solver folder) after the load. */
  readonly diskCache: number;
  /** Rule sets of one's own the solver knows after the load (solverStatus). */
  readonly customKnown: number;
  /** Answers by kind ('ok', 'busy', ...), over every request of the load. */
  readonly answers: Readonly<Record<string, number>>;
  /** Wall time of the bursts, s. */
  readonly seconds: number;
  /** Requests sent again because the server closed their connection before reading them, by how it showed
   *  (an error code, or "HTTP 408": closedUnderRequest, timedOutUnread). */
  readonly resent: Readonly<Record<string, number>>;
  /** What the server logged as unexpected (a failure nobody handled, survived: keep-serving.ts). */
  readonly unexpected: readonly string[];
}

/** A rule set of one's own, number n: standard with its own bonus (every n another fingerprint). */
export function ownRules(n: number): CustomRules {
  return {
    ...customFrom(makeRules('standard'), `Load ${n}`),
    bonus: { threshold: 1 + (n % 100), points: 1 + Math.floor(n / 100) },
  };
}

/** The load generator's niceness (thread-priority.ts): the lowest. */
const LOAD_NICE = 19;
/** The quiet spell before each burst, ms. */
const QUIET_MS = 800;

/** The pause between two hints of the prober, ms. */
const HINT_GAP_MS = 50;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function latencies(samples: readonly number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

/** Resident memory and high-water mark of a process, MiB (Linux). */
async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string): number =>
    Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir).catch(() => [])) total += (await stat(path.join(dir, name))).size;
  return total;
}

/**
 * A connection the server closed before it read the request on it: nothing of the request was done, so a browser
 * sends it again on a new connection. Node's fetch does not. The load (at nice 19, its event loop late on a busy
 * machine) met this in CI in three forms: a kept-alive connection the server had closed as idle (after its 5 s)
 * fails as "other side closed" (the server's close read first) or as a reset (the request reached a socket
 * already closed); and a new connection the load opened but wrote nothing on for the server's 5 s headers time
 * is answered 408 with no body (see `timedOutUnread`).
 */
function closedUnderRequest(error: unknown): string | null {
  if (!(error instanceof TypeError)) return null;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE' ? code : null;
}

/** Node's own answer to a connection whose request did not arrive in time: 408, the connection closed. */
function timedOutUnread(response: Response): boolean {
  return response.status === 408 && response.headers.get('connection') === 'close';
}

/** Times a request is sent again at most (each try may draw another stale connection from the pool). */
const MAX_RESENDS = 3;

/** A call's answer kind: 'ok', or the kind of the refusal. `resent`: told why, each time it is sent again. */
export async function answerOf<M extends ApiMethod>(
  url: string,
  method: M,
  args: ApiInputArgs<M>,
  resent: (why: string) => void,
): Promise<string> {
  let response: Response | undefined;
  for (let resends = 0; response === undefined; resends++) {
    let why: string | null;
    try {
      response = await postApi(url, method, args);
      why = timedOutUnread(response) ? 'HTTP 408' : null;
    } catch (error) {
      why = closedUnderRequest(error);
      if (why === null) throw error;
    }
    if (why !== null && resends < MAX_RESENDS) {
      response = undefined;
      resent(why);
    } else if (response === undefined)
      throw new Error(`${method}: the server closed ${MAX_RESENDS + 1} connections under it (${why})`);
  }
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { ok: boolean; error?: { kind: string } };
    return body.ok ? 'ok' : (body.error?.kind ?? `http ${response.status}`);
  } catch {
    // Every answer of the API is JSON: say what came instead.
    throw new Error(
      `${method}: HTTP ${response.status} with a body that is not JSON: ${JSON.stringify(text.slice(0, 200))}`,
    );
  }
}

/** One hint: when it was asked for (ms since the epoch) and how long its answer took (ms). */
interface Hint {
  readonly sent: number;
  readonly ms: number;
}

/**
 * Asks for a hint every `gapMs` until stopped, from a process of its own (as the person's page would: the load's
 * own event loop must not delay it), telling each answer's time in ms.
 */
function hintProber(
  url: string,
  gameId: string,
  gapMs: number,
): { readonly times: readonly Hint[]; stop: () => Promise<Hint[]> } {
  const route = new URL(apiContract.coachHint.path, url).href;
  const code = `
    const body = JSON.stringify({ args: [${JSON.stringify(gameId)}] });
    let running = true;
    process.stdin.on('data', () => { running = false; });
    while (running) {
      const start = performance.now();
      const response = await fetch(${JSON.stringify(route)}, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      if (!response.ok) { console.error('hint failed: ' + response.status); process.exit(1); }
      await response.arrayBuffer();
      console.log(Date.now() - (performance.now() - start) + ' ' + (performance.now() - start));
      await new Promise((resolve) => setTimeout(resolve, ${gapMs}));
    }`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const times: Hint[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const [sent, ms] = line.split(' ').map(Number);
    times.push({ sent: sent!, ms: ms! });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    times,
    stop: async () => {
      child.stdin!.end('stop\n');
      const code = await exited;
      if (code !== 0) throw new Error(`the hint prober failed (exit ${code})`);
      return times;
    },
  };
}

/** Runs `tasks` with at most `concurrency` at once. */
async function pool(tasks: readonly (() => Promise<void>)[], concurrency: number): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, lane));
}

export async function runSolverLoad(
  server: ServerProcess,
  dataDir: string,
  options: SolverLoadOptions,
): Promise<SolverLoadReport> {
  try {
    return await loadServer(server, dataDir, options);
  } catch (error) {
    // A server that died shows up as a refused socket here; say how it died and what it said last.
    const { exitCode, signalCode } = server.child;
    if (exitCode === null && signalCode === null) throw error;
    const last = server.output.slice(-40).join('\n');
    throw new Error(`the server died during the load (${exitCode ?? signalCode}); its last lines:\n${last}`, {
      cause: error,
    });
  }
}

async function loadServer(
  server: ServerProcess,
  dataDir: string,
  options: SolverLoadOptions,
): Promise<SolverLoadReport> {
  const { url } = server;
  const pid = server.child.pid!;
  // The live game: a person against Perfect, the standard rules solved, a decision waiting.
  const game = await callApi(url, 'createGame', {
    variant: 'standard',
    seats: [
      { kind: 'human', name: 'You' },
      { kind: 'bot', name: 'Perfect bot', level: 'perfect' },
    ],
  });
  for (let i = 0; ; i++) {
    const status = (await callApi(url, 'solverStatus')).find((s) => s.fingerprint === game.fingerprint);
    if (status?.ready) break;
    if (i > 1200) throw new Error('the standard table was not made within a minute');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await callApi(url, 'act', game.gameId, { type: 'roll' });

  // Three long practice games kept in the history.
  const long: string[] = [];
  for (let i = 0; i < 3; i++) {
    const events = longUndoGame({ cycles: options.cycles, seed: `solver-load/${i}` });
    if (!fold(events).over) throw new Error('a long game did not end');
    const text = gameFileText(events, { gameId: `long-${i}`, finishedAt: '2026-12-01T12:00:00.000Z' });
    long.push((await callApi(url, 'importGame', text)).gameId);
  }
  await callApi(url, 'coachHint', game.gameId);
  const before = await memoryOf(pid);

  // One prober throughout; the load comes in bursts, each after a quiet spell, so that whatever else the machine
  // does weighs on the quiet spells' hints as on the loaded ones'.
  const prober = hintProber(url, game.gameId, HINT_GAP_MS);
  while (prober.times.length < 5) await sleep(20);
  const answers: Record<string, number> = {};
  const count = (kind: string): void => void (answers[kind] = (answers[kind] ?? 0) + 1);
  const resent: Record<string, number> = {};
  const ask = <M extends ApiMethod>(method: M, args: ApiInputArgs<M>): Promise<string> =>
    answerOf(url, method, args, (why) => void (resent[why] = (resent[why] ?? 0) + 1));
  let peak = before.rss;
  let running = true;
  // Stops quietly with the process (a dead server is reported by the requests that fail).
  const sampler = (async () => {
    while (running) {
      const rss = await memoryOf(pid).then(
        (memory) => memory.rss,
        () => NaN,
      );
      if (Number.isNaN(rss)) return;
      peak = Math.max(peak, rss);
      await sleep(50);
    }
  })();
  const early = Array.from({ length: options.requests }, (_, n) => async () => {
    count(await ask('prepareSolver', [{ variant: 'standard', custom: ownRules(n) }]));
  });
  // The bonus of rule sets 40,000 and up is never an early request's.
  const distributions = Array.from({ length: options.distributions * 2 }, (_, n) => async () => {
    const custom = ownRules(40_000 + (n % options.distributions));
    count(await ask('variantDistribution', [{ variant: 'standard', custom }]));
    count(await ask('variantDistribution', [{ variant: 'standard' }]));
  });
  const replays = Array.from({ length: options.replays }, (_, n) => async () => {
    count(await ask('replayGame', [long[n % long.length]!]));
  });
  const share = <T>(all: readonly T[], round: number): T[] =>
    all.filter((_, i) => i % options.rounds === round);
  const quiet: [number, number][] = [];
  const busy: [number, number][] = [];
  let seconds = 0;
  for (let round = 0; round < options.rounds; round++) {
    const quietFrom = Date.now();
    await sleep(QUIET_MS);
    quiet.push([quietFrom, Date.now()]);
    // The caller's own work runs at the lowest priority: what is measured is how the server shares its own
    // time, not how much of the machine the one flooding it takes.
    const niced = giveWay(LOAD_NICE);
    const busyFrom = Date.now();
    await Promise.all([
      pool(share(early, round), options.concurrency),
      pool(share(distributions, round), 4),
      pool(share(replays, round), 2),
    ]);
    busy.push([busyFrom, Date.now()]);
    seconds += (Date.now() - busyFrom) / 1000;
    if (niced) giveWay(0);
  }
  running = false;
  const hints = await prober.stop();
  await sampler;
  const within = (windows: readonly [number, number][]): number[] =>
    hints.filter((h) => windows.some(([from, to]) => h.sent >= from && h.sent < to)).map((h) => h.ms);
  const idle = within(quiet);
  const loaded = within(busy);
  const after = await memoryOf(pid);
  const statuses = await callApi(url, 'solverStatus');
  return {
    idle: latencies(idle),
    loaded: latencies(loaded),
    memory: { before: before.rss, peak: Math.max(peak, after.rss), highWater: after.hwm },
    diskCache: await folderBytes(path.join(dataDir, 'solver')),
    customKnown: statuses.filter((s) => s.name.startsWith('Load ')).length,
    answers,
    seconds,
    resent,
    unexpected: server.output.filter((line) => line.includes('unexpected failure')),
  };
}
