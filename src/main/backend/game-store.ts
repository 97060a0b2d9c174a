// Where games are kept: the game in progress in <dataDir>/current-game.json and each online table's game in
// progress in <dataDir>/tables/<gameId>.json, each a snapshot with a journal of the moves since beside it
// (current-game.journal, tables/<gameId>.journal: game-saves.ts), and each finished game as its own log in
// <dataDir>/games/<gameId>.json, written atomically. All are the engine's game file (gameFileText) with the
// game's id, and loading checks them with the engine (loadLog: shape and legality of every event). A file that
// fails is moved aside (*.corrupt-<time>) with a notice: never silently lost, never a crash.

import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { gameIdSchema } from '../../shared/api/contract';
import {
  gameFileText,
  loadLog,
  LogError,
  readGameFile,
  toGameLog,
  type Game,
  type GameEvent,
} from '../../shared/game';
import { appendFileDurably, type AppendFile } from '../storage/append-file';
import { moveAside, writeFileAtomic } from '../storage/atomic-file';
import { GameSaves, journalFileOf, readText, type LoadedSave, type WriteFile } from './game-saves';
import type { Notify } from './notices';

export type { WriteFile };

export interface StoredGame {
  readonly gameId: string;
  readonly game: Game;
}

export interface FinishedRecord extends StoredGame {
  /** ISO 8601. */
  readonly finishedAt: string;
}

export interface GameStoreOptions {
  readonly dataDir: string;
  readonly clock: () => Date;
  readonly notify: Notify;
  /** How the games are written (default writeFileAtomic); tests pass one that fails as a full disk does. */
  readonly write?: WriteFile | undefined;
  /** How the journals of games in progress are appended to (default appendFileDurably); tests as for write. */
  readonly append?: AppendFile | undefined;
}

const FILE_SUFFIX = '.json';
const JOURNAL_SUFFIX = '.journal';
/** Finished games, one file each, under the data directory. */
export const GAMES_DIR = 'games';
/** The games in progress at online tables, one file each, under the data directory. */
export const TABLES_DIR = 'tables';

export class GameStore {
  readonly currentFile: string;
  readonly gamesDir: string;
  readonly tablesDir: string;
  /** Finished games read so far, by id (finished files never change). */
  private readonly finished = new Map<string, FinishedRecord>();
  private listedAll = false;
  private readonly write: WriteFile;
  /** The games in progress: snapshots and journals. */
  private readonly saves: GameSaves;

  constructor(private readonly options: GameStoreOptions) {
    this.write = options.write ?? writeFileAtomic;
    this.saves = new GameSaves(this.write, options.append ?? appendFileDurably);
    this.currentFile = path.join(options.dataDir, 'current-game.json');
    this.gamesDir = path.join(options.dataDir, GAMES_DIR);
    this.tablesDir = path.join(options.dataDir, TABLES_DIR);
  }

  /** The game in progress as last saved, or null (none, or a corrupt file, which is moved aside). */
  async loadCurrent(): Promise<StoredGame | null> {
    return this.loadSave(this.currentFile, 'The saved game in progress');
  }

  async saveCurrent(gameId: string, events: readonly GameEvent[]): Promise<void> {
    await this.saves.save(this.currentFile, gameId, events);
  }

  async clearCurrent(): Promise<void> {
    await this.saves.clear(this.currentFile);
  }

  /** Every online table's game in progress as last saved (a corrupt one is moved aside with a notice). */
  async loadTables(): Promise<StoredGame[]> {
    let names: string[] = [];
    try {
      names = await readdir(this.tablesDir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTDIR') await this.setAside(this.tablesDir, 'The online tables folder', error);
      else if (code !== 'ENOENT') throw error;
    }
    const games: StoredGame[] = [];
    for (const name of names.sort()) {
      if (name.endsWith(JOURNAL_SUFFIX)) {
        // A journal whose snapshot is gone (a crash while a finished or abandoned game's save was removed).
        const snapshot = `${name.slice(0, -JOURNAL_SUFFIX.length)}${FILE_SUFFIX}`;
        if (!names.includes(snapshot)) await unlink(path.join(this.tablesDir, name)).catch(() => undefined);
        continue;
      }
      if (!name.endsWith(FILE_SUFFIX)) continue;
      const stored = await this.loadSave(path.join(this.tablesDir, name), `The online table's game ${name}`);
      if (stored !== null) games.push(stored);
    }
    return games;
  }

  async saveTable(gameId: string, events: readonly GameEvent[]): Promise<void> {
    await this.saves.save(this.tableFile(gameId), gameId, events);
  }

  async clearTable(gameId: string): Promise<void> {
    await this.saves.clear(this.tableFile(gameId));
  }

  async saveFinished(gameId: string, events: readonly GameEvent[], finishedAt: string): Promise<void> {
    const file = this.finishedFile(gameId);
    await this.write(file, serialise(gameId, events, finishedAt));
    this.finished.set(gameId, { gameId, game: loadLog(toGameLog(events)), finishedAt });
  }

  /** A finished game, or null when there is none by that id (or its file was corrupt and moved aside). */
  async readFinished(gameId: string): Promise<FinishedRecord | null> {
    const known = this.finished.get(gameId);
    if (known) return known;
    if (!gameIdSchema.safeParse(gameId).success) return null;
    const file = this.finishedFile(gameId);
    try {
      const text = await readText(file);
      if (text === null) return null;
      const record = parseFinished(text, gameId);
      this.finished.set(gameId, record);
      return record;
    } catch (error) {
      await this.setAside(file, `The finished game ${gameId}`, error);
      return null;
    }
  }

  /** Removes a finished game's file; false when there was none. One the disk keeps (read-only) stays listed. */
  async deleteFinished(gameId: string): Promise<boolean> {
    const file = this.finishedFile(gameId);
    let deleted = true;
    try {
      await unlink(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      deleted = false;
    }
    this.finished.delete(gameId);
    return deleted;
  }

  /** Every finished game, newest first. */
  async listFinished(): Promise<FinishedRecord[]> {
    if (!this.listedAll) {
      let names: string[] = [];
      try {
        names = await readdir(this.gamesDir);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // Something that is not a folder where the games go: out of the way, so that games can be filed.
        if (code === 'ENOTDIR') await this.setAside(this.gamesDir, 'The finished games folder', error);
        else if (code !== 'ENOENT') throw error;
      }
      for (const name of names) {
        if (!name.endsWith(FILE_SUFFIX)) continue;
        await this.readFinished(name.slice(0, -FILE_SUFFIX.length));
      }
      this.listedAll = true;
    }
    return [...this.finished.values()].sort(
      (a, b) => b.finishedAt.localeCompare(a.finishedAt) || b.gameId.localeCompare(a.gameId),
    );
  }

  /**
   * A game in progress as saved (snapshot and journal), or null. A snapshot that does not read is moved aside
   * with its journal; a journal that does not read to its end is moved aside and the game goes on from the last
   * move it holds that reads; each with a notice.
   */
  private async loadSave(file: string, what: string): Promise<StoredGame | null> {
    let loaded: LoadedSave | null;
    try {
      loaded = await this.saves.load(file);
      const name = path.basename(file, FILE_SUFFIX);
      if (loaded !== null && file.startsWith(this.tablesDir) && loaded.gameId !== name) {
        throw new LogError(`the file holds game ${loaded.gameId}, not ${name}`);
      }
    } catch (error) {
      await this.setAside(file, what, error);
      await moveAside(journalFileOf(file), this.options.clock()).catch(() => undefined);
      return null;
    }
    if (loaded === null) return null;
    if (loaded.journalProblem !== null) {
      // What read goes into the snapshot at once (else only the journal moved aside would hold it).
      if (await this.journalAside(file, what, loaded)) {
        await this.saves.rewrite(file, loaded.gameId, loaded.game.events).catch(() => undefined);
      }
    }
    return { gameId: loaded.gameId, game: loaded.game };
  }

  private finishedFile(gameId: string): string {
    return path.join(this.gamesDir, fileName(gameId));
  }

  private tableFile(gameId: string): string {
    return path.join(this.tablesDir, fileName(gameId));
  }

  /** A journal read only in part, moved aside: the game goes on from what read, and the notice says so. */
  private async journalAside(file: string, what: string, loaded: LoadedSave): Promise<boolean> {
    const journal = journalFileOf(file);
    const from = `the game goes on from its ${loaded.game.events.length} events that read`;
    try {
      const moved = await moveAside(journal, this.options.clock());
      this.options.notify({
        level: 'warning',
        message: `${what}: its last moves could not be read (${loaded.journalProblem}); ${from}. Its journal was moved aside to ${moved}.`,
        file: moved,
      });
      return true;
    } catch (moveError) {
      this.options.notify({
        level: 'error',
        message: `${what}: its last moves could not be read (${loaded.journalProblem}), nor its journal moved aside: ${(moveError as Error).message}.`,
        file: journal,
      });
      return false;
    }
  }

  private async setAside(file: string, what: string, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    try {
      const moved = await moveAside(file, this.options.clock());
      this.options.notify({
        level: 'warning',
        message: `${what} could not be loaded (${reason}); the file was moved aside to ${moved}.`,
        file: moved,
      });
    } catch (moveError) {
      this.options.notify({
        level: 'error',
        message: `${what} could not be loaded (${reason}), nor moved aside: ${(moveError as Error).message}.`,
        file,
      });
    }
  }
}

function fileName(gameId: string): string {
  // The id is checked by the contract's schema too: it can name no other directory.
  if (!gameIdSchema.safeParse(gameId).success) throw new Error(`bad game id ${JSON.stringify(gameId)}`);
  return `${gameId}${FILE_SUFFIX}`;
}

function serialise(gameId: string, events: readonly GameEvent[], finishedAt?: string): string {
  return gameFileText(events, { gameId, finishedAt });
}

function parseStored(text: string): StoredGame & { readonly finishedAt: string | null } {
  const file = readGameFile(text);
  if (file.gameId === null) throw new LogError('the game id is missing or malformed');
  return { gameId: file.gameId, game: file.game, finishedAt: file.finishedAt };
}

function parseFinished(text: string, expectedId: string): FinishedRecord {
  const stored = parseStored(text);
  if (stored.gameId !== expectedId) {
    throw new LogError(`the file holds game ${stored.gameId}, not ${expectedId}`);
  }
  if (!stored.game.state.over) throw new LogError('the game is not finished');
  if (stored.finishedAt === null) throw new LogError('finishedAt is missing');
  return { gameId: stored.gameId, game: stored.game, finishedAt: stored.finishedAt };
}
