// A worker's solver layouts, kept by rules fingerprint: building one takes up to ~0.1 s, and a worker serves the
// same few rule sets over and over.

import type { RuleSet } from '../../shared/rules';
import { createLayout, type SolverLayout } from '../../shared/solver';

/** A few rule sets at most; the oldest goes first. */
const MAX_LAYOUTS = 4;
const layouts = new Map<string, SolverLayout>();

export function layoutFor(fingerprint: string, rules: RuleSet): SolverLayout {
  let layout = layouts.get(fingerprint);
  if (!layout) {
    layout = createLayout(rules);
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value as string);
    layouts.set(fingerprint, layout);
  }
  return layout;
}
