// Summaries of a run's totals: mean, spread, a 95% confidence interval of the mean and the median.

export interface Summary {
  readonly mean: number;
  /** Sample standard deviation (n - 1). */
  readonly sd: number;
  /** Normal-approximation 95% interval of the mean: mean ± 1.96 sd / √n. */
  readonly ci95: readonly [number, number];
  readonly median: number;
}

export function summarize(values: ArrayLike<number>): Summary {
  const n = values.length;
  if (n === 0) return { mean: NaN, sd: NaN, ci95: [NaN, NaN], median: NaN };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (values[i]! - mean) ** 2;
  const sd = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
  const half = (1.96 * sd) / Math.sqrt(n);
  const sorted = Float64Array.from({ length: n }, (_, i) => values[i]!).sort();
  const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  return { mean, sd, ci95: [mean - half, mean + half], median };
}

/** The fraction of flags set. */
export function rate(flags: ArrayLike<number>): number {
  let set = 0;
  for (let i = 0; i < flags.length; i++) set += flags[i] ? 1 : 0;
  return flags.length ? set / flags.length : 0;
}

/** z of a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * Wilson score interval of a rate: `successes` of `n` trials (successes may be fractional, e.g. wins shared
 * in ties). Unlike p ± z√(p(1-p)/n) it stays inside 0..1 and is not empty at 0 or n successes.
 */
export function wilsonInterval(successes: number, n: number, z = Z95): readonly [number, number] {
  if (!(n > 0)) return [NaN, NaN];
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // The interval holds p: at 0 or n successes its end meets p only to rounding.
  return [Math.min(p, Math.max(0, centre - half)), Math.max(p, Math.min(1, centre + half))];
}

/** Normal 95% interval of a mean of per-trial values in 0..1 given their sum and sum of squares. */
export function shareInterval(sum: number, squares: number, n: number): readonly [number, number] {
  if (!(n > 0)) return [NaN, NaN];
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
  const half = Z95 * Math.sqrt(variance / n);
  return [Math.max(0, mean - half), Math.min(1, mean + half)];
}
