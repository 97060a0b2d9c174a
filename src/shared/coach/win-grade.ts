// The grade classes of a decision by the win chance it lost against the win-best option (a table of 2+ seats,
// "Grade by: win chance"): the one place where those thresholds live (docs/coach.md). A point of expected
// total is worth roughly half to one percentage point of win chance in mid-game at two seats, so the bands sit
// near the points bands' (1.5 and 5 points) and a blunder is anything that gives away 5 points of win chance.

import type { GradeClass } from './types';

/** Upper bounds (exclusive) of each class's loss, in win chance (0..1); a blunder is anything from `mistake` up. */
export const WIN_GRADE_THRESHOLDS = {
  /** Under a tenth of a percentage point: a near-tie, not worth a word (and the approximation's noise). */
  best: 0.001,
  inaccuracy: 0.01,
  mistake: 0.05,
} as const satisfies Partial<Record<GradeClass, number>>;

export function winGradeOf(loss: number): GradeClass {
  if (loss < WIN_GRADE_THRESHOLDS.best) return 'best';
  if (loss < WIN_GRADE_THRESHOLDS.inaccuracy) return 'inaccuracy';
  if (loss < WIN_GRADE_THRESHOLDS.mistake) return 'mistake';
  return 'blunder';
}

/** The smallest win-chance loss of a class (the guard warns from this loss on when grading by win chance). */
export function winLossFloor(grade: GradeClass): number {
  switch (grade) {
    case 'best':
      return 0;
    case 'inaccuracy':
      return WIN_GRADE_THRESHOLDS.best;
    case 'mistake':
      return WIN_GRADE_THRESHOLDS.inaccuracy;
    case 'blunder':
      return WIN_GRADE_THRESHOLDS.mistake;
  }
}
