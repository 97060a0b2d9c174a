// The secrets of online play: a table's join code (short, to read out or type) and each joiner's seat token
// (long, kept by their device to come back to the seat). Tokens are kept only as hashes.

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../shared/api/online';

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

export function newSeatToken(): string {
  return randomBytes(16).toString('hex');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a token is the one a hash was made of (in constant time over the hashes). */
export function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Two codes compared in constant time (a code is short: no hint from how long a comparison took). */
export function codesMatch(given: string, code: string): boolean {
  const a = Buffer.from(given.padEnd(JOIN_CODE_LENGTH).slice(0, JOIN_CODE_LENGTH));
  const b = Buffer.from(code);
  return a.length === b.length && timingSafeEqual(a, b) && given.length === code.length;
}
