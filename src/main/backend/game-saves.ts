// The saves of games in progress (the local game's and each online table's): a snapshot, the game file written
// whole and atomically, and a journal beside it (game-journal.ts) to which each move is appended with fsync. A
// move costs one short append however long the log, instead of rewriting the whole file; once the journal
// outgrows the snapshot (and JOURNAL_MIN_BYTES), the next move writes a new snapshot of the whole game and the
// journal goes, so both files stay within what a game file may be and the rewrites cost a constant share of the
// bytes appended. A move counts once saved (the append or the snapshot is durable before the save resolves); a
// crash leaves the old save or the new (a cut-short append is dropped on reading).

import { readFile, unlink } from 'node:fs/promises';
import {
  gameFileText,
  LogError,
  readGameFile,
  utf8Length,
  type Game,
  type GameEvent,
} from '../../shared/game';
import type { AppendFile } from '../storage/append-file';
import { journalHead, journalLine, readJournal } from './game-journal';

/** Writes a file whole or not at all (writeFileAtomic); it rejects with the file system's error. */
export type WriteFile = (file: string, text: string) => Promise<void>;

/** A journal may grow to this, or to its snapshot's size when that is more, before a new snapshot is written. */
export const JOURNAL_MIN_BYTES = 64 * 1024;

/** The journal beside a snapshot: `current-game.json` → `current-game.journal`. */
export function journalFileOf(snapshot: string): string {
  return `${snapshot.replace(/\.json$/, '')}.journal`;
}

export interface LoadedSave {
  readonly gameId: string;
  /** The snapshot's game continued by its journal. */
  readonly game: Game;
  /** Why the journal was not read to its end, or null (the caller sets it aside and says so). */
  readonly journalProblem: string | null;
}

/** What is on disk for one save, as this process last wrote or read it. */
interface SaveState {
  readonly gameId: string;
  /** Events saved: the snapshot's and the journal's. */
  events: number;
  snapshotBytes: number;
  journalBytes: number;
  /** The journal continues this snapshot and ends with a whole line: moves may be appended to it. */
  appendable: boolean;
}

export class GameSaves {
  private readonly known = new Map<string, SaveState>();

  constructor(
    private readonly write: WriteFile,
    private readonly append: AppendFile,
  ) {}

  /** Saves `events`, the game's whole log: its last event appended when it follows what is saved. */
  async save(file: string, gameId: string, events: readonly GameEvent[]): Promise<void> {
    const known = this.known.get(file);
    const last = events.at(-1);
    if (known?.appendable && known.gameId === gameId && events.length === known.events + 1 && last) {
      const text = `${known.journalBytes === 0 ? journalHead(gameId) : ''}${journalLine(events.length - 1, last)}`;
      const bytes = utf8Length(text);
      if (known.journalBytes + bytes <= Math.max(JOURNAL_MIN_BYTES, known.snapshotBytes)) {
        try {
          await this.append(journalFileOf(file), text, known.journalBytes === 0);
          known.events++;
          known.journalBytes += bytes;
          return;
        } catch (error) {
          // Whatever the append left, the next save writes the whole game. A journal gone missing: now.
          known.appendable = false;
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    }
    await this.snapshot(file, gameId, events);
  }

  /** Removes the save (the snapshot first: a journal left alone is never read). */
  async clear(file: string): Promise<void> {
    this.known.delete(file);
    await removeIfThere(file);
    await removeIfThere(journalFileOf(file));
  }

  /** The save, or null when there is none; throws a LogError when its snapshot does not read. */
  async load(file: string): Promise<LoadedSave | null> {
    this.known.delete(file);
    const text = await readText(file);
    if (text === null) {
      // A journal without its snapshot (a crash while clearing) belongs to no game.
      await removeIfThere(journalFileOf(file)).catch(() => undefined);
      return null;
    }
    const saved = readGameFile(text);
    if (saved.gameId === null) throw new LogError('the game id is missing or malformed');
    let journal: string | null;
    try {
      journal = await readText(journalFileOf(file));
    } catch (error) {
      // Not a file (a folder, say): the snapshot is the game, and the journal goes aside.
      this.known.set(file, unappendable(saved.gameId, saved.game, text));
      return { gameId: saved.gameId, game: saved.game, journalProblem: (error as Error).message };
    }
    if (journal === null) {
      this.known.set(file, { ...unappendable(saved.gameId, saved.game, text), appendable: true });
      return { gameId: saved.gameId, game: saved.game, journalProblem: null };
    }
    const read = readJournal(journal, saved.gameId, saved.game);
    this.known.set(file, {
      ...unappendable(saved.gameId, read.game, text),
      journalBytes: utf8Length(journal),
      appendable: read.appendable,
    });
    return { gameId: saved.gameId, game: read.game, journalProblem: read.problem };
  }

  /**
   * Writes the whole game anew (after its journal was moved aside: the events it held that read are kept). If
   * the disk refuses, the next save writes the whole game.
   */
  async rewrite(file: string, gameId: string, events: readonly GameEvent[]): Promise<void> {
    const known = this.known.get(file);
    if (known) known.appendable = false;
    await this.snapshot(file, gameId, events);
  }

  private async snapshot(file: string, gameId: string, events: readonly GameEvent[]): Promise<void> {
    const text = gameFileText(events, { gameId });
    await this.write(file, text);
    const state: SaveState = {
      gameId,
      events: events.length,
      snapshotBytes: utf8Length(text),
      journalBytes: 0,
      appendable: false,
    };
    this.known.set(file, state);
    // The old journal's events are all in the snapshot now (or are another game's): it goes. If it cannot, the
    // moves go on being saved whole, and the next one tries again.
    try {
      await removeIfThere(journalFileOf(file));
      state.appendable = true;
    } catch {
      // kept not appendable
    }
  }
}

/** A save read from disk, to be written whole at the next move. */
function unappendable(gameId: string, game: Game, snapshot: string): SaveState {
  return {
    gameId,
    events: game.events.length,
    snapshotBytes: utf8Length(snapshot),
    journalBytes: 0,
    appendable: false,
  };
}

async function removeIfThere(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** The file's text, or null when there is none; a file that cannot be read (a folder, say) throws. */
export async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new LogError(code === 'EISDIR' ? 'it is a folder, not a file' : (error as Error).message);
  }
}
