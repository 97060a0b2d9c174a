// Shared by the solver-host tests: temporary data directories, and solver hosts over the built worker scripts
// that a test file's afterAll disposes of. (The bundles and the oracle are in tests/support.)

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SolverHost } from '../../../src/main/solver/host';
import { BUNDLES, ensureBuilt } from '../../support/build';

/** A fresh temporary directory (never the real home); remove it with removeDir. */
export function tempDir(prefix = 'yacht-data-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export async function removeDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

export type HostOptions = ConstructorParameters<typeof SolverHost>[0];

/**
 * For one test file (call it at its top level): the bundles built before its tests, and hosts and data
 * directories that are disposed of and removed after them.
 */
export function testHosts(): { host: (options?: HostOptions) => SolverHost; dataDir: () => Promise<string> } {
  const hosts: SolverHost[] = [];
  const dirs: string[] = [];
  beforeAll(async () => {
    await ensureBuilt();
  });
  afterAll(async () => {
    await Promise.all(hosts.map((h) => h.dispose()));
    await Promise.all(dirs.map(removeDir));
  });
  return {
    host: (options = {}) => {
      const h = new SolverHost({
        workerPath: BUNDLES.solverWorker,
        analysisWorkerPath: BUNDLES.analysisWorker,
        ...options,
      });
      hosts.push(h);
      return h;
    },
    dataDir: async () => {
      const dir = await tempDir();
      dirs.push(dir);
      return dir;
    },
  };
}
