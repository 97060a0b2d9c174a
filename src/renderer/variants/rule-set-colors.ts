// One colour per rule set on the variants page, always the same whatever else is ticked: the built-in rule sets
// by their place in the table's list, the player's own after them around the palette. Two compared rule sets
// that would share a colour (only past the palette's eight) part: the later in the list takes the next free one.

import type { VariantEntry } from './variant-view';

/** The palette's size: its colours are --rules-0 … --rules-7 in compared.css (light and dark). */
export const RULE_SET_COLORS = 8;

export function ruleSetColor(n: number): string {
  return `var(--rules-${n % RULE_SET_COLORS})`;
}

/** The colour (a CSS value) of each compared rule set, by key: each one's own unless two would share it. */
export function comparedColors(
  entries: readonly VariantEntry[],
  compared: readonly string[],
): ReadonlyMap<string, string> {
  const place = (key: string): number =>
    Math.max(
      0,
      entries.findIndex((e) => e.key === key),
    );
  const used = new Set<number>();
  const colors = new Map<string, string>();
  for (const key of [...compared].sort((a, b) => place(a) - place(b))) {
    let n = place(key) % RULE_SET_COLORS;
    for (let step = 0; step < RULE_SET_COLORS && used.has(n); step++) n = (n + 1) % RULE_SET_COLORS;
    used.add(n);
    colors.set(key, ruleSetColor(n));
  }
  return colors;
}
