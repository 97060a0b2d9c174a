// How the coach writes its numbers and classes: expected totals and losses to two decimals (the raw numbers go
// in data attributes), and each class in words, so colour is never the only sign.

import type { GradeClass } from '../../shared/coach';

export const GRADE_LABELS: Readonly<Record<GradeClass, string>> = {
  best: 'Best',
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
};

/** The marks of annotated games: none for the best, ?! an inaccuracy, ? a mistake, ?? a blunder. */
export const GRADE_MARKS: Readonly<Record<GradeClass, string>> = {
  best: '',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

/** "+9.60" / "−3.10": a signed change of an expected total. */
export function signed(value: number): string {
  if (Math.abs(value) < 0.005) return '0.00';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
}

/** "245.40" */
export function points2(value: number): string {
  return value.toFixed(2);
}

/** "−2.28" for a loss, "0.00" for none. */
export function lossText(loss: number): string {
  return loss < 0.005 ? '0.00' : `−${loss.toFixed(2)}`;
}

/** "23%" for a chance of 0.23; under 1% but possible reads "<1%". */
export function percent(chance: number): string {
  if (chance > 0 && chance < 0.005) return '<1%';
  return `${Math.round(chance * 100)}%`;
}
