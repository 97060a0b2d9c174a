// Test helpers for the command line: build the bundle (`npm run build:node`) once, and run
// `node bin/yacht.js ...` as a child process, capturing exit code, stdout and stderr.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BUNDLE = join(ROOT, 'dist/cli.js');
const LOCK = join(ROOT, '.tmp/cli-build.lock');
/** What the bundle is built from: a change to any of these calls for a new build. */
const SOURCES = ['src/main', 'src/shared', 'scripts/build-node.mjs', 'scripts/build-wasm.mjs'];

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function bundleIsFresh(): boolean {
  if (!existsSync(BUNDLE)) return false;
  const sources = Math.max(
    ...SOURCES.map((p) => join(ROOT, p))
      .filter(existsSync)
      .map(newestMtime),
  );
  return statSync(BUNDLE).mtimeMs > sources;
}

/**
 * Runs `npm run build:node` unless dist/cli.js is newer than its sources. Test files run in parallel
 * workers: a lock directory keeps them from rebuilding the bundle while another one runs it.
 */
export async function buildCli(): Promise<void> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A lock left by a killed run goes stale after a minute.
      const lock = statSync(LOCK, { throwIfNoEntry: false });
      if (lock && Date.now() - lock.mtimeMs > 60_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${LOCK}`);
      await sleep(50);
    }
  }
  try {
    if (!bundleIsFresh()) await run('npm', ['run', 'build:node'], { cwd: ROOT });
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `node bin/yacht.js ...args`: never throws for a non-zero exit code. */
export async function yacht(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'bin/yacht.js'), ...args], {
      cwd: ROOT,
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw err;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Runs `yacht score ... --json` and parses the output. */
export async function scoreJson(...args: string[]): Promise<unknown> {
  const result = await yacht('score', ...args, '--json');
  if (result.code !== 0) throw new Error(`yacht score failed (${result.code}): ${result.stderr}`);
  return JSON.parse(result.stdout);
}
