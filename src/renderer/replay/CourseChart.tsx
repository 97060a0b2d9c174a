// The game's course: every seat's expected final total after each roll and decision (the solver's, under
// perfect play from there). A mistake shows as a drop, a good roll as a jump. A legend names each seat's line,
// every round has its tick, the value axis round numbers. Clicking a point selects its step; the selected
// step is a vertical line. The decision list is the same story for keyboards and screen readers, so the
// drawing itself is hidden from them.
//
// The chart is drawn once per game: the step's line is a marker laid over the plot (its place computed from
// the chart's fixed margins), so moving a step redraws a line, not some thousand points.

import { memo, useMemo } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Seat } from '../../shared/game';
import type { CourseRow } from '../../shared/replay';
import { axisScale } from '../../shared/replay/chart-scale';
import { points2 } from '../coach/format';
import { AXIS_INK, GRID_INK, seatColor } from '../ui/charts/chart-colors';
import { StepMarker } from '../ui/charts/StepMarker';

/** The plot's place in the chart (px): the margins and the axes' sizes below. */
const PLOT = { left: 44, right: 16, top: 8, bottom: 34 } as const;

export interface CourseChartProps {
  readonly rows: readonly CourseRow[];
  readonly seats: readonly Seat[];
  readonly step: number;
  readonly onStep: (step: number) => void;
}

type DrawingProps = Omit<CourseChartProps, 'step'>;

/** The first step of each round: the x axis's ticks (every one is drawn: interval 0). */
export function roundTicks(rows: readonly CourseRow[]): number[] {
  const ticks: number[] = [];
  let round = 0;
  for (const row of rows) {
    if (row.round !== round) {
      ticks.push(row.step);
      round = row.round;
    }
  }
  return ticks;
}

function CourseChartInner(props: CourseChartProps) {
  const { rows, seats, step, onStep } = props;
  const last = Math.max(1, rows.length - 1);
  return (
    <figure className="chart course-chart" data-testid="course-chart">
      <figcaption>Expected final total after each roll and decision (perfect play from there)</figcaption>
      <ul className="chart-legend" aria-hidden="true" data-testid="course-legend">
        {seats.map((seat, i) => (
          <li key={i}>
            <span className="legend-line" style={{ background: seatColor(i) }} /> {seat.name}
          </li>
        ))}
      </ul>
      <div className="chart-plot">
        <CourseDrawing rows={rows} seats={seats} onStep={onStep} />
        <StepMarker plot={PLOT} at={step / last} />
      </div>
    </figure>
  );
}

const CourseDrawing = memo(function CourseDrawing(props: DrawingProps) {
  const { rows, seats, onStep } = props;
  const roundAt = (s: number): number => rows[s]?.round ?? 1;
  const values = useMemo(() => {
    let min = Infinity;
    let max = -Infinity;
    for (const row of rows) {
      for (const v of row.values) {
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    return axisScale(min, max);
  }, [rows]);
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 220 }}
      data={[...rows]}
      margin={{ top: PLOT.top, right: PLOT.right, bottom: 4, left: 0 }}
      accessibilityLayer={false}
      aria-hidden="true"
      // Unthrottled, so a click lands on the point under the pointer even when no hover came first.
      throttledEvents={[]}
      onClick={(state) => {
        if (state.activeTooltipIndex === null || state.activeTooltipIndex === undefined) return;
        const index = Number(state.activeTooltipIndex);
        if (Number.isInteger(index) && index >= 0) onStep(index);
      }}
      cursor="pointer"
    >
      <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="step"
        type="number"
        domain={[0, Math.max(1, rows.length - 1)]}
        ticks={roundTicks(rows)}
        interval={0}
        tickFormatter={(s: number) => String(roundAt(s))}
        stroke={AXIS_INK}
        tickLine={false}
        height={PLOT.bottom - 4}
        label={{ value: 'Round', position: 'insideBottomRight', offset: -2, fill: AXIS_INK, fontSize: 12 }}
      />
      <YAxis
        stroke={AXIS_INK}
        width={PLOT.left}
        domain={[...values.domain]}
        ticks={[...values.ticks]}
        interval={0}
        tickFormatter={(v: number) => v.toFixed(0)}
      />
      <Tooltip
        labelFormatter={(s) => `Round ${roundAt(Number(s))}, step ${String(s)}: expected final totals`}
        formatter={(value, name) => [points2(Number(value)), name]}
        separator=": "
        contentStyle={{ background: 'var(--surface)', borderColor: 'var(--line)' }}
        isAnimationActive={false}
      />
      {seats.map((seat, i) => (
        <Line
          key={i}
          name={seat.name}
          dataKey={(row: CourseRow) => row.values[i]}
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
});

/** Drawn again only when its props change (the replay's board is drawn first, this a render later). */
export const CourseChart = memo(CourseChartInner);
