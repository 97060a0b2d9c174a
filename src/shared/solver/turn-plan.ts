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

export function planTurn(table: ValueTable, sheet: Sheet): TurnPlan {
  const state = stateOf(table.layout, sheet);
  if (state.s === table.layout.fullMask) throw new Error('the sheet is full: there is no turn to play');
  let sc = scratchByTable.get(table);
  if (!sc) {
    sc = createScratch();
    scratchByTable.set(table, sc);
  }
  turnStages(table.layout, table.values, state.s, state.y, sc, 2, state.lane, 1);
  return { state, oneLeft: sc.a.slice(0, KEEPS), twoLeft: sc.b.slice(0, KEEPS) };
}
