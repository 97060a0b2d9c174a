// Round numbers for a chart's value axis: ticks a step of 1, 2 or 5 times a power of ten apart (10, 20, 50,
// 100...), from a multiple of the step below the data to one above, so an axis reads 150, 200, 250 rather than
// recharts' own 172, 197, 222 from a padded domain.

export interface AxisScale {
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
}

/** The axis over [min, max] with at most `most` ticks (at least 3), whole numbers only. */
export function axisScale(min: number, max: number, most = 7): AxisScale {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return { domain: [0, 1], ticks: [0, 1] };
  // A flat line still gets an axis around it.
  const lo = max - min < 1 ? min - 5 : min;
  const hi = max - min < 1 ? max + 5 : max;
  const limit = Math.max(3, most);
  for (let power = 1; ; power *= 10) {
    for (const times of [1, 2, 5]) {
      const step = times * power;
      const first = Math.floor(lo / step) * step;
      const last = Math.ceil(hi / step) * step;
      const count = Math.round((last - first) / step) + 1;
      if (count <= limit) {
        return { domain: [first, last], ticks: Array.from({ length: count }, (_, i) => first + i * step) };
      }
    }
  }
}
