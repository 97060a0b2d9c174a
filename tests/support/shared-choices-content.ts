// What the shared keep-choices tests store: each state's choices differ from every other state's.

import { ROLLS } from '../../src/shared/solver';

export const CHOICES_PER_STATE = 2 * ROLLS;

export function expectedChoice(key: number, index: number): number {
  return (key * 977 + index * 31) & 0x3fff;
}
