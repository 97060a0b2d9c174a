// The other seats' final totals, as the win engine reads them: exact (seat-distribution.ts) once a seat has at
// most EXACT_OTHERS boxes open — tens of milliseconds, cached by state —, and before that a normal spread around
// the table's exact expected total (the leaves' approximation, leaf.ts), since carrying a seat's chances from
// a nearly empty sheet takes seconds on every turn it scores, when the engine's own horizon is short anyway.

import { sheetTotals, type Sheet } from '../../rules';
import { popcountMask } from '../layout/layout';
import { stateIndex, stateOf } from '../layout/state-key';
import type { ValueTable } from '../tables/solve';
import { SPREAD_PER_BOX } from './leaf';
import { finalDistributionFrom, type FinalDistribution } from './seat-distribution';

/** A seat's sheet and the extra yachts it has earned. */
export interface SeatSheet {
  readonly sheet: Sheet;
  readonly extraYachts: number;
}

/** A seat with at most this many boxes open has its final total carried exactly (≤ ~80 ms cold, here). */
export const EXACT_OTHERS = 8;

export interface OtherFinal {
  readonly distribution: FinalDistribution;
  readonly exact: boolean;
}

/** A normal spread of the points to come around `mean`, on whole points from `current` up, cut at 4 sd. */
function normalFinal(current: number, mean: number, sd: number): FinalDistribution {
  const lo = Math.max(current, Math.floor(mean - 4 * sd));
  const hi = Math.max(lo, Math.ceil(mean + 4 * sd));
  const probability = new Float64Array(hi - lo + 1);
  let total = 0;
  for (let x = lo; x <= hi; x++) {
    const z = (x - mean) / sd;
    total += probability[x - lo] = Math.exp(-0.5 * z * z);
  }
  for (let i = 0; i < probability.length; i++) probability[i] = probability[i]! / total;
  return { min: lo, probability };
}

/** Another seat's final total under Perfect (points) play from its sheet: exact, or approximate early on. */
export function otherFinal(table: ValueTable, seat: SeatSheet, exactAlways = false): OtherFinal {
  const { layout, values } = table;
  const key = stateOf(layout, seat.sheet);
  const open = layout.boxCount - popcountMask(key.s);
  if (exactAlways || open <= EXACT_OTHERS) {
    return { distribution: finalDistributionFrom(table, seat.sheet, seat.extraYachts), exact: true };
  }
  const current = sheetTotals(layout.rules, seat.sheet, seat.extraYachts).total;
  const mean = current + values[stateIndex(layout, key)]!;
  return { distribution: normalFinal(current, mean, SPREAD_PER_BOX * Math.sqrt(open)), exact: false };
}
