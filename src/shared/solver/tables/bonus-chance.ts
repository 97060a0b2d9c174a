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
// Per group (S, y) and for its open lanes at once (lanes innermost, like kernel.ts): each final roll's best box
// and the chance after it; each keep's chance averaged over the dice rolled (the kernel's averageKeeps); each
// roll's best keep found with its rank, its chance taken from there; twice; then the average over the first
// roll. Lanes that settle the bonus are not computed: the threshold lane is 1, the DEAD lane 0. Once every
// upper box is filled the layout keeps one lane for earned and missed alike, so those groups hold 0 (nothing
// more can be earned) and the sheet tells the rest (bonusChanceOf).

import { faceCounts, sortDice } from '../../dice';
import { scoreChoices, upperTotal, type ScoreChoices, type Sheet } from '../../rules';
import type { Position } from '../turn/analyze';
import { diceTables, keepIndex, KEEPS, ROLLS, type DiceTables } from '../layout/dice-tables';
import { createCandidateBlocks, fillCandidates, type CandidateBlocks } from '../layout/candidates';
import { fillYachtRows, yachtMoves, type YachtMoves } from '../layout/five-alike';
import { averageKeeps } from '../reference/turn-kernel';
import {
  DEAD,
  flagAfter,
  groupStart,
  hasYachtGroup,
  mostLanes,
  upperMove,
  type SolverLayout,
} from '../layout/layout';
import { layerWork, SolveCancelled, type KernelChoice, type ValueTable } from './solve';
import { wasmBonusFor, type AfterBox, type WasmBonusGroup } from '../wasm/wasm-bonus';
import { stateIndex, stateOf, type StateKey } from '../layout/state-key';

/**
 * Where analyzeTurn puts each keep among the keeps of a roll: keepsOf lists them by the lowest mask of the
 * sorted dice that makes them. That mask, read on the 30 positions of 1,1,1,1,1,2,...,6 (face f's i-th die at
 * bit 5(f-1)+i), orders every roll's keeps alike, so one rank per keep serves every roll.
 */
export interface KeepOrder {
  readonly rank: Int16Array;
  readonly keepOfRank: Int16Array;
}

const orders = new WeakMap<DiceTables, KeepOrder>();

export function keepOrder(t: DiceTables = diceTables()): KeepOrder {
  const known = orders.get(t);
  if (known) return known;
  const code = t.counts.map((counts) => {
    let mask = 0;
    for (let f = 1; f <= 6; f++) for (let i = 0; i < counts[f]!; i++) mask += 2 ** (5 * (f - 1) + i);
    return mask;
  });
  const keeps = Array.from({ length: KEEPS }, (_, k) => k).sort((a, b) => code[a]! - code[b]!);
  const rank = new Int16Array(KEEPS);
  keeps.forEach((k, i) => (rank[k] = i));
  const order = { rank, keepOfRank: Int16Array.from(keeps) };
  orders.set(t, order);
  return order;
}

export interface BonusScratch {
  /** Values of keeps and rolls (two stages), the kernel's a and b. */
  readonly va: Float64Array;
  readonly vb: Float64Array;
  /** The bonus chance beside each value. */
  readonly pa: Float64Array;
  readonly pb: Float64Array;
  /** The rank (keepOrder) of the best keep within each keep. */
  readonly rk: Int16Array;
  /** Candidate blocks of the open boxes (candidates.ts): values and chances after them. */
  readonly cand: Float64Array;
  readonly pc: Float64Array;
  readonly blocks: CandidateBlocks;
  /** The best box of each final roll (bestBoxes). */
  readonly choice: Int16Array;
}

export function createBonusScratch(layout: SolverLayout): BonusScratch {
  const lanes = mostLanes(layout);
  const boxes = Math.max(layout.boxCount, 1);
  return {
    va: new Float64Array((KEEPS + 1) * lanes),
    vb: new Float64Array((KEEPS + 1) * lanes),
    pa: new Float64Array(KEEPS * lanes),
    pb: new Float64Array(KEEPS * lanes),
    rk: new Int16Array((KEEPS + 1) * lanes),
    cand: new Float64Array(boxes * 6 * lanes),
    pc: new Float64Array(boxes * 6 * lanes),
    blocks: createCandidateBlocks(boxes),
    choice: new Int16Array(ROLLS * lanes),
  };
}

/** Up to five sub-keeps of every keep (t.subStart / t.sub), the missing ones pointing at row KEEPS. */
const subRowTables = new WeakMap<DiceTables, Int32Array>();
function subRowsOf(t: DiceTables): Int32Array {
  let subRows = subRowTables.get(t);
  if (!subRows) {
    subRows = new Int32Array(KEEPS * 5).fill(KEEPS);
    for (let k = 0; k < KEEPS; k++) {
      for (let i = t.subStart[k]!; i < t.subStart[k + 1]!; i++)
        subRows[k * 5 + i - t.subStart[k]!] = t.sub[i]!;
    }
    subRowTables.set(t, subRows);
  }
  return subRows;
}

/**
 * y[k] = the best x over the keeps within k (k included), the kernel's bestSubKeeps, and rk[k] the rank of
 * the keep that gives it (the lowest rank among equal values): the policy's keep from every roll. Row KEEPS
 * of y is a -Infinity row that missing sub-keeps read.
 */
export function bestKeepsRanked(
  x: Float64Array,
  y: Float64Array,
  rk: Int16Array,
  W: number,
  t: DiceTables,
): void {
  const { rank } = keepOrder(t);
  const subs = subRowsOf(t);
  y.fill(-Infinity, KEEPS * W, KEEPS * W + W);
  for (let k = KEEPS - 1; k >= 0; k--) {
    const row = k * W;
    const own = rank[k]!;
    const a0 = subs[k * 5]! * W;
    const a1 = subs[k * 5 + 1]! * W;
    const a2 = subs[k * 5 + 2]! * W;
    const a3 = subs[k * 5 + 3]! * W;
    const a4 = subs[k * 5 + 4]! * W;
    const few = t.subStart[k + 1]! - t.subStart[k]! <= 3;
    for (let j = 0; j < W; j++) {
      let v = x[row + j]!;
      let r = own;
      let w = y[a0 + j]!;
      if (w > v || (w === v && rk[a0 + j]! < r)) {
        v = w;
        r = rk[a0 + j]!;
      }
      w = y[a1 + j]!;
      if (w > v || (w === v && rk[a1 + j]! < r)) {
        v = w;
        r = rk[a1 + j]!;
      }
      w = y[a2 + j]!;
      if (w > v || (w === v && rk[a2 + j]! < r)) {
        v = w;
        r = rk[a2 + j]!;
      }
      if (!few) {
        w = y[a3 + j]!;
        if (w > v || (w === v && rk[a3 + j]! < r)) {
          v = w;
          r = rk[a3 + j]!;
        }
        w = y[a4 + j]!;
        if (w > v || (w === v && rk[a4 + j]! < r)) {
          v = w;
          r = rk[a4 + j]!;
        }
      }
      y[row + j] = v;
      rk[row + j] = r;
    }
  }
}

/** bestKeepsRanked, then, for the rolls only (what the next stage averages), pOut[r] = pIn of the best keep. */
function bestKeepsWithChance(
  x: Float64Array,
  y: Float64Array,
  pIn: Float64Array,
  pOut: Float64Array,
  rk: Int16Array,
  W: number,
  t: DiceTables,
): void {
  bestKeepsRanked(x, y, rk, W, t);
  const { keepOfRank } = keepOrder(t);
  for (let r = 0; r < ROLLS; r++) {
    const row = r * W;
    for (let j = 0; j < W; j++) pOut[row + j] = pIn[keepOfRank[rk[row + j]!]! * W + j]!;
  }
}

/**
 * Rolls left 0, lanes j0 .. j0 + W - 1 of group (S, y): va[r * W + j] = the best box's value for final roll r
 * (the kernel's arithmetic), and choice[r * W + j] the box the policy takes: the first in the rule set's order
 * among equals, as its index among the open boxes (blocks.open, filled here) for a plain roll, among
 * fiveAlikeChoices' boxes for five alike (the joker decides those; fiveAlike, when given, gets them by face).
 */
export function bestBoxes(
  layout: SolverLayout,
  values: Float64Array,
  s: number,
  y: number,
  j0: number,
  W: number,
  cand: Float64Array,
  blocks: CandidateBlocks,
  va: Float64Array,
  choice: Int16Array,
  t: DiceTables,
  fiveAlike?: ScoreChoices[],
  moves: YachtMoves = yachtMoves(layout, s, y),
): void {
  fillCandidates(layout, 'value', values, s, y, j0, W, W, cand, blocks);
  const { open, blockOf, count: m } = blocks;
  // Plain rolls: box by box in the rule set's order, a later box taking a lane only when strictly better.
  const pts = layout.points;
  const rolls = t.plainRolls;
  for (let i = 0; i < rolls.length; i++) {
    const r = rolls[i]!;
    const counts = t.counts[r]!;
    const row = r * W;
    va.fill(-Infinity, row, row + W);
    for (let b = 0; b < m; b++) {
      const face = layout.upperFace[open[b]!]!;
      const add = face === 0 ? pts[open[b]! * ROLLS + r]! : 0;
      const from = blockOf[b]! + counts[face]! * W;
      for (let j = 0; j < W; j++) {
        const v = add + cand[from + j]!;
        if (v > va[row + j]!) {
          va[row + j] = v;
          choice[row + j] = b;
        }
      }
    }
  }
  fillYachtRows(layout, values, s, y, j0, W, va, 0, W, choice, fiveAlike, moves);
}

/**
 * The bonus-chance solve over one value table and one chance array (same layout): groups one at a time, the
 * layers from the full sheet back (every group reads only the layer after its own), and one lane's turn for
 * planBonusTurn.
 */
export class BonusChanceSolver {
  readonly layout: SolverLayout;
  readonly values: Float64Array;
  readonly scratch: BonusScratch;
  /** The groups on the WebAssembly kernel (null: in TypeScript), made on the first group. */
  private wasm: WasmBonusGroup | null | undefined;
  private readonly after: AfterBox = (s, y, lane, box, points) => this.afterBox(s, y, lane, box, points);

  constructor(
    readonly table: ValueTable,
    readonly chance: Float64Array,
    kernel: KernelChoice = 'auto',
  ) {
    this.layout = table.layout;
    this.values = table.values;
    this.scratch = createBonusScratch(table.layout);
    if (kernel === 'js') this.wasm = null;
    if (chance.length !== this.layout.size) {
      throw new Error(`the chance table needs ${this.layout.size} values, not ${chance.length}`);
    }
  }

  /**
   * The chance after writing `points` in box `box` from lane `lane` of (S, y): 1 when the box completes the
   * bonus, else the chance of the state it leads to (the successor kernel.ts's afterBox reads). The lane must
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

  /**
   * Rolls left 0, lanes j0 .. j0 + W - 1: va[r * W + j] = the best box's value for final roll r (the
   * kernel's), pa[r * W + j] = the chance after that box, the first box in the rule set's order among equals.
   */
  private finalStage(s: number, y: number, j0: number, W: number, t: DiceTables): void {
    const { layout, values, chance } = this;
    const { va, pa, cand, pc, blocks, choice } = this.scratch;
    const moves = yachtMoves(layout, s, y);
    bestBoxes(layout, values, s, y, j0, W, cand, blocks, va, choice, t, undefined, moves);
    // The chances beside the values' blocks (the same open boxes), taken where the best box leads.
    fillCandidates(layout, 'chance', chance, s, y, j0, W, W, pc, blocks);
    const { open, blockOf } = blocks;
    const rolls = t.plainRolls;
    for (let i = 0; i < rolls.length; i++) {
      const r = rolls[i]!;
      const counts = t.counts[r]!;
      const row = r * W;
      for (let j = 0; j < W; j++) {
        const b = choice[row + j]!;
        pa[row + j] = pc[blockOf[b]! + counts[layout.upperFace[open[b]!]!]! * W + j]!;
      }
    }
    for (let f = 1; f <= 6; f++) {
      const row = t.yachtRoll[f]! * W;
      const first = moves.start[f - 1]!;
      for (let j = 0; j < W; j++) {
        const c = first + choice[row + j]!;
        pa[row + j] = this.afterBox(s, y, j0 + j, moves.box[c]!, moves.points[c]!);
      }
    }
  }

  /**
   * The turn of lanes j0 .. j0 + W - 1 of group (S, y) up to stage `upto`, beside the kernel's turnStages:
   * stage 1: pa[k * W + j] = chance after keeping k with one roll left (a roll: standing, its best box);
   * stage 2: pb[k * W + j] = the same with two rolls left (a roll: its best option with one roll left);
   * stage 3: pa[r * W + j] = chance of roll r with two rolls left, its best keep taken.
   * The lanes must not settle the bonus (not DEAD, not the threshold, some upper box open).
   */
  stages(s: number, y: number, upto: 1 | 2 | 3, j0: number, W: number): void {
    const t = diceTables();
    const sc = this.scratch;
    this.finalStage(s, y, j0, W, t);
    averageKeeps(sc.va, W, t);
    averageKeeps(sc.pa, W, t);
    if (upto === 1) return;
    bestKeepsWithChance(sc.va, sc.vb, sc.pa, sc.pb, sc.rk, W, t);
    averageKeeps(sc.vb, W, t);
    averageKeeps(sc.pb, W, t);
    if (upto === 2) return;
    bestKeepsWithChance(sc.vb, sc.va, sc.pb, sc.pa, sc.rk, W, t);
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
    const W = hi - lo;
    if (this.wasm === undefined) this.wasm = wasmBonusFor(layout);
    if (this.wasm) {
      this.wasm.group(this.values, chance, s, y, lo, W, out + lo, this.after);
      return;
    }
    this.stages(s, y, 3, lo, W);
    const p = diceTables().rollProbability;
    const pa = this.scratch.pa;
    const at = out + lo;
    chance.fill(0, at, at + W);
    for (let r = 0; r < ROLLS; r++) {
      const pr = p[r]!;
      for (let j = 0; j < W; j++) chance[at + j] = chance[at + j]! + pr * pa[r * W + j]!;
    }
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
  /** 'auto': the WebAssembly kernel where there is one; 'js': TypeScript only (the tests compare both). */
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
  solver.stages(state.s, state.y, 2, state.lane, 1);
  return { state, oneLeft: solver.scratch.pa.slice(0, KEEPS), twoLeft: solver.scratch.pb.slice(0, KEEPS) };
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
