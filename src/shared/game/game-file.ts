// A game as a file: the versioned event log (log.ts) with the game's id and, once it is over, when it
// finished. One writer and one reader serve the app's own saves, the files a player exports and imports, and
// `yacht grade`. The text is JSON a person can read: one event a line.

import { forbiddenKeyPath, parseUntrustedJson } from '../json/untrusted';
import { CUSTOM_RULES_FORMAT } from '../rules/types';
import { LogError } from './errors';
import { gameFileTextProblem } from './file-limits';
import { loadLog, LOG_FORMAT, LOG_VERSION } from './log';
import type { CreatedEvent, Game, GameEvent } from './types';

/** Game ids are also file names: letters, digits, '-' and '_' only. */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** What a player's exported games end with. */
export const GAME_FILE_SUFFIX = '.yacht.json';
export {
  MAX_ANY_LOG_EVENTS,
  MAX_BOXES,
  MAX_GAME_FILE_BYTES,
  MAX_LOG_EVENTS,
  MAX_PLAYED_LOG_EVENTS,
  MAX_TURN_EVENTS,
  gameFileSizeProblem,
  utf8Length,
} from './file-limits';
/** The keys of a game file: what gameFileText writes. */
const GAME_FILE_KEYS = ['format', 'version', 'gameId', 'finishedAt', 'events'];

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
 * Reads a game file: its size, its JSON (no "__proto__" key anywhere, no key gameFileText does not write), its
 * format and version, every event's shape and legality (the first bad one is named by its index), its id and
 * finish time. Throws a LogError saying what is wrong.
 */
export function readGameFile(text: string): GameFile {
  const tooBig = gameFileTextProblem(text);
  if (tooBig !== null) throw new LogError(tooBig);
  let value: unknown;
  try {
    value = parseUntrustedJson(text);
  } catch (error) {
    // A game file cut or damaged names its format near the top: anything else is some other file.
    if (!text.includes(LOG_FORMAT)) throw new NotAGameFileError('not-json');
    const reason =
      error instanceof RangeError
        ? 'nested too deeply'
        : error instanceof Error
          ? error.message
          : String(error);
    throw new LogError(`not valid JSON (${oneLine(reason)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new NotAGameFileError('other-json');
  }
  const format = (value as Record<string, unknown>)['format'];
  if (format !== LOG_FORMAT) {
    throw new NotAGameFileError(format === CUSTOM_RULES_FORMAT ? 'rules' : 'other-json');
  }
  // zod would drop such a key without a word (e.g. in a custom rule set's boxes): refused where it stands.
  const hostile = forbiddenKeyPath(value);
  if (hostile !== null) throw new LogError(`${hostile}: this key is not allowed`);
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !GAME_FILE_KEYS.includes(key));
  if (unknown !== undefined) {
    throw new LogError(
      `unknown key ${JSON.stringify(oneLine(unknown, 40))}: a game file holds ${GAME_FILE_KEYS.join(', ')}`,
    );
  }
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

/** What a file that is no Yacht game at all is instead (a damaged game file is a LogError of its own). */
export type NotAGameFile = 'not-json' | 'other-json' | 'rules';

const NOT_A_GAME_FILE: Readonly<Record<NotAGameFile, string>> = {
  'not-json': 'it is not JSON',
  'other-json': `it is JSON of another kind (no "format": "${LOG_FORMAT}")`,
  rules: `it is a rule set ("format": "${CUSTOM_RULES_FORMAT}"), not a game`,
};

/** A file that is not a Yacht game file at all: another program's JSON, a rule set, a chess game... */
export class NotAGameFileError extends LogError {
  constructor(readonly what: NotAGameFile) {
    super(NOT_A_GAME_FILE[what]);
  }
}

/**
 * Why a file opened as a game was refused, in a sentence a player reads: what the file is and what to do
 * instead, or what is wrong with a game file and where.
 */
export function gameFileRefusal(error: LogError): string {
  if (!(error instanceof NotAGameFileError)) {
    return `This file is not a game Yacht can read: ${gameFileProblem(error)}`;
  }
  const todo =
    error.what === 'not-json'
      ? 'A Yacht game file is the .yacht.json that History exports.'
      : "Export a game from Yacht's History to get one.";
  return `This is not a Yacht game file: ${error.reason}. ${todo}`;
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
