// The games, behind one front: those in progress (game-sessions.ts: the local game, the one at this screen that a
// new one abandons, and any number of online tables' games, each saved on its own), the bots that play in them
// (bot-choice.ts), and the finished ones (game-history.ts). Here: starting and resuming games, a person's moves
// (act, undo, skipBots), and who may make them. An undo is one more event (the engine's `undone`), saved and
// pushed like any move. Side effects — the store, the clock, dice, timers — are passed in.

import type {
  Appended,
  BotSpeed,
  FinishedGame,
  GameFileExport,
  GameView,
  ImportedGame,
  MoveAck,
  NewGame,
} from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/errors';
import { needsSolution } from '../../shared/bots';
import {
  newSeed,
  seatLabel,
  startGame,
  type Action,
  type RetypeAction,
  type BotLevel,
  type GameEvent,
  type GameFile,
  type GameState,
} from '../../shared/game';
import { rulesFingerprint } from '../../shared/rules';
import { BotChoice, type WinBots } from './bot-choice';
import { realTimers, type Timers } from '../runtime/timers';
import type { EmitEvent } from './events';
import { GameHistory } from './game-history';
import {
  defaultRandomFactory,
  GameSessions,
  notFound,
  settledOf,
  type GameObserver,
  type GamePlace,
  type RandomFactory,
} from './game-sessions';
import type { GameStore } from './game-store';
import type { Notify } from './notices';
import { typistProblem } from './real-table-bots';
import type { Solutions } from './solutions';

export {
  BOT_DELAY_MS,
  defaultRandomFactory,
  type GameObserver,
  type GamePlace,
  type RandomFactory,
} from './game-sessions';
export type { Timers };

/** Who may act for a seat: the caller's check, returning why not (or null when it may). */
export type SeatGuard = (seat: number, state: GameState) => string | null;

/** The game in progress as the engine sees it. */
export interface PlayingGame {
  readonly gameId: string;
  readonly events: readonly GameEvent[];
  readonly state: GameState;
}

export interface GameServiceDeps {
  readonly store: GameStore;
  readonly solutions: Solutions;
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
  /** Where Perfect (to win) asks the win engine (the app: the solver host's analysis worker). */
  readonly winBots?: WinBots | undefined;
}

export class GameService {
  private readonly sessions: GameSessions;
  private readonly history: GameHistory;
  /** Creating, importing and deleting games: one at a time. */
  private chain: Promise<unknown> = Promise.resolve();
  private gamesCreated = 0;

  constructor(private readonly deps: GameServiceDeps) {
    this.sessions = new GameSessions({
      ...deps,
      choice: new BotChoice(deps.solutions, deps.winBots),
      random: deps.random ?? defaultRandomFactory,
      timers: deps.timers ?? realTimers,
    });
    this.history = new GameHistory({
      ...deps,
      sessions: this.sessions,
      exclusive: (task) => this.exclusive(task),
    });
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
    for (const s of this.sessions.all()) s.bots.schedule();
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
    if (this.sessions.get(gameId)) return;
    this.sessions.start(place, gameId, game.events, game.state);
  }

  /** A new local game (the local one in progress, if any, is abandoned). `firstSeat`: playAgain's rotation. */
  async create(setup: NewGame, firstSeat = 0): Promise<GameView> {
    const local = this.sessions.local;
    if (local) await this.sessions.run(local, () => this.sessions.end(local, 'abandoned'), 'run');
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
        // Real dice come from the table: no seed deals them.
        seed: setup.realDice ? null : seed,
        // The same dice for all: one grid every seat rolls from (seeded like the game's dice in tests).
        grid: setup.sameDice && !setup.realDice ? { seed: seed ?? newSeed(), shared: true } : null,
        target: setup.target ?? null,
        realDice: setup.realDice ?? null,
        createdAt: this.deps.clock().toISOString(),
      });
      const gameId = this.deps.newGameId();
      await this.sessions.saving('the new game', () =>
        place === 'local'
          ? this.deps.store.saveCurrent(gameId, game.events)
          : this.deps.store.saveTable(gameId, game.events),
      );
      this.gamesCreated++;
      return this.sessions.start(place, gameId, game.events, game.state);
    });
    session.bots.schedule();
    return viewOf(session.gameId, session.events, session.state);
  }

  /** The local game in progress, or null. */
  current(): GameView | null {
    const s = this.sessions.local;
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
    return this.sessions
      .all()
      .filter((s) => s.place === place)
      .map((s) => s.gameId);
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
   * A human seat's move: which event it appended (the event is pushed). `guard` (an online table's) says whether the caller may act for
   * the seat it acts for (the action's, else the one on turn); `at`, when given, is the log length the caller
   * saw: a move sent for an older state is refused (a repeated or replayed message changes nothing).
   */
  async act(gameId: string, action: Action | RetypeAction, guard?: SeatGuard, at?: number): Promise<MoveAck> {
    const s = await this.sessions.require(gameId);
    const appended = await this.sessions.run(s, async () => {
      const seat = s.state.turn.seat;
      if (at !== undefined && at !== s.events.length) {
        throw new ApiRequestError(
          'conflict',
          `the game has moved on (${s.events.length} events, the move was sent after ${at}): look again`,
        );
      }
      // At a real table a person rolls a bot's dice and types them (or retypes them); the bot decides the rest.
      const typist = s.state.realDice !== null && (action.type === 'roll' || action.type === 'retype');
      if ((s.state.seats[seat]?.kind === 'bot' || s.standIns.has(seat)) && !typist) {
        throw new ApiRequestError('conflict', `it is ${seatLabel(s.state, seat)}'s turn, and a bot plays it`);
      }
      const refused = guard?.(action.seat ?? seat, s.state) ?? null;
      if (refused !== null) throw new ApiRequestError('forbidden', refused);
      const early = typist ? typistProblem(s.state, action, s.standIns.has(seat)) : null;
      if (early !== null) throw new ApiRequestError('conflict', early);
      const appended = await this.sessions.apply(s, action);
      // A bot's move pending for dice taken back is dropped: the bot decides on the dice typed again.
      if (action.type === 'retype') s.bots.reset();
      return appended;
    });
    s.bots.schedule();
    return ackOf(appended);
  }

  /** A bot plays a human seat from now on (level) or no more (null): for a player who left an online table. */
  async standIn(gameId: string, seat: number, level: BotLevel | null): Promise<void> {
    const s = await this.sessions.require(gameId);
    await this.sessions.run(s, () => {
      const held = s.state.seats[seat];
      if (held === undefined) throw new ApiRequestError('bad-input', `there is no seat ${seat + 1}`);
      if (held.kind === 'bot') throw new ApiRequestError('conflict', `${held.name} is a bot already`);
      if (level === null) s.standIns.delete(seat);
      else {
        s.standIns.set(seat, level);
        if (needsSolution(level)) this.deps.solutions.prepare(s.state.rules, 'game');
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
  async undo(gameId: string): Promise<MoveAck> {
    const s = await this.sessions.require(gameId);
    if (s.place === 'table') {
      throw new ApiRequestError(
        'conflict',
        'moves cannot be taken back at an online table: the others saw them',
      );
    }
    try {
      return ackOf(
        await this.sessions.run(s, () => {
          // Bot work scheduled for the state being taken back is dropped.
          s.bots.reset();
          return this.sessions.apply(s, { type: 'undo' });
        }),
      );
    } finally {
      // Taken back or not (a full disk), the bots play on from the state there is.
      s.bots.schedule();
    }
  }

  /** The bots play their turns now, up to a human's turn or the end of the game. */
  async skipBots(gameId: string): Promise<MoveAck> {
    const s = await this.sessions.require(gameId);
    await this.sessions.run(s, () => undefined);
    const played = await s.bots.playNow();
    return ackOf({
      gameId,
      from: played[0]?.from ?? s.events.length,
      events: played.flatMap((step) => step.events),
    });
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
        ...(created.target !== undefined ? { target: created.target } : {}),
        ...(created.realDice ? { realDice: created.realDice } : {}),
      },
      (created.firstSeat + 1) % created.seats.length,
    );
  }

  async abandon(gameId: string): Promise<null> {
    const s = await this.sessions.require(gameId);
    await this.sessions.run(s, () => this.sessions.end(s, 'abandoned'));
    return null;
  }

  /** Finished games, newest first. */
  finished(): Promise<FinishedGame[]> {
    return this.history.finished();
  }

  /** A game (in progress or finished) as a file to save: the versioned log, and a name for it. */
  exportFile(gameId: string): Promise<GameFileExport> {
    return this.history.exportFile(gameId);
  }

  /** A finished game from a file, kept with the finished ones (see GameHistory.importFile). */
  importFile(text: string): Promise<ImportedGame> {
    return this.history.importFile(text);
  }

  /** A game finished at another app's online table, filed in this app's history. */
  keepFinished(gameId: string, events: readonly GameEvent[]): Promise<void> {
    return this.history.keepFinished(gameId, events);
  }

  /** Removes a finished game from the history. */
  deleteFinished(gameId: string): Promise<null> {
    return this.history.deleteFinished(gameId);
  }

  /** Resolves once no bot is playing or about to (tests). */
  async settled(): Promise<void> {
    await this.chain;
    await this.sessions.settled();
  }

  /**
   * Stops the bots and waits for the move being saved, if any. A bot still waiting for its table is not
   * waited for (the solver may take minutes): it gives up when the table comes or the solver host is disposed.
   */
  async close(): Promise<void> {
    this.sessions.stop();
    await this.chain;
    await this.sessions.drained();
  }

  private exclusive<T>(task: () => Promise<T> | T): Promise<T> {
    const run = this.chain.then(task);
    this.chain = settledOf(run);
    return run;
  }
}

function viewOf(gameId: string, events: readonly GameEvent[], state: GameState): GameView {
  return {
    gameId,
    status: state.over ? 'finished' : 'playing',
    events: [...events],
    fingerprint: rulesFingerprint(state.rules),
  };
}

/** A move's answer: which events it appended (they are pushed as `game-events`). */
function ackOf(appended: Appended): MoveAck {
  return { gameId: appended.gameId, from: appended.from, length: appended.from + appended.events.length };
}
