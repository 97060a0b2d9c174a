// What the coach reads from a game's log: the live line (undone decisions leave it), whether a decision of a
// person can be taken back, whether the game is practice, and whether a hint still fits the table.

import { liveEvents, type GameEvent } from '../../shared/game';

/** The log indices still in force: grades of other indices belong to decisions taken back. */
export function liveIndexSet(events: readonly GameEvent[]): ReadonlySet<number> {
  return new Set(liveEvents(events));
}

/** Decisions were taken back: the result is not a fair one. */
export function isPracticeLog(events: readonly GameEvent[]): boolean {
  return events.some((e) => e.type === 'undone');
}

/**
 * The log index of the last live decision of a person (a re-roll or a score), or null when there is none to
 * take back. A turn's first roll is no decision: there was nothing else to do.
 */
export function lastHumanDecision(events: readonly GameEvent[]): number | null {
  const created = events[0];
  if (created?.type !== 'created') return null;
  let last: number | null = null;
  let rolledThisTurn = false;
  for (const index of liveEvents(events)) {
    const event = events[index];
    if (event === undefined) continue;
    if (event.type === 'rolled') {
      const decision = rolledThisTurn;
      rolledThisTurn = true;
      if (!decision) continue;
    } else if (event.type === 'scored') {
      rolledThisTurn = false;
    } else {
      continue;
    }
    if (created.seats[event.seat]?.kind === 'human') last = index;
  }
  return last;
}

/**
 * A hint made when the log held `at` events still fits the table: nothing but keeps came since (holding dice
 * changes no option's value).
 */
export function hintFits(events: readonly GameEvent[], at: number): boolean {
  return at <= events.length && events.slice(at).every((e) => e.type === 'kept');
}
