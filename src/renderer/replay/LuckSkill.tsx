// Luck against skill, exactly: each seat's final total split into the expected total at the start, what the
// dice gave or took (luck) and what its decisions lost, with the seat's accuracy, in words and a small bar.
// The three add up to the final total (to the expected one while the game goes on). Luck is measured from
// each seat's own position, so seats dealt the same dice have different luck; the panel says so. A score
// sheet's typed final dice (real dice) are a fourth part: luck and the keeps at the table together, which the
// log cannot split; the panel counts them apart and says why.

import { memo, useMemo } from 'react';
import { Bar, BarChart, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { accuracyOf, type Grade, type SeatAccuracy } from '../../shared/coach';
import { accuracyText } from '../../shared/coach/accuracy-words';
import type { Seat } from '../../shared/game';
import { TYPED_FINAL_NOTE, TYPED_FINAL_WORDS, type SeatSplit } from '../../shared/replay';
import { points2, signed } from '../coach/format';
import { AXIS_INK, INK, gradeColor } from '../ui/charts/chart-colors';

export interface LuckSkillProps {
  readonly splits: readonly SeatSplit[];
  readonly seats: readonly Seat[];
  /** The game's live decisions, graded (every seat's): each seat's accuracy. */
  readonly grades: readonly Grade[];
  /** Every seat was dealt the same dice (one shared grid). */
  readonly sharedDice: boolean;
  readonly over: boolean;
}

/** "gave 9.60" / "took 3.10" / "changed nothing": no sign where the verb says which way. */
function moved(change: number): string {
  return Math.abs(change) < 0.005
    ? 'changed nothing'
    : `${change > 0 ? 'gave' : 'took'} ${Math.abs(change).toFixed(2)}`;
}

/**
 * "decisions lost 14.20 points; the dice gave 9.60", and on a score sheet "; the typed final dice of 13 turns
 * (luck and keeps together) gave 20.10".
 */
export function luckSentence(split: SeatSplit): string {
  const typed =
    split.typedTurns === 0
      ? ''
      : `; the typed final dice of ${split.typedTurns} ${split.typedTurns === 1 ? 'turn' : 'turns'} (luck and keeps together) ${moved(split.typed)}`;
  const dice = split.typedTurns === 0 ? 'the dice' : 'the rolls typed one by one';
  return `decisions lost ${split.loss.toFixed(2)} points; ${dice} ${moved(split.luck)}${typed}`;
}

/** "87.3%" (as `yacht grade` prints it), or "no decisions yet". */
function seatAccuracyText(figures: SeatAccuracy | undefined): string {
  return figures === undefined || figures.decisions === 0
    ? 'no decisions yet'
    : accuracyText(figures.accuracy);
}

/** Where luck comes from, and why seats on the same dice differ in it. */
export function luckNote(sharedDice: boolean): string {
  return sharedDice
    ? 'Luck is measured from each seat’s own position: the same roll is worth more to one sheet than to another, so seats dealt the same dice have different luck.'
    : 'Luck is measured from each seat’s own position: what its rolls did to its own expected total.';
}

interface BarRow {
  readonly name: string;
  readonly luck: number;
  readonly typed: number;
  readonly loss: number;
}

const LEGEND = [
  { color: gradeColor('best'), words: 'the dice helped' },
  { color: gradeColor('inaccuracy'), words: 'the dice hurt' },
  { color: gradeColor('blunder'), words: 'lost to decisions' },
] as const;

export const LuckSkill = memo(function LuckSkill(props: LuckSkillProps) {
  const { splits, seats, grades, sharedDice, over } = props;
  const accuracy = useMemo(() => accuracyOf(grades, seats.length), [grades, seats.length]);
  const rows: BarRow[] = splits.map((s) => ({
    name: seats[s.seat]?.name ?? '',
    luck: s.luck,
    typed: s.typed,
    loss: -s.loss,
  }));
  const typed = splits.some((s) => s.typedTurns > 0);
  return (
    <section className="card luck-skill" aria-labelledby="luck-skill-title" data-testid="luck-skill">
      <h2 id="luck-skill-title">Luck against skill</h2>
      <ul className="luck-lines">
        {splits.map((split) => {
          const name = seats[split.seat]?.name ?? '';
          const figures = accuracy[split.seat];
          return (
            <li
              key={split.seat}
              data-testid="luck-line"
              data-seat={split.seat}
              data-start={String(split.start)}
              data-luck={String(split.luck)}
              data-typed={String(split.typed)}
              data-typed-turns={split.typedTurns}
              data-loss={String(split.loss)}
              data-total={String(split.total)}
            >
              <span className={`seat-dot seat-${split.seat % 6}`} aria-hidden="true" />{' '}
              <strong>{name}</strong>: accuracy{' '}
              <strong
                data-testid="luck-accuracy"
                data-accuracy={figures && figures.decisions > 0 ? String(figures.accuracy) : ''}
              >
                {seatAccuracyText(figures)}
              </strong>
              ; {luckSentence(split)}.{' '}
              <span className="luck-sum">
                {points2(split.start)} {signed(split.luck).replace(/^([+−])/, '$1 ')}
                {split.typedTurns > 0 && ` ${signed(split.typed).replace(/^([+−])/, '$1 ')} typed`} −{' '}
                {split.loss.toFixed(2)} = {over ? Math.round(split.total) : points2(split.total)}
                {over ? '' : ' expected'}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="field-hint" data-testid="luck-note">
        {luckNote(sharedDice)} Accuracy: 100% for the best choice every time, lower as decisions lose more.
      </p>
      {typed && (
        <p className="field-hint" data-testid="typed-note">
          {TYPED_FINAL_NOTE}
        </p>
      )}
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
          formatter={(value, name) => [
            signed(Number(value)),
            name === 'luck' ? 'the dice' : name === 'typed' ? TYPED_FINAL_WORDS : 'decisions',
          ]}
          separator=": "
          contentStyle={{ background: 'var(--surface)', borderColor: 'var(--line)' }}
          isAnimationActive={false}
        />
        <ReferenceLine x={0} stroke={INK} />
        <Bar dataKey="luck" stackId="split" isAnimationActive={false} barSize={16}>
          {rows.map((row, i) => (
            <Cell key={i} fill={row.luck >= 0 ? gradeColor('best') : gradeColor('inaccuracy')} />
          ))}
        </Bar>
        {typed && (
          <Bar dataKey="typed" stackId="split" fill={AXIS_INK} isAnimationActive={false} barSize={16} />
        )}
        <Bar
          dataKey="loss"
          stackId="split"
          fill={gradeColor('blunder')}
          isAnimationActive={false}
          barSize={16}
        />
      </BarChart>
      <ul className="chart-legend luck-legend" data-testid="luck-legend">
        {LEGEND.map((entry) => (
          <li key={entry.words}>
            <span className="legend-box" style={{ background: entry.color }} aria-hidden="true" />{' '}
            {entry.words}
          </li>
        ))}
        {typed && (
          <li>
            <span className="legend-box" style={{ background: AXIS_INK }} aria-hidden="true" />{' '}
            {TYPED_FINAL_WORDS}
          </li>
        )}
        <li className="field-hint">in expected points</li>
      </ul>
    </section>
  );
});
