// A disk that fills up on the test's word: the error a full disk gives (as Node makes it: code, errno, syscall),
// and a writer for the game store that fails with it while `full` is set and writes atomically otherwise.

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
}
