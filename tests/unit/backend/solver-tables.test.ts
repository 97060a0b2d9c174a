// The table maker's progress events: every percent would redraw the page a hundred times during a solve, so
// they are spaced in time as well as in progress; the last one always says the table is ready.

import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../../../src/shared/api/contract';
import { makeRules } from '../../../src/shared/rules';
import { solveRules } from '../../../src/shared/solver';
import { SolverTables, type TableSource } from '../../../src/main/backend/solver-tables';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A source that reports the given fractions, waiting `gapMs` before each, then gives classic's table. */
function source(fractions: readonly number[], gapMs: number): TableSource {
  return {
    async getTable(rules, request) {
      for (const f of fractions) {
        if (gapMs > 0) await sleep(gapMs);
        request.onProgress?.(f);
      }
      return { table: solveRules(rules) };
    },
    valuation: () => Promise.reject(new Error('not asked')),
  };
}

async function progressOf(tableSource: TableSource): Promise<number[]> {
  const events: ApiEvent[] = [];
  const tables = new SolverTables(tableSource, (event) => events.push(event));
  await tables.table(makeRules('classic'));
  const statuses = events.flatMap((e) => (e.type === 'solver-progress' ? [e.status] : []));
  expect(statuses.at(-1)).toMatchObject({ ready: true, progress: 1 });
  return statuses.map((s) => s.progress);
}

describe('solver progress events', () => {
  it('a hundred steps at once make the start and the end only', async () => {
    const steps = Array.from({ length: 99 }, (_, i) => (i + 1) / 100);
    expect(await progressOf(source(steps, 0))).toEqual([0, 1]);
  });

  it('steps far enough apart are each told, in order', async () => {
    expect(await progressOf(source([0.3, 0.6], 200))).toEqual([0, 0.3, 0.6, 1]);
  });
});
