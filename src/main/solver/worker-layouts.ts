// A worker's solver layouts, kept by rules fingerprint: building one takes up to ~0.1 s, and a worker serves the
// same few rule sets over and over. And the shared tables built on them, kept by fingerprint, so what the
// functions cache per table (turn scratch, plans) lives across calls.

import type { RuleSet } from '../../shared/rules';
import { createLayout, type SolverLayout, type ValueTable } from '../../shared/solver';
import type { SharedTableRef } from './worker-protocol';

/** A few rule sets at most; the oldest goes first. */
const MAX_LAYOUTS = 4;
const layouts = new Map<string, SolverLayout>();

/** The layout of these rules: kept, else `given` (the host's copy, checked against the rules), else built. */
export function layoutFor(fingerprint: string, rules: RuleSet, given?: SolverLayout): SolverLayout {
  let layout = layouts.get(fingerprint);
  if (!layout) {
    if (given && given.boxCount !== rules.boxes.length) {
      throw new Error(`the layout given has ${given.boxCount} boxes, the rules ${rules.boxes.length}`);
    }
    layout = given ?? createLayout(rules);
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value as string);
    layouts.set(fingerprint, layout);
  }
  return layout;
}

export interface KeptTable {
  readonly id: number;
  readonly table: ValueTable;
  bonusChance: Float64Array | null;
}

const MAX_TABLES = 4;
const tables = new Map<string, KeptTable>();

/** The table object over a shared table (the same one while the host sends the same table). */
export function tableOf(ref: SharedTableRef): KeptTable {
  let kept = tables.get(ref.fingerprint);
  if (!kept || kept.id !== ref.id) {
    const layout = layoutFor(ref.fingerprint, ref.rules);
    const values = new Float64Array(ref.values);
    if (values.length !== layout.size) {
      throw new Error(`value table holds ${values.length} values, the layout needs ${layout.size}`);
    }
    kept = { id: ref.id, table: { layout, values }, bonusChance: null };
    tables.delete(ref.fingerprint);
    if (tables.size >= MAX_TABLES) tables.delete(tables.keys().next().value as string);
    tables.set(ref.fingerprint, kept);
  }
  // The bonus chance comes later than the table (computed in the background): taken when it is sent.
  if (kept.bonusChance === null && ref.bonusChance !== null)
    kept.bonusChance = new Float64Array(ref.bonusChance);
  return kept;
}
