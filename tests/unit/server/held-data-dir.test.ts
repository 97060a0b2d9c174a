// `node dist/server.js` on a data directory another process holds: it stops at once with exit code 2 and one
// line naming the directory and the other process, before any solver worker starts (nothing left running).

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../../src/main/storage/data-dir-lock';
import { ensureBuilt } from '../../support/build';
import { PROJECT_ROOT, SERVER_SCRIPT } from '../../support/server-process';

const run = promisify(execFile);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'yacht-held-'));
  await ensureBuilt();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('stops at once with one line and exit code 2 on a data directory another process holds', async () => {
  // This test's process holds it, as a running app would.
  const lock = await lockDataDir(dir);
  try {
    // Bounded: a server that kept running would be killed here, and the test fails on its missing exit code.
    const failed = await run(process.execPath, [SERVER_SCRIPT, '--port', '0', '--data-dir', dir], {
      cwd: PROJECT_ROOT,
      timeout: 20_000,
    }).then(
      () => null,
      (error: unknown) => error as { code?: unknown; stdout?: string; stderr?: string },
    );
    expect(failed?.code, failed?.stderr).toBe(2);
    expect(failed?.stderr).toBe(
      `yacht server: the data directory ${dir} is in use by another Yacht (process ${process.pid}); close it, ` +
        `or choose another data directory (if no Yacht is running, delete ${path.join(dir, LOCK_FILE)})\n`,
    );
    expect(failed?.stdout).toBe('');
  } finally {
    await lock.release();
  }
});
