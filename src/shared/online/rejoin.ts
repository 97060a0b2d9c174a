// Keeping a joiner at the table: connects, and after a drop connects again with the seat's token, waiting a
// little longer each time. A host that says no table is open with the code is, for a joiner who was at that
// table (or holds a seat's token for it), away rather than wrong: its Close the table, a restart, a table not
// reopened yet. Then the joiner keeps trying (waiting up to 30 s between tries) until the table opens again.
// Only a refusal that will not change (a wrong code typed, a seat given away) stops the tries.

import { NO_TABLE_WITH_CODE } from '../api/online';
import { TableError, type TableClient, type TableClientState } from './table-client';
import { platformTimers, type Timers } from './timers';

export type RejoinPhase =
  /** The first hello. */
  | 'joining'
  /** At the table. */
  | 'joined'
  /** The connection dropped (or cannot be made): trying again. */
  | 'reconnecting'
  /** The host has no table open with the code for now: trying again until it opens. */
  | 'host-away'
  /** The table said no (a wrong code, a seat that is not this device's any more): `problem` says why. */
  | 'refused';

export interface RejoinStatus {
  readonly phase: RejoinPhase;
  readonly problem: string | null;
  /** The wait before the next try, from when this status was told (ms), while one waits. */
  readonly waitMs: number | null;
  /** Tries that failed in a row. */
  readonly failures: number;
}

export interface RejoinOptions {
  readonly onStatus: (status: RejoinStatus) => void;
  /** The table refused the seat's token (the seat was given away): forget it. */
  readonly onSeatGone?: () => void;
  readonly timers?: Timers;
  /** The first wait after a drop; each failed try doubles it, up to the cap. */
  readonly firstDelayMs?: number;
  /** The longest wait after a dropped connection. */
  readonly dropCapMs?: number;
  /** The longest wait while the host has no table open with the code. */
  readonly awayCapMs?: number;
}

/** Why a joiner of a finished game stops trying: its table has closed. */
export const TABLE_CLOSED_AFTER_GAME = 'the game is over and the table has closed';

export const REJOIN_DELAYS = { firstDelayMs: 500, dropCapMs: 10_000, awayCapMs: 30_000 } as const;

export class Rejoiner {
  private phase: RejoinPhase = 'joining';
  private problem: string | null = null;
  private failures = 0;
  private delay: number;
  private retry: { handle: unknown; ms: number } | null = null;
  private connecting = false;
  private stopped = false;
  /** This client was welcomed at the table once: a "no table" since means the host is away. */
  private welcomed = false;
  private readonly timers: Timers;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly client: TableClient,
    private readonly options: RejoinOptions,
  ) {
    this.timers = options.timers ?? platformTimers;
    this.delay = this.first();
    this.unsubscribe = client.subscribe((state) => this.heard(state));
  }

  /** The first try (a client welcomed already, as another app's backend's is after joining, counts as joined). */
  start(): void {
    if (this.client.state().connected) {
      this.welcomed = true;
      this.set('joined', null);
      return;
    }
    this.attempt();
  }

  /** Tries again now rather than at the next try's time (a player's "Try now", the network back). */
  tryNow(): void {
    if (this.stopped || this.connecting || this.phase === 'joined' || this.phase === 'refused') return;
    this.attempt();
  }

  stop(): void {
    this.stopped = true;
    this.clearRetry();
    this.unsubscribe();
  }

  status(): RejoinStatus {
    return {
      phase: this.phase,
      problem: this.problem,
      waitMs: this.retry?.ms ?? null,
      failures: this.failures,
    };
  }

  private heard(state: TableClientState): void {
    // A connection that was up went down: the next try after the first wait.
    if (this.stopped || this.connecting || this.phase !== 'joined' || state.connected) return;
    this.wait('reconnecting', this.options.dropCapMs ?? REJOIN_DELAYS.dropCapMs, state.ended);
  }

  private attempt(): void {
    this.clearRetry();
    this.connecting = true;
    this.client.connect().then(
      () => {
        this.connecting = false;
        if (this.stopped) return;
        this.welcomed = true;
        this.failures = 0;
        this.delay = this.first();
        this.set('joined', null);
      },
      (error: unknown) => {
        this.connecting = false;
        if (this.stopped) return;
        this.failures++;
        this.failed(error);
      },
    );
    this.notify();
  }

  private failed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof TableError && error.kind === 'forbidden') {
      const knowsTable = this.welcomed || this.client.seatToken() !== undefined;
      // A finished game's table closes for good (after its grace time): nothing to wait for.
      const over = this.client.state().table?.status === 'finished';
      if (message === NO_TABLE_WITH_CODE && knowsTable && !over) {
        this.wait('host-away', this.options.awayCapMs ?? REJOIN_DELAYS.awayCapMs, message);
        return;
      }
      if (message === NO_TABLE_WITH_CODE && over) return this.set('refused', TABLE_CLOSED_AFTER_GAME);
      if (this.client.seatToken() !== undefined && /token/.test(message)) this.options.onSeatGone?.();
      this.set('refused', message);
      return;
    }
    // A host that is away closes the connection before it can say so (its app quit): the same wait as a
    // drop, but a joiner last told the table is closed stays told so.
    const away = this.phase === 'host-away';
    this.wait(
      away ? 'host-away' : 'reconnecting',
      away
        ? (this.options.awayCapMs ?? REJOIN_DELAYS.awayCapMs)
        : (this.options.dropCapMs ?? REJOIN_DELAYS.dropCapMs),
      away ? this.problem : message,
    );
  }

  /** The next try after the current wait; the wait after it twice as long, up to `capMs`. */
  private wait(phase: RejoinPhase, capMs: number, problem: string | null): void {
    this.clearRetry();
    const ms = Math.min(this.delay, capMs);
    const retry = {
      ms,
      handle: this.timers.setTimeout(() => {
        if (this.retry !== retry) return;
        this.retry = null;
        this.attempt();
      }, ms),
    };
    this.retry = retry;
    this.delay = Math.min(ms * 2, capMs);
    this.set(phase, problem);
  }

  private clearRetry(): void {
    if (this.retry === null) return;
    this.timers.clearTimeout(this.retry.handle);
    this.retry = null;
  }

  private first(): number {
    return this.options.firstDelayMs ?? REJOIN_DELAYS.firstDelayMs;
  }

  private set(phase: RejoinPhase, problem: string | null): void {
    this.phase = phase;
    this.problem = problem;
    this.notify();
  }

  private notify(): void {
    if (!this.stopped) this.options.onStatus(this.status());
  }
}
