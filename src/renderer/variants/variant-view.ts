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
import { rulesLabel } from '../ui/words';

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
  // As it is played by default: a Generala servida wins, and the expected score counts it as its 50.
  entry({ variant: 'generala', options: { secondYacht: false, joker: 'forced' } }),
];

/**
 * Rule sets chosen by key (ticked, or picked for the keep differences) once the list has changed: a key still
 * listed stays; one gone from a list of the same length follows to the entry in its place (a rule set edited:
 * its name or rules, and so its key, changed); one deleted is null.
 */
export function followKeys(
  keys: readonly (string | null)[],
  before: readonly VariantEntry[],
  after: readonly VariantEntry[],
): (string | null)[] {
  return keys.map((key) => {
    if (key === null || after.some((e) => e.key === key)) return key;
    const place = before.findIndex((e) => e.key === key);
    return before.length === after.length && place >= 0 ? after[place]!.key : null;
  });
}

/** "Perfect play averages 254.6; half of all games end between 217 and 272." */
export function variantSentence(d: VariantDistribution): string {
  const { facts } = d;
  return (
    `Perfect play averages ${facts.expected.toFixed(1)}; half of all games end between ` +
    `${facts.percentiles['25']} and ${facts.percentiles['75']}.`
  );
}

export type SortKey = 'name' | 'expected' | 'sd' | 'median' | 'bonusRate' | 'yachtRate';

/** The value a column sorts by (null: not known yet, or no bonus in the rules: always last). */
export function sortValue(
  e: VariantEntry,
  d: VariantDistribution | undefined,
  key: SortKey,
): string | number | null {
  if (key === 'name') return e.name;
  if (!d || (key === 'bonusRate' && e.rules.bonus === null)) return null;
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

/** Bars of the expected score, with the middle half (25th to 75th percentile) as a range, each in its colour. */
export interface ExpectedRow {
  readonly key: string;
  readonly name: string;
  readonly color: string;
  readonly expected: number;
  readonly p25: number;
  readonly p75: number;
}

export function expectedRows(
  entries: readonly VariantEntry[],
  known: ReadonlyMap<string, VariantDistribution>,
  colorOf: (key: string) => string,
): ExpectedRow[] {
  const rows: ExpectedRow[] = [];
  for (const e of entries) {
    const d = known.get(e.key);
    if (!d) continue;
    const p25 = d.facts.percentiles['25']!;
    const p75 = d.facts.percentiles['75']!;
    rows.push({ key: e.key, name: e.name, color: colorOf(e.key), expected: d.facts.expected, p25, p75 });
  }
  return rows;
}

/** A rule set ticked for the charts: its entry's key and name, its colour and its distribution. */
export interface ComparedSeries {
  readonly key: string;
  readonly name: string;
  readonly color: string;
  readonly distribution: VariantDistribution;
}

/** One row per score: each compared rule set's chance of it (and of at most it), by the rule set's key. */
export interface ScoreRow {
  readonly score: number;
  readonly chance: Readonly<Record<string, number>>;
  readonly atMost: Readonly<Record<string, number>>;
}

/** The score below which this share of games end is left out of the charts at first (and as much at the top). */
export const CLIPPED_TAIL = 0.001;

/** The q-th quantile as the percentiles are defined (docs/variants.md): the lowest score s with P(score ≤ s) ≥ q. */
export function quantile(d: VariantDistribution, q: number): number {
  let sum = 0;
  for (const [score, p] of d.facts.distribution) {
    sum += p;
    if (sum >= q - 1e-12) return score;
  }
  return d.facts.max;
}

/** The scores the charts run over: from the 0.1st to the 99.9th percentile of any compared rule set, or all. */
export interface ScoreRange {
  readonly lo: number;
  readonly hi: number;
  /** The highest score with a chance in any of them (what "every score" runs to). */
  readonly highest: number;
}

export function scoreRange(series: readonly ComparedSeries[], every: boolean): ScoreRange {
  const compared = series.map((s) => s.distribution);
  const lowest = Math.min(...compared.map((d) => d.facts.min));
  const highest = Math.max(...compared.map((d) => d.facts.max));
  if (every) return { lo: lowest, hi: highest, highest };
  return {
    lo: Math.min(...compared.map((d) => quantile(d, CLIPPED_TAIL))),
    hi: Math.max(...compared.map((d) => quantile(d, 1 - CLIPPED_TAIL))),
    highest,
  };
}

/** Round scores to mark on an axis from lo to hi: multiples of 10, 20, 25, 50, 100, ..., eight at most. */
export function scoreTicks(lo: number, hi: number): number[] {
  const steps = [10, 20, 25, 50, 100, 200, 250, 500, 1000];
  const step = steps.find((s) => (hi - lo) / s <= 8) ?? steps[steps.length - 1]!;
  const ticks: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) ticks.push(t);
  return ticks;
}

/** One row per score of the range: each compared rule set's chance of it, and of at most it. */
export function scoreRows(series: readonly ComparedSeries[], range: ScoreRange): ScoreRow[] {
  const compared = series.map((s) => s.distribution);
  if (compared.length === 0) return [];
  const { lo, hi } = range;
  const maps = compared.map((d) => new Map(d.facts.distribution));
  // What lies below the first score shown still counts toward "at most".
  const sums = compared.map((d) =>
    d.facts.distribution.reduce((sum, [score, p]) => (score < lo ? sum + p : sum), 0),
  );
  const rows: ScoreRow[] = [];
  for (let score = lo; score <= hi; score++) {
    const chance: Record<string, number> = {};
    const atMost: Record<string, number> = {};
    compared.forEach((d, i) => {
      const p = maps[i]!.get(score) ?? 0;
      sums[i]! += p;
      chance[series[i]!.key] = p;
      atMost[series[i]!.key] = Math.min(1, sums[i]!);
    });
    rows.push({ score, chance, atMost });
  }
  return rows;
}

/** One row per box (in the first rule set's order, then the others' own boxes), each rule set's points by key. */
export interface BoxRow {
  readonly box: string;
  readonly points: Readonly<Record<string, number | null>>;
}

export function boxRows(series: readonly ComparedSeries[], entries: readonly VariantEntry[]): BoxRow[] {
  const labels = new Map<string, string>();
  for (const e of entries) for (const b of e.rules.boxes) if (!labels.has(b.id)) labels.set(b.id, b.label);
  const ids: string[] = [];
  for (const s of series) {
    for (const id of Object.keys(s.distribution.facts.perBox)) if (!ids.includes(id)) ids.push(id);
  }
  return ids.map((id) => {
    const points: Record<string, number | null> = {};
    for (const s of series) points[s.key] = s.distribution.facts.perBox[id] ?? null;
    return { box: labels.get(id) ?? id, points };
  });
}

/** A keep in words: "keeps 3-4-5-6", "stands" (all five), "rerolls all five" (none). */
export function keepWords(keep: readonly number[]): string {
  if (keep.length === 5) return 'stands';
  if (keep.length === 0) return 'rerolls all five';
  return `keeps ${keep.join('-')}`;
}

/** A keep as a row's name: "Keep 3-4-5-6", "Keep all five", "Reroll all five". */
export function keepLabel(keep: readonly number[]): string {
  if (keep.length === 5) return 'Keep all five';
  if (keep.length === 0) return 'Reroll all five';
  return `Keep ${keep.join('-')}`;
}
