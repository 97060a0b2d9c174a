// The journal fuzz test's named damage, part 2 (journal-fuzz-run.ts).
import { describe, it } from 'vitest';
import { NAMED, startOver } from './journal-fuzz-run';

describe('a damaged journal of moves', () => {
  it.each(NAMED.slice(9))(
    '%s: the game resumes from what reads, the rest moved aside with a notice',
    async (_name, content) => {
      await startOver(content);
    },
  );
});
