// A disk that fills up on the test's word: the error a full disk gives (as Node makes it: code, errno, syscall),
// and a writer and an appender for the game store that fail with it while `full` is set and write atomically
// (append durably) otherwise.

import { appendFileDurably } from '../../src/main/storage/append-file';
import { writeFileAtomic } from '../../src/main/storage/atomic-file';

/** What fs gives a write to a full disk: `ENOSPC: no space left on device, write`. */
export function diskFullError(syscall = 'write'): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, ${syscall}`), {
    errno: -28,
    code: 'ENOSPC',
    syscall,
  });
}

export class FailingDisk {
  /** While true, every write fails as on a full disk (and changes nothing). */
  full = false;
  /** Writes refused so far. */
  refused = 0;

  readonly write = async (file: string, text: string): Promise<void> => {
    if (this.full) {
      this.refused++;
      throw diskFullError();
    }
    await writeFileAtomic(file, text);
  };

  readonly append = async (file: string, text: string, fresh: boolean): Promise<void> => {
    if (this.full) {
      this.refused++;
      throw diskFullError();
    }
    await appendFileDurably(file, text, fresh);
  };

  /** The game store's files on this disk (openTestBackend's options). */
  get files(): { writeGameFile: FailingDisk['write']; appendGameFile: FailingDisk['append'] } {
    return { writeGameFile: this.write, appendGameFile: this.append };
  }
}
