// The messages between the solver host (host.ts, through worker-client.ts) and its worker threads (worker.ts).
// Every request carries an id; the worker answers it with progress messages and then exactly one result or
// error. Errors cross as plain data and are rebuilt into Error objects on the host side.

import type { MessagePort } from 'node:worker_threads';
import type { EncodedValuation } from '../../shared/bots';
import type { Grade, OptionsMode, PositionOptions } from '../../shared/coach';
import type { GameEvent } from '../../shared/game';
import type { ReplayAnalysis, ReplayWinPart } from '../../shared/replay';
import type { RuleSet } from '../../shared/rules';
import type { TableMemory } from '../../shared/solver/wasm/table-kernel';
import type { OutcomeOptions, WinOptions, WinRequest } from '../../shared/solver/win';
import {
  SolveCancelled,
  type DistributionMoves,
  type Position,
  type SolverLayout,
} from '../../shared/solver';

/**
 * A call's progress goes out at most this often (ms): each message costs a worker about 35 µs and wakes the
 * host's thread, and a solve's threads finish a chunk every few milliseconds (the page shows it every 150 ms).
 */
export const PROGRESS_EVERY_MS = 16;

/** Slots of the shared Int32 control array of one solve. */
export const CONTROL_CANCEL = 0;
/** Bumped with Atomics by each worker after writing its chunks of a layer (a memory fence for the values). */
export const CONTROL_FENCE = 1;
/** The next unclaimed chunk of a layer call's layer: workers claim chunks with Atomics.add from 0. */
export const CONTROL_NEXT_CHUNK = 2;
/** Slots of a layer call's control array (a solve's has more: layer-gate.ts). */
export const CONTROL_SLOTS = 3;
/** solve-layers: the layers through, threads joined and threads through the open layer (layer-gate.ts). */
export const CONTROL_SOLVE_STATE = 3;
/** solve-layers: the first of one chunk counter per layer, in the order the layers are solved. */
export const CONTROL_LAYER_CHUNKS = 4;

/**
 * Help solve the whole table, every layer from the last turn's back to the first: each layer's groups are split
 * into `chunks` (chunk c = the groups whose index in the layer is c modulo `chunks`), every thread of the solve
 * claims chunks from the layer's counter until none is left (a thread that gets less CPU time simply solves
 * fewer), then waits in the control array until every thread that has joined is through the layer
 * (layer-gate.ts). A worker joins at the layer open when it gets the call, so the others never wait for one that
 * is still starting; the layers follow one another without a round trip through the host, whose thread may be
 * busy serving a page meanwhile.
 */
export interface SolveLayersCall {
  readonly type: 'solve-layers';
  readonly rules: RuleSet;
  /** rulesFingerprint(rules): the worker keeps layouts by it. */
  readonly fingerprint: string;
  /**
   * The value table (layout.size Float64 values), shared by the host and every worker: a table memory with a
   * slot for each thread of the solve (wasm/table-kernel.ts: the whole group in WebAssembly), or, where this
   * runtime has none, a plain SharedArrayBuffer.
   */
  readonly values: TableMemory | SharedArrayBuffer;
  /** Int32 control slots (solveControlSlots): a non-zero CONTROL_CANCEL asks the worker to stop. */
  readonly control: SharedArrayBuffer;
  readonly chunks: number;
}

/** What a thread did of a whole solve: the layer it joined at (its position in the solve) and the chunks it solved. */
export interface SolveLayersResult {
  readonly joinedAt: number;
  readonly layers: number;
  readonly chunks: number;
  readonly milliseconds: number;
}

/** What a worker did of a layer (of a bonus chance or a distribution's moves). */
export interface SolveLayerResult {
  readonly layer: number;
  /** Chunks this worker solved. */
  readonly chunks: number;
  readonly milliseconds: number;
}

/**
 * Help compute one layer of a table's bonus chance (solveBonusChance, layer by layer like a solve): chunks of
 * the layer are claimed from the shared counter as in solve-layers.
 */
export interface BonusLayerCall {
  readonly type: 'bonus-layer';
  readonly rules: RuleSet;
  readonly fingerprint: string;
  /** The solved value table (read only here). */
  readonly values: SharedArrayBuffer;
  /** The bonus chance being computed: same indexing as `values`. */
  readonly chance: SharedArrayBuffer;
  readonly control: SharedArrayBuffer;
  readonly layer: number;
  readonly chunks: number;
}

/** A solved table as the analysis worker gets it: shared, never copied. */
export interface SharedTableRef {
  /** Given by the host to each shared table, so the worker can keep what it builds on one (scratch, views). */
  readonly id: number;
  readonly rules: RuleSet;
  readonly fingerprint: string;
  readonly values: SharedArrayBuffer;
  /** The table's bonus chance once computed (same indexing as `values`), else null: facts go without it. */
  readonly bonusChance: SharedArrayBuffer | null;
}

/** Grades the decisions of a game's log committed at index `from` or later (decisionsOf + gradeDecisions). */
export interface GradeLogCall {
  readonly type: 'grade-log';
  readonly table: SharedTableRef;
  readonly events: readonly GameEvent[];
  readonly from: number;
}

/**
 * Ranks every option of a position (rankOptions): mode 'keeps' is `yacht analyze`'s options, 'decision' what a
 * player at the table can do (hints, the analyzer).
 */
export interface RankOptionsCall {
  readonly type: 'rank-options';
  readonly table: SharedTableRef;
  readonly position: Position;
  readonly mode: OptionsMode;
}

/**
 * A position's options valued by the chance to win against the other seats, or to reach a target
 * (shared/solver/win: WinOutcomes keeps a turn's solve for its next decisions).
 */
export interface WinOptionsCall {
  readonly type: 'win-options';
  readonly table: SharedTableRef;
  readonly request: WinRequest;
  readonly options: OutcomeOptions;
}

/** A game's replay analysis (its course under perfect play, Perfect's shadow on its dice). */
export interface ReplayCall {
  readonly type: 'replay';
  readonly table: SharedTableRef;
  readonly events: readonly GameEvent[];
}

/**
 * One turn of a game of two or more seats in win chance (replayWinPart): the course point its box ends it with
 * (when `scored`: the log ends with that box), and its decisions from log index `from`. The host asks turn by
 * turn so that other analyses go between them.
 */
export interface ReplayWinCall {
  readonly type: 'replay-win';
  readonly table: SharedTableRef;
  readonly events: readonly GameEvent[];
  readonly from: number;
  readonly scored: boolean;
}

/**
 * The moves of one layer of a score distribution (distribution-moves.ts): the layer's groups are split into
 * `chunks` runs of masks, claimed from the shared counter as in bonus-layer. Reads which states of the layer
 * are reached and marks the ones their moves lead to. The moves never pass through the host: the spreading
 * worker keeps its own, and every other worker posts its moves to the spreading one over a port of its own
 * (given in its first call of the job), so that no thread but those two ever holds their memory.
 */
export interface DistributionMovesCall {
  readonly type: 'distribution-moves';
  /** The distribution job (a new one gets new move lists). */
  readonly job: number;
  readonly table: SharedTableRef;
  /** One byte per state, non-zero once a move leads there; shared by the host and every worker. */
  readonly reached: SharedArrayBuffer;
  readonly control: SharedArrayBuffer;
  readonly layer: number;
  readonly chunks: number;
  /**
   * A worker that does not spread: where its moves go (in the job's first call only; a port crosses once),
   * null in its later calls. Absent: this worker spreads, and keeps its moves.
   */
  readonly toSpreader?: MessagePort | null;
}

/** The chunks this worker worked out (their moves are with the spreading worker). */
export interface DistributionMovesResult extends SolveLayerResult {
  readonly parts: readonly number[];
}

/** Moves of one layer, posted by a worker to the spreading one. */
export interface PostedMoves {
  readonly job: number;
  readonly layer: number;
  readonly parts: readonly { readonly chunk: number; readonly moves: DistributionMoves }[];
}

/**
 * Carries one layer's chance along its moves (in state order) in distribution job `job`, the moves being this
 * worker's own and those the others posted; the first layer starts the job (with the other workers' ports), and
 * a new job replaces an unfinished one.
 */
export interface DistributionSpreadCall {
  readonly type: 'distribution-spread';
  readonly job: number;
  readonly rules: RuleSet;
  readonly fingerprint: string;
  readonly layer: number;
  /** The chunks of the layer that have moves, from every worker (each must be here, once). */
  readonly chunks: readonly number[];
  /** The other workers' ports (the first layer's call only). */
  readonly fromWorkers?: readonly MessagePort[];
}

/** The finished distribution of job `job` (encoded: distribution-codec.ts); the job is then forgotten. */
export interface DistributionResultCall {
  readonly type: 'distribution-result';
  readonly job: number;
}

/** Hard's valuation of rules it has none committed for, derived from their solved table (deriveValuation). */
export interface ValuationCall {
  readonly type: 'valuation';
  readonly table: SharedTableRef;
}

/**
 * Gets a worker ready for these rules (their layout, the kernel compiled), so the first layer finds it ready.
 * `layout`: the host's own, built while the worker started (a fresh thread takes several times longer to build
 * one, and the solve's workers would build theirs side by side on the same cores); without it the worker builds
 * its own.
 */
export interface PrepareCall {
  readonly type: 'prepare';
  readonly rules: RuleSet;
  readonly fingerprint: string;
  readonly layout?: SolverLayout;
}

/** Answers with the worker's thread id: lets the host (and tests) check a worker is up. */
export interface PingCall {
  readonly type: 'ping';
}

export interface PingResult {
  readonly threadId: number;
  /** The thread's scheduling priority (Linux: its own nice value; see thread-priority.ts). */
  readonly nice: number;
}

/** What an analysis worker reads at its start. */
export interface AnalysisWorkerData {
  /** It analyses past games (replays, reports): its thread runs at a lower priority than the live game's. */
  readonly giveWay: boolean;
}

export function isAnalysisWorkerData(value: unknown): value is AnalysisWorkerData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { giveWay?: unknown }).giveWay === 'boolean'
  );
}

export type LayerCall = SolveLayersCall | BonusLayerCall | DistributionMovesCall;
export type WorkerCall =
  | SolveLayersCall
  | BonusLayerCall
  | GradeLogCall
  | RankOptionsCall
  | WinOptionsCall
  | ReplayCall
  | ReplayWinCall
  | DistributionMovesCall
  | DistributionSpreadCall
  | DistributionResultCall
  | ValuationCall
  | PrepareCall
  | PingCall;

/** What each call answers with. */
export interface WorkerResults {
  readonly 'solve-layers': SolveLayersResult;
  readonly 'bonus-layer': SolveLayerResult;
  readonly 'grade-log': readonly Grade[];
  readonly 'rank-options': PositionOptions;
  readonly 'win-options': WinOptions;
  readonly replay: ReplayAnalysis;
  readonly 'replay-win': ReplayWinPart;
  readonly 'distribution-moves': DistributionMovesResult;
  readonly 'distribution-spread': null;
  readonly 'distribution-result': Float64Array;
  readonly valuation: EncodedValuation;
  readonly prepare: null;
  readonly ping: PingResult;
}

export type ResultOf<C extends WorkerCall> = WorkerResults[C['type']];

export type WorkerRequest = WorkerCall & { readonly id: number };

export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
}

export type WorkerResponse =
  /** `done` chunks of the layer's `total` solved by this worker so far. */
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'result'; readonly id: number; readonly result: WorkerResults[keyof WorkerResults] }
  | { readonly type: 'error'; readonly id: number; readonly error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { name: 'Error', message: String(error) };
}

/** Rebuilds a worker's error on the host side (a cancelled solve comes back as SolveCancelled). */
export function deserializeError(error: SerializedError): Error {
  if (error.name === 'SolveCancelled') return new SolveCancelled();
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = `${error.stack}\n    (in the solver worker)`;
  return rebuilt;
}

export function isWorkerResponse(value: unknown): value is WorkerResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; id?: unknown };
  return (v.type === 'progress' || v.type === 'result' || v.type === 'error') && typeof v.id === 'number';
}
