// What a replay's charts draw, built from a game's course: every seat's expected final total at each step (a
// mistake is a drop, a good roll a jump), with the round each step belongs to; and one seat's loss at each of
// its decisions, with the decision's class.

import type { GradeClass } from '../coach';
import { liveEvents, seatTotals, type GameEvent, type GameState } from '../game';
import type { GameCourse } from './course';

export interface CourseRow {
  /** The step: the point's place in course.points. */
  readonly step: number;
  /** 1-based round of the step. */
  readonly round: number;
  /** Every seat's expected final total after this step. */
  readonly values: readonly number[];
}

export interface LossBar {
  readonly step: number;
  /** The decision's log index. */
  readonly index: number;
  readonly round: number;
  /** The seat's n-th decision, from 1. */
  readonly decision: number;
  readonly loss: number;
  readonly grade: GradeClass;
}

/**
 * The round of every point: a turn starts at the first roll after the start or after a score (a decision
 * that no roll of the same event follows: a keep and its roll share a log index).
 */
export function pointRounds(course: GameCourse, seatCount: number): number[] {
  const { points } = course;
  const rounds: number[] = [];
  let turns = 0;
  let round = 1;
  points.forEach((point, step) => {
    if (point.kind === 'roll') {
      const previous = points[step - 1];
      const turnStart =
        previous !== undefined && (previous.kind === 'start' || previous.index !== point.index);
      if (turnStart) round = Math.floor(turns / seatCount) + 1;
    }
    rounds.push(round);
    const next = points[step + 1];
    if (point.kind === 'decision' && !(next?.kind === 'roll' && next.index === point.index)) turns++;
  });
  return rounds;
}

export function courseRows(course: GameCourse, seatCount: number): CourseRow[] {
  const rounds = pointRounds(course, seatCount);
  return course.points.map((point, step) => ({ step, round: rounds[step] ?? 1, values: point.expected }));
}

/** A seat's decisions on the live line, in order, with their step and class. */
export function lossBars(course: GameCourse, seat: number, seatCount: number): LossBar[] {
  const rounds = pointRounds(course, seatCount);
  const gradeAt = new Map(course.grades.map((g) => [g.index, g]));
  const bars: LossBar[] = [];
  course.points.forEach((point, step) => {
    if (point.kind !== 'decision' || point.seat !== seat) return;
    const grade = gradeAt.get(point.index);
    if (grade === undefined) return;
    bars.push({
      step,
      index: point.index,
      round: rounds[step] ?? grade.round,
      decision: bars.length + 1,
      loss: grade.loss,
      grade: grade.grade,
    });
  });
  return bars;
}

export interface ShadowRow {
  /** The seat's n-th turn, from 1. */
  readonly turn: number;
  /** The seat's total after that turn (undefined past the game's last scored turn). */
  readonly own: number | undefined;
  /** Perfect's total after that turn on the seat's dice. */
  readonly perfect: number | undefined;
}

/**
 * A seat's total turn by turn beside Perfect's on the same dice: `own` from the states after each of the
 * seat's live scores (states[i] is the state after event i), `perfect` from the shadow.
 */
export function shadowRows(
  states: readonly GameState[],
  events: readonly GameEvent[],
  seat: number,
  perfect: readonly number[],
): ShadowRow[] {
  const own: number[] = [];
  for (const index of liveEvents(events)) {
    const event = events[index];
    const state = states[index];
    if (event?.type === 'scored' && event.seat === seat && state) own.push(seatTotals(state, seat).total);
  }
  const turns = Math.max(own.length, perfect.length);
  return Array.from({ length: turns }, (_, i) => ({ turn: i + 1, own: own[i], perfect: perfect[i] }));
}
