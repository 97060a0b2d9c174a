// The history's chart: one person's points lost per decision over their last games, one line per rule set
// (the rule sets' figures are not alike: Yatzy's decisions lose less than Standard's). A visually hidden table
// says the same for screen readers.

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendRow } from '../../history/history-view';
import { points2 } from '../../coach/format';
import { AXIS_INK, GRID_INK, seriesColor } from './chart-colors';

export interface LossTrendChartProps {
  readonly person: string;
  readonly rows: readonly TrendRow[];
  readonly ruleSets: readonly string[];
}

function dateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

export function LossTrendChart(props: LossTrendChartProps) {
  const { person, rows, ruleSets } = props;
  return (
    <figure className="chart loss-trend" data-testid="loss-trend">
      <figcaption>
        Points {person} lost per decision, last {rows.length} {rows.length === 1 ? 'game' : 'games'}
      </figcaption>
      <LineChart
        responsive
        style={{ width: '100%', height: 200 }}
        data={[...rows]}
        margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
        accessibilityLayer={false}
        aria-hidden="true"
      >
        <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" />
        <XAxis dataKey="game" stroke={AXIS_INK} tickLine={false} allowDecimals={false} />
        <YAxis stroke={AXIS_INK} width={40} tickFormatter={(v: number) => v.toFixed(1)} />
        <Tooltip
          labelFormatter={(_, payload) => {
            const row = payload[0]?.payload as TrendRow | undefined;
            return row ? `${dateText(row.finishedAt)} · ${row.rules}` : '';
          }}
          formatter={(value) => [points2(Number(value)), 'lost a decision']}
          contentStyle={{ background: 'var(--surface)', borderColor: 'var(--line)' }}
        />
        {ruleSets.length > 1 && <Legend />}
        {ruleSets.map((rules, i) => (
          <Line
            key={rules}
            name={rules}
            dataKey={(row: TrendRow) => row.values[rules]}
            stroke={seriesColor(i)}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
      <div className="visually-hidden">
        <table>
          <caption>Points lost per decision by game</caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Rules</th>
              <th scope="col">Lost a decision</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.gameId}>
                <td>{dateText(row.finishedAt)}</td>
                <td>{row.rules}</td>
                <td>{points2(row.values[row.rules] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
