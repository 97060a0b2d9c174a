// A game as a file: the versioned event log (log.ts) with the game's id and, once it is over, when it
// finished. One writer and one reader serve the app's own saves, the files a player exports and imports, and
// `yacht grade`. The text is JSON a person can read: one event a line.

import { parseUntrustedJson } from '../json/untrusted';
import { LogError } from './errors';
import { loadLog, LOG_FORMAT, LOG_VERSION } from './log';
import type { CreatedEvent, Game, GameEvent } from './types';

/** Game ids are also file names: letters, digits, '-' and '_' only. */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** What a player's exported games end with. */
export const GAME_FILE_SUFFIX = '.yacht.json';
/** The largest game file read (six seats at most, so a real game is a few tens of kilobytes). */
export const MAX_GAME_FILE_CHARS = 2 * 1024 * 1024;

export interface GameFile {
  readonly gameId: string | null;
  /** ISO 8601, once the game is over. */
  readonly finishedAt: string | null;
  readonly game: Game;
}

export interface GameFileMeta {
  readonly gameId: string;
  readonly finishedAt?: string | undefined;
}

/** The file's text: the log's format and version, the game's id (and when it finished), one event a line. */
export function gameFileText(events: readonly GameEvent[], meta: GameFileMeta): string {
  const head: Record<string, unknown> = { format: LOG_FORMAT, version: LOG_VERSION, gameId: meta.gameId };
  if (meta.finishedAt !== undefined) head['finishedAt'] = meta.finishedAt;
  const fields = Object.entries(head).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  const lines = events.map((event) => `    ${JSON.stringify(event)}`);
  return `{\n${fields.join(',\n')},\n  "events": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/**
 * Reads a game file: its JSON, its format and version, every event's shape and legality (the first bad one is
 * named by its index), its id and finish time. Throws a LogError saying what is wrong.
 */
export function readGameFile(text: string): GameFile {
  if (text.length > MAX_GAME_FILE_CHARS) {
    const megabytes = (text.length / (1024 * 1024)).toFixed(1);
    throw new LogError(
      `the file is ${megabytes} MB: a game file is at most ${MAX_GAME_FILE_CHARS / (1024 * 1024)} MB`,
    );
  }
  let value: unknown;
  try {
    value = parseUntrustedJson(text);
  } catch (error) {
    const reason =
      error instanceof RangeError
        ? 'nested too deeply'
        : error instanceof Error
          ? error.message
          : String(error);
    throw new LogError(`not valid JSON (${oneLine(reason)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new LogError('expected a JSON object: a game file holds {"format": "yacht-game", "events": [...]}');
  }
  const record = value as Record<string, unknown>;
  const game = loadLog(record);
  const gameId = record['gameId'];
  if (gameId !== undefined && (typeof gameId !== 'string' || !GAME_ID_PATTERN.test(gameId))) {
    throw new LogError('the game id must be 1 to 64 letters, digits, "-" or "_"');
  }
  const finishedAt = record['finishedAt'];
  if (finishedAt !== undefined && (typeof finishedAt !== 'string' || Number.isNaN(Date.parse(finishedAt)))) {
    throw new LogError('finishedAt must be a time (ISO 8601)');
  }
  return { gameId: gameId ?? null, finishedAt: finishedAt ?? null, game };
}

/** Text from a parser or a file, as one line of at most `max` characters (a message shows it). */
export function oneLine(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** Why a file is not a game, in one line: the reason, then where ("(event 3, rolled)"). */
export function gameFileProblem(error: LogError): string {
  const where =
    error.index === null
      ? ''
      : ` (event ${error.index}${error.eventType === null ? '' : `, ${oneLine(error.eventType, 40)}`})`;
  return `${oneLine(error.reason, 300)}${where}`;
}

/** `2026-11-30-standard.yacht.json`: the day it was played and its rules. */
export function gameFileName(created: CreatedEvent): string {
  const day = created.createdAt.slice(0, 10).replace(/[^0-9-]/g, '') || 'game';
  const rules =
    created.variant !== 'standard'
      ? created.variant
      : !created.options.secondYacht
        ? 'standard-no-second-yacht'
        : created.options.joker === 'free'
          ? 'standard-free-joker'
          : 'standard';
  return `${day}-${rules}${GAME_FILE_SUFFIX}`;
}
