// The grade classes of a decision by the expected points it lost against perfect play: the one place where
// the thresholds live (docs/coach.md explains them). A loss under BEST_BELOW is perfect play (the solver's
// values carry floating-point noise, and near-ties are not worth a word).

import type { GradeClass } from './types';

/** Upper bounds (exclusive) of each class's loss, in expected points; a blunder is anything from `mistake` up. */
export const GRADE_THRESHOLDS = {
  best: 0.01,
  inaccuracy: 1.5,
  mistake: 5,
} as const satisfies Partial<Record<GradeClass, number>>;

export function gradeOf(loss: number): GradeClass {
  if (loss < GRADE_THRESHOLDS.best) return 'best';
  if (loss < GRADE_THRESHOLDS.inaccuracy) return 'inaccuracy';
  if (loss < GRADE_THRESHOLDS.mistake) return 'mistake';
  return 'blunder';
}

/** The smallest loss of a class (the guard warns from this loss on). */
export function lossFloor(grade: GradeClass): number {
  switch (grade) {
    case 'best':
      return 0;
    case 'inaccuracy':
      return GRADE_THRESHOLDS.best;
    case 'mistake':
      return GRADE_THRESHOLDS.inaccuracy;
    case 'blunder':
      return GRADE_THRESHOLDS.mistake;
  }
}
