// The ids games are kept under, which are also their file names: a new game's, which sorts by time
// (20261129-155302-123-a1b2c3), and an imported game's that has none, made from its log the same way every time
// (the time it was created, then 12 hex digits of the log's SHA-256), so the same game imported again is found by
// one file read rather than a scan of every finished game.

import { createHash, randomBytes } from 'node:crypto';
import type { GameEvent } from '../../shared/game';

/** 12 hex digits (48 bits): two different games created in the same millisecond share an id about never. */
const LOG_HASH_DIGITS = 12;

/** A new game's id: the time, then 6 random hex digits. */
export function newGameId(time: Date): string {
  return `${idTime(time)}-${randomBytes(3).toString('hex')}`;
}

/** The id of a game from a file that names none (or names one another game holds): the same log, the same id. */
export function importedGameId(events: readonly GameEvent[]): string {
  const hash = createHash('sha256').update(JSON.stringify(events)).digest('hex').slice(0, LOG_HASH_DIGITS);
  const created = events[0]?.type === 'created' ? Date.parse(events[0].createdAt) : Number.NaN;
  // A file may say anything in createdAt: an id needs none of it.
  return Number.isNaN(created) ? `imported-${hash}` : `${idTime(new Date(created))}-${hash}`;
}

/** A time as a game id begins: 20261129-155302-123 (UTC). */
function idTime(time: Date): string {
  return time.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-').replace('Z', '');
}
