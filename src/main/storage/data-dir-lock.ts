// One process at a time in a data directory: a lock file holding the owner's pid. The owner alone writes the
// games and settings there, so what a crash left behind (temporary files) can be cleared at start without
// touching a file another process is writing. A lock whose owner is gone (killed) is taken over.
// The solver's tables (solver/) are not covered: command-line runs share them, and they guard themselves.

import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive } from './process-alive';

export const LOCK_FILE = 'yacht.lock';

/** Another live process holds the data directory. */
export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';

  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data directory ${dataDir} is in use by another Yacht (process ${pid}); close it, or choose another ` +
        `data directory (if no Yacht is running, delete ${path.join(dataDir, LOCK_FILE)})`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Gives the directory up (the file is removed if it is still ours). */
  release(): Promise<void>;
}

/** Locks held by this process, by file, with how many openers share each (tests open one directory twice). */
const held = new Map<string, number>();

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const body = `${JSON.stringify({ pid: process.pid })}\n`;
  for (let attempt = 0; ; attempt++) {
    const count = held.get(file);
    if (count !== undefined) {
      held.set(file, count + 1);
      return lockOf(file);
    }
    try {
      await writeFile(file, body, { flag: 'wx', mode: 0o644 });
      held.set(file, 1);
      return lockOf(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const owner = await ownerOf(file);
    if (owner !== null && owner !== process.pid && isProcessAlive(owner)) {
      throw new DataDirBusyError(dataDir, owner);
    }
    // Its owner is gone (or it is unreadable, or a pid this process reused): take it over.
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

function lockOf(file: string): DataDirLock {
  let released = false;
  return {
    file,
    release: async () => {
      if (released) return;
      released = true;
      const count = (held.get(file) ?? 1) - 1;
      if (count > 0) {
        held.set(file, count);
        return;
      }
      held.delete(file);
      if ((await ownerOf(file)) === process.pid) await unlink(file).catch(() => undefined);
    },
  };
}

async function ownerOf(file: string): Promise<number | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    const pid = typeof value === 'object' && value !== null ? (value as { pid?: unknown }).pid : undefined;
    return typeof pid === 'number' && Number.isSafeInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}
