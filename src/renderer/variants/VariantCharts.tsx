// The variants page's charts (recharts): the expected score of every rule set beside its middle half (25th
// to 75th percentile); the compared rule sets' score distributions overlaid (chance by score, and the chance of
// at most a score), from the 0.1st to the 99.9th percentile unless every score is asked for; and each box's
// expected points side by side. Each rule set keeps its own colour (rule-set-colors.ts). The numbers behind the
// pictures are shown as tables too: the percentiles and each box's points.

import { memo, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  scoreTicks,
  type BoxRow,
  type ComparedSeries,
  type ExpectedRow,
  type ScoreRow,
} from './variant-view';
import { AXIS_INK, GRID_INK } from '../ui/charts/chart-colors';

const TOOLTIP_STYLE = { background: 'var(--surface)', borderColor: 'var(--line)' };
const MIDDLE_HALF_INK = 'var(--line)';
const percent = (p: number, digits = 2): string => `${(p * 100).toFixed(digits)}%`;
const PERCENTILES = ['1', '5', '10', '25', '50', '75', '90', '95', '99'] as const;

/** A rule set's name beside a dot of its colour (the dot is decoration: the name says it). */
function Swatch(props: { readonly color: string; readonly children: ReactNode }) {
  return (
    <span className="rules-swatch-name">
      <span className="rules-swatch" style={{ background: props.color }} aria-hidden="true" />
      {props.children}
    </span>
  );
}

export const ExpectedChart = memo(function ExpectedChart(props: { readonly rows: readonly ExpectedRow[] }) {
  const { rows } = props;
  return (
    <figure className="chart" data-testid="variants-expected-chart">
      <figcaption>
        Expected score under perfect play (each rule set’s colour), and the middle half of all games (grey)
      </figcaption>
      <BarChart
        responsive
        layout="vertical"
        style={{ width: '100%', height: 40 + 44 * rows.length }}
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
        <Bar name="expected" dataKey="expected" isAnimationActive={false}>
          {rows.map((r) => (
            <Cell key={r.key} fill={r.color} />
          ))}
        </Bar>
        <Bar
          name="middle half of games"
          dataKey={(row: ExpectedRow) => [row.p25, row.p75]}
          fill={MIDDLE_HALF_INK}
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
              <tr key={r.key}>
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

export const DistributionCharts = memo(function DistributionCharts(props: {
  readonly rows: readonly ScoreRow[];
  readonly series: readonly ComparedSeries[];
  /** What the score axis leaves out, in words, with the control to show it (null: nothing to say). */
  readonly range: ReactNode;
}) {
  const { rows, series } = props;
  const lines = (value: 'chance' | 'atMost') =>
    series.map((s) => (
      <Line
        key={s.key}
        name={s.name}
        dataKey={(row: ScoreRow) => row[value][s.key]}
        stroke={s.color}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    ));
  // Made anew when the rule sets change: recharts lists the legend in the order the lines first appeared.
  const chartKey = series.map((s) => s.key).join('\n');
  const common = {
    responsive: true,
    data: [...rows],
    margin: { top: 8, right: 16, bottom: 4, left: 0 },
    accessibilityLayer: false,
    'aria-hidden': true,
  } as const;
  const lo = rows[0]?.score ?? 0;
  const hi = rows[rows.length - 1]?.score ?? 0;
  const xAxis = (
    <XAxis dataKey="score" type="number" domain={[lo, hi]} ticks={scoreTicks(lo, hi)} stroke={AXIS_INK} />
  );
  return (
    <div className="variant-distribution-charts">
      {props.range}
      <figure className="chart" data-testid="variants-distribution-chart">
        <figcaption>Chance of each final score</figcaption>
        <LineChart key={chartKey} {...common} style={{ width: '100%', height: 220 }}>
          <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" />
          {xAxis}
          <YAxis stroke={AXIS_INK} width={48} tickFormatter={(v: number) => percent(v, 1)} />
          <Tooltip
            labelFormatter={(score) => `score ${String(score)}`}
            formatter={(value, name) => [percent(Number(value), 3), name]}
            contentStyle={TOOLTIP_STYLE}
          />
          <Legend itemSorter={null} />
          {lines('chance')}
        </LineChart>
      </figure>
      <figure className="chart" data-testid="variants-cumulative-chart">
        <figcaption>Chance of scoring at most each score</figcaption>
        <LineChart key={chartKey} {...common} style={{ width: '100%', height: 220 }}>
          <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" />
          {xAxis}
          <YAxis stroke={AXIS_INK} width={48} domain={[0, 1]} tickFormatter={(v: number) => percent(v, 0)} />
          <Tooltip
            labelFormatter={(score) => `at most ${String(score)}`}
            formatter={(value, name) => [percent(Number(value), 1), name]}
            contentStyle={TOOLTIP_STYLE}
          />
          <Legend itemSorter={null} />
          {lines('atMost')}
        </LineChart>
      </figure>
      <div className="variant-numbers">
        <table data-testid="variants-percentiles">
          <caption>
            Percentiles: this share of games ends at or below the score (the 50% column is the median)
          </caption>
          <thead>
            <tr>
              <th scope="col">Rules</th>
              {PERCENTILES.map((q) => (
                <th key={q} scope="col" className="number">
                  {q}%
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.key}>
                <th scope="row">
                  <Swatch color={s.color}>{s.name}</Swatch>
                </th>
                {PERCENTILES.map((q) => (
                  <td key={q} className="number">
                    {s.distribution.facts.percentiles[q]}
                  </td>
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
        key={series.map((s) => s.key).join('\n')}
        className="box-chart-bars"
        responsive
        style={{ width: '100%', height: 360 }}
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
        <Legend itemSorter={null} />
        {series.map((s) => (
          <Bar
            key={s.key}
            name={s.name}
            dataKey={(row: BoxRow) => row.points[s.key] ?? undefined}
            fill={s.color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
      <div className="variant-numbers">
        <table data-testid="variants-box-points">
          <caption>Expected points of each box (— where the rule set has no such box)</caption>
          <thead>
            <tr>
              <th scope="col">Box</th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="number">
                  <Swatch color={s.color}>{s.name}</Swatch>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.box}>
                <th scope="row">{r.box}</th>
                {series.map((s) => {
                  const p = r.points[s.key];
                  return (
                    <td key={s.key} className="number">
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
