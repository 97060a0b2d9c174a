// The reference turn policy (kernel-types.ts's TurnPolicy): the table's argmax at every decision, the
// tie rule bonus-chance.ts states, and where it takes one lane's first roll. The readable specification of
// wasm/as/policy.as.ts and wasm/wasm-policy.ts, and their bit-exact oracle in the tests.

import type { ScoreChoices } from '../../rules';
import { createCandidateBlocks, type CandidateBlocks } from '../layout/candidates';
import { diceTables, KEEPS, ROLLS, type DiceTables } from '../layout/dice-tables';
import { averageKeeps } from '../layout/keep-lattice';
import { keepOrder } from '../layout/keep-order';
import { mostLanes, pointsSpanOf, type SolverLayout } from '../layout/layout';
import { applyServida, createServidaMoves, servidaMovesInto, servidaOf } from '../layout/servida';
import type { TurnPolicy } from '../kernel-types';
import { SIXTH } from '../kernel-layout.generated';
import { bestBoxes, bestKeepsRanked } from './ranked';

/** Moves the chance on the rolls (mass[0 .. ROLLS)) to the keeps chosen from them, then rolls the rest. */
function keepAndRoll(mass: Float64Array, keep: Int16Array, lane: number, W: number, t: DiceTables): void {
  // Keeps of fewer than five dice start empty; a roll's chance moves to its keep (maybe itself).
  mass.fill(0, ROLLS, KEEPS);
  for (let r = 0; r < ROLLS; r++) {
    const k = keep[r * W + lane]!;
    if (k === r) continue;
    mass[k] = mass[k]! + mass[r]!;
    mass[r] = 0;
  }
  // The transpose of averageKeeps: each keep (and roll) takes a sixth of the chance of every keep one die
  // smaller, smallest keeps first (the wasm kernel's order, so the same bits).
  const { sub, subStart } = t;
  for (let k = KEEPS - 1; k >= 0; k--) {
    const first = subStart[k]!;
    const end = subStart[k + 1]!;
    if (end === first) continue;
    let q = mass[sub[first]!]!;
    for (let i = first + 1; i < end; i++) q += mass[sub[i]!]!;
    mass[k] = mass[k]! + q * SIXTH;
  }
}

/**
 * The reference policy of a layout: the best box of each final roll (bestBoxes: the first in the rule set's
 * order among equals), then the best keep of each roll with one and with two rolls left (bestKeepsRanked: the
 * lowest keepOrder rank among equals). Where the rules have a servida, standing on the first roll may write a
 * box at once (layout/servida.ts): that roll's chance goes to the box straight from the first roll.
 */
export function createReferencePolicy(layout: SolverLayout): TurnPolicy {
  const t = diceTables();
  const lanes = mostLanes(layout);
  const boxes = Math.max(layout.boxCount, 1);
  const va = new Float64Array((KEEPS + 1) * lanes);
  const vb = new Float64Array((KEEPS + 1) * lanes);
  const rk = new Int16Array((KEEPS + 1) * lanes);
  const keepTwo = new Int16Array(ROLLS * lanes);
  const keepOne = new Int16Array(ROLLS * lanes);
  const choice = new Int16Array(ROLLS * lanes);
  const cand = new Float64Array(boxes * 6 * lanes);
  const blocks: CandidateBlocks = createCandidateBlocks(boxes);
  const mass = new Float64Array(KEEPS);
  const { keepOfRank } = keepOrder(t);
  const pointsSpan = pointsSpanOf(layout);
  const gathered = new Float64Array(layout.boxCount * pointsSpan);
  const slots = new Int32Array(layout.boxCount * pointsSpan);
  const slotChance = new Float64Array(layout.boxCount * pointsSpan);
  let width = 1;
  /** The listed lanes' columns (lane - first lane): this kernel works out every lane between. */
  const column = new Int32Array(lanes);
  const fiveAlike: ScoreChoices[] = [];
  const hasServida = servidaOf(layout) !== null;
  const servida = createServidaMoves(layout.boxCount);
  /** The servida move each first roll stands on, by roll and lane (-1: none). */
  const servidaPick = new Int16Array(ROLLS * lanes);
  return {
    finalChance: (r) => mass[r]!,
    fiveAlike,
    slots,
    slotChance,
    pointsSpan,
    plan(values, s, y, list, n) {
      const j0 = list[0]!;
      const W = list[n - 1]! - j0 + 1;
      for (let i = 0; i < n; i++) column[i] = list[i]! - j0;
      width = W;
      bestBoxes(layout, values, s, y, j0, W, cand, blocks, va, choice, t, fiveAlike);
      averageKeeps(va, W, t);
      bestKeepsRanked(va, vb, rk, W, t);
      for (let i = 0; i < ROLLS * W; i++) keepOne[i] = keepOfRank[rk[i]!]!;
      averageKeeps(vb, W, t);
      if (hasServida) {
        servidaPick.fill(-1, 0, ROLLS * W);
        applyServida(values, servidaMovesInto(layout, s, y, servida), vb, 0, W, j0, W, servidaPick);
      }
      bestKeepsRanked(vb, va, rk, W, t);
      for (let i = 0; i < ROLLS * W; i++) keepTwo[i] = keepOfRank[rk[i]!]!;
    },
    turn(i) {
      const lane = column[i]!;
      mass.set(t.rollProbability);
      let n = 0;
      // First rolls stood on with a servida: written at once, their chance rolls no further.
      if (hasServida) {
        for (let r = 0; r < ROLLS; r++) {
          const m = servidaPick[r * width + lane]!;
          if (m < 0 || keepTwo[r * width + lane] !== r) continue;
          const slot = servida.box[m]! * pointsSpan + servida.score[m]!;
          if (gathered[slot] === 0) slots[n++] = slot;
          gathered[slot] = gathered[slot]! + mass[r]!;
          mass[r] = 0;
        }
      }
      keepAndRoll(mass, keepTwo, lane, width, t);
      keepAndRoll(mass, keepOne, lane, width, t);
      for (const r of t.plainRolls) {
        const q = mass[r]!;
        if (q === 0) continue;
        const box = blocks.open[choice[r * width + lane]!]!;
        const face = layout.upperFace[box]!;
        const points = face === 0 ? layout.points[box * ROLLS + r]! : face * t.counts[r]![face]!;
        const slot = box * pointsSpan + points;
        if (gathered[slot] === 0) slots[n++] = slot;
        gathered[slot] = gathered[slot]! + q;
      }
      for (let k = 0; k < n; k++) {
        slotChance[k] = gathered[slots[k]!]!;
        gathered[slots[k]!] = 0;
      }
      return n;
    },
    choice: (r, i) => choice[r * width + column[i]!]!,
  };
}
