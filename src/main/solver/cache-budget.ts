// The disk cache's bound: the files under <data dir>/solver (each rule set's table, bonus chance and score
// distribution) stay within a budget of bytes. Whenever the host writes one, the rule sets used least recently
// go first, all their files together, never one in use. "Used" is the files' modification time: a read touches
// its file, so a table read every day stays while one solved once for a look goes.

import { readdir, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { tableCacheDir } from './table-cache';

/** The disk cache holds at most this many bytes (about 45 rule sets of the standard game's size, all files). */
export const DISK_CACHE_BUDGET = 256 * 1024 * 1024;

/** A cache file's rule set: `<fingerprint>.bin`, `<fingerprint>.bonus-chance.bin`, `<fingerprint>.distribution.bin`. */
export function fingerprintOfCacheFile(name: string): string | null {
  if (name.startsWith('.') || !name.endsWith('.bin')) return null;
  return name.slice(0, -'.bin'.length).replace(/\.(bonus-chance|distribution)$/, '');
}

interface RuleSetFiles {
  readonly files: string[];
  bytes: number;
  lastUsed: number;
}

export interface TrimResult {
  /** Bytes of cache files after the trim. */
  readonly bytes: number;
  /** The rule sets whose files were removed. */
  readonly removed: readonly string[];
}

/**
 * Removes the least recently used rule sets' files until the cache holds at most `budget` bytes, keeping every
 * rule set `inUse` says is in use. Never throws for a file it cannot read or remove (another process may be
 * writing or removing it too).
 */
export async function trimCache(
  dataDir: string,
  budget: number,
  inUse: (fingerprint: string) => boolean,
): Promise<TrimResult> {
  const dir = tableCacheDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return { bytes: 0, removed: [] };
  }
  const sets = new Map<string, RuleSetFiles>();
  let total = 0;
  for (const name of names) {
    const fingerprint = fingerprintOfCacheFile(name);
    if (fingerprint === null) continue;
    const file = path.join(dir, name);
    let info;
    try {
      info = await stat(file);
    } catch {
      continue;
    }
    if (!info.isFile()) continue;
    const set = sets.get(fingerprint) ?? { files: [], bytes: 0, lastUsed: 0 };
    set.files.push(file);
    set.bytes += info.size;
    set.lastUsed = Math.max(set.lastUsed, info.mtimeMs);
    sets.set(fingerprint, set);
    total += info.size;
  }
  const removed: string[] = [];
  const oldestFirst = [...sets.entries()].sort((a, b) => a[1].lastUsed - b[1].lastUsed);
  for (const [fingerprint, set] of oldestFirst) {
    if (total <= budget) break;
    if (inUse(fingerprint)) continue;
    for (const file of set.files) await unlink(file).catch(() => undefined);
    total -= set.bytes;
    removed.push(fingerprint);
  }
  return { bytes: total, removed };
}

/** Marks a cache file as used now (best effort: a file gone meanwhile is no matter). */
export async function touchCacheFile(file: string, now = new Date()): Promise<void> {
  await utimes(file, now, now).catch(() => undefined);
}
