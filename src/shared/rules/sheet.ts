// Sheets: which points a box can hold, checking a sheet someone typed in, and adding a sheet up.

import { allMultisets, faceCounts } from '../dice';
import { jokerPoints, naturalPoints } from './scoring';
import type { RuleSet, Sheet } from './types';

const possibleCache = new WeakMap<RuleSet, Map<string, ReadonlySet<number>>>();

/**
 * Every number of points each box can ever hold under these rules: what some roll scores there, naturally, as
 * a joker, made on the first roll (servida) or as a second yacht. A nought only where some roll scores nothing (never in chance: every roll scores there).
 */
export function possiblePoints(rules: RuleSet): Map<string, ReadonlySet<number>> {
  const cached = possibleCache.get(rules);
  if (cached) return cached;
  const rolls = allMultisets(5).map(faceCounts);
  const result = new Map<string, ReadonlySet<number>>();
  for (const box of rules.boxes) {
    const points = new Set<number>();
    for (const counts of rolls) {
      const natural = naturalPoints(box.scoring, counts);
      points.add(natural);
      if (natural > 0 && box.servida !== undefined) points.add(natural + box.servida);
      if (rules.joker && rules.joker.mode !== 'off') points.add(jokerPoints(box.scoring, counts));
    }
    if (box.scoring.kind === 'second-yacht') points.add(box.scoring.points);
    result.set(box.id, points);
  }
  possibleCache.set(rules, result);
  return result;
}

/** The first problem with a sheet (unknown box, impossible points), or null when it is a legal sheet. */
export function sheetProblem(rules: RuleSet, sheet: Readonly<Record<string, unknown>>): string | null {
  const possible = possiblePoints(rules);
  for (const [box, points] of Object.entries(sheet)) {
    const allowed = possible.get(box);
    if (!allowed) {
      return `unknown box "${box}" for ${rules.variant}; boxes are: ${rules.boxes.map((b) => b.id).join(', ')}`;
    }
    if (typeof points !== 'number' || !allowed.has(points)) {
      const list = [...allowed].sort((a, b) => a - b).join(', ');
      // The label for the analyzer's players, the id for the CLI's (it is what `--sheet` takes).
      const label = rules.boxes.find((b) => b.id === box)?.label ?? box;
      return `${label} ("${box}") cannot hold ${JSON.stringify(points)}; possible points: ${list}`;
    }
  }
  return null;
}

export interface SheetTotals {
  readonly upper: number;
  readonly bonus: number;
  readonly lower: number;
  readonly extraYachts: number;
  readonly total: number;
}

/** Adds up a sheet: boxes, the upper bonus if earned, and extra-yacht points (`extraYachtCount` × 100). */
export function sheetTotals(rules: RuleSet, sheet: Sheet, extraYachtCount = 0): SheetTotals {
  let upper = 0;
  let lower = 0;
  for (const box of rules.boxes) {
    const points = sheet[box.id] ?? 0;
    if (box.section === 'upper') upper += points;
    else lower += points;
  }
  const bonus = rules.bonus && upper >= rules.bonus.threshold ? rules.bonus.points : 0;
  const extraYachts = rules.joker ? extraYachtCount * rules.joker.extraYachtPoints : 0;
  return { upper, bonus, lower, extraYachts, total: upper + bonus + lower + extraYachts };
}

/** The upper boxes added up (what counts toward the bonus). */
export function upperTotal(rules: RuleSet, sheet: Sheet): number {
  let upper = 0;
  for (const box of rules.boxes) if (box.section === 'upper') upper += sheet[box.id] ?? 0;
  return upper;
}

/** A short stable fingerprint of everything that changes play, for cache file names and saved games. */
export function rulesFingerprint(rules: RuleSet): string {
  let fingerprint = fingerprints.get(rules);
  if (fingerprint === undefined) {
    fingerprint = fingerprintOf(rules);
    fingerprints.set(rules, fingerprint);
  }
  return fingerprint;
}

/** Fingerprints of rule sets already seen (a rule set never changes). */
const fingerprints = new WeakMap<RuleSet, string>();

function fingerprintOf(rules: RuleSet): string {
  // A servida and a win at once change play too; written only where they exist, so that every rule set without
  // them keeps the fingerprint (and the cached tables) it always had.
  const text = JSON.stringify({
    boxes: rules.boxes.map((b) =>
      b.servida === undefined ? [b.id, b.scoring] : [b.id, b.scoring, b.servida],
    ),
    b: rules.bonus,
    j: rules.joker,
    ...(rules.instantWin === undefined ? {} : { w: rules.instantWin }),
  });
  // FNV-1a, 2 × 32 bits with different seeds: no crypto needed, just a stable name.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x01000193 + 2) >>> 0;
  }
  return `${rules.variant}-${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}
