import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest (tens of seconds each, measured), started first so that none of them is the
 * last one running alone. Every other file keeps vitest's order (the last run's durations when it has them).
 */
const SLOW_FIRST = [
  'tests/unit/cli/host.test.ts',
  'tests/unit/solver-host/bounds.test.ts',
  'tests/unit/reliability/journal-fuzz-3.test.ts',
  'tests/unit/reliability/journal-fuzz-4.test.ts',
  'tests/unit/solver/distribution.test.ts',
  'tests/unit/replay/course-totals-1.test.ts',
  'tests/unit/replay/course-totals-2.test.ts',
  'tests/unit/replay/course-totals-3.test.ts',
  'tests/unit/reliability/crash-1.test.ts',
  'tests/unit/reliability/crash-2.test.ts',
  'tests/unit/reliability/api-fuzz.test.ts',
  'tests/unit/storage/data-dir-lock.test.ts',
  'tests/unit/reliability/solver-doors.test.ts',
  'tests/unit/reliability/journal-fuzz-1.test.ts',
  'tests/unit/reliability/journal-fuzz-2.test.ts',
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const at = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return at === -1 ? SLOW_FIRST.length : at;
    };
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The tables most tests play, solved once per run (tests/support/solved-tables.ts).
    globalSetup: ['tests/support/unit-tables-setup.ts'],
    // vitest's default is one worker fewer than the cores: a single one on two. Many files wait on child
    // processes, sockets and timers: with two workers beside the e2e stage the suite used 1.3 of 2 cores
    // (23.6 min of CPU in 18.5 min), so three.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    sequence: { sequencer: SlowFirst },
  },
});
