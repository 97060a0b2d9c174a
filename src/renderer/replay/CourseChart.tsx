// The game's course: every seat's expected final total after each roll and decision (the solver's, under
// perfect play from there). A mistake shows as a drop, a good roll as a jump. A legend names each seat's line,
// every round has its tick, the value axis round numbers. Clicking a point selects its step; the selected
// step is a vertical line. The decision list is the same story for keyboards and screen readers, so the
// drawing itself is hidden from them.
//
// The chart is drawn once per game: the step's line is a marker laid over the plot (its place computed from
// the chart's fixed margins), so moving a step redraws a line, not some thousand points.

import { memo, useMemo } from 'react';
import type { Seat } from '../../shared/game';
import type { CourseRow } from '../../shared/replay';
import { axisScale } from '../../shared/replay/chart-scale';
import { points2 } from '../coach/format';
import { SEAT_LINES_PLOT as PLOT, SeatLegend, SeatLines } from '../ui/charts/SeatLines';
import { StepMarker } from '../ui/charts/StepMarker';

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
      <SeatLegend seats={seats} testId="course-legend" />
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
    <SeatLines
      rows={rows}
      seats={seats}
      height={220}
      xKey="step"
      x={{
        domain: [0, Math.max(1, rows.length - 1)],
        ticks: roundTicks(rows),
        format: (s) => String(roundAt(s)),
      }}
      y={{ ...values, format: (v) => v.toFixed(0) }}
      value={(row, i) => row.values[i]}
      tipLabel={(s) => `Round ${roundAt(s)}, step ${s}: expected final totals`}
      tipValue={points2}
      onRow={onStep}
    />
  );
});

/** Drawn again only when its props change (the replay's board is drawn first, this a render later). */
export const CourseChart = memo(CourseChartInner);
