// The chance of making the upper bonus when the optimal (expected-points) policy of a value table is followed:
// one probability per state, with the table's layout, solved layer by layer like the values (solve.ts), and
// the same for the options of one turn.
//
// The policy is the value table's argmax at every decision, ties going where analyzeTurn ranks first: for a
// box, the first legal box in the rule set's order (choicesFor's order); for a keep, the first in the order
// analyzeTurn lists the keeps of the sorted dice (by the lowest position mask that makes them, so keeping
// nothing first and all five last; see keepOrder). Values are compared exactly, as analyzeTurn does, and are
// computed with the kernel's own operations in its order, so they are bit-identical to analyzeTurn's.
//
// Per group (S, y), its open lanes at once, in the kernel (kernels.ts; reference/bonus-kernel.ts says how).
// Lanes that settle the bonus are not computed: the threshold lane is 1, the DEAD lane 0. Once every
// upper box is filled the layout keeps one lane for earned and missed alike, so those groups hold 0 (nothing
// more can be earned) and the sheet tells the rest (bonusChanceOf).

import { faceCounts, sortDice } from '../../dice';
import { scoreChoices, upperTotal, type Sheet } from '../../rules';
import type { Position } from '../turn/analyze';
import { diceTables, keepIndex, KEEPS } from '../layout/dice-tables';
import {
  DEAD,
  flagAfter,
  groupStart,
  hasYachtGroup,
  layerWork,
  upperMove,
  type SolverLayout,
} from '../layout/layout';
import { SolveCancelled, type ValueTable } from './solve';
import { bonusKernelFor, type AfterBox, type BonusKernel, type KernelChoice } from '../kernels';
import { stateIndex, stateOf, type StateKey } from '../layout/state-key';

export { keepOrder, type KeepOrder } from '../layout/keep-order';

export class BonusChanceSolver {
  readonly layout: SolverLayout;
  readonly values: Float64Array;
  private readonly kernel: BonusKernel;
  private readonly after: AfterBox = (s, y, lane, box, points) => this.afterBox(s, y, lane, box, points);

  constructor(
    readonly table: ValueTable,
    readonly chance: Float64Array,
    kernel: KernelChoice = 'auto',
  ) {
    this.layout = table.layout;
    this.values = table.values;
    this.kernel = bonusKernelFor(table.layout, kernel);
    if (chance.length !== this.layout.size) {
      throw new Error(`the chance table needs ${this.layout.size} values, not ${chance.length}`);
    }
  }

  /**
   * The chance after writing `points` in box `box` from lane `lane` of (S, y): 1 when the box completes the
   * bonus, else the chance of the state it leads to (the successor layout/boxes.ts's afterBox reads). The lane must
   * not hold the bonus already (those are settled before).
   */
  afterBox(s: number, y: number, lane: number, box: number, points: number): number {
    const { layout, chance } = this;
    const s2 = s | (1 << box);
    const face = layout.upperFace[box]!;
    if (face !== 0) {
      const k = upperMove(layout, s, face, (points / face) | 0);
      if (layout.upperBonus[k + lane]! > 0) return 1;
      return chance[groupStart(layout, s2, y) + layout.upperNext[k + lane]!]!;
    }
    return chance[groupStart(layout, s2, flagAfter(layout, box, points, y)) + lane]!;
  }

  /** Computes every lane of group (S, y) from the chances of the next layer. */
  group(s: number, y: number): void {
    const { layout, chance } = this;
    const out = groupStart(layout, s, y);
    const lanes = layout.lanes[layout.upperOf[s]!]!;
    let lo = 0;
    let hi = lanes.length;
    if (layout.threshold === 0 || layout.upperOf[s] === layout.upperFaces) {
      chance.fill(0, out, out + hi);
      return;
    }
    if (lanes[0] === DEAD) chance[out + lo++] = 0;
    if (lanes[hi - 1] === layout.threshold) chance[out + --hi] = 1;
    if (hi <= lo) return;
    this.kernel.group(this.values, chance, s, y, lo, hi - lo, out + lo, this.after);
  }

  /** One lane's turn from state (S, y, lane), not settling the bonus: see BonusKernel.plan. */
  planTurn(s: number, y: number, lane: number, oneLeft: Float64Array, twoLeft: Float64Array): void {
    this.kernel.plan(this.values, this.chance, s, y, lane, oneLeft, twoLeft, this.after);
  }

  /**
   * The groups of one layer whose position in it is `part` modulo `parts` (as solveLayerPart, so workers can
   * share a layer); every later layer must be done. Throws SolveCancelled when `shouldCancel` says so
   * (asked every 32 groups).
   */
  layerPart(layer: number, part: number, parts: number, shouldCancel?: () => boolean): void {
    const { layout } = this;
    const masks = layout.layers[layer] ?? new Int32Array(0);
    let count = 0;
    for (let i = part; i < masks.length; i += parts) {
      if (shouldCancel && (count++ & 31) === 0 && shouldCancel()) throw new SolveCancelled();
      const s = masks[i]!;
      this.group(s, 0);
      if (hasYachtGroup(layout, s)) this.group(s, 1);
    }
  }
}

export interface BonusChanceOptions {
  /** Checked between groups; returning true stops with a SolveCancelled error. */
  readonly shouldCancel?: () => boolean;
  /** Called after each layer with the fraction of the work done (0..1]. */
  readonly onProgress?: (fraction: number) => void;
  /** Where to write (a view of a SharedArrayBuffer, say): table.values.length values. */
  readonly out?: Float64Array;
  /** 'js': the reference kernel (the tests compare both). */
  readonly kernel?: KernelChoice;
}

/**
 * The bonus chance of every state of the table (same indexing as table.values): the probability that the
 * upper bonus ends up earned when the table's optimal policy is followed from that state on. 1 where it is
 * earned (the threshold lane), 0 on the DEAD lane, in groups with every upper box filled (see bonusChanceOf)
 * and everywhere for rules without a bonus.
 */
export function solveBonusChance(table: ValueTable, options: BonusChanceOptions = {}): Float64Array {
  const { layout } = table;
  const solver = new BonusChanceSolver(table, options.out ?? new Float64Array(layout.size), options.kernel);
  // The full sheet (its groups come last): nothing more to earn.
  solver.chance.fill(0, groupStart(layout, layout.fullMask, 0), layout.size);
  let total = 0;
  for (let k = 0; k < layout.boxCount; k++) total += layerWork(layout, k);
  let done = 0;
  for (let k = layout.boxCount - 1; k >= 0; k--) {
    solver.layerPart(k, 0, 1, options.shouldCancel);
    done += layerWork(layout, k);
    options.onProgress?.(total > 0 ? done / total : 1);
  }
  return solver.chance;
}

/** 1 or 0 when the sheet settles the bonus (earned; out of reach; no bonus in these rules), else null. */
function settled(layout: SolverLayout, sheet: Sheet, state: StateKey): number | null {
  if (layout.threshold === 0) return 0;
  if (upperTotal(layout.rules, sheet) >= layout.threshold) return 1;
  const u = layout.upperOf[state.s]!;
  if (u === layout.upperFaces || layout.lanes[u]![state.lane] === DEAD) return 0;
  return null;
}

/** The solver of the last turn asked about, per chance table, and that turn's plan. */
const turns = new WeakMap<Float64Array, { solver: BonusChanceSolver; plan: BonusTurnPlan | null }>();
function turnCache(
  table: ValueTable,
  chance: Float64Array,
): { solver: BonusChanceSolver; plan: BonusTurnPlan | null } {
  let entry = turns.get(chance);
  if (entry?.solver.table !== table) {
    entry = { solver: new BonusChanceSolver(table, chance), plan: null };
    turns.set(chance, entry);
  }
  return entry;
}

/** The bonus chance of a sheet at the start of a turn (or a full sheet): 1 once earned, 0 once out of reach. */
export function bonusChanceOf(table: ValueTable, chance: Float64Array, sheet: Sheet): number {
  const state = stateOf(table.layout, sheet);
  return settled(table.layout, sheet, state) ?? chance[stateIndex(table.layout, state)]!;
}

export interface BonusTurnPlan {
  readonly state: StateKey;
  /** oneLeft[k]: the bonus chance after keeping k with one roll left (a roll: standing, its best box). */
  readonly oneLeft: Float64Array;
  /** twoLeft[k]: the same with two rolls left (a roll: its best option with one roll left). */
  readonly twoLeft: Float64Array;
}

/** The bonus chance after every keep of a turn from this sheet, indexed like planTurn's values. */
export function planBonusTurn(table: ValueTable, chance: Float64Array, sheet: Sheet): BonusTurnPlan {
  const { layout } = table;
  const state = stateOf(layout, sheet);
  if (state.s === layout.fullMask) throw new Error('the sheet is full: there is no turn to play');
  const known = settled(layout, sheet, state);
  if (known !== null) {
    return {
      state,
      oneLeft: new Float64Array(KEEPS).fill(known),
      twoLeft: new Float64Array(KEEPS).fill(known),
    };
  }
  const { solver } = turnCache(table, chance);
  const oneLeft = new Float64Array(KEEPS);
  const twoLeft = new Float64Array(KEEPS);
  solver.planTurn(state.s, state.y, state.lane, oneLeft, twoLeft);
  return { state, oneLeft, twoLeft };
}

/**
 * The plan of the turn from this sheet, kept for the next call (a turn's options are asked one after another).
 * A state decides its plan, except with every upper box filled, where only the sheet tells earned from missed.
 */
function cachedPlan(table: ValueTable, chance: Float64Array, sheet: Sheet): BonusTurnPlan {
  const entry = turnCache(table, chance);
  const { s, y, lane } = stateOf(table.layout, sheet);
  const last = entry.plan?.state;
  if (
    last?.s === s &&
    last.y === y &&
    last.lane === lane &&
    table.layout.upperOf[s] !== table.layout.upperFaces
  ) {
    return entry.plan!;
  }
  entry.plan = planBonusTurn(table, chance, sheet);
  return entry.plan;
}

/** An option of a turn: keep these dice and roll the rest (rolls left 1 or 2), or write the dice in a box. */
export type TurnOption = { readonly keep: readonly number[] } | { readonly box: string };

/**
 * The chance of making the upper bonus after taking `option` in `position`, the table's optimal policy played
 * from there (the rest of this turn and every later one). Keeping all five dice is standing, as in analyzeTurn.
 */
export function bonusChanceAfter(
  table: ValueTable,
  chance: Float64Array,
  position: Position,
  option: TurnOption,
): number {
  const { layout } = table;
  const dice = sortDice(position.dice);
  if ('box' in option) {
    const choice = scoreChoices(layout.rules, position.sheet, dice).boxes.find((c) => c.box === option.box);
    if (!choice) throw new Error(`box ${option.box} is not open to these dice`);
    return bonusChanceOf(table, chance, { ...position.sheet, [choice.box]: choice.points });
  }
  if (position.rollsLeft === 0) throw new Error('no roll left: the option must be a box');
  const have = faceCounts(dice);
  const keep = faceCounts(option.keep);
  if (option.keep.length > dice.length || keep.some((c, f) => c > (have[f] ?? 0))) {
    throw new Error(`cannot keep ${option.keep.join(',')} from ${dice.join(',')}`);
  }
  const plan = cachedPlan(table, chance, position.sheet);
  const k = keepIndex(diceTables(), option.keep);
  return (position.rollsLeft === 1 ? plan.oneLeft : plan.twoLeft)[k]!;
}
