// A process that races others for data directories' locks (tests/unit/storage/data-dir-lock.test.ts), as this
// process's lockDataDir does it. Reads commands on stdin, one a line: `take <dir>` answers `won`, `busy` or
// `error <message>`; `release` gives up what it won and answers `released`. Says `ready` once loaded.

import { createInterface } from 'node:readline';
import { DataDirBusyError, lockDataDir, type DataDirLock } from '../../src/main/storage/data-dir-lock';

let held: DataDirLock | null = null;
const say = (line: string): void => void process.stdout.write(`${line}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.startsWith('take ')) {
    lockDataDir(line.slice('take '.length)).then(
      (lock) => {
        held = lock;
        say('won');
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        say(error instanceof DataDirBusyError ? 'busy' : `error ${message.split('\n')[0] ?? ''}`);
      },
    );
  } else if (line === 'release') {
    const lock = held;
    held = null;
    void (lock?.release() ?? Promise.resolve()).then(() => say('released'));
  }
});
say('ready');
