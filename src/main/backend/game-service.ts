// The games: those in progress (each a session over the engine's log) and the finished ones. In progress are
// the local game (the one at this screen: a new one abandons it) and any number of online tables' games, each
// saved on its own. Every move — a human's act or a bot's decision — goes through the engine's apply(), is
// saved (GameStore) before it counts, and is pushed as a `game-events` event. Each session's bots are played by
// its own BotDriver (when), with their decisions made here (what); a bot that needs the solved table waits for
// it (SolverTables) instead of playing badly. Calls that change a game run one at a time for that game (its
// session's chain), so a bot's move and a human's never interleave, while other games go on. An undo is one more event (the engine's `undone`), saved and pushed the same way. An observer
// (the coach) hears of every saved event. A write the disk refuses (full, read-only) is said in words — nothing
// was saved, and what — and changes nothing. Side effects — the store, the clock, dice, timers — are passed in.

import type {
  Appended,
  BotSpeed,
  FinishedGame,
  GameFileExport,
  GameView,
  ImportedGame,
  NewGame,
} from '../../shared/api/contract';
import { ApiRequestError, isNotSaved, notSavedError } from '../../shared/api/errors';
import {
  createBot,
  decisionAction,
  needsTable,
  needsValuation,
  seatNeedsTable,
  type Bot,
} from '../../shared/bots';
import {
  apply,
  cryptoRandom,
  gameFileName,
  gameFileText,
  GameError,
  gridRowFor,
  gameFileProblem,
  gameFileRefusal,
  LogError,
  loadLog,
  readGameFile,
  toGameLog,
  isDecision,
  newSeed,
  isPractice,
  ranking,
  resumeSeededRandom,
  seatLabel,
  startGame,
  type Action,
  type BotLevel,
  type GameAction,
  type GameFile,
  type GameEvent,
  type GameState,
  type RandomSource,
} from '../../shared/game';
import { rulesFingerprint, type RuleSet } from '../../shared/rules';
import type { EmitEvent } from './events';
import type { FinishedRecord, GameStore } from './game-store';
import { BotDriver, realTimers, type Timers } from './bot-driver';
import { importedGameId } from './game-ids';
import type { Notify } from './notices';
import type { SolverTables } from './solver-tables';

/** Where the dice of a game come from: its seed (null: not seeded) and the faces already drawn from it. */
export type RandomFactory = (seed: string | null, facesRolled: number) => RandomSource;

export const defaultRandomFactory: RandomFactory = (seed, facesRolled) =>
  seed === null ? cryptoRandom() : resumeSeededRandom(seed, facesRolled);

export type { Timers };

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

/** The game in progress as the engine sees it. */
/** Where a game in progress is played: at this screen, or at an online table this app hosts. */
export type GamePlace = 'local' | 'table';

/** Who may act for a seat: the caller's check, returning why not (or null when it may). */
export type SeatGuard = (seat: number, state: GameState) => string | null;

export interface PlayingGame {
  readonly gameId: string;
  readonly events: readonly GameEvent[];
  readonly state: GameState;
}

export interface GameServiceDeps {
  readonly store: GameStore;
  readonly tables: SolverTables;
  readonly emit: EmitEvent;
  readonly notify: Notify;
  readonly botSpeed: () => BotSpeed;
  readonly clock: () => Date;
  readonly random?: RandomFactory | undefined;
  readonly timers?: Timers | undefined;
  readonly newGameId: () => string;
  /** Tests only: game n (0-based) of this service rolls from seededRandom(`${diceSeed}/${n}`). */
  readonly diceSeed?: string | undefined;
  readonly logError?: ((message: string) => void) | undefined;
  readonly observer?: GameObserver | undefined;
}

interface Session {
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
  /** Gives up the hold on the rules' table (taken while the game is in progress). */
  readonly release: () => void;
}

export class GameService {
  private readonly sessions = new Map<string, Session>();
  /** The local game in progress (at most one). */
  private local: Session | null = null;
  /** Creating, importing and deleting games: one at a time. */
  private chain: Promise<unknown> = Promise.resolve();
  private readonly bots = new Map<string, Bot>();
  private readonly timers: Timers;
  private readonly random: RandomFactory;
  private gamesCreated = 0;
  private closed = false;

  constructor(private readonly deps: GameServiceDeps) {
    this.timers = deps.timers ?? realTimers;
    this.random = deps.random ?? defaultRandomFactory;
  }

  /** Loads the games in progress (the local one and the online tables') and lets their bots play on. */
  async init(): Promise<void> {
    await this.exclusive(async () => {
      const stored = await this.deps.store.loadCurrent();
      if (stored !== null) await this.resume('local', stored.gameId, stored.game);
      for (const table of await this.deps.store.loadTables()) {
        await this.resume('table', table.gameId, table.game);
      }
    });
    for (const s of this.sessions.values()) s.bots.schedule();
  }

  private async resume(place: GamePlace, gameId: string, game: GameFile['game']): Promise<void> {
    const clear = (): Promise<void> =>
      place === 'local' ? this.deps.store.clearCurrent() : this.deps.store.clearTable(gameId);
    if ((await this.deps.store.readFinished(gameId)) !== null) {
      // Finishing is committed by the finished file; the process stopped before it removed the save of the
      // game in progress. The finished file holds the result (the last move too): the old save goes, and
      // the game can never be played on.
      await clear();
      return;
    }
    if (game.state.over) {
      // Finished, but stopped before it was filed: file it now.
      await this.deps.store.saveFinished(gameId, game.events, this.deps.clock().toISOString());
      await clear();
      return;
    }
    if (this.sessions.has(gameId)) return;
    this.startSession(place, gameId, game.events, game.state);
  }

  /** A new local game (the local one in progress, if any, is abandoned). `firstSeat`: playAgain's rotation. */
  async create(setup: NewGame, firstSeat = 0): Promise<GameView> {
    const local = this.local;
    if (local) await this.inSession(local, () => this.endSession(local, 'abandoned'), 'run');
    return this.start('local', setup, firstSeat);
  }

  /** A new game at an online table; the local game and other tables' go on. `firstSeat`: playing again. */
  createTable(setup: NewGame, firstSeat = 0): Promise<GameView> {
    return this.start('table', setup, firstSeat);
  }

  private async start(place: GamePlace, setup: NewGame, firstSeat: number): Promise<GameView> {
    const session = await this.exclusive(async () => {
      const seed = this.deps.diceSeed === undefined ? null : `${this.deps.diceSeed}/${this.gamesCreated}`;
      const game = startGame({
        variant: setup.custom?.base ?? setup.variant,
        options: setup.options,
        custom: setup.custom ?? null,
        seats: setup.seats,
        firstSeat,
        seed,
        // The same dice for all: one grid every seat rolls from (seeded like the game's dice in tests).
        grid: setup.sameDice ? { seed: seed ?? newSeed(), shared: true } : null,
        createdAt: this.deps.clock().toISOString(),
      });
      const gameId = this.deps.newGameId();
      await this.saving('the new game', () =>
        place === 'local'
          ? this.deps.store.saveCurrent(gameId, game.events)
          : this.deps.store.saveTable(gameId, game.events),
      );
      this.gamesCreated++;
      return this.startSession(place, gameId, game.events, game.state);
    });
    session.bots.schedule();
    return viewOf(session.gameId, session.events, session.state);
  }

  /** The local game in progress, or null. */
  current(): GameView | null {
    const s = this.local;
    return s ? viewOf(s.gameId, s.events, s.state) : null;
  }

  /** A game in progress (local or at a table), if this one is. */
  playing(gameId: string): PlayingGame | null {
    const s = this.sessions.get(gameId);
    return s ? { gameId, events: s.events, state: s.state } : null;
  }

  /** Where a game in progress is played, or null when it is not in progress. */
  placeOf(gameId: string): GamePlace | null {
    return this.sessions.get(gameId)?.place ?? null;
  }

  /** The ids of the games in progress at a place. */
  inProgress(place: GamePlace): string[] {
    return [...this.sessions.values()].filter((s) => s.place === place).map((s) => s.gameId);
  }

  /** A game in progress or a finished game. */
  async get(gameId: string): Promise<GameView> {
    const s = this.sessions.get(gameId);
    if (s) return viewOf(s.gameId, s.events, s.state);
    const finished = await this.deps.store.readFinished(gameId);
    if (finished === null) throw notFound(gameId);
    return viewOf(gameId, finished.game.events, finished.game.state);
  }

  /**
   * A human seat's move: the event it appended. `guard` (an online table's) says whether the caller may act for
   * the seat it acts for (the action's, else the one on turn); `at`, when given, is the log length the caller saw: a move sent for an older state is
   * refused (a repeated or replayed message changes nothing).
   */
  async act(gameId: string, action: Action, guard?: SeatGuard, at?: number): Promise<Appended> {
    const s = await this.requireSession(gameId);
    const appended = await this.inSession(s, () => {
      const seat = s.state.turn.seat;
      if (at !== undefined && at !== s.events.length) {
        throw new ApiRequestError(
          'conflict',
          `the game has moved on (${s.events.length} events, the move was sent after ${at}): look again`,
        );
      }
      if (s.state.seats[seat]?.kind === 'bot' || s.standIns.has(seat)) {
        throw new ApiRequestError('conflict', `it is ${seatLabel(s.state, seat)}'s turn, and a bot plays it`);
      }
      const refused = guard?.(action.seat ?? seat, s.state) ?? null;
      if (refused !== null) throw new ApiRequestError('forbidden', refused);
      return this.applyAction(s, action);
    });
    s.bots.schedule();
    return appended;
  }

  /** A bot plays a human seat from now on (level) or no more (null): for a player who left an online table. */
  async standIn(gameId: string, seat: number, level: BotLevel | null): Promise<void> {
    const s = await this.requireSession(gameId);
    await this.inSession(s, () => {
      const held = s.state.seats[seat];
      if (held === undefined) throw new ApiRequestError('bad-input', `there is no seat ${seat + 1}`);
      if (held.kind === 'bot') throw new ApiRequestError('conflict', `${held.name} is a bot already`);
      if (level === null) s.standIns.delete(seat);
      else {
        s.standIns.set(seat, level);
        if (needsTable(level)) this.deps.tables.prepare(s.state.rules, 'game');
      }
    });
    s.bots.schedule();
  }

  /** The human seats a bot plays for now, with its level. */
  standIns(gameId: string): ReadonlyMap<number, BotLevel> {
    return new Map(this.sessions.get(gameId)?.standIns ?? []);
  }

  /**
   * Takes back the last decision of a human seat and every move after it, bots' included (the engine's undo:
   * an `undone` event). A bot about to move is stopped first; the bots play on from the state restored.
   */
  async undo(gameId: string): Promise<Appended> {
    const s = await this.requireSession(gameId);
    if (s.place === 'table') {
      throw new ApiRequestError(
        'conflict',
        'moves cannot be taken back at an online table: the others saw them',
      );
    }
    try {
      return await this.inSession(s, () => {
        // Bot work scheduled for the state being taken back is dropped.
        s.bots.reset();
        return this.applyAction(s, { type: 'undo' });
      });
    } finally {
      // Taken back or not (a full disk), the bots play on from the state there is.
      s.bots.schedule();
    }
  }

  /** The bots play their turns now, up to a human's turn or the end of the game. */
  async skipBots(gameId: string): Promise<Appended> {
    const s = await this.requireSession(gameId);
    await this.inSession(s, () => undefined);
    const played = await s.bots.playNow();
    return {
      gameId,
      from: played[0]?.from ?? s.events.length,
      events: played.flatMap((step) => step.events),
    };
  }

  /** A new game at the same table and rules, the first roll passed to the next seat (match rotation). */
  async playAgain(gameId: string): Promise<GameView> {
    const events =
      this.sessions.get(gameId)?.events ?? (await this.deps.store.readFinished(gameId))?.game.events;
    const created = events?.[0];
    if (created === undefined || created.type !== 'created') throw notFound(gameId);
    return this.create(
      {
        variant: created.variant,
        options: created.options,
        ...(created.custom ? { custom: created.custom } : {}),
        sameDice: created.grid?.shared ?? false,
        seats: created.seats,
      },
      (created.firstSeat + 1) % created.seats.length,
    );
  }

  async abandon(gameId: string): Promise<null> {
    const s = await this.requireSession(gameId);
    await this.inSession(s, () => this.endSession(s, 'abandoned'));
    return null;
  }

  /** Finished games, newest first. */
  async finished(): Promise<FinishedGame[]> {
    return (await this.deps.store.listFinished()).map(finishedGame);
  }

  /** A game (in progress or finished) as a file to save: the versioned log, and a name for it. */
  async exportFile(gameId: string): Promise<GameFileExport> {
    const s = this.sessions.get(gameId);
    const finished = s ? null : await this.deps.store.readFinished(gameId);
    const events = s ? s.events : finished?.game.events;
    if (events === undefined) throw notFound(gameId);
    const created = events[0];
    if (created?.type !== 'created') throw notFound(gameId);
    return {
      fileName: gameFileName(created),
      text: gameFileText(events, { gameId, finishedAt: finished?.finishedAt }),
    };
  }

  /**
   * A finished game from a file, kept with the finished ones: every event checked first (a bad file changes
   * nothing). The same game imported again is the game already kept: found by the file's id, or by the id made
   * from its log (importedGameId), under which a file without an id is kept, and so is another game whose
   * file names an id already taken. `already` says which: the game was in the history before.
   */
  async importFile(text: string): Promise<ImportedGame> {
    let file: GameFile;
    try {
      file = readGameFile(text);
    } catch (error) {
      if (!(error instanceof LogError)) throw error;
      throw new ApiRequestError('bad-input', gameFileRefusal(error));
    }
    const { game } = file;
    if (!game.state.over) {
      throw new ApiRequestError(
        'bad-input',
        `Only finished games can be imported: this one stops after ${game.state.turnsPlayed} of ${game.state.rules.boxes.length * game.state.seats.length} turns`,
      );
    }
    return this.exclusive(async () => {
      const ids = [...new Set([file.gameId ?? importedGameId(game.events), importedGameId(game.events)])];
      let free: string | null = null;
      for (const id of ids) {
        const kept = await this.deps.store.readFinished(id);
        if (kept !== null && sameEvents(kept.game.events, game.events)) {
          return { ...finishedGame(kept), already: true };
        }
        if (kept === null && !this.sessions.has(id)) free ??= id;
      }
      const gameId = free ?? this.deps.newGameId();
      const finishedAt = file.finishedAt ?? this.deps.clock().toISOString();
      await this.saving('the imported game', () =>
        this.deps.store.saveFinished(gameId, game.events, finishedAt),
      );
      return { ...finishedGame({ gameId, game, finishedAt }), already: false };
    });
  }

  /**
   * A game finished at another app's online table, filed in this app's history (its log checked event by event
   * first). The same game again is the one already kept.
   */
  async keepFinished(gameId: string, events: readonly GameEvent[]): Promise<void> {
    let game: ReturnType<typeof loadLog>;
    try {
      game = loadLog(toGameLog(events));
    } catch (error) {
      if (!(error instanceof LogError)) throw error;
      throw new ApiRequestError('bad-input', `the table's game does not read: ${gameFileProblem(error)}`);
    }
    if (!game.state.over) throw new ApiRequestError('conflict', 'the game is not over');
    await this.exclusive(async () => {
      if (this.sessions.has(gameId) || (await this.deps.store.readFinished(gameId)) !== null) return;
      const finishedAt = this.deps.clock().toISOString();
      try {
        await this.saving('the online game', () =>
          this.deps.store.saveFinished(gameId, game.events, finishedAt),
        );
      } catch (error) {
        // No call is waiting for this one: the player hears it here.
        if (isNotSaved(error)) {
          this.deps.notify({
            level: 'error',
            message: `The finished online game was not kept in your history: ${(error as Error).message}.`,
            file: null,
          });
        }
        throw error;
      }
      this.deps.emit({ type: 'game-ended', gameId, status: 'finished' });
    });
  }

  /** Removes a finished game from the history. */
  async deleteFinished(gameId: string): Promise<null> {
    await this.exclusive(async () => {
      if (this.sessions.has(gameId)) {
        throw new ApiRequestError('conflict', 'this game is still in progress: abandon it instead');
      }
      const deleted = await this.saving('the deletion', () => this.deps.store.deleteFinished(gameId));
      if (!deleted) throw notFound(gameId);
    });
    return null;
  }

  /** Resolves once no bot is playing or about to (tests). */
  async settled(): Promise<void> {
    await this.chain;
    for (const s of [...this.sessions.values()]) {
      await s.chain;
      await s.bots.settled();
      await s.chain;
    }
  }

  /**
   * Stops the bots and waits for the move being saved, if any. A bot still waiting for its table is not
   * waited for (the solver may take minutes): it gives up when the table comes or the solver host is disposed.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const s of this.sessions.values()) s.bots.close();
    await this.chain;
    await Promise.all([...this.sessions.values()].map((s) => s.chain));
  }

  // ---- Sessions -----------------------------------------------------------------------------------------------

  private startSession(
    place: GamePlace,
    gameId: string,
    events: readonly GameEvent[],
    state: GameState,
  ): Session {
    const session: Session = {
      gameId,
      place,
      events,
      state,
      random: this.random(state.seed, state.facesRolled),
      standIns: new Map(),
      chain: Promise.resolve(),
      // The table stays in memory while the game is played: its bots and its coach read it at every move.
      release: this.deps.tables.hold(state.rules),
      bots: new BotDriver(
        {
          botOnTurn: () => this.sessions.get(gameId) === session && this.botOnTurn(session) !== null,
          ready: () => this.botReady(session),
          step: () => this.inSession(session, () => this.stepBot(session)),
        },
        {
          timers: this.timers,
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
    if (place === 'local') this.local = session;
    // The table a bot will need is made while the others play.
    if (state.seats.some((seat) => seatNeedsTable(seat, state.rules))) {
      this.deps.tables.prepare(state.rules, 'game');
    }
    this.observe((o) => o.opened(gameId, events));
    return session;
  }

  private async endSession(s: Session, status: 'finished' | 'abandoned'): Promise<void> {
    if (this.sessions.get(s.gameId) !== s) return;
    s.bots.close();
    this.sessions.delete(s.gameId);
    if (this.local === s) this.local = null;
    s.release();
    this.forgetBotsOf(s.state.rules);
    if (status === 'abandoned') await this.clearSave(s);
    this.deps.emit({ type: 'game-ended', gameId: s.gameId, status });
    this.observe((o) => o.ended(s.gameId, status));
  }

  private clearSave(s: Session): Promise<void> {
    return s.place === 'local' ? this.deps.store.clearCurrent() : this.deps.store.clearTable(s.gameId);
  }

  private async requireSession(gameId: string): Promise<Session> {
    const s = this.sessions.get(gameId);
    if (s) return s;
    if ((await this.deps.store.readFinished(gameId)) !== null) {
      throw new GameError('game-over', 'the game is over: every sheet is full');
    }
    throw notFound(gameId);
  }

  /** Applies a move, saves the game, and only then makes it count and pushes it. */
  private async applyAction(s: Session, action: GameAction): Promise<Appended> {
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
      s.random = this.random(s.state.seed, s.state.facesRolled);
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
    if (state.over) await this.endSession(s, 'finished');
    return appended;
  }

  // ---- Bots ---------------------------------------------------------------------------------------------------

  private botOnTurn(s: Session): { level: BotLevel } | null {
    if (s.state.over) return null;
    const seat = s.state.seats[s.state.turn.seat];
    if (seat?.kind === 'bot') return { level: seat.level };
    const standIn = s.standIns.get(s.state.turn.seat);
    return standIn === undefined ? null : { level: standIn };
  }

  /** The bot of a level for these rules, or null while the table it needs is not made. */
  private botFor(level: BotLevel, rules: RuleSet): Bot | null {
    const key = `${level} ${rulesFingerprint(rules)}`;
    const known = this.bots.get(key);
    if (known) return known;
    let bot: Bot;
    if (needsTable(level)) {
      const table = this.deps.tables.ready(rules);
      if (!table) return null;
      bot = createBot(level, rules, { table });
    } else if (needsValuation(level, rules)) {
      const valuation = this.deps.tables.readyValuation(rules);
      if (!valuation) return null;
      bot = createBot(level, rules, { valuation });
    } else {
      bot = createBot(level, rules);
    }
    this.bots.set(key, bot);
    return bot;
  }

  /** The bots made for these rules go once no game in progress plays by them (a bot may hold a table). */
  private forgetBotsOf(rules: RuleSet): void {
    const fingerprint = rulesFingerprint(rules);
    if ([...this.sessions.values()].some((s) => rulesFingerprint(s.state.rules) === fingerprint)) return;
    for (const key of [...this.bots.keys()]) if (key.endsWith(` ${fingerprint}`)) this.bots.delete(key);
  }

  /** Waits for the solved table (or Hard's valuation of custom rules) if the bot on turn needs it. */
  private async botReady(s: Session): Promise<void> {
    if (this.sessions.get(s.gameId) !== s) return;
    const bot = this.botOnTurn(s);
    if (!bot) return;
    const rules = s.state.rules;
    const table = needsTable(bot.level) && !this.deps.tables.ready(rules);
    const valuation = needsValuation(bot.level, rules) && !this.deps.tables.readyValuation(rules);
    if (!table && !valuation) return;
    try {
      await (table ? this.deps.tables.table(rules) : this.deps.tables.valuation(rules));
    } catch (error) {
      throw new ApiRequestError(
        'conflict',
        `the ${bot.level} bot needs the solved table of these rules, which could not be made: ${(error as Error).message}`,
      );
    }
  }

  /** One action of the bot on turn (inside exclusive), or null when no bot can play now. */
  private async stepBot(s: Session): Promise<Appended | null> {
    if (this.sessions.get(s.gameId) !== s) return null;
    const onTurn = this.botOnTurn(s);
    if (!onTurn) return null;
    const bot = this.botFor(onTurn.level, s.state.rules);
    if (!bot) return null;
    const decision = bot.decide(s.state);
    return this.applyAction(s, decisionAction(decision, s.state.turn.seat));
  }

  /**
   * Runs a write. One the disk refuses becomes the refusal that says nothing was saved (`what`: "the move"), its
   * file system message logged; one that works tells the bots waiting to save a move that they may try now.
   */
  private async saving<T>(what: string, write: () => Promise<T>): Promise<T> {
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

  private exclusive<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.chain.then(task);
    this.chain = settledOf(run);
    return run;
  }

  /** A change to one game, after the ones before it; refused once the game has left "in progress". */
  private inSession<T>(
    s: Session,
    task: () => Promise<T> | T,
    whenEnded: 'refuse' | 'run' = 'refuse',
  ): Promise<T> {
    const run = s.chain.then(async () => {
      if (whenEnded === 'refuse' && this.sessions.get(s.gameId) !== s) {
        await this.requireSession(s.gameId);
        throw notFound(s.gameId);
      }
      return task();
    });
    s.chain = settledOf(run);
    return run;
  }
}

function settledOf(run: Promise<unknown>): Promise<void> {
  return run.then(
    () => undefined,
    () => undefined,
  );
}

function viewOf(gameId: string, events: readonly GameEvent[], state: GameState): GameView {
  return {
    gameId,
    status: state.over ? 'finished' : 'playing',
    events: [...events],
    fingerprint: rulesFingerprint(state.rules),
  };
}

function finishedGame({ gameId, game, finishedAt }: FinishedRecord): FinishedGame {
  return {
    gameId,
    createdAt: game.state.createdAt,
    finishedAt,
    variant: game.state.rules.variant,
    options: { ...game.state.rules.options },
    ...(game.state.rules.custom ? { custom: game.state.rules.custom } : {}),
    seats: game.state.seats.map((seat) => ({ ...seat })),
    standings: ranking(game.state),
    practice: isPractice(game.state),
  };
}

function sameEvents(a: readonly GameEvent[], b: readonly GameEvent[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function notFound(gameId: string): ApiRequestError {
  return new ApiRequestError('not-found', `there is no game ${gameId}`);
}
