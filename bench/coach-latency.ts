// Coach latency benchmark (the second half of `npm run bench`, built to dist/bench/coach-latency.js; needs
// `npm run build` first, builds nothing): how long from a decision's click (a re-roll or a score) to its
// grade row in the coach panel, with the table loaded. It starts the browser-mode server (dist/server.js) on
// a free port with a temporary data directory and seeded dice, makes the standard table (and asks for one
// analysis, which starts the backend's analysis worker), opens the page in Debian's Chromium (YACHT_CHROMIUM
// overrides /usr/bin/chromium) and plays a person's turns by clicking until --decisions decisions are graded.
//
// The clock runs in the page: a capture-phase click listener notes performance.now() of the deciding click,
// and a MutationObserver notes when a grade row with a new log index is in the DOM (also: the next animation
// frame after it, about when it is painted). Playwright's round trips are outside both.
//
// A second figure, before the page is opened: how long a hint for the game in progress takes while three
// replays of long practice games (5,000 re-roll/undo cycles each, a 0.5 MB file, played through the engine by
// tests/support/long-game.ts and imported) are being made: each round imports three new such games (so no
// replay is kept from before), asks for their replays without waiting, and 20 ms later for the hint; beside it
// the hint alone. Both from the API call to its answer (over HTTP, as the page asks).
//
// Options: --decisions N (default 60), --seed S (dice seed, default coach-bench), --budget MS (default 100,
// the p95 target), --strict (exit 1 when the p95 is over the budget), --json (also print one JSON line),
// --wait-idle S (before playing, wait up to S seconds for a CPU at least 80% idle; default 30, 0 = off),
// --hint-rounds N (rounds of the hint among replays, default 5, 0 = none), --no-play (only the hint figure).

import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { gameFileText } from '../src/shared/game';
import { longUndoGame } from '../tests/support/long-game';
import { callApi as call, startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { checkAppBuilt, launchChromium, standardTableReady } from './browser';
import { instrument, type BenchWindow } from './coach-clock';
import { loadAverage, percentile, stats, statsText, waitForIdleCpu, type Stats } from './machine';

const STEP_TIMEOUT_MS = 20_000;
/** What the benchmark was doing, for the message when a step fails. */
let step = 'starting';

const { values: args } = parseArgs({
  options: {
    decisions: { type: 'string' },
    seed: { type: 'string' },
    budget: { type: 'string' },
    strict: { type: 'boolean' },
    json: { type: 'boolean' },
    'wait-idle': { type: 'string' },
    'hint-rounds': { type: 'string' },
    'no-play': { type: 'boolean' },
  },
});
const hintRounds = Number(args['hint-rounds'] ?? 5);
if (!Number.isInteger(hintRounds) || hintRounds < 0) throw new Error('--hint-rounds must be a whole number');
const wanted = Number(args.decisions ?? 60);
const seed = args.seed ?? 'coach-bench';
const budget = Number(args.budget ?? 100);
const waitIdleSeconds = Number(args['wait-idle'] ?? 30);
/** Play waits for this idle share (the solver benchmark's is 0.9): the server and browser run by then. */
const MIN_IDLE = 0.8;
if (!Number.isInteger(wanted) || wanted < 1) throw new Error('--decisions must be a whole number from 1');

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** The positions to keep: every die showing the face there is most of (the higher face when level). */
function keepFor(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  let face = 6;
  for (let f = 5; f >= 1; f--) if (counts[f]! > counts[face]!) face = f;
  return dice.flatMap((d, p) => (d === face ? [p] : []));
}

async function readDice(page: Page): Promise<{ face: number; label: string }[]> {
  return page.locator('[data-testid^="die-"]').evaluateAll((els) =>
    els.map((el) => ({
      face: Number(el.getAttribute('data-face')),
      label: el.getAttribute('aria-label') ?? '',
    })),
  );
}

async function waitRollsLeft(page: Page, left: number): Promise<void> {
  const text = `${left} roll${left === 1 ? '' : 's'} left`;
  await page.waitForFunction(
    (t) => document.querySelector('[data-testid="rolls-left"]')?.textContent === t,
    text,
    {
      polling: 'raf',
      timeout: STEP_TIMEOUT_MS,
    },
  );
}

/** Clicks and waits for the decision's grade row (the page's clock does the timing). */
async function decide(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(() => {
    const bench = (window as BenchWindow).__coachBench!;
    bench.arm();
    return bench.samples.length;
  });
  await click();
  try {
    await page.waitForFunction((n) => (window as BenchWindow).__coachBench!.samples.length > n, before, {
      polling: 'raf',
      timeout: STEP_TIMEOUT_MS,
    });
  } catch {
    throw new Error(`no grade row within ${STEP_TIMEOUT_MS} ms of decision ${before + 1}`);
  }
}

async function playTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const roll = document.querySelector<HTMLButtonElement>('[data-testid="roll"]');
      const left = document.querySelector('[data-testid="rolls-left"]');
      return (
        (roll && !roll.disabled && left?.textContent === '3 rolls left') ||
        document.querySelector('[data-testid="play-again"]')
      );
    },
    undefined,
    { polling: 'raf', timeout: STEP_TIMEOUT_MS },
  );
  if (await page.getByTestId('play-again').count()) {
    step = 'Play again';
    await page.getByTestId('play-again').click();
    return;
  }
  step = 'the first roll of a turn';
  await page.getByTestId('roll').click();
  await waitRollsLeft(page, 2);
  for (let left = 2; left > 0; left--) {
    const dice = await readDice(page);
    if (dice.every((d) => d.face === dice[0]?.face)) break;
    const keep = keepFor(dice.map((d) => d.face));
    for (const [p, d] of dice.entries()) {
      if (d.label.endsWith(', kept') === keep.includes(p)) continue;
      step = `holding die ${p + 1} (${left} rolls left)`;
      await page.getByTestId(`die-${p + 1}`).click();
      const die: [id: string, kept: boolean] = [`die-${p + 1}`, keep.includes(p)];
      await page.waitForFunction(
        ([id, kept]) =>
          document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-label')?.endsWith(', kept') ===
          kept,
        die,
        { polling: 'raf', timeout: STEP_TIMEOUT_MS },
      );
    }
    step = `a re-roll (${left} rolls left)`;
    await decide(page, () => page.getByTestId('roll').click());
    await waitRollsLeft(page, left - 1);
  }
  const boxes = await page
    .locator('[data-testid="pad"] button.pad-box')
    .evaluateAll((els: HTMLButtonElement[]) =>
      els.map((el) => ({
        id: el.getAttribute('data-testid') ?? '',
        points: Number(el.getAttribute('data-points') || 'NaN'),
        disabled: el.disabled,
      })),
    );
  const legal = boxes.filter((b) => !b.disabled && !Number.isNaN(b.points));
  const box = legal.reduce((a, b) => (b.points > a.points ? b : a));
  step = `scoring ${box.id} (${box.points})`;
  await decide(page, async () => {
    await page.getByTestId(box.id).click();
    if (box.points === 0) await page.getByTestId(box.id).click();
  });
}

interface Summary {
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  readonly n: number;
}

function summary(samples: readonly number[]): Summary {
  const s = [...samples].sort((a, b) => a - b);
  return { median: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1]!, n: s.length };
}

interface HintAmongReplays {
  readonly alone: Stats;
  readonly amongReplays: Stats;
  readonly replays: Stats;
  readonly fileBytes: number;
}

/** Milliseconds from an API call to its answer, and the answer. */
async function timedCall<T>(ask: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const answer = await ask();
  return [answer, performance.now() - start];
}

/** The second figure: a hint for the game in progress, alone and while three long replays are being made. */
async function hintAmongReplays(url: string): Promise<HintAmongReplays> {
  step = 'a game in progress for the hints';
  const live = await call(url, 'createGame', {
    variant: 'standard',
    seats: [{ kind: 'human', name: 'Bench' }],
  });
  await call(url, 'act', live.gameId, { type: 'roll' });
  await call(url, 'coachHint', live.gameId);
  await waitForIdleCpu(waitIdleSeconds, MIN_IDLE);
  const alone: number[] = [];
  const among: number[] = [];
  const replays: number[] = [];
  let fileBytes = 0;
  for (let round = 0; round < hintRounds; round++) {
    step = `importing round ${round + 1}'s long games`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const events = longUndoGame({ cycles: 5000, seed: `coach-bench/${round}/${i}` });
      const text = gameFileText(events, {
        gameId: `long-${round}-${i}`,
        finishedAt: '2026-11-30T12:30:00.000Z',
      });
      fileBytes = Buffer.byteLength(text);
      ids.push((await call(url, 'importGame', text)).gameId);
    }
    step = `round ${round + 1}: the hint alone`;
    alone.push((await timedCall(() => call(url, 'coachHint', live.gameId)))[1]);
    step = `round ${round + 1}: the hint among three replays`;
    const made = ids.map((id) => timedCall(() => call(url, 'replayGame', id)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    among.push((await timedCall(() => call(url, 'coachHint', live.gameId)))[1]);
    for (const [, ms] of await Promise.all(made)) replays.push(ms);
  }
  await call(url, 'abandonGame', live.gameId).catch(() => undefined);
  return { alone: stats(alone), amongReplays: stats(among), replays: stats(replays), fileBytes };
}

function hintLines(h: HintAmongReplays): string[] {
  return [
    `A hint for the game in progress (ms, API call to answer), median (min–max) of ${hintRounds} rounds:`,
    `  alone:                                ${statsText(h.alone, 1)}`,
    `  while three long replays are made:    ${statsText(h.amongReplays, 1)}`,
    `  each of those replays (${(h.fileBytes / 1e6).toFixed(2)} MB files):  ${statsText(h.replays, 1)}`,
  ];
}

async function main(): Promise<void> {
  if (!args['no-play']) checkAppBuilt();
  const loadBefore = loadAverage();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-coach-bench-'));
  let server: ServerProcess | null = null;
  let browser: Browser | null = null;
  try {
    server = await startServerProcess({ dataDir, seed });
    const { url } = server;
    await call(url, 'setSettings', { coach: true, botSpeed: 'instant' });
    const solveStart = performance.now();
    await standardTableReady(url);
    const solveSeconds = (performance.now() - solveStart) / 1000;
    // One analysis through the coach's own path too (the backend's analysis worker starts at its first call).
    const warmStart = performance.now();
    await call(url, 'analyzePosition', {
      variant: 'standard',
      sheet: {},
      dice: [1, 2, 3, 4, 6],
      rollsLeft: 2,
    });
    log(
      `coach latency: standard table ready in ${solveSeconds.toFixed(1)} s, ` +
        `first analysis in ${((performance.now() - warmStart) / 1000).toFixed(2)} s`,
    );
    const hint = hintRounds > 0 ? await hintAmongReplays(url) : null;
    if (args['no-play']) {
      if (hint) process.stdout.write(`${hintLines(hint).join('\n')}\n`);
      if (args.json) process.stdout.write(`${JSON.stringify({ hint })}\n`);
      return;
    }
    await call(url, 'createGame', {
      variant: 'standard',
      seats: [{ kind: 'human', name: 'Bench' }],
    });

    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.addInitScript(instrument);
    await page.goto(url);
    step = 'opening the game';
    await page.getByTestId('resume').click();
    await page.getByTestId('coach-panel').waitFor({ timeout: STEP_TIMEOUT_MS });

    const idle = await waitForIdleCpu(waitIdleSeconds, MIN_IDLE);
    const started = performance.now();
    const count = (): Promise<number> =>
      page.evaluate(() => (window as BenchWindow).__coachBench!.samples.length);
    while ((await count()) < wanted) await playTurn(page);
    await page.waitForFunction(
      () => {
        const bench = (window as BenchWindow).__coachBench!;
        return bench.frames.length === bench.samples.length;
      },
      undefined,
      {
        timeout: STEP_TIMEOUT_MS,
      },
    );
    const { samples, frames } = await page.evaluate(() => {
      const bench = (window as BenchWindow).__coachBench!;
      return { samples: bench.samples, frames: bench.frames };
    });
    const dom = summary(samples);
    const painted = summary(frames);
    const fmt = (x: number): string => x.toFixed(1);
    const lines = [
      `Coach latency, click to grade row (${dom.n} decisions, ${((performance.now() - started) / 1000).toFixed(0)} s of play)`,
      `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}, ${browser.version()}`,
      `  row in the DOM (ms):        median ${fmt(dom.median)}  p95 ${fmt(dom.p95)}  max ${fmt(dom.max)}`,
      `  next frame after it (ms):   median ${fmt(painted.median)}  p95 ${fmt(painted.p95)}  max ${fmt(painted.max)}`,
      `  the first decision (ms):     ${fmt(samples[0]!)} (in the figures above too)`,
      `  target p95 <= ${budget} ms: ${dom.p95 <= budget ? 'met' : 'NOT met'}`,
      ...(hint ? hintLines(hint) : []),
      `Load average before / after: ${loadBefore} / ${loadAverage()}; ` +
        (waitIdleSeconds <= 0
          ? 'started without waiting for an idle CPU'
          : idle
            ? `started on an idle CPU (>= ${Math.round(MIN_IDLE * 100)}% idle for 0.5 s)`
            : `the CPU was busy for all of ${waitIdleSeconds} s: the figures say little`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (args.json)
      process.stdout.write(
        `${JSON.stringify({ decisions: dom.n, dom, frame: painted, budget, idle, hint })}\n`,
      );
    if (args.strict && dom.p95 > budget) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.kill9();
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  log(`coach latency: failed while ${step}`);
  throw error;
}
