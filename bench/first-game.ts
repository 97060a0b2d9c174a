// First game on a fresh install (`npm run bench:first-game`, part of `npm run bench`; built to
// dist/bench/first-game.js, needs `npm run build`): from the click on "Practice vs Perfect" to the first graded
// decision on screen, on an empty data directory (no table cached, nothing warm), in browser mode. Each run
// starts dist/server.js on a new temporary data directory, opens the page in Debian's Chromium (YACHT_CHROMIUM
// overrides /usr/bin/chromium), clicks "Practice vs Perfect", rolls, re-rolls (the first decision) as soon as
// the page lets it, and waits for the decision's grade row.
//
// The clock runs in the page (a capture-phase click listener and a MutationObserver, as in the coach-latency
// benchmark), so Playwright's round trips are outside it. The player's own clicks take no time here: a person
// who thinks before the re-roll waits less.
//
// Options: --runs N (default 5), --budget MS (default 2000, the target), --strict (exit 1 when the median is
// over the budget), --json, --wait-idle S (before each run, wait up to S seconds for an idle CPU; default 30).

import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../tests/support/server-process';
import { checkAppBuilt, launchChromium } from './browser';
import { loadAverage, stats, statsText, waitForIdleCpu } from './machine';

const STEP_TIMEOUT_MS = 60_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    budget: { type: 'string' },
    strict: { type: 'boolean' },
    json: { type: 'boolean' },
    'wait-idle': { type: 'string' },
  },
});
const runs = Number(args.runs ?? 5);
const budget = Number(args.budget ?? 2000);
const waitIdleSeconds = Number(args['wait-idle'] ?? 30);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');

/** What clock() leaves in the page, as window.__firstGame: page times (ms) of each step. */
interface FirstGameClock {
  practice: number;
  /** The first roll's click, the re-roll's click, the grade row in the DOM, the next frame. */
  rolls: number[];
  graded: number;
  painted: number;
}
type ClockWindow = Window & { __firstGame?: FirstGameClock };

/** Runs in the page before its scripts. */
function clock(): void {
  const c: FirstGameClock = { practice: 0, rolls: [], graded: 0, painted: 0 };
  (window as ClockWindow).__firstGame = c;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[data-testid="practice-vs-perfect"]')) c.practice = performance.now();
      if (target?.closest('[data-testid="roll"]')) c.rolls.push(performance.now());
    },
    true,
  );
  new MutationObserver(() => {
    if (c.graded || !c.practice || !document.querySelector('[data-testid="coach-grade"]')) return;
    c.graded = performance.now();
    requestAnimationFrame(() => (c.painted = performance.now()));
  }).observe(document, { subtree: true, childList: true });
}

interface RunFigures {
  /** Click on "Practice vs Perfect" to the grade row painted (ms). */
  readonly total: number;
  /** Of which: to the table's first turn (the first roll's click). */
  readonly toFirstRoll: number;
  /** The re-roll's click to the grade row painted. */
  readonly gradeWait: number;
}

async function oneRun(browser: Browser): Promise<RunFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-first-game-'));
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({ dataDir, seed: 'first-game' });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.addInitScript(clock);
    await page.goto(server.url);
    await page.getByTestId('practice-vs-perfect').click();
    const rollReady = async (left: number): Promise<void> => {
      const text = `${left} roll${left === 1 ? '' : 's'} left`;
      await page.waitForFunction(
        (t) => {
          const roll = document.querySelector<HTMLButtonElement>('[data-testid="roll"]');
          return (
            roll?.disabled === false &&
            document.querySelector('[data-testid="rolls-left"]')?.textContent === t
          );
        },
        text,
        { polling: 'raf', timeout: STEP_TIMEOUT_MS },
      );
    };
    await rollReady(3);
    await page.getByTestId('roll').click();
    await rollReady(2);
    await page.getByTestId('roll').click();
    await page.waitForFunction(() => ((window as ClockWindow).__firstGame?.painted ?? 0) > 0, undefined, {
      polling: 'raf',
      timeout: STEP_TIMEOUT_MS,
    });
    const c = await page.evaluate(() => (window as ClockWindow).__firstGame!);
    await page.close();
    return {
      total: c.painted - c.practice,
      toFirstRoll: c.rolls[0]! - c.practice,
      gradeWait: c.painted - c.rolls[1]!,
    };
  } finally {
    await server?.kill9();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  checkAppBuilt();
  const loadBefore = loadAverage();
  const browser = await launchChromium();
  const figures: RunFigures[] = [];
  let idleRuns = 0;
  try {
    for (let r = 0; r < runs; r++) {
      if (await waitForIdleCpu(waitIdleSeconds, 0.9)) idleRuns++;
      figures.push(await oneRun(browser));
      const f = figures.at(-1)!;
      process.stderr.write(
        `  run ${r + 1}/${runs}: ${f.total.toFixed(0)} ms (first roll at ${f.toFirstRoll.toFixed(0)} ms, ` +
          `graded ${f.gradeWait.toFixed(0)} ms after the re-roll)\n`,
      );
    }
  } finally {
    await browser.close();
  }
  const total = stats(figures.map((f) => f.total));
  const lines = [
    `First game on a fresh install: "Practice vs Perfect" to the first graded decision (${runs} runs, each on an empty data directory)`,
    `Machine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.version}`,
    `Load average before / after: ${loadBefore} / ${loadAverage()}; runs started on an idle CPU: ${idleRuns} of ${runs}`,
    `Medians (min–max), ms:`,
    `  click to the grade row painted:   ${statsText(total, 0)}`,
    `  of which to the first roll:       ${statsText(stats(figures.map((f) => f.toFirstRoll)), 0)}`,
    `  the re-roll to its grade painted: ${statsText(stats(figures.map((f) => f.gradeWait)), 0)}`,
    `  target median <= ${budget} ms: ${total.median <= budget ? 'met' : 'NOT met'}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (args.json) process.stdout.write(`${JSON.stringify({ runs, figures })}\n`);
  if (args.strict && total.median > budget) process.exitCode = 1;
}

await main();
