// The upper-bonus side of the facts: whether the bonus is still open, and the chance of making it after an
// option, from the bonus-chance tables (src/shared/solver/tables/bonus-chance.ts).

import { upperTotal, type Sheet } from '../rules';
import {
  bonusChanceAfter,
  DEAD,
  diceTables,
  keepIndex,
  planBonusTurn,
  stateOf,
  type BonusTurnPlan,
  type Position,
  type ValueTable,
} from '../solver';
import { recentCache } from './recent';
import type { Choice } from './types';

/** True while the bonus can still go either way: not earned, not out of reach, some upper box open. */
export function bonusUndecided(table: ValueTable, sheet: Sheet): boolean {
  const { layout } = table;
  if (layout.threshold === 0 || upperTotal(layout.rules, sheet) >= layout.threshold) return false;
  const { s, lane } = stateOf(layout, sheet);
  const u = layout.upperOf[s] ?? 0;
  return u !== layout.upperFaces && layout.lanes[u]?.[lane] !== DEAD;
}

/** The bonus plans of a few recent sheets per chance table (a hint asks for every keep of one turn). */
const recent = recentCache<Float64Array, BonusTurnPlan>(4);

function bonusPlan(table: ValueTable, chance: Float64Array, sheet: Sheet): BonusTurnPlan {
  const { s, y, lane } = stateOf(table.layout, sheet);
  return recent.get(chance, `${s}/${y}/${lane}`, () => planBonusTurn(table, chance, sheet));
}

/**
 * The chance of making the upper bonus by the end of the game after this choice, perfect play after it: what
 * bonusChanceAfter gives, with the turn's bonus plan computed once for all the keeps of a position.
 */
export function bonusChanceOfChoice(
  table: ValueTable,
  chance: Float64Array,
  position: Position,
  choice: Choice,
): number {
  if (choice.type === 'score') return bonusChanceAfter(table, chance, position, { box: choice.box });
  if (position.rollsLeft === 0) throw new Error('no roll left: the choice must be a box');
  const plan = bonusPlan(table, chance, position.sheet);
  const k = keepIndex(diceTables(), choice.keep);
  return (position.rollsLeft === 1 ? plan.oneLeft : plan.twoLeft)[k] ?? 0;
}
