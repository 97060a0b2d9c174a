// The numbers people read off a score distribution: mean, spread, percentiles, the range.

import type { ScoreDistribution } from './distribution';

export const PERCENTILES = [1, 5, 10, 25, 50, 75, 90, 95, 99] as const;
export type Percentile = (typeof PERCENTILES)[number];

export interface DistributionSummary {
  readonly expected: number;
  readonly sd: number;
  readonly median: number;
  /** The q-th percentile: the lowest score s with P(score <= s) >= q / 100. */
  readonly percentiles: Readonly<Record<Percentile, number>>;
  /** Lowest and highest score with a chance under the policy. */
  readonly min: number;
  readonly max: number;
  /** Sum of the chances (1 up to rounding). */
  readonly total: number;
}

export function summarize(dist: Pick<ScoreDistribution, 'min' | 'probability'>): DistributionSummary {
  const { min, probability } = dist;
  let total = 0;
  let mean = 0;
  for (let i = 0; i < probability.length; i++) {
    total += probability[i]!;
    mean += probability[i]! * (min + i);
  }
  mean /= total;
  let variance = 0;
  for (let i = 0; i < probability.length; i++) variance += probability[i]! * (min + i - mean) ** 2;
  const percentiles = {} as Record<Percentile, number>;
  let cumulative = 0;
  let next = 0;
  for (let i = 0; i < probability.length && next < PERCENTILES.length; i++) {
    cumulative += probability[i]!;
    // A hair under q/100, so a cumulative chance that lands on it by rounding still counts.
    while (next < PERCENTILES.length && cumulative >= (PERCENTILES[next]! / 100) * total - 1e-12) {
      percentiles[PERCENTILES[next]!] = min + i;
      next++;
    }
  }
  let last = probability.length - 1;
  while (last > 0 && probability[last] === 0) last--;
  return {
    expected: mean,
    sd: Math.sqrt(variance / total),
    median: percentiles[50],
    percentiles,
    min,
    max: min + last,
    total,
  };
}

/** The cumulative chance P(score <= s) at every score from min. */
export function cumulative(probability: Float64Array): Float64Array {
  const out = new Float64Array(probability.length);
  let sum = 0;
  for (let i = 0; i < probability.length; i++) out[i] = sum += probability[i]!;
  return out;
}

/** A distribution as the command line and the variants page give it (chances rounded to `digits`). */
export interface DistributionFacts extends Omit<DistributionSummary, 'total'> {
  readonly bonusRate: number;
  readonly yachtRate: number;
  /** Chance of two or more yachts (an extra-yacht bonus), null where extra yachts do not pay. */
  readonly multiYachtRate: number | null;
  readonly perBox: Readonly<Record<string, number>>;
  readonly bonusPoints: number;
  readonly extraYachtPoints: number;
  /** [score, chance] for every score with a chance (scores in order). */
  readonly distribution: readonly (readonly [number, number])[];
}

export function distributionFacts(dist: ScoreDistribution, digits = 12): DistributionFacts {
  const { total: _total, ...summary } = summarize(dist);
  const round = (x: number): number => Number(x.toPrecision(digits));
  const fixed = (x: number): number => Math.round(x * 1e9) / 1e9;
  const perBox: Record<string, number> = {};
  for (const [box, points] of Object.entries(dist.perBox)) perBox[box] = fixed(points);
  const distribution: [number, number][] = [];
  dist.probability.forEach((p, i) => {
    if (p > 0) distribution.push([dist.min + i, round(p)]);
  });
  return {
    ...summary,
    expected: fixed(summary.expected),
    sd: fixed(summary.sd),
    bonusRate: fixed(dist.bonusRate),
    yachtRate: fixed(dist.yachtRate),
    multiYachtRate: dist.multiYachtRate === null ? null : fixed(dist.multiYachtRate),
    perBox,
    bonusPoints: fixed(dist.bonusPoints),
    extraYachtPoints: fixed(dist.extraYachtPoints),
    distribution,
  };
}
