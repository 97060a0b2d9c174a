// The command line as a child process: `node bin/yacht.js ...`, capturing exit code, stdout and stderr, with a
// temporary HOME (and XDG_DATA_HOME under it) when a test must not touch the real data directory.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { YACHT_BIN } from './build';
import { PROJECT_ROOT } from './server-process';

const run = promisify(execFile);

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  /** HOME for the run, with XDG_DATA_HOME at <home>/xdg: solved tables land there. */
  readonly home?: string;
  readonly timeoutMs?: number;
  /** Another copy of the program to run (default: the checkout's). */
  readonly bin?: string;
}

/** Runs `node bin/yacht.js ...args` (build it first: ensureBuilt); never throws for a non-zero exit code. */
export async function runYacht(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  const env =
    options.home === undefined
      ? process.env
      : { ...process.env, HOME: options.home, XDG_DATA_HOME: path.join(options.home, 'xdg') };
  try {
    const { stdout, stderr } = await run(process.execPath, [options.bin ?? YACHT_BIN, ...args], {
      cwd: PROJECT_ROOT,
      env,
      timeout: options.timeoutMs ?? 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw err;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** `node bin/yacht.js ...args` with the environment as it is. */
export function yacht(...args: string[]): Promise<CliResult> {
  return runYacht(args);
}
