// Colours of the charts' series, from the theme's tokens (light-dark), so a chart follows the theme: one
// colour per seat, one per grade class, and a few for other series.

import type { GradeClass } from '../../../shared/coach';

export function seatColor(seat: number): string {
  return `var(--seat-${seat % 6})`;
}

export function gradeColor(grade: GradeClass): string {
  return `var(--grade-${grade})`;
}

/** Colours for series that are not seats (rule sets in the history's chart). */
export function seriesColor(n: number): string {
  return seatColor(n + 2);
}

/** Axis and grid ink. */
export const AXIS_INK = 'var(--muted)';
/** Text and the selected step's marker. */
export const INK = 'var(--fg)';
export const GRID_INK = 'var(--line)';
