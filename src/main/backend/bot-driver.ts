// Plays the bot seats of one game: after every change, if a bot is on turn, one action after a pause (the bot
// speed), then the next; or all of them at once (skipBots). What a bot does, and applying and saving it, is
// the game service's (BotMoves); this only decides when. One driver serves one game: a new game gets a new one,
// so work for an old game can never land in a new one.

import type { Appended } from '../../shared/api/contract';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The game's side: whether a bot is on turn, waiting for what it needs, and one of its actions. */
export interface BotMoves {
  /** A bot is to play now (not a person, and the game is not over). */
  botOnTurn(): boolean;
  /** Resolves once the bot on turn can play (its solved table is made); rejects when it never can. */
  ready(): Promise<void>;
  /** One action of the bot on turn, applied and saved; null when no bot can play now. */
  step(): Promise<Appended | null>;
}

export interface BotDriverOptions {
  readonly timers: Timers;
  /** The pause before each action, read at each one (the setting may change mid-game). */
  readonly delay: () => number;
  /** A bot's action failed: it is not retried by itself (playNow retries), so a failure does not loop. */
  readonly failed: (message: string) => void;
}

export class BotDriver {
  private timer: { handle: unknown } | null = null;
  private running: Promise<void> | null = null;
  /** Bumped by reset(): an action started for the state before it is not played. */
  private generation = 0;
  /** playNow is playing the bots: the paced bots stand aside. */
  private skipping = false;
  private stalled = false;
  private closed = false;

  constructor(
    private readonly moves: BotMoves,
    private readonly options: BotDriverOptions,
  ) {}

  /** After a change: the bot on turn (if any) plays one action after the pause, then the next is scheduled. */
  schedule(): void {
    if (this.closed || this.skipping || this.stalled || this.timer || this.running) return;
    if (!this.moves.botOnTurn()) return;
    const generation = this.generation;
    const timer = {
      handle: this.options.timers.setTimeout(() => {
        if (this.timer !== timer) return;
        this.timer = null;
        this.running = this.playOne(generation).finally(() => {
          this.running = null;
          this.schedule();
        });
      }, this.options.delay()),
    };
    this.timer = timer;
  }

  /** The state changed under the bots (an undo): a pending action is dropped, a stalled bot may try again. */
  reset(): void {
    this.cancelTimer();
    this.generation++;
    this.stalled = false;
  }

  /**
   * The bots play now, up to a person's turn or the end: every action played, in order. The paced bots stand
   * aside meanwhile (an action already under way finishes first); a stalled bot is tried again.
   */
  async playNow(): Promise<Appended[]> {
    this.cancelTimer();
    this.skipping = true;
    this.stalled = false;
    const played: Appended[] = [];
    try {
      await this.running;
      while (!this.closed && this.moves.botOnTurn()) {
        await this.moves.ready();
        const step = await this.moves.step();
        if (step === null) break;
        played.push(step);
      }
    } finally {
      this.skipping = false;
    }
    this.schedule();
    return played;
  }

  /** Resolves once no bot is playing or about to (tests). */
  async settled(): Promise<void> {
    for (;;) {
      if (this.running) await this.running;
      else if (this.timer === null) return;
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Stops for good: nothing more is scheduled; an action under way finishes. */
  close(): void {
    this.closed = true;
    this.cancelTimer();
  }

  private async playOne(generation: number): Promise<void> {
    try {
      await this.moves.ready();
      if (generation !== this.generation || this.skipping || this.closed) return;
      await this.moves.step();
    } catch (error) {
      if (this.closed) return;
      this.stalled = true;
      this.options.failed(error instanceof Error ? error.message : String(error));
    }
  }

  private cancelTimer(): void {
    if (this.timer) this.options.timers.clearTimeout(this.timer.handle);
    this.timer = null;
  }
}
