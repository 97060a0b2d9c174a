// The unit run's global setup: solves the PRESOLVED tables once, before any test file starts, into a
// directory of this run (removed at the end) that solved-tables.ts reads.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { rulesFingerprint } from '../../src/shared/rules';
import { solveRules } from '../../src/shared/solver';
import { writeCachedTable } from '../../src/main/solver/table-cache';
import { PRESOLVED } from './solved-tables';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yacht-unit-tables-'));
  for (const rules of PRESOLVED) {
    await writeCachedTable(dir, rulesFingerprint(rules), solveRules(rules).values);
  }
  project.provide('solvedTablesDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
