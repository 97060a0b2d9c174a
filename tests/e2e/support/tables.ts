// Solved tables shared by the tests of a run (and by later runs of the same build): each rule set is solved
// once, by the built CLI (`yacht solve`), into test-results/e2e-tables/<build>/, and copied into a test's
// data directory before its server starts (the `tables` fixture option). The built-in rule sets' score
// distributions likewise, worked out once by `yacht compare` (the `distributions` fixture option), for the tests
// of the variants page that do not watch them being worked out. One worker runs the CLI while the other waits
// on a lock directory; <build> is a hash of the built CLI, solver worker and their chunks, so a changed solver
// never reads an old table.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeRules, rulesFingerprint, type Variant } from '../../../src/shared/rules';
import { BUILT_IN_RULES } from '../../../src/main/cli/distribution-command';
import { distributionKey, tableCacheDir, tableCachePath } from '../../../src/main/solver/table-cache';
import { isProcessAlive } from '../../../src/main/storage/process-alive';
import { runYacht } from '../../support/cli';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const TABLES = path.join(ROOT, 'test-results', 'e2e-tables');
const SOLVE_TIMEOUT_MS = 180_000;
/** `yacht compare`: six tables and their distributions. */
const COMPARE_TIMEOUT_MS = 300_000;
/** A lock with no pid written this long after it was made belongs to a process that died at once. */
const PIDLESS_LOCK_MS = 30_000;

let buildDir: Promise<string> | null = null;

/** test-results/e2e-tables/<hash of the built solver>, made on first use; other builds' tables are removed. */
function tablesDir(): Promise<string> {
  buildDir ??= (async () => {
    const hash = createHash('sha256');
    // The entries and the chunks they share (the solver's code may sit in either).
    const chunks = (await readdir(path.join(ROOT, 'dist', 'chunks'))).filter((f) => f.endsWith('.js'));
    const files = ['cli.js', 'solver-worker.cjs', ...chunks.sort().map((f) => path.join('chunks', f))];
    for (const file of files) hash.update(await readFile(path.join(ROOT, 'dist', file)));
    const name = hash.digest('hex').slice(0, 16);
    const dir = path.join(TABLES, name);
    if (!existsSync(dir)) {
      await mkdir(dir, { recursive: true });
      for (const other of await readdir(TABLES)) {
        if (other !== name) await rm(path.join(TABLES, other), { recursive: true, force: true });
      }
    }
    return dir;
  })();
  return buildDir;
}

/** True when the lock's owner is gone (it crashed or was killed mid-solve). */
async function staleLock(lock: string): Promise<boolean> {
  try {
    const pid = Number(await readFile(path.join(lock, 'pid'), 'utf8'));
    if (Number.isInteger(pid) && pid > 0) return !isProcessAlive(pid);
  } catch {
    // no pid yet: judge by age
  }
  try {
    return Date.now() - (await stat(lock)).mtimeMs > PIDLESS_LOCK_MS;
  } catch {
    return false;
  }
}

/**
 * Runs `yacht <args>` (with --data-dir the shared directory) unless every one of `files` is there: once per
 * build, one worker at a time (the lock directory `<name>.lock`); the others wait for the files.
 */
async function once(
  name: string,
  files: (dir: string) => string[],
  args: readonly string[],
  timeoutMs: number,
): Promise<void> {
  const dir = await tablesDir();
  const lock = path.join(dir, `${name}.lock`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (files(dir).every((file) => existsSync(file))) return;
    if (Date.now() > deadline) throw new Error(`no ${name} after ${timeoutMs} ms (${lock})`);
    try {
      await mkdir(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await staleLock(lock)) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      // The CLI writes each file atomically (temporary file, then rename): a waiter never reads half.
      const run = await runYacht([...args, '--data-dir', dir, '--json'], { timeoutMs });
      if (run.code !== 0) throw new Error(`yacht ${args.join(' ')} failed: ${run.stderr}`);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** The cached table file of a rule set (default options), solving it first when no one has yet. */
export async function solvedTable(variant: Variant): Promise<string> {
  const fingerprint = rulesFingerprint(makeRules(variant));
  const file = (dir: string) => tableCachePath(dir, fingerprint);
  await once(variant, (dir) => [file(dir)], ['solve', '--variant', variant], SOLVE_TIMEOUT_MS);
  return file(await tablesDir());
}

/**
 * Copies the built-in rule sets' tables and score distributions (the variants page's six rows, worked out
 * once by `yacht compare`) into a data directory, where the server's cache finds them.
 */
export async function copyWorkedOutDistributions(dataDir: string): Promise<void> {
  const fingerprints = BUILT_IN_RULES.map(rulesFingerprint);
  const files = (dir: string) =>
    fingerprints.flatMap((fp) => [tableCachePath(dir, fp), tableCachePath(dir, distributionKey(fp))]);
  await once('distributions', files, ['compare'], COMPARE_TIMEOUT_MS);
  const from = tableCacheDir(await tablesDir());
  await mkdir(tableCacheDir(dataDir), { recursive: true });
  // Each rule set's files (its table, distribution and any other result cached beside them).
  for (const name of await readdir(from)) {
    if (fingerprints.some((fp) => name.startsWith(`${fp}.`)) && name.endsWith('.bin')) {
      await copyFile(path.join(from, name), path.join(tableCacheDir(dataDir), name));
    }
  }
}

/** Copies the solved tables of these rule sets into a data directory, where the server's cache finds them. */
export async function copySolvedTables(variants: readonly Variant[], dataDir: string): Promise<void> {
  for (const variant of variants) {
    const target = tableCachePath(dataDir, rulesFingerprint(makeRules(variant)));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(await solvedTable(variant), target);
  }
}
