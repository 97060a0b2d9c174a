// Moving through a replay: the steps are the course's points (the start, then every roll and decision of the
// live line); N / P jump to a seat's next or previous mistake (a mistake or a blunder).

import type { Grade, GradeClass } from '../coach';
import type { GameCourse } from './course';

/** The classes "learn from your mistakes" and N / P stop at. */
export const MISTAKE_CLASSES: readonly GradeClass[] = ['mistake', 'blunder'];

export function isMistake(grade: Grade): boolean {
  return MISTAKE_CLASSES.includes(grade.grade);
}

/** The step of a decision (by its log index), or null when it is not on the live line. */
export function decisionStep(course: GameCourse, index: number): number | null {
  const step = course.points.findIndex((p) => p.kind === 'decision' && p.index === index);
  return step < 0 ? null : step;
}

/** The step of the seat's next (dir 1) or previous (dir −1) mistake from `from`, or null when there is none. */
export function mistakeStep(course: GameCourse, from: number, seat: number, dir: 1 | -1): number | null {
  const mistakes = new Set(course.grades.filter((g) => g.seat === seat && isMistake(g)).map((g) => g.index));
  for (let step = from + dir; step >= 0 && step < course.points.length; step += dir) {
    const point = course.points[step];
    if (point?.kind === 'decision' && mistakes.has(point.index)) return step;
  }
  return null;
}

/** The grade of the decision at a step, if the step is one. */
export function gradeAtStep(course: GameCourse, step: number): Grade | null {
  const point = course.points[step];
  if (point?.kind !== 'decision') return null;
  return course.grades.find((g) => g.index === point.index) ?? null;
}

export type ReplayMove = 'back' | 'forward' | 'start' | 'end' | 'next-mistake' | 'previous-mistake';

/** The step a move leads to from `from` (it stays put when there is nowhere to go). */
export function moveStep(course: GameCourse, from: number, seat: number, move: ReplayMove): number {
  const last = course.points.length - 1;
  switch (move) {
    case 'back':
      return Math.max(0, from - 1);
    case 'forward':
      return Math.min(last, from + 1);
    case 'start':
      return 0;
    case 'end':
      return last;
    case 'next-mistake':
      return mistakeStep(course, from, seat, 1) ?? from;
    case 'previous-mistake':
      return mistakeStep(course, from, seat, -1) ?? from;
  }
}
