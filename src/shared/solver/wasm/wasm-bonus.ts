// The bonus chance (kernel-types.ts's BonusKernel) on the WebAssembly SIMD kernel (as/bonus-chance.as.ts): the
// policy's choices as wasm-policy.ts makes them (best box of each final roll, best keep of each roll by rank),
// the chance carried beside the values through the same averages, in the same order. Bit-identical to the
// reference (reference/bonus-kernel.ts); the candidate blocks and five-alike rows are the shared builders'.

import { keepOrder } from '../layout/keep-order';
import type { AfterBox, BonusKernel } from '../kernel-types';
import { fillCandidates, createCandidateBlocks } from '../layout/candidates';
import { diceTables, KEEPS, ROLLS } from '../layout/dice-tables';
import { createYachtMoves, fillYachtRows, yachtMovesInto } from '../layout/five-alike';
import { oncePerLayout, type SolverLayout } from '../layout/layout';
import { checkBoxes, keepCodes, kernelMemory, writeBoxes } from './wasm-kernel';
import { BOX_WORDS, MAX_BOXES, MAX_LANES } from '../kernel-layout.generated';

/** The bonus chance's kernel for this layout (made once per layout). */
export const wasmBonusFor = oncePerLayout(createWasmBonus);

/** The bonus chance on WebAssembly SIMD for this layout. */
export function createWasmBonus(layout: SolverLayout): BonusKernel {
  checkBoxes(layout);
  const rows = KEEPS * MAX_LANES * 8;
  const memory = kernelMemory([
    ['pts', layout.boxCount * ROLLS * 8],
    ['boxes', MAX_BOXES * BOX_WORDS * 4],
    ['cand', MAX_BOXES * 6 * MAX_LANES * 8],
    ['pc', MAX_BOXES * 6 * MAX_LANES * 8],
    ['va', rows],
    ['vb', rows],
    ['pa', rows],
    ['pb', rows],
    ['rk', rows],
    ['rank', KEEPS * 8],
    ['out', MAX_LANES * 8],
  ]);
  const { k, at } = memory;
  const t = diceTables();
  memory.f64('pts', layout.boxCount * ROLLS).set(layout.points);
  memory.f64('rank', KEEPS).set(keepCodes(keepOrder(t)));
  const boxes = memory.i32('boxes', MAX_BOXES * BOX_WORDS);
  const cand = memory.f64('cand', MAX_BOXES * 6 * MAX_LANES);
  const pc = memory.f64('pc', MAX_BOXES * 6 * MAX_LANES);
  const va = memory.f64('va', KEEPS * MAX_LANES);
  const pa = memory.f64('pa', KEEPS * MAX_LANES);
  const pb = memory.f64('pb', KEEPS * MAX_LANES);
  const choice = new Int16Array(ROLLS * MAX_LANES);
  const out = memory.f64('out', MAX_LANES);
  const blocks = createCandidateBlocks(MAX_BOXES);
  /** The yacht moves of the group being worked out (one group at a time). */
  const groupMoves = createYachtMoves();
  const nPlain = t.plainRolls.length;
  /**
   * Lanes j0 .. j0 + W - 1 (rows of w2) of group (S, y) up to two rolls left, as the reference's stages: pa the
   * chance after each keep with one roll left, pb with two; va and vb their values.
   */
  const twoStages = (
    values: Float64Array,
    chance: Float64Array,
    s: number,
    y: number,
    j0: number,
    W: number,
    w2: number,
    afterBox: AfterBox,
  ): void => {
    // Rolls left 0: the best box of each final roll, the chance where it leads.
    fillCandidates(layout, 'value', values, s, y, j0, W, w2, cand, blocks);
    fillCandidates(layout, 'chance', chance, s, y, j0, W, w2, pc, blocks);
    const m = writeBoxes(layout, blocks, boxes);
    k.bestPlainChances(
      at.va!,
      at.pa!,
      at.cand!,
      at.pc!,
      at.boxes!,
      m,
      at.pts!,
      at.counts!,
      at.plain!,
      nPlain,
      w2,
    );
    // Five alike: the joker's boxes, in TypeScript (six rows).
    const moves = yachtMovesInto(layout, s, y, groupMoves);
    fillYachtRows(layout, values, s, y, j0, W, va, 0, w2, choice, undefined, moves);
    for (let f = 1; f <= 6; f++) {
      const row = t.yachtRoll[f]! * w2;
      const first = moves.start[f - 1]!;
      for (let j = 0; j < W; j++) {
        const c = first + choice[row + j]!;
        pa[row + j] = afterBox(s, y, j0 + j, moves.box[c]!, moves.points[c]!);
      }
      if (w2 > W) pa[row + W] = 0;
    }
    // One roll left, then two: each keep's average, each roll's best keep (by rank among equals).
    k.averageKeeps(at.va!, at.child!, w2);
    k.averageKeeps(at.pa!, at.child!, w2);
    k.bestKeepsRanked(at.va!, at.vb!, at.rk!, at.subStart!, at.sub!, at.rank!, w2);
    k.chanceOfKeeps(at.pa!, at.pb!, at.rk!, w2);
    k.averageKeeps(at.vb!, at.child!, w2);
    k.averageKeeps(at.pb!, at.child!, w2);
  };

  return {
    group(values, chance, s, y, j0, W, to, afterBox) {
      const w2 = (W + 1) & ~1;
      twoStages(values, chance, s, y, j0, W, w2, afterBox);
      k.bestKeepsRanked(at.vb!, at.va!, at.rk!, at.subStart!, at.sub!, at.rank!, w2);
      k.chanceOfKeeps(at.pb!, at.pa!, at.rk!, w2);
      // The first roll.
      k.rollAverage(at.pa!, at.prob!, at.out!, w2);
      for (let j = 0; j < W; j++) chance[to + j] = out[j]!;
    },
    plan(values, chance, s, y, lane, oneLeft, twoLeft, afterBox) {
      // One lane in a vector of two (the other nought).
      twoStages(values, chance, s, y, lane, 1, 2, afterBox);
      for (let i = 0; i < KEEPS; i++) {
        oneLeft[i] = pa[2 * i]!;
        twoLeft[i] = pb[2 * i]!;
      }
    },
  };
}
