// Messages between the simulation pool (pool.ts) and its worker threads (worker.ts).

import type { BoxValuation } from '../../shared/bots';
import type { RunSpec } from './games';

/** First message: what to play, with the solved table shared (not copied) when a bot needs it. */
export interface InitMessage {
  readonly type: 'init';
  readonly spec: RunSpec;
  /** The table's values (Float64), shared by every worker, or null. */
  readonly table: SharedArrayBuffer | null;
  readonly valuation: BoxValuation | null;
  /** Perfect's keep choices, kept by every worker together (SharedKeepChoices' memory), or null. */
  readonly choices: SharedArrayBuffer | null;
}

/** Play games from..to-1. */
export interface RunMessage {
  readonly type: 'run';
  readonly from: number;
  readonly to: number;
}

export type ToWorker = InitMessage | RunMessage;

export type FromWorker =
  | { readonly type: 'ready' }
  | {
      readonly type: 'done';
      readonly from: number;
      readonly to: number;
      readonly totals: Int32Array;
      readonly bonus: Uint8Array;
      readonly yacht: Uint8Array;
    }
  | { readonly type: 'error'; readonly message: string; readonly stack?: string };
