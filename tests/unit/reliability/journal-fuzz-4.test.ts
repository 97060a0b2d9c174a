// The journal fuzz test's random damage (journal-fuzz-run.ts), its second half: quarters 3 and 4 of the cases
// (journal-fuzz-3.test.ts runs quarters 1 and 2 in another worker).
import { describe } from 'vitest';
import { randomDamageQuarters } from './journal-fuzz-run';

describe('a damaged journal of moves', () => {
  randomDamageQuarters([3, 4]);
});
