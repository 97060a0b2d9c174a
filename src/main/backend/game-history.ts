// The finished games: the history's list, a game as a file to save (exported), a finished game read from a file
// (imported, every event checked first), one finished at another app's online table (kept), and deleting one.
// A write the disk refuses changes nothing and says so (the sessions' `saving`).

import type { FinishedGame, GameFileExport, ImportedGame } from '../../shared/api/contract';
import { ApiRequestError, isNotSaved } from '../../shared/api/errors';
import {
  gameFileName,
  gameFileProblem,
  gameFileRefusal,
  gameFileText,
  isPractice,
  LogError,
  loadLog,
  ranking,
  readGameFile,
  toGameLog,
  wonAtOnceWords,
  type GameEvent,
  type GameFile,
} from '../../shared/game';
import type { EmitEvent } from './events';
import { importedGameId } from './game-ids';
import { notFound, type GameSessions } from './game-sessions';
import type { FinishedRecord, GameStore } from './game-store';
import type { Notify } from './notices';

export interface GameHistoryDeps {
  readonly store: GameStore;
  readonly sessions: GameSessions;
  readonly emit: EmitEvent;
  readonly notify: Notify;
  readonly clock: () => Date;
  readonly newGameId: () => string;
  /** Runs a change to the set of games (creating, importing, deleting) after the ones before it. */
  readonly exclusive: <T>(task: () => Promise<T> | T) => Promise<T>;
}

export class GameHistory {
  constructor(private readonly deps: GameHistoryDeps) {}

  /** Finished games, newest first. */
  async finished(): Promise<FinishedGame[]> {
    return (await this.deps.store.listFinished()).map(finishedGame);
  }

  /** A game (in progress or finished) as a file to save: the versioned log, and a name for it. */
  async exportFile(gameId: string): Promise<GameFileExport> {
    const s = this.deps.sessions.get(gameId);
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
    return this.deps.exclusive(async () => {
      const ids = [...new Set([file.gameId ?? importedGameId(game.events), importedGameId(game.events)])];
      let free: string | null = null;
      for (const id of ids) {
        const kept = await this.deps.store.readFinished(id);
        if (kept !== null && sameEvents(kept.game.events, game.events)) {
          return { ...finishedGame(kept), already: true };
        }
        if (kept === null && this.deps.sessions.get(id) === undefined) free ??= id;
      }
      const gameId = free ?? this.deps.newGameId();
      const finishedAt = file.finishedAt ?? this.deps.clock().toISOString();
      await this.deps.sessions.saving('the imported game', () =>
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
    await this.deps.exclusive(async () => {
      if (this.deps.sessions.get(gameId) || (await this.deps.store.readFinished(gameId)) !== null) return;
      const finishedAt = this.deps.clock().toISOString();
      try {
        await this.deps.sessions.saving('the online game', () =>
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
    await this.deps.exclusive(async () => {
      if (this.deps.sessions.get(gameId)) {
        throw new ApiRequestError('conflict', 'this game is still in progress: abandon it instead');
      }
      const deleted = await this.deps.sessions.saving('the deletion', () =>
        this.deps.store.deleteFinished(gameId),
      );
      if (!deleted) throw notFound(gameId);
    });
    return null;
  }
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
    ...(game.state.target !== null ? { target: game.state.target } : {}),
    ...(game.state.realDice !== null ? { realDice: { ...game.state.realDice } } : {}),
    ...(game.state.wonAtOnce !== null ? { wonAtOnce: wonAtOnceWords(game.state) ?? '' } : {}),
  };
}

function sameEvents(a: readonly GameEvent[], b: readonly GameEvent[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
