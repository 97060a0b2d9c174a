// Plays the bot seats of one game: after every change, if a bot is on turn, one action after a pause (the bot
// speed), then the next; or all of them at once (skipBots). What a bot does (bot-choice.ts), and applying and
// saving it (game-sessions.ts), is given as BotMoves; this only decides when. One driver serves one game: a new
// game gets a new one, so work for an old game can never land in a new one. A move that could not be saved (a full disk) is tried
// again by itself, after a growing pause or at once when a save works again; any other failure stalls the bot
// until playNow or reset, so that a fault does not loop.

import type { Appended } from '../../shared/api/contract';
import { isNotSaved } from '../../shared/api/errors';

import type { Timers } from '../runtime/timers';

/** The game's side: whether a bot is on turn, waiting for what it needs, and one of its actions. */
export interface BotMoves {
  /** A bot is to play now (not a person, and the game is not over). */
  botOnTurn(): boolean;
  /** Resolves once the bot on turn can play (its solved table is made); rejects when it never can. */
  ready(): Promise<void>;
  /** One action of the bot on turn, applied and saved; null when no bot can play now. */
  step(): Promise<Appended | null>;
}

/** The pause before a bot tries again a move that could not be saved: doubled at each failure, up to max. */
export const BOT_RETRY_MS = { first: 2000, max: 30_000 } as const;

export interface BotDriverOptions {
  readonly timers: Timers;
  /** The pause before each action, read at each one (the setting may change mid-game). */
  readonly delay: () => number;
  /**
   * A bot's action failed: told once, not at every try. `retrying`: its move could not be saved, and it tries
   * again by itself; otherwise it waits for playNow or reset.
   */
  readonly failed: (message: string, retrying: boolean) => void;
  /** A bot whose moves could not be saved played again: its move was saved. */
  readonly recovered: () => void;
}

/** The pause before try n + 1 of a move that could not be saved n times. */
function retryPause(failures: number): number {
  return Math.min(BOT_RETRY_MS.max, BOT_RETRY_MS.first * 2 ** Math.max(0, failures - 1));
}

export class BotDriver {
  /** The pause under way; `retry`: before trying again a move that could not be saved. */
  private timer: { handle: unknown; retry: boolean } | null = null;
  private running: Promise<void> | null = null;
  /** Bumped by reset(): an action started for the state before it is not played. */
  private generation = 0;
  /** playNow is playing the bots: the paced bots stand aside. */
  private skipping = false;
  /** An action failed for a reason other than saving: no more tries until playNow or reset. */
  private stalled = false;
  /** The bot's moves that could not be saved in a row (0: its last one was, or it has not failed). */
  private unsaved = 0;
  /** A save worked since the last failed one: the next try comes without the retry pause. */
  private retrySoon = false;
  /** What the player was told of: a stall, moves that could not be saved, or nothing. */
  private told: 'stalled' | 'unsaved' | null = null;
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
    const retry = this.unsaved > 0;
    const pause = !retry ? this.options.delay() : this.retrySoon ? 0 : retryPause(this.unsaved);
    this.retrySoon = false;
    const timer = {
      retry,
      handle: this.options.timers.setTimeout(() => {
        if (this.timer !== timer) return;
        this.timer = null;
        this.running = this.playOne(generation).finally(() => {
          this.running = null;
          this.schedule();
        });
      }, pause),
    };
    this.timer = timer;
  }

  /** The state changed under the bots (an undo): a pending action is dropped, a stalled bot may try again. */
  reset(): void {
    this.cancelTimer();
    this.generation++;
    this.unstall();
  }

  /**
   * A save worked (any game's: the disk takes writes again): a bot waiting to try again a move that could not
   * be saved tries now rather than after its pause.
   */
  retryNow(): void {
    if (this.unsaved === 0 || this.closed) return;
    this.retrySoon = true;
    if (this.timer?.retry) {
      this.cancelTimer();
      this.schedule();
    }
  }

  /**
   * The bots play now, up to a person's turn or the end: every action played, in order. The paced bots stand
   * aside meanwhile (an action already under way finishes first); a stalled bot is tried again.
   */
  async playNow(): Promise<Appended[]> {
    this.cancelTimer();
    this.skipping = true;
    this.unstall();
    const played: Appended[] = [];
    try {
      await this.running;
      while (!this.closed && this.moves.botOnTurn()) {
        await this.moves.ready();
        const step = await this.moves.step();
        if (step === null) break;
        played.push(step);
        this.saved();
      }
    } catch (error) {
      // The caller hears why; a move that could not be saved is tried again by the paced bot.
      if (isNotSaved(error)) this.unsaved++;
      throw error;
    } finally {
      this.skipping = false;
      this.schedule();
    }
    return played;
  }

  /** Resolves once no bot is playing or about to; a bot waiting to try a save again is not waited for (tests). */
  async settled(): Promise<void> {
    for (;;) {
      if (this.running) await this.running;
      else if (this.timer === null || this.timer.retry) return;
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
      if ((await this.moves.step()) !== null) this.saved();
    } catch (error) {
      if (this.closed) return;
      const retrying = isNotSaved(error);
      if (retrying) this.unsaved++;
      else this.stalled = true;
      if (this.told !== null) return;
      this.told = retrying ? 'unsaved' : 'stalled';
      this.options.failed(error instanceof Error ? error.message : String(error), retrying);
    }
  }

  /** A bot's move was saved: a bot whose moves could not be saved plays on, and the player hears so. */
  private saved(): void {
    const recovered = this.told === 'unsaved';
    this.unsaved = 0;
    this.retrySoon = false;
    this.told = null;
    if (recovered) this.options.recovered();
  }

  /** A stalled bot may try again (playNow, reset); one that will fail again says so again. */
  private unstall(): void {
    if (!this.stalled) return;
    this.stalled = false;
    this.told = null;
  }

  private cancelTimer(): void {
    if (this.timer) this.options.timers.clearTimeout(this.timer.handle);
    this.timer = null;
  }
}
