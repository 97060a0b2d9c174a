// Where a sheet lives in the value table: its filled-box mask, yacht flag and upper-total lane.

import type { Sheet } from '../../rules';
import { flagAfter, groupStart, laneOf, upperMove, type SolverLayout } from './layout';

export interface StateKey {
  readonly s: number;
  readonly y: number;
  readonly lane: number;
}

/** Where a sheet lives in the table. The sheet must be legal (see sheetProblem). */
export function stateOf(layout: SolverLayout, sheet: Sheet): StateKey {
  // One pass for the filled boxes and the upper total (upperTotal's sum): bots ask this every turn.
  const boxes = layout.rules.boxes;
  let s = 0;
  let upper = 0;
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!;
    const points = sheet[box.id];
    if (points === undefined) continue;
    s |= 1 << i;
    if (box.section === 'upper') upper += points;
  }
  const yacht = layout.yachtBox >= 0 ? boxes[layout.yachtBox] : undefined;
  const y = layout.jokerOn && yacht !== undefined && (sheet[yacht.id] ?? 0) > 0 ? 1 : 0;
  return { s, y, lane: laneOf(layout, layout.upperOf[s]!, upper) };
}

/** Where a state's value sits in the table (the key plans and keep choices are kept by). */
export function stateIndex(layout: SolverLayout, state: StateKey): number {
  return groupStart(layout, state.s, state.y) + state.lane;
}

/**
 * Where a sheet in `state` lives once `points` are written in box `box` (index in the rules): by the solver's
 * own moves (upperMove's lane for an upper box, flagAfter's yacht flag for a lower one), no sheet read.
 */
export function stateAfter(layout: SolverLayout, state: StateKey, box: number, points: number): StateKey {
  const s = state.s | (1 << box);
  const face = layout.upperFace[box]!;
  if (face === 0) return { s, y: flagAfter(layout, box, points, state.y), lane: state.lane };
  const move = upperMove(layout, state.s, face, (points / face) | 0);
  return { s, y: state.y, lane: layout.upperNext[move + state.lane]! };
}
