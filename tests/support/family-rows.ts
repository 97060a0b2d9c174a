// A built-in rule set rebuilt from family rows: its lower boxes left out ("none") and added back as rows, in
// the same order and under the same ids. Equal rules: the tests expect its fingerprint and solved table.

import {
  customFrom,
  type AddedRow,
  type BoxSpec,
  type CustomRules,
  type RuleSet,
} from '../../src/shared/rules';

/** The row that adds `box` back (its kind and values as a rules file writes them, its servida too). */
export function rowOf(box: BoxSpec): AddedRow {
  const row = familyRowOf(box);
  return box.servida === undefined ? row : { ...row, servida: box.servida };
}

function familyRowOf(box: BoxSpec): AddedRow {
  const { id, label } = box;
  const s = box.scoring;
  switch (s.kind) {
    case 'pairs':
      return { id, label, kind: 'pairs', pairs: s.pairs };
    case 'of-a-kind':
      return { id, label, kind: 'of-a-kind', n: s.n, points: s.points === 'all-dice' ? 'sum' : s.points };
    case 'full-house':
      return { id, label, kind: 'full-house', points: s.points === 'all-dice' ? 'sum' : s.points };
    case 'straight':
      return {
        id,
        label,
        kind: 'straight',
        runs: s.runs.map((run) => [...run]),
        points: s.points === 'all-dice' ? 'sum' : s.points,
      };
    case 'yacht':
      return { id, label, kind: 'yacht', points: s.points };
    case 'second-yacht':
      return { id, label, kind: 'second-yacht', points: s.points };
    case 'chance':
      return { id, label, kind: 'chance' };
    default:
      throw new Error(`no family row for ${box.id} (${s.kind})`);
  }
}

/** `rules` as a custom rule set on its own base whose every lower box is a row. */
export function rebuiltFromRows(rules: RuleSet, name = 'From rows'): CustomRules {
  const lower = rules.boxes.filter((b) => b.section === 'lower');
  return {
    ...customFrom(rules, name),
    boxes: Object.fromEntries(lower.map((b) => [b.id, 'none'])),
    added: lower.map(rowOf),
  };
}
