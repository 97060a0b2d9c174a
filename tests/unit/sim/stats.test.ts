// The intervals `yacht match` prints: Wilson's score interval against published values, and the normal
// interval of per-game shares against its definition.

import { describe, expect, it } from 'vitest';
import { shareInterval, wilsonInterval } from '../../../src/main/sim/stats';

describe('wilsonInterval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3 (score
  // interval without continuity correction), to the 4 decimals printed there.
  const published: [number, number, number, number][] = [
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ];
  for (const [x, n, lo, hi] of published) {
    it(`${x} of ${n}: ${lo} to ${hi}`, () => {
      const [a, b] = wilsonInterval(x, n);
      expect(a).toBeCloseTo(lo, 4);
      expect(b).toBeCloseTo(hi, 4);
    });
  }

  it('is symmetric about one half, stays inside 0..1 and narrows as the games grow', () => {
    for (const n of [1, 7, 100]) {
      for (let x = 0; x <= n; x++) {
        const [lo, hi] = wilsonInterval(x, n);
        const [mlo, mhi] = wilsonInterval(n - x, n);
        expect(lo).toBeCloseTo(1 - mhi, 12);
        expect(hi).toBeCloseTo(1 - mlo, 12);
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
        expect(lo).toBeLessThanOrEqual(x / n);
        expect(hi).toBeGreaterThanOrEqual(x / n);
      }
    }
    const width = (n: number): number => {
      const [lo, hi] = wilsonInterval(n / 2, n);
      return hi - lo;
    };
    expect(width(400)).toBeLessThan(width(100));
    // Half the width for four times the games, near enough (the z²/n terms fade).
    expect(width(40_000) / width(10_000)).toBeCloseTo(0.5, 3);
  });

  it('has no interval without games', () => {
    expect(wilsonInterval(0, 0).every(Number.isNaN)).toBe(true);
  });
});

describe('shareInterval', () => {
  it('is the mean ± 1.96 sample sd / √n of the games’ shares', () => {
    const shares = [1, 0, 0.5, 0.5, 0.5, 1, 1 / 3, 0.5];
    const n = shares.length;
    const mean = shares.reduce((a, b) => a + b, 0) / n;
    const sd = Math.sqrt(shares.reduce((a, s) => a + (s - mean) ** 2, 0) / (n - 1));
    const [lo, hi] = shareInterval(
      shares.reduce((a, b) => a + b, 0),
      shares.reduce((a, s) => a + s * s, 0),
      n,
    );
    expect(lo).toBeCloseTo(mean - (1.959964 * sd) / Math.sqrt(n), 6);
    expect(hi).toBeCloseTo(mean + (1.959964 * sd) / Math.sqrt(n), 6);
  });

  it('is a point when every game is drawn alike, and narrower than Wilson’s when most games draw', () => {
    expect(shareInterval(50, 25, 100)).toEqual([0.5, 0.5]);
    // 1000 games: 65 won, 911 drawn (half each), 24 lost.
    const sum = 65 + 911 / 2;
    const squares = 65 + 911 / 4;
    const [lo, hi] = shareInterval(sum, squares, 1000);
    const [wlo, whi] = wilsonInterval(sum, 1000);
    expect(hi - lo).toBeLessThan((whi - wlo) / 2);
    expect(lo).toBeGreaterThan(0.5);
    expect(wlo).toBeLessThan(0.5);
  });
});
