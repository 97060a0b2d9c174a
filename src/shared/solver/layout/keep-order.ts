// The order analyzeTurn lists the keeps of a roll in, which breaks the policy's ties between keeps (the
// bonus chance and the score distribution follow the policy analyzeTurn ranks first).

import { diceTables, KEEPS, type DiceTables } from './dice-tables';

/**
 * Where analyzeTurn puts each keep among the keeps of a roll: keepsOf lists them by the lowest mask of the
 * sorted dice that makes them. That mask, read on the 30 positions of 1,1,1,1,1,2,...,6 (face f's i-th die at
 * bit 5(f-1)+i), orders every roll's keeps alike, so one rank per keep serves every roll.
 */
export interface KeepOrder {
  readonly rank: Int16Array;
  readonly keepOfRank: Int16Array;
}

const orders = new WeakMap<DiceTables, KeepOrder>();

export function keepOrder(t: DiceTables = diceTables()): KeepOrder {
  const known = orders.get(t);
  if (known) return known;
  const code = t.counts.map((counts) => {
    let mask = 0;
    for (let f = 1; f <= 6; f++) for (let i = 0; i < counts[f]!; i++) mask += 2 ** (5 * (f - 1) + i);
    return mask;
  });
  const keeps = Array.from({ length: KEEPS }, (_, k) => k).sort((a, b) => code[a]! - code[b]!);
  const rank = new Int16Array(KEEPS);
  keeps.forEach((k, i) => (rank[k] = i));
  const order = { rank, keepOfRank: Int16Array.from(keeps) };
  orders.set(t, order);
  return order;
}
