// A game in progress is saved as a snapshot (a game file, written whole: game-file.ts) and a journal beside it:
// the events since, one JSON line each, appended as they are played. This is the journal's text: a first line
// naming the game, then `{"at": <index in the log>, "event": {...}}` lines. Reading it continues the snapshot's
// game: a last line without its line break is an append a crash cut short (never confirmed, so dropped); a line
// the snapshot already holds (a crash between writing a new snapshot and removing the old journal) is skipped if
// it is the same event; anything else that does not read stops the journal there, with the reason.

import { forbiddenKeyPath, parseUntrustedJson } from '../../shared/json/untrusted';
import {
  extendLog,
  gameFileProblem,
  gameFileSizeProblem,
  readGameFile,
  utf8Length,
  type Game,
  type GameEvent,
} from '../../shared/game';

export const JOURNAL_FORMAT = 'yacht-journal';
export const JOURNAL_VERSION = 1;

/** The journal's first line: which game its events continue. */
export function journalHead(gameId: string): string {
  return `${JSON.stringify({ format: JOURNAL_FORMAT, version: JOURNAL_VERSION, gameId })}\n`;
}

/** One event's line: its index in the game's log, and the event. */
export function journalLine(at: number, event: GameEvent): string {
  return `${JSON.stringify({ at, event })}\n`;
}

export interface ReadJournal {
  /** The snapshot's game with the journal's events that read. */
  readonly game: Game;
  /**
   * The journal may be appended to as it is: it continues this game, every line read, none cut short. When
   * false the next save writes the whole game instead (and removes the journal).
   */
  readonly appendable: boolean;
  /** Why the journal was not read to its end (a damaged line, another game's journal...), or null. */
  readonly problem: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The snapshot's `game` (game `gameId`) continued by the journal `text`. */
export function readJournal(text: string, gameId: string, game: Game): ReadJournal {
  const tooBig = gameFileSizeProblem(utf8Length(text));
  if (tooBig !== null) return { game, appendable: false, problem: `the journal is too big: ${tooBig}` };
  const lines = text.split('\n');
  // The part after the last line break: empty, or an append a crash cut short.
  const cut = lines.pop() !== '';
  const [head, ...rest] = lines;
  if (head === undefined) return { game, appendable: false, problem: null };
  let headValue: unknown;
  try {
    headValue = parseUntrustedJson(head);
  } catch {
    return { game, appendable: false, problem: 'its first line is not JSON' };
  }
  if (!isRecord(headValue) || headValue['format'] !== JOURNAL_FORMAT) {
    return { game, appendable: false, problem: `its first line does not say "format": "${JOURNAL_FORMAT}"` };
  }
  if (headValue['version'] !== JOURNAL_VERSION) {
    return {
      game,
      appendable: false,
      problem: `unsupported journal version ${JSON.stringify(headValue['version'])}`,
    };
  }
  // Another game's (a crash between saving a new game and removing the old game's journal): not this game's.
  if (headValue['gameId'] !== gameId) return { game, appendable: false, problem: null };
  const fresh: unknown[] = [];
  let next = game.events.length;
  for (const [i, line] of rest.entries()) {
    const where = `line ${i + 2}`;
    let value: unknown;
    try {
      value = parseUntrustedJson(line);
    } catch {
      return readSoFar(game, fresh, `${where} is not JSON`);
    }
    // zod would drop such a key without a word: refused where it stands, as in a game file.
    const hostile = forbiddenKeyPath(value);
    if (hostile !== null) return readSoFar(game, fresh, `${where}: ${hostile}: this key is not allowed`);
    const at = isRecord(value) ? value['at'] : undefined;
    if (!isRecord(value) || typeof at !== 'number' || !Number.isInteger(at) || !('event' in value)) {
      return readSoFar(game, fresh, `${where} is not {"at": <index>, "event": {...}}`);
    }
    if (at < game.events.length) {
      // Already in the snapshot: the same event, or the journal is not this snapshot's.
      if (JSON.stringify(value['event']) !== JSON.stringify(game.events[at])) {
        return readSoFar(game, fresh, `${where}: event ${at} is not the one the save holds`);
      }
      continue;
    }
    if (at !== next) return readSoFar(game, fresh, `${where}: event ${at} where event ${next} was due`);
    fresh.push(value['event']);
    next++;
  }
  const read = readSoFar(game, fresh, null);
  return { ...read, appendable: read.problem === null && !cut };
}

function readSoFar(game: Game, items: readonly unknown[], problem: string | null): ReadJournal {
  const extended = extendLog(game, items);
  const reason = extended.problem === null ? problem : gameFileProblem(extended.problem);
  return { game: extended.game, appendable: false, problem: reason };
}

/** A save's game from the texts of its snapshot and journal, as a start reads it (touches no file). */
export function savedGameOf(snapshot: string, journal: string | null): Game {
  const saved = readGameFile(snapshot);
  if (journal === null || saved.gameId === null) return saved.game;
  return readJournal(journal, saved.gameId, saved.game).game;
}
