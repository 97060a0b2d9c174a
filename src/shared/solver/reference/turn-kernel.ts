// The reference turn kernel: from the values of the states after this turn, the value of one group of states
// (S, y) for all its lanes at once, and one lane's turn plan. The readable specification of the WebAssembly
// kernels (wasm/as/solve.as.ts, table-group.as.ts) and their bit-exact oracle in the tests; never run otherwise.
// Loops run lane-innermost over typed arrays and allocate nothing.
//
// Per group: V0 = best box for every final roll; then twice: the value of every keep (average over the dice
// rolled, built from keeps one die larger) and the best keep within every roll (best sub-keep, removing one die
// at a time); last, the average over the first roll.

import { createCandidateBlocks, fillCandidates, type CandidateBlocks } from '../layout/candidates';
import { diceTables, KEEPS, ROLLS, type DiceTables } from '../layout/dice-tables';
import { fillYachtRows } from '../layout/five-alike';
import { averageKeeps, bestSubKeeps } from '../layout/keep-lattice';
import { groupLanes, groupStart, oncePerLayout, type SolverLayout } from '../layout/layout';
import type { GroupSolver, TurnPlanner } from '../kernel-types';
import { MAX_BOXES, MAX_LANES } from '../kernel-layout.generated';
import { chooseKeeps } from './choose-keeps';
import {
  applyServida,
  createServidaMoves,
  servidaMovesInto,
  servidaOf,
  type ServidaMoves,
} from '../layout/servida';

export interface Scratch {
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly cand: Float64Array;
  readonly blocks: CandidateBlocks;
  readonly boxPoints: Float64Array;
  readonly boxOffset: Int32Array;
  readonly servida: ServidaMoves;
}

export function createScratch(): Scratch {
  return {
    a: new Float64Array(KEEPS * MAX_LANES),
    b: new Float64Array(KEEPS * MAX_LANES),
    cand: new Float64Array(MAX_BOXES * 6 * MAX_LANES),
    blocks: createCandidateBlocks(MAX_BOXES),
    boxPoints: new Float64Array(MAX_BOXES),
    boxOffset: new Int32Array(MAX_BOXES),
    servida: createServidaMoves(MAX_BOXES),
  };
}

/** a[row + j] = max over the m boxes of points[b] + cand[offset[b] + j], four boxes a pass. */
function maxOverBoxes(
  a: Float64Array,
  row: number,
  W: number,
  m: number,
  cand: Float64Array,
  points: Float64Array,
  offset: Int32Array,
): void {
  for (let j = 0; j < W; j++) a[row + j] = -Infinity;
  for (let b = 0; b < m; b += 4) {
    const n = Math.min(4, m - b);
    const p0 = points[b]!;
    const o0 = offset[b]!;
    if (n === 1) {
      for (let j = 0; j < W; j++) a[row + j] = Math.max(a[row + j]!, p0 + cand[o0 + j]!);
      continue;
    }
    const p1 = points[b + 1]!;
    const o1 = offset[b + 1]!;
    if (n === 2) {
      for (let j = 0; j < W; j++) a[row + j] = Math.max(a[row + j]!, p0 + cand[o0 + j]!, p1 + cand[o1 + j]!);
      continue;
    }
    const p2 = points[b + 2]!;
    const o2 = offset[b + 2]!;
    if (n === 3) {
      for (let j = 0; j < W; j++) {
        a[row + j] = Math.max(a[row + j]!, p0 + cand[o0 + j]!, p1 + cand[o1 + j]!, p2 + cand[o2 + j]!);
      }
      continue;
    }
    const p3 = points[b + 3]!;
    const o3 = offset[b + 3]!;
    for (let j = 0; j < W; j++) {
      a[row + j] = Math.max(
        a[row + j]!,
        p0 + cand[o0 + j]!,
        p1 + cand[o1 + j]!,
        p2 + cand[o2 + j]!,
        p3 + cand[o3 + j]!,
      );
    }
  }
}

/**
 * Fills a[r * W + j] with the best value over legal boxes of final roll r, for every roll and for the W lanes
 * j0 .. j0 + W - 1 of the group (the solve runs all lanes at once; a player's turn needs just one).
 */
function finalRolls(
  layout: SolverLayout,
  values: Float64Array,
  s: number,
  y: number,
  j0: number,
  W: number,
  sc: Scratch,
  t: DiceTables,
): void {
  const { a, cand, blocks, boxPoints, boxOffset } = sc;
  const plain = t.plainRolls;
  const pts = layout.points;
  fillCandidates(layout, 'value', values, s, y, j0, W, W, cand, blocks);
  const { open, blockOf, count: m } = blocks;
  for (let i = 0; i < plain.length; i++) {
    const r = plain[i]!;
    const counts = t.counts[r]!;
    for (let b = 0; b < m; b++) {
      const box = open[b]!;
      const face = layout.upperFace[box]!;
      boxPoints[b] = face === 0 ? pts[box * ROLLS + r]! : 0;
      boxOffset[b] = blockOf[b]! + (face === 0 ? 0 : counts[face]! * W);
    }
    maxOverBoxes(a, r * W, W, m, cand, boxPoints, boxOffset);
  }
  fillYachtRows(layout, values, s, y, j0, W, a, 0, W);
}

/**
 * Runs the turn for lanes j0 .. j0 + W - 1 of group (S, y), up to stage `upto`. After it, with W lanes:
 * stage 0: sc.a[r * W + j] = best final value of roll r (rolls left 0);
 * stage 1: also sc.a[k * W + j] for keeps = value of keep k with one roll left;
 * stage 2: sc.b[r * W + j] = best value of roll r with one roll left, or of standing on it as the first roll where
 * a servida scores more (servida.ts), sc.b[k * W + j] = keep k with two left;
 * stage 3: sc.a[r * W + j] = best value of roll r with two rolls left.
 */
export function turnStages(
  layout: SolverLayout,
  values: Float64Array,
  s: number,
  y: number,
  sc: Scratch,
  upto: 0 | 1 | 2 | 3,
  j0 = 0,
  W = groupLanes(layout, s) - j0,
): void {
  const t = diceTables();
  finalRolls(layout, values, s, y, j0, W, sc, t);
  if (upto === 0) return;
  averageKeeps(sc.a, W, t);
  if (upto === 1) return;
  bestSubKeeps(sc.a, sc.b, W, t);
  averageKeeps(sc.b, W, t);
  if (servidaOf(layout) !== null) {
    applyServida(values, servidaMovesInto(layout, s, y, sc.servida), sc.b, 0, W, j0, W);
  }
  if (upto === 2) return;
  bestSubKeeps(sc.b, sc.a, W, t);
}

/** Computes and stores the values of every lane of group (S, y). */
export function solveGroup(
  layout: SolverLayout,
  values: Float64Array,
  s: number,
  y: number,
  sc: Scratch,
): void {
  const W = groupLanes(layout, s);
  turnStages(layout, values, s, y, sc, 3, 0, W);
  const p = diceTables().rollProbability;
  const a = sc.a;
  const out = groupStart(layout, s, y);
  for (let j = 0; j < W; j++) values[out + j] = 0;
  for (let r = 0; r < ROLLS; r++) {
    const pr = p[r]!;
    const row = r * W;
    for (let j = 0; j < W; j++) values[out + j] = values[out + j]! + pr * a[row + j]!;
  }
}

/** The reference kernel of a layout: its group solver and one lane's turn (one scratch, made once per layout). */
export const referenceSolverFor = oncePerLayout((layout): GroupSolver & TurnPlanner => {
  const sc = createScratch();
  const planner: TurnPlanner = {
    planTurn(values, s, y, lane, oneLeft, twoLeft) {
      turnStages(layout, values, s, y, sc, 2, lane, 1);
      oneLeft.set(sc.a.subarray(0, KEEPS));
      twoLeft.set(sc.b.subarray(0, KEEPS));
    },
    planChoices(values, s, y, lane, out, tied) {
      const oneLeft = new Float64Array(KEEPS);
      const twoLeft = new Float64Array(KEEPS);
      planner.planTurn(values, s, y, lane, oneLeft, twoLeft);
      chooseKeeps(oneLeft, twoLeft, out, tied);
    },
  };
  return { ...planner, solveGroup: (values, s, y) => solveGroup(layout, values, s, y, sc) };
});
