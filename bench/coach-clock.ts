// The coach latency benchmark's clock in the page (bench/coach-latency.ts): instrument() runs before the
// page's scripts; a capture-phase click listener notes the deciding click, and a MutationObserver the grade
// row with a new log index (and the animation frame after it).

/** What instrument() leaves in the page, as window.__coachBench. */
interface CoachBench {
  armed: boolean;
  clickAt: number;
  /** The log indices of the grade rows there were when armed. */
  seen: Set<string | null>;
  /** Click to the new row in the DOM (ms). */
  samples: number[];
  /** Click to the first animation frame after it. */
  frames: number[];
  arm(): void;
}

/**
 * The page's window, with the clock once instrument() has run. Each page function casts to it itself: it is
 * sent to the page as source, so it cannot call a helper from here.
 */
export type BenchWindow = Window & { __coachBench?: CoachBench };

/** Runs in the page before its scripts: the click clock and the grade-row observer. */
export function instrument(): void {
  const rowIndices = (): Set<string | null> =>
    new Set(
      Array.from(document.querySelectorAll('[data-testid="coach-grade"]'), (el) =>
        el.getAttribute('data-index'),
      ),
    );
  const bench: CoachBench = {
    armed: false,
    clickAt: 0,
    seen: new Set(),
    samples: [],
    frames: [],
    arm() {
      bench.seen = rowIndices();
      bench.clickAt = 0;
      bench.armed = true;
    },
  };
  (window as BenchWindow).__coachBench = bench;
  // Capture phase on the document: before the page's own handlers. A nought takes two clicks; the second
  // (the one that decides) overwrites the first.
  document.addEventListener(
    'click',
    () => {
      if (bench.armed) bench.clickAt = performance.now();
    },
    true,
  );
  const check = (): void => {
    if (!bench.armed || bench.clickAt === 0) return;
    for (const el of document.querySelectorAll('[data-testid="coach-grade"]')) {
      if (bench.seen.has(el.getAttribute('data-index'))) continue;
      const clickAt = bench.clickAt;
      bench.armed = false;
      bench.samples.push(performance.now() - clickAt);
      requestAnimationFrame(() => bench.frames.push(performance.now() - clickAt));
      return;
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-index'],
  });
}
