// The exact distribution of the final score when the table's optimal policy is followed, by carrying the
// probability of every (state, points so far) forward from the empty sheet, turn by turn. Not a simulation:
// every roll's exact multinomial chance.
//
// The policy is the one analyzeTurn ranks first (bonus-chance.ts states it): for a final roll, the first box
// in the rule set's order among the best; for a keep, the lowest keep in keepOrder among the best; values
// compared exactly, computed with the kernel's operations in its order.
//
// Layer by layer (a turn fills one box), in two passes. First the moves: per group (S, y), the policy of its
// reached lanes (policy.ts, WebAssembly SIMD where available), then per reached lane the turn's outcomes by
// pushing the chance of the first roll through the chosen keeps (the transpose of the kernel's averageKeeps),
// each outcome a move (next state, points gained, chance); the points a next state can have are gathered
// from the moves into it. Then the chance: every next state gets an array of exactly those points in one
// arena, and each move adds its state's points-so-far distribution, shifted by its points, to the next
// state's. Points gained are exact on every lane: an upper box scores face x count whatever the canonical
// total, and the bonus is paid by the move that crosses the threshold (layout.upperBonus).

import type { RuleSet } from '../rules';
import { diceTables } from './dice-tables';
import { boxIndex, fiveAlikeChoices } from './kernel';
import { createTurnPolicy } from './policy';
import { flagAfter, groupLanes, groupStart, hasYachtGroup, laneOf, upperMove } from './layout';
import { layerWork, SolveCancelled, type KernelChoice, type ValueTable } from './solve';

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
 * The points so far of every reached state of one layer, back to back in one array (a layer's states are all
 * sized before any chance moves: see LayerMoves). Two of them take turns: the layer spreading its chance and
 * the next one receiving it.
 */
class Arena {
  chance = new Float64Array(1 << 16);
  used = 0;

  /** Room for `total` entries, all nought. */
  reset(total: number): void {
    if (total > this.chance.length) this.chance = new Float64Array(Math.max(total, 2 * this.chance.length));
    else this.chance.fill(0, 0, this.used);
    this.used = 0;
  }

  take(length: number): number {
    const at = this.used;
    this.used += length;
    return at;
  }
}

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

/**
 * One layer's moves, worked out before any chance moves so each state of the next layer gets an array of
 * exactly the points it can have: per reached state (in order) its moves' next state, points gained, chance.
 */
class LayerMoves {
  from = new Int32Array(1 << 14);
  firstMove = new Int32Array(1 << 14);
  next = new Int32Array(1 << 18);
  gain = new Int32Array(1 << 18);
  chance = new Float64Array(1 << 18);
  states = 0;
  moves = 0;

  clear(): void {
    this.states = 0;
    this.moves = 0;
  }

  addState(state: number): void {
    if (this.states + 1 >= this.from.length) {
      this.from = grown(this.from);
      this.firstMove = grown(this.firstMove);
    }
    this.from[this.states] = state;
    this.firstMove[this.states++] = this.moves;
    this.firstMove[this.states] = this.moves;
  }

  addMove(next: number, gain: number, q: number): void {
    if (this.moves === this.next.length) {
      this.next = grown(this.next);
      this.gain = grown(this.gain);
      this.chance = grown(this.chance);
    }
    this.next[this.moves] = next;
    this.gain[this.moves] = gain;
    this.chance[this.moves++] = q;
    this.firstMove[this.states] = this.moves;
  }
}

function grown<T extends Int32Array | Float64Array>(array: T): T {
  const bigger = new (array.constructor as new (n: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** offset[] of a state no move reaches (yet), and of one whose moves in are being gathered. */
const UNREACHED = -1;
const SIZING = -2;

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
  const policy = createTurnPolicy(layout, hooks.kernel);
  const totals: Totals = {
    perBox: new Float64Array(layout.boxCount),
    bonus: 0,
    bonusRate: 0,
    extra: 0,
    yachtRate: 0,
  };
  const extraPays = layout.jokerOn && (layout.rules.joker?.extraYachtPoints ?? 0) > 0;
  // Per state (indices are global, so one slot per state serves every layer): where its points so far start
  // in its layer's arena (UNREACHED, or SIZING while the moves into it are gathered), the points of its first
  // entry and one past its last, and its chance of being reached.
  const offset = new Int32Array(layout.size).fill(UNREACHED);
  const lowest = new Int32Array(layout.size);
  const highest = new Int32Array(layout.size);
  const reach = new Float64Array(layout.size);
  // The chance of reaching each state without an extra yacht yet (for the chance of two or more).
  const noExtra = new Float64Array(extraPays ? layout.size : 0);
  const start = groupStart(layout, 0, 0) + laneOf(layout, 0, 0);
  let arena = new Arena();
  let nextArena = new Arena();
  arena.reset(1);
  offset[start] = arena.take(1);
  arena.chance[offset[start]!] = 1;
  highest[start] = 1;
  reach[start] = 1;
  if (extraPays) noExtra[start] = 1;

  const mass = policy.mass;
  const span = policy.pointsSpan;
  let runs = new Int32Array(64);
  const moves = new LayerMoves();
  const nextStates: number[] = [];

  let work = 0;
  for (let k = 0; k < layout.boxCount; k++) work += layerWork(layout, k);
  let done = 0;
  let groups = 0;
  for (let k = 0; k < layout.boxCount; k++) {
    moves.clear();
    for (const s of layout.layers[k]!) {
      for (let y = 0; y < (hasYachtGroup(layout, s) ? 2 : 1); y++) {
        if (hooks.shouldCancel && (groups++ & 31) === 0 && hooks.shouldCancel()) throw new SolveCancelled();
        const at = groupStart(layout, s, y);
        const W = groupLanes(layout, s);
        // The policy of the reached lanes only (a third of them are never reached): lanes lo .. hi - 1.
        let lo = 0;
        while (lo < W && offset[at + lo] === UNREACHED) lo++;
        if (lo === W) continue;
        let hi = W;
        while (offset[at + hi - 1] === UNREACHED) hi--;
        policy.plan(values, s, y, lo, hi - lo);
        const fiveAlike = [1, 2, 3, 4, 5, 6].map((f) => fiveAlikeChoices(layout, s, y, f));
        for (let j = lo; j < hi; j++) {
          const here = at + j;
          if (offset[here] === UNREACHED) continue;
          moves.addState(here);
          const chance = reach[here]!;
          const clean = extraPays ? noExtra[at + j]! : 0;
          // The turn: first roll, keep, roll, keep, roll.
          const outcomes = policy.turn(j - lo);
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
            moves.addMove(next, gain, q);
            const low = lowest[here]! + gain;
            const high = highest[here]! + gain;
            reach[next] = reach[next]! + chance * q;
            if (offset[next] === UNREACHED) {
              offset[next] = SIZING;
              nextStates.push(next);
              lowest[next] = low;
              highest[next] = high;
            } else {
              if (low < lowest[next]!) lowest[next] = low;
              if (high > highest[next]!) highest[next] = high;
            }
            const weight = chance * q;
            totals.perBox[box] = totals.perBox[box]! + weight * points;
            if (bonus > 0) {
              totals.bonus += weight * bonus;
              totals.bonusRate += weight;
            }
            totals.extra += weight * extra;
            if (box === layout.yachtBox && points > 0) totals.yachtRate += weight;
            if (extraPays && extra === 0) noExtra[next] = noExtra[next]! + clean * q;
          };
          // Five alike one by one (their boxes follow the joker), then the plain rolls by (box, points).
          for (let f = 1; f <= 6; f++) {
            const r = t.yachtRoll[f]!;
            const q = mass[r]!;
            if (q === 0) continue;
            const choices = fiveAlike[f - 1]!;
            const chosen = choices.boxes[policy.choice(r, j - lo)]!;
            play(boxIndex(layout, chosen.box), chosen.points, choices.extraYacht, q);
          }
          for (let i = 0; i < outcomes; i++) {
            const slot = policy.slots[i]!;
            play((slot / span) | 0, slot % span, 0, policy.slotChance[i]!);
          }
        }
      }
    }
    // The next layer's states, each sized for every move into it; then the chance moves, state by state.
    let total = 0;
    for (const next of nextStates) total += highest[next]! - lowest[next]!;
    nextArena.reset(total);
    for (const next of nextStates) offset[next] = nextArena.take(highest[next]! - lowest[next]!);
    nextStates.length = 0;
    const from = arena.chance;
    const to = nextArena.chance;
    for (let i = 0; i < moves.states; i++) {
      const here = moves.from[i]!;
      const at = offset[here]!;
      const length = highest[here]! - lowest[here]!;
      offset[here] = UNREACHED;
      if (runs.length < length + 2) runs = new Int32Array(2 * length + 2);
      const runCount = runsOf(from, at, length, runs);
      for (let m = moves.firstMove[i]!; m < moves.firstMove[i + 1]!; m++) {
        const next = moves.next[m]!;
        const q = moves.chance[m]!;
        // chance[at + i] of lowest[here] + i lands at lowest[here] + i + gain of the next state.
        const shift = offset[next]! + lowest[here]! + moves.gain[m]! - lowest[next]! - at;
        for (let r = 0; r < runCount; r += 2) {
          const end = at + runs[r + 1]!;
          for (let c = at + runs[r]!; c < end; c++) to[c + shift] = to[c + shift]! + q * from[c]!;
        }
      }
    }
    [arena, nextArena] = [nextArena, arena];
    done += layerWork(layout, k);
    hooks.onProgress?.(work > 0 ? done / work : 1);
  }
  // The full sheets: every game's final score.
  let min = Infinity;
  let max = -Infinity;
  const finals: number[] = [];
  for (let i = groupStart(layout, layout.fullMask, 0); i < layout.size; i++) {
    if (offset[i] === UNREACHED) continue;
    finals.push(i);
    for (let n = 0; n < highest[i]! - lowest[i]!; n++) {
      if (arena.chance[offset[i]! + n]! > 0) {
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
        probability[score] = probability[score]! + arena.chance[offset[i]! + n]!;
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
