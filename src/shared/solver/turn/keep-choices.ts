// The Perfect bot's keep choices for a turn, compact: for each roll of the five dice, with one and with two
// rolls left, the keep of that roll that is best by the turn plan's values, or TIED when another keep of the
// roll comes within the tie tolerance (the bot then weighs the plan itself and draws, as before). Standing
// is the roll's own index. 1 KB a state where a plan is 7.4 KB, so a simulation keeps eight times as many
// states in the same memory, and a decision is one look-up instead of weighing every keep of the dice.

import { ROLLS } from '../layout/dice-tables';
import { KeptByState } from './kept-by-state';
import type { SharedKeepChoices } from './shared-choices';
import type { ValueTable } from '../tables/solve';
import type { StateKey } from '../layout/state-key';
import { turnPlannerFor, type KernelChoice } from '../kernels';
import { TIED } from './ties';

export { isTie, TIE, TIED } from './ties';
export { chooseKeeps } from '../reference/choose-keeps';

/** States whose choices are kept per table: 32 MB at most (simulations fill it; a game at the table, little). */
export const KEPT_CHOICES = 32768;

/** The most states a simulation's threads keep choices for together (shared-choices.ts): 67 MB. */
export const SHARED_CHOICES = 65536;

/** Indexed by (rolls left − 1) × ROLLS + roll: the best keep's index (dice-tables), the roll itself to stand. */
export type KeepChoices = Uint16Array;

interface TableChoices {
  readonly kept: KeptByState<KeepChoices>;
  /** Kept in shared memory instead, with other threads (shareKeepChoices). */
  shared: SharedKeepChoices | null;
  /** A state's choices made for the shared store (reused). */
  readonly made: KeepChoices;
}

const choicesByTable = new WeakMap<ValueTable, TableChoices>();

function tableChoices(table: ValueTable): TableChoices {
  let t = choicesByTable.get(table);
  if (!t) {
    t = {
      kept: new KeptByState<KeepChoices>(KEPT_CHOICES),
      shared: null,
      made: new Uint16Array(2 * ROLLS),
    };
    choicesByTable.set(table, t);
  }
  return t;
}

/** The choices of `state` made afresh into `out` by `kernel`. */
function makeChoices(
  table: ValueTable,
  state: StateKey,
  out: KeepChoices,
  kernel: KernelChoice = 'auto',
): KeepChoices {
  turnPlannerFor(table.layout, kernel).planChoices(table.values, state.s, state.y, state.lane, out, TIED);
  return out;
}

/**
 * The keep choices of the turn from `state` (index `key` in the table), kept per table. Read them at once and
 * never keep the array: when its state is displaced, another state's choices are written into it.
 * `kernel: 'js'` makes them afresh with the reference twin (for the tests that compare the two), keeping nothing.
 */
export function keepChoices(
  table: ValueTable,
  state: StateKey,
  key: number,
  kernel: KernelChoice = 'auto',
): KeepChoices {
  if (kernel !== 'auto') return makeChoices(table, state, new Uint16Array(2 * ROLLS), kernel);
  const t = tableChoices(table);
  const kept = t.kept.get(key);
  if (kept) return kept;
  return t.kept.put(key, (displaced) => makeChoices(table, state, displaced ?? new Uint16Array(2 * ROLLS)));
}

/**
 * One choice of the turn from `state`: index (rolls left − 1) × ROLLS + roll of its keep choices, from the
 * table's shared store when it has one (shareKeepChoices), else as keepChoices keeps them.
 */
export function keepChoice(table: ValueTable, state: StateKey, key: number, index: number): number {
  const t = tableChoices(table);
  const shared = t.shared;
  if (!shared) return keepChoices(table, state, key)[index]!;
  const kept = shared.choice(key, index);
  if (kept >= 0) return kept;
  const made = makeChoices(table, state, t.made);
  shared.put(key, made);
  return made[index]!;
}

/** From now on the table's keep choices are kept in `store`, shared with the other threads that use it. */
export function shareKeepChoices(table: ValueTable, store: SharedKeepChoices): void {
  tableChoices(table).shared = store;
}
