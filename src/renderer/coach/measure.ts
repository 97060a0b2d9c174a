// What the coach grades by at a table of 2+ seats ("Grade by": points or win chance): a grade's and an option's
// class, loss and best in the chosen measure. Without win chances (solo, bots, a finished game's report read
// back) the points stand, whatever the setting.

import type { CoachGradeBy } from '../../shared/api/contract';
import {
  gradePartingWords,
  LEVEL_CHANCE,
  type Grade,
  type GradeClass,
  type RankedOption,
} from '../../shared/coach';
import { lossText } from './format';

/** "−6.1% win chance" for a loss of 0.061; "0.0%" for none. */
export function winLossText(loss: number, noun = 'win chance'): string {
  return loss < 0.0005 ? '0.0%' : `−${(loss * 100).toFixed(1)}% ${noun}`;
}

/** "−6.1%": the same in a narrow column (the hint's). */
export function winLossShort(loss: number): string {
  return loss < 0.0005 ? '0.0%' : `−${(loss * 100).toFixed(1)}%`;
}

export interface ShownGrade {
  /** Graded by win chance (the setting says so and the grade has one). */
  readonly byWin: boolean;
  readonly grade: GradeClass;
  readonly loss: number;
  readonly lossText: string;
  /** The loss is worth writing (it rounds to more than nothing). */
  readonly lost: boolean;
  /** The best choice's words in this measure. */
  readonly best: string;
  /** "for points: keep 6-6; to win: keep 5-5-5" where the two aims part, else null. */
  readonly parting: string | null;
}

/** `aim`: what the chances are of (aim.tsx; to win by default). */
export function shownGrade(
  grade: Grade,
  by: CoachGradeBy,
  aim: { readonly to: string; readonly chance: string } = { to: 'to win', chance: 'win chance' },
): ShownGrade {
  const win = by === 'win' ? grade.win : undefined;
  const parting = gradePartingWords(grade, aim.to);
  if (win === undefined) {
    const { loss } = grade;
    return {
      byWin: false,
      grade: grade.grade,
      loss,
      lossText: lossText(loss),
      lost: loss >= 0.005,
      best: grade.best.words,
      parting,
    };
  }
  return {
    byWin: true,
    grade: win.grade,
    loss: win.loss,
    lossText: winLossText(win.loss, aim.chance),
    lost: win.loss >= 0.0005,
    best: win.best.words,
    parting,
  };
}

/** An option's class and loss in the chosen measure. */
export function shownOption(
  option: RankedOption,
  by: CoachGradeBy,
): { readonly byWin: boolean; readonly grade: GradeClass; readonly loss: number } {
  const win = by === 'win' ? option.win : undefined;
  return win === undefined
    ? { byWin: false, grade: option.grade, loss: option.loss }
    : { byWin: true, grade: win.grade, loss: win.loss };
}

/**
 * The options in the order the measure ranks them, each with its index in the hint (which plays it): by win
 * chance the most likely to win first, level chances in the points order.
 */
export function orderedOptions(
  options: readonly RankedOption[],
  by: CoachGradeBy,
): { readonly option: RankedOption; readonly index: number }[] {
  const listed = options.map((option, index) => ({ option, index }));
  if (by !== 'win' || options.some((o) => o.win === undefined)) return listed;
  return listed.sort((a, b) => {
    const gap = b.option.win!.chance - a.option.win!.chance;
    return Math.abs(gap) > LEVEL_CHANCE ? gap : a.index - b.index;
  });
}
