// A seat's final total, exactly, when it plays Perfect (points) from the start of a turn: the score
// distribution's two passes (distribution/distribution.ts, the same policy bit for bit) seeded at the seat's
// state instead of the empty sheet. The spreader counts the points still to come from 0; the seat's current
// total (boxes, the bonus if earned, extra yachts) is the offset. The bonus is paid by the move that crosses
// the threshold, so a bonus already earned sits in the current total and no move pays it again.
//
// The points still to come depend on the state alone (mask, yacht flag, upper lane), and a seat's state
// changes only when it scores, while the win engine asks for every other seat at every decision: they are
// cached per (rules, state), the least recently used dropped past a bound.

import { rulesFingerprint, sheetProblem, sheetTotals, type Sheet } from '../../rules';
import { DistributionPlanner } from '../distribution/distribution-moves';
import { DistributionSpreader } from '../distribution/distribution';
import { popcountMask, spreadRules } from '../layout/layout';
import { stateIndex, stateOf } from '../layout/state-key';
import type { ValueTable } from '../tables/solve';

/** A final total's distribution: probability[i] is the chance of finishing with min + i points. */
export interface FinalDistribution {
  readonly min: number;
  readonly probability: Float64Array;
}

/** How many states' points-to-come the shared cache keeps (about 12 kB each at most: 3 MB). */
export const FUTURE_CACHE_LIMIT = 256;

/** Points still to come per (rules fingerprint, state index), least recently used out past `limit`. */
export class FuturePointsCache {
  private readonly entries = new Map<string, FinalDistribution>();
  /** Distributions worked out (misses), for the tests and the figures. */
  computed = 0;

  constructor(readonly limit: number = FUTURE_CACHE_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`a cache keeps at least one distribution, not ${limit}`);
  }

  get size(): number {
    return this.entries.size;
  }

  has(fingerprint: string, state: number): boolean {
    return this.entries.has(`${fingerprint}:${state}`);
  }

  /** The cached distribution, or `make()`'s (kept), the entry becoming the most recently used. */
  get(fingerprint: string, state: number, make: () => FinalDistribution): FinalDistribution {
    const key = `${fingerprint}:${state}`;
    let found = this.entries.get(key);
    if (found !== undefined) this.entries.delete(key);
    else {
      found = make();
      this.computed++;
      if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    }
    // A Map keeps insertion order: the first key is the least recently used.
    this.entries.set(key, found);
    return found;
  }

  clear(): void {
    this.entries.clear();
  }
}

const shared = new FuturePointsCache();

/** Up to how many open boxes a game is short (measured, standard rules: 1-15 ms, where the kernel's arenas
 *  take 20-50 ms to make). */
export const SHORT_GAME = 8;

/**
 * The exact distribution of a seat's final total when it plays the table's policy (as scoreDistribution does)
 * from the start of a turn with `sheet`, having scored `extraYachts` extra yachts so far.
 */
export function finalDistributionFrom(
  table: ValueTable,
  sheet: Sheet,
  extraYachts = 0,
  cache: FuturePointsCache = shared,
): FinalDistribution {
  const { layout } = table;
  const { rules } = layout;
  const problem = sheetProblem(rules, sheet);
  if (problem !== null) throw new Error(`not a sheet of these rules: ${problem}`);
  if (!Number.isInteger(extraYachts) || extraYachts < 0)
    throw new Error(`extra yachts are a count (0, 1, 2, ...), not ${extraYachts}`);
  const key = stateOf(layout, sheet);
  if (extraYachts > 0 && !(spreadRules(layout).extraPays && key.y === 1))
    throw new Error(
      `${extraYachts} extra yachts on a sheet where none can be paid (the rules pay none, or the yacht box holds no yacht)`,
    );
  const total = sheetTotals(rules, sheet, extraYachts).total;
  const index = stateIndex(layout, key);
  const future = cache.get(rulesFingerprint(rules), index, () => {
    const first = popcountMask(key.s);
    // A full sheet: nothing more to come.
    if (first === layout.boxCount) return { min: 0, probability: Float64Array.of(1) };
    // A short game: the TypeScript arenas and small move lists, since making the kernel's memory and the
    // full-size lists (some 50 ms) costs more than the work; a long one: the kernel's arenas (three times as
    // fast at 10 boxes open). Either carries the same chances, bit for bit (tests: seat-distribution).
    const short = layout.boxCount - first <= SHORT_GAME;
    const planner = new DistributionPlanner(table, 'auto', short ? { moves: 1 << 14 } : {});
    const spreader = new DistributionSpreader(layout, short ? 'js' : 'auto', key);
    const reached = new Uint8Array(layout.size);
    reached[index] = 1;
    for (let k = first; k < layout.boxCount; k++)
      spreader.spread([planner.layerMoves(k, 0, layout.layers[k]!.length, reached)]);
    const { min, probability } = spreader.result();
    return { min, probability };
  });
  // A copy: the cached array is shared by every later call.
  return { min: total + future.min, probability: future.probability.slice() };
}
