// For a test file of the command line: the CLI built before its tests and run with a temporary HOME (its
// XDG_DATA_HOME under it, never the real data directory), removed after them.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ensureBuilt } from './build';
import { runYacht, type CliResult } from './cli';

export interface CliHome {
  /** `node bin/yacht.js ...args` with the temporary HOME. */
  readonly yacht: (...args: string[]) => Promise<CliResult>;
  /** The temporary HOME (set once the file's tests start). */
  readonly home: string;
  /** A data directory inside it, for --data-dir. */
  readonly data: string;
}

/** Call at the top level of a test file. */
export function cliWithHome(prefix = 'yacht-home-'): CliHome {
  let home: string | undefined;
  const made = (): string => {
    if (home === undefined) throw new Error('the temporary HOME is made before the tests (beforeAll)');
    return home;
  };
  beforeAll(async () => {
    await ensureBuilt();
    home = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (home !== undefined) await rm(home, { recursive: true, force: true });
  });
  return {
    yacht: (...args) => runYacht(args, { home: made() }),
    get home() {
      return made();
    },
    get data() {
      return path.join(made(), 'data');
    },
  };
}
