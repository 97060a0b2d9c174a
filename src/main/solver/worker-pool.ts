// The host's worker threads: the solve workers (a solve, a bonus chance and a distribution use them, one task at
// a time from the work queue) and the coach's two analysis workers. A worker that died is replaced at its next
// use. A worker thread's memory is only given back when the thread ends, so the solve workers are replaced once
// the memory their finished work may hold adds up (a distribution's, chiefly).

import { findWorkerScript } from '../worker-script';
import type { AnalysisLane } from './analysis-queue';
import { WorkerClient } from './worker-client';
import type { AnalysisWorkerData } from './worker-protocol';

/** Finished work whose memory the solve workers may hold before they are replaced by fresh ones. */
export const WORKER_RECYCLE_BYTES = 64 * 1024 * 1024;

export interface WorkerPoolOptions {
  /** Threads of a solve. */
  readonly threads: number;
  /** The calling thread is one of them (see SolverHostOptions.solveHere). */
  readonly solveHere: boolean;
  readonly workerPath?: string | undefined;
  readonly analysisWorkerPath?: string | undefined;
  readonly recycleBytes?: number | undefined;
}

export class WorkerPool {
  private solvers: WorkerClient[] = [];
  /**
   * The coach's workers, never used for solving: one for a live game's calls, one for the analyses of past
   * games (replays, reports, valuations), so that a long replay never stands before a hint. Each made on its
   * first call.
   */
  private readonly analysts: Record<AnalysisLane, WorkerClient | null> = { live: null, background: null };
  /** Memory the solve workers may still hold of their finished work (see WORKER_RECYCLE_BYTES). */
  private garbage = 0;
  /** start() was called: replaced workers are started again at once. */
  private eager = false;
  private isClosed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** close() was called: no thread is started any more. */
  get closed(): boolean {
    return this.isClosed;
  }

  /** Starts the solve workers (and the live analysis worker) now, and again whenever they are replaced. */
  start(analysis: boolean): void {
    if (this.isClosed) return;
    this.eager = true;
    this.solveWorkers();
    if (analysis) this.analysis();
  }

  /** Every solve worker, started if need be (a bonus chance's or distribution's layers: the calling thread waits). */
  all(): WorkerClient[] {
    return this.ensure(this.options.threads);
  }

  /** The workers of a solve: one fewer than its threads where the calling thread solves too. */
  solveWorkers(): WorkerClient[] {
    return this.ensure(this.options.threads - (this.options.solveHere ? 1 : 0));
  }

  /** The coach's worker for calls of this priority (a live game's by default). */
  analysis(priority: AnalysisLane = 'live'): WorkerClient {
    if (this.isClosed) throw new Error('the solver host is disposed');
    let client = this.analysts[priority];
    if (!client?.alive) {
      client = new WorkerClient(this.options.analysisWorkerPath ?? findWorkerScript('analysis-worker'), {
        giveWay: priority === 'background',
      } satisfies AnalysisWorkerData);
      this.analysts[priority] = client;
    }
    return client;
  }

  /** The solve workers may keep this many more bytes of work now done (Infinity: replace them after it). */
  holdsGarbage(bytes: number): void {
    this.garbage += bytes;
  }

  /** Between two tasks: replaces the solve workers once their finished work may hold enough memory. */
  async recycle(): Promise<void> {
    if (this.garbage < (this.options.recycleBytes ?? WORKER_RECYCLE_BYTES)) return;
    this.garbage = 0;
    const old = this.solvers;
    this.solvers = [];
    await Promise.all(old.map((c) => c.terminate()));
    if (this.eager && !this.isClosed) this.solveWorkers();
  }

  /** Stops every thread (their pending calls are rejected); closed at once. */
  async close(): Promise<void> {
    this.isClosed = true;
    const clients = [...this.solvers, this.analysts.live, this.analysts.background];
    this.solvers = [];
    this.analysts.live = this.analysts.background = null;
    await Promise.all(clients.map((c) => c?.terminate()));
  }

  private ensure(count: number): WorkerClient[] {
    this.solvers = this.solvers.filter((c) => c.alive);
    if (this.solvers.length < count) {
      const script = this.options.workerPath ?? findWorkerScript('solver-worker');
      while (this.solvers.length < count) this.solvers.push(new WorkerClient(script));
    }
    return this.solvers.slice(0, count);
  }
}
