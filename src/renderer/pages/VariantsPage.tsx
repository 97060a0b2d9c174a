// Rule variants side by side under perfect play: a sortable table of every rule set, built-in and the player's
// own (expected score, spread, median, 5–95% range, bonus and yacht rates, how long it took or "cached"), a
// sentence each, the editor of the player's rule sets, and the charts: expected score by rule set, the chosen
// ones' score distributions overlaid, each box's points; and where two rule sets keep different dice on the
// first turn.
// Distributions not made yet are asked for one at a time, in the table's order, never blocking the page.

import { useMemo, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { VariantDistribution } from '../../shared/api/variant-schemas';
import { useSettings, useVariantDistributions, useVariantProgress } from '../api';
import { BoxChart, DistributionCharts, ExpectedChart } from '../components/charts/VariantCharts';
import { KeepDifferences } from '../components/KeepDifferences';
import { CustomRulesCard } from '../variants/CustomRulesCard';
import {
  boxRows,
  expectedRows,
  scoreRows,
  sortEntries,
  variantSentence,
  type SortKey,
  type VariantEntry,
  variantEntries,
} from '../variants/variant-view';

/** At most this many rule sets are overlaid in the charts. */
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
  // The app's rules beside the Nordic ones at first: the most different of the familiar pair.
  const [compared, setCompared] = useState<readonly string[]>(() => [entries[0]!.key, entries[4]!.key]);

  const sorted = useMemo(
    () => sortEntries(entries, known, sort.key, sort.descending),
    [entries, known, sort],
  );
  const series = useMemo(
    () =>
      compared.flatMap((key) => {
        const d = known.get(key);
        const e = entries.find((x) => x.key === key);
        return d && e ? [{ distribution: d, name: e.name }] : [];
      }),
    [compared, known, entries],
  );
  const expected = useMemo(() => expectedRows(entries, known), [entries, known]);
  const scores = useMemo(() => scoreRows(series.map((s) => s.distribution)), [series]);
  const boxes = useMemo(
    () =>
      boxRows(
        series.map((s) => s.distribution),
        entries,
      ),
    [series, entries],
  );

  const toggleCompared = (key: string, on: boolean): void =>
    setCompared((list) => (on ? [...list, key].slice(-MAX_COMPARED) : list.filter((k) => k !== key)));
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
                <th scope="col" title="How long it took to work out, or cached">
                  Made
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((e) => (
                <VariantRow
                  key={e.key}
                  entry={e}
                  answer={answers[asked.indexOf(e)]!}
                  compared={compared.includes(e.key)}
                  onCompare={(on) => toggleCompared(e.key, on)}
                />
              ))}
            </tbody>
          </table>
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
          {series.length > 0 ? (
            <>
              <section className="card distribution-card">
                <DistributionCharts rows={scores} series={series} />
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

function VariantRow(props: {
  readonly entry: VariantEntry;
  readonly answer: UseQueryResult<VariantDistribution>;
  readonly compared: boolean;
  readonly onCompare: (on: boolean) => void;
}) {
  const { entry, answer, compared, onCompare } = props;
  const progress = useVariantProgress(entry.key);
  const d = answer.data;
  const f = d?.facts;
  const cells = f
    ? [
        f.expected.toFixed(2),
        f.sd.toFixed(2),
        String(f.median),
        `${f.percentiles['5']}–${f.percentiles['95']}`,
        percent(f.bonusRate),
        percent(f.yachtRate),
      ]
    : null;
  return (
    <tr data-testid="variant-row" data-variant={entry.key}>
      <td>
        <input
          type="checkbox"
          checked={compared}
          disabled={!d && !compared}
          onChange={(e) => onCompare(e.target.checked)}
          aria-label={`Compare ${entry.name}`}
        />
      </td>
      <th scope="row">{entry.name}</th>
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
