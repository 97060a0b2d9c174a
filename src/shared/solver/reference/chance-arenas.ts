// The reference chance arenas (the score distribution's second pass; kernel-types.ts's ChanceArenas): each
// state's entries back to back in one array per layer, the layer spreading its chance (`from`) and the next one
// receiving it (`to`). The readable specification of wasm/as/distribution.as.ts (which keeps them by runs) and
// its bit-exact oracle in the tests: the same sums in the same order, so the same bits.

import type { SpreadRules } from '../layout/layout';
import type { ChanceArenas, DistributionMoves } from '../kernel-types';
import {
  GAP,
  SUM_BONUS,
  SUM_BONUS_RATE,
  SUM_BOXES,
  SUM_EXTRA,
  SUM_YACHT_RATE,
  SUMS,
} from '../kernel-layout.generated';

/** offset[] of a state no move reaches (yet), and of one whose moves in are being gathered. */
const UNREACHED = -1;
const SIZING = -2;

/** All the points a move gains (moveDetail): the box's, the bonus it completes, an extra yacht's. */
function gainOf(detail: number, bonusPoints: number, extraPoints: number): number {
  return (detail >> 7) + (detail & 32 ? bonusPoints : 0) + (detail & 64 ? extraPoints : 0);
}

/**
 * The runs of scores with a chance in chance[from .. from + length), as [start, end) pairs of indices from
 * `from`: gaps such as the 100 points an extra yacht jumps are skipped. Returns how many numbers it wrote.
 */
function runsOf(chance: Float64Array, from: number, length: number, out: Int32Array): number {
  let n = 0;
  let i = 0;
  while (i < length) {
    while (i < length && chance[from + i] === 0) i++;
    if (i === length) break;
    const start = i;
    let end = i;
    // A run ends where GAP noughts in a row begin.
    while (i < length && i - end < GAP) {
      if (chance[from + i] !== 0) end = i + 1;
      i++;
    }
    out[n++] = start;
    out[n++] = end;
    i = end;
  }
  return n;
}

class JsArenas implements ChanceArenas {
  /** Where each state's entries start in its layer's arena (UNREACHED, or SIZING while gathering). */
  private readonly offset: Int32Array;
  private readonly lowest: Int32Array;
  private readonly highest: Int32Array;
  private readonly reach: Float64Array;
  private readonly noExtra: Float64Array;
  readonly sums = new Float64Array(SUMS);
  private from = new Float64Array(1 << 16);
  private to = new Float64Array(1 << 16);
  private fromUsed = 1 << 16;
  private toUsed = 1 << 16;
  private runs = new Int32Array(64);

  constructor(
    size: number,
    private readonly rules: SpreadRules,
  ) {
    this.offset = new Int32Array(size).fill(UNREACHED);
    this.lowest = new Int32Array(size);
    this.highest = new Int32Array(size);
    this.reach = new Float64Array(size);
    this.noExtra = new Float64Array(rules.extraPays ? size : 0);
  }

  reachOf(state: number): number {
    return this.reach[state]!;
  }

  noExtraOf(state: number): number {
    return this.noExtra[state] ?? 0;
  }

  seed(state: number): void {
    this.reset(1);
    this.swap();
    this.from[0] = 1;
    this.offset[state] = 0;
    this.highest[state] = 1;
    this.reach[state] = 1;
    if (this.rules.extraPays) this.noExtra[state] = 1;
  }

  entries(state: number, visit: (points: number, chance: number) => void): void {
    const at = this.offset[state]!;
    if (at < 0) return;
    const low = this.lowest[state]!;
    for (let n = 0; n < this.highest[state]! - low; n++) {
      const p = this.from[at + n]!;
      if (p > 0) visit(low + n, p);
    }
  }

  size(moves: DistributionMoves): void {
    const { offset, lowest, highest, reach, noExtra, sums } = this;
    const { bonusPoints, extraPoints, yachtBox, extraPays } = this.rules;
    for (let i = 0; i < moves.states.length; i++) {
      const here = moves.states[i]!;
      const chance = reach[here]!;
      const clean = extraPays ? noExtra[here]! : 0;
      for (let m = moves.firstMove[i]!; m < moves.firstMove[i + 1]!; m++) {
        const next = moves.next[m]!;
        const q = moves.chance[m]!;
        const detail = moves.detail[m]!;
        const box = detail & 31;
        const points = detail >> 7;
        const bonus = detail & 32 ? bonusPoints : 0;
        const extra = detail & 64 ? extraPoints : 0;
        const low = lowest[here]! + points + bonus + extra;
        const high = highest[here]! + points + bonus + extra;
        if (offset[next] === UNREACHED) {
          offset[next] = SIZING;
          lowest[next] = low;
          highest[next] = high;
        } else {
          if (low < lowest[next]!) lowest[next] = low;
          if (high > highest[next]!) highest[next] = high;
        }
        const weight = chance * q;
        reach[next] = reach[next]! + weight;
        sums[SUM_BOXES + box] = sums[SUM_BOXES + box]! + weight * points;
        if (bonus > 0) {
          sums[SUM_BONUS] = sums[SUM_BONUS]! + weight * bonus;
          sums[SUM_BONUS_RATE] = sums[SUM_BONUS_RATE]! + weight;
        }
        sums[SUM_EXTRA] = sums[SUM_EXTRA]! + weight * extra;
        if (box === yachtBox && points > 0) sums[SUM_YACHT_RATE] = sums[SUM_YACHT_RATE]! + weight;
        if (extraPays && extra === 0) noExtra[next] = noExtra[next]! + clean * q;
      }
    }
  }

  layOut(start: number, end: number, used: number): number {
    const { offset, lowest, highest } = this;
    for (let i = start; i < end; i++) {
      if (offset[i] !== SIZING) continue;
      offset[i] = used;
      used += highest[i]! - lowest[i]!;
    }
    return used;
  }

  reset(total: number): void {
    if (total > this.to.length) this.to = new Float64Array(Math.max(total, 2 * this.to.length));
    else this.to.fill(0, 0, this.toUsed);
    this.toUsed = total;
  }

  carry(moves: DistributionMoves): void {
    const { offset, lowest, highest, from, to } = this;
    const { bonusPoints, extraPoints } = this.rules;
    for (let s = 0; s < moves.states.length; s++) {
      const here = moves.states[s]!;
      const at = offset[here]!;
      const length = highest[here]! - lowest[here]!;
      offset[here] = UNREACHED;
      if (this.runs.length < length + 2) this.runs = new Int32Array(2 * length + 2);
      const runs = this.runs;
      const runCount = runsOf(from, at, length, runs);
      for (let m = moves.firstMove[s]!; m < moves.firstMove[s + 1]!; m++) {
        const next = moves.next[m]!;
        const gain = gainOf(moves.detail[m]!, bonusPoints, extraPoints);
        // from[at + i], of lowest[here] + i points, lands at lowest[here] + i + gain of the next state.
        const shift = offset[next]! + lowest[here]! + gain - lowest[next]! - at;
        const q = moves.chance[m]!;
        for (let r = 0; r < runCount; r += 2) {
          const end = at + runs[r + 1]!;
          for (let c = at + runs[r]!; c < end; c++) to[c + shift] = to[c + shift]! + q * from[c]!;
        }
      }
    }
  }

  swap(): void {
    [this.from, this.to] = [this.to, this.from];
    [this.fromUsed, this.toUsed] = [this.toUsed, this.fromUsed];
  }
}

/** The reference arenas over a table of `size` states. */
export function createReferenceArenas(size: number, rules: SpreadRules): ChanceArenas {
  return new JsArenas(size, rules);
}
