// What the benchmarks (bench/solver.ts, bench/coach-latency.ts) need to know about the machine they run on:
// how idle its CPU is, waiting for it to be idle, and its load average, so each can say how far its figures
// are to be trusted. Also how they summarise samples (medians with min–max, percentiles), so a figure means
// the same in each.

import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';

/** The CPU's idle share over `ms` (from /proc/stat), or null where that cannot be read. */
export async function idleShare(ms: number): Promise<number | null> {
  const sample = async (): Promise<[total: number, idle: number] | null> => {
    try {
      const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
      // The first line sums every core: user nice system idle iowait irq softirq (in clock ticks).
      const fields = line.trim().split(/\s+/).slice(1, 8).map(Number);
      return [fields.reduce((a, b) => a + b, 0), fields[3] ?? 0];
    } catch {
      return null;
    }
  };
  const a = await sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = await sample();
  if (!a || !b || b[0] === a[0]) return null;
  return (b[1] - a[1]) / (b[0] - a[0]);
}

/**
 * On a shared machine other programs' load swamps what a benchmark measures: wait (up to `seconds`) for half
 * a second with the CPU at least `minIdle` idle. True when that came, when `seconds` <= 0 (not waiting) or
 * where the idle share cannot be read (nothing to wait for); false when the CPU stayed busy throughout.
 */
export async function waitForIdleCpu(seconds: number, minIdle: number): Promise<boolean> {
  if (seconds <= 0) return true;
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const idle = await idleShare(500);
    if (idle === null || idle >= minIdle) return true;
  }
  return false;
}

/** The 1, 5 and 15 minute load averages, e.g. "0.42 0.30 0.25": printed before and after a run. */
export const loadAverage = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/**
 * The nearest-rank percentile `p` (0..100) of samples sorted ascending (one sample of them, never an
 * interpolation between two). The caller sorts: it usually wants several percentiles of the same samples.
 */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface Stats {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export function stats(samples: readonly number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { median, min: s[0]!, max: s[s.length - 1]! };
}

/** "12.34 (10.01–15.20)": a median with its range. */
export function statsText(s: Stats, digits = 2): string {
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
}
