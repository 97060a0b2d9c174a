// Files that are never half written: write a temporary file in the same directory, fsync it, rename it over
// the old one, fsync the directory. Temporary files a crash left behind are removed, never one a live process
// may still be writing. And files that cannot be read are moved aside, never deleted.

import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from './process-alive';

/** Replaces `file` with `data` atomically: a reader sees the old contents or the new, never a mix. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  // The writer's pid in the name tells a later start whether the file may still be being written.
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDir(dir);
}

/** writeFileAtomic's temporary files: `.<name>.<pid>.<8 hex>.tmp`. */
const OUR_TEMP = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;
/** conf's (atomically's) temporary files: `<name>.tmp-<10 digits><6 hex>`; they carry no pid. */
const CONF_TEMP = /^(.+)\.tmp-\d{10}[0-9a-f]{6}$/;
/** A temporary file older than this was left behind even if its pid is alive again (a reused pid). */
export const STALE_TEMP_MS = 10 * 60 * 1000;

export interface LeftoverOptions {
  /**
   * This process holds the directory (lockDataDir): no other process writes there, so temporary files without
   * a pid (conf's) are left over too. Without it only files whose writer is gone are removed.
   */
  readonly owned?: boolean;
  /** Only the temporary files of this file name (e.g. one table), rather than all in the directory. */
  readonly of?: string;
  readonly now?: number;
}

/**
 * Removes the temporary files a crashed write left in `dir`: ours whose writer process is gone (or that are
 * older than STALE_TEMP_MS), and conf's where the directory is ours alone. A file this process or another
 * live one may be writing stays. Returns the names removed. Never throws for a file it cannot remove.
 */
export async function removeLeftoverTemps(dir: string, options: LeftoverOptions = {}): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const now = options.now ?? Date.now();
  const removed: string[] = [];
  for (const name of names) {
    const ours = OUR_TEMP.exec(name);
    const conf = ours ? null : CONF_TEMP.exec(name);
    const target = ours?.[1] ?? conf?.[1];
    if (target === undefined || (options.of !== undefined && target !== options.of)) continue;
    if (conf && !options.owned) continue;
    const full = path.join(dir, name);
    try {
      if (ours) {
        const pid = Number(ours[2]);
        const old = now - (await stat(full)).mtimeMs > STALE_TEMP_MS;
        if (isProcessAlive(pid) && !old) continue;
      }
      await unlink(full);
      removed.push(name);
    } catch {
      // Another writer may have just renamed or removed it.
    }
  }
  return removed;
}

/** Makes a rename durable where the platform allows fsync on a directory (not Windows). */
export async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort only.
  }
}

/** A time as a file-name part: 2026-11-29T15-53-02-123Z. */
export function fileTimestamp(time: Date): string {
  return time.toISOString().replace(/[:.]/g, '-');
}

/**
 * Renames a file that cannot be read to `<file>.corrupt-<time>` (with a counter if that exists), so that it is
 * out of the way but kept for the player (or a bug report). Returns the new path.
 */
export async function moveAside(file: string, time: Date): Promise<string> {
  return putAside(file, time, (target) => rename(file, target));
}

/**
 * Copies a file that was read only in part (a field of it dropped) to `<file>.corrupt-<time>`, as moveAside names
 * it, before it is rewritten: what was dropped is kept for the player. Returns the copy's path.
 */
export async function copyAside(file: string, time: Date): Promise<string> {
  return putAside(file, time, (target) => copyFile(file, target, constants.COPYFILE_EXCL));
}

async function putAside(file: string, time: Date, put: (target: string) => Promise<void>): Promise<string> {
  const base = `${file}.corrupt-${fileTimestamp(time)}`;
  for (let n = 0; ; n++) {
    const target = n === 0 ? base : `${base}-${n}`;
    if (await exists(target)) continue;
    await put(target);
    return target;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
