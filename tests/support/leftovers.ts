// What a test file's processes and folders leave behind, cleared after each test: every child killed (and
// waited for), every folder removed, whether the test passed or not.

import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterEach } from 'vitest';
import { exited } from './server-process';

export interface Leftovers {
  readonly children: ChildProcess[];
  readonly dirs: string[];
}

/** Registers the clean-up; push children and folders to the lists it returns. */
export function clearedAfterEach(): Leftovers {
  const left: Leftovers = { children: [], dirs: [] };
  afterEach(async () => {
    for (const child of left.children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await Promise.all(left.dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return left;
}
