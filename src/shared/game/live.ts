// The live line of a log: the events still in force once every `undone` event has taken back its part.

import type { GameEvent } from './types';

/**
 * The log indices of the live events, in order: the `created` event first, never an `undone` event.
 * An `undone` event takes back its target `to` and every live event after it, so each one walks the line
 * back from where the previous ones left it.
 */
export function liveEvents(events: readonly GameEvent[]): number[] {
  const live: number[] = [];
  events.forEach((event, index) => {
    if (event.type !== 'undone') {
      live.push(index);
      return;
    }
    while ((live.at(-1) ?? -1) >= event.to) live.pop();
  });
  return live;
}
