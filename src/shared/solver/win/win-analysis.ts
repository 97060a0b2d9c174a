// The win chance of a seat's options at a table: the others' final totals are exactly distributed as Perfect
// (points) play from their sheets makes them (seat-distribution.ts), which gives the chance each final total of
// this seat has to be the highest, ties shared (win-utility.ts); the engine then plays this seat's rest of the
// game to maximise that chance.

import type { ValueTable } from '../tables/solve';
import { seatOutcome, type OutcomeOptions, type SeatOutcome } from './outcome-analysis';
import { otherFinal, type SeatSheet } from './others';
import { finalDistributionFrom, type FinalDistribution } from './seat-distribution';
import { winChance, winUtility } from './win-utility';
import type { FinalUtility } from './utility';

export type { SeatSheet };

/** What a seat's final total is worth against these others: its chance to win with it (others.ts: how exact). */
export function winUtilityAgainst(
  table: ValueTable,
  others: readonly SeatSheet[],
): { readonly utility: FinalUtility; readonly exact: boolean } {
  const finals = others.map((o) => otherFinal(table, o));
  return { utility: winUtility(finals.map((f) => f.distribution)), exact: finals.every((f) => f.exact) };
}

/** A seat's turn worked out for its chance to win against `others` (each at the start of a turn). */
export function winOutcome(
  table: ValueTable,
  seat: SeatSheet,
  others: readonly SeatSheet[],
  options: OutcomeOptions = {},
): SeatOutcome {
  const against = winUtilityAgainst(table, others);
  const outcome = seatOutcome(table, seat.sheet, seat.extraYachts, against.utility, {
    ...options,
    instantWins: true,
  });
  if (against.exact) return outcome;
  return {
    ...outcome,
    exact: false,
    analyze: (dice, rollsLeft, firstRoll) => ({
      ...outcome.analyze(dice, rollsLeft, firstRoll),
      exact: false,
    }),
  };
}

/**
 * Every seat's chance to win when all play Perfect (points) from these sheets, each at the start of a turn:
 * exact, summing to 1 (the course of a game, turn by turn, in the replay).
 */
export function tableWinChances(table: ValueTable, seats: readonly SeatSheet[]): number[] {
  if (seats.length < 2) throw new Error('win chances need a table of at least two seats');
  const finals: FinalDistribution[] = seats.map((s) => finalDistributionFrom(table, s.sheet, s.extraYachts));
  return finals.map((own, i) => winChance(own, winUtility(finals.filter((_, j) => j !== i))));
}
