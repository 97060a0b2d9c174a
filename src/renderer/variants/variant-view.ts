// The variants page's words and numbers: the rule sets it compares (built-in and the player's own), each one's sentence, the table's
// sort and the charts' rows, from the distributions the backend sends.

import type { RulesChoice } from '../../shared/api/contract';
import type { VariantDistribution } from '../../shared/api/variant-schemas';
import {
  rulesFingerprint,
  rulesFromCustom,
  rulesOf,
  type CustomRules,
  type RuleSet,
} from '../../shared/rules';
import { rulesLabel } from '../components/table-words';

export interface VariantEntry {
  readonly key: string;
  readonly choice: RulesChoice;
  readonly rules: RuleSet;
  readonly name: string;
}

function entry(choice: RulesChoice): VariantEntry {
  const rules = rulesOf(choice);
  return { key: rulesFingerprint(rules), choice, rules, name: rulesLabel(choice.variant, rules.options) };
}

/** A player's own rule set, keyed by its name and rules (a copy of a built-in one has that one's fingerprint). */
export function customEntry(custom: CustomRules): VariantEntry {
  const rules = rulesFromCustom(custom);
  const choice = { variant: custom.base, options: { ...rules.options }, custom };
  const key = `custom:${custom.name.toLowerCase()}:${rulesFingerprint(rules)}`;
  return { key, choice, rules, name: custom.name };
}

/** The built-in rule sets, then the player's own. */
export function variantEntries(customRules: readonly CustomRules[]): VariantEntry[] {
  return [...BUILT_IN_VARIANTS, ...customRules.map(customEntry)];
}

/** Every built-in rule set and option, the app's own first. */
export const BUILT_IN_VARIANTS: readonly VariantEntry[] = [
  entry({ variant: 'standard', options: { secondYacht: true, joker: 'forced' } }),
  entry({ variant: 'standard', options: { secondYacht: true, joker: 'free' } }),
  entry({ variant: 'standard', options: { secondYacht: false, joker: 'forced' } }),
  entry({ variant: 'classic', options: { secondYacht: false, joker: 'forced' } }),
  entry({ variant: 'yatzy', options: { secondYacht: false, joker: 'forced' } }),
];

/** "Perfect play averages 254.6; half of all games end between 217 and 272." */
export function variantSentence(d: VariantDistribution): string {
  const { facts } = d;
  return (
    `Perfect play averages ${facts.expected.toFixed(1)}; half of all games end between ` +
    `${facts.percentiles['25']} and ${facts.percentiles['75']}.`
  );
}

export type SortKey = 'name' | 'expected' | 'sd' | 'median' | 'bonusRate' | 'yachtRate';

/** The value a column sorts by (null: not known yet, always last). */
export function sortValue(
  e: VariantEntry,
  d: VariantDistribution | undefined,
  key: SortKey,
): string | number | null {
  if (key === 'name') return e.name;
  if (!d) return null;
  return d.facts[key];
}

export function sortEntries(
  entries: readonly VariantEntry[],
  known: ReadonlyMap<string, VariantDistribution>,
  key: SortKey,
  descending: boolean,
): VariantEntry[] {
  const order = entries.map((e, i) => ({ e, i, v: sortValue(e, known.get(e.key), key) }));
  order.sort((a, b) => {
    if (a.v === null || b.v === null) return a.v === null ? (b.v === null ? a.i - b.i : 1) : -1;
    const c = typeof a.v === 'string' ? a.v.localeCompare(String(b.v)) : a.v - Number(b.v);
    return (descending ? -c : c) || a.i - b.i;
  });
  return order.map((o) => o.e);
}

/** Bars of the expected score, with the middle half (25th to 75th percentile) as a range. */
export interface ExpectedRow {
  readonly name: string;
  readonly expected: number;
  readonly p25: number;
  readonly p75: number;
}

export function expectedRows(
  entries: readonly VariantEntry[],
  known: ReadonlyMap<string, VariantDistribution>,
): ExpectedRow[] {
  const rows: ExpectedRow[] = [];
  for (const e of entries) {
    const d = known.get(e.key);
    if (!d) continue;
    const p25 = d.facts.percentiles['25']!;
    const p75 = d.facts.percentiles['75']!;
    rows.push({ name: e.name, expected: d.facts.expected, p25, p75 });
  }
  return rows;
}

/** One row per score: each compared variant's chance of it (and of at most it), by the variant's key. */
export interface ScoreRow {
  readonly score: number;
  readonly chance: Readonly<Record<string, number>>;
  readonly atMost: Readonly<Record<string, number>>;
}

/** Scores from the lowest to the highest with a chance in any of them (the far tails, below 1e-5 a score, left out). */
export function scoreRows(compared: readonly VariantDistribution[], tail = 1e-5): ScoreRow[] {
  if (compared.length === 0) return [];
  let lo = Infinity;
  let hi = -Infinity;
  const maps = compared.map((d) => {
    const m = new Map<number, number>();
    for (const [score, p] of d.facts.distribution) {
      m.set(score, p);
      if (p >= tail) {
        lo = Math.min(lo, score);
        hi = Math.max(hi, score);
      }
    }
    return m;
  });
  const sums = compared.map(() => 0);
  // What lies below the first score shown still counts toward "at most".
  compared.forEach((d, i) => {
    for (const [score, p] of d.facts.distribution) if (score < lo) sums[i]! += p;
  });
  const rows: ScoreRow[] = [];
  for (let score = lo; score <= hi; score++) {
    const chance: Record<string, number> = {};
    const atMost: Record<string, number> = {};
    compared.forEach((d, i) => {
      const p = maps[i]!.get(score) ?? 0;
      sums[i]! += p;
      chance[d.fingerprint] = p;
      atMost[d.fingerprint] = Math.min(1, sums[i]!);
    });
    rows.push({ score, chance, atMost });
  }
  return rows;
}

/** One row per box (in the first rule set's order, then the others' own boxes), each variant's points. */
export interface BoxRow {
  readonly box: string;
  readonly points: Readonly<Record<string, number | null>>;
}

export function boxRows(
  compared: readonly VariantDistribution[],
  entries: readonly VariantEntry[],
): BoxRow[] {
  const labels = new Map<string, string>();
  for (const e of entries) for (const b of e.rules.boxes) if (!labels.has(b.id)) labels.set(b.id, b.label);
  const ids: string[] = [];
  for (const d of compared) for (const id of Object.keys(d.facts.perBox)) if (!ids.includes(id)) ids.push(id);
  return ids.map((id) => {
    const points: Record<string, number | null> = {};
    for (const d of compared) points[d.fingerprint] = d.facts.perBox[id] ?? null;
    return { box: labels.get(id) ?? id, points };
  });
}

/** A keep in words: "keeps 3-4-5-6", "stands" (all five), "rerolls all five" (none). */
export function keepWords(keep: readonly number[]): string {
  if (keep.length === 5) return 'stands';
  if (keep.length === 0) return 'rerolls all five';
  return `keeps ${keep.join('-')}`;
}
