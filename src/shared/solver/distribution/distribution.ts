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

import type { RuleSet } from '../../rules';
import { DistributionPlanner, type DistributionMoves } from './distribution-moves';
import {
  groupLanes,
  groupStart,
  hasYachtGroup,
  laneOf,
  layerWork,
  popcountMask,
  spreadRules,
  type SolverLayout,
} from '../layout/layout';
import { stateIndex, type StateKey } from '../layout/state-key';
import type { ValueTable } from '../tables/solve';
import { createChanceArenas, type ChanceArenas, type KernelChoice } from '../kernels';
import { SUM_BONUS, SUM_BONUS_RATE, SUM_BOXES, SUM_EXTRA, SUM_YACHT_RATE } from '../kernel-layout.generated';

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
  /** 'js' runs the reference kernels (tests compare both). */
  readonly kernel?: KernelChoice;
}

/**
 * The second pass: carries the chance from the empty sheet to the full ones, one layer's moves at a time
 * (every move of the layer, in state order), adding up the bonus, yachts and each box's points on the way.
 */
export class DistributionSpreader {
  private readonly arenas: ChanceArenas;
  private readonly extraPays: boolean;
  private layer = 0;

  /**
   * `seed`: the state the chance starts from, sure and with no points (default: the empty sheet); the layers
   * are then spread from its layer on (a seat's remaining game, win/seat-distribution.ts).
   */
  constructor(
    readonly layout: SolverLayout,
    kernel: KernelChoice = 'auto',
    seed?: StateKey,
  ) {
    this.arenas = createChanceArenas(layout, kernel);
    this.extraPays = spreadRules(layout).extraPays;
    if (seed === undefined) this.arenas.seed(startState(layout));
    else {
      this.layer = popcountMask(seed.s);
      this.arenas.seed(stateIndex(layout, seed));
    }
  }

  /**
   * Carries the chance of one layer's states along all their moves (`parts` in state order), the layers
   * one after another from the seed's.
   */
  spread(parts: readonly DistributionMoves[]): void {
    const { arenas, layout } = this;
    for (const moves of parts) arenas.size(moves);
    // The next layer's states laid out in state order, as it will read them (group by group, lane by lane):
    // sources and each stream of destinations then run through memory in order.
    let used = 0;
    for (const s of layout.layers[++this.layer] ?? []) {
      for (let y = 0; y < (hasYachtGroup(layout, s) ? 2 : 1); y++) {
        const start = groupStart(layout, s, y);
        used = arenas.layOut(start, start + groupLanes(layout, s), used);
      }
    }
    arenas.reset(used);
    for (const moves of parts) arenas.carry(moves);
    arenas.swap();
  }

  /** The distribution, once every layer has been spread. */
  result(): ScoreDistribution {
    const { layout, arenas } = this;
    const { sums } = arenas;
    // The full sheets: every game's final score.
    const finals: [number, number][] = [];
    let min = Infinity;
    let max = -Infinity;
    for (let i = groupStart(layout, layout.fullMask, 0); i < layout.size; i++) {
      arenas.entries(i, (points, p) => {
        finals.push([points, p]);
        min = Math.min(min, points);
        max = Math.max(max, points);
      });
    }
    const probability = new Float64Array(max - min + 1);
    for (const [points, p] of finals) probability[points - min] = probability[points - min]! + p;
    let clean = 0;
    if (this.extraPays)
      for (let i = groupStart(layout, layout.fullMask, 0); i < layout.size; i++) clean += arenas.noExtraOf(i);
    const perBox: Record<string, number> = {};
    layout.rules.boxes.forEach((b, i) => (perBox[b.id] = sums[SUM_BOXES + i]!));
    return {
      rules: layout.rules,
      min,
      probability,
      bonusRate: sums[SUM_BONUS_RATE]!,
      yachtRate: sums[SUM_YACHT_RATE]!,
      multiYachtRate: this.extraPays ? 1 - clean : null,
      perBox,
      bonusPoints: sums[SUM_BONUS]!,
      extraYachtPoints: sums[SUM_EXTRA]!,
    };
  }
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
