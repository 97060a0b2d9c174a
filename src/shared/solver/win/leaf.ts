// Rows for states past the engine's horizon: an approximation, used only where the remaining game is too large
// to solve within the work budget. From a leaf state the seat is taken to play Perfect (points) on, its future
// points spread normally around the table's exact expected value, with a spread that grows as the square root
// of the boxes still open. The utility smoothed by that spread once per count of open boxes, then every leaf's
// row is a lookup. How well a horizon with these leaves plays is measured by `yacht match`, not argued.

import type { ValueTable } from '../tables/solve';
import { popcountMask } from '../layout/layout';
import type { LeafRow } from './outcome-solver';

/** Standard deviation of one open box's future points under Perfect play (standard rules: 59.6 over 13). */
export const SPREAD_PER_BOX = 16.5;

/** The utility row (U at gains 0..G, flat beyond) smoothed by a normal spread of `sigma` points. */
function smoothed(utility: Float64Array, sigma: number): { row: Float64Array; reach: number } {
  const G = utility.length - 1;
  const reach = Math.ceil(4 * sigma);
  const weights = new Float64Array(2 * reach + 1);
  let total = 0;
  for (let z = -reach; z <= reach; z++)
    total += weights[z + reach] = Math.exp((-z * z) / (2 * sigma * sigma));
  for (let i = 0; i < weights.length; i++) weights[i] = weights[i]! / total;
  const row = new Float64Array(G + reach + 1);
  for (let x = 0; x < row.length; x++) {
    let v = 0;
    for (let z = -reach; z <= reach; z++) {
      const at = x + z;
      v += weights[z + reach]! * utility[at <= 0 ? 0 : at >= G ? G : at]!;
    }
    row[x] = v;
  }
  return { row, reach };
}

/** Leaf rows for a seat's utility row, from the points table's values. */
export function normalLeaf(table: ValueTable, utility: Float64Array): LeafRow {
  const { layout, values } = table;
  const byOpen = new Map<number, Float64Array>();
  return (state, index, length) => {
    const open = layout.boxCount - popcountMask(state.s);
    let smooth = byOpen.get(open);
    if (!smooth) byOpen.set(open, (smooth = smoothed(utility, SPREAD_PER_BOX * Math.sqrt(open)).row));
    const mean = values[index]!;
    const last = smooth.length - 1;
    const out = new Float64Array(length);
    for (let h = 0; h < length; h++) {
      const x = h + mean;
      const x0 = Math.floor(x);
      if (x0 >= last) out[h] = smooth[last]!;
      else {
        const f = x - x0;
        out[h] = smooth[x0]! * (1 - f) + smooth[x0 + 1]! * f;
      }
    }
    return out;
  };
}
