// A player's turn from a solved table: the value of every keep at each stage, computed once per turn for
// the player's own state (one lane), so bots and the coach can weigh every decision of the turn cheaply.

import type { Sheet } from '../../rules';
import { KEEPS } from '../layout/dice-tables';
import { stateIndex, stateOf, type StateKey } from '../layout/state-key';
import type { ValueTable } from '../tables/solve';
import { turnPlannerFor, type KernelChoice } from '../kernels';
import { KeptByState } from './kept-by-state';

export interface TurnPlan {
  readonly state: StateKey;
  /**
   * Indexed by keep (see dice-tables.ts; the first 252 keeps are the five-dice rolls):
   * oneLeft[k] = expected future points of keeping k with one roll left (for a roll: standing = its best box);
   * twoLeft[k] = the same with two rolls left (for a roll: its best value with one roll left).
   */
  readonly oneLeft: Float64Array;
  readonly twoLeft: Float64Array;
}

/**
 * Plans kept per table (kept-by-state.ts): a turn's decisions (and a hint, a grade, a replay's step) ask for
 * the same plan, and the coach and the replay come back to the same states. About 7.4 KB a plan: 30 MB at most
 * per table.
 */
export const KEPT_PLANS = 4096;

const plansByTable = new WeakMap<ValueTable, KeptByState<TurnPlan>>();

function keptPlans(table: ValueTable): KeptByState<TurnPlan> {
  let kept = plansByTable.get(table);
  if (!kept) {
    kept = new KeptByState<TurnPlan>(KEPT_PLANS);
    plansByTable.set(table, kept);
  }
  return kept;
}

/** The state of a sheet and its index in the table (the key plans and choices are kept by). */
export function planState(
  table: ValueTable,
  sheet: Sheet,
): { readonly state: StateKey; readonly key: number } {
  const { layout } = table;
  const state = stateOf(layout, sheet);
  if (state.s === layout.fullMask) throw new Error('the sheet is full: there is no turn to play');
  return { state, key: stateIndex(layout, state) };
}

/** The plan of the turn from this sheet (its arrays are shared with later callers: read them, never write). */
export function planTurn(table: ValueTable, sheet: Sheet, kernel: KernelChoice = 'auto'): TurnPlan {
  const { state, key } = planState(table, sheet);
  return planOf(table, state, key, kernel);
}

/** The plan of the turn from `state` (index `key` in the table, as planState gives them). */
export function planOf(
  table: ValueTable,
  state: StateKey,
  key: number,
  kernel: KernelChoice = 'auto',
): TurnPlan {
  const kept = kernel === 'auto' ? keptPlans(table) : null;
  const plan = kept?.get(key);
  if (plan) return plan;
  const make = (): TurnPlan => {
    // One allocation for both (a typed array's memory costs microseconds to get).
    const both = new Float64Array(2 * KEEPS);
    const made = { state, oneLeft: both.subarray(0, KEEPS), twoLeft: both.subarray(KEEPS) };
    planInto(table, state, made.oneLeft, made.twoLeft, kernel);
    return made;
  };
  return kept ? kept.put(key, make) : make();
}

/** The plan's values for this state written into `oneLeft` and `twoLeft` (KEEPS each), nothing kept. */
export function planInto(
  table: ValueTable,
  state: StateKey,
  oneLeft: Float64Array,
  twoLeft: Float64Array,
  kernel: KernelChoice = 'auto',
): void {
  turnPlannerFor(table.layout, kernel).planTurn(table.values, state.s, state.y, state.lane, oneLeft, twoLeft);
}
