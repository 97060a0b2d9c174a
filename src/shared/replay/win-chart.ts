// What the replay's win-chance chart draws: every seat's chance after each turn, and a mark for each decision
// that lost at least WIN_MARK_LOSS of it, placed on its seat's line at the end of the turn it was made in.

import { WIN_MARK_LOSS, type ReplayWin, type WinDecision } from './win-marks';

export interface WinRow {
  readonly turn: number;
  readonly chances: readonly number[];
}

export interface WinMark {
  readonly decision: WinDecision;
  /** The mark's place: the turn (x) and the seat's chance to win after it (y, 0..1). */
  readonly turn: number;
  readonly chance: number;
}

export function winRows(win: ReplayWin): WinRow[] {
  return win.course.map((p) => ({ turn: p.turn, chances: p.chances }));
}

/** The decisions marked, in log order (a game still going: a turn not ended yet sits at the last point). */
export function winMarks(win: ReplayWin, least = WIN_MARK_LOSS): WinMark[] {
  const last = win.course.at(-1);
  return win.decisions
    .filter((d) => d.loss >= least)
    .map((d) => {
      const point = win.course[d.turn] ?? last;
      return { decision: d, turn: point?.turn ?? 0, chance: point?.chances[d.seat] ?? 0 };
    });
}

/** The turn each round starts at (the x axis's ticks): round r at (r − 1) × seats, before the last turn. */
export function winRoundTicks(lastTurn: number, seats: number): number[] {
  const ticks: number[] = [];
  for (let turn = 0; turn < lastTurn; turn += seats) ticks.push(turn);
  return ticks;
}
