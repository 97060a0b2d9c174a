// Boxes as the value table sees them: a box's index by its id, and what writing points in a box is worth from
// a state (the points, any bonus they complete, and the value of the state they lead to).

import { flagAfter, groupStart, upperMove, type SolverLayout } from './layout';

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

/** The index of box `id` in the layout's rule set. */
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
