// Appending to a file durably: the text is written at the end and fdatasync'd before the call resolves, so what
// it added survives a crash once it has resolved. A crash during the call may leave part of the text at the end
// (the reader drops a last line without its line break). An append that fails takes back what it wrote.

import { constants } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { syncDir } from './atomic-file';

/**
 * Appends `text` to `file` (`fresh`: makes it anew, replacing any file there). Rejects with the file system's
 * error, `file` as it was before (a fresh one removed); ENOENT when `file` is not there and not `fresh`.
 */
export type AppendFile = (file: string, text: string, fresh: boolean) => Promise<void>;

export const appendFileDurably: AppendFile = async (file, text, fresh) => {
  const data = Buffer.from(text, 'utf8');
  // Without O_CREAT: a file that went away is said, not made again without its start.
  const flags = fresh
    ? constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC
    : constants.O_WRONLY | constants.O_APPEND;
  const handle = await open(file, flags, 0o644);
  let size = 0;
  try {
    if (!fresh) size = (await handle.stat()).size;
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await handle.write(data, written, data.length - written, null);
      written += bytesWritten;
    }
    await handle.datasync();
  } catch (error) {
    // What was written is taken back, so that the file ends with whole lines however the next call goes.
    if (fresh) await unlink(file).catch(() => undefined);
    else await handle.truncate(size).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
  // A new file's name is durable once its folder is.
  if (fresh) await syncDir(path.dirname(file));
};
