// Everything a replay shows from the solver, in one piece: the game's course and Perfect's shadow on its dice.

import type { CreatedEvent, GameEvent } from '../game';
import type { ValueTable } from '../solver';
import { gameCourse, type GameCourse } from './course';
import { shadowPerfect, type Shadow } from './shadow';

export interface ReplayAnalysis {
  readonly course: GameCourse;
  readonly shadow: Shadow;
}

export function replayAnalysis(table: ValueTable, events: readonly GameEvent[]): ReplayAnalysis {
  const created = events[0];
  if (created?.type !== 'created') throw new Error("a game's log starts with its 'created' event");
  return { course: gameCourse(table, events), shadow: shadowPerfect(table, created as CreatedEvent) };
}
