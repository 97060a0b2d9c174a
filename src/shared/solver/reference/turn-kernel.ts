// The turn kernel: from the values of the states after this turn, the value of one group of states (S, y)
// for all its lanes at once. Loops run lane-innermost over typed arrays and allocate nothing.
//
// Per group: V0 = best box for every final roll; then twice: the value of every keep (average over the dice
// rolled, built from keeps one die larger) and the best keep within every roll (best sub-keep, removing one die
// at a time); last, the average over the first roll.

import { createCandidateBlocks, fillCandidates, type CandidateBlocks } from '../layout/candidates';
import { diceTables, KEEPS, ROLLS, type DiceTables } from '../layout/dice-tables';
import { fillYachtRows } from '../layout/five-alike';
import { DEAD, flagAfter, groupLanes, groupStart, upperMove, type SolverLayout } from '../layout/layout';
import { MAX_LANES, SIXTH } from '../kernel-layout.generated';

export { SIXTH };

export interface Scratch {
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly cand: Float64Array;
  readonly blocks: CandidateBlocks;
  readonly boxPoints: Float64Array;
  readonly boxOffset: Int32Array;
}

export function createScratch(): Scratch {
  return {
    a: new Float64Array(KEEPS * MAX_LANES),
    b: new Float64Array(KEEPS * MAX_LANES),
    cand: new Float64Array(16 * 6 * MAX_LANES),
    blocks: createCandidateBlocks(16),
    boxPoints: new Float64Array(16),
    boxOffset: new Int32Array(16),
  };
}

/**
 * Expected future points after writing `points` in box `box` from state (S, y) at lane `lane`: the box's
 * points, any bonus it completes, and the value of the state it leads to. Extra-yacht points are not included.
 */
export function afterBox(
  layout: SolverLayout,
  values: Float64Array,
  s: number,
  y: number,
  lane: number,
  box: number,
  points: number,
): number {
  const s2 = s | (1 << box);
  const face = layout.upperFace[box]!;
  if (face === 0) {
    return points + (values[groupStart(layout, s2, flagAfter(layout, box, points, y)) + lane] ?? 0);
  }
  const k = upperMove(layout, s, face, (points / face) | 0);
  const next = layout.upperNext[k + lane] ?? 0;
  const bonus = layout.upperBonus[k + lane] ?? 0;
  return points + bonus + (values[groupStart(layout, s2, y) + next] ?? 0);
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

const boxIndexCache = new WeakMap<SolverLayout, Map<string, number>>();
export function boxIndex(layout: SolverLayout, id: string): number {
  let map = boxIndexCache.get(layout);
  if (!map) {
    map = new Map(layout.rules.boxes.map((b, i) => [b.id, i]));
    boxIndexCache.set(layout, map);
  }
  const i = map.get(id);
  if (i === undefined) throw new Error(`unknown box ${id}`);
  return i;
}

/** x[k] for keeps of fewer than five dice = the average over the face of the next die of x[k + die]. */
export function averageKeeps(x: Float64Array, W: number, t: DiceTables): void {
  const child = t.child;
  for (let k = ROLLS; k < KEEPS; k++) {
    const c = k * 6;
    const c0 = child[c]! * W;
    const c1 = child[c + 1]! * W;
    const c2 = child[c + 2]! * W;
    const c3 = child[c + 3]! * W;
    const c4 = child[c + 4]! * W;
    const c5 = child[c + 5]! * W;
    const row = k * W;
    for (let j = 0; j < W; j++) {
      x[row + j] = (x[c0 + j]! + x[c1 + j]! + x[c2 + j]! + x[c3 + j]! + x[c4 + j]! + x[c5 + j]!) * SIXTH;
    }
  }
}

/**
 * y[k] = the best x over every keep within k (k itself included); for a roll, the best keep from it.
 * A keep has at most five distinct one-die-smaller sub-keeps; each count gets its own loop so every lane
 * is read once per source and stored once.
 */
export function bestSubKeeps(x: Float64Array, y: Float64Array, W: number, t: DiceTables): void {
  const { subStart, sub } = t;
  for (let k = KEEPS - 1; k >= 0; k--) {
    const row = k * W;
    const first = subStart[k]!;
    const n = subStart[k + 1]! - first;
    const s0 = n > 0 ? sub[first]! * W : 0;
    const s1 = n > 1 ? sub[first + 1]! * W : 0;
    const s2 = n > 2 ? sub[first + 2]! * W : 0;
    const s3 = n > 3 ? sub[first + 3]! * W : 0;
    const s4 = n > 4 ? sub[first + 4]! * W : 0;
    switch (n) {
      case 0:
        for (let j = 0; j < W; j++) y[row + j] = x[row + j]!;
        break;
      case 1:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          if (v0 > v) v = v0;
          y[row + j] = v;
        }
        break;
      case 2:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          const v1 = y[s1 + j]!;
          if (v0 > v) v = v0;
          if (v1 > v) v = v1;
          y[row + j] = v;
        }
        break;
      case 3:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          const v1 = y[s1 + j]!;
          const v2 = y[s2 + j]!;
          if (v0 > v) v = v0;
          if (v1 > v) v = v1;
          if (v2 > v) v = v2;
          y[row + j] = v;
        }
        break;
      case 4:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          const v1 = y[s1 + j]!;
          const v2 = y[s2 + j]!;
          const v3 = y[s3 + j]!;
          if (v0 > v) v = v0;
          if (v1 > v) v = v1;
          if (v2 > v) v = v2;
          if (v3 > v) v = v3;
          y[row + j] = v;
        }
        break;
      default:
        for (let j = 0; j < W; j++) {
          let v = x[row + j]!;
          const v0 = y[s0 + j]!;
          const v1 = y[s1 + j]!;
          const v2 = y[s2 + j]!;
          const v3 = y[s3 + j]!;
          const v4 = y[s4 + j]!;
          if (v0 > v) v = v0;
          if (v1 > v) v = v1;
          if (v2 > v) v = v2;
          if (v3 > v) v = v3;
          if (v4 > v) v = v4;
          y[row + j] = v;
        }
    }
  }
}

/**
 * Runs the turn for lanes j0 .. j0 + W - 1 of group (S, y), up to stage `upto`. After it, with W lanes:
 * stage 0: sc.a[r * W + j] = best final value of roll r (rolls left 0);
 * stage 1: also sc.a[k * W + j] for keeps = value of keep k with one roll left;
 * stage 2: sc.b[r * W + j] = best value of roll r with one roll left, sc.b[k * W + j] = keep k with two left;
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

export { DEAD, groupLanes };
