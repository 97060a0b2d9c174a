// The turn policy (kernel-types.ts's TurnPolicy) on the WebAssembly SIMD kernel (as/policy.as.ts): the best box of every final roll and the best
// keep of every roll with their ranks, two lanes a step, and one lane's chances through the chosen keeps. The
// five-alike rows and the candidate blocks are written by the TypeScript builders straight into the kernel's
// memory. Same values, same choices as the reference policy (reference/policy.ts).

import { keepOrder } from '../layout/keep-order';
import { fillYachtRows } from '../layout/five-alike';
import { createCandidateBlocks, fillCandidates } from '../layout/candidates';
import { diceTables, KEEPS, ROLLS } from '../layout/dice-tables';
import { pointsSpanOf, type SolverLayout } from '../layout/layout';
import type { ScoreChoices } from '../../rules';
import type { TurnPolicy } from '../kernel-types';
import { checkBoxes, keepCodes, kernelMemory, writeBoxes } from './wasm-kernel';
import { BOX_WORDS, MAX_BOXES, MAX_LANES } from '../kernel-layout.generated';

/** A policy kernel on WebAssembly SIMD for this layout. */
export function createWasmPolicy(layout: SolverLayout): TurnPolicy {
  checkBoxes(layout);
  const rows = KEEPS * MAX_LANES * 8;
  const pointsSpan = pointsSpanOf(layout);
  const slotCount = layout.boxCount * pointsSpan;
  const memory = kernelMemory([
    ['pts', layout.boxCount * ROLLS * 8],
    ['boxes', MAX_BOXES * BOX_WORDS * 4],
    ['cand', MAX_BOXES * 6 * MAX_LANES * 8],
    ['va', rows],
    ['vb', rows],
    ['rkOne', rows],
    ['rkTwo', rows],
    ['choice', ROLLS * MAX_LANES * 8],
    ['rank', KEEPS * 8],
    ['mass', KEEPS * MAX_LANES * 8],
    ['laneMass', ROLLS * MAX_LANES * 8],
    ['laneSlot', ROLLS * MAX_LANES * 4],
    ['slotOf', MAX_BOXES * ROLLS * 4],
    ['gathered', slotCount * 8],
    ['slots', slotCount * 4],
    ['slotChance', slotCount * 8],
  ]);
  const { k, at } = memory;
  const t = diceTables();
  const order = keepOrder(t);
  memory.f64('pts', layout.boxCount * ROLLS).set(layout.points);
  memory.f64('rank', KEEPS).set(keepCodes(order));
  const boxes = memory.i32('boxes', MAX_BOXES * BOX_WORDS);
  const cand = memory.f64('cand', MAX_BOXES * 6 * MAX_LANES);
  const va = memory.f64('va', KEEPS * MAX_LANES);
  const choice = memory.f64('choice', ROLLS * MAX_LANES);
  const laneMass = memory.f64('laneMass', ROLLS * MAX_LANES);
  const blocks = createCandidateBlocks(MAX_BOXES);
  let w2 = 2;
  const fiveAlike: ScoreChoices[] = [];
  /** Moves row q of a wide-lane array from q × wide to q × narrow, keeping the listed lanes. */
  const keepLanes = (
    rows: Float64Array,
    row: number,
    wide: number,
    narrow: number,
    lanes: Int32Array,
    n: number,
  ) => {
    const from = row * wide - lanes[0]!;
    const to = row * narrow;
    for (let i = 0; i < n; i++) rows[to + i] = rows[from + lanes[i]!]!;
    if (narrow > n) rows[to + n] = 0;
  };
  return {
    fiveAlike,
    finalChance: (r, i) => laneMass[i * ROLLS + r]!,
    slots: memory.i32('slots', slotCount),
    slotChance: memory.f64('slotChance', slotCount),
    pointsSpan,
    plan(values, s, y, lanes, n) {
      // The blocks and five-alike rows of every lane from the first listed to the last, then only the listed
      // lanes kept, in place and rows in ascending order (the five-alike rolls ascend with the face), so a row
      // never lands on one not yet moved.
      const j0 = lanes[0]!;
      const W = lanes[n - 1]! - j0 + 1;
      const wide = (W + 1) & ~1;
      w2 = (n + 1) & ~1;
      fillCandidates(layout, 'value', values, s, y, j0, W, wide, cand, blocks);
      fillYachtRows(layout, values, s, y, j0, W, va, 0, wide, choice, fiveAlike);
      if (n < W) {
        let rows = 0;
        for (let b = 0; b < blocks.count; b++) rows += layout.upperFace[blocks.open[b]!] === 0 ? 1 : 6;
        for (let q = 0; q < rows; q++) keepLanes(cand, q, wide, w2, lanes, n);
        for (let b = 0; b < blocks.count; b++) blocks.blockOf[b] = (blocks.blockOf[b]! / wide) * w2;
        for (let f = 1; f <= 6; f++) {
          keepLanes(va, t.yachtRoll[f]!, wide, w2, lanes, n);
          keepLanes(choice, t.yachtRoll[f]!, wide, w2, lanes, n);
        }
      }
      const m = writeBoxes(layout, blocks, boxes);
      k.plainSlots(at.slotOf!, at.boxes!, m, at.pts!, at.counts!, pointsSpan);
      k.bestPlainBoxes(
        at.va!,
        at.choice!,
        at.cand!,
        at.boxes!,
        m,
        at.pts!,
        at.counts!,
        at.plain!,
        t.plainRolls.length,
        w2,
      );
      k.averageKeeps(at.va!, at.child!, w2);
      k.bestKeepsRanked(at.va!, at.vb!, at.rkOne!, at.subStart!, at.sub!, at.rank!, w2);
      k.averageKeeps(at.vb!, at.child!, w2);
      k.bestKeepsRanked(at.vb!, at.va!, at.rkTwo!, at.subStart!, at.sub!, at.rank!, w2);
      // Every lane's turn at once (turn(i) reads its lane).
      k.turnMasses(
        at.mass!,
        at.prob!,
        at.rkTwo!,
        at.rkOne!,
        at.subStart!,
        at.sub!,
        w2,
        at.choice!,
        at.slotOf!,
        at.laneMass!,
        at.laneSlot!,
      );
    },
    turn(i) {
      return k.plainOutcomes(
        at.laneMass!,
        at.laneSlot!,
        at.plain!,
        t.plainRolls.length,
        i,
        at.gathered!,
        at.slots!,
        at.slotChance!,
      );
    },
    choice: (r, i) => choice[r * w2 + i]!,
  };
}
