// One line a seat over the rounds of a game: the replay's course (expected final totals) and its win chance
// draw the same chart with other numbers. The plot's place is fixed (SEAT_LINES_PLOT), so marks laid over it
// (the selected step, the win chart's decisions) can be placed without asking the chart. The drawing is hidden
// from screen readers: the caller's caption, list or marks carry it.

import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Seat } from '../../../shared/game';
import { AXIS_INK, GRID_INK, seatColor } from './chart-colors';
import type { PlotArea } from './StepMarker';

/** The plot's place in the chart (px): the margins and the axes' sizes below. */
export const SEAT_LINES_PLOT: PlotArea = { left: 44, right: 16, top: 8, bottom: 34 };

/** Each seat's name beside its line's colour (the drawing's legend, hidden from screen readers too). */
export function SeatLegend(props: { readonly seats: readonly Seat[]; readonly testId?: string }) {
  return (
    <ul className="chart-legend" aria-hidden="true" data-testid={props.testId}>
      {props.seats.map((seat, i) => (
        <li key={i}>
          <span className="legend-line" style={{ background: seatColor(i) }} /> {seat.name}
        </li>
      ))}
    </ul>
  );
}

export interface Axis {
  readonly domain: readonly [number, number];
  /** Every one is drawn (interval 0). */
  readonly ticks: readonly number[];
  readonly format: (value: number) => string;
}

export interface SeatLinesProps<Row> {
  readonly rows: readonly Row[];
  readonly seats: readonly Seat[];
  readonly height: number;
  /** The rows' field along the x axis (its ticks are rounds: 'Round' is its label). */
  readonly xKey: string;
  readonly x: Axis;
  readonly y: Axis;
  /** A seat's value in a row. */
  readonly value: (row: Row, seat: number) => number | undefined;
  /** The tooltip's heading for an x, and each seat's value in it. */
  readonly tipLabel: (x: number) => string;
  readonly tipValue: (value: number) => string;
  /** A click on the plot, with the index of the row under the pointer. */
  readonly onRow?: ((index: number) => void) | undefined;
}

export function SeatLines<Row>(props: SeatLinesProps<Row>) {
  const { rows, seats, height, xKey, x, y, value, tipLabel, tipValue, onRow } = props;
  const plot = SEAT_LINES_PLOT;
  return (
    <LineChart
      responsive
      style={{ width: '100%', height }}
      data={[...rows]}
      margin={{ top: plot.top, right: plot.right, bottom: 4, left: 0 }}
      accessibilityLayer={false}
      aria-hidden="true"
      {...(onRow
        ? {
            // Unthrottled, so a click lands on the point under the pointer even when no hover came first.
            throttledEvents: [],
            onClick: (state: { activeTooltipIndex?: unknown }) => {
              if (state.activeTooltipIndex === null || state.activeTooltipIndex === undefined) return;
              const index = Number(state.activeTooltipIndex);
              if (Number.isInteger(index) && index >= 0) onRow(index);
            },
            cursor: 'pointer',
          }
        : {})}
    >
      <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey={xKey}
        type="number"
        domain={[...x.domain]}
        ticks={[...x.ticks]}
        interval={0}
        tickFormatter={x.format}
        stroke={AXIS_INK}
        tickLine={false}
        height={plot.bottom - 4}
        label={{ value: 'Round', position: 'insideBottomRight', offset: -2, fill: AXIS_INK, fontSize: 12 }}
      />
      <YAxis
        stroke={AXIS_INK}
        width={plot.left}
        domain={[...y.domain]}
        ticks={[...y.ticks]}
        interval={0}
        tickFormatter={y.format}
      />
      <Tooltip
        labelFormatter={(label) => tipLabel(Number(label))}
        formatter={(v, name) => [tipValue(Number(v)), name]}
        separator=": "
        contentStyle={{ background: 'var(--surface)', borderColor: 'var(--line)' }}
        isAnimationActive={false}
      />
      {seats.map((seat, i) => (
        <Line
          key={i}
          name={seat.name}
          dataKey={(row: Row) => value(row, i)}
          stroke={seatColor(i)}
          strokeWidth={2}
          dot={false}
          activeDot={{ r: 4 }}
          isAnimationActive={false}
          type="linear"
        />
      ))}
    </LineChart>
  );
}
