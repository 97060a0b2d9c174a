// The replay benchmark's clock in the page (bench/replay.ts, part 2): instrument() runs before the page's
// scripts and times each step from the keydown or click to the board's new step in the DOM, and on to the end
// of the frame that draws it; timedStep() arms it, acts, and waits for the sample.

import type { Page } from '@playwright/test';

/** What instrument() leaves in the page, as window.__replayBench. */
interface ReplayBench {
  startedAt: number;
  step: string | null;
  dom: number[];
  painted: number[];
  drawn: number[];
  kinds: string[];
  arm(kind: string): void;
}
export type BenchWindow = Window & { __replayBench?: ReplayBench };

/** Runs in the page before its scripts: the input clock and the board's step observer. */
export function instrument(): void {
  const board = (): Element | null => document.querySelector('[data-testid="replay-board"]');
  const bench: ReplayBench = {
    startedAt: 0,
    step: null,
    dom: [],
    painted: [],
    drawn: [],
    kinds: [],
    arm(kind: string) {
      bench.kinds.push(kind);
      bench.step = board()?.getAttribute('data-step') ?? null;
      bench.startedAt = -1;
    },
  };
  (window as BenchWindow).__replayBench = bench;
  // A task posted from an animation callback runs once that frame is rendered. It is posted at the highest
  // priority (scheduler.postTask, user-blocking), so work the page queued earlier (React's deferred renders
  // after the board) does not run before it and count as the frame's.
  type PostTask = (task: () => void, options: { priority: 'user-blocking' }) => Promise<void>;
  const postTask = (window as unknown as { scheduler?: { postTask?: PostTask } }).scheduler?.postTask;
  const frameEnd = new MessageChannel();
  const afterFrame = (task: () => void): void => {
    if (postTask) {
      void postTask.call((window as unknown as { scheduler: unknown }).scheduler, task, {
        priority: 'user-blocking',
      });
      return;
    }
    frameEnd.port1.onmessage = task;
    frameEnd.port2.postMessage(null);
  };
  const start = (): void => {
    if (bench.startedAt === -1) bench.startedAt = performance.now();
  };
  document.addEventListener('keydown', start, true);
  document.addEventListener('click', start, true);
  new MutationObserver(() => {
    if (bench.startedAt <= 0) return;
    const now = board()?.getAttribute('data-step') ?? null;
    if (now === bench.step) return;
    const from = bench.startedAt;
    bench.startedAt = 0;
    const inDom = performance.now() - from;
    bench.dom.push(inDom);
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      afterFrame(() => {
        const end = performance.now();
        bench.painted.push(end - from);
        bench.drawn.push(inDom + (end - frameStart));
      });
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-step'] });
}

/** One timed step: arms the clock, acts, waits for the sample. */
export async function timedStep(
  page: Page,
  kind: string,
  act: () => Promise<void>,
  timeout: number,
): Promise<void> {
  const before = await page.evaluate((k) => {
    const bench = (window as BenchWindow).__replayBench!;
    bench.arm(k);
    return bench.drawn.length;
  }, kind);
  await act();
  await page.waitForFunction((n) => (window as BenchWindow).__replayBench!.drawn.length > n, before, {
    polling: 'raf',
    timeout,
  });
}
