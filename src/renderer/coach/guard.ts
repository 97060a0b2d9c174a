// The guard: before a roll or a score is sent, what it gives away according to the hint for that decision,
// and whether that is enough to ask first.

import {
  lossFloor,
  sameChoice,
  winBestOption,
  winLossFloor,
  type Choice,
  type GradeClass,
  type RankedOption,
} from '../../shared/coach';
import type { CoachGradeBy, CoachGuard, Hint } from '../../shared/api/contract';

/** A move about to be played, as the coach names choices: the faces held back for a roll, or a box. */
export type GuardedMove = Choice;

export interface GuardWarning {
  /** In expected points, or in win chance (0..1) when `byWin`. */
  readonly loss: number;
  readonly byWin: boolean;
  readonly grade: GradeClass;
  /** The best option's words, e.g. "keep 6-6-6". */
  readonly best: string;
}

/** The hint's option for a move: a keep by its faces (as a multiset), a score by its box. */
export function optionOf(hint: Hint, move: GuardedMove): RankedOption | undefined {
  return hint.options.find((o) => sameChoice(o.choice, move));
}

/** What to say before playing `move`, or null to play it at once (guard off, no hint, or a small loss). */
export function guardWarning(
  hint: Hint | undefined,
  move: GuardedMove,
  guard: CoachGuard,
  gradeBy: CoachGradeBy = 'points',
): GuardWarning | null {
  if (guard === 'off' || hint === undefined) return null;
  const option = optionOf(hint, move);
  // By win chance where the hint has win chances (a table of 2+ seats), else by points.
  const toWin = gradeBy === 'win' ? winBestOption(hint.options) : undefined;
  if (option?.win !== undefined && toWin !== undefined) {
    if (option.win.loss < winLossFloor(guard)) return null;
    return { loss: option.win.loss, byWin: true, grade: option.win.grade, best: toWin.words };
  }
  const best = hint.options[0];
  if (option === undefined || best === undefined || option.loss < lossFloor(guard)) return null;
  return { loss: option.loss, byWin: false, grade: option.grade, best: best.words };
}
