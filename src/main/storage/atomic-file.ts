// Files that are never half written: write a temporary file in the same directory, fsync it, rename it over
// the old one, fsync the directory. And files that cannot be read are moved aside, never deleted.

import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Replaces `file` with `data` atomically: a reader sees the old contents or the new, never a mix. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
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

/** Makes a rename durable where the platform allows fsync on a directory (not Windows). */
async function syncDir(dir: string): Promise<void> {
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
  const base = `${file}.corrupt-${fileTimestamp(time)}`;
  for (let n = 0; ; n++) {
    const target = n === 0 ? base : `${base}-${n}`;
    if (await exists(target)) continue;
    await rename(file, target);
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
