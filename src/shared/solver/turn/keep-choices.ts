// The Perfect bot's keep choices for a turn, compact: for each roll of the five dice, with one and with two
// rolls left, the keep of that roll that is best by the turn plan's values, or TIED when another keep of the
// roll comes within the tie tolerance (the bot then weighs the plan itself and draws, as before). Standing
// is the roll's own index. 1 KB a state where a plan is 7.4 KB, so a simulation keeps eight times as many
// states in the same memory, and a decision is one look-up instead of weighing every keep of the dice.

import { diceTables, KEEPS, ROLLS } from '../layout/dice-tables';
import { KeptByState } from './kept-by-state';
import type { SharedKeepChoices } from './shared-choices';
import type { KernelChoice, ValueTable } from '../tables/solve';
import type { StateKey } from '../layout/state-key';
import { planInto } from './turn-plan';
import { wasmSolverFor } from '../wasm/wasm-kernel';
import { TIE } from '../kernel-layout.generated';

/** Relative tolerance under which two values count as a tie (the solver's sums are exact to ~1e-13). */
export { TIE };

/** `value` ties with `best` (the highest of its options) within TIE; the kernel's isTie is its twin. */
export function isTie(value: number, best: number): boolean {
  return best - value <= TIE * Math.max(1, Math.abs(best));
}

/** A roll whose best keeps tie: weigh the plan's values. */
export const TIED = 0xffff;

/** States whose choices are kept per table: 32 MB at most (simulations fill it; a game at the table, little). */
export const KEPT_CHOICES = 32768;

/** The most states a simulation's threads keep choices for together (shared-choices.ts): 67 MB. */
export const SHARED_CHOICES = 65536;

/** Indexed by (rolls left − 1) × ROLLS + roll: the best keep's index (dice-tables), the roll itself to stand. */
export type KeepChoices = Uint16Array;

/** Per keep: the best value within it (top), the keep giving it, and the best value of any other keep (next). */
interface Scratch {
  readonly top: Float64Array;
  readonly topKeep: Int32Array;
  readonly next: Float64Array;
}

const scratch: Scratch = {
  top: new Float64Array(KEEPS),
  topKeep: new Int32Array(KEEPS),
  next: new Float64Array(KEEPS),
};

/**
 * The choices of one stage (`values` by keep) for every roll into out[at .. at + ROLLS), as bestKeep makes them.
 * Down the keep lattice, smallest keeps first: the best keep within k and the best of the others come from k
 * itself and the keeps one die smaller (a keep met on two paths is the same keep, so `next` stays right).
 */
function chooseStage(values: Float64Array, out: KeepChoices, at: number): void {
  const { subStart, sub } = diceTables();
  const { top, topKeep, next } = scratch;
  for (let k = KEEPS - 1; k >= 0; k--) {
    let best = values[k]!;
    let bestKeep = k;
    let other = -Infinity;
    for (let i = subStart[k]!; i < subStart[k + 1]!; i++) {
      const j = sub[i]!;
      const v = top[j]!;
      if (topKeep[j] === bestKeep) {
        if (next[j]! > other) other = next[j]!;
      } else if (v > best) {
        // The displaced best is another keep now; of j's own, only its best can beat it.
        if (best > other) other = best;
        if (next[j]! > other) other = next[j]!;
        best = v;
        bestKeep = topKeep[j]!;
      } else if (v > other) {
        other = v;
      }
    }
    top[k] = best;
    topKeep[k] = bestKeep;
    next[k] = other;
  }
  for (let r = 0; r < ROLLS; r++) {
    const best = top[r]!;
    // Standing wins whenever it ties (bestKeep's rule); any other tie is drawn by the bot.
    if (isTie(values[r]!, best)) out[at + r] = r;
    else out[at + r] = isTie(next[r]!, best) ? TIED : topKeep[r]!;
  }
}

/** The keep choices of a turn plan's two stages, into `out` (2 × ROLLS). */
export function chooseKeeps(oneLeft: Float64Array, twoLeft: Float64Array, out: KeepChoices): KeepChoices {
  chooseStage(oneLeft, out, 0);
  chooseStage(twoLeft, out, ROLLS);
  return out;
}

interface TableChoices {
  readonly kept: KeptByState<KeepChoices>;
  /** Kept in shared memory instead, with other threads (shareKeepChoices). */
  shared: SharedKeepChoices | null;
  /** A state's choices made for the shared store (reused). */
  readonly made: KeepChoices;
  /** The plan's values for a state not kept yet (reused). */
  readonly oneLeft: Float64Array;
  readonly twoLeft: Float64Array;
}

const choicesByTable = new WeakMap<ValueTable, TableChoices>();

function tableChoices(table: ValueTable): TableChoices {
  let t = choicesByTable.get(table);
  if (!t) {
    t = {
      kept: new KeptByState<KeepChoices>(KEPT_CHOICES),
      shared: null,
      made: new Uint16Array(2 * ROLLS),
      oneLeft: new Float64Array(KEEPS),
      twoLeft: new Float64Array(KEEPS),
    };
    choicesByTable.set(table, t);
  }
  return t;
}

/** The choices of `state` made afresh into `out`. */
function makeChoices(table: ValueTable, t: TableChoices, state: StateKey, out: KeepChoices): KeepChoices {
  const wasm = wasmSolverFor(table.layout);
  if (wasm) {
    wasm.planChoices(table.values, state.s, state.y, state.lane, out, TIED);
    return out;
  }
  planInto(table, state, t.oneLeft, t.twoLeft);
  return chooseKeeps(t.oneLeft, t.twoLeft, out);
}

/**
 * The keep choices of the turn from `state` (index `key` in the table), kept per table. Read them at once and
 * never keep the array: when its state is displaced, another state's choices are written into it.
 * `kernel: 'js'` makes them afresh with the TypeScript twin (for the tests that compare the two), keeping nothing.
 */
export function keepChoices(
  table: ValueTable,
  state: StateKey,
  key: number,
  kernel: KernelChoice = 'auto',
): KeepChoices {
  const t = tableChoices(table);
  if (kernel !== 'auto') {
    planInto(table, state, t.oneLeft, t.twoLeft, kernel);
    return chooseKeeps(t.oneLeft, t.twoLeft, new Uint16Array(2 * ROLLS));
  }
  const kept = t.kept.get(key);
  if (kept) return kept;
  return t.kept.put(key, (displaced) =>
    makeChoices(table, t, state, displaced ?? new Uint16Array(2 * ROLLS)),
  );
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
  const made = makeChoices(table, t, state, t.made);
  shared.put(key, made);
  return made[index]!;
}

/** From now on the table's keep choices are kept in `store`, shared with the other threads that use it. */
export function shareKeepChoices(table: ValueTable, store: SharedKeepChoices): void {
  tableChoices(table).shared = store;
}
