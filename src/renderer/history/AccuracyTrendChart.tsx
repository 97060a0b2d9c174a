// The history's chart: one person's accuracy in percent over their last games, oldest first, higher is better.
// One line across rule sets: accuracy reads the same in every rule set (points lost per decision do not: a
// Yatzy decision loses less than a Standard one, which split the old chart into a line per rule set and left
// lone dots). The dashed line is the mean. A visually hidden table says the same for screen readers.

import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { accuracyText } from '../../shared/coach/accuracy-words';
import { lossText } from '../coach/format';
import type { TrendRow } from './history-view';
import { playedOnText, playedWhen } from './played-on';
import { AXIS_INK, GRID_INK, INK, seriesColor } from '../ui/charts/chart-colors';

export interface AccuracyTrendChartProps {
  /** The person charted: a name, shown as a label. */
  readonly person: string;
  /** At least two games, oldest first. */
  readonly rows: readonly TrendRow[];
}

/** The y axis: from a round ten below the lowest game to 100, in steps a reader can follow. */
export function accuracyAxis(rows: readonly TrendRow[]): { domain: [number, number]; ticks: number[] } {
  const lowest = Math.min(...rows.map((r) => r.accuracy));
  const floor = Math.max(0, Math.floor((lowest - 2) / 10) * 10);
  const step = 100 - floor <= 30 ? 5 : 10;
  const ticks: number[] = [];
  for (let t = floor; t <= 100; t += step) ticks.push(t);
  return { domain: [floor, 100], ticks };
}

const TIP_STYLE = {
  background: 'var(--surface)',
  color: 'var(--fg)',
  border: '1px solid var(--line)',
  borderRadius: 8,
  padding: '0.3rem 0.55rem',
  fontSize: '0.85rem',
} as const;

function TrendTip(props: { readonly row: TrendRow }) {
  const { row } = props;
  return (
    <div style={TIP_STYLE} data-testid="accuracy-trend-tip">
      <div>
        Game {row.game}, {playedOnText(row.playedAt)} · {row.rules}
      </div>
      <strong>Accuracy {accuracyText(row.accuracy)}</strong> · {lossText(row.meanLoss)} a decision
    </div>
  );
}

export function AccuracyTrendChart(props: AccuracyTrendChartProps) {
  const { person, rows } = props;
  const mean = rows.reduce((sum, r) => sum + r.accuracy, 0) / rows.length;
  const axis = accuracyAxis(rows);
  return (
    <figure className="chart accuracy-trend" data-testid="accuracy-trend" data-mean={String(mean)}>
      <figcaption>
        Accuracy per game, last {rows.length} games{' '}
        <span className="field-hint">
          · Player: {person} · mean {accuracyText(mean)}
        </span>
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
        <YAxis
          stroke={AXIS_INK}
          width={44}
          domain={axis.domain}
          ticks={axis.ticks}
          tickFormatter={(v: number) => `${v}%`}
        />
        <ReferenceLine y={mean} stroke={INK} strokeDasharray="4 4" strokeOpacity={0.6} />
        <Tooltip
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as TrendRow | undefined;
            return active && row ? <TrendTip row={row} /> : null;
          }}
        />
        <Line
          name="Accuracy"
          dataKey="accuracy"
          stroke={seriesColor(0)}
          strokeWidth={2}
          dot={{ r: 3.5 }}
          isAnimationActive={false}
        />
      </LineChart>
      <div className="visually-hidden">
        <table>
          <caption>Accuracy by game, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Played on</th>
              <th scope="col">Rules</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Lost a decision</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.gameId}>
                <td>{playedWhen(row.playedAt)}</td>
                <td>{row.rules}</td>
                <td>{accuracyText(row.accuracy)}</td>
                <td>{lossText(row.meanLoss)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
