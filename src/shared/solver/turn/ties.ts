// When two keeps' values tie: within a tolerance relative to the best (the solver's sums are exact to ~1e-13).

import { TIE } from '../kernel-layout.generated';

/** Relative tolerance under which two values count as a tie (kernel-layout.json: the kernel's too). */
export { TIE };

/** `value` ties with `best` (the highest of its options) within TIE; the kernel's isTie is its twin. */
export function isTie(value: number, best: number): boolean {
  return best - value <= TIE * Math.max(1, Math.abs(best));
}

/** A roll whose best keeps tie: weigh the plan's values. */
export const TIED = 0xffff;
