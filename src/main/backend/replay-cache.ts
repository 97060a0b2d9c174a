// Replays kept: a game's replay depends on its log alone, so it is made once per game and log length (a
// finished game's log never changes; a game in progress's grows, and its replay is made again when it has).
// The replay being made is kept too, so asking again meanwhile waits for the same analysis. Bounded: at most
// KEPT_REPLAYS replays, of logs of at most KEPT_REPLAY_EVENTS events in all (a replay takes about 300 bytes per
// event of its log: 3 MB for a log of 10,000), the least recently asked for going first. The same cache keeps
// a game's win chances (ReplayCache<ReplayWin | null>), which depend on its log alone too.

import type { CreatedEvent, GameEvent } from '../../shared/game';
import type { ReplayAnalysis } from '../../shared/replay';

export const KEPT_REPLAYS = 16;
export const KEPT_REPLAY_EVENTS = 100_000;

export interface ReplayCacheLimits {
  readonly replays: number;
  readonly events: number;
}

interface Kept<T> {
  /** The log it was made of: its length, and its `created` event (a game id freed and taken again differs). */
  readonly length: number;
  readonly created: string;
  readonly replay: Promise<T>;
}

function createdKey(events: readonly GameEvent[]): string {
  const created = events[0] as CreatedEvent | undefined;
  return JSON.stringify(created ?? null);
}

export class ReplayCache<T = ReplayAnalysis> {
  /** By game id, least recently asked for first. */
  private readonly kept = new Map<string, Kept<T>>();
  private events = 0;

  constructor(
    private readonly limits: ReplayCacheLimits = { replays: KEPT_REPLAYS, events: KEPT_REPLAY_EVENTS },
  ) {
    if (!Number.isInteger(limits.replays) || limits.replays < 1 || !(limits.events >= 0)) {
      throw new Error('a replay cache keeps at least one replay, of logs of a number of events from 0');
    }
  }

  /** Replays kept (or being made). */
  get size(): number {
    return this.kept.size;
  }

  /** Log events of the replays kept, in all. */
  get keptEvents(): number {
    return this.events;
  }

  /** The replay of game `gameId` whose log is `events` now: the one kept, else made by `make` (and kept). */
  replay(gameId: string, events: readonly GameEvent[], make: () => Promise<T>): Promise<T> {
    const created = createdKey(events);
    const known = this.kept.get(gameId);
    if (known) {
      this.drop(gameId);
      if (known.length === events.length && known.created === created) {
        this.keep(gameId, known);
        return known.replay;
      }
    }
    const made: Kept<T> = { length: events.length, created, replay: make() };
    // A failure is not kept: the next ask tries again.
    made.replay.catch(() => {
      if (this.kept.get(gameId) === made) this.drop(gameId);
    });
    if (events.length <= this.limits.events) this.keep(gameId, made);
    return made.replay;
  }

  /** Forgets a game's replay (an abandoned game). */
  forget(gameId: string): void {
    this.drop(gameId);
  }

  private keep(gameId: string, kept: Kept<T>): void {
    this.kept.set(gameId, kept);
    this.events += kept.length;
    for (const [id, oldest] of this.kept) {
      if (this.kept.size <= this.limits.replays && this.events <= this.limits.events) break;
      if (oldest === kept) break;
      this.drop(id);
    }
  }

  private drop(gameId: string): void {
    const kept = this.kept.get(gameId);
    if (!kept) return;
    this.kept.delete(gameId);
    this.events -= kept.length;
  }
}
