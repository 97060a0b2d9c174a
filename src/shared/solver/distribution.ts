// The exact distribution of the final score when the table's optimal policy is followed, by carrying the
// probability of every (state, points so far) forward from the empty sheet, turn by turn. Not a simulation:
// every roll's exact multinomial chance.
//
// The policy is the one analyzeTurn ranks first (bonus-chance.ts states it): for a final roll, the first box
// in the rule set's order among the best; for a keep, the lowest keep in keepOrder among the best; values
// compared exactly, computed with the kernel's operations in its order.
//
// Per group (S, y), for all its lanes at once: the stage values with the chosen keep of every roll (two and
// one rolls left) and the chosen box of every final roll. Then, per lane that is reached, the turn's outcome
// probabilities by pushing the chance of the first roll through the chosen keeps (the transpose of the
// kernel's averageKeeps), and each outcome (next state, points gained) adds the lane's points-so-far
// distribution, shifted by the points, to the next state's. Points gained are exact on every lane: an upper
// box scores face x count whatever the canonical total, and the bonus is paid by the move that crosses the
// threshold (layout.upperBonus).

import type { RuleSet } from '../rules';
import { diceTables, KEEPS, ROLLS, type DiceTables } from './dice-tables';
import { createCandidateBlocks, type CandidateBlocks } from './candidates';
import { averageKeeps, boxIndex, fiveAlikeChoices } from './kernel';
import { bestBoxes, bestKeepsRanked, keepOrder } from './bonus-chance';
import {
  flagAfter,
  groupLanes,
  groupStart,
  hasYachtGroup,
  laneOf,
  upperMove,
  type SolverLayout,
} from './layout';
import { layerWork, SolveCancelled, type ValueTable } from './solve';

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
}

const SLACK = 48;
/** Slabs the pool carves its arrays from. */
const SLAB_BYTES = 32 * 1024 * 1024;
/** Noughts in a row that split a run of scores (fewer are added as they are). */
const GAP = 6;

/**
 * Arrays of noughts by power-of-two size, handed back once a state has spread its chance: a layer makes and
 * drops tens of thousands of them. New ones are views carved out of large slabs (a view is cheap to make, a
 * fresh ArrayBuffer is not), and handed-back ones are used again.
 */
class ArrayPool {
  private readonly free: Float64Array[][] = [];
  private slab = new ArrayBuffer(0);
  private used = 0;

  take(size: number): Float64Array {
    const k = Math.max(6, Math.ceil(Math.log2(size)));
    const kept = this.free[k]?.pop();
    if (kept) return kept;
    const bytes = 8 * 2 ** k;
    if (this.used + bytes > this.slab.byteLength) {
      this.slab = new ArrayBuffer(Math.max(SLAB_BYTES, bytes));
      this.used = 0;
    }
    const view = new Float64Array(this.slab, this.used, 2 ** k);
    this.used += bytes;
    return view;
  }

  /** `used`: how much of it may hold something other than nought. */
  give(array: Float64Array, used: number): void {
    array.fill(0, 0, used);
    (this.free[Math.log2(array.length)] ??= []).push(array);
  }
}

/** Points so far of one state: chance[i] of min + i, for i < length. */
class PointsSoFar {
  min: number;
  length: number;
  chance: Float64Array;

  /** Room for [lo, lo + length), with slack below (down to 0) and above. */
  constructor(
    lo: number,
    length: number,
    private readonly pool: ArrayPool,
  ) {
    this.min = Math.max(0, lo - SLACK / 2);
    this.length = lo - this.min + length;
    this.chance = pool.take(this.length + SLACK);
  }

  /** Hands the array back (the state has spread its chance). */
  release(): void {
    this.pool.give(this.chance, this.length);
  }

  /**
   * The runs of scores with a chance, as [start, end) pairs of indices into chance: most entries are nought
   * (the slack, gaps such as the 100 points an extra yacht jumps), and a state spreads once to each move.
   */
  runs(out: Int32Array): number {
    const c = this.chance;
    let n = 0;
    let i = 0;
    while (i < this.length) {
      while (i < this.length && c[i] === 0) i++;
      if (i === this.length) break;
      const start = i;
      let end = i;
      // A run ends where GAP noughts in a row begin.
      while (i < this.length && i - end < GAP) {
        if (c[i] !== 0) end = i + 1;
        i++;
      }
      out[n++] = start;
      out[n++] = end;
      i = end;
    }
    return n;
  }

  /** Adds the runs of `from` (from.runs), shifted by `gain` points, times q. */
  add(from: PointsSoFar, runs: Int32Array, count: number, gain: number, q: number): void {
    const lo = from.min + runs[0]! + gain;
    const hi = from.min + runs[count - 1]! + gain;
    if (lo < this.min || hi > this.min + this.chance.length) this.grow(lo, hi);
    const src = from.chance;
    const dst = this.chance;
    const shift = from.min + gain - this.min;
    for (let r = 0; r < count; r += 2) {
      const end = runs[r + 1]!;
      for (let i = runs[r]!; i < end; i++) dst[shift + i] = dst[shift + i]! + q * src[i]!;
    }
    if (hi - this.min > this.length) this.length = hi - this.min;
  }

  /** Room for [lo, hi) and some more on both sides: a state is reached by many moves a few points apart. */
  private grow(lo: number, hi: number): void {
    const min = Math.max(0, Math.min(this.min, lo - SLACK));
    const end = Math.max(this.min + this.length, hi);
    const next = this.pool.take(end - min + SLACK);
    next.set(this.chance.subarray(0, this.length), this.min - min);
    this.pool.give(this.chance, this.length);
    this.chance = next;
    this.length = Math.max(this.length + (this.min - min), end - min);
    this.min = min;
  }

  total(): number {
    let sum = 0;
    for (let i = 0; i < this.length; i++) sum += this.chance[i]!;
    return sum;
  }
}

/** What the turns of one group do, by lane: the chosen keep of every roll and box of every final roll. */
interface GroupPolicy {
  /** keepTwo[r * W + i] / keepOne[r * W + i]: the keep from roll r, two / one rolls left (lane j0 + i). */
  readonly keepTwo: Int16Array;
  readonly keepOne: Int16Array;
  /** choice[r * W + i]: for a plain roll the chosen box's index among the open ones, for five alike the
   *  index among fiveAlikeChoices' boxes. */
  readonly choice: Int16Array;
}

interface Scratch {
  readonly va: Float64Array;
  readonly vb: Float64Array;
  readonly rk: Int16Array;
  readonly keepTwo: Int16Array;
  readonly keepOne: Int16Array;
  readonly choice: Int16Array;
  readonly cand: Float64Array;
  readonly blocks: CandidateBlocks;
  /** The turn's chance on every keep and roll (one lane). */
  readonly mass: Float64Array;
  readonly finalMass: Float64Array;
}

function createScratch(layout: SolverLayout): Scratch {
  let lanes = 1;
  for (const l of layout.lanes) lanes = Math.max(lanes, l.length);
  const boxes = Math.max(layout.boxCount, 1);
  return {
    va: new Float64Array((KEEPS + 1) * lanes),
    vb: new Float64Array((KEEPS + 1) * lanes),
    rk: new Int16Array((KEEPS + 1) * lanes),
    keepTwo: new Int16Array(ROLLS * lanes),
    keepOne: new Int16Array(ROLLS * lanes),
    choice: new Int16Array(ROLLS * lanes),
    cand: new Float64Array(boxes * 6 * lanes),
    blocks: createCandidateBlocks(boxes),
    mass: new Float64Array(KEEPS),
    finalMass: new Float64Array(ROLLS),
  };
}

/**
 * The policy of group (S, y) for lanes j0 .. j0 + W - 1 (row r, lane j0 + i at r * W + i): the best box of
 * each final roll (bestBoxes: the first in the rule set's order among equals), then the best keep of each
 * roll with one and with two rolls left (bestKeepsRanked: the lowest keepOrder rank among equals).
 */
function groupPolicy(
  layout: SolverLayout,
  values: Float64Array,
  s: number,
  y: number,
  j0: number,
  W: number,
  sc: Scratch,
  t: DiceTables,
): GroupPolicy {
  const { va, vb, rk, cand, blocks, choice } = sc;
  bestBoxes(layout, values, s, y, j0, W, cand, blocks, va, choice, t);
  averageKeeps(va, W, t);
  bestKeepsRanked(va, vb, rk, W, t);
  const { keepOfRank } = keepOrder(t);
  for (let i = 0; i < ROLLS * W; i++) sc.keepOne[i] = keepOfRank[rk[i]!]!;
  averageKeeps(vb, W, t);
  bestKeepsRanked(vb, va, rk, W, t);
  for (let i = 0; i < ROLLS * W; i++) sc.keepTwo[i] = keepOfRank[rk[i]!]!;
  return { keepTwo: sc.keepTwo, keepOne: sc.keepOne, choice };
}

/** Moves the chance on the rolls (mass[0 .. ROLLS)) to the keeps chosen from them, then rolls the rest. */
function keepAndRoll(mass: Float64Array, keep: Int16Array, lane: number, W: number, t: DiceTables): void {
  const child = t.child;
  // Keeps of fewer than five dice start empty; a roll's chance moves to its keep (maybe itself).
  mass.fill(0, ROLLS, KEEPS);
  for (let r = 0; r < ROLLS; r++) {
    const k = keep[r * W + lane]!;
    if (k === r) continue;
    mass[k] = mass[k]! + mass[r]!;
    mass[r] = 0;
  }
  // The transpose of averageKeeps: a keep's chance spreads over the six faces of its next die, smallest keeps
  // first so each keep has all its chance before it spreads.
  for (let k = KEEPS - 1; k >= ROLLS; k--) {
    const q = mass[k]! / 6;
    if (q === 0) continue;
    const c = k * 6;
    for (let f = 0; f < 6; f++) {
      const to = child[c + f]!;
      mass[to] = mass[to]! + q;
    }
  }
}

/** What the whole game adds up to, beside the distribution. */
interface Totals {
  readonly perBox: Float64Array;
  bonus: number;
  bonusRate: number;
  extra: number;
  yachtRate: number;
}

/**
 * The exact final-score distribution of the table's optimal policy (see the file's head), with the chance
 * of the bonus and of yachts and each box's expected points.
 */
export function scoreDistribution(table: ValueTable, hooks: DistributionHooks = {}): ScoreDistribution {
  const { layout, values } = table;
  const t = diceTables();
  const sc = createScratch(layout);
  const p = t.rollProbability;
  const totals: Totals = {
    perBox: new Float64Array(layout.boxCount),
    bonus: 0,
    bonusRate: 0,
    extra: 0,
    yachtRate: 0,
  };
  const extraPays = layout.jokerOn && (layout.rules.joker?.extraYachtPoints ?? 0) > 0;
  // State indices are global (every group has its own offset), so one slot per state serves every layer.
  const reached: (PointsSoFar | undefined)[] = new Array<PointsSoFar | undefined>(layout.size);
  // The chance of reaching each state without an extra yacht yet (for the chance of two or more).
  const noExtra = new Float64Array(extraPays ? layout.size : 0);
  const start = groupStart(layout, 0, 0) + laneOf(layout, 0, 0);
  const pool = new ArrayPool();
  const first = new PointsSoFar(0, 1, pool);
  first.chance[0] = 1;
  reached[start] = first;
  if (extraPays) noExtra[start] = 1;

  // A plain roll's points in each open box (the group's order), and the chance gathered per (box, points).
  let topPoints = 0;
  for (const v of layout.points) topPoints = Math.max(topPoints, v);
  const P = topPoints + 1;
  const gathered = new Float64Array(layout.boxCount * P);
  const touched = new Int32Array(layout.boxCount * P);
  const yachtFace = new Int8Array(ROLLS);
  for (let f = 1; f <= 6; f++) yachtFace[t.yachtRoll[f]!] = f;
  let runs = new Int32Array(64);

  let work = 0;
  for (let k = 0; k < layout.boxCount; k++) work += layerWork(layout, k);
  let done = 0;
  let groups = 0;
  for (let k = 0; k < layout.boxCount; k++) {
    for (const s of layout.layers[k]!) {
      for (let y = 0; y < (hasYachtGroup(layout, s) ? 2 : 1); y++) {
        if (hooks.shouldCancel && (groups++ & 31) === 0 && hooks.shouldCancel()) throw new SolveCancelled();
        const at = groupStart(layout, s, y);
        const W = groupLanes(layout, s);
        // The policy of the reached lanes only (a third of them are never reached): lanes lo .. hi - 1.
        let lo = 0;
        while (lo < W && reached[at + lo] === undefined) lo++;
        if (lo === W) continue;
        let hi = W;
        while (reached[at + hi - 1] === undefined) hi--;
        const Wp = hi - lo;
        const policy = groupPolicy(layout, values, s, y, lo, Wp, sc, t);
        const open = sc.blocks.open;
        const fiveAlike = [1, 2, 3, 4, 5, 6].map((f) => fiveAlikeChoices(layout, s, y, f));
        for (let j = lo; j < hi; j++) {
          const here = reached[at + j];
          if (!here) continue;
          reached[at + j] = undefined;
          const reach = here.total();
          if (runs.length < here.length + 2) runs = new Int32Array(2 * here.length + 2);
          const runCount = here.runs(runs);
          const clean = extraPays ? noExtra[at + j]! : 0;
          // The turn: first roll, keep, roll, keep, roll.
          const mass = sc.mass;
          mass.set(p);
          keepAndRoll(mass, policy.keepTwo, j - lo, Wp, t);
          keepAndRoll(mass, policy.keepOne, j - lo, Wp, t);
          const play = (box: number, points: number, extra: number, q: number): void => {
            const s2 = s | (1 << box);
            const face = layout.upperFace[box]!;
            let next: number;
            let bonus = 0;
            if (face === 0) {
              next = groupStart(layout, s2, flagAfter(layout, box, points, y)) + j;
            } else {
              const m = upperMove(layout, s, face, (points / face) | 0);
              bonus = layout.upperBonus[m]![j]!;
              next = groupStart(layout, s2, y) + layout.upperNext[m]![j]!;
            }
            const gain = points + bonus + extra;
            let to = reached[next];
            if (!to) {
              const first = runs[0]!;
              reached[next] = to = new PointsSoFar(
                here.min + first + gain,
                runs[runCount - 1]! - first,
                pool,
              );
            }
            to.add(here, runs, runCount, gain, q);
            const weight = reach * q;
            totals.perBox[box] = totals.perBox[box]! + weight * points;
            if (bonus > 0) {
              totals.bonus += weight * bonus;
              totals.bonusRate += weight;
            }
            totals.extra += weight * extra;
            if (box === layout.yachtBox && points > 0) totals.yachtRate += weight;
            if (extraPays && extra === 0) noExtra[next] = noExtra[next]! + clean * q;
          };
          // Plain rolls, gathered by (box, points); five alike one by one (their boxes follow the joker).
          let n = 0;
          for (let r = 0; r < ROLLS; r++) {
            const q = mass[r]!;
            if (q === 0) continue;
            const c = policy.choice[r * Wp + j - lo]!;
            const face = yachtFace[r]!;
            if (face > 0) {
              const choices = fiveAlike[face - 1]!;
              const chosen = choices.boxes[c]!;
              play(boxIndex(layout, chosen.box), chosen.points, choices.extraYacht, q);
              continue;
            }
            const box = open[c]!;
            const boxFace = layout.upperFace[box]!;
            const points = boxFace === 0 ? layout.points[box * ROLLS + r]! : boxFace * t.counts[r]![boxFace]!;
            const slot = box * P + points;
            if (gathered[slot] === 0) touched[n++] = slot;
            gathered[slot] = gathered[slot]! + q;
          }
          for (let i = 0; i < n; i++) {
            const slot = touched[i]!;
            const q = gathered[slot]!;
            gathered[slot] = 0;
            play((slot / P) | 0, slot % P, 0, q);
          }
          here.release();
        }
      }
    }
    done += layerWork(layout, k);
    hooks.onProgress?.(work > 0 ? done / work : 1);
  }
  // The full sheets: every game's final score.
  let min = Infinity;
  let max = -Infinity;
  const finals: PointsSoFar[] = [];
  for (let i = groupStart(layout, layout.fullMask, 0); i < layout.size; i++) {
    const d = reached[i];
    if (!d) continue;
    finals.push(d);
    for (let n = 0; n < d.length; n++) {
      if (d.chance[n]! > 0) {
        min = Math.min(min, d.min + n);
        max = Math.max(max, d.min + n);
      }
    }
  }
  const probability = new Float64Array(max - min + 1);
  for (const d of finals) {
    for (let n = 0; n < d.length; n++) {
      const score = d.min + n;
      if (score >= min && score <= max) probability[score - min] = probability[score - min]! + d.chance[n]!;
    }
  }
  let clean = 0;
  if (extraPays)
    for (let i = groupStart(layout, layout.fullMask, 0); i < layout.size; i++) clean += noExtra[i]!;
  const perBox: Record<string, number> = {};
  layout.rules.boxes.forEach((b, i) => (perBox[b.id] = totals.perBox[i]!));
  return {
    rules: layout.rules,
    min,
    probability,
    bonusRate: totals.bonusRate,
    yachtRate: totals.yachtRate,
    multiYachtRate: extraPays ? 1 - clean : null,
    perBox,
    bonusPoints: totals.bonus,
    extraYachtPoints: totals.extra,
  };
}
