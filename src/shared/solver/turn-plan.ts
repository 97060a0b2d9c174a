// A player's turn from a solved table: the value of every keep at each stage, computed once per turn for
// the player's own state (one lane), so bots and the coach can weigh every decision of the turn cheaply.

import type { Sheet } from '../rules';
import { KEEPS } from './dice-tables';
import { createScratch, turnStages, type Scratch } from './kernel';
import { stateOf, type StateKey } from './state-key';
import type { ValueTable } from './solve';

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

const scratchByTable = new WeakMap<ValueTable, Scratch>();
/** The last few plans per table: a turn's decisions (and a hint, a grade, a replay's step) ask for the same one. */
const recentPlans = new WeakMap<ValueTable, TurnPlan[]>();
const RECENT_PLANS = 8;

/** The plan of the turn from this sheet (its arrays are shared with later callers: read them, never write). */
export function planTurn(table: ValueTable, sheet: Sheet): TurnPlan {
  const state = stateOf(table.layout, sheet);
  if (state.s === table.layout.fullMask) throw new Error('the sheet is full: there is no turn to play');
  let recent = recentPlans.get(table);
  if (!recent) recentPlans.set(table, (recent = []));
  const known = recent.find(
    (p) => p.state.s === state.s && p.state.y === state.y && p.state.lane === state.lane,
  );
  if (known) return known;
  let sc = scratchByTable.get(table);
  if (!sc) {
    sc = createScratch();
    scratchByTable.set(table, sc);
  }
  turnStages(table.layout, table.values, state.s, state.y, sc, 2, state.lane, 1);
  const plan = { state, oneLeft: sc.a.slice(0, KEEPS), twoLeft: sc.b.slice(0, KEEPS) };
  recent.unshift(plan);
  if (recent.length > RECENT_PLANS) recent.length = RECENT_PLANS;
  return plan;
}
