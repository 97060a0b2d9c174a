// The game's log as a joiner's client receives it: whole in the welcome, then as events in order. A new game at
// the table (the host played again) starts from its first event, and the game before it is kept (to save it).

import type { OnlineServerMessage } from '../api/online';
import type { GameEvent } from '../game/types';

type EventsMessage = Extract<OnlineServerMessage, { kind: 'events' }>;

export class FollowedLog {
  events: GameEvent[] = [];
  /** The game `events` is the log of (null before one starts). */
  private gameId: string | null = null;
  /** The game before this one at the table, when the host played again: its id and log. */
  previous: { readonly gameId: string; readonly events: readonly GameEvent[] } | null = null;

  /** The welcome: the whole log as the host has it now (the only time it comes whole), or no game yet. */
  welcome(gameId: string | null, events: readonly GameEvent[]): void {
    if (gameId === null) {
      this.events = [];
      return;
    }
    this.follow(gameId, events);
    this.events = [...events];
  }

  /** Events as they are played; false: a gap (what came does not follow what this client has). */
  add(message: EventsMessage): boolean {
    if (message.gameId !== this.gameId) {
      // A new game at the table starts from its first event; anything else of another game is a gap.
      if (message.from !== 0) return false;
      this.follow(message.gameId, message.events);
    } else if (message.from === this.events.length) this.events = [...this.events, ...message.events];
    else if (message.from > this.events.length) return false;
    return true;
  }

  /** The log of `gameId` from here on; the game before it (another id) is kept as the previous one. */
  private follow(gameId: string, events: readonly GameEvent[]): void {
    if (gameId !== this.gameId) {
      if (this.gameId !== null && this.events.length > 0) {
        this.previous = { gameId: this.gameId, events: this.events };
      }
      this.gameId = gameId;
      this.events = [...events];
    } else if (events.length > this.events.length) this.events = [...events];
  }
}
