// Replay benchmark (the third part of `npm run bench`, built to dist/bench/replay.js; needs `npm run build`
// first, builds nothing). Two figures, each against its target, and the long logs' figures:
//
// 1. Grading a whole 6-seat game and building its chart data, with the standard table loaded (in this
//    process): gameCourse (every decision graded, every roll's luck) + the course chart's rows + each seat's
//    loss bars, over --games games of six bots (two each of Perfect, Hard and Medium) on one shared dice grid.
//    Shadow Perfect (six seats on one grid: one Perfect game) is timed beside it. Target: median <= 50 ms.
// 2. One replay step in the page (Chromium over the browser-mode server): the last of those games imported,
//    its replay opened; --steps presses of ← and clicks on decisions in the list. The page's clock runs from
//    the keydown or click (capture phase) to the board's new step in the DOM ("in the DOM"), and on to the
//    end of the frame that draws it (a user-blocking task posted from that frame's animation callback runs
//    once its style, layout and paint are done, before tasks the page queued earlier: "painted"). Between
//    the two the page waits for the display's next refresh (0-16.7 ms at 60 Hz, work of no one's), so
//    "drawn" = in the DOM + the frame's own rendering (from its animation callback to its end) is the page's
//    work for a step. Target: p95 of "drawn" <= 16 ms.
// 3. Long practice logs, legal ones played through the engine (tests/support/long-game.ts): 5,000 re-roll/undo
//    cycles (a 0.5 MB game file) and 16,000 (1.7 MB), beside the last six-seat game. Timed --long-runs times
//    each: reading the file (readGameFile: JSON, shapes, legality), grading it (gameCourse, the decisions taken
//    back included, + gradeReport: what `yacht grade` and a replay compute) and `yacht grade FILE --json` as a
//    command (node dist/cli.js, its own process: wall time only). Grading is linear in the log's decisions.
//
// Options: --games N (default 20), --steps N (default 150), --long-runs N (default 5), --no-page (skip part 2),
// --json (one JSON line too), --strict (exit 1 when a target is missed), --wait-idle S (wait up to S seconds for
// an idle CPU before each part; default 30).
// Diagnosis: --hide SELECTOR (hide part of the page), YACHT_BENCH_TRACE=FILE (a Chromium trace of the key
// steps), YACHT_BENCH_PROFILE=FILE (a CPU profile of them; build with YACHT_NO_MINIFY=1 for names).

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { Browser } from '@playwright/test';
import { createBot, decisionAction, type Bot } from '../src/shared/bots';
import {
  apply,
  gameFileText,
  gridRowFor,
  readGameFile,
  startGame,
  type BotLevel,
  type CreatedEvent,
  type GameEvent,
} from '../src/shared/game';
import { courseRows, gameCourse, gradeReport, lossBars, shadowPerfect } from '../src/shared/replay';
import { makeRules } from '../src/shared/rules';
import { solveRules, type ValueTable } from '../src/shared/solver';
import { longUndoGame } from '../tests/support/long-game';
import {
  callApi as call,
  PROJECT_ROOT,
  startServerProcess,
  type ServerProcess,
} from '../tests/support/server-process';
import { checkAppBuilt, launchChromium, standardTableReady } from './browser';
import { instrument, timedStep, type BenchWindow } from './replay-clock';
import { loadAverage, percentile, stats, statsText, waitForIdleCpu } from './machine';

const TIMEOUT_MS = 20_000;
const GRADE_BUDGET_MS = 50;
const STEP_BUDGET_MS = 16;
const MIN_IDLE = 0.8;

const { values: args } = parseArgs({
  options: {
    games: { type: 'string' },
    steps: { type: 'string' },
    json: { type: 'boolean' },
    strict: { type: 'boolean' },
    'wait-idle': { type: 'string' },
    hide: { type: 'string' },
    'long-runs': { type: 'string' },
    'no-page': { type: 'boolean' },
  },
});
const gameCount = Number(args.games ?? 20);
const stepCount = Number(args.steps ?? 150);
const longRuns = Number(args['long-runs'] ?? 5);
if (!Number.isInteger(longRuns) || longRuns < 1) throw new Error('--long-runs must be a whole number from 1');
const waitIdleSeconds = Number(args['wait-idle'] ?? 30);
if (!Number.isInteger(gameCount) || gameCount < 1) throw new Error('--games must be a whole number from 1');
if (!Number.isInteger(stepCount) || stepCount < 1) throw new Error('--steps must be a whole number from 1');

const LEVELS: readonly BotLevel[] = ['perfect', 'hard', 'medium', 'perfect', 'hard', 'medium'];

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Six bots on one shared grid: the log of a whole game. */
function sixSeatGame(table: ValueTable, seed: string): GameEvent[] {
  const rules = makeRules('standard');
  const game = startGame({
    variant: 'standard',
    seats: LEVELS.map((level, i) => ({ kind: 'bot', name: `${level} ${i + 1}`, level })),
    grid: { seed, shared: true },
    createdAt: '2026-11-30T12:00:00.000Z',
  });
  const bots: Bot[] = LEVELS.map((level) => createBot(level, rules, level === 'perfect' ? { table } : {}));
  const events: GameEvent[] = [...game.events];
  let state = game.state;
  while (!state.over) {
    const decision = bots[state.turn.seat]!.decide(state);
    const grid = state.grid!;
    const step = apply(state, decisionAction(decision, state.turn.seat), { random: gridRowFor(grid, state) });
    events.push(step.event);
    state = step.state;
  }
  return events;
}

interface Timing {
  readonly wall: number[];
  readonly cpu: number[];
}

/** Wall and CPU milliseconds of one run of `job`. */
function timed(job: () => void, into: Timing): void {
  const cpu = process.cpuUsage();
  const start = performance.now();
  job();
  into.wall.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
}

/** Part 1: the grading and the chart data, in this process. */
function gradeGames(table: ValueTable): {
  grading: Timing;
  shadow: Timing;
  decisions: number;
  last: GameEvent[];
} {
  const grading: Timing = { wall: [], cpu: [] };
  const shadow: Timing = { wall: [], cpu: [] };
  let decisions = 0;
  let last: GameEvent[] = [];
  for (let g = 0; g < gameCount; g++) {
    const events = sixSeatGame(table, `replay-bench/${g}`);
    timed(() => {
      const course = gameCourse(table, events);
      courseRows(course, LEVELS.length);
      for (let seat = 0; seat < LEVELS.length; seat++) lossBars(course, seat, LEVELS.length);
      decisions = course.grades.length;
    }, grading);
    const created = events[0];
    if (created?.type !== 'created') throw new Error('no created event');
    timed(() => void shadowPerfect(table, created), shadow);
    last = events;
  }
  return { grading, shadow, decisions, last };
}

/** Part 2: steps in the page. */
async function stepInPage(events: readonly GameEvent[]): Promise<{
  dom: number[];
  painted: number[];
  drawn: number[];
  kinds: string[];
  idleFrames: number[];
  browser: string;
}> {
  checkAppBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-replay-bench-'));
  let server: ServerProcess | null = null;
  let browser: Browser | null = null;
  try {
    server = await startServerProcess({ dataDir, seed: 'replay-bench' });
    const { url } = server;
    await standardTableReady(url);
    const text = gameFileText(events, { gameId: 'replay-bench', finishedAt: '2026-11-30T12:30:00.000Z' });
    const imported = await call(url, 'importGame', text);
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.addInitScript(instrument);
    await page.goto(`${url}#/replay/${imported.gameId}`);
    await page.getByTestId('replay-board').waitFor();
    // Diagnosis: what a part of the page costs to draw (--hide '.chart-plot, .decision-list').
    if (args.hide) await page.addStyleTag({ content: `${args.hide} { display: none !important; }` });
    // One step first, so the charts and fonts are in before the clock counts.
    await page.keyboard.press('ArrowLeft');
    await page.getByTestId('step-detail').waitFor();
    await waitForIdleCpu(waitIdleSeconds, MIN_IDLE);
    const keys = Math.ceil(stepCount * 0.75);
    const trace = process.env.YACHT_BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline'] });
    const cdp = process.env.YACHT_BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    for (let i = 0; i < keys; i++)
      await timedStep(page, 'key', () => page.keyboard.press('ArrowLeft'), TIMEOUT_MS);
    if (trace) await browser.stopTracing();
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      await writeFile(process.env.YACHT_BENCH_PROFILE!, JSON.stringify(profile));
    }
    await page.getByLabel('Every seat’s decisions').check();
    const rows = page.getByTestId('decision-row');
    const count = await rows.count();
    const clicks = stepCount - keys;
    for (let i = 0; i < clicks; i++) {
      // Spread over the list, so each click selects another decision.
      const row = rows.nth(Math.floor(((i + 0.5) * count) / clicks));
      await row.scrollIntoViewIfNeeded();
      await timedStep(page, 'click', () => row.click(), TIMEOUT_MS);
    }
    const figures = await page.evaluate(() => {
      const bench = (window as BenchWindow).__replayBench!;
      return { dom: bench.dom, painted: bench.painted, drawn: bench.drawn, kinds: bench.kinds };
    });
    // The browser's own cost of a frame in which nothing changed, measured the same way (rAF to its end).
    const idleFrames = await page.evaluate(
      (n) =>
        new Promise<number[]>((resolve) => {
          const out: number[] = [];
          const frame = (): void => {
            const start = performance.now();
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              out.push(performance.now() - start);
              if (out.length < n) requestAnimationFrame(frame);
              else resolve(out);
            };
            channel.port2.postMessage(null);
            document.body.style.outlineColor = out.length % 2 ? 'red' : 'blue';
          };
          requestAnimationFrame(frame);
        }),
      60,
    );
    return { ...figures, idleFrames, browser: browser.version() };
  } finally {
    await browser?.close();
    await server?.kill9();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Part 3: a log, as a file: read, graded, and graded by `yacht grade` in its own process. */
interface LongLog {
  readonly name: string;
  readonly bytes: number;
  readonly events: number;
  readonly decisions: number;
  readonly takenBack: number;
  readonly read: Timing;
  readonly grade: Timing;
  readonly command: number[];
}

const run = promisify(execFile);

async function longLogs(table: ValueTable, normal: readonly GameEvent[]): Promise<LongLog[]> {
  const logs: [string, readonly GameEvent[]][] = [
    ['a six-seat game', normal],
    ['5,000 re-roll/undo cycles', longUndoGame({ cycles: 5000, seed: 'replay-bench/long' })],
    // The most the app takes in play: holds and undos stop at MAX_LOG_EVENTS (15,360 events).
    ['7,500 re-roll/undo cycles', longUndoGame({ cycles: 7500, seed: 'replay-bench/longer' })],
  ];
  const dir = await mkdtemp(path.join(tmpdir(), 'yacht-replay-long-'));
  try {
    const cli = path.join(PROJECT_ROOT, 'dist', 'cli.js');
    const dataDir = path.join(dir, 'data');
    const out: LongLog[] = [];
    for (const [n, [name, events]] of logs.entries()) {
      const text = gameFileText(events, { gameId: `long-${n}`, finishedAt: '2026-11-30T12:30:00.000Z' });
      const file = path.join(dir, `long-${n}.yacht.json`);
      await writeFile(file, text);
      const grade = ['--json', '--data-dir', dataDir];
      // The first command solves the table into the data directory (once); it is not timed.
      if (n === 0) await run(process.execPath, [cli, 'grade', file, ...grade], { maxBuffer: 1 << 28 });
      const read: Timing = { wall: [], cpu: [] };
      const graded: Timing = { wall: [], cpu: [] };
      const command: number[] = [];
      let decisions = 0;
      let takenBack = 0;
      await waitForIdleCpu(waitIdleSeconds, MIN_IDLE);
      for (let r = 0; r < longRuns; r++) {
        let readEvents: readonly GameEvent[] = [];
        timed(() => void (readEvents = readGameFile(text).game.events), read);
        timed(() => {
          const course = gameCourse(table, readEvents);
          gradeReport(readEvents[0] as CreatedEvent, course);
          decisions = course.grades.length;
          takenBack = course.takenBack.length;
        }, graded);
        const start = performance.now();
        await run(process.execPath, [cli, 'grade', file, ...grade], { maxBuffer: 1 << 28 });
        command.push(performance.now() - start);
      }
      out.push({
        name,
        bytes: Buffer.byteLength(text),
        events: events.length,
        decisions,
        takenBack,
        read,
        grade: graded,
        command,
      });
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function longLines(logs: readonly LongLog[]): string[] {
  return [
    `Long practice logs, median (min–max) of ${longRuns} runs, ms:`,
    ...logs.flatMap((l) => [
      `  ${l.name}: ${(l.bytes / 1e6).toFixed(2)} MB, ${l.events} events, ${l.decisions} decisions + ${l.takenBack} taken back`,
      `    read the file   wall ${statsText(stats(l.read.wall), 1)}   CPU ${statsText(stats(l.read.cpu), 1)}`,
      `    grade it        wall ${statsText(stats(l.grade.wall), 1)}   CPU ${statsText(stats(l.grade.cpu), 1)}`,
      `    yacht grade     wall ${statsText(stats(l.command), 1)} (its own process: start-up, table read, file read, grade)`,
    ]),
  ];
}

function p(samples: readonly number[], q: number): number {
  return percentile(
    [...samples].sort((a, b) => a - b),
    q,
  );
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const solveStart = performance.now();
  const table = solveRules(makeRules('standard'));
  log(`replay: standard table solved in ${((performance.now() - solveStart) / 1000).toFixed(1)} s`);
  const idle = await waitForIdleCpu(waitIdleSeconds, MIN_IDLE);
  const graded = gradeGames(table);
  const grading = stats(graded.grading.wall);
  const gradingCpu = stats(graded.grading.cpu);
  const shadow = stats(graded.shadow.wall);
  const shadowCpu = stats(graded.shadow.cpu);
  log(`replay: ${gameCount} games graded; long logs`);
  const long = await longLogs(table, graded.last);
  if (args['no-page']) {
    process.stdout.write(
      `${[
        `Replay benchmark (${gameCount} six-seat standard games, ${graded.decisions} decisions in the last)`,
        `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}`,
        `Grading a game + chart data (ms): wall ${statsText(grading)}   CPU ${statsText(gradingCpu)}`,
        ...longLines(long),
        `Load average before / after: ${loadBefore} / ${loadAverage()}; ${idle ? 'started on an idle CPU' : 'the CPU was busy: the figures say little'}`,
      ].join('\n')}\n`,
    );
    if (args.json) process.stdout.write(`${JSON.stringify({ grading, gradingCpu, long })}\n`);
    return;
  }
  log('replay: stepping in the page');
  const page = await stepInPage(graded.last);
  const pick = (kind: string, of: number[]): number[] => of.filter((_, i) => page.kinds[i] === kind);
  const line = (name: string, samples: number[]): string =>
    `  ${name.padEnd(24)} p50 ${p(samples, 50).toFixed(1)}  p95 ${p(samples, 95).toFixed(1)}  max ${Math.max(...samples).toFixed(1)}  (${samples.length})`;
  const stepP95 = p(page.drawn, 95);
  const lines = [
    `Replay benchmark (${gameCount} six-seat standard games, ${graded.decisions} decisions in the last)`,
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}, ${page.browser}`,
    `Grading a game + chart data (ms), median (min–max):`,
    `  wall ${statsText(grading)}   CPU ${statsText(gradingCpu)}   target <= ${GRADE_BUDGET_MS}: ${grading.median <= GRADE_BUDGET_MS ? 'met' : 'NOT met'} (${(grading.median / GRADE_BUDGET_MS).toFixed(2)} of it)`,
    `Shadow Perfect of a game (ms): wall ${statsText(shadow)}   CPU ${statsText(shadowCpu)}`,
    `One replay step in the page (ms):`,
    ...['key', 'click'].flatMap((kind) => [
      line(`${kind}, in the DOM`, pick(kind, page.dom)),
      line(`${kind}, drawn`, pick(kind, page.drawn)),
      line(`${kind}, painted`, pick(kind, page.painted)),
    ]),
    line('a frame with no step', page.idleFrames),
    `  target p95 <= ${STEP_BUDGET_MS} drawn (the refresh wait left out): ${stepP95 <= STEP_BUDGET_MS ? 'met' : 'NOT met'} (p95 ${stepP95.toFixed(1)})`,
    ...longLines(long),
    `Load average before / after: ${loadBefore} / ${loadAverage()}; ${idle ? 'started on an idle CPU' : 'the CPU was busy: the figures say little'}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (args.json) {
    process.stdout.write(
      `${JSON.stringify({ grading, gradingCpu, shadow, shadowCpu, step: { p50: p(page.drawn, 50), p95: stepP95, paintedP95: p(page.painted, 95) }, long })}\n`,
    );
  }
  if (args.strict && (grading.median > GRADE_BUDGET_MS || stepP95 > STEP_BUDGET_MS)) process.exitCode = 1;
}

await main();
