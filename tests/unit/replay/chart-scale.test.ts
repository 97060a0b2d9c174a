// The value axes of the replay's charts: round ticks covering the data (the course chart read 172, 197, 222,
// 247, 260 from recharts' padded domain).

import { describe, expect, it } from 'vitest';
import { axisScale } from '../../../src/shared/replay/chart-scale';

describe('axisScale', () => {
  it('puts ticks on round numbers that cover the data', () => {
    expect(axisScale(177, 255)).toEqual({ domain: [160, 260], ticks: [160, 180, 200, 220, 240, 260] });
    expect(axisScale(133.2, 391.7)).toEqual({
      domain: [100, 400],
      ticks: [100, 150, 200, 250, 300, 350, 400],
    });
    expect(axisScale(0, 37.02)).toEqual({ domain: [0, 40], ticks: [0, 10, 20, 30, 40] });
  });

  it('keeps within the most ticks asked for, and takes the finest step that does', () => {
    for (const [min, max] of [
      [0, 1],
      [3, 9],
      [150.5, 151.2],
      [100, 1000],
      [-40, 0],
      [254.58, 254.59],
    ] as const) {
      const { domain, ticks } = axisScale(min, max, 6);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(domain[0]).toBeLessThanOrEqual(min);
      expect(domain[1]).toBeGreaterThanOrEqual(max);
      expect(ticks[0]).toBe(domain[0]);
      expect(ticks.at(-1)).toBe(domain[1]);
      const step = ticks[1]! - ticks[0]!;
      expect(ticks.every((t) => Number.isInteger(t) && Number.isInteger(t / step))).toBe(true);
    }
  });

  it('gives a flat line room around it, and nonsense a plain axis', () => {
    expect(axisScale(254.6, 254.6).ticks).toEqual([248, 250, 252, 254, 256, 258, 260]);
    expect(axisScale(Number.NaN, 3)).toEqual({ domain: [0, 1], ticks: [0, 1] });
    expect(axisScale(5, 2)).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
});
