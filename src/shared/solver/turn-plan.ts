// A player's turn from a solved table: the value of every keep at each stage, computed once per turn for
// the player's own state (one lane), so bots and the coach can weigh every decision of the turn cheaply.

import type { Sheet } from '../rules';
import { KEEPS } from './dice-tables';
import { createScratch, turnStages, type Scratch } from './kernel';
import { stateOf, type StateKey } from './state-key';
import type { KernelChoice, ValueTable } from './solve';
import { groupStart } from './layout';
import { wasmSolverFor } from './wasm/wasm-kernel';

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

/**
 * Plans kept per table, one slot for each of KEPT_PLANS hashes of the state (a newer plan takes an older one's
 * slot): a turn's decisions (and a hint, a grade, a replay's step) ask for the same plan, and games played by the
 * Perfect bot reach the same states again and again (every game's first turn is the same). About 7.4 KB a plan:
 * 30 MB at most per table.
 */
export const KEPT_PLANS = 4096;
const SLOT_SHIFT = 32 - Math.log2(KEPT_PLANS);

interface KeptPlans {
  /** The state index of the plan in each slot (-1: none). */
  readonly keys: Int32Array;
  readonly plans: (TurnPlan | undefined)[];
}

const plansByTable = new WeakMap<ValueTable, KeptPlans>();

function keptPlans(table: ValueTable): KeptPlans {
  let kept = plansByTable.get(table);
  if (!kept) {
    kept = { keys: new Int32Array(KEPT_PLANS).fill(-1), plans: new Array<TurnPlan | undefined>(KEPT_PLANS) };
    plansByTable.set(table, kept);
  }
  return kept;
}

/** The plan of the turn from this sheet (its arrays are shared with later callers: read them, never write). */
export function planTurn(table: ValueTable, sheet: Sheet, kernel: KernelChoice = 'auto'): TurnPlan {
  const { layout } = table;
  const state = stateOf(layout, sheet);
  if (state.s === layout.fullMask) throw new Error('the sheet is full: there is no turn to play');
  const kept = keptPlans(table);
  const key = groupStart(layout, state.s, state.y) + state.lane;
  // Fibonacci hashing: neighbouring states land far apart.
  const slot = Math.imul(key, 0x9e3779b1) >>> SLOT_SHIFT;
  if (kernel === 'auto' && kept.keys[slot] === key) return kept.plans[slot]!;
  // One allocation for both (a typed array's memory costs microseconds to get).
  const both = new Float64Array(2 * KEEPS);
  const plan = { state, oneLeft: both.subarray(0, KEEPS), twoLeft: both.subarray(KEEPS) };
  const wasm = kernel === 'auto' ? wasmSolverFor(layout) : null;
  if (wasm) {
    wasm.planTurn(table.values, state.s, state.y, state.lane, plan.oneLeft, plan.twoLeft);
  } else {
    let sc = scratchByTable.get(table);
    if (!sc) {
      sc = createScratch();
      scratchByTable.set(table, sc);
    }
    turnStages(layout, table.values, state.s, state.y, sc, 2, state.lane, 1);
    plan.oneLeft.set(sc.a.subarray(0, KEEPS));
    plan.twoLeft.set(sc.b.subarray(0, KEEPS));
  }
  if (kernel === 'auto') {
    kept.keys[slot] = key;
    kept.plans[slot] = plan;
  }
  return plan;
}
