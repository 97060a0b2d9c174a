// Solving a whole rule set: every group of states, layer by layer from the full sheet back to the empty one.

import type { RuleSet } from '../../rules';
import { groupSolverFor, tableMemoryFor, type KernelChoice } from '../kernels';
import {
  createLayout,
  groupStart,
  hasYachtGroup,
  laneOf,
  layerWork,
  type SolverLayout,
} from '../layout/layout';

export interface ValueTable {
  readonly layout: SolverLayout;
  /** Expected future points of every state (see layout.ts for where each lives). */
  readonly values: Float64Array;
}

export interface SolveHooks {
  /** 'js' runs the reference kernel (tests compare both). */
  readonly kernel?: KernelChoice;
  /** Called after each layer with the fraction of the work done (0..1]. */
  readonly onProgress?: (fraction: number) => void;
  /** Checked between groups; returning true stops the solve with a SolveCancelled error. */
  readonly shouldCancel?: () => boolean;
}

export class SolveCancelled extends Error {
  constructor() {
    super('solve cancelled');
    this.name = 'SolveCancelled';
  }
}

/**
 * Solves the groups of one layer whose position in the layer is `part` modulo `parts` (so several workers can
 * share a layer over one shared value array).
 */
export function solveLayerPart(
  layout: SolverLayout,
  values: Float64Array,
  layer: number,
  part: number,
  parts: number,
  shouldCancel?: () => boolean,
  kernel: KernelChoice = 'auto',
): void {
  const masks = layout.layers[layer] ?? new Int32Array(0);
  const solver = groupSolverFor(layout, values, kernel);
  for (let i = part; i < masks.length; i += parts) {
    if (shouldCancel && (i & 63) === part && shouldCancel()) throw new SolveCancelled();
    const s = masks[i] ?? 0;
    solver.solveGroup(values, s, 0);
    if (hasYachtGroup(layout, s)) solver.solveGroup(values, s, 1);
  }
}

/**
 * Solves every state in this thread: in a table memory of its own where it can (the table copied out at the
 * end), else in `values` or a new array.
 */
export function solveRules(rules: RuleSet, hooks: SolveHooks = {}, values?: Float64Array): ValueTable {
  const layout = createLayout(rules);
  const inMemory = values === undefined ? tableMemoryFor(layout, hooks.kernel) : null;
  const table = values ?? inMemory?.values ?? new Float64Array(layout.size);
  let total = 0;
  for (let k = 0; k < layout.boxCount; k++) total += layerWork(layout, k);
  let done = 0;
  for (let k = layout.boxCount - 1; k >= 0; k--) {
    solveLayerPart(layout, table, k, 0, 1, hooks.shouldCancel, hooks.kernel);
    done += layerWork(layout, k);
    hooks.onProgress?.(total > 0 ? done / total : 1);
  }
  return { layout, values: inMemory ? table.slice() : table };
}

/** Expected final score of a whole game under optimal play (the empty sheet's value). */
export function expectedScore(table: ValueTable): number {
  return table.values[groupStart(table.layout, 0, 0) + laneOf(table.layout, 0, 0)] ?? 0;
}
