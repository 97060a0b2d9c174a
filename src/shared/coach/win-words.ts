// The coach's words about win chances: how exact they are, and where playing for points and playing to win part.

import type { Grade, PositionOptions, PositionWin } from './types';
import { winBestOption } from './win-chances';

/** "win chance: exact to the end of the game", or how many turns are exact before the approximation. */
export function winNote(win: PositionWin, noun = 'win chance'): string {
  if (win.exact) return `${noun}: exact to the end of the game`;
  const turns = win.turnsExact <= 1 ? 'this turn' : `the next ${win.turnsExact} turns`;
  return `${noun}: exact over ${turns}, approximate past them`;
}

/**
 * "for points: keep 6-6; to win: keep 5-5-5", or null when both aims pick the same. `aim`: what the chances are
 * of ("to reach 300" in target practice).
 */
export function partingWords(forPoints: string, toWin: string, aim = 'to win'): string | null {
  return forPoints === toWin ? null : `for points: ${forPoints}; ${aim}: ${toWin}`;
}

/** Where a position's points-best and win-best options differ, in words (null: they agree, or no win chances). */
export function positionPartingWords(position: PositionOptions, aim?: string): string | null {
  const forPoints = position.options[0];
  const toWin = winBestOption(position.options);
  if (forPoints === undefined || toWin === undefined) return null;
  return partingWords(forPoints.words, toWin.words, aim);
}

/** Where a graded decision's points-best and win-best choices differ, in words. */
export function gradePartingWords(grade: Grade, aim?: string): string | null {
  return grade.win === undefined ? null : partingWords(grade.best.words, grade.win.best.words, aim);
}
