// Results the host keeps (tables, score distributions, Hard's valuations): from memory when there, else made by
// the one job of their key that every caller asking meanwhile shares (shared-jobs.ts: cancelled when the last
// one hangs up), and kept once made. A job that fails keeps nothing, so the next caller starts it again.

import { SharedJobs, type JobContext, type JobRequest } from './shared-jobs';
import type { WorkQueue } from './work-queue';

/** Where made results are kept: within a budget, so a result may be gone when asked for again. */
export interface KeptResults<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export interface Made<T> {
  readonly value: T;
  /** True when nothing was computed (memory or the disk cache). */
  readonly cached: boolean;
}

export class KeptJobs<T> {
  private readonly jobs: SharedJobs<Made<T>>;

  constructor(
    queue: WorkQueue,
    private readonly kept: KeptResults<T>,
  ) {
    this.jobs = new SharedJobs(queue);
  }

  /**
   * The result of `key`: kept, else made by `make` (progress told to every caller, 1 last). `fresh`: made
   * afresh by a job of its own whatever is kept (and kept all the same).
   */
  async get(
    key: string,
    request: JobRequest,
    make: (job: JobContext) => Promise<Made<T>>,
    fresh = false,
  ): Promise<Made<T>> {
    const kept = fresh ? undefined : this.kept.get(key);
    if (kept !== undefined) {
      request.onProgress?.(1);
      return { value: kept, cached: true };
    }
    return this.jobs.join(fresh ? `${key} fresh` : key, request, async (job) => {
      const made = await make(job);
      this.kept.set(key, made.value);
      job.emit(1);
      return made;
    });
  }

  /** Keys of the jobs under way (a fresh one's is not its result's key). */
  keys(): string[] {
    return this.jobs.keys();
  }

  cancelAll(): void {
    this.jobs.cancelAll();
  }
}
