// What became of a process written down as (pid, start identity): running, ended (a zombie too), replaced by
// another program under the same pid, or out of sight (another pid namespace). Linux: read from /proc.

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProcess, startOf } from '../../../src/main/storage/process-identity';
import { exited } from '../../support/server-process';

/** A pid no process has (above Linux's largest pid_max). */
const DEAD_PID = 99_999_999;

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
});

function sleeper(): ChildProcess {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe.runIf(process.platform === 'linux')('checkProcess (Linux)', () => {
  it('knows a running process by its start identity, and its pid under another start as replaced', async () => {
    const pid = sleeper().pid!;
    const start = await startOf(pid);
    expect(start).toMatch(/^[0-9a-f-]+:\d+:\d+$/);
    expect(await checkProcess(pid, start)).toBe('running');
    // Written down by a process that started a tick earlier under the same pid.
    expect(
      await checkProcess(
        pid,
        start!.replace(/\d+$/, (t) => String(Number(t) - 1)),
      ),
    ).toBe('replaced');
    // An older Yacht's lock holds no start: a running pid is all there is to go on.
    expect(await checkProcess(pid, null)).toBe('running');
  });

  it('counts a pid with no process, and a zombie, as ended', async () => {
    expect(await checkProcess(DEAD_PID, null)).toBe('ended');
    // `sleep 0` ends; its parent, now `sleep 30`, never reaps it: a zombie until the parent goes.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(parent);
    const zombie = await new Promise<number>((resolve) =>
      createInterface({ input: parent.stdout! }).once('line', (line) => resolve(Number(line))),
    );
    // Until `sleep 0` has ended (at most 5 s).
    for (let n = 0; n < 500 && (await startOf(zombie)) !== null; n++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await startOf(zombie)).toBeNull();
    expect(await checkProcess(zombie, null)).toBe('ended');
  });

  it('counts a start from before this system started as ended, and one from another pid namespace as unknown', async () => {
    const pid = sleeper().pid!;
    const [boot, pidSpace, ticks] = (await startOf(pid))!.split(':');
    expect(await checkProcess(pid, `00000000-0000-0000-0000-000000000000:${pidSpace}:${ticks}`)).toBe(
      'ended',
    );
    expect(await checkProcess(DEAD_PID, `${boot}:1:${ticks}`)).toBe('unknown');
  });
});
