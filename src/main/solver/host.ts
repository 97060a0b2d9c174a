// The solver host: hands out solved value tables, score distributions, Hard's valuations and turn analyses to
// the CLI, the Electron app and the browser-mode server. This file is its front; the work is done by:
// - kept-jobs.ts: what is kept in memory (tables within a budget, never one in use: kept-tables.ts; 64
//   distributions and valuations), else one job per key that every caller shares (shared-jobs.ts), run one task
//   at a time on a bounded queue, most urgent first (work-queue.ts), and cancelled when nobody waits any more;
// - cached-values.ts: the disk cache within its budget (table-cache.ts, cache-budget.ts);
// - table-solve.ts, distribution-layers.ts, bonus-layers.ts: the work the solve workers share a layer at a time;
// - worker-pool.ts: the solve workers and the coach's analysis workers, the solve workers replaced once their
//   finished work's memory adds up (a thread's memory is only given back when it ends).
// Every table's values live in a SharedArrayBuffer, so the coach's analyses run on an analysis worker over the
// very same memory (never on the calling thread, never behind a solve), and each table's bonus chance is
// computed once in the background (shared-tables.ts).

import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import type { BoxValuation } from '../../shared/bots';
import type { Grade, OptionsMode, PositionOptions } from '../../shared/coach';
import type { GameEvent } from '../../shared/game';
import type { ReplayAnalysis, ReplayWin } from '../../shared/replay';
import { rulesFingerprint, type RuleSet } from '../../shared/rules';
import {
  analyzeTurn,
  type ScoreDistribution,
  SolveCancelled,
  type Position,
  type TurnAnalysis,
  type ValueTable,
} from '../../shared/solver';
import type { OutcomeOptions, WinOptions, WinRequest } from '../../shared/solver/win';
import { AnalysisQueue, laneOf, type AnalysisLane, type AnalysisPriority } from './analysis-queue';
import { makeBonusChance } from './bonus-layers';
import { CachedValues } from './cached-values';
import { makeDistribution, type DistributionSetup } from './distribution-layers';
import { KeptJobs, type Made } from './kept-jobs';
import { KeptTables, TABLE_MEMORY_BUDGET } from './kept-tables';
import { positionProblem, PositionError, winQuestionProblem } from './position';
import { SharedTables } from './shared-tables';
import type { JobRequest } from './shared-jobs';
import { makeTable, type TableSolveSetup } from './table-solve';
import { WorkQueue, type WorkPriority, type WorkQueueLimits } from './work-queue';
import { WorkerPool } from './worker-pool';
import type { ResultOf, SharedTableRef, WorkerCall } from './worker-protocol';

export { SolveCancelled } from '../../shared/solver';
export { PositionError } from './position';
export { SolverBusy, SolveDropped, type WorkPriority } from './work-queue';
export { WORKER_RECYCLE_BYTES } from './worker-pool';

/** Score distributions and Hard's valuations kept in memory (each a few kilobytes). */
const KEPT_RESULTS = 64;

export interface SolverHostOptions {
  /** Tables are cached under <dataDir>/solver; without a data directory they are kept in memory only. */
  readonly dataDir?: string | undefined;
  /** Worker threads per solve (default: defaultWorkerCount()). */
  readonly workers?: number | undefined;
  /** The bundled solve worker script (default: findWorkerScript('solver-worker')). */
  readonly workerPath?: string | undefined;
  /** The bundled analysis worker script (default: findWorkerScript('analysis-worker')). */
  readonly analysisWorkerPath?: string | undefined;
  /** Told when a cached file is ignored (corrupt, other rules...) or cannot be written. */
  readonly onCacheWarning?: ((message: string) => void) | undefined;
  /**
   * The coach grades what is played as soon as a table is solved (the app, a table server): its analysis
   * worker starts and gets ready for the rules during the solve. Off for the command line's one-off solves.
   */
  readonly coach?: boolean | undefined;
  /** After a cancel, how long the workers get to stop before they are terminated (default 2000 ms). */
  readonly cancelGraceMs?: number | undefined;
  /**
   * The calling thread solves too, as one of the `workers` threads of a solve: for the command line, whose
   * thread has nothing else to do meanwhile (never for a server: its thread is blocked until the table is
   * solved). A solve then starts one worker fewer, and none at all with one thread.
   */
  readonly solveHere?: boolean | undefined;
  /** Bytes of tables not in use kept in memory (default TABLE_MEMORY_BUDGET). */
  readonly tableMemoryBudget?: number | undefined;
  /** Bytes the disk cache holds at most (default DISK_CACHE_BUDGET). */
  readonly diskCacheBudget?: number | undefined;
  /** How many requests may wait (default SCREEN_WAITING and PREFETCH_WAITING). */
  readonly queueLimits?: Partial<WorkQueueLimits> | undefined;
  /** Finished work's memory after which the solve workers are replaced (default WORKER_RECYCLE_BYTES). */
  readonly recycleBytes?: number | undefined;
}

export interface TableRequest extends JobRequest {
  /** Solve afresh: neither read nor write the disk cache, nor take the table kept in memory. */
  readonly noCache?: boolean | undefined;
}

export interface DistributionResult {
  readonly distribution: ScoreDistribution;
  /** True when it came from memory or the disk cache (the table too), false when anything was computed. */
  readonly cached: boolean;
  /** Wall time of this request. */
  readonly seconds: number;
}

export interface TableResult {
  readonly table: ValueTable;
  /** True when the table came from memory or the disk cache, false when it was solved. */
  readonly cached: boolean;
  /** Wall time of this request. */
  readonly seconds: number;
}

/** Workers a solve uses unless told otherwise: two where two cores are available (measured: bench/solver.ts). */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

export class SolverHost {
  private readonly pool: WorkerPool;
  private readonly queue: WorkQueue;
  private readonly keptTables: KeptTables;
  private readonly tables: KeptJobs<ValueTable>;
  private readonly distributions: KeptJobs<ScoreDistribution>;
  private readonly valuations: KeptJobs<BoxValuation>;
  private readonly shared: SharedTables;
  private readonly solveSetup: TableSolveSetup;
  private readonly distributionSetup: DistributionSetup;
  /**
   * The coach's calls, one at a time per analysis worker: a live game's on one, the analyses of past games
   * (replays, reports, valuations) on the other, so that a long replay never stands before a hint.
   */
  private readonly analyses: Record<AnalysisLane, AnalysisQueue> = {
    live: new AnalysisQueue(),
    background: new AnalysisQueue(),
  };
  private readonly workerCount: number;

  constructor(private readonly options: SolverHostOptions = {}) {
    const workers = options.workers ?? defaultWorkerCount();
    if (!Number.isInteger(workers) || workers < 1) throw new Error(`workers must be a whole number from 1`);
    this.workerCount = workers;
    const pool = new WorkerPool({
      threads: workers,
      solveHere: options.solveHere === true,
      workerPath: options.workerPath,
      analysisWorkerPath: options.analysisWorkerPath,
      recycleBytes: options.recycleBytes,
    });
    this.pool = pool;
    const queue = new WorkQueue(options.queueLimits, () => pool.recycle());
    this.queue = queue;
    this.keptTables = new KeptTables(options.tableMemoryBudget ?? TABLE_MEMORY_BUDGET);
    this.tables = new KeptJobs(queue, this.keptTables);
    this.distributions = new KeptJobs<ScoreDistribution>(queue, new LRUCache({ max: KEPT_RESULTS }));
    this.valuations = new KeptJobs<BoxValuation>(queue, new LRUCache({ max: KEPT_RESULTS }));
    const cache = new CachedValues({
      budget: options.diskCacheBudget,
      // Taken as a trim starts: the rule sets being worked on, and those a game plays by.
      inUse: () => {
        const working = new Set([...this.tables.keys(), ...this.distributions.keys()]);
        return (fingerprint) => working.has(fingerprint) || this.keptTables.isHeld(fingerprint);
      },
      warn: (message) => this.warn(message),
    });
    const dataDir = options.dataDir;
    this.shared = new SharedTables(
      (table, chance) => makeBonusChance({ pool, queue, cache, dataDir }, table, chance),
      (message) => {
        if (!this.disposed) this.warn(message);
      },
    );
    this.solveSetup = {
      pool,
      cache,
      coach: options.coach === true,
      solveHere: options.solveHere === true,
      cancelGraceMs: options.cancelGraceMs ?? 2000,
    };
    this.distributionSetup = {
      pool,
      cache,
      shared: this.shared,
      dataDir,
      table: (rules, request) => this.tableOf(rules, request),
    };
  }

  get workers(): number {
    return this.workerCount;
  }

  /**
   * Starts the solve workers (and a coach host's analysis worker) now rather than at the first solve: for an
   * app or server at its start, so that its first solve, a person's first game, does not wait 50-150 ms for
   * threads to start on cores the page is busy with.
   */
  startWorkers(): void {
    this.pool.start(this.options.coach === true);
  }

  /** The solved table of these rules: from memory, the disk cache, or a solve. */
  async getTable(rules: RuleSet, request: TableRequest = {}): Promise<TableResult> {
    const start = performance.now();
    const { value: table, cached } = await this.tableOf(rules, request);
    return { table, cached, seconds: (performance.now() - start) / 1000 };
  }

  /** The table of these rules if it is in memory now (nothing is started). */
  keptTable(rules: RuleSet): ValueTable | undefined {
    return this.keptTables.get(rulesFingerprint(rules));
  }

  /**
   * These rules' table is in use (a game in progress plays by them) until the returned function is called:
   * it stays in memory once made, and its files stay in the disk cache.
   */
  hold(rules: RuleSet): () => void {
    return this.keptTables.hold(rulesFingerprint(rules));
  }

  /** What the host holds now: tables in memory (bytes), requests waiting by priority, jobs under way. */
  usage(): {
    readonly tableBytes: { readonly idle: number; readonly held: number };
    readonly waiting: Readonly<Record<WorkPriority, number>>;
    readonly jobs: number;
  } {
    return {
      tableBytes: this.keptTables.bytes(),
      waiting: this.queue.counts(),
      jobs: this.tables.keys().length + this.distributions.keys().length + this.valuations.keys().length,
    };
  }

  /** Every option of a position, ranked, with its expected final total and loss (loads the table first). */
  async analyze(rules: RuleSet, position: Position, request: TableRequest = {}): Promise<TurnAnalysis> {
    const problem = positionProblem(rules, position);
    if (problem) throw new PositionError(problem);
    const { table } = await this.getTable(rules, request);
    return analyzeTurn(table, position);
  }

  /**
   * The coach: grades the decisions of a game's log committed at index `from` or later, on the analysis
   * worker, over `table` (one of this host's, or any table: copied into shared memory once).
   */
  async grade(
    table: ValueTable,
    events: readonly GameEvent[],
    from: number,
    priority: AnalysisPriority = 'live',
  ): Promise<readonly Grade[]> {
    return this.analysed(table, (ref) => ({ type: 'grade-log', table: ref, events, from }), priority);
  }

  /** The coach: every option of a position ranked, on the analysis worker (facts with the bonus chance once ready). */
  async rank(
    table: ValueTable,
    position: Position,
    mode: OptionsMode,
    priority: AnalysisPriority = 'live',
  ): Promise<PositionOptions> {
    return this.analysed(table, (ref) => ({ type: 'rank-options', table: ref, position, mode }), priority);
  }

  /**
   * A position's options by the chance to win against the other seats (or to reach a target), on the analysis
   * worker: exact over the turns that fit the budget (shared/solver/win, docs/win.md).
   */
  async winOptions(
    table: ValueTable,
    request: WinRequest,
    options: OutcomeOptions = {},
    priority: AnalysisPriority = 'live',
  ): Promise<WinOptions> {
    const problem = winQuestionProblem(table.layout.rules, request);
    if (problem) throw new PositionError(problem);
    return this.analysed(table, (ref) => ({ type: 'win-options', table: ref, request, options }), priority);
  }

  /** A game's replay analysis (its course under perfect play, Perfect's shadow), on the analysis worker. */
  async replay(
    table: ValueTable,
    events: readonly GameEvent[],
    priority: AnalysisPriority = 'background',
  ): Promise<ReplayAnalysis> {
    return this.analysed(table, (ref) => ({ type: 'replay', table: ref, events }), priority);
  }

  /** A game of two or more seats in win chance (null alone), on the analysis worker (seconds: background). */
  async replayWin(
    table: ValueTable,
    events: readonly GameEvent[],
    priority: AnalysisPriority = 'background',
  ): Promise<ReplayWin | null> {
    // Loaded by those who replay, not by every host (the command line's solve reads no game or coach code).
    const { replayWinByTurns } = await import('./replay-win-turns');
    return replayWinByTurns(events, (part, from, scored) =>
      this.analysed(
        table,
        (ref) => ({ type: 'replay-win', table: ref, events: part, from, scored }),
        priority,
      ),
    );
  }

  /**
   * The exact score distribution of these rules under perfect play: from memory, the disk cache beside the
   * table, or computed on the solve workers once the table is there (one at a time with the solves). Progress:
   * the table's solve, then the distribution, each half of 0..1.
   */
  async distribution(rules: RuleSet, request: JobRequest = {}): Promise<DistributionResult> {
    const start = performance.now();
    if (this.disposed) throw new Error('the solver host is disposed');
    const fingerprint = rulesFingerprint(rules);
    const { value: distribution, cached } = await this.distributions.get(fingerprint, request, (job) =>
      makeDistribution(this.distributionSetup, rules, fingerprint, job),
    );
    return { distribution, cached, seconds: (performance.now() - start) / 1000 };
  }

  /**
   * Hard's valuation of these rules: the committed one, else derived from the solved table on the analysis worker
   * (as the committed ones were: bot-valuations) and kept in memory.
   */
  async valuation(rules: RuleSet, request: TableRequest = {}): Promise<BoxValuation> {
    // The bots are loaded by those who play them, not by every host (the command line's solve).
    const { committedValuation, decodeValuation } = await import('../../shared/bots');
    const committed = committedValuation(rules);
    if (committed) return committed;
    const made = await this.valuations.get(rulesFingerprint(rules), request, async (job) => {
      const { value: table } = await this.tableOf(rules, {
        signal: job.signal,
        priority: job.priority(),
        onProgress: (f) => job.emit(f),
        noCache: request.noCache,
      });
      const encoded = await this.analysed(table, (ref) => ({ type: 'valuation', table: ref }), 'background');
      return { value: decodeValuation(encoded), cached: false };
    });
    return made.value;
  }

  /** The table's bonus chance once the solve workers have it (null: it could not be made); starts it. */
  bonusChance(table: ValueTable): Promise<Float64Array | null> {
    return this.shared.bonusChance(table);
  }

  /** Drops the tables kept in memory (of these rules, or all); the disk cache stays. */
  evict(rules?: RuleSet): void {
    if (rules) this.keptTables.delete(rulesFingerprint(rules));
    else this.keptTables.clear();
  }

  /** Cancels every job and stops the worker threads. */
  async dispose(): Promise<void> {
    const closing = this.pool.close();
    this.tables.cancelAll();
    this.distributions.cancelAll();
    this.valuations.cancelAll();
    await closing;
  }

  private get disposed(): boolean {
    return this.pool.closed;
  }

  /** The table of these rules and whether it was cached (see getTable). */
  private async tableOf(rules: RuleSet, request: TableRequest): Promise<Made<ValueTable>> {
    if (this.disposed) throw new Error('the solver host is disposed');
    if (request.signal?.aborted) throw new SolveCancelled();
    const fingerprint = rulesFingerprint(rules);
    const fresh = request.noCache === true;
    const dataDir = fresh ? undefined : this.options.dataDir;
    return this.tables.get(
      fingerprint,
      request,
      (job) => makeTable(this.solveSetup, rules, fingerprint, dataDir, job),
      fresh,
    );
  }

  /**
   * A call on the analysis worker of its priority over `table`, one at a time (analysis-queue.ts). The table's
   * bonus chance (for the coach's facts) starts once it is answered: made at the same time, it would share the
   * CPU with the first grade of a new table.
   */
  private async analysed<C extends WorkerCall>(
    table: ValueTable,
    call: (ref: SharedTableRef) => C,
    priority: AnalysisPriority,
  ): Promise<ResultOf<C>> {
    try {
      const lane = laneOf(priority);
      return await this.analyses[lane].run(priority, () =>
        this.pool.analysis(lane).call(call(this.shared.ref(table))),
      );
    } finally {
      if (!this.disposed) this.shared.startBonusChanceOf(table);
    }
  }

  private warn(message: string): void {
    this.options.onCacheWarning?.(message);
  }
}
