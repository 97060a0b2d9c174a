// A grade report with the win chances of a game of two or more seats (`yacht grade`): each decision's win chance
// lost beside its points lost, and each seat's win-chance course, the numbers the replay's chart shows.

import type { DecisionReport, GradeReport, SeatReport } from './grade-report';
import { WIN_MARK_LOSS, type ReplayWin, type WinDecision } from './win-marks';

export interface WinDecisionReport extends DecisionReport {
  /** The win chance lost against the win-best option (0 to 1). */
  readonly winLoss: number;
  /** The win-best option, in words. */
  readonly winBest: string;
  /** Exact (every turn to the end solved), or the engine's approximation. */
  readonly winExact: boolean;
}

export interface WinSeatReport extends SeatReport {
  /** The seat's chance to win at the start and after each turn (the course's points, in order). */
  readonly winCourse: readonly number[];
  /** Decisions that lost at least WIN_MARK_LOSS of win chance (marked on the chart). */
  readonly winMarked: number;
}

export interface WinGradeReport extends Omit<GradeReport, 'seats' | 'decisions'> {
  readonly seats: readonly WinSeatReport[];
  readonly decisions: readonly WinDecisionReport[];
  /** Where the course's points are: the log index and seat of each turn's score (0 and -1 at the start). */
  readonly winTurns: readonly { readonly index: number; readonly seat: number }[];
  /** Every decision's win chance exact; the work budget they were valued with. */
  readonly winExact: boolean;
  readonly winBudget: number;
}

/** The report with the win chances joined in (each decision by its log index). */
export function withWinChances(report: GradeReport, win: ReplayWin): WinGradeReport {
  const byIndex = new Map<number, WinDecision>(win.decisions.map((d) => [d.index, d]));
  return {
    ...report,
    seats: report.seats.map((s) => ({
      ...s,
      winCourse: win.course.map((p) => p.chances[s.seat] ?? 0),
      winMarked: win.decisions.filter((d) => d.seat === s.seat && d.loss >= WIN_MARK_LOSS).length,
    })),
    decisions: report.decisions.map((d) => {
      const w = byIndex.get(d.index);
      if (w === undefined) throw new Error(`decision ${d.index} has no win chance`);
      return { ...d, winLoss: w.loss, winBest: w.best, winExact: w.exact };
    }),
    winTurns: win.course.map((p) => ({ index: p.index, seat: p.seat })),
    winExact: win.exact,
    winBudget: win.budget,
  };
}
