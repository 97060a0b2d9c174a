// Boxes a custom rule set adds to its base: each row of the family (one or two pairs, three or four alike,
// full house, a straight, chance, five alike) becomes the Scoring the one interpreter (scoring.ts) already
// plays, so an added box is an ordinary box to the solver, bots, coach and table. Scoring objects are built
// key by key in the built-in rule sets' order: a built-in rule set rebuilt from rows fingerprints the same.

import type { Face } from '../dice';
import type { AddedRow, BoxSpec, Scoring } from './types';

/** "small": any four faces in a row. */
export const SMALL_RUNS: readonly (readonly Face[])[] = [
  [1, 2, 3, 4],
  [2, 3, 4, 5],
  [3, 4, 5, 6],
];
/** "large": five faces in a row, 1-5 or 2-6. */
export const LARGE_RUNS: readonly (readonly Face[])[] = [
  [1, 2, 3, 4, 5],
  [2, 3, 4, 5, 6],
];

/** The runs a straight row counts, as lists of faces (a fresh copy: the rule set owns its arrays). */
export function runsOf(runs: AddedRow['runs']): Face[][] {
  const list = runs === 'large' ? LARGE_RUNS : runs === 'small' || runs === undefined ? SMALL_RUNS : runs;
  return list.map((run) => run.map((f) => f as Face));
}

const sumOr = (points: AddedRow['points'], fallback: number): number | 'all-dice' =>
  points === 'sum' ? 'all-dice' : typeof points === 'number' ? points : fallback;

/** The scoring an added row plays by (the row is checked first: custom-rows-check.ts). */
export function rowScoring(row: AddedRow): Scoring {
  switch (row.kind) {
    case 'pairs':
      return { kind: 'pairs', pairs: row.pairs ?? 1 };
    case 'of-a-kind':
      return {
        kind: 'of-a-kind',
        n: row.n ?? 3,
        points: row.points === 'matching' ? 'matching' : sumOr(row.points, 0),
      };
    case 'full-house':
      return { kind: 'full-house', points: sumOr(row.points, 25) };
    case 'straight':
      return { kind: 'straight', runs: runsOf(row.runs), points: sumOr(row.points, 30) };
    case 'yacht':
      return { kind: 'yacht', points: typeof row.points === 'number' ? row.points : 50 };
    case 'second-yacht':
      return { kind: 'second-yacht', points: typeof row.points === 'number' ? row.points : 100 };
    case 'chance':
      return { kind: 'chance' };
  }
}

const ALIKE = ['', 'one', 'two', 'three', 'four', 'five'];

function paysWords(points: number | 'all-dice' | 'matching', matching: string): string {
  if (points === 'all-dice') return 'all five dice added up';
  return points === 'matching' ? `the ${matching} added up` : String(points);
}

/** Runs in words: "1-2-3-4, 2-3-4-5 or 3-4-5-6". */
export function runsWords(runs: readonly (readonly number[])[]): string {
  const words = runs.map((run) => run.join('-'));
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The help line of an added box (the rules page and the pad's tooltip). */
export function rowHelp(scoring: Scoring): string {
  switch (scoring.kind) {
    case 'pairs':
      return scoring.pairs === 1
        ? 'Two dice alike: the highest pair added up.'
        : 'Two pairs of different faces: the four dice added up.';
    case 'of-a-kind':
      return `At least ${ALIKE[scoring.n] ?? scoring.n} dice alike: ${paysWords(scoring.points, `${ALIKE[scoring.n] ?? scoring.n} matching dice`)}.`;
    case 'full-house':
      return `Three of one face and two of another: ${paysWords(scoring.points, 'dice')}.`;
    case 'straight':
      return `${runsWords(scoring.runs)}: ${paysWords(scoring.points, 'dice')}.`;
    case 'yacht':
      return `Five dice alike: ${scoring.points}.`;
    case 'second-yacht':
      return `Five dice alike once the five-alike box holds its points: ${scoring.points}.`;
    default:
      return 'Any dice: all five added up.';
  }
}

/** The box an added row makes: in the lower section, its scoring and a help line in words. */
export function addedBox(row: AddedRow): BoxSpec {
  const scoring = rowScoring(row);
  const box: BoxSpec = {
    id: row.id,
    label: row.label.trim(),
    section: 'lower',
    scoring,
    help: rowHelp(scoring),
  };
  if (row.servida === undefined) return box;
  return {
    ...box,
    help: `${box.help.slice(0, -1)}, ${row.servida} more made on the first roll.`,
    servida: row.servida,
  };
}
