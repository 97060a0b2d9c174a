// Target practice's end screen: how likely the target was at the start (the empty sheet) playing for it, by
// the win engine's reach measure: before the first roll, the average over the 252 first rolls of the best
// option's chance with two rolls left. One solve serves them all (the analyst keeps a turn's solve); past the
// engine's exact horizon the chance is its approximation, and says so.

import { allMultisets, DICE_COUNT, faceCounts } from '../../shared/dice';
import type { ValueTable } from '../../shared/solver';
import type { CoachAnalyst } from './coach-analyst';

export interface TargetStart {
  readonly target: number;
  /** P(final total ≥ target) from the empty sheet, playing for the target. */
  readonly chance: number;
  /** Every turn solved exactly (else `turnsExact` turns, an approximation past them). */
  readonly exact: boolean;
  readonly turnsExact: number;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** The chance of rolling this multiset of five dice at once. */
export function rollChance(dice: readonly number[]): number {
  const ways = faceCounts(dice).reduce((w, count) => w / factorial(count), factorial(DICE_COUNT));
  return ways / 6 ** DICE_COUNT;
}

/** The engine's chance to reach `target` from the empty sheet (null: the analyst has no win engine). */
export async function targetStart(
  analyst: CoachAnalyst,
  table: ValueTable,
  target: number,
): Promise<TargetStart | null> {
  if (analyst.winOptions === undefined) return null;
  let chance = 0;
  let exact = true;
  let turnsExact = Infinity;
  for (const dice of allMultisets(DICE_COUNT)) {
    const position = { sheet: {}, extraYachts: 0, dice, rollsLeft: 2 as const };
    const answer = await analyst.winOptions(table, { position, others: [], target }, {}, 'background');
    chance += rollChance(dice) * (answer.options[0]?.value ?? 0);
    exact &&= answer.exact;
    turnsExact = Math.min(turnsExact, answer.turnsExact);
  }
  return { target, chance: Math.min(1, chance), exact, turnsExact };
}
