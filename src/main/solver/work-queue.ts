// The solver's work, one task at a time on the shared workers, most urgent first: what a game in progress waits
// for (a bot's table, the coach's), then what a person looks at (a distribution, a position to analyze), then a
// table's bonus chance, then tables asked for ahead of time. Within a priority, first come first served. The
// queue is bounded where callers can grow it: a screen's requests beyond SCREEN_WAITING are refused (SolverBusy),
// and an early request beyond PREFETCH_WAITING drops the oldest one still waiting (SolveDropped): asked again
// later, it simply comes back. A task whose caller gives up (its signal aborts) leaves the queue at once.

import { SolveCancelled } from '../../shared/solver';

/** Most urgent first. */
export const PRIORITIES = ['game', 'screen', 'bonus', 'prefetch'] as const;
export type WorkPriority = (typeof PRIORITIES)[number];

/** The default bounds of the waiting tasks (a game's are bounded by the games in progress). */
export const SCREEN_WAITING = 8;
export const PREFETCH_WAITING = 4;

export interface WorkQueueLimits {
  /** Tasks of 'screen' priority waiting at most (more are refused). */
  readonly screen: number;
  /** Tasks of 'prefetch' priority waiting at most (the oldest is dropped for a new one). */
  readonly prefetch: number;
}

/** The queue is full: the request was not taken (try again once the solver has caught up). */
export class SolverBusy extends Error {
  override readonly name = 'SolverBusy';
}

/** A task asked for ahead of time was dropped from the queue for a newer one before it started. */
export class SolveDropped extends SolveCancelled {
  constructor() {
    super();
    this.name = 'SolveDropped';
    this.message = 'dropped for a newer request before it started';
  }
}

export interface EnqueueOptions {
  /** Aborting takes the task out of the queue if it has not started (it rejects with SolveCancelled). */
  readonly signal?: AbortSignal | undefined;
  /**
   * The next step of work already taken (a distribution once its table is solved): never refused, and ahead of
   * new work of its priority, so that what was started is finished first.
   */
  readonly continuing?: boolean | undefined;
}

export interface WorkTicket<T> {
  readonly promise: Promise<T>;
  /** Moves a waiting task up to this priority (a game now waits for what was asked ahead of time). */
  raise(priority: WorkPriority): void;
}

interface Waiting {
  readonly seq: number;
  rank: number;
  readonly start: () => void;
  readonly drop: (error: Error) => void;
}

const rankOf = (priority: WorkPriority): number => PRIORITIES.indexOf(priority);

export class WorkQueue {
  private readonly waiting: Waiting[] = [];
  private running = false;
  private seq = 0;
  /** Continuing work's order: below every new task's. */
  private continuingSeq = Number.MIN_SAFE_INTEGER;
  private readonly limits: WorkQueueLimits;

  /** `afterEach`: runs once each task is done, before the next one starts (the host's clean-up). */
  constructor(
    limits: Partial<WorkQueueLimits> = {},
    private readonly afterEach: () => Promise<void> = async () => undefined,
  ) {
    this.limits = { screen: SCREEN_WAITING, prefetch: PREFETCH_WAITING, ...limits };
  }

  /** Tasks waiting (not the one running), by priority. */
  counts(): Record<WorkPriority, number> {
    const counts = { game: 0, screen: 0, bonus: 0, prefetch: 0 };
    for (const w of this.waiting) counts[PRIORITIES[w.rank]!]++;
    return counts;
  }

  get busy(): boolean {
    return this.running || this.waiting.length > 0;
  }

  /**
   * Runs `task` once every task before it (by priority, then arrival) is done. Rejects with SolverBusy when
   * the priority's room is full, SolveDropped when a newer early request took its place, SolveCancelled when
   * `signal` aborts before it starts.
   */
  enqueue<T>(priority: WorkPriority, task: () => Promise<T>, options: EnqueueOptions = {}): WorkTicket<T> {
    const { signal, continuing = false } = options;
    let entry: Waiting | null = null;
    const promise = new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(new SolveCancelled());
      if (!continuing && priority === 'screen' && this.counts().screen >= this.limits.screen) {
        return reject(
          new SolverBusy(
            `the solver already has ${this.limits.screen} requests waiting: ask again once they are done`,
          ),
        );
      }
      const onAbort = (): void => {
        if (entry && this.remove(entry)) reject(new SolveCancelled());
      };
      const waiting: Waiting = {
        seq: continuing ? this.continuingSeq++ : this.seq++,
        rank: rankOf(priority),
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running = true;
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => this.afterEach().catch(() => undefined))
            .finally(() => {
              this.running = false;
              this.next();
            });
        },
        drop: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      entry = waiting;
      signal?.addEventListener('abort', onAbort, { once: true });
      if (priority === 'prefetch' && !continuing) this.makeRoomForPrefetch();
      this.waiting.push(waiting);
      this.next();
    });
    return {
      promise,
      raise: (to) => {
        if (entry && this.waiting.includes(entry)) entry.rank = Math.min(entry.rank, rankOf(to));
      },
    };
  }

  private makeRoomForPrefetch(): void {
    const rank = rankOf('prefetch');
    const early = this.waiting.filter((w) => w.rank === rank);
    for (const old of early.slice(0, Math.max(0, early.length - this.limits.prefetch + 1))) {
      this.remove(old);
      old.drop(new SolveDropped());
    }
  }

  private remove(entry: Waiting): boolean {
    const at = this.waiting.indexOf(entry);
    if (at < 0) return false;
    this.waiting.splice(at, 1);
    return true;
  }

  private next(): void {
    if (this.running || this.waiting.length === 0) return;
    let best = this.waiting[0]!;
    for (const w of this.waiting)
      if (w.rank < best.rank || (w.rank === best.rank && w.seq < best.seq)) best = w;
    this.remove(best);
    best.start();
  }
}
