// Rule variants side by side under perfect play: a sortable table of every rule set, built-in and the player's
// own (expected score, spread, median, 5–95% range, bonus and yacht rates, how long it took or "cached", each
// column said in words under it), a sentence each, the editor of the player's rule sets, and the charts of up
// to three ticked rule sets, each in its own colour: expected score by rule set, the score distributions
// overlaid (the rarest 0.1% at either end left out unless asked for) with their percentiles, each box's points
// as bars and numbers; and where two rule sets keep different dice on the first turn.
// Distributions not made yet are asked for one at a time, in the table's order, never blocking the page.

import { useMemo, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { VariantDistribution } from '../../shared/api/variant-schemas';
import { useSettings, useVariantDistributions, useVariantProgress } from '../api';
import { BoxChart, DistributionCharts, ExpectedChart } from './VariantCharts';
import { KeepDifferences } from './KeepDifferences';
import { CustomRulesCard } from './CustomRulesCard';
import { comparedColors, ruleSetColor } from './rule-set-colors';
import { useFollowedKeys } from './useFollowedKeys';
import {
  boxRows,
  expectedRows,
  scoreRange,
  scoreRows,
  sortEntries,
  variantSentence,
  type ComparedSeries,
  type ScoreRange,
  type SortKey,
  type VariantEntry,
  variantEntries,
} from './variant-view';

/** At most this many rule sets are overlaid in the charts: more lines and bars than that cannot be told apart. */
const MAX_COMPARED = 3;

interface Column {
  readonly key: SortKey | null;
  readonly label: string;
  readonly title: string;
}

const COLUMNS: readonly Column[] = [
  { key: 'name', label: 'Rules', title: 'The rule set' },
  { key: 'expected', label: 'Expected', title: 'Mean final score under perfect play' },
  { key: 'sd', label: 'SD', title: 'Standard deviation of the final score' },
  { key: 'median', label: 'Median', title: 'Half of all games end at or below it' },
  { key: null, label: '5–95%', title: 'Nine games in ten end in this range' },
  { key: 'bonusRate', label: 'Bonus', title: 'Chance of the upper bonus' },
  { key: 'yachtRate', label: 'Yacht', title: 'Chance of a yacht in the yacht box' },
];

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

export function VariantsPage(props: { readonly header: ReactNode }) {
  const customRules = useSettings().data?.customRules;
  const entries = useMemo(() => variantEntries(customRules ?? []), [customRules]);
  // The player's own rule sets are asked first: a rule set just made is the one being looked at.
  const asked = useMemo(
    () => [...entries.filter((e) => e.choice.custom), ...entries.filter((e) => !e.choice.custom)],
    [entries],
  );
  const { results: answers, known } = useVariantDistributions(asked);
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'expected',
    descending: true,
  });
  // The app's rules beside the Nordic ones at first: the most different of the familiar pair. A ticked rule set
  // that is edited stays ticked under its new key; one deleted is dropped.
  const [followed, setCompared] = useFollowedKeys(entries, () => [entries[0]!.key, entries[4]!.key]);
  const compared = useMemo(() => followed.filter((k) => k !== null), [followed]);
  const full = compared.length >= MAX_COMPARED;
  const [everyScore, setEveryScore] = useState(false);

  const sorted = useMemo(
    () => sortEntries(entries, known, sort.key, sort.descending),
    [entries, known, sort],
  );
  const colors = useMemo(() => comparedColors(entries, compared), [entries, compared]);
  // In the table's list order, whatever order they were ticked in: the legends, tables and boxes agree.
  const series = useMemo(
    (): ComparedSeries[] =>
      entries.flatMap((e) => {
        const distribution = known.get(e.key);
        return distribution && compared.includes(e.key)
          ? [{ key: e.key, name: e.name, color: colors.get(e.key)!, distribution }]
          : [];
      }),
    [compared, known, entries, colors],
  );
  const expected = useMemo(
    () => expectedRows(entries, known, (key) => ruleSetColor(entries.findIndex((e) => e.key === key))),
    [entries, known],
  );
  const range = useMemo(
    () => (series.length > 0 ? scoreRange(series, everyScore) : null),
    [series, everyScore],
  );
  const scores = useMemo(() => (range ? scoreRows(series, range) : []), [series, range]);
  const boxes = useMemo(() => boxRows(series, entries), [series, entries]);

  const toggleCompared = (key: string, on: boolean): void =>
    setCompared((list) =>
      on ? [...list.filter((k) => k !== key), key].slice(0, MAX_COMPARED) : list.filter((k) => k !== key),
    );
  const sortBy = (key: SortKey): void =>
    setSort((s) => ({ key, descending: s.key === key ? !s.descending : key !== 'name' }));

  return (
    <div className="page variants-page">
      {props.header}
      <main className="variants">
        <h1>Rule variants</h1>
        <p className="field-hint">
          Every rule set played perfectly (the most points on average), its final score worked out exactly for
          every roll of the dice: no simulation. Tick up to {MAX_COMPARED} to compare them in the charts.
        </p>
        <div className="card variants-table-card">
          <table className="variants-table" data-testid="variants-table">
            <caption className="visually-hidden">Rule sets under perfect play</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Compare</span>
                </th>
                {COLUMNS.map((c) => (
                  <th
                    key={c.label}
                    scope="col"
                    title={c.title}
                    aria-sort={
                      c.key !== null && c.key === sort.key
                        ? sort.descending
                          ? 'descending'
                          : 'ascending'
                        : undefined
                    }
                  >
                    {c.key === null ? (
                      c.label
                    ) : (
                      <button type="button" className="sort-button" onClick={() => sortBy(c.key!)}>
                        {c.label}
                        <span aria-hidden="true">
                          {c.key === sort.key ? (sort.descending ? ' ▾' : ' ▴') : ''}
                        </span>
                      </button>
                    )}
                  </th>
                ))}
                <th scope="col" aria-describedby="variants-worked-out">
                  Worked out
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((e) => (
                <VariantRow
                  key={e.key}
                  entry={e}
                  answer={answers[asked.indexOf(e)]!}
                  color={colors.get(e.key) ?? null}
                  full={full}
                  onCompare={(on) => toggleCompared(e.key, on)}
                />
              ))}
            </tbody>
          </table>
          <div className="variants-table-notes">
            <p role="status" data-testid="compared-status">
              {compared.length} of {MAX_COMPARED} ticked for the charts
              {full ? ': untick one to tick another.' : '.'}
            </p>
            <p>
              SD: how far the scores spread (the standard deviation). 5–95%: nine games in ten end in this
              range. Bonus: the chance of the upper bonus (— where the rules have none). Yacht: the chance of
              a yacht in the yacht box.{' '}
              <span id="variants-worked-out">
                Worked out: how long this computer took to work the distribution out, or “cached” when it was
                kept from an earlier time.
              </span>
            </p>
          </div>
        </div>
        <CustomRulesCard customRules={customRules ?? []} />
        <ul className="variant-sentences" aria-label="In words">
          {entries.map((e) => {
            const d = known.get(e.key);
            return d ? (
              <li key={e.key}>
                <strong>{e.name}:</strong> {variantSentence(d)}
              </li>
            ) : null;
          })}
        </ul>
        <div className="variants-charts">
          {expected.length > 0 && (
            <section className="card">
              <ExpectedChart rows={expected} />
            </section>
          )}
          {series.length > 0 && range ? (
            <>
              <section className="card distribution-card">
                <DistributionCharts
                  rows={scores}
                  series={series}
                  range={<ScoreRangeNote range={range} every={everyScore} onEvery={setEveryScore} />}
                />
              </section>
              <section className="card">
                <BoxChart rows={boxes} series={series} />
              </section>
            </>
          ) : (
            <p className="card field-hint">Tick a rule set in the table to see its distribution here.</p>
          )}
        </div>
        <KeepDifferences entries={entries} />
      </main>
    </div>
  );
}

/** What the score axis shows, and the box to see every score. */
function ScoreRangeNote(props: {
  readonly range: ScoreRange;
  readonly every: boolean;
  readonly onEvery: (every: boolean) => void;
}) {
  const { range, every, onEvery } = props;
  return (
    <div className="score-range">
      <p className="field-hint" data-testid="score-range">
        {every
          ? `Every score with a chance: ${range.lo} to ${range.hi}.`
          : `Scores ${range.lo} to ${range.hi}: the rarest 0.1% of games at either end are left out (the highest score with a chance is ${range.highest}).`}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={every}
          onChange={(e) => onEvery(e.target.checked)}
          data-testid="every-score"
        />
        Show every score
      </label>
    </div>
  );
}

function VariantRow(props: {
  readonly entry: VariantEntry;
  readonly answer: UseQueryResult<VariantDistribution>;
  /** Its colour in the charts when it is ticked, else null. */
  readonly color: string | null;
  /** As many are ticked as the charts take. */
  readonly full: boolean;
  readonly onCompare: (on: boolean) => void;
}) {
  const { entry, answer, color, full, onCompare } = props;
  const compared = color !== null;
  const progress = useVariantProgress(entry.key);
  const d = answer.data;
  const f = d?.facts;
  const cells = f
    ? [
        f.expected.toFixed(2),
        f.sd.toFixed(2),
        String(f.median),
        `${f.percentiles['5']}–${f.percentiles['95']}`,
        entry.rules.bonus === null ? '—' : percent(f.bonusRate),
        percent(f.yachtRate),
      ]
    : null;
  return (
    <tr data-testid="variant-row" data-variant={entry.key}>
      <td>
        <input
          type="checkbox"
          checked={compared}
          disabled={!compared && (!d || full)}
          onChange={(e) => onCompare(e.target.checked)}
          aria-label={`Compare ${entry.name}`}
        />
      </td>
      <th scope="row">
        <span className="rules-swatch-name">
          <span
            className="rules-swatch"
            style={color ? { background: color } : undefined}
            aria-hidden="true"
            data-testid="row-swatch"
          />
          {entry.name}
        </span>
      </th>
      {cells ? (
        cells.map((c, i) => (
          <td key={i} className="number">
            {c}
          </td>
        ))
      ) : (
        <td colSpan={6} className="variant-pending">
          {answer.isError ? (
            <span role="alert">Could not be worked out: {answer.error.message}</span>
          ) : answer.fetchStatus === 'fetching' ? (
            <span className="solver-progress">
              <span>Working it out…</span>
              <span
                className="solver-bar"
                role="progressbar"
                aria-label={`${entry.name}: working out`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.floor((progress ?? 0) * 100)}
              >
                <span style={{ width: `${Math.max(2, Math.floor((progress ?? 0) * 100))}%` }} />
              </span>
            </span>
          ) : (
            <span className="field-hint">Waiting its turn</span>
          )}
        </td>
      )}
      <td className="variant-made">{d ? (d.cached ? 'cached' : `${d.seconds.toFixed(1)} s`) : ''}</td>
    </tr>
  );
}
