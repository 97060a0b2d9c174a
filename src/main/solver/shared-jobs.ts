// Work that several callers may ask for at once, by key (a table, a score distribution): one job per key, its
// progress told to every caller still waiting, its priority that of the most urgent caller so far. A caller who
// gives up (its signal aborts) is told SolveCancelled at once; when the last one leaves, the job is cancelled.

import { SolveCancelled } from '../../shared/solver';
import { PRIORITIES, type WorkPriority, type WorkQueue, type WorkTicket } from './work-queue';

export interface JobRequest {
  /** Fraction of the work done, 0..1, never decreasing; the last call is 1. */
  readonly onProgress?: ((fraction: number) => void) | undefined;
  /** Aborting rejects this request with SolveCancelled (the job stops when no one else waits for it). */
  readonly signal?: AbortSignal | undefined;
  /** How urgent (default 'screen'): see WorkQueue. */
  readonly priority?: WorkPriority | undefined;
}

/** What a job's work gets: its cancel signal, its progress, and the queue at the job's priority. */
export interface JobContext {
  readonly signal: AbortSignal;
  /** The job's most urgent caller's priority so far. */
  readonly priority: () => WorkPriority;
  emit(fraction: number): void;
  /**
   * Runs `task` on the work queue at the job's priority (raised while it waits if a more urgent caller joins).
   * `continuing`: the next step of work already taken (see WorkQueue).
   */
  queued<R>(task: () => Promise<R>, continuing?: boolean): Promise<R>;
}

interface Job<T> {
  readonly promise: Promise<T>;
  readonly listeners: Set<(fraction: number) => void>;
  readonly controller: AbortController;
  readonly tickets: Set<WorkTicket<unknown>>;
  rank: number;
  progress: number;
  waiters: number;
}

export class SharedJobs<T> {
  private readonly jobs = new Map<string, Job<T>>();

  constructor(private readonly queue: WorkQueue) {}

  /** Joins the job of `key`, starting it with `work` if there is none. */
  join(key: string, request: JobRequest, work: (context: JobContext) => Promise<T>): Promise<T> {
    if (request.signal?.aborted) return Promise.reject(new SolveCancelled());
    const job = this.jobs.get(key) ?? this.start(key, work);
    const rank = PRIORITIES.indexOf(request.priority ?? 'screen');
    if (rank < job.rank) {
      job.rank = rank;
      for (const ticket of job.tickets) ticket.raise(PRIORITIES[rank]!);
    }
    return this.wait(key, job, request);
  }

  /** Keys of the jobs under way. */
  keys(): string[] {
    return [...this.jobs.keys()];
  }

  /** Cancels every job. */
  cancelAll(): void {
    for (const job of this.jobs.values()) job.controller.abort();
    this.jobs.clear();
  }

  private start(key: string, work: (context: JobContext) => Promise<T>): Job<T> {
    const controller = new AbortController();
    const job: Job<T> = {
      listeners: new Set(),
      controller,
      tickets: new Set(),
      rank: PRIORITIES.length - 1,
      progress: 0,
      waiters: 0,
      promise: Promise.resolve().then(() =>
        work({
          signal: controller.signal,
          priority: () => PRIORITIES[job.rank]!,
          emit: (fraction) => {
            const f = Math.min(1, Math.max(job.progress, fraction));
            if (f === job.progress) return;
            job.progress = f;
            for (const listener of [...job.listeners]) listener(f);
          },
          queued: async (task, continuing = false) => {
            const ticket = this.queue.enqueue(PRIORITIES[job.rank]!, task, {
              signal: controller.signal,
              continuing,
            });
            job.tickets.add(ticket);
            try {
              return await ticket.promise;
            } finally {
              job.tickets.delete(ticket);
            }
          },
        }),
      ),
    };
    this.jobs.set(key, job);
    const forget = (): void => {
      if (this.jobs.get(key) === job) this.jobs.delete(key);
    };
    job.promise.then(forget, forget);
    return job;
  }

  private wait(key: string, job: Job<T>, request: JobRequest): Promise<T> {
    const { signal, onProgress } = request;
    job.waiters++;
    if (onProgress) {
      job.listeners.add(onProgress);
      if (job.progress > 0) onProgress(job.progress);
    }
    return new Promise((resolve, reject) => {
      let left = false;
      const leave = (): void => {
        if (left) return;
        left = true;
        signal?.removeEventListener('abort', onAbort);
        if (onProgress) job.listeners.delete(onProgress);
        job.waiters--;
      };
      const onAbort = (): void => {
        leave();
        if (job.waiters === 0) {
          job.controller.abort();
          if (this.jobs.get(key) === job) this.jobs.delete(key);
        }
        reject(new SolveCancelled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      job.promise.then(
        (value) => {
          leave();
          resolve(value);
        },
        (error: unknown) => {
          leave();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
