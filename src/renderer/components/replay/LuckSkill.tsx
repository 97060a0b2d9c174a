// Luck against skill, exactly: each seat's final total split into the expected total at the start, what the
// dice gave or took (luck) and what its decisions lost, in a sentence and a small bar. The three add up to the
// final total (to the expected one while the game goes on).

import { memo } from 'react';
import { Bar, BarChart, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { Seat } from '../../../shared/game';
import type { SeatSplit } from '../../../shared/replay';
import { points2, signed } from '../../coach/format';
import { AXIS_INK, INK, gradeColor } from '../charts/chart-colors';

export interface LuckSkillProps {
  readonly splits: readonly SeatSplit[];
  readonly seats: readonly Seat[];
  readonly over: boolean;
}

/** "You lost 14.20 points to decisions; the dice gave you +9.60." */
export function luckSentence(name: string, split: SeatSplit): string {
  const you = name === 'You';
  const lost = `${name} lost ${split.loss.toFixed(2)} points to decisions`;
  const dice = `the dice ${split.luck >= 0 ? 'gave' : 'took'}${you ? (split.luck >= 0 ? ' you' : ' from you') : ''} ${signed(split.luck)}`;
  return `${lost}; ${dice}.`;
}

interface BarRow {
  readonly name: string;
  readonly luck: number;
  readonly loss: number;
}

export const LuckSkill = memo(function LuckSkill(props: LuckSkillProps) {
  const { splits, seats, over } = props;
  const rows: BarRow[] = splits.map((s) => ({
    name: seats[s.seat]?.name ?? '',
    luck: s.luck,
    loss: -s.loss,
  }));
  return (
    <section className="card luck-skill" aria-labelledby="luck-skill-title" data-testid="luck-skill">
      <h2 id="luck-skill-title">Luck against skill</h2>
      <ul className="luck-lines">
        {splits.map((split) => {
          const name = seats[split.seat]?.name ?? '';
          return (
            <li
              key={split.seat}
              data-testid="luck-line"
              data-seat={split.seat}
              data-start={String(split.start)}
              data-luck={String(split.luck)}
              data-loss={String(split.loss)}
              data-total={String(split.total)}
            >
              <span className={`seat-dot seat-${split.seat % 6}`} aria-hidden="true" />{' '}
              {luckSentence(name, split)}{' '}
              <span className="luck-sum">
                {points2(split.start)} {signed(split.luck).replace(/^([+−])/, '$1 ')} −{' '}
                {split.loss.toFixed(2)} = {over ? Math.round(split.total) : points2(split.total)}
                {over ? '' : ' expected'}
              </span>
            </li>
          );
        })}
      </ul>
      <BarChart
        responsive
        layout="vertical"
        stackOffset="sign"
        style={{ width: '100%', height: 36 + rows.length * 30 }}
        data={rows}
        margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
        accessibilityLayer={false}
        aria-hidden="true"
      >
        <XAxis type="number" stroke={AXIS_INK} tickFormatter={(v: number) => v.toFixed(0)} />
        <YAxis type="category" dataKey="name" stroke={AXIS_INK} width={90} tickLine={false} interval={0} />
        <Tooltip
          formatter={(value, name) => [signed(Number(value)), name === 'luck' ? 'the dice' : 'decisions']}
          contentStyle={{ background: 'var(--surface)', borderColor: 'var(--line)' }}
          isAnimationActive={false}
        />
        <ReferenceLine x={0} stroke={INK} />
        <Bar dataKey="luck" stackId="split" isAnimationActive={false} barSize={16}>
          {rows.map((row, i) => (
            <Cell key={i} fill={row.luck >= 0 ? gradeColor('best') : gradeColor('inaccuracy')} />
          ))}
        </Bar>
        <Bar
          dataKey="loss"
          stackId="split"
          fill={gradeColor('blunder')}
          isAnimationActive={false}
          barSize={16}
        />
      </BarChart>
      <p className="field-hint">
        Bars: the dice’s share (green when they helped) and the decisions’ (red), in expected points.
      </p>
    </section>
  );
});
