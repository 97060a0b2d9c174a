// Where a sheet lives in the value table: its filled-box mask, yacht flag and upper-total lane.

import { upperTotal, type Sheet } from '../rules';
import { laneOf, type SolverLayout } from './layout';

export interface StateKey {
  readonly s: number;
  readonly y: number;
  readonly lane: number;
}

/** Where a sheet lives in the table. The sheet must be legal (see sheetProblem). */
export function stateOf(layout: SolverLayout, sheet: Sheet): StateKey {
  let s = 0;
  layout.rules.boxes.forEach((b, i) => {
    if (sheet[b.id] !== undefined) s |= 1 << i;
  });
  const yachtId = layout.yachtBox >= 0 ? layout.rules.boxes[layout.yachtBox]?.id : undefined;
  const y = layout.jokerOn && yachtId !== undefined && (sheet[yachtId] ?? 0) > 0 ? 1 : 0;
  const lane = laneOf(layout, layout.upperOf[s]!, upperTotal(layout.rules, sheet));
  return { s, y, lane };
}
