// The rules editor's added rows: "Add a row" of the family (one pair, two pairs, ... five alike, a second five
// alike), then each row with its label, how it scores, its runs (a straight), its servida (points more on the
// first roll, blank for none) and Remove. The sheet's box count is shown against the limit, and every problem
// (the shared check's words) under the input it is about. Focus follows the keyboard: to a new row's label once
// added, to the next row (or Add) once one is removed.

import { useRef, useState } from 'react';
import { MAX_BOXES } from '../../shared/rules/custom-rows-check';
import { FieldError } from '../ui/FieldError';
import {
  FAMILY,
  FAMILY_WORDS,
  newRow,
  rowIdFor,
  scoringChoices,
  type FamilyRow,
  type RowField,
  type RowRuns,
  type RowScoring,
} from './rows-form';

/** The editor's ways to tie an input to its field's problem (RulesEditor's). */
export interface FieldTies {
  readonly problems: Readonly<Record<string, string>>;
  readonly inputId: (field: string) => string;
  readonly errorId: (field: string) => string;
  readonly describedBy: (field: string) => { 'aria-invalid': boolean; 'aria-describedby'?: string };
}

const SCORING_WORDS: Readonly<Record<RowScoring, string>> = {
  sum: 'All five dice added up',
  matching: 'The matching dice added up',
  fixed: 'Fixed points',
};

const RUNS_WORDS: Readonly<Record<RowRuns, string>> = {
  small: 'Small: any four in a row',
  large: 'Large: 1-2-3-4-5 or 2-3-4-5-6',
  exact: 'These runs:',
};

/** The table's memory at the box limit, measured (docs/variants.md): said beside the count. */
const MEMORY_AT_LIMIT = 'about 12 MB';

export function AddedRows(props: {
  readonly rows: readonly RowField[];
  /** Ids of the base's boxes the sheet keeps (a new row's id must differ). */
  readonly keptIds: readonly string[];
  /** How many boxes the sheet has with the rows. */
  readonly boxCount: number;
  readonly ties: FieldTies;
  readonly onChange: (rows: readonly RowField[]) => void;
}) {
  const { rows, ties, onChange } = props;
  const { problems, inputId, errorId, describedBy } = ties;
  const [family, setFamily] = useState<FamilyRow>('two-pairs');
  const list = useRef<HTMLDivElement>(null);
  const takenBy = (except: number): string[] => [
    ...props.keptIds,
    ...rows.filter((r) => r.key !== except).map((r) => r.id),
  ];
  const focusLater = (selector: string): void => {
    requestAnimationFrame(() => list.current?.parentElement?.querySelector<HTMLElement>(selector)?.focus());
  };

  const add = (): void => {
    const key = rows.reduce((most, r) => Math.max(most, r.key + 1), 0);
    onChange([...rows, newRow(family, key, takenBy(-1))]);
    focusLater(`[data-row-key="${key}"] input`);
  };
  const remove = (i: number): void => {
    onChange(rows.filter((_, j) => j !== i));
    const next = rows[i + 1] ?? rows[i - 1];
    focusLater(next ? `[data-row-key="${next.key}"] .rules-row-remove` : '[data-testid="rules-add-row"]');
  };
  const edit = (i: number, change: Partial<RowField>): void =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const over = props.boxCount > MAX_BOXES;
  return (
    <fieldset className="rules-group">
      <legend>Rows added</legend>
      <p className="field-hint" data-testid="rules-box-count" aria-live="polite">
        <strong className={over ? 'rules-over' : undefined}>
          {props.boxCount} of at most {MAX_BOXES} boxes.
        </strong>{' '}
        A sheet holds at most {MAX_BOXES} boxes so that the solver&apos;s table fits in memory (
        {MEMORY_AT_LIMIT} at {MAX_BOXES}; each box more would double it). Added rows go after the lower boxes.
      </p>
      <div className="rules-added" ref={list}>
        {rows.map((row, i) => {
          const at = `added.${i}`;
          const labelProblem = problems[`${at}.label`] ?? problems[`${at}.id`] ?? null;
          const choices = scoringChoices(row.family);
          const name = row.label.trim() || FAMILY_WORDS[row.family];
          return (
            <fieldset
              key={row.key}
              className="rules-added-row"
              data-row-key={row.key}
              data-testid={`rules-row-${i}`}
            >
              <legend>
                Row {i + 1}: {FAMILY_WORDS[row.family]}
              </legend>
              <label className="field">
                <span>Label</span>
                <input
                  id={inputId(`${at}.label`)}
                  type="text"
                  value={row.label}
                  maxLength={40}
                  onChange={(e) =>
                    edit(i, { label: e.target.value, id: rowIdFor(e.target.value, takenBy(row.key)) })
                  }
                  {...describedBy(problems[`${at}.label`] ? `${at}.label` : `${at}.id`)}
                  data-testid={`rules-row-label-${i}`}
                />
                <FieldError
                  id={errorId(problems[`${at}.label`] ? `${at}.label` : `${at}.id`)}
                  message={labelProblem}
                />
              </label>
              {choices.length > 1 && (
                <label className="field">
                  <span>Scores</span>
                  <select
                    value={row.scoring}
                    onChange={(e) => edit(i, { scoring: e.target.value as RowScoring })}
                    data-testid={`rules-row-scoring-${i}`}
                  >
                    {choices.map((c) => (
                      <option key={c} value={c}>
                        {SCORING_WORDS[c]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {row.scoring === 'fixed' && choices.length > 0 && (
                <label className="field rules-number">
                  <span>Points</span>
                  <input
                    id={inputId(`${at}.points`)}
                    type="number"
                    inputMode="numeric"
                    value={row.points}
                    onChange={(e) => edit(i, { points: e.target.value })}
                    {...describedBy(`${at}.points`)}
                    data-testid={`rules-row-points-${i}`}
                  />
                  <FieldError id={errorId(`${at}.points`)} message={problems[`${at}.points`] ?? null} />
                </label>
              )}
              {row.family === 'straight' && (
                <label className="field">
                  <span>Runs that count</span>
                  <select
                    value={row.runs}
                    onChange={(e) => edit(i, { runs: e.target.value as RowRuns })}
                    data-testid={`rules-row-runs-${i}`}
                  >
                    {(Object.keys(RUNS_WORDS) as RowRuns[]).map((r) => (
                      <option key={r} value={r}>
                        {RUNS_WORDS[r]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {row.family === 'straight' && row.runs === 'exact' && (
                <label className="field rules-runs">
                  <span>Runs (faces with hyphens, runs with commas)</span>
                  <input
                    id={inputId(`${at}.runs`)}
                    type="text"
                    value={row.runsText}
                    onChange={(e) => edit(i, { runsText: e.target.value })}
                    {...describedBy(`${at}.runs`)}
                    data-testid={`rules-row-runs-text-${i}`}
                  />
                  <FieldError id={errorId(`${at}.runs`)} message={problems[`${at}.runs`] ?? null} />
                </label>
              )}
              <label className="field rules-number rules-servida">
                <span>Servida</span>
                <span className="rules-servida-line">
                  <input
                    id={inputId(`${at}.servida`)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    placeholder="none"
                    value={row.servida}
                    onChange={(e) => edit(i, { servida: e.target.value })}
                    {...describedBy(`${at}.servida`)}
                    data-testid={`rules-row-servida-${i}`}
                  />
                  more on the first roll
                </span>
                <FieldError id={errorId(`${at}.servida`)} message={problems[`${at}.servida`] ?? null} />
              </label>
              <button
                type="button"
                id={inputId(`${at}.kind`)}
                className="button quiet rules-row-remove"
                onClick={() => remove(i)}
                aria-label={`Remove row ${i + 1}, ${name}`}
                aria-describedby={problems[`${at}.kind`] ? errorId(`${at}.kind`) : undefined}
                data-testid={`rules-row-remove-${i}`}
              >
                Remove
              </button>
              <FieldError id={errorId(`${at}.kind`)} message={problems[`${at}.kind`] ?? null} />
            </fieldset>
          );
        })}
      </div>
      <div className="rules-add-row">
        <label className="field">
          <span>Row of the family</span>
          <select
            id={inputId('added')}
            value={family}
            onChange={(e) => setFamily(FAMILY.find((f) => f === e.target.value) ?? family)}
            {...describedBy('added')}
            data-testid="rules-add-kind"
          >
            {FAMILY.map((f) => (
              <option key={f} value={f}>
                {FAMILY_WORDS[f]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={add} data-testid="rules-add-row">
          Add a row
        </button>
        <FieldError id={errorId('added')} message={problems['added'] ?? null} />
      </div>
    </fieldset>
  );
}
