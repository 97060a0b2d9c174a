// Checking the rows a custom rule set adds, and its sheet as a whole once boxes are left out and rows added:
// each row's id, label and its kind's values, at most one five-alike box, at most MAX_BOXES boxes (the solver's
// table must fit in memory), a bonus with upper boxes to earn it, a joker with a five-alike box to play it.
// Each problem in words at its field (`added.2.points`), as custom-check.ts does for the rest.

import { MAX_BOXES } from './types';
import { isOneLineName, ONE_LINE_NAME } from '../names';
import { MAX_BOX_POINTS, pointsProblem, type RulesProblem } from './rules-problem';
import { MAX_BOX_ID_LENGTH, type AddedRow, type BoxSpec, type CustomRules, type RuleSet } from './types';

export { MAX_BOXES };
/** A row's label is at most this long (it fits the score pad's first column). */
export const MAX_ROW_LABEL = 24;
/** A row's id: a short word of lower-case letters and digits, parts joined by hyphens ("two-pairs"). */
const ROW_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/**
 * Words no row may go by: the sheet's own rows beside the boxes (the upper total, the bonus, extra yachts, the
 * total), and "constructor", which every plain object answers to (a sheet is one: the box would read as filled).
 */
export const RESERVED_ROW_IDS: readonly string[] = ['upper', 'bonus', 'extra', 'total', 'constructor'];
/** The six upper boxes' most: five of every face. */
const FULL_UPPER = 105;
/** Straights count at most this many runs (every four- and five-face run, 1 to 6, is 5 of them). */
const MAX_RUNS = 6;

/** The values each kind of row takes (any other is refused), and the kind in words. */
const KIND_FIELDS: Readonly<Record<AddedRow['kind'], readonly string[]>> = {
  pairs: ['pairs'],
  'of-a-kind': ['n', 'points'],
  'full-house': ['points'],
  straight: ['runs', 'points'],
  chance: [],
  yacht: ['points'],
  'second-yacht': ['points'],
};
const KIND_WORDS: Readonly<Record<AddedRow['kind'], string>> = {
  pairs: 'pairs',
  'of-a-kind': 'of-a-kind',
  'full-house': 'full house',
  straight: 'straight',
  chance: 'chance',
  yacht: 'five-alike',
  'second-yacht': 'second five-alike',
};
const VALUE_FIELDS = ['n', 'pairs', 'points', 'runs'] as const;

/** The base's boxes the custom rule set keeps (those its `boxes` do not leave out). */
export function keptBoxes(base: RuleSet, custom: CustomRules): BoxSpec[] {
  return base.boxes.filter((b) => custom.boxes[b.id] !== 'none');
}

function runsProblems(field: string, what: string, runs: AddedRow['runs']): RulesProblem[] {
  if (runs === undefined) {
    return [{ field, message: `${what}: say which runs count: "small", "large" or the runs themselves` }];
  }
  if (typeof runs === 'string') return [];
  if (runs.length === 0 || runs.length > MAX_RUNS) {
    return [{ field, message: `${what}: a straight counts 1 to ${MAX_RUNS} runs, not ${runs.length}` }];
  }
  const seen = new Set<string>();
  for (const run of runs) {
    const words = run.join('-') || 'an empty run';
    if (run.length < 4 || run.length > 5) {
      return [{ field, message: `${what}: a run has 4 or 5 faces, not ${run.length} (${words})` }];
    }
    const rising = run.every(
      (f, i) => Number.isInteger(f) && f >= 1 && f <= 6 && (i === 0 || f > run[i - 1]!),
    );
    if (!rising) {
      return [
        {
          field,
          message: `${what}: a run's faces are 1 to 6, each once, rising, as 2-3-4-5 (not ${words})`,
        },
      ];
    }
    if (seen.has(words)) return [{ field, message: `${what}: the run ${words} is named twice` }];
    seen.add(words);
  }
  return [];
}

function pointsOfRow(field: string, what: string, row: AddedRow): RulesProblem[] {
  const { points } = row;
  const fixed = row.kind === 'yacht' || row.kind === 'second-yacht';
  const takes = fixed
    ? 'a number of points'
    : row.kind === 'of-a-kind'
      ? '"sum", "matching" or a number of points'
      : '"sum" or a number of points';
  if (points === undefined) return [{ field, message: `${what}: give its points: ${takes}` }];
  if (typeof points === 'number') return pointsProblem(field, what, points, fixed ? 1 : 0, MAX_BOX_POINTS);
  if (points === 'sum' && !fixed) return [];
  if (points === 'matching' && row.kind === 'of-a-kind') return [];
  return [{ field, message: `${what} can score ${takes}, not "${points}"` }];
}

/** The problems of one row's own values: its kind's values, and none that its kind does not take. */
function rowValueProblems(row: AddedRow, at: string, what: string): RulesProblem[] {
  const problems: RulesProblem[] = [];
  const takes = KIND_FIELDS[row.kind];
  for (const key of VALUE_FIELDS) {
    if (row[key] !== undefined && !takes.includes(key)) {
      problems.push({
        field: `${at}.${key}`,
        message: `${what}: a ${KIND_WORDS[row.kind]} row takes no ${key}`,
      });
    }
  }
  if (row.kind === 'pairs' && row.pairs !== 1 && row.pairs !== 2) {
    const given = row.pairs === undefined ? 'it says none' : `not ${row.pairs}`;
    problems.push({ field: `${at}.pairs`, message: `${what}: a row counts 1 or 2 pairs (${given})` });
  }
  if (row.kind === 'of-a-kind' && row.n !== 3 && row.n !== 4) {
    const given = row.n === undefined ? 'it says none' : `not ${row.n}`;
    const five = row.n === 5 ? '; five alike is a row of its own, "yacht"' : '';
    problems.push({
      field: `${at}.n`,
      message: `${what}: an of-a-kind row wants 3 or 4 dice alike (${given})${five}`,
    });
  }
  if (row.kind === 'straight') problems.push(...runsProblems(`${at}.runs`, what, row.runs));
  if (row.servida !== undefined) {
    problems.push(...pointsProblem(`${at}.servida`, `${what}'s servida`, row.servida, 1, MAX_BOX_POINTS));
  }
  if (takes.includes('points')) problems.push(...pointsOfRow(`${at}.points`, what, row));
  return problems;
}

function idProblem(
  row: AddedRow,
  i: number,
  kept: readonly BoxSpec[],
  rows: readonly AddedRow[],
): string | null {
  if (row.id === '') return 'give the row an id, a short word such as "two-pairs"';
  if (row.id.length > MAX_BOX_ID_LENGTH || !ROW_ID.test(row.id)) {
    return `a row's id is a short word of small letters and digits, parts joined by hyphens, at most ${MAX_BOX_ID_LENGTH} characters, such as "two-pairs" (not ${JSON.stringify(row.id)})`;
  }
  if (RESERVED_ROW_IDS.includes(row.id)) return `"${row.id}" cannot name a box: give the row another id`;
  const box = kept.find((b) => b.id === row.id);
  if (box) return `"${row.id}" is the id of ${box.label}, a box the sheet keeps: give the row another`;
  const before = rows.findIndex((r) => r.id === row.id);
  if (before < i) return `"${row.id}" is the id of row ${before + 1} already: give this one another`;
  return null;
}

function labelProblem(
  row: AddedRow,
  i: number,
  kept: readonly BoxSpec[],
  rows: readonly AddedRow[],
): string | null {
  const label = row.label.trim();
  if (label === '') return 'give the row a label, such as "Two pairs"';
  if (label.length > MAX_ROW_LABEL) return `a row's label has at most ${MAX_ROW_LABEL} characters`;
  if (!isOneLineName(label)) return ONE_LINE_NAME;
  const key = label.toLowerCase();
  if (kept.some((b) => b.label.toLowerCase() === key))
    return `"${label}" is the label of a box the sheet keeps`;
  const before = rows.findIndex((r) => r.label.trim().toLowerCase() === key);
  if (before < i) return `"${label}" is the label of row ${before + 1} already`;
  return null;
}

/** The upper boxes' most (five of every face left), for a bonus threshold. */
export function upperMost(boxes: readonly BoxSpec[]): number {
  return boxes.reduce((most, b) => most + (b.scoring.kind === 'upper' ? 5 * b.scoring.face : 0), 0);
}

/**
 * The problems of the sheet a custom rule set makes from its base (`base`): its added rows (`added.<i>.<field>`),
 * its size, its five-alike box, and whether the bonus and the joker have the boxes they need.
 */
export function sheetProblems(base: RuleSet, custom: CustomRules): RulesProblem[] {
  const problems: RulesProblem[] = [];
  const kept = keptBoxes(base, custom);
  const rows = custom.added ?? [];
  let fiveAlike = kept.find((b) => b.scoring.kind === 'yacht')?.label ?? null;
  rows.forEach((row, i) => {
    const at = `added.${i}`;
    const what = row.label.trim() || `Row ${i + 1}`;
    const id = idProblem(row, i, kept, rows);
    if (id !== null) problems.push({ field: `${at}.id`, message: id });
    const label = labelProblem(row, i, kept, rows);
    if (label !== null) problems.push({ field: `${at}.label`, message: label });
    problems.push(...rowValueProblems(row, at, what));
    if (row.kind === 'yacht') {
      if (fiveAlike !== null) {
        problems.push({
          field: `${at}.kind`,
          message: `${what}: a sheet has one five-alike box, and ${fiveAlike} is one already (leave it out first)`,
        });
      } else fiveAlike = what;
    }
  });
  const count = kept.length + rows.length;
  if (count > MAX_BOXES) {
    problems.push({
      field: 'added',
      message: `a sheet has at most ${MAX_BOXES} boxes (so the solver's table fits in memory): this one has ${count}; leave out ${count - MAX_BOXES} or add fewer rows`,
    });
  }
  if (count === 0) problems.push({ field: 'added', message: 'a sheet needs at least one box' });
  const upper = upperMost(kept);
  if (custom.bonus !== null && upper === 0) {
    problems.push({
      field: 'bonus.threshold',
      message: 'the sheet keeps no upper box to earn the bonus: turn the bonus off',
    });
  } else if (
    custom.bonus !== null &&
    custom.bonus.threshold > upper &&
    custom.bonus.threshold <= FULL_UPPER
  ) {
    // Above FULL_UPPER the check of the values says no sheet at all reaches it.
    problems.push({
      field: 'bonus.threshold',
      message: `no sheet can reach ${custom.bonus.threshold} in the upper boxes left: the most is ${upper} (five of every face left)`,
    });
  }
  // One second five-alike box at most, kept or added; it needs a five-alike box to follow.
  const seconds = [
    ...kept
      .filter((b) => b.scoring.kind === 'second-yacht')
      .map((b) => ({ id: b.id, label: b.label, field: `boxes.${b.id}` })),
    ...rows.flatMap((r, i) =>
      r.kind === 'second-yacht'
        ? [{ id: r.id, label: r.label.trim() || `Row ${i + 1}`, field: `added.${i}.kind` }]
        : [],
    ),
  ];
  seconds.slice(1).forEach((extra) =>
    problems.push({
      field: extra.field,
      message: `${extra.label}: a sheet has one second five-alike box, and ${seconds[0]!.label} is one already`,
    }),
  );
  const second = seconds[0];
  if (second && fiveAlike === null) {
    problems.push({
      field: second.field,
      message: `${second.label} scores five alike once the five-alike box holds its points, and the sheet has none: keep one or leave ${second.label} out`,
    });
  }
  if (fiveAlike === null && custom.joker !== 'off') {
    problems.push({
      field: 'joker',
      message: 'the joker plays five alike, and the sheet has no five-alike box: turn it off',
    });
  }
  if (fiveAlike === null && custom.extraYacht !== null) {
    problems.push({
      field: 'extraYacht',
      message: 'extra yachts need a five-alike box, and the sheet has none: turn them off',
    });
  }
  return problems;
}
