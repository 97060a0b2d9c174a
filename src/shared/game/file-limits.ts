// How big a game file may be, stated once. The reader (readGameFile), the API's importGame, `yacht grade`, the
// store's loader and the page's file picker all measure against MAX_GAME_FILE_BYTES with one message, and the
// transports' limits are derived from it. The engine stops taking holds and undos at MAX_LOG_EVENTS, so that
// every game the app writes fits; and the rules bound every game's log (MAX_PLAYED_LOG_EVENTS, MAX_ANY_LOG_EVENTS).

import { MAX_BOXES } from '../rules/types';
import { MAX_KEEP_CHANGES_PER_ROLL, MAX_SEATS, ROLLS_PER_TURN } from './types';

/** The largest game file read: bytes of its UTF-8 text (2 MiB; a real game of six seats is a few tens of kB). */
export const MAX_GAME_FILE_BYTES = 2 * 1024 * 1024;

/** The longest line an event other than `created` takes in a game file (a scored event takes under 100 bytes). */
export const MAX_EVENT_LINE_BYTES = 128;
/**
 * Room kept for the file's head, its `created` line (six names, custom rules: a few kB) and the rolls and scores
 * that end a game after the last hold or undo (four events a turn: 360 at most).
 */
const ROOM_BYTES = 128 * 1024;
/**
 * A game in play takes holds and undos until its log holds this many events (15,360); rolls and scores always,
 * so it can still be finished. Loading does not count: a file is read whatever its events, within its bytes.
 */
export const MAX_LOG_EVENTS = Math.floor((MAX_GAME_FILE_BYTES - ROOM_BYTES) / MAX_EVENT_LINE_BYTES);

// The most boxes a sheet has is stated with the rules: the solver's command line loads the rules, not the game.
export { MAX_BOXES };
/** The most events a turn makes: three rolls, every keep change allowed after each of the first two, a score (64). */
export const MAX_TURN_EVENTS = ROLLS_PER_TURN + (ROLLS_PER_TURN - 1) * MAX_KEEP_CHANGES_PER_ROLL + 1;
/**
 * The longest log of a game without undos (every online table's: they take none): the `created` event and six
 * seats' 15 turns of 64 events, 1 + 6 × 15 × 64 = 5,761. Below MAX_LOG_EVENTS, so such a game never meets it.
 */
export const MAX_PLAYED_LOG_EVENTS = 1 + MAX_SEATS * MAX_BOXES * MAX_TURN_EVENTS;
/**
 * The longest log of any game the app plays: holds and undos up to MAX_LOG_EVENTS, then at most three rolls and a
 * score a turn (15,360 + 6 × 15 × 4 = 15,720).
 */
export const MAX_ANY_LOG_EVENTS = MAX_LOG_EVENTS + MAX_SEATS * MAX_BOXES * (ROLLS_PER_TURN + 1);

/** The bytes `text` takes as UTF-8 (a lone surrogate as U+FFFD's three, as encoders write it). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a pair: two code units, four bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}

const count = (n: number): string => n.toLocaleString('en-US');

/** Why a file of `bytes` bytes is not read, or null: the one message every reader gives. */
export function gameFileSizeProblem(bytes: number): string | null {
  if (bytes <= MAX_GAME_FILE_BYTES) return null;
  return `the file is ${count(bytes)} bytes: a game file is at most 2 MB (${count(MAX_GAME_FILE_BYTES)} bytes)`;
}

/** gameFileSizeProblem for a file's text, measured as UTF-8. */
export function gameFileTextProblem(text: string): string | null {
  // Every character takes one to three bytes: most files need no counting.
  if (text.length * 3 <= MAX_GAME_FILE_BYTES) return null;
  return gameFileSizeProblem(utf8Length(text));
}
