// What a seat's final total is worth at a table: the chance that it wins, the others finishing independently
// with the given final distributions (they play Perfect for points: seat-distribution.ts), level totals
// sharing the game equally. For a total x, each other seat finishes below x with chance a and at x with
// chance b; the product of (a + b·z) over the others has as coefficient of z^m the chance that exactly m of
// them tie at x and all the rest are below, and that outcome is worth 1 / (m + 1) of a win.

import type { FinalDistribution } from './seat-distribution';
import { utilityAt, type FinalUtility } from './utility';

/** How far from 1 a distribution's chances may add up (rounding over a thousand totals stays far inside). */
const SUM_TOLERANCE = 1e-9;

/** The distribution's problem in words, or null. */
function problemOf(d: FinalDistribution, name: string): string | null {
  if (!Number.isInteger(d.min)) return `${name} starts at ${d.min}, not a whole number of points`;
  if (d.probability.length === 0) return `${name} has no totals`;
  let total = 0;
  for (let i = 0; i < d.probability.length; i++) {
    const p = d.probability[i]!;
    if (!Number.isFinite(p) || p < 0) return `${name} gives total ${d.min + i} the chance ${p}`;
    total += p;
  }
  if (Math.abs(total - 1) > SUM_TOLERANCE) return `${name}'s chances add up to ${total}, not 1`;
  return null;
}

function check(d: FinalDistribution, name: string): void {
  const problem = problemOf(d, name);
  if (problem !== null) throw new Error(problem);
}

/**
 * U(x): the chance that a seat finishing with total x wins against the others (ties shared), for x from one
 * below the lowest total any other can reach (U = 0, and so below it) to one above the highest (U = 1, and
 * so above it).
 */
export function winUtility(others: readonly FinalDistribution[]): FinalUtility {
  if (others.length === 0) throw new Error('a win chance needs at least one other seat');
  others.forEach((d, i) => check(d, `other seat ${i + 1}'s final distribution`));
  let lo = Infinity;
  let hi = -Infinity;
  for (const d of others) {
    lo = Math.min(lo, d.min);
    hi = Math.max(hi, d.min + d.probability.length - 1);
  }
  const n = others.length;
  // Per other seat: its chances scaled to add up to exactly 1 (within rounding), and the chance so far below x.
  const scaled = others.map((d) => {
    const total = d.probability.reduce((a, p) => a + p, 0);
    return d.probability.map((p) => p / total);
  });
  const below = new Float64Array(n);
  const coefficients = new Float64Array(n + 1);
  const values = new Float64Array(hi - lo + 3);
  for (let x = lo; x <= hi; x++) {
    coefficients.fill(0);
    coefficients[0] = 1;
    for (let j = 0; j < n; j++) {
      const i = x - others[j]!.min;
      const at = i >= 0 && i < scaled[j]!.length ? scaled[j]![i]! : 0;
      const a = below[j]!;
      // Multiply by (a + at·z), the highest power first so each coefficient is read before it is written.
      for (let m = j + 1; m >= 1; m--) coefficients[m] = coefficients[m]! * a + coefficients[m - 1]! * at;
      coefficients[0] = coefficients[0]! * a;
      below[j] = a + at;
    }
    let u = 0;
    for (let m = 0; m <= n; m++) u += coefficients[m]! / (m + 1);
    values[x - lo + 1] = Math.min(1, u);
  }
  // Below every other's lowest total: no win; above every other's highest: a sure win.
  values[0] = 0;
  values[values.length - 1] = 1;
  return { min: lo - 1, values };
}

/** The chance that a seat with final distribution `own` wins: Σ own(x) · U(x). */
export function winChance(own: FinalDistribution, utility: FinalUtility): number {
  check(own, "the seat's own final distribution");
  let chance = 0;
  for (let i = 0; i < own.probability.length; i++) {
    const p = own.probability[i]!;
    if (p !== 0) chance += p * utilityAt(utility, own.min + i);
  }
  return chance;
}
