// A game of two or more seats in win chance, as the eval graph of a chess analysis board: every seat's chance
// to win after each turn (all playing Perfect for points from there: exact), and a mark where a decision lost
// 2 percentage points or more against the best play to win. The marks are buttons laid over the plot: pointing
// at one or focusing it says whose decision it was, what was played, what was best and what it cost; a click
// selects its step. The drawing itself is hidden from screen readers; the marks and the caption carry it.

import { memo, useMemo, useState, type CSSProperties } from 'react';
import type { Seat } from '../../shared/game';
import {
  WIN_MARK_LOSS,
  winMarks,
  winRoundTicks,
  winRows,
  type ReplayWin,
  type WinMark,
  type WinRow,
} from '../../shared/replay';
import { seatColor } from '../ui/charts/chart-colors';
import { SEAT_LINES_PLOT as PLOT, SeatLegend, SeatLines } from '../ui/charts/SeatLines';

const HEIGHT = 220;

export interface WinChartProps {
  readonly win: ReplayWin;
  readonly seats: readonly Seat[];
  /** Selects the step of a decision (its log index). */
  readonly onDecision: (index: number) => void;
}

const percent = (chance: number): string => `${(chance * 100).toFixed(1)}%`;

/** "Bob, round 8: keep 6; best to win: score Large straight; lost 10.4 points of win chance (approximate)". */
export function markWords(mark: WinMark, seats: readonly Seat[]): string {
  const d = mark.decision;
  const who = seats[d.seat]?.name ?? `Seat ${d.seat + 1}`;
  const lost = (d.loss * 100).toFixed(1);
  return `${who}, round ${d.round}: ${d.choice}; best to win: ${d.best}; lost ${lost} points of win chance${d.exact ? '' : ' (approximate)'}`;
}

function WinChartInner(props: WinChartProps) {
  const { win, seats, onDecision } = props;
  const rows = useMemo(() => winRows(win), [win]);
  const marks = useMemo(() => winMarks(win), [win]);
  const [shown, setShown] = useState<number | null>(null);
  const lastTurn = Math.max(1, rows.at(-1)?.turn ?? 1);
  const tip = shown === null ? undefined : marks[shown];
  return (
    <figure className="chart win-chart" data-testid="win-chart">
      <figcaption>
        Chance to win after each turn, every seat playing Perfect (for points) from there: exact. Marked:
        decisions that lost {WIN_MARK_LOSS * 100} points or more of it against the best play to win
        {win.exact ? '' : ' (approximate before the last turns)'}.
      </figcaption>
      <SeatLegend seats={seats} />
      <div className="chart-plot">
        <WinDrawing rows={rows} seats={seats} lastTurn={lastTurn} />
        <div className="win-marks" onMouseLeave={() => setShown(null)}>
          {marks.map((mark, i) => (
            <button
              key={mark.decision.index}
              type="button"
              className="win-mark"
              aria-label={markWords(mark, seats)}
              data-testid="win-mark"
              data-index={mark.decision.index}
              style={{ ...markPlace(mark, lastTurn), borderColor: seatColor(mark.decision.seat) }}
              onMouseEnter={() => setShown(i)}
              onFocus={() => setShown(i)}
              onBlur={() => setShown(null)}
              onClick={() => onDecision(mark.decision.index)}
            />
          ))}
        </div>
        {tip && (
          <span
            className="chart-tip"
            aria-hidden="true"
            data-testid="win-mark-tip"
            style={tipPlace(tip, lastTurn)}
          >
            {markWords(tip, seats)}
          </span>
        )}
      </div>
      {marks.length === 0 && (
        <p className="field-hint" data-testid="win-no-marks">
          No decision lost {WIN_MARK_LOSS * 100} points of win chance or more.
        </p>
      )}
    </figure>
  );
}

const inner = `(100% - ${PLOT.left + PLOT.right}px)`;
const innerHeight = HEIGHT - PLOT.top - PLOT.bottom;

function markPlace(mark: WinMark, lastTurn: number): CSSProperties {
  return {
    left: `calc(${PLOT.left}px + ${inner} * ${mark.turn / lastTurn})`,
    top: PLOT.top + innerHeight * (1 - mark.chance),
  };
}

/** A tip above its mark, anchored left near the left edge and right near the right one. */
function tipPlace(mark: WinMark, lastTurn: number): CSSProperties {
  const along = mark.turn / lastTurn;
  return {
    left: `calc(${PLOT.left}px + ${inner} * ${along})`,
    top: PLOT.top + innerHeight * (1 - mark.chance) - 10,
    transform: `translate(-${Math.round(along * 100)}%, -100%)`,
  };
}

interface DrawingProps {
  readonly rows: readonly WinRow[];
  readonly seats: readonly Seat[];
  readonly lastTurn: number;
}

const WinDrawing = memo(function WinDrawing(props: DrawingProps) {
  const { rows, seats, lastTurn } = props;
  const roundOf = (turn: number): number => Math.floor(turn / seats.length) + 1;
  return (
    <SeatLines
      rows={rows}
      seats={seats}
      height={HEIGHT}
      xKey="turn"
      x={{
        domain: [0, lastTurn],
        ticks: winRoundTicks(lastTurn, seats.length),
        format: (t) => String(roundOf(t)),
      }}
      y={{ domain: [0, 1], ticks: [0, 0.25, 0.5, 0.75, 1], format: (v) => `${Math.round(v * 100)}%` }}
      value={(row, i) => row.chances[i]}
      tipLabel={(turn) => (turn === 0 ? 'The start' : `Round ${roundOf(turn - 1)}, turn ${turn}`)}
      tipValue={percent}
    />
  );
});

/** Drawn again only when its props change. */
export const WinChart = memo(WinChartInner);
