// Shadow Perfect: what Perfect scores with the very dice this seat was dealt (a game dealt from a dice grid),
// turn by turn beside the seat's own total; or why a game has no shadow.

import { memo, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ShadowRow } from '../../shared/replay';
import type { ReplayView } from '../../shared/api/contract';
import { axisScale } from '../../shared/replay/chart-scale';
import { AXIS_INK, GRID_INK, INK, seatColor } from '../ui/charts/chart-colors';
import { possessive } from '../ui/words';

export interface ShadowPanelProps {
  readonly shadow: ReplayView['shadow'];
  readonly seat: number;
  readonly seatName: string;
  /** The seat's total and Perfect's, turn by turn. */
  readonly rows: readonly ShadowRow[];
  readonly over: boolean;
}

function ShadowPanelInner(props: ShadowPanelProps) {
  const { shadow, seat, seatName, rows, over } = props;
  // Round ticks from 0 (the totals start there): 0, 100, 200, 300, not 0, 190, 380.
  const values = useMemo(
    () => axisScale(0, Math.max(1, ...rows.flatMap((r) => [r.own ?? 0, r.perfect ?? 0])), 6),
    [rows],
  );
  if (shadow.kind === 'none') {
    return (
      <section
        className="card shadow-panel"
        aria-labelledby="shadow-title"
        data-testid="shadow-panel"
        data-shadow="none"
      >
        <h2 id="shadow-title">Shadow Perfect</h2>
        <p className="field-hint">{shadow.reason}</p>
      </section>
    );
  }
  const perfect = shadow.seats[seat];
  const own = rows.findLast((r) => r.own !== undefined)?.own ?? 0;
  const you = seatName === 'You';
  const whose = possessive(seatName, true);
  return (
    <section
      className="card shadow-panel"
      aria-labelledby="shadow-title"
      data-testid="shadow-panel"
      data-shadow="shadow"
    >
      <h2 id="shadow-title">Shadow Perfect</h2>
      {perfect && (
        <p data-testid="shadow-sentence" data-perfect={perfect.total} data-own={own}>
          Perfect would have scored <strong>{perfect.total}</strong> with {whose} dice
          {over ? `; ${you ? 'you' : seatName} scored ${own}.` : ` (${own} so far).`}
          {shadow.shared ? ' Every seat was dealt the same dice.' : ''}
        </p>
      )}
      <LineChart
        responsive
        style={{ width: '100%', height: 160 }}
        data={[...rows]}
        margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
        accessibilityLayer={false}
        aria-hidden="true"
      >
        <CartesianGrid stroke={GRID_INK} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="turn" stroke={AXIS_INK} tickLine={false} />
        <YAxis
          stroke={AXIS_INK}
          width={40}
          domain={[...values.domain]}
          ticks={[...values.ticks]}
          interval={0}
        />
        <Tooltip
          labelFormatter={(turn) => `After turn ${String(turn)}`}
          separator=": "
          contentStyle={{ background: 'var(--surface)', borderColor: 'var(--line)' }}
          isAnimationActive={false}
        />
        <Legend />
        <Line
          name={seatName}
          dataKey="own"
          stroke={seatColor(seat)}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          name="Perfect"
          dataKey="perfect"
          stroke={INK}
          strokeDasharray="5 4"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </section>
  );
}

export const ShadowPanel = memo(ShadowPanelInner);
