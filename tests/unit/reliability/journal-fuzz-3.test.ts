// The journal fuzz test's random damage (journal-fuzz-run.ts), its first half: quarters 1 and 2 of the cases
// (journal-fuzz-4.test.ts runs quarters 3 and 4 in another worker).
import { describe } from 'vitest';
import { randomDamageQuarters } from './journal-fuzz-run';

describe('a damaged journal of moves', () => {
  randomDamageQuarters([1, 2]);
});
