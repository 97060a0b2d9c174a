// `yacht grade` at a table of two or more seats: the win chances (shared/replay/win-*.ts, what the replay's chart
// shows) rounded for the JSON, and one summary line per seat for people.

import { WIN_MARK_LOSS, type WinGradeReport } from '../../shared/replay';
import { round } from './solver-options';

/** The win figures rounded for output (6 decimals), as the JSON prints them. */
export function roundedWin(report: WinGradeReport): WinGradeReport {
  const r = (x: number): number => round(x, 6);
  return {
    ...report,
    seats: report.seats.map((s) => ({ ...s, winCourse: s.winCourse.map(r) })),
    decisions: report.decisions.map((d) => ({ ...d, winLoss: r(d.winLoss) })),
  };
}

const percent = (chance: number): string => `${(chance * 100).toFixed(1)}%`;

/**
 * "Ann  win chance 50.0% at the start, 100.0% at the end (lowest 31.2%); 2 decisions lost 2 points or more,
 * the worst 9.5 (round 8: keep 6; to win: score Large straight)".
 */
export function winLines(report: WinGradeReport): string[] {
  const width = Math.max(...report.seats.map((s) => s.name.length));
  const lines = [
    'Win chance (every seat playing Perfect for points from each turn on; lost in percentage points' +
      `${report.winExact ? '' : ', approximate before the last turns'}):`,
  ];
  for (const s of report.seats) {
    const start = s.winCourse[0] ?? 0;
    const end = s.winCourse.at(-1) ?? 0;
    const lowest = Math.min(...s.winCourse);
    const mine = report.decisions.filter((d) => d.seat === s.seat);
    const worst = mine.reduce<(typeof mine)[number] | null>(
      (w, d) => (w && w.winLoss >= d.winLoss ? w : d),
      null,
    );
    const marked =
      s.winMarked === 0
        ? `no decision lost ${WIN_MARK_LOSS * 100} points or more`
        : `${s.winMarked} decision${s.winMarked === 1 ? '' : 's'} lost ${WIN_MARK_LOSS * 100} points or more`;
    const worstText =
      worst && worst.winLoss > 0
        ? `, the worst ${(worst.winLoss * 100).toFixed(1)} (round ${worst.round}: ${worst.choice}; to win: ${worst.winBest})`
        : '';
    lines.push(
      `${s.name.padEnd(width)}  ${percent(start)} at the start, ${percent(end)} at the end (lowest ${percent(lowest)}); ${marked}${worstText}`,
    );
  }
  return lines;
}
