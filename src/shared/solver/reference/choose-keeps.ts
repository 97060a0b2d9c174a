// The reference twin of the Perfect bot's keep choices (wasm/as/choose-keeps.as.ts; turn/keep-choices.ts states
// the rule): for each roll, with one and with two rolls left, its best keep by the turn plan's values, itself
// when standing ties the best, TIED when another keep does. Run by the tests that compare the two.

import { diceTables, KEEPS, ROLLS } from '../layout/dice-tables';
import { isTie, TIED } from '../turn/ties';

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
function chooseStage(values: Float64Array, out: Uint16Array, at: number, tied: number): void {
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
    else out[at + r] = isTie(next[r]!, best) ? tied : topKeep[r]!;
  }
}

/** The keep choices of a turn plan's two stages, into `out` (2 × ROLLS), a tie written as `tied`. */
export function chooseKeeps(
  oneLeft: Float64Array,
  twoLeft: Float64Array,
  out: Uint16Array,
  tied: number = TIED,
): Uint16Array {
  chooseStage(oneLeft, out, 0, tied);
  chooseStage(twoLeft, out, ROLLS, tied);
  return out;
}
