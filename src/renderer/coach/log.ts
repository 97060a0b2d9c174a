// What the coach reads from a game's log: the live line (undone decisions leave it), and whether a hint still
// fits the table. (Whether a decision can be taken back, and whether a game is practice, the engine says:
// canUndo, isPractice.)

import { liveEvents, type GameEvent } from '../../shared/game';

/** The log indices still in force: grades of other indices belong to decisions taken back. */
export function liveIndexSet(events: readonly GameEvent[]): ReadonlySet<number> {
  return new Set(liveEvents(events));
}

/**
 * A hint made when the log held `at` events still fits the table: nothing but keeps came since (holding dice
 * changes no option's value).
 */
export function hintFits(events: readonly GameEvent[], at: number): boolean {
  return at <= events.length && events.slice(at).every((e) => e.type === 'kept');
}
