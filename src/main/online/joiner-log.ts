// What a table sends its joiners of a game's log: all of it but what foretells the dice. A host rolling seeded
// dice (--dice-seed, for tests only) names the seed in the game's created event, and a dice grid names its own
// seed: either lets anyone compute every roll to come. Joiners get the created event with no seed and no grid,
// the log of a game of dice nobody could foresee: valid, replayable and saved as it is (no replay, grade or
// "Play it out" needs the seed; tables never deal from a grid). The host's own log keeps both.

import type { OnlineServerMessage } from '../../shared/api/online';
import type { GameEvent } from '../../shared/game';

/** The log as joiners see it: the created event without its seed or grid, every other event as it is. */
export function joinersLog(events: readonly GameEvent[]): GameEvent[] {
  return events.map((event) => {
    if (event.type !== 'created' || (event.seed === null && event.grid == null)) return event;
    const { grid: _grid, ...created } = event;
    return { ...created, seed: null };
  });
}

/** A message to joiners, with any log it carries as they may see it. */
export function forJoiners(message: OnlineServerMessage): OnlineServerMessage {
  return 'events' in message ? { ...message, events: joinersLog(message.events) } : message;
}
