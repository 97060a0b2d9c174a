// The solver host: hands out solved value tables and turn analyses to the CLI, the Electron app and the
// browser-mode server. A table comes from memory, else from the disk cache (table-cache.ts), else from a solve
// on 1..n worker threads sharing one SharedArrayBuffer: every layer (sheets with k boxes filled, from the
// last turn back to the first) is split over the workers, and the next layer starts once all of them are done.
// Concurrent requests for the same rules share one job; the work runs one task at a time on a bounded queue, most
// urgent first (work-queue.ts), and a job nobody waits for any more is cancelled. What it keeps is bounded: tables
// in memory within a budget, least recently used going first, never one in use (kept-tables.ts); the disk cache
// within its own (cache-budget.ts); and the workers are replaced once their finished work's memory adds up
// (a distribution's, chiefly), since a worker thread's memory is only given back when the thread ends. Every
// table's values live in a SharedArrayBuffer, so the coach's analyses run on a dedicated analysis worker over the
// very same memory (never on the calling thread, never behind a solve), and each table's bonus chance is
// computed once in the background on the solve workers, a layer at a time so that a solve asked for meanwhile
// goes first.

import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { BoxValuation } from '../../shared/bots';
import type { Grade, OptionsMode, PositionOptions } from '../../shared/coach';
import type { GameEvent } from '../../shared/game';
import type { ReplayAnalysis } from '../../shared/replay';
import { rulesFingerprint, type RuleSet } from '../../shared/rules';
import {
  analyzeTurn,
  createLayout,
  decodeDistribution,
  encodedSize,
  type ScoreDistribution,
  layerWork,
  startState,
  SolveCancelled,
  type Position,
  type SolverLayout,
  type TurnAnalysis,
  type ValueTable,
} from '../../shared/solver';
import { createTableMemory, tableValues } from '../../shared/solver/wasm/table-kernel';
import { solveControlSlots } from './layer-gate';
import { cancelJob, runLayer } from './layers';
import { positionProblem, PositionError } from './position';
import {
  CONTROL_SOLVE_STATE,
  CONTROL_FENCE,
  CONTROL_SLOTS,
  type AnalysisWorkerData,
  type ResultOf,
  type SharedTableRef,
  type WorkerCall,
} from './worker-protocol';
import { shareValues, SharedTables } from './shared-tables';
import { DISK_CACHE_BUDGET, touchCacheFile, trimCache } from './cache-budget';
import { KeptTables, TABLE_MEMORY_BUDGET } from './kept-tables';
import { SharedJobs, type JobContext, type JobRequest } from './shared-jobs';
import { WorkQueue, type WorkPriority, type WorkQueueLimits } from './work-queue';
import {
  bonusChanceKey,
  checkCachedTable,
  distributionKey,
  readCachedBytes,
  writeCachedTable,
} from './table-cache';
import { WorkerClient } from './worker-client';
import { AnalysisQueue, type AnalysisPriority } from './analysis-queue';
import { solveLayersOn, solveTableOf } from './worker-layers';
import { findWorkerScript } from '../worker-script';

export { SolveCancelled } from '../../shared/solver';
export { PositionError } from './position';
export { SolverBusy, SolveDropped, type WorkPriority } from './work-queue';

/** Finished work whose memory the solve workers may hold before they are replaced by fresh ones. */
export const WORKER_RECYCLE_BYTES = 64 * 1024 * 1024;
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

type Produced = { readonly table: ValueTable; readonly cached: boolean };
type Distributed = { readonly distribution: ScoreDistribution; readonly cached: boolean };

export class SolverHost {
  private readonly tables: KeptTables;
  private readonly queue: WorkQueue;
  private readonly jobs: SharedJobs<Produced>;
  private readonly distributionJobs: SharedJobs<Distributed>;
  private nextDistributionJob = 1;
  private readonly distributions = new LRUCache<string, ScoreDistribution>({ max: KEPT_RESULTS });
  private readonly valuations = new LRUCache<string, Promise<BoxValuation>>({ max: KEPT_RESULTS });
  /** Memory the solve workers may still hold of their finished work (see WORKER_RECYCLE_BYTES). */
  private workerGarbage = 0;
  /** startWorkers() was called: replaced workers are started again at once. */
  private eager = false;
  private clients: WorkerClient[] = [];
  /**
   * The coach's workers, never used for solving: one for a live game's calls, one for the analyses of past
   * games (replays, reports, valuations), so that a long replay never stands before a hint. Each made on its
   * first call, each answering one call at a time from its own queue.
   */
  private readonly analysisClients: Record<AnalysisPriority, WorkerClient | null> = {
    live: null,
    background: null,
  };
  private readonly analyses: Record<AnalysisPriority, AnalysisQueue> = {
    live: new AnalysisQueue(),
    background: new AnalysisQueue(),
  };
  private readonly shared = new SharedTables(
    (table, chance) => this.solveBonusChance(table, chance),
    (message) => {
      if (!this.disposed) this.warn(message);
    },
  );
  private disposed = false;
  private readonly workerCount: number;

  constructor(private readonly options: SolverHostOptions = {}) {
    const workers = options.workers ?? defaultWorkerCount();
    if (!Number.isInteger(workers) || workers < 1) throw new Error(`workers must be a whole number from 1`);
    this.workerCount = workers;
    this.tables = new KeptTables(options.tableMemoryBudget ?? TABLE_MEMORY_BUDGET);
    this.queue = new WorkQueue(options.queueLimits, () => this.recycleWorkers());
    this.jobs = new SharedJobs(this.queue);
    this.distributionJobs = new SharedJobs(this.queue);
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
    if (this.disposed) return;
    this.eager = true;
    this.solveWorkers();
    if (this.options.coach) this.analysis();
  }

  /** The solved table of these rules: from memory, the disk cache, or a solve. */
  async getTable(rules: RuleSet, request: TableRequest = {}): Promise<TableResult> {
    const start = performance.now();
    if (this.disposed) throw new Error('the solver host is disposed');
    if (request.signal?.aborted) throw new SolveCancelled();
    const fingerprint = rulesFingerprint(rules);
    const kept = request.noCache ? undefined : this.tables.get(fingerprint);
    if (kept) {
      request.onProgress?.(1);
      return { table: kept, cached: true, seconds: (performance.now() - start) / 1000 };
    }
    const noCache = request.noCache === true;
    const key = noCache ? `${fingerprint} fresh` : fingerprint;
    const { table, cached } = await this.jobs.join(key, request, async (job) => {
      const result = await this.produce(fingerprint, rules, noCache, job);
      this.tables.set(fingerprint, result.table);
      job.emit(1);
      return result;
    });
    return { table, cached, seconds: (performance.now() - start) / 1000 };
  }

  /** The table of these rules if it is in memory now (nothing is started). */
  keptTable(rules: RuleSet): ValueTable | undefined {
    return this.tables.get(rulesFingerprint(rules));
  }

  /**
   * These rules' table is in use (a game in progress plays by them) until the returned function is called:
   * it stays in memory once made, and its files stay in the disk cache.
   */
  hold(rules: RuleSet): () => void {
    return this.tables.hold(rulesFingerprint(rules));
  }

  /** What the host holds now: tables in memory (bytes), requests waiting by priority, jobs under way. */
  usage(): {
    readonly tableBytes: { readonly idle: number; readonly held: number };
    readonly waiting: Readonly<Record<WorkPriority, number>>;
    readonly jobs: number;
  } {
    return {
      tableBytes: this.tables.bytes(),
      waiting: this.queue.counts(),
      jobs: this.jobs.keys().length + this.distributionJobs.keys().length,
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

  /** A game's replay analysis (its course under perfect play, Perfect's shadow), on the analysis worker. */
  async replay(
    table: ValueTable,
    events: readonly GameEvent[],
    priority: AnalysisPriority = 'background',
  ): Promise<ReplayAnalysis> {
    return this.analysed(table, (ref) => ({ type: 'replay', table: ref, events }), priority);
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
      return await this.analyses[priority].run(priority, () =>
        this.analysis(priority).call(call(this.shared.ref(table))),
      );
    } finally {
      if (!this.disposed) this.shared.startBonusChanceOf(table);
    }
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
    const kept = this.distributions.get(fingerprint);
    if (kept) {
      request.onProgress?.(1);
      return { distribution: kept, cached: true, seconds: (performance.now() - start) / 1000 };
    }
    const { distribution, cached } = await this.distributionJobs.join(fingerprint, request, async (job) => {
      const made = await this.makeDistribution(rules, fingerprint, job);
      this.distributions.set(fingerprint, made.distribution);
      job.emit(1);
      return made;
    });
    return { distribution, cached, seconds: (performance.now() - start) / 1000 };
  }

  private async makeDistribution(rules: RuleSet, fingerprint: string, job: JobContext): Promise<Distributed> {
    // A cached distribution needs no table: read it first (a fraction of the table's bytes).
    const identity = { fingerprint: distributionKey(fingerprint), size: () => encodedSize(rules) };
    if (this.options.dataDir !== undefined) {
      const read = checkCachedTable(await readCachedBytes(this.options.dataDir, identity.fingerprint), {
        fingerprint: identity.fingerprint,
        size: identity.size(),
      });
      if (read.status === 'hit') {
        void touchCacheFile(read.file);
        return { distribution: decodeDistribution(rules, read.values), cached: true };
      }
    }
    const { table, cached: tableCached } = await this.getTable(rules, {
      signal: job.signal,
      priority: job.priority(),
      onProgress: (f) => job.emit(f / 2),
    });
    const { values, cached } = await this.cachedOrMade(
      this.options.dataDir,
      identity,
      { name: 'distribution', redo: 'computing it again' },
      () =>
        // A table solved for it took the distribution in: its second step is not refused, nor put behind.
        job.queued(async () => {
          if (job.signal.aborted) throw new SolveCancelled();
          try {
            return await this.spreadDistribution(table, (f) => job.emit(0.5 + f / 2));
          } finally {
            // A distribution's working memory (moves, chance arenas) stays with the workers until they end.
            this.workerGarbage = Infinity;
          }
        }, !tableCached),
    );
    return { distribution: decodeDistribution(rules, values), cached: cached && tableCached };
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
    const fingerprint = rulesFingerprint(rules);
    let job = this.valuations.get(fingerprint);
    if (!job) {
      job = this.getTable(rules, request).then(async ({ table }) =>
        decodeValuation(
          await this.analysed(table, (ref) => ({ type: 'valuation', table: ref }), 'background'),
        ),
      );
      this.valuations.set(fingerprint, job);
      job.catch(() => this.valuations.delete(fingerprint));
    }
    return job;
  }

  /** The table's bonus chance once the solve workers have it (null: it could not be made); starts it. */
  bonusChance(table: ValueTable): Promise<Float64Array | null> {
    return this.shared.bonusChance(table);
  }

  /** Drops the tables kept in memory (of these rules, or all); the disk cache stays. */
  evict(rules?: RuleSet): void {
    if (rules) this.tables.delete(rulesFingerprint(rules));
    else this.tables.clear();
  }

  /** Cancels every job and stops the worker threads. */
  async dispose(): Promise<void> {
    this.disposed = true;
    this.jobs.cancelAll();
    this.distributionJobs.cancelAll();
    const clients = [...this.clients, this.analysisClients.live, this.analysisClients.background];
    this.clients = [];
    this.analysisClients.live = this.analysisClients.background = null;
    await Promise.all(clients.map((c) => c?.terminate()));
  }

  private async produce(
    fingerprint: string,
    rules: RuleSet,
    noCache: boolean,
    job: JobContext,
  ): Promise<Produced> {
    const dataDir = noCache ? undefined : this.options.dataDir;
    // Built when the table is read, or when its solve's turn comes: never for a request dropped before that.
    let layout: SolverLayout | undefined;
    const layoutOf = (): SolverLayout => (layout ??= createLayout(rules));
    const { values, cached } = await this.cachedOrMade(
      dataDir,
      { fingerprint, size: () => layoutOf().size },
      { name: 'table', redo: 'solving again' },
      () =>
        job.queued(async () => {
          // The workers start (if need be) while this thread builds the layout, then get a copy of it: a fresh
          // thread would take several times longer to build its own. The analysis worker too: the coach's
          // first grade comes as soon as the table does, not a start-up later.
          const clients = this.disposed
            ? []
            : this.options.coach
              ? [...this.solveWorkers(), this.analysis()]
              : this.solveWorkers();
          const built = layoutOf();
          for (const client of clients) {
            // A worker that fails here fails its next call too, which says why.
            client.call({ type: 'prepare', rules, fingerprint, layout: built }).catch(() => undefined);
          }
          return this.solve(rules, fingerprint, built, job.signal, job.emit);
        }),
    );
    // A table read from disk is copied into shared memory once, so that every worker can read it.
    return { table: { layout: layoutOf(), values: cached ? shareValues(values) : values }, cached };
  }

  /**
   * Values kept on disk beside the tables (same checked format): read and checked, else made by `make` and
   * written. A file that fails its checks is reported and made again; a failed write is reported, and what was
   * made is used all the same.
   */
  private async cachedOrMade(
    dataDir: string | undefined,
    expected: { readonly fingerprint: string; readonly size: () => number },
    what: { readonly name: string; readonly redo: string },
    make: () => Promise<Float64Array>,
  ): Promise<{ values: Float64Array; cached: boolean }> {
    if (dataDir !== undefined) {
      const bytes = await readCachedBytes(dataDir, expected.fingerprint);
      const read =
        bytes.status === 'read'
          ? checkCachedTable(bytes, { fingerprint: expected.fingerprint, size: expected.size() })
          : bytes;
      if (read.status === 'hit') {
        void touchCacheFile(read.file);
        return { values: read.values, cached: true };
      }
      if (read.status === 'invalid')
        this.warn(`ignoring the cached ${what.name} ${read.file}: ${read.problem}; ${what.redo}`);
    }
    const values = await make();
    if (dataDir !== undefined) {
      try {
        await writeCachedTable(dataDir, expected.fingerprint, values);
        await this.trimDiskCache(dataDir);
      } catch (error) {
        this.warn(`could not cache the ${what.name} under ${dataDir}: ${(error as Error).message}`);
      }
    }
    return { values, cached: false };
  }

  /** Keeps the disk cache within its budget: the least recently used rule sets go, never one in use. */
  private async trimDiskCache(dataDir: string): Promise<void> {
    const budget = this.options.diskCacheBudget ?? DISK_CACHE_BUDGET;
    const working = new Set([...this.jobs.keys(), ...this.distributionJobs.keys()]);
    await trimCache(
      dataDir,
      budget,
      (fingerprint) => working.has(fingerprint) || this.tables.isHeld(fingerprint),
    );
  }

  /**
   * After each task on the queue: once the work the solve workers finished may hold enough memory (a worker's
   * memory is given back when its thread ends, not before), they are replaced by fresh ones.
   */
  private async recycleWorkers(): Promise<void> {
    if (this.workerGarbage < (this.options.recycleBytes ?? WORKER_RECYCLE_BYTES)) return;
    this.workerGarbage = 0;
    const old = this.clients;
    this.clients = [];
    await Promise.all(old.map((c) => c.terminate()));
    if (this.eager && !this.disposed) this.solveWorkers();
  }

  /** The solve workers, `count` of them started if need be. */
  private ensureWorkers(count = this.workerCount): WorkerClient[] {
    this.clients = this.clients.filter((c) => c.alive);
    if (this.clients.length < count) {
      const script = this.options.workerPath ?? findWorkerScript('solver-worker');
      while (this.clients.length < count) this.clients.push(new WorkerClient(script));
    }
    return this.clients.slice(0, count);
  }

  /** The workers of a solve: one fewer than its threads where this thread solves too. */
  private solveWorkers(): WorkerClient[] {
    return this.ensureWorkers(this.workerCount - (this.options.solveHere ? 1 : 0));
  }

  /** The coach's worker for calls of this priority (a live game's by default). */
  private analysis(priority: AnalysisPriority = 'live'): WorkerClient {
    if (this.disposed) throw new Error('the solver host is disposed');
    let client = this.analysisClients[priority];
    if (!client?.alive) {
      client = new WorkerClient(this.options.analysisWorkerPath ?? findWorkerScript('analysis-worker'), {
        giveWay: priority === 'background',
      } satisfies AnalysisWorkerData);
      this.analysisClients[priority] = client;
    }
    return client;
  }

  /**
   * A table's bonus chance: from the disk cache beside the table, else on the solve workers (each layer queued
   * on its own, so a solve waits one layer at most) and then cached.
   */
  private async solveBonusChance(table: SharedTableRef, chance: SharedArrayBuffer): Promise<void> {
    const into = new Float64Array(chance);
    const { values, cached } = await this.cachedOrMade(
      this.options.dataDir,
      { fingerprint: bonusChanceKey(table.fingerprint), size: () => into.length },
      { name: 'bonus chance', redo: 'computing it again' },
      async () => {
        await this.computeBonusChance(table, chance);
        return into;
      },
    );
    if (cached) into.set(values);
  }

  private async computeBonusChance(table: SharedTableRef, chance: SharedArrayBuffer): Promise<void> {
    const control = new SharedArrayBuffer(CONTROL_SLOTS * Int32Array.BYTES_PER_ELEMENT);
    const { rules, fingerprint, values } = table;
    // Layer k holds the sheets with k boxes filled (the layout's boxCount is the rules' box count).
    for (let k = rules.boxes.length - 1; k >= 0; k--) {
      await this.queue.enqueue('bonus', async () => {
        if (this.disposed) throw new SolveCancelled();
        // Each layer's kernel scratch stays with the workers until they end (about a table's bytes in all).
        this.workerGarbage += values.byteLength / rules.boxes.length;
        await runLayer({
          clients: this.ensureWorkers(),
          control,
          call: (chunks) => ({
            type: 'bonus-layer',
            rules,
            fingerprint,
            values,
            chance,
            control,
            layer: k,
            chunks,
          }),
          cancelled: () => this.disposed,
        });
      }).promise;
    }
    Atomics.load(new Int32Array(control), CONTROL_FENCE);
  }

  private async solve(
    rules: RuleSet,
    fingerprint: string,
    layout: SolverLayout,
    signal: AbortSignal,
    emit: (fraction: number) => void,
  ): Promise<Float64Array> {
    if (signal.aborted || this.disposed) throw new SolveCancelled();
    const clients = this.solveWorkers();
    const here = this.options.solveHere === true;
    // A table memory where this runtime has one (every group whole in WebAssembly), with a slot per thread.
    const values =
      createTableMemory(layout, clients.length + (here ? 1 : 0))?.memory ??
      new SharedArrayBuffer(layout.size * Float64Array.BYTES_PER_ELEMENT);
    // The workers' kernel instances over this memory keep it until they are collected or end.
    this.workerGarbage += values instanceof SharedArrayBuffer ? values.byteLength : values.buffer.byteLength;
    const control = new SharedArrayBuffer(solveControlSlots(layout.boxCount) * Int32Array.BYTES_PER_ELEMENT);
    const flags = new Int32Array(control);
    const cancel = (): void => cancelJob(control);
    let terminateTimer: NodeJS.Timeout | undefined;
    const onAbort = (): void => {
      cancel();
      // Last resort: a worker that has not stopped in time is terminated (and replaced on the next solve).
      terminateTimer = setTimeout(() => {
        for (const c of clients) if (c.busy) void c.terminate();
      }, this.options.cancelGraceMs ?? 2000);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      // Every layer in one call: the workers go from layer to layer without waiting for this thread.
      await runLayer({
        clients,
        control,
        call: (chunks) => ({ type: 'solve-layers', rules, fingerprint, values, control, chunks }),
        onShare: emit,
        cancelled: () => signal.aborted,
        ...(here
          ? {
              here: (chunks: number, onChunk: (done: number, total: number) => void) =>
                solveLayersOn(layout, solveTableOf(layout, values), flags, chunks, onChunk),
            }
          : {}),
      });
      emit(1);
    } finally {
      signal.removeEventListener('abort', onAbort);
      clearTimeout(terminateTimer);
    }
    // Acquire: every value the workers wrote.
    Atomics.load(flags, CONTROL_SOLVE_STATE);
    if (values instanceof SharedArrayBuffer) return new Float64Array(values);
    // The table alone, in a shared array of its own (the memory, scratch and all, goes).
    const table = new Float64Array(new SharedArrayBuffer(layout.size * Float64Array.BYTES_PER_ELEMENT));
    table.set(tableValues(values));
    return table;
  }

  /**
   * A score distribution on the solve workers (worker-distribution.ts): each layer's moves shared out by
   * chunks, then carried by the first worker while every worker goes on with the next layer's moves.
   */
  private async spreadDistribution(
    values: ValueTable,
    emit: (fraction: number) => void,
  ): Promise<Float64Array> {
    if (this.disposed) throw new SolveCancelled();
    const clients = this.ensureWorkers();
    const { layout } = values;
    const table = this.shared.ref(values);
    const control = new SharedArrayBuffer(CONTROL_SLOTS * Int32Array.BYTES_PER_ELEMENT);
    const reached = new SharedArrayBuffer(layout.size);
    new Uint8Array(reached)[startState(layout)] = 1;
    const job = this.nextDistributionJob++;
    const { rules, fingerprint } = table;
    // The other workers post their moves to the first one, which spreads them, over ports of their own.
    const channels = clients.slice(1).map(() => new MessageChannel());
    const spreads: Promise<null>[] = [];
    let total = 0;
    for (let k = 0; k < layout.boxCount; k++) total += layerWork(layout, k);
    let finished = 0;
    for (let k = 0; k < layout.boxCount; k++) {
      const work = layerWork(layout, k);
      const first = k === 0;
      const results = await runLayer({
        clients,
        control,
        call: (chunks, w) => ({
          type: 'distribution-moves',
          job,
          table,
          reached,
          control,
          layer: k,
          chunks,
          ...(w > 0 ? { toSpreader: first ? channels[w - 1]!.port1 : null } : {}),
        }),
        transfer: (w) => (first && w > 0 ? [channels[w - 1]!.port1] : []),
        onShare: (share) => {
          if (total > 0) emit((finished + work * share) / total);
        },
        cancelled: () => this.disposed,
      });
      const fromWorkers = channels.map((c) => c.port2);
      const spread = clients[0]!.call(
        {
          type: 'distribution-spread',
          job,
          rules,
          fingerprint,
          layer: k,
          chunks: results.flatMap((r) => r.parts),
          ...(first ? { fromWorkers } : {}),
        },
        undefined,
        first ? fromWorkers : [],
      );
      // Awaited below; a failure must not go unhandled meanwhile.
      spread.catch(() => undefined);
      spreads.push(spread);
      finished += work;
    }
    await Promise.all(spreads);
    return clients[0]!.call({ type: 'distribution-result', job });
  }

  private warn(message: string): void {
    this.options.onCacheWarning?.(message);
  }
}
