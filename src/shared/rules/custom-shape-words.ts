// A rules file's shape problems in words a person reads, each at its field: what is missing, what a field holds
// instead of what it should, and keys that are no field ("yacht: should be the points for five alike in the
// yacht box, a number such as 50, not "fifty""), in place of the validator's "expected number, received string".

import type * as z from 'zod';
import { MAX_RULES_NAME, type RulesProblem } from './custom-check';
import { ADDED_ROW_KINDS, VARIANTS } from './types';

/** The fields of a rules file, in the order the editor writes them. */
export const RULES_FILE_FIELDS = [
  'format',
  'version',
  'name',
  'base',
  'bonus',
  'boxes',
  'added',
  'generala',
  'yacht',
  'extraYacht',
  'joker',
] as const;

const quoted = (words: readonly string[]): string => {
  const q = words.map((w) => JSON.stringify(w));
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`;
};

const FIELD_WORDS: Readonly<Record<(typeof RULES_FILE_FIELDS)[number], string>> = {
  format: '"yacht-rules" (or left out)',
  version: '1 (or left out)',
  name: `the rule set's name in quotes, at most ${MAX_RULES_NAME} characters`,
  base: `the rule set it starts from: ${quoted(VARIANTS)}`,
  bonus: 'the upper bonus, such as {"threshold": 63, "points": 35}, or null for none',
  boxes: 'the boxes changed or left out, such as {"full-house": 25, "chance": "sum", "ones": "none"}',
  added:
    'the rows added, such as [{"id": "two-pairs", "label": "Two pairs", "kind": "pairs", "pairs": 2}], or left out',
  generala:
    'Generala\'s options, such as {"aceStraight": false, "servidaGenerala": "wins"} (a number of points instead of "wins"), or left out',
  yacht: 'the points for five alike in the yacht box, a number such as 50',
  extraYacht: 'the points each further yacht pays, a number such as 100, or null for none',
  joker: quoted(['forced', 'free', 'off']),
};

const ROW_FIELDS = ['id', 'label', 'kind', 'n', 'pairs', 'points', 'runs', 'servida'] as const;

const ROW_FIELD_WORDS: Readonly<Record<(typeof ROW_FIELDS)[number], string>> = {
  id: 'the row\'s id, a short word such as "two-pairs"',
  label: 'the row\'s label in quotes, such as "Two pairs"',
  kind: quoted(ADDED_ROW_KINDS),
  n: 'how many dice alike, 3 or 4',
  pairs: 'how many pairs, 1 or 2',
  points: '"sum", "matching" or a number of points',
  runs: '"small", "large" or the runs, such as [[1, 2, 3, 4, 5]]',
  servida: 'the points more when written with the first roll, such as 5, or left out',
};

/** What a row's field (or, with none, the row) holds, in words. */
function rowFieldWords(field: string | undefined): string {
  if (field === undefined)
    return 'a row such as {"id": "two-pairs", "label": "Two pairs", "kind": "pairs", "pairs": 2}';
  return ROW_FIELD_WORDS[field as keyof typeof ROW_FIELD_WORDS] ?? 'another value';
}

/** What the field at `path` holds, in words. */
function fieldWords(path: readonly string[]): string {
  const [top, sub] = path;
  if (top === 'bonus' && sub === 'threshold')
    return 'the upper total that earns the bonus, a number such as 63';
  if (top === 'bonus' && sub === 'points') return 'the points the bonus adds, a number such as 35';
  if (top === 'boxes' && sub !== undefined) return '"sum", "matching", "none" or a number of points';
  if (top === 'added' && sub !== undefined) return rowFieldWords(path[2]);
  return FIELD_WORDS[top as keyof typeof FIELD_WORDS] ?? 'another value';
}

/** A value as the file holds it, on one short line. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length <= 40 ? text : `${text.slice(0, 39)}…`;
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A key that is no field where it stands (`path`: where, [] for the top of the file). */
export function unknownKeyProblem(path: readonly string[], key: string): RulesProblem {
  const where = path.join('.');
  const holds =
    where === 'bonus'
      ? 'the bonus holds threshold and points'
      : /^added\.\d+$/.test(where)
        ? `a row holds ${ROW_FIELDS.join(', ')}`
        : `a rules file holds ${RULES_FILE_FIELDS.join(', ')}`;
  return { field: where === '' ? key : `${where}.${key}`, message: `not a field of the rules (${holds})` };
}

/** The problems of one issue of the shape check, in words at their fields. */
export function shapeIssueProblems(data: unknown, issue: z.core.$ZodIssue): RulesProblem[] {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unknownKeyProblem(path, key));
  const field = path.join('.') || 'rules';
  const value = valueAt(data, path);
  if (path.length === 0) {
    return [
      {
        field,
        message: `a rules file holds one JSON object such as {"name": "My rules", "base": "standard", ...}, not ${shown(data)}`,
      },
    ];
  }
  if (value === undefined) return [{ field, message: `missing: give ${fieldWords(path)}` }];
  if (issue.code === 'invalid_key') {
    return [{ field, message: 'not a box of the rules (a box goes by a short name, such as "full-house")' }];
  }
  if (issue.code === 'too_big' && path[0] === 'name') {
    return [{ field, message: `A name has at most ${MAX_RULES_NAME} characters` }];
  }
  return [{ field, message: `should be ${fieldWords(path)}, not ${shown(value)}` }];
}
