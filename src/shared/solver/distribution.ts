// The exact distribution of the final score when the table's optimal policy is followed, by carrying the
// probability of every (state, points so far) forward from the empty sheet, turn by turn. Not a simulation:
// every roll's exact multinomial chance.
//
// The policy is the one analyzeTurn ranks first (bonus-chance.ts states it): for a final roll, the first box
// in the rule set's order among the best; for a keep, the lowest keep in keepOrder among the best; values
// compared exactly, computed with the kernel's operations in its order.
//
// Layer by layer (a turn fills one box), in two passes. First the moves of the layer's reached states
// (distribution-moves.ts; workers can share it by group). Then the chance (DistributionSpreader): every next
// state gets an array of exactly the points the moves into it allow, in one arena per layer, and each move
// adds its state's points-so-far distribution, shifted by the points gained, to the next state's. Points
// gained are exact on every lane: an upper box scores face x count whatever the canonical total, and the
// bonus is paid by the move that crosses the threshold (layout.upperBonus). The moves are taken in state
// order whoever worked them out, so the numbers are the same bit for bit.

import type { RuleSet } from '../rules';
import { DistributionPlanner, type DistributionMoves } from './distribution-moves';
import { groupStart, laneOf, type SolverLayout } from './layout';
import { layerWork, type KernelChoice, type ValueTable } from './solve';
import { createChanceArenas, type ChanceArenas } from './chance-arenas';

/** The final score's exact distribution under the policy, with what it is made of. */
export interface ScoreDistribution {
  readonly rules: RuleSet;
  /** Lowest score with a chance; probability[i] is the chance of scoring min + i. */
  readonly min: number;
  readonly probability: Float64Array;
  /** Chance that the upper bonus is earned (0 for rules without one). */
  readonly bonusRate: number;
  /** Chance that the yacht box holds a yacht (five alike scored there). */
  readonly yachtRate: number;
  /** Chance of at least one extra-yacht bonus (a second yacht), or null where extra yachts do not pay. */
  readonly multiYachtRate: number | null;
  /** Expected final points of every box, by id. */
  readonly perBox: Readonly<Record<string, number>>;
  /** Expected upper-bonus points and extra-yacht points. */
  readonly bonusPoints: number;
  readonly extraYachtPoints: number;
}

export interface DistributionHooks {
  /** Called after each layer with the fraction of the work done (0..1]. */
  readonly onProgress?: (fraction: number) => void;
  /** Checked between groups; returning true stops with a SolveCancelled error. */
  readonly shouldCancel?: () => boolean;
  /** 'js' forces the TypeScript policy kernel (tests compare both). */
  readonly kernel?: KernelChoice;
}

/** Noughts in a row that split a run of scores (fewer are added as they are). */
const GAP = 6;

/**
 * The runs of scores with a chance in chance[from .. from + length), as [start, end) pairs of indices from
 * `from`: gaps such as the 100 points an extra yacht jumps are skipped, and a state spreads once to each move.
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

/** The most moves a state can have: one per box and roll. */
const MAX_MOVES = 16 * 252 + 6;

/** offset[] of a state no move reaches (yet), and of one whose moves in are being gathered. */
const UNREACHED = -1;
const SIZING = -2;

/**
 * The second pass: carries the chance from the empty sheet to the full ones, one layer's moves at a time
 * (every move of the layer, in state order), adding up the bonus, yachts and each box's points on the way.
 */
export class DistributionSpreader {
  // Per state (indices are global, so one slot per state serves every layer): where its points so far start
  // in its layer's arena (UNREACHED, or SIZING while the moves into it are gathered), the points of its
  // first entry and one past its last, and its chance of being reached.
  private readonly offset: Int32Array;
  private readonly lowest: Int32Array;
  private readonly highest: Int32Array;
  private readonly reach: Float64Array;
  /** The chance of reaching each state without an extra yacht yet (for the chance of two or more). */
  private readonly noExtra: Float64Array;
  private readonly extraPays: boolean;
  private readonly arenas: ChanceArenas;
  private runs = new Int32Array(64);
  /** One state's moves: where its entries land in the next layer, and their chances. */
  private readonly target = new Int32Array(MAX_MOVES);
  private readonly q = new Float64Array(MAX_MOVES);
  private readonly nextStates: number[] = [];
  private readonly perBox: Float64Array;
  private bonus = 0;
  private bonusRate = 0;
  private extra = 0;
  private yachtRate = 0;

  constructor(
    readonly layout: SolverLayout,
    kernel: KernelChoice = 'auto',
  ) {
    this.arenas = createChanceArenas(kernel);
    this.offset = new Int32Array(layout.size).fill(UNREACHED);
    this.lowest = new Int32Array(layout.size);
    this.highest = new Int32Array(layout.size);
    this.reach = new Float64Array(layout.size);
    this.extraPays = layout.jokerOn && (layout.rules.joker?.extraYachtPoints ?? 0) > 0;
    this.noExtra = new Float64Array(this.extraPays ? layout.size : 0);
    this.perBox = new Float64Array(layout.boxCount);
    const start = startState(layout);
    this.arenas.reset(1);
    this.arenas.to[0] = 1;
    this.arenas.swap();
    this.offset[start] = 0;
    this.highest[start] = 1;
    this.reach[start] = 1;
    if (this.extraPays) this.noExtra[start] = 1;
  }

  /** Carries the chance of one layer's states along all their moves (`parts` in state order). */
  spread(parts: readonly DistributionMoves[]): void {
    const { offset, lowest, highest, reach, noExtra, nextStates, layout } = this;
    const bonusPoints = layout.bonusPoints;
    const extraPoints = layout.rules.joker?.extraYachtPoints ?? 0;
    // The next layer's states, each sized for every move into it.
    for (const moves of parts) {
      for (let i = 0; i < moves.states.length; i++) {
        const here = moves.states[i]!;
        for (let m = moves.firstMove[i]!; m < moves.firstMove[i + 1]!; m++) {
          const next = moves.next[m]!;
          const gain = gainOf(moves.detail[m]!, bonusPoints, extraPoints);
          const low = lowest[here]! + gain;
          const high = highest[here]! + gain;
          if (offset[next] === UNREACHED) {
            offset[next] = SIZING;
            nextStates.push(next);
            lowest[next] = low;
            highest[next] = high;
          } else {
            if (low < lowest[next]!) lowest[next] = low;
            if (high > highest[next]!) highest[next] = high;
          }
        }
      }
    }
    // Laid out in state order, as the next layer will read them (group by group, lane by lane): sources
    // and each stream of destinations then run through memory in order.
    nextStates.sort((a, b) => a - b);
    let total = 0;
    for (const next of nextStates) total += highest[next]! - lowest[next]!;
    this.arenas.reset(total);
    let used = 0;
    for (const next of nextStates) {
      offset[next] = used;
      used += highest[next]! - lowest[next]!;
    }
    nextStates.length = 0;
    // Then the chance, state by state.
    const { arenas, target, q: qs } = this;
    const from = arenas.from;
    const extraPays = this.extraPays;
    for (const moves of parts) {
      for (let i = 0; i < moves.states.length; i++) {
        const here = moves.states[i]!;
        const at = offset[here]!;
        const length = highest[here]! - lowest[here]!;
        const chance = reach[here]!;
        const clean = extraPays ? noExtra[here]! : 0;
        offset[here] = UNREACHED;
        if (this.runs.length < length + 2) this.runs = new Int32Array(2 * length + 2);
        const runs = this.runs;
        const runCount = runsOf(from, at, length, runs);
        const first = moves.firstMove[i]!;
        for (let m = first; m < moves.firstMove[i + 1]!; m++) {
          const next = moves.next[m]!;
          const q = moves.chance[m]!;
          const detail = moves.detail[m]!;
          const box = detail & 31;
          const points = detail >> 7;
          const bonus = detail & 32 ? bonusPoints : 0;
          const extra = detail & 64 ? extraPoints : 0;
          const gain = points + bonus + extra;
          const weight = chance * q;
          reach[next] = reach[next]! + weight;
          this.perBox[box] = this.perBox[box]! + weight * points;
          if (bonus > 0) {
            this.bonus += weight * bonus;
            this.bonusRate += weight;
          }
          this.extra += weight * extra;
          if (box === layout.yachtBox && points > 0) this.yachtRate += weight;
          if (extraPays && extra === 0) noExtra[next] = noExtra[next]! + clean * q;
          // from[at + i], of lowest[here] + i points, lands at lowest[here] + i + gain of the next state.
          target[m - first] = offset[next]! + lowest[here]! + gain - lowest[next]!;
          qs[m - first] = q;
        }
        arenas.spread(at, runs, runCount, target, qs, moves.firstMove[i + 1]! - first);
      }
    }
    arenas.swap();
  }

  /** The distribution, once every layer has been spread. */
  result(): ScoreDistribution {
    const { layout, offset, lowest, highest } = this;
    const chance = this.arenas.from;
    // The full sheets: every game's final score.
    let min = Infinity;
    let max = -Infinity;
    const finals: number[] = [];
    for (let i = groupStart(layout, layout.fullMask, 0); i < layout.size; i++) {
      if (offset[i] === UNREACHED) continue;
      finals.push(i);
      for (let n = 0; n < highest[i]! - lowest[i]!; n++) {
        if (chance[offset[i]! + n]! > 0) {
          min = Math.min(min, lowest[i]! + n);
          max = Math.max(max, lowest[i]! + n);
        }
      }
    }
    const probability = new Float64Array(max - min + 1);
    for (const i of finals) {
      for (let n = 0; n < highest[i]! - lowest[i]!; n++) {
        const score = lowest[i]! + n - min;
        if (score >= 0 && score <= max - min)
          probability[score] = probability[score]! + chance[offset[i]! + n]!;
      }
    }
    let clean = 0;
    if (this.extraPays)
      for (let i = groupStart(layout, layout.fullMask, 0); i < layout.size; i++) clean += this.noExtra[i]!;
    const perBox: Record<string, number> = {};
    layout.rules.boxes.forEach((b, i) => (perBox[b.id] = this.perBox[i]!));
    return {
      rules: layout.rules,
      min,
      probability,
      bonusRate: this.bonusRate,
      yachtRate: this.yachtRate,
      multiYachtRate: this.extraPays ? 1 - clean : null,
      perBox,
      bonusPoints: this.bonus,
      extraYachtPoints: this.extra,
    };
  }
}

/** All the points a move gains (moveDetail): the box's, the bonus it completes, an extra yacht's. */
function gainOf(detail: number, bonusPoints: number, extraPoints: number): number {
  return (detail >> 7) + (detail & 32 ? bonusPoints : 0) + (detail & 64 ? extraPoints : 0);
}

/** The empty sheet's state. */
export function startState(layout: SolverLayout): number {
  return groupStart(layout, 0, 0) + laneOf(layout, 0, 0);
}

/**
 * The exact final-score distribution of the table's optimal policy (see the file's head), with the chance
 * of the bonus and of yachts and each box's expected points, in this thread.
 */
export function scoreDistribution(table: ValueTable, hooks: DistributionHooks = {}): ScoreDistribution {
  const { layout } = table;
  const planner = new DistributionPlanner(table, hooks.kernel);
  const spreader = new DistributionSpreader(layout, hooks.kernel);
  const reached = new Uint8Array(layout.size);
  reached[startState(layout)] = 1;
  let work = 0;
  for (let k = 0; k < layout.boxCount; k++) work += layerWork(layout, k);
  let done = 0;
  for (let k = 0; k < layout.boxCount; k++) {
    const masks = layout.layers[k]!;
    spreader.spread([planner.layerMoves(k, 0, masks.length, reached, hooks.shouldCancel)]);
    done += layerWork(layout, k);
    hooks.onProgress?.(work > 0 ? done / work : 1);
  }
  return spreader.result();
}
