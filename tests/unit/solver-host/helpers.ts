// Shared by the solver-host tests: temporary data directories. (The bundles and the oracle are in tests/support.)

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh temporary directory (never the real home); remove it with removeDir. */
export function tempDir(prefix = 'yacht-data-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export async function removeDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}
