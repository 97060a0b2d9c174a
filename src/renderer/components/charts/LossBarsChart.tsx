// The selected seat's loss at each of its decisions, one bar each, coloured by class (a best decision has no
// bar). Clicking a bar selects that decision; the selected one is marked by a band laid over the plot (the
// chart itself is drawn once per seat, not once per step).

import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { LossBar } from '../../../shared/replay';
import { GRADE_LABELS, lossText } from '../../coach/format';
import { possessive } from '../table-words';
import { AXIS_INK, GRID_INK, gradeColor } from './chart-colors';
import { StepMarker } from './StepMarker';

/** The plot's place in the chart (px): the margins and the axes' sizes below. */
const PLOT = { left: 36, right: 8, top: 8, bottom: 34 } as const;

export interface LossBarsChartProps {
  readonly bars: readonly LossBar[];
  readonly seatName: string;
  /** The log index of the decision selected, if one is. */
  readonly selected: number | null;
  readonly onStep: (step: number) => void;
}

function LossBarsChartInner(props: LossBarsChartProps) {
  const { bars, seatName, selected, onStep } = props;
  const lost = bars.reduce((sum, b) => sum + b.loss, 0);
  const at = bars.findIndex((b) => b.index === selected);
  return (
    <figure className="chart loss-bars" data-testid="loss-bars">
      <figcaption>
        {possessive(seatName)} loss at each decision ({lossText(lost)} in all)
      </figcaption>
      <div className="chart-plot">
        <BarsDrawing bars={bars} onStep={onStep} />
        {at >= 0 && <StepMarker plot={PLOT} at={at / bars.length} width={1 / bars.length} />}
      </div>
    </figure>
  );
}

const BarsDrawing = memo(function BarsDrawing(props: Pick<LossBarsChartProps, 'bars' | 'onStep'>) {
  const { bars, onStep } = props;
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: 160 }}
      data={[...bars]}
      margin={{ top: PLOT.top, right: PLOT.right, bottom: 4, left: 0 }}
      accessibilityLayer={false}
      aria-hidden="true"
      // Unthrottled, so a click lands on the bar under the pointer even when no hover came first.
      throttledEvents={[]}
      onClick={(state) => {
        if (state.activeTooltipIndex === null || state.activeTooltipIndex === undefined) return;
        const bar = bars[Number(state.activeTooltipIndex)];
        if (bar) onStep(bar.step);
      }}
      cursor="pointer"
    >
      <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="decision"
        stroke={AXIS_INK}
        tickLine={false}
        interval="preserveStartEnd"
        height={PLOT.bottom - 4}
      />
      <YAxis stroke={AXIS_INK} width={PLOT.left} allowDecimals={false} />
      <Tooltip
        labelFormatter={(_, payload) => {
          const bar = payload[0]?.payload as LossBar | undefined;
          return bar ? `Decision ${bar.decision}, round ${bar.round}: ${GRADE_LABELS[bar.grade]}` : '';
        }}
        formatter={(value) => [lossText(Number(value)), 'loss']}
        contentStyle={{ background: 'var(--surface)', borderColor: 'var(--line)' }}
        isAnimationActive={false}
      />
      <Bar dataKey="loss" isAnimationActive={false}>
        {bars.map((bar) => (
          <Cell key={bar.index} fill={gradeColor(bar.grade)} />
        ))}
      </Bar>
    </BarChart>
  );
});

/** Drawn again only when its props change (the replay's board is drawn first, this a render later). */
export const LossBarsChart = memo(LossBarsChartInner);
