// The reference bonus chance (kernel-types.ts's BonusKernel; bonus-chance.ts states the policy): per group
// (S, y) and for its open lanes at once (lanes innermost, like the turn kernel), each final roll's best box and
// the chance after it; each keep's chance averaged over the dice rolled; each roll's best keep found with its
// rank, its chance taken from there; twice; then the average over the first roll. The readable specification
// of wasm/as/bonus-chance.as.ts and wasm/wasm-bonus.ts, and their bit-exact oracle in the tests.

import { fillCandidates, createCandidateBlocks, type CandidateBlocks } from '../layout/candidates';
import { diceTables, KEEPS, ROLLS, type DiceTables } from '../layout/dice-tables';
import { yachtMoves } from '../layout/five-alike';
import { averageKeeps } from '../layout/keep-lattice';
import { keepOrder } from '../layout/keep-order';
import { mostLanes, type SolverLayout } from '../layout/layout';
import { applyServida, createServidaMoves, servidaMovesInto, servidaOf } from '../layout/servida';
import type { AfterBox, BonusKernel } from '../kernel-types';
import { bestBoxes, bestKeepsRanked } from './ranked';

interface BonusScratch {
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

function createBonusScratch(layout: SolverLayout): BonusScratch {
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
 * The bonus-chance solve over one value table and one chance array (same layout): groups one at a time, the
 * layers from the full sheet back (every group reads only the layer after its own), and one lane's turn for
 * planBonusTurn.
 */
/** The reference bonus chance of a layout (its own scratch). */
export function createReferenceBonus(layout: SolverLayout): BonusKernel {
  const t = diceTables();
  const sc = createBonusScratch(layout);
  const hasServida = servidaOf(layout) !== null;
  const servida = createServidaMoves(layout.boxCount);
  const servidaPick = new Int16Array(ROLLS * mostLanes(layout));

  /** A first roll stood on with a servida (layout/servida.ts): its value, and the chance where its box leads. */
  const servidaStands = (
    values: Float64Array,
    chance: Float64Array,
    s: number,
    y: number,
    j0: number,
    W: number,
  ) => {
    servidaPick.fill(-1, 0, ROLLS * W);
    applyServida(values, servidaMovesInto(layout, s, y, servida), sc.vb, 0, W, j0, W, servidaPick);
    for (let i = 0; i < ROLLS * W; i++) {
      const m = servidaPick[i]!;
      if (m >= 0) sc.pb[i] = chance[servida.base[m]! + j0 + (i % W)]!;
    }
  };

  /**
   * Rolls left 0, lanes j0 .. j0 + W - 1: va[r * W + j] = the best box's value for final roll r (the
   * kernel's), pa[r * W + j] = the chance after that box, the first box in the rule set's order among equals.
   */
  const finalStage = (
    values: Float64Array,
    chance: Float64Array,
    s: number,
    y: number,
    j0: number,
    W: number,
    afterBox: AfterBox,
  ): void => {
    const { va, pa, cand, pc, blocks, choice } = sc;
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
        pa[row + j] = afterBox(s, y, j0 + j, moves.box[c]!, moves.points[c]!);
      }
    }
  };

  /**
   * The turn of lanes j0 .. j0 + W - 1 of group (S, y) up to stage `upto`, beside the turn kernel's stages:
   * stage 2: pa[k * W + j] = chance after keeping k with one roll left (a roll: standing, its best box),
   * pb[k * W + j] = the same with two rolls left (a roll: its best option with one roll left);
   * stage 3: pa[r * W + j] = chance of roll r with two rolls left, its best keep taken.
   * The lanes must not settle the bonus (not DEAD, not the threshold, some upper box open).
   */
  const stages = (
    values: Float64Array,
    chance: Float64Array,
    s: number,
    y: number,
    upto: 2 | 3,
    j0: number,
    W: number,
    afterBox: AfterBox,
  ): void => {
    finalStage(values, chance, s, y, j0, W, afterBox);
    averageKeeps(sc.va, W, t);
    averageKeeps(sc.pa, W, t);
    bestKeepsWithChance(sc.va, sc.vb, sc.pa, sc.pb, sc.rk, W, t);
    averageKeeps(sc.vb, W, t);
    averageKeeps(sc.pb, W, t);
    if (hasServida) servidaStands(values, chance, s, y, j0, W);
    if (upto === 2) return;
    bestKeepsWithChance(sc.vb, sc.va, sc.pb, sc.pa, sc.rk, W, t);
  };

  return {
    group(values, chance, s, y, j0, W, at, afterBox) {
      stages(values, chance, s, y, 3, j0, W, afterBox);
      const p = t.rollProbability;
      const pa = sc.pa;
      chance.fill(0, at, at + W);
      for (let r = 0; r < ROLLS; r++) {
        const pr = p[r]!;
        for (let j = 0; j < W; j++) chance[at + j] = chance[at + j]! + pr * pa[r * W + j]!;
      }
    },
    plan(values, chance, s, y, lane, oneLeft, twoLeft, afterBox) {
      stages(values, chance, s, y, 2, lane, 1, afterBox);
      oneLeft.set(sc.pa.subarray(0, KEEPS));
      twoLeft.set(sc.pb.subarray(0, KEEPS));
    },
  };
}
