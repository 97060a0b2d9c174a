// The selected seat's loss at each of its decisions, one bar each, coloured by class (a best decision has no
// bar). Every decision's column, the whole plot's height, is a target: a click anywhere in it selects that
// decision (a bar of a small loss is a few pixels high, a best one has none), and pointing at it says which
// decision it is. The selected one is marked by a band laid over the plot (the chart itself is drawn once
// per seat, not once per step). The decision list is the way in for keyboards and screen readers.

import { memo, useState, type CSSProperties } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from 'recharts';
import type { LossBar } from '../../shared/replay';
import { GRADE_LABELS, lossText } from '../coach/format';
import { possessive } from '../ui/words';
import { AXIS_INK, GRID_INK, gradeColor } from '../ui/charts/chart-colors';
import { StepMarker, type PlotArea } from '../ui/charts/StepMarker';

/** The plot's place in the chart (px): the margins and the axes' sizes below. */
const PLOT = { left: 36, right: 8, top: 8, bottom: 34 } as const;

export interface LossBarsChartProps {
  readonly bars: readonly LossBar[];
  readonly seatName: string;
  /** The log index of the decision selected, if one is. */
  readonly selected: number | null;
  readonly onStep: (step: number) => void;
}

/** "Decision 3, round 2: Mistake, −2.10". */
export function barWords(bar: LossBar): string {
  return `Decision ${bar.decision}, round ${bar.round}: ${GRADE_LABELS[bar.grade]}, ${lossText(bar.loss)}`;
}

function LossBarsChartInner(props: LossBarsChartProps) {
  const { bars, seatName, selected, onStep } = props;
  const [pointed, setPointed] = useState<number | null>(null);
  const lost = bars.reduce((sum, b) => sum + b.loss, 0);
  const at = bars.findIndex((b) => b.index === selected);
  const shown = pointed === null ? undefined : bars[pointed];
  return (
    <figure className="chart loss-bars" data-testid="loss-bars">
      <figcaption>
        {possessive(seatName)} loss at each decision ({lossText(lost)} in all)
      </figcaption>
      <div className="chart-plot">
        <BarsDrawing bars={bars} />
        {at >= 0 && <StepMarker plot={PLOT} at={at / bars.length} width={1 / bars.length} />}
        <ColumnTargets bars={bars} plot={PLOT} onStep={onStep} onPoint={setPointed} />
        {shown && (
          <span
            className="chart-tip"
            aria-hidden="true"
            data-testid="loss-bar-tip"
            style={columnStyle(PLOT, (pointed ?? 0) / bars.length, 1 / bars.length, true)}
          >
            {barWords(shown)}
          </span>
        )}
      </div>
    </figure>
  );
}

/** A column's place over the plot; a tip is anchored left near the left edge and right near the right one. */
function columnStyle(plot: PlotArea, from: number, width: number, tip = false): CSSProperties {
  const inner = `(100% - ${plot.left + plot.right}px)`;
  const middle = from + width / 2;
  return tip
    ? {
        left: `calc(${plot.left}px + ${inner} * ${middle})`,
        top: plot.top,
        transform: `translate(-${Math.round(middle * 100)}%, -100%)`,
      }
    : {
        left: `calc(${plot.left}px + ${inner} * ${from})`,
        width: `calc(${inner} * ${width})`,
        top: plot.top,
        bottom: plot.bottom,
      };
}

interface ColumnTargetsProps {
  readonly bars: readonly LossBar[];
  readonly plot: PlotArea;
  readonly onStep: (step: number) => void;
  readonly onPoint: (at: number | null) => void;
}

// Out of the tab order and hidden from screen readers: the decision list is their way to each decision.
const ColumnTargets = memo(function ColumnTargets(props: ColumnTargetsProps) {
  const { bars, plot, onStep, onPoint } = props;
  return (
    <div className="chart-columns" aria-hidden="true" onMouseLeave={() => onPoint(null)}>
      {bars.map((bar, i) => (
        <button
          key={bar.index}
          type="button"
          tabIndex={-1}
          className="chart-column"
          style={columnStyle(plot, i / bars.length, 1 / bars.length)}
          onMouseEnter={() => onPoint(i)}
          onClick={() => onStep(bar.step)}
          data-testid="loss-column"
          data-index={bar.index}
        />
      ))}
    </div>
  );
});

const BarsDrawing = memo(function BarsDrawing(props: Pick<LossBarsChartProps, 'bars'>) {
  const { bars } = props;
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: 160 }}
      data={[...bars]}
      margin={{ top: PLOT.top, right: PLOT.right, bottom: 4, left: 0 }}
      accessibilityLayer={false}
      aria-hidden="true"
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
      <Bar dataKey="loss" isAnimationActive={false} minPointSize={(value) => (Number(value) > 0 ? 3 : 0)}>
        {bars.map((bar) => (
          <Cell key={bar.index} fill={gradeColor(bar.grade)} />
        ))}
      </Bar>
    </BarChart>
  );
});

/** Drawn again only when its props change (the replay's board is drawn first, this a render later). */
export const LossBarsChart = memo(LossBarsChartInner);
