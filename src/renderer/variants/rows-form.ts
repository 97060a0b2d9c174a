// The rows a player adds in the rules editor, as the form holds them (text inputs), and the AddedRow each one
// writes. The editor offers the family's rows by name (one pair, two pairs, three and four alike, full house, a
// straight, chance, five alike, a second five alike), each with an optional servida; a row's id is made from its
// label, unique in the sheet, so a player never types one (a saved row keeps its id until its label changes).

import { MAX_BOX_ID_LENGTH, type AddedRow } from '../../shared/rules';
import { RESERVED_ROW_IDS } from '../../shared/rules/custom-rows-check';

/** The rows the editor offers, by name. */
export const FAMILY = [
  'one-pair',
  'two-pairs',
  'three-alike',
  'four-alike',
  'full-house',
  'straight',
  'chance',
  'five-alike',
  'second-five-alike',
] as const;
export type FamilyRow = (typeof FAMILY)[number];

export const FAMILY_WORDS: Readonly<Record<FamilyRow, string>> = {
  'one-pair': 'One pair',
  'two-pairs': 'Two pairs',
  'three-alike': 'Three of a kind',
  'four-alike': 'Four of a kind',
  'full-house': 'Full house',
  straight: 'Straight',
  chance: 'Chance',
  'five-alike': 'Five alike',
  'second-five-alike': 'Second five alike',
};

/** How a row scores in the form: the dice added up, the matching dice, or fixed points. */
export type RowScoring = 'sum' | 'matching' | 'fixed';
/** Which runs a straight row counts: any four in a row, 1-5 or 2-6, or the runs typed in. */
export type RowRuns = 'small' | 'large' | 'exact';

export interface RowField {
  /** React's key: stays with the row while rows above it are removed. */
  readonly key: number;
  readonly id: string;
  readonly label: string;
  readonly family: FamilyRow;
  readonly scoring: RowScoring;
  /** The fixed points' input (kept while another scoring is chosen, for going back). */
  readonly points: string;
  readonly runs: RowRuns;
  /** The runs typed in: faces joined by hyphens, runs by commas ("1-2-3-4-5, 3-4-5-6-1"). */
  readonly runsText: string;
  /** Points more when written with the turn's first roll (Generala's servida), as typed; blank for none. */
  readonly servida: string;
}

/** The scorings a row of the family may take (none: it has one way only). */
export function scoringChoices(family: FamilyRow): readonly RowScoring[] {
  if (family === 'three-alike' || family === 'four-alike') return ['sum', 'matching', 'fixed'];
  if (family === 'full-house' || family === 'straight') return ['sum', 'fixed'];
  return family === 'five-alike' || family === 'second-five-alike' ? ['fixed'] : [];
}

const DEFAULTS: Readonly<Record<FamilyRow, { scoring: RowScoring; points: number }>> = {
  'one-pair': { scoring: 'matching', points: 0 },
  'two-pairs': { scoring: 'matching', points: 0 },
  'three-alike': { scoring: 'sum', points: 20 },
  'four-alike': { scoring: 'sum', points: 40 },
  'full-house': { scoring: 'fixed', points: 25 },
  straight: { scoring: 'fixed', points: 30 },
  chance: { scoring: 'sum', points: 0 },
  'five-alike': { scoring: 'fixed', points: 50 },
  'second-five-alike': { scoring: 'fixed', points: 100 },
};

/** An id made from a label ("Two pairs" → "two-pairs"), not one of `taken` (a number added where it is). */
export function rowIdFor(label: string, taken: readonly string[]): string {
  const word =
    label
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^[0-9-]+/, '')
      .slice(0, MAX_BOX_ID_LENGTH - 3)
      .replace(/-+$/, '') || 'row';
  const used = [...taken, ...RESERVED_ROW_IDS];
  if (!used.includes(word)) return word;
  for (let n = 2; ; n++) if (!used.includes(`${word}-${n}`)) return `${word}-${n}`;
}

/** A new row of the family, labelled by its name, its id free among `taken`. */
export function newRow(family: FamilyRow, key: number, taken: readonly string[]): RowField {
  const label = FAMILY_WORDS[family];
  const { scoring, points } = DEFAULTS[family];
  return {
    key,
    id: rowIdFor(label, taken),
    label,
    family,
    scoring,
    points: String(points),
    runs: 'small',
    runsText: '1-2-3-4-5, 2-3-4-5-6',
    servida: '',
  };
}

function familyOf(row: AddedRow): FamilyRow {
  switch (row.kind) {
    case 'pairs':
      return row.pairs === 2 ? 'two-pairs' : 'one-pair';
    case 'of-a-kind':
      return row.n === 4 ? 'four-alike' : 'three-alike';
    case 'yacht':
      return 'five-alike';
    case 'second-yacht':
      return 'second-five-alike';
    default:
      return row.kind;
  }
}

/** A saved row as the form shows it. */
export function rowFieldOf(row: AddedRow, key: number): RowField {
  const family = familyOf(row);
  const points = typeof row.points === 'number' ? row.points : DEFAULTS[family].points;
  const scoring: RowScoring =
    typeof row.points === 'number'
      ? 'fixed'
      : row.points === 'matching' || row.points === 'sum'
        ? row.points
        : DEFAULTS[family].scoring;
  const exact = Array.isArray(row.runs) ? row.runs : null;
  return {
    key,
    id: row.id,
    label: row.label,
    family,
    scoring,
    points: String(points),
    runs: exact ? 'exact' : row.runs === 'large' ? 'large' : 'small',
    runsText: exact ? exact.map((run) => run.join('-')).join(', ') : '1-2-3-4-5, 2-3-4-5-6',
    servida: row.servida === undefined ? '' : String(row.servida),
  };
}

/** A number input's value: '' and anything not a number are NaN (the check says "needs a number"). */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Runs as typed: "1-2-3-4-5, 2-3-4-5-6" → [[1,2,3,4,5],[2,3,4,5,6]] (a face that is no number is NaN). */
export function runsOfText(text: string): number[][] {
  return text
    .split(/[,;]/)
    .map((run) => run.trim())
    .filter((run) => run !== '')
    .map((run) =>
      run
        .split(/[\s-]+/)
        .filter((f) => f !== '')
        .map(numberOf),
    );
}

/** The row a form row writes (unchecked: the shared check judges it); a blank servida writes none. */
export function addedRowOf(field: RowField): AddedRow {
  const row = scoredRowOf(field);
  return field.servida.trim() === '' ? row : { ...row, servida: numberOf(field.servida) };
}

/** The row's kind and its kind's values. */
function scoredRowOf(field: RowField): AddedRow {
  const { id, label } = field;
  const points = field.scoring === 'fixed' ? numberOf(field.points) : field.scoring;
  switch (field.family) {
    case 'one-pair':
    case 'two-pairs':
      return { id, label, kind: 'pairs', pairs: field.family === 'one-pair' ? 1 : 2 };
    case 'three-alike':
    case 'four-alike':
      return { id, label, kind: 'of-a-kind', n: field.family === 'three-alike' ? 3 : 4, points };
    case 'full-house':
      return { id, label, kind: 'full-house', points: points === 'matching' ? 'sum' : points };
    case 'straight':
      return {
        id,
        label,
        kind: 'straight',
        runs: field.runs === 'exact' ? runsOfText(field.runsText) : field.runs,
        points: points === 'matching' ? 'sum' : points,
      };
    case 'chance':
      return { id, label, kind: 'chance' };
    case 'five-alike':
      return { id, label, kind: 'yacht', points: numberOf(field.points) };
    case 'second-five-alike':
      return { id, label, kind: 'second-yacht', points: numberOf(field.points) };
  }
}
