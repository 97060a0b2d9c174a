// Everything a replay shows from the solver, in one piece: the game's course and Perfect's shadow on its dice.
// Its size is bounded whatever the log: a practice game with thousands of undos lists the decisions taken back
// that lost most, MAX_TAKEN_BACK_SHOWN of them, and says how many more there were.

import type { Grade } from '../coach';
import type { CreatedEvent, GameEvent } from '../game';
import type { ValueTable } from '../solver';
import { gameCourse, type GameCourse } from './course';
import { shadowPerfect, type Shadow } from './shadow';

/** Decisions taken back a replay lists at most (about 300 bytes each on the wire). */
export const MAX_TAKEN_BACK_SHOWN = 300;

export interface ReplayAnalysis {
  readonly course: GameCourse;
  readonly shadow: Shadow;
  /** Decisions taken back that are not listed in course.takenBack (those that lost least). */
  readonly takenBackLeftOut: number;
}

export function replayAnalysis(table: ValueTable, events: readonly GameEvent[]): ReplayAnalysis {
  const created = events[0];
  if (created?.type !== 'created') throw new Error("a game's log starts with its 'created' event");
  const course = gameCourse(table, events);
  const takenBack = worstFirst(course.takenBack, MAX_TAKEN_BACK_SHOWN);
  return {
    course: { ...course, takenBack },
    shadow: shadowPerfect(table, created as CreatedEvent),
    takenBackLeftOut: course.takenBack.length - takenBack.length,
  };
}

/** The `most` grades that lost most (the earlier on a tie), in log order. */
function worstFirst(grades: readonly Grade[], most: number): readonly Grade[] {
  if (grades.length <= most) return grades;
  const kept = [...grades].sort((a, b) => b.loss - a.loss || a.index - b.index).slice(0, most);
  return kept.sort((a, b) => a.index - b.index);
}
