// The games in progress, each a session over the engine's log: the local game (at most one) and the online
// tables' games. Every move — a human's act or a bot's decision — goes through the engine's apply(), is saved
// (GameStore) before it counts, and is pushed as a `game-events` event; an observer (the coach, the tables)
// hears of every saved event. Changes to one game run one at a time (its session's chain), so a bot's move and
// a human's never interleave, while other games go on. Each session's bots are played by its own BotDriver
// (when), with their moves chosen by BotChoice (what). A write the disk refuses (full, read-only) is said in
// words — nothing was saved, and what — and changes nothing.

import type { Appended, BotSpeed } from '../../shared/api/contract';
import { ApiRequestError, notSavedError } from '../../shared/api/errors';
import { seatNeedsSolution } from '../../shared/bots';
import {
  apply,
  cryptoRandom,
  GameError,
  gridRowFor,
  isDecision,
  resumeSeededRandom,
  type BotLevel,
  type GameAction,
  type GameEvent,
  type GameState,
  type RandomSource,
} from '../../shared/game';
import { rulesFingerprint } from '../../shared/rules';
import { botOnTurn, type BotChoice } from './bot-choice';
import { BotDriver } from './bot-driver';
import type { Timers } from '../runtime/timers';
import type { EmitEvent } from './events';
import type { GameStore } from './game-store';
import type { Notify } from './notices';
import type { Solutions } from './solutions';

/** Where the dice of a game come from: its seed (null: not seeded) and the faces already drawn from it. */
export type RandomFactory = (seed: string | null, facesRolled: number) => RandomSource;

export const defaultRandomFactory: RandomFactory = (seed, facesRolled) =>
  seed === null ? cryptoRandom() : resumeSeededRandom(seed, facesRolled);

/** The pause before each bot action (a turn is up to four: three rolls and a score). */
export const BOT_DELAY_MS: Readonly<Record<BotSpeed, number>> = {
  slow: 1400,
  normal: 700,
  fast: 250,
  instant: 0,
};

/** Hears of every game's log as it grows, after each event is saved (the coach grades from it). */
export interface GameObserver {
  /** A game is in progress: just created, or resumed at start. */
  opened(gameId: string, events: readonly GameEvent[]): void;
  /** An event was appended to the game's `events`; `decision`: it commits a decision (a re-roll or a score). */
  appended(gameId: string, events: readonly GameEvent[], decision: boolean): void;
  /** The game left "in progress". */
  ended(gameId: string, status: 'finished' | 'abandoned'): void;
}

/** Where a game in progress is played: at this screen, or at an online table this app hosts. */
export type GamePlace = 'local' | 'table';

export interface Session {
  readonly gameId: string;
  readonly place: GamePlace;
  events: readonly GameEvent[];
  state: GameState;
  random: RandomSource;
  readonly bots: BotDriver;
  /** Human seats a bot plays for now (a player who left an online table), by seat, at a level. */
  readonly standIns: Map<number, BotLevel>;
  /** This game's changes, one at a time. */
  chain: Promise<unknown>;
  /** Gives up the hold on the rules' solution (taken while the game is in progress). */
  readonly release: () => void;
}

export interface GameSessionsDeps {
  readonly store: GameStore;
  readonly solutions: Solutions;
  readonly choice: BotChoice;
  readonly emit: EmitEvent;
  readonly notify: Notify;
  readonly botSpeed: () => BotSpeed;
  readonly clock: () => Date;
  readonly random: RandomFactory;
  readonly timers: Timers;
  readonly logError?: ((message: string) => void) | undefined;
  readonly observer?: GameObserver | undefined;
}

/** A move asked of a bot that works apart: its level and the state, and the log's length then. */
interface ApartAsk {
  readonly apart: { readonly level: BotLevel; readonly state: GameState; readonly at: number };
}

export class GameSessions {
  private readonly sessions = new Map<string, Session>();
  /** The local game in progress (at most one). */
  private localSession: Session | null = null;
  private closed = false;

  constructor(private readonly deps: GameSessionsDeps) {}

  get(gameId: string): Session | undefined {
    return this.sessions.get(gameId);
  }

  get local(): Session | null {
    return this.localSession;
  }

  all(): Session[] {
    return [...this.sessions.values()];
  }

  /** The session of a game in progress; a finished game is refused as over, any other as not found. */
  async require(gameId: string): Promise<Session> {
    const s = this.sessions.get(gameId);
    if (s) return s;
    if ((await this.deps.store.readFinished(gameId)) !== null) {
      throw new GameError('game-over', 'the game is over: every sheet is full');
    }
    throw notFound(gameId);
  }

  start(place: GamePlace, gameId: string, events: readonly GameEvent[], state: GameState): Session {
    const session: Session = {
      gameId,
      place,
      events,
      state,
      random: this.deps.random(state.seed, state.facesRolled),
      standIns: new Map(),
      chain: Promise.resolve(),
      // The solution stays in memory while the game is played: its bots and its coach read it at every move.
      release: this.deps.solutions.hold(state.rules),
      bots: new BotDriver(
        {
          botOnTurn: () => this.sessions.get(gameId) === session && this.levelOnTurn(session) !== null,
          ready: () => this.botReady(session),
          step: () => this.stepBot(session),
        },
        {
          timers: this.deps.timers,
          delay: () => BOT_DELAY_MS[this.deps.botSpeed()],
          failed: (message, retrying) => {
            this.deps.logError?.(`bot move in game ${gameId} failed: ${message}`);
            this.deps.notify({
              level: 'error',
              message: retrying
                ? `A bot could not play: ${message}. It carries on by itself once the game can be saved.`
                : `A bot could not play: ${message}`,
              file: null,
            });
          },
          recovered: () =>
            this.deps.notify({
              level: 'info',
              message: 'The bots carry on: the game is saved again.',
              file: null,
            }),
        },
      ),
    };
    if (this.closed) session.bots.close();
    this.sessions.set(gameId, session);
    if (place === 'local') this.localSession = session;
    // The solution a bot will need is worked out while the others play.
    if (state.seats.some((seat) => seatNeedsSolution(seat, state.rules))) {
      this.deps.solutions.prepare(state.rules, 'game');
    }
    this.observe((o) => o.opened(gameId, events));
    return session;
  }

  async end(s: Session, status: 'finished' | 'abandoned'): Promise<void> {
    if (this.sessions.get(s.gameId) !== s) return;
    s.bots.close();
    this.sessions.delete(s.gameId);
    if (this.localSession === s) this.localSession = null;
    s.release();
    // A bot may hold a solution: the bots of these rules go once no game in progress plays by them.
    const fingerprint = rulesFingerprint(s.state.rules);
    if (!this.all().some((other) => rulesFingerprint(other.state.rules) === fingerprint)) {
      this.deps.choice.forget(s.state.rules);
    }
    if (status === 'abandoned') await this.clearSave(s);
    this.deps.emit({ type: 'game-ended', gameId: s.gameId, status });
    this.observe((o) => o.ended(s.gameId, status));
  }

  /** A change to one game, after the ones before it; refused once the game has left "in progress". */
  run<T>(s: Session, task: () => Promise<T> | T, whenEnded: 'refuse' | 'run' = 'refuse'): Promise<T> {
    const run = s.chain.then(async () => {
      if (whenEnded === 'refuse' && this.sessions.get(s.gameId) !== s) {
        await this.require(s.gameId);
        throw notFound(s.gameId);
      }
      return task();
    });
    s.chain = settledOf(run);
    return run;
  }

  /** Applies a move, saves the game, and only then makes it count and pushes it. */
  async apply(s: Session, action: GameAction): Promise<Appended> {
    // A game with a dice grid rolls from the grid's row for this seat, turn and roll.
    const random = s.state.grid ? gridRowFor(s.state.grid, s.state) : s.random;
    let made: ReturnType<typeof apply>;
    try {
      made = apply(s.state, action, { random });
    } catch (error) {
      // A keep that changes nothing (a tap repeated before the page caught up) is no move: answered as done,
      // with no event, so the log and a joiner's `at` stay as they are.
      if (error instanceof GameError && error.code === 'keep-unchanged') {
        return { gameId: s.gameId, from: s.events.length, events: [] };
      }
      throw error;
    }
    const { state, event } = made;
    const decision = isDecision(s.state, event);
    const events = [...s.events, event];
    try {
      // The finished file is the commit of a game's last move (see init for a save left beside it).
      await this.saving('the move', () =>
        state.over
          ? this.deps.store.saveFinished(s.gameId, events, this.deps.clock().toISOString())
          : s.place === 'local'
            ? this.deps.store.saveCurrent(s.gameId, events)
            : this.deps.store.saveTable(s.gameId, events),
      );
    } catch (error) {
      // Not saved, so not played: the dice drawn for it are put back too.
      s.random = this.deps.random(s.state.seed, s.state.facesRolled);
      throw error;
    }
    if (state.over) {
      await this.clearSave(s).catch((error: unknown) => {
        this.deps.logError?.(
          `the finished game's old save could not be removed: ${(error as Error).message}`,
        );
      });
    }
    s.events = events;
    s.state = state;
    const appended: Appended = { gameId: s.gameId, from: events.length - 1, events: [event] };
    this.deps.emit({ type: 'game-events', ...appended });
    this.observe((o) => o.appended(s.gameId, events, decision));
    if (state.over) await this.end(s, 'finished');
    return appended;
  }

  /**
   * Runs a write. One the disk refuses becomes the refusal that says nothing was saved (`what`: "the move"), its
   * file system message logged; one that works tells the bots waiting to save a move that they may try now.
   */
  async saving<T>(what: string, write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      const refusal = notSavedError(error, what);
      if (refusal === null) throw error;
      this.deps.logError?.(
        `${what} was not saved: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw refusal;
    }
    for (const s of this.sessions.values()) s.bots.retryNow();
    return result;
  }

  /** The level of the bot on turn in a session, or null when a person plays now. */
  levelOnTurn(s: Session): BotLevel | null {
    return botOnTurn(s.state, s.standIns);
  }

  /** Resolves once no bot is playing or about to (tests). */
  async settled(): Promise<void> {
    for (const s of this.all()) {
      await s.chain;
      await s.bots.settled();
      await s.chain;
    }
  }

  /** Stops the bots, of the games in progress and of any started later. */
  stop(): void {
    this.closed = true;
    for (const s of this.sessions.values()) s.bots.close();
  }

  /** Resolves once the changes under way (a move being saved) are done. */
  async drained(): Promise<void> {
    await Promise.all(this.all().map((s) => s.chain));
  }

  private clearSave(s: Session): Promise<void> {
    return s.place === 'local' ? this.deps.store.clearCurrent() : this.deps.store.clearTable(s.gameId);
  }

  /** Waits for the solved table (or Hard's valuation of custom rules) if the bot on turn needs it. */
  private async botReady(s: Session): Promise<void> {
    if (this.sessions.get(s.gameId) !== s) return;
    const level = this.levelOnTurn(s);
    if (level !== null) await this.deps.choice.ready(level, s.state.rules);
  }

  /**
   * One action of the bot on turn, or null when no bot can play now: decided and applied in the session's
   * chain. A bot that works apart (Perfect (to win): the win engine, on the analysis worker) is asked outside
   * the chain, so that the game's other changes are not held up; its answer is applied only if the game is
   * where it was asked about (no undo, no stand-in change, not ended nor stopped meanwhile), else dropped (the
   * driver asks again for the state there is).
   */
  private async stepBot(s: Session): Promise<Appended | null> {
    const asked = await this.run<Appended | ApartAsk | null>(s, () => {
      if (!this.current(s)) return null;
      const level = this.levelOnTurn(s);
      if (level === null) return null;
      if (this.deps.choice.worksApart(level, s.state)) {
        return { apart: { level, state: s.state, at: s.events.length } };
      }
      const action = this.deps.choice.decide(level, s.state);
      return action === null ? null : this.apply(s, action);
    });
    if (asked === null || !('apart' in asked)) return asked;
    const { level, state, at } = asked.apart;
    const action = await this.deps.choice.decideApart(level, state);
    return this.run(
      s,
      () => {
        const fresh = this.current(s) && s.events.length === at && this.levelOnTurn(s) === level;
        return fresh && action !== null ? this.apply(s, action) : null;
      },
      'run',
    );
  }

  /** The session is the game's in progress, and the bots are not stopped. */
  private current(s: Session): boolean {
    return this.sessions.get(s.gameId) === s && !this.closed;
  }

  /** Tells the observer; its failure is reported and never stops the game. */
  private observe(tell: (observer: GameObserver) => void): void {
    const observer = this.deps.observer;
    if (!observer) return;
    try {
      tell(observer);
    } catch (error) {
      this.deps.logError?.(
        `the game observer failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

export function settledOf(run: Promise<unknown>): Promise<void> {
  return run.then(
    () => undefined,
    () => undefined,
  );
}

export function notFound(gameId: string): ApiRequestError {
  return new ApiRequestError('not-found', `there is no game ${gameId}`);
}
