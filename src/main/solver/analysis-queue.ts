// The analysis worker's calls, one at a time, a live game's first. The worker answers one call at a time
// anyway; held here instead of in its message port, a hint or the grade of a move just made (live) goes before
// the replays, valuations and reports of finished games (background) asked before it, and waits at most for the
// one call in flight. Within a priority, first come first served.
//
// Background calls waiting are bounded: one more than BACKGROUND_WAITING refuses the oldest one still waiting
// with AnalysisBusy (the newest is what a person just opened; the oldest one's page is the likeliest to have been
// left, and asked again it simply queues again). Identical calls are not merged here, where they are worker
// messages with whole event logs: the coach shares them before they come (one replay per game and log length,
// one batch of grades at a time per game). Live calls are not bounded here: each takes milliseconds, a game's
// grades go one batch at a time, and hints one per request.

/**
 * Most urgent first. Idle work (a live game's grades by win chance: a second each at a turn's start, and a game
 * played fast leaves dozens) runs on the background worker after every background call waiting, so a replay or
 * a report asked meanwhile waits for one idle call at most.
 */
export const ANALYSIS_PRIORITIES = ['live', 'background', 'idle'] as const;
export type AnalysisPriority = (typeof ANALYSIS_PRIORITIES)[number];

/** The analysis workers: one for the live game, one for everything else. */
export type AnalysisLane = 'live' | 'background';

/** The worker (and its queue) a priority's calls run on. */
export function laneOf(priority: AnalysisPriority): AnalysisLane {
  return priority === 'live' ? 'live' : 'background';
}

/**
 * Background calls that may wait. The history page asks for at most 50 reports at once (20 games listed, 30
 * in the trend chart), so a page of them and a few replays fit.
 */
export const BACKGROUND_WAITING = 64;

/** A background call was refused before it started: more recent ones were waiting (ask again later). */
export class AnalysisBusy extends Error {
  override readonly name = 'AnalysisBusy';
}

interface Waiting {
  readonly start: () => void;
  readonly refuse: (error: Error) => void;
}

export class AnalysisQueue {
  private readonly waiting: Record<AnalysisPriority, Waiting[]> = { live: [], background: [], idle: [] };
  private running = false;

  constructor(private readonly backgroundLimit: number = BACKGROUND_WAITING) {
    if (!Number.isInteger(backgroundLimit) || backgroundLimit < 0) {
      throw new Error('the background calls waiting must be a whole number from 0');
    }
  }

  /** Calls waiting, by priority (the one in flight not counted). */
  get waitingCount(): Readonly<Record<AnalysisPriority, number>> {
    return {
      live: this.waiting.live.length,
      background: this.waiting.background.length,
      idle: this.waiting.idle.length,
    };
  }

  /** A call is in flight. */
  get busy(): boolean {
    return this.running;
  }

  /** Runs `task` once every call before it of its priority or a more urgent one is done; its result. */
  run<T>(priority: AnalysisPriority, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = (): void => {
        let result: Promise<T>;
        try {
          result = task();
        } catch (error) {
          result = Promise.reject(error as Error);
        }
        void result.then(resolve, reject).finally(() => {
          this.running = false;
          this.next();
        });
      };
      this.waiting[priority].push({ start, refuse: reject });
      this.next();
      // Background and idle calls waiting are bounded alike.
      const waiting = priority === 'live' ? [] : this.waiting[priority];
      if (waiting.length > this.backgroundLimit) {
        waiting
          .shift()
          ?.refuse(
            new AnalysisBusy(
              `the coach is busy: ${this.backgroundLimit} newer analyses of past games were asked for after this one`,
            ),
          );
      }
    });
  }

  private next(): void {
    if (this.running) return;
    const next = this.waiting.live.shift() ?? this.waiting.background.shift() ?? this.waiting.idle.shift();
    if (!next) return;
    this.running = true;
    next.start();
  }
}
