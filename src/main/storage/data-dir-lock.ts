// One process at a time in a data directory: `yacht.lock` names its owner. The owner alone writes the games and
// settings there, so what a crash left behind (temporary files) can be cleared at start without touching a file
// another process is writing. The solver's tables (solver/) are not covered: command-line runs share them, and
// they guard themselves.
//
// However many processes start at once, exactly one gets the directory:
// - A lock appears whole: written to a temporary file (fsynced) that is then link()ed as yacht.lock, which
//   fails when one is there. So one link wins, and a lock is never seen half written: an empty or unreadable
//   one is not Yacht's and keeps the directory locked until a person deletes it.
// - A lock names its owner unambiguously (pid, host, start identity, a token new at every taking), so a pid
//   that now names another program does not keep the directory locked, and a release removes only its own lock.
// - A stale lock (its owner ended, or its pid now names another process) is replaced only by whoever holds the
//   claim on it, `yacht.lock.<its token>.claim`, made the same way (one link wins). The holder checks that
//   yacht.lock is still the stale one and renames its own over it (the name is never missing in between).
//   Tokens never repeat, so a claim on a lock that is no longer there is worth nothing; a claim whose maker
//   ended before finishing is itself claimed the same way.

import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { parseUntrustedJson } from '../../shared/json/untrusted';
import { holdsText, placeWhole, writeWhole } from './exclusive-file';
import { checkProcess, startOf, type ProcessCheck } from './process-identity';

export const LOCK_FILE = 'yacht.lock';
/** Claims on stale locks: `yacht.lock.<token>.claim` (`pid<n>` for a lock of an older Yacht, which has none). */
const CLAIM_FILE = /^yacht\.lock\.[0-9a-z]+\.claim$/;
/** Tries before giving up; each try after the first follows a change another process made. */
const MAX_TRIES = 100;
/** Claims on claims followed before giving up: each is a process that ended in the middle of a takeover. */
const MAX_CLAIMS = 16;
/** How long to wait for another process's takeover to finish before looking again. */
const CLAIM_WAIT_MS = 2;

/** A process that takes locks: what its lock says of it. */
export interface LockTaker {
  readonly pid: number;
  readonly host: string;
  /** Its start identity (process-identity.ts); null where the system does not tell. */
  readonly start: string | null;
}

export interface LockerDeps {
  /** Who takes the locks (default: this process). */
  readonly taker?: LockTaker | undefined;
  /** What became of the process a lock names (default: checkProcess, from /proc or a signal 0). */
  readonly check?: ((pid: number, start: string | null) => Promise<ProcessCheck>) | undefined;
}

/** What a lock file says. An older Yacht wrote the pid alone. */
const LockSchema = z.object({
  pid: z
    .number()
    .int()
    .positive()
    .max(2 ** 32),
  host: z.string().max(255).optional(),
  start: z.string().max(200).optional(),
  token: z
    .string()
    .regex(/^[0-9a-f]{16,64}$/)
    .optional(),
});
type LockOwner = z.infer<typeof LockSchema>;

/** A lock or claim file as read: its text (compared whole) and what it says. */
interface Found {
  readonly file: string;
  readonly text: string;
  readonly owner: LockOwner;
}

/** The data directory cannot be had: another live process holds it, or its lock file is not one Yacht wrote. */
export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';

  constructor(
    readonly dataDir: string,
    /** The process that holds it, where the lock names one. */
    readonly pid: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface DataDirLock {
  readonly file: string;
  /** What taking it replaced, said for a log; null when the directory was free (or already held here). */
  readonly replaced: string | null;
  /** Gives the directory up (the file is removed if it is still ours). */
  release(): Promise<void>;
}

/**
 * A function that takes data directories for one process (`taker`). Openers in that process share a lock (tests
 * open one directory twice); the last release gives it up.
 */
export function dataDirLocker(deps: LockerDeps = {}): (dataDir: string) => Promise<DataDirLock> {
  const check = deps.check ?? checkProcess;
  const held = new Map<string, { text: string; count: number }>();
  const queue = new Map<string, Promise<void>>();
  /** Runs this process's takings and releases of one file one after another. */
  const inTurn = <T>(file: string, job: () => Promise<T>): Promise<T> => {
    const next = (queue.get(file) ?? Promise.resolve()).then(job);
    const tail = next.then(
      () => undefined,
      () => undefined,
    );
    queue.set(file, tail);
    void tail.then(() => {
      if (queue.get(file) === tail) queue.delete(file);
    });
    return next;
  };

  return async (dataDir) => {
    const taker = deps.taker ?? (await thisProcess());
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, LOCK_FILE);
    const replaced = await inTurn(file, async () => {
      const ours = held.get(file);
      if (ours !== undefined) {
        ours.count++;
        return null;
      }
      const taken = await take(dataDir, file, taker, check);
      held.set(file, { text: taken.text, count: 1 });
      return taken.replaced;
    });
    let released = false;
    return {
      file,
      replaced,
      release: () =>
        inTurn(file, async () => {
          const ours = held.get(file);
          if (released || ours === undefined) return;
          released = true;
          if (--ours.count > 0) return;
          held.delete(file);
          // Nobody replaces a lock whose owner is running: if it still holds our text, it stays ours to remove.
          if (await holdsText(file, ours.text)) await unlink(file).catch(() => undefined);
        }),
    };
  };
}

/** This process's locker. */
export const lockDataDir = dataDirLocker();

let self: Promise<LockTaker> | undefined;

function thisProcess(): Promise<LockTaker> {
  self ??= startOf(process.pid).then((start) => ({ pid: process.pid, host: hostname(), start }));
  return self;
}

/** Takes `file` for `taker`, or throws DataDirBusyError. */
async function take(
  dataDir: string,
  file: string,
  taker: LockTaker,
  check: NonNullable<LockerDeps['check']>,
): Promise<{ text: string; replaced: string | null }> {
  const owner: LockOwner = {
    pid: taker.pid,
    host: taker.host,
    ...(taker.start === null ? {} : { start: taker.start }),
    token: randomBytes(16).toString('hex'),
  };
  const text = `${JSON.stringify(owner)}\n`;
  // The writer's pid in the name: a crash's leftover is removed at a later start (removeLeftoverTemps).
  const temp = path.join(dataDir, `.${LOCK_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  await writeWhole(temp, text);
  /** What became of the process a lock or claim names. */
  const isLive = (found: Found): Promise<ProcessCheck> => {
    // This pid, not held here: left by an earlier process that had the same pid.
    if (found.owner.pid === taker.pid) return Promise.resolve('ended');
    if (isElsewhere(found.owner, taker)) return Promise.resolve('unknown');
    return check(found.owner.pid, found.owner.start ?? null);
  };
  try {
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      if (await placeWhole(temp, text, file)) return { text, replaced: null };
      const found = await readLock(dataDir, file);
      if (found === null) continue; // given up just now
      const state = await isLive(found);
      if (state === 'running' || state === 'unknown') throw inUse(dataDir, found.owner, taker);
      const claim = await claimOn(dataDir, temp, text, found, taker, isLive);
      if (claim.kind === 'busy') {
        // Another process is taking it over this moment; what it leaves tells who has it (it may find the
        // lock changed and let go).
        if (!(await holdsText(file, found.text))) continue;
        if (tries === MAX_TRIES - 1) throw inUse(dataDir, claim.owner, taker);
        await new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS));
        continue;
      }
      if (claim.kind === 'changed') continue;
      try {
        // The claim is ours: yacht.lock can change now only by us, if it is still the stale lock.
        const still = (await holdsText(file, found.text)) && (await allHold(claim.passed));
        if (still) {
          await rename(temp, file);
          await unlink(claim.file).catch(() => undefined);
          await removeClaims(dataDir);
          return { text, replaced: takeoverLine(file, found.owner, state) };
        }
      } catch (error) {
        await unlink(claim.file).catch(() => undefined);
        throw error;
      }
      await unlink(claim.file).catch(() => undefined);
    }
    throw new DataDirBusyError(
      dataDir,
      null,
      `the data directory ${dataDir} could not be locked: ${file} kept changing (other Yachts are starting); ` +
        'try again',
    );
  } finally {
    // Still there unless it became the lock by a rename; the lock keeps its content when it was linked.
    await unlink(temp).catch(() => undefined);
  }
}

type Claim =
  | { readonly kind: 'held'; readonly file: string; readonly passed: readonly Found[] }
  | { readonly kind: 'busy'; readonly owner: LockOwner }
  | { readonly kind: 'changed' };

/**
 * Claims the right to replace the stale lock `stale`: makes its claim file, or, where a process that has ended
 * made it, the claim on that one, and so on. `passed` are those left by ended processes, checked again later.
 */
async function claimOn(
  dataDir: string,
  temp: string,
  text: string,
  stale: Found,
  taker: LockTaker,
  isLive: (found: Found) => Promise<ProcessCheck>,
): Promise<Claim> {
  const passed: Found[] = [];
  let target = stale.owner;
  for (let n = 0; n < MAX_CLAIMS; n++) {
    const file = path.join(dataDir, `${LOCK_FILE}.${target.token ?? `pid${target.pid}`}.claim`);
    if (await placeWhole(temp, text, file)) return { kind: 'held', file, passed };
    const found = await readLock(dataDir, file);
    if (found === null) return { kind: 'changed' };
    const state = await isLive(found);
    if (state === 'running' || state === 'unknown') return { kind: 'busy', owner: found.owner };
    passed.push(found);
    target = found.owner;
  }
  return { kind: 'busy', owner: target };
}

/** A lock naming another host (a data directory on a shared drive): its pid cannot be checked from here. */
function isElsewhere(owner: LockOwner, taker: LockTaker): boolean {
  return owner.host !== undefined && owner.host !== taker.host;
}

function inUse(dataDir: string, owner: LockOwner, taker: LockTaker): DataDirBusyError {
  const on = isElsewhere(owner, taker) ? ` on ${owner.host}` : '';
  return new DataDirBusyError(
    dataDir,
    owner.pid,
    `the data directory ${dataDir} is in use by another Yacht (process ${owner.pid}${on}); close it, or choose ` +
      `another data directory (if no Yacht is running, delete ${path.join(dataDir, LOCK_FILE)})`,
  );
}

function cannotLock(dataDir: string, file: string, what: string, todo = 'delete it'): DataDirBusyError {
  return new DataDirBusyError(
    dataDir,
    null,
    `the data directory ${dataDir} cannot be locked: ${file} is ${what}; if no Yacht is running, ${todo}`,
  );
}

function takeoverLine(file: string, owner: LockOwner, state: ProcessCheck): string {
  return state === 'replaced'
    ? `took over ${file}: the Yacht that held it (process ${owner.pid}) has ended, and its pid now names another program`
    : `took over ${file}: the Yacht that held it (process ${owner.pid}) has ended`;
}

/** Reads a lock or claim file; null when there is none. Throws when it is not one Yacht wrote. */
async function readLock(dataDir: string, file: string): Promise<Found | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'EISDIR') throw cannotLock(dataDir, file, 'a folder', 'remove it');
    throw cannotLock(dataDir, file, `unreadable (${code ?? String(error)})`);
  }
  if (text.trim() === '') throw cannotLock(dataDir, file, 'empty');
  let value: unknown;
  try {
    value = parseUntrustedJson(text);
  } catch {
    value = undefined;
  }
  const parsed = LockSchema.safeParse(value);
  if (!parsed.success) throw cannotLock(dataDir, file, 'not a lock Yacht wrote');
  return { file, text, owner: parsed.data };
}

async function allHold(found: readonly Found[]): Promise<boolean> {
  for (const f of found) if (!(await holdsText(f.file, f.text))) return false;
  return true;
}

/**
 * Once the lock is ours no claim is worth anything (each names a lock that is gone for good): those left by
 * processes that ended in the middle of a takeover go.
 */
async function removeClaims(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch(() => []);
  for (const name of names) {
    if (CLAIM_FILE.test(name)) await unlink(path.join(dataDir, name)).catch(() => undefined);
  }
}
