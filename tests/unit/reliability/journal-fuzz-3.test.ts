// The journal fuzz test's random damage (journal-fuzz-run.ts).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { RUNS, randomDamage, startOver } from './journal-fuzz-run';

describe('a damaged journal of moves', () => {
  // In two halves, each within its own time limit (each case starts the backend twice: slow on a loaded machine).
  const halves = [Math.ceil(RUNS / 2), Math.floor(RUNS / 2)] as const;
  it.each(halves.map((runs, i) => [i + 1, runs, 33 + i] as const))(
    `random damage (${RUNS} cases), half %i (%i cases): the same`,
    async (_half, runs, seed) => {
      await fc.assert(fc.asyncProperty(randomDamage, startOver), { numRuns: runs, seed });
    },
    120_000,
  );
});
