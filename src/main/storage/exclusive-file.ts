// Files made only where none is, and whole: written to a temporary file and fsynced first, then link()ed to
// their name, which fails when the name is taken. So of many processes making one name at once, one succeeds,
// and a reader never finds the file half written (data-dir-lock.ts: the lock and its claims).

import { link, open, readFile, unlink, writeFile } from 'node:fs/promises';

/** Writes a new file (never one that exists) and makes it durable, before it is linked anywhere. */
export async function writeWhole(file: string, text: string): Promise<void> {
  const handle = await open(file, 'wx', 0o644);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
}

/** Gives `file` the whole of `temp` (which holds `text`) in one step; false when `file` exists. */
export async function placeWhole(temp: string, text: string, file: string): Promise<boolean> {
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  }
  // A file system without hard links (FAT, exFAT): made, then written. A reader that comes in between finds it
  // empty, which the lock counts as held, never as free.
  try {
    await writeFile(file, text, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Whether `file` holds exactly `text` now (false when it cannot be read). */
export async function holdsText(file: string, text: string): Promise<boolean> {
  try {
    return (await readFile(file, 'utf8')) === text;
  } catch {
    return false;
  }
}
