// The variants page's charts (recharts): the expected score of every rule set beside its middle half (25th
// to 75th percentile); the compared rule sets' score distributions overlaid (chance by score, and the chance of at most a
// score); and each box's expected points side by side. Each has a visually hidden table for screen readers.

import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { VariantDistribution } from '../../../shared/api/variant-schemas';
import type { BoxRow, ExpectedRow, ScoreRow } from '../../variants/variant-view';
import { AXIS_INK, GRID_INK, seriesColor } from './chart-colors';

const TOOLTIP_STYLE = { background: 'var(--surface)', borderColor: 'var(--line)' };
const percent = (p: number, digits = 2): string => `${(p * 100).toFixed(digits)}%`;

export const ExpectedChart = memo(function ExpectedChart(props: { readonly rows: readonly ExpectedRow[] }) {
  const { rows } = props;
  return (
    <figure className="chart" data-testid="variants-expected-chart">
      <figcaption>Expected score under perfect play, and the middle half of all games</figcaption>
      <BarChart
        responsive
        layout="vertical"
        style={{ width: '100%', height: 70 + 44 * rows.length }}
        data={[...rows]}
        margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
        accessibilityLayer={false}
        aria-hidden="true"
      >
        <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" stroke={AXIS_INK} domain={[0, 'auto']} />
        <YAxis
          type="category"
          dataKey="name"
          stroke={AXIS_INK}
          tickLine={false}
          interval={0}
          width={150}
          fontSize={12}
        />
        <Tooltip
          formatter={(value, name) =>
            Array.isArray(value)
              ? [`${String(value[0])}–${String(value[1])}`, name]
              : [Number(value).toFixed(2), name]
          }
          contentStyle={TOOLTIP_STYLE}
        />
        <Legend />
        <Bar name="expected" dataKey="expected" fill={seriesColor(0)} isAnimationActive={false} />
        <Bar
          name="middle half of games"
          dataKey={(row: ExpectedRow) => [row.p25, row.p75]}
          fill={seriesColor(1)}
          isAnimationActive={false}
        />
      </BarChart>
      <div className="visually-hidden">
        <table>
          <caption>Expected score by rule set</caption>
          <thead>
            <tr>
              <th scope="col">Rules</th>
              <th scope="col">Expected</th>
              <th scope="col">Middle half</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <td>{r.name}</td>
                <td>{r.expected.toFixed(2)}</td>
                <td>
                  {r.p25}–{r.p75}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
});

export interface ComparedSeries {
  readonly distribution: VariantDistribution;
  readonly name: string;
}

export const DistributionCharts = memo(function DistributionCharts(props: {
  readonly rows: readonly ScoreRow[];
  readonly series: readonly ComparedSeries[];
}) {
  const { rows, series } = props;
  const lines = (value: 'chance' | 'atMost') =>
    series.map((s, i) => (
      <Line
        key={s.distribution.fingerprint}
        name={s.name}
        dataKey={(row: ScoreRow) => row[value][s.distribution.fingerprint]}
        stroke={seriesColor(i)}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    ));
  const common = {
    responsive: true,
    data: [...rows],
    margin: { top: 8, right: 16, bottom: 4, left: 0 },
    accessibilityLayer: false,
    'aria-hidden': true,
  } as const;
  return (
    <div className="variant-distribution-charts">
      <figure className="chart" data-testid="variants-distribution-chart">
        <figcaption>Chance of each final score</figcaption>
        <LineChart {...common} style={{ width: '100%', height: 220 }}>
          <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" />
          <XAxis dataKey="score" type="number" domain={['dataMin', 'dataMax']} stroke={AXIS_INK} />
          <YAxis stroke={AXIS_INK} width={48} tickFormatter={(v: number) => percent(v, 1)} />
          <Tooltip
            labelFormatter={(score) => `score ${String(score)}`}
            formatter={(value, name) => [percent(Number(value), 3), name]}
            contentStyle={TOOLTIP_STYLE}
          />
          <Legend />
          {lines('chance')}
        </LineChart>
      </figure>
      <figure className="chart" data-testid="variants-cumulative-chart">
        <figcaption>Chance of scoring at most each score</figcaption>
        <LineChart {...common} style={{ width: '100%', height: 220 }}>
          <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" />
          <XAxis dataKey="score" type="number" domain={['dataMin', 'dataMax']} stroke={AXIS_INK} />
          <YAxis stroke={AXIS_INK} width={48} domain={[0, 1]} tickFormatter={(v: number) => percent(v, 0)} />
          <Tooltip
            labelFormatter={(score) => `at most ${String(score)}`}
            formatter={(value, name) => [percent(Number(value), 1), name]}
            contentStyle={TOOLTIP_STYLE}
          />
          <Legend />
          {lines('atMost')}
        </LineChart>
      </figure>
      <div className="visually-hidden">
        <table>
          <caption>Percentiles of the compared rule sets</caption>
          <thead>
            <tr>
              <th scope="col">Rules</th>
              {['1', '5', '10', '25', '50', '75', '90', '95', '99'].map((q) => (
                <th key={q} scope="col">
                  {q}%
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.distribution.fingerprint}>
                <td>{s.name}</td>
                {['1', '5', '10', '25', '50', '75', '90', '95', '99'].map((q) => (
                  <td key={q}>{s.distribution.facts.percentiles[q]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
});

export const BoxChart = memo(function BoxChart(props: {
  readonly rows: readonly BoxRow[];
  readonly series: readonly ComparedSeries[];
}) {
  const { rows, series } = props;
  return (
    <figure className="chart" data-testid="variants-box-chart">
      <figcaption>Expected points of each box</figcaption>
      <BarChart
        responsive
        style={{ width: '100%', height: 240 }}
        data={[...rows]}
        margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
        accessibilityLayer={false}
        aria-hidden="true"
      >
        <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="box"
          stroke={AXIS_INK}
          tickLine={false}
          interval={0}
          angle={-35}
          textAnchor="end"
          height={70}
          fontSize={11}
        />
        <YAxis stroke={AXIS_INK} width={40} />
        <Tooltip formatter={(value, name) => [Number(value).toFixed(2), name]} contentStyle={TOOLTIP_STYLE} />
        <Legend />
        {series.map((s, i) => (
          <Bar
            key={s.distribution.fingerprint}
            name={s.name}
            dataKey={(row: BoxRow) => row.points[s.distribution.fingerprint] ?? undefined}
            fill={seriesColor(i)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
      <div className="visually-hidden">
        <table>
          <caption>Expected points of each box by rule set</caption>
          <thead>
            <tr>
              <th scope="col">Box</th>
              {series.map((s) => (
                <th key={s.distribution.fingerprint} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.box}>
                <td>{r.box}</td>
                {series.map((s) => {
                  const p = r.points[s.distribution.fingerprint];
                  return (
                    <td key={s.distribution.fingerprint}>
                      {p === null || p === undefined ? '—' : p.toFixed(2)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
});
