// The bundles the tests run as the user would (dist/cli.js, the worker scripts, dist/server.js): built by
// `npm run build:node` when they are older than their sources, once however many test files ask at once.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from './server-process';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const DIST = path.join(PROJECT_ROOT, 'dist');
export const BUNDLES = {
  cli: path.join(DIST, 'cli.js'),
  solverWorker: path.join(DIST, 'solver-worker.cjs'),
  analysisWorker: path.join(DIST, 'analysis-worker.cjs'),
  server: path.join(DIST, 'server.js'),
} as const;
/** The command line as a user runs it. */
export const YACHT_BIN = path.join(PROJECT_ROOT, 'bin', 'yacht.js');

const LOCK = path.join(PROJECT_ROOT, '.tmp', 'build-node.lock');
/** What the bundles are built from: a change to any of these calls for a new build. */
const SOURCES = ['src/main', 'src/shared', 'scripts/build-node.mjs', 'scripts/build-wasm.mjs'];

function newestMtime(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

function bundlesAreFresh(): boolean {
  const bundles = Object.values(BUNDLES);
  if (!bundles.every(existsSync)) return false;
  const sources = Math.max(
    ...SOURCES.map((p) => path.join(PROJECT_ROOT, p))
      .filter(existsSync)
      .map(newestMtime),
  );
  return Math.min(...bundles.map((b) => statSync(b).mtimeMs)) > sources;
}

/**
 * Runs `npm run build:node` unless the bundles are newer than their sources. Test files run in parallel
 * workers: a lock directory keeps them from rebuilding while another one builds.
 */
export async function ensureBuilt(): Promise<typeof BUNDLES> {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A lock left by a killed run goes stale after two minutes.
      const lock = statSync(LOCK, { throwIfNoEntry: false });
      if (lock && Date.now() - lock.mtimeMs > 120_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${LOCK}`);
      await sleep(50);
    }
  }
  try {
    if (!bundlesAreFresh()) await run('npm', ['run', 'build:node'], { cwd: PROJECT_ROOT });
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
  return BUNDLES;
}

/** A bundle and every file it imports in dist/ (its chunks), as paths relative to the project root. */
export function bundleFiles(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    for (const [, relative] of text.matchAll(/from\s*"(\.{1,2}\/[^"]+)"/g))
      visit(path.posix.join(path.posix.dirname(file), relative!));
  };
  visit(path.relative(PROJECT_ROOT, entry).split(path.sep).join('/'));
  return [...seen];
}
