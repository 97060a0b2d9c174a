// The selected seat's loss at each of its decisions, one bar each, coloured by class (a best decision has no
// bar). Clicking a bar selects that decision; the selected one is outlined.

import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { LossBar } from '../../../shared/replay';
import { GRADE_LABELS, lossText } from '../../coach/format';
import { possessive } from '../table-words';
import { AXIS_INK, GRID_INK, INK, gradeColor } from './chart-colors';

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
  return (
    <figure className="chart loss-bars" data-testid="loss-bars">
      <figcaption>
        {possessive(seatName)} loss at each decision ({lossText(lost)} in all)
      </figcaption>
      <BarChart
        responsive
        style={{ width: '100%', height: 160 }}
        data={[...bars]}
        margin={{ top: 8, right: 8, bottom: 4, left: 0 }}
        accessibilityLayer={false}
        aria-hidden="true"
        onClick={(state) => {
          const bar = bars[Number(state.activeTooltipIndex)];
          if (bar) onStep(bar.step);
        }}
        cursor="pointer"
      >
        <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="decision" stroke={AXIS_INK} tickLine={false} interval="preserveStartEnd" />
        <YAxis stroke={AXIS_INK} width={36} allowDecimals={false} />
        <Tooltip
          labelFormatter={(_, payload) => {
            const bar = payload[0]?.payload as LossBar | undefined;
            return bar ? `Decision ${bar.decision}, round ${bar.round}: ${GRADE_LABELS[bar.grade]}` : '';
          }}
          formatter={(value) => [lossText(Number(value)), 'loss']}
          contentStyle={{ background: 'var(--surface)', borderColor: 'var(--line)' }}
          isAnimationActive={false}
        />
        <Bar dataKey="loss" isAnimationActive={false} minPointSize={0}>
          {bars.map((bar) => (
            <Cell
              key={bar.index}
              fill={gradeColor(bar.grade)}
              stroke={bar.index === selected ? INK : 'none'}
              strokeWidth={2}
            />
          ))}
        </Bar>
      </BarChart>
    </figure>
  );
}

export const LossBarsChart = memo(LossBarsChartInner);
