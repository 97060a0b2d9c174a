// The data directory's lock: however many takers start at once, on a fresh directory or on a stale lock,
// exactly one gets it; a lock file that is empty, not a lock or a folder keeps the directory locked with one
// clear line; a lock whose pid now names another program is taken over; a release removes only its own lock.

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataDirBusyError,
  dataDirLocker,
  LOCK_FILE,
  lockDataDir,
  type LockTaker,
} from '../../../src/main/storage/data-dir-lock';
import { startOf, type ProcessCheck } from '../../../src/main/storage/process-identity';
import { exited } from '../../support/server-process';

/** A pid no process has (above Linux's largest pid_max). */
const DEAD_PID = 99_999_999;
const ROUNDS = 1000;
const TAKERS = 8;
/** Rounds of the race between real processes (YACHT_LOCK_RACES for a longer run). */
const PROCESS_ROUNDS = Number(process.env['YACHT_LOCK_RACES'] ?? 200);
const PROCESSES = 6;

let base = '';
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'yacht-lock-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

let dirCount = 0;
async function freshDir(): Promise<string> {
  const dir = path.join(base, `d${dirCount++}`);
  await mkdir(dir);
  return dir;
}

/** A lock file's text, as a Yacht writes it. */
function lockText(owner: { pid: number; host?: string; start?: string; token?: string }): string {
  return `${JSON.stringify(owner)}\n`;
}
const newToken = (): string => randomBytes(16).toString('hex');

/** Simulated processes: pid → start identity of those running. */
class Processes {
  readonly running = new Map<number, string>();
  private seed = 1;

  /** Answers as checkProcess does, sometimes a turn of the event loop later (so the takers interleave more). */
  readonly check = async (pid: number, start: string | null): Promise<ProcessCheck> => {
    this.seed = (Math.imul(this.seed, 1103515245) + 12345) >>> 0;
    if (this.seed >>> 31 === 1) await new Promise((resolve) => setImmediate(resolve));
    const now = this.running.get(pid);
    if (now === undefined) return 'ended';
    return start === null || start === now ? 'running' : 'replaced';
  };

  /** A taker with its own locker (as its own process would have), running from now on. */
  taker(pid: number): { taker: LockTaker; lock: (dir: string) => ReturnType<typeof lockDataDir> } {
    const taker: LockTaker = { pid, host: 'here', start: `boot:1:${pid * 7}` };
    this.running.set(pid, taker.start!);
    return { taker, lock: dataDirLocker({ taker, check: this.check }) };
  }
}

/** Runs every taker at once on `dir`; checks exactly one won, the others were told who; returns the winner. */
async function race(
  dir: string,
  takers: readonly ReturnType<Processes['taker']>[],
): Promise<{ pid: number; replaced: string | null; release: () => Promise<void> }> {
  const results = await Promise.allSettled(takers.map((t) => t.lock(dir)));
  const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ r: r.value, t: takers[i]! }] : []));
  expect(won.map((w) => w.t.taker.pid)).toHaveLength(1);
  const winner = won[0]!;
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    expect(r.reason).toBeInstanceOf(DataDirBusyError);
    expect((r.reason as DataDirBusyError).pid).toBe(winner.t.taker.pid);
  }
  const owner = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
  expect(owner.pid).toBe(winner.t.taker.pid);
  return { pid: winner.t.taker.pid, replaced: winner.r.replaced, release: winner.r.release };
}

describe('many takers at once (in one process, each with its own pid)', () => {
  it(`exactly one gets a fresh directory, ${ROUNDS} rounds`, async () => {
    const processes = new Processes();
    const takers = Array.from({ length: TAKERS }, (_, i) => processes.taker(1000 + i));
    for (let round = 0; round < ROUNDS; round++) {
      const dir = await freshDir();
      const winner = await race(dir, takers);
      expect(winner.replaced).toBeNull();
      await winner.release();
      // Nothing left behind: no lock, no temporary file.
      expect(await readdir(dir)).toEqual([]);
    }
  }, 120_000);

  it(`exactly one replaces a stale lock, ${ROUNDS} rounds`, async () => {
    const processes = new Processes();
    const takers = Array.from({ length: TAKERS }, (_, i) => processes.taker(1000 + i));
    // A pid running now, but started after the lock naming it was written.
    processes.running.set(2000, 'boot:1:999');
    const ended = /^took over .*yacht\.lock: the Yacht that held it \(process 3000\) has ended$/;
    const stale = [
      {
        what: 'an ended owner',
        text: () => lockText({ pid: 3000, host: 'here', start: 'boot:1:5', token: newToken() }),
        said: ended,
      },
      {
        what: 'a reused pid',
        text: () => lockText({ pid: 2000, host: 'here', start: 'boot:1:5', token: newToken() }),
        said: /^took over .*yacht\.lock: the Yacht that held it \(process 2000\) has ended, and its pid now names another program$/,
      },
      { what: "an older Yacht's lock", text: () => lockText({ pid: 3000 }), said: ended },
    ];
    for (let round = 0; round < ROUNDS; round++) {
      const dir = await freshDir();
      const kind = stale[round % stale.length]!;
      await writeFile(path.join(dir, LOCK_FILE), kind.text());
      const winner = await race(dir, takers);
      expect(winner.replaced, kind.what).toMatch(kind.said);
      await winner.release();
      expect(await readdir(dir), kind.what).toEqual([]);
    }
  }, 120_000);

  it('passes over claims left by takers that ended in the middle of a takeover', async () => {
    const processes = new Processes();
    const takers = Array.from({ length: TAKERS }, (_, i) => processes.taker(1000 + i));
    for (let round = 0; round < 50; round++) {
      const dir = await freshDir();
      const staleToken = newToken();
      await writeFile(path.join(dir, LOCK_FILE), lockText({ pid: 3000, host: 'here', token: staleToken }));
      // Taker 3001 claimed it and ended; 3002 claimed 3001's claim and ended too.
      const firstClaim = newToken();
      await writeFile(
        path.join(dir, `${LOCK_FILE}.${staleToken}.claim`),
        lockText({ pid: 3001, host: 'here', token: firstClaim }),
      );
      await writeFile(
        path.join(dir, `${LOCK_FILE}.${firstClaim}.claim`),
        lockText({ pid: 3002, host: 'here', token: newToken() }),
      );
      const winner = await race(dir, takers);
      await winner.release();
      expect(await readdir(dir)).toEqual([]);
    }
  });

  it('a claim a running process holds keeps the lock for it: the others are told its pid', async () => {
    const processes = new Processes();
    const ann = processes.taker(1000);
    processes.running.set(1500, 'boot:1:1500');
    const dir = await freshDir();
    const staleToken = newToken();
    await writeFile(path.join(dir, LOCK_FILE), lockText({ pid: 3000, host: 'here', token: staleToken }));
    await writeFile(
      path.join(dir, `${LOCK_FILE}.${staleToken}.claim`),
      lockText({ pid: 1500, host: 'here', start: 'boot:1:1500', token: newToken() }),
    );
    const taking = ann.lock(dir);
    await expect(taking).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(taking).rejects.toMatchObject({ pid: 1500 });
  });
});

describe('the lock file', () => {
  it.each([
    ['empty', ''],
    ['empty', '\n'],
    ['not a lock Yacht wrote', '{"pid":'],
    ['not a lock Yacht wrote', '{"pid":"12"}'],
    ['not a lock Yacht wrote', '{"pid":12,"token":"../../etc"}'],
    ['not a lock Yacht wrote', '[]'],
  ])('that is %s (%j) keeps the directory locked, with one line saying what to do', async (what, text) => {
    const dir = await freshDir();
    const file = path.join(dir, LOCK_FILE);
    await writeFile(file, text);
    const taking = lockDataDir(dir);
    await expect(taking).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(taking).rejects.toThrow(
      `the data directory ${dir} cannot be locked: ${file} is ${what}; if no Yacht is running, delete it`,
    );
    expect(await readFile(file, 'utf8')).toBe(text);
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('that is a folder keeps the directory locked, with one line (not EISDIR)', async () => {
    const dir = await freshDir();
    const file = path.join(dir, LOCK_FILE);
    await mkdir(file);
    const taking = lockDataDir(dir);
    await expect(taking).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(taking).rejects.toThrow(
      `the data directory ${dir} cannot be locked: ${file} is a folder; if no Yacht is running, remove it`,
    );
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('naming a running Yacht (its pid and start) is refused with its pid', async () => {
    const dir = await freshDir();
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const start = await startOf(other.pid!);
      const text = lockText({
        pid: other.pid!,
        host: hostname(),
        ...(start === null ? {} : { start }),
        token: newToken(),
      });
      await writeFile(path.join(dir, LOCK_FILE), text);
      const taking = lockDataDir(dir);
      await expect(taking).rejects.toThrow(`is in use by another Yacht (process ${other.pid})`);
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(text);
    } finally {
      other.kill('SIGKILL');
      await exited(other);
    }
  });

  it.runIf(process.platform === 'linux')(
    'naming a pid that now runs another program (started later) is taken over, and says so',
    async () => {
      const dir = await freshDir();
      const other = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        const start = (await startOf(other.pid!))!;
        // The same pid, written down by a process that started earlier (fewer clock ticks since boot).
        const earlier = start.replace(/\d+$/, (ticks) => String(Number(ticks) - 1));
        const file = path.join(dir, LOCK_FILE);
        await writeFile(
          file,
          lockText({ pid: other.pid!, host: hostname(), start: earlier, token: newToken() }),
        );
        const lock = await lockDataDir(dir);
        expect(lock.replaced).toBe(
          `took over ${file}: the Yacht that held it (process ${other.pid}) has ended, and its pid now names another program`,
        );
        expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
        await lock.release();
        expect(await readdir(dir)).toEqual([]);
      } finally {
        other.kill('SIGKILL');
        await exited(other);
      }
    },
  );

  it('naming another host is refused: its pid cannot be checked from here', async () => {
    const dir = await freshDir();
    await writeFile(
      path.join(dir, LOCK_FILE),
      lockText({ pid: DEAD_PID, host: `not-${hostname()}`, token: newToken() }),
    );
    await expect(lockDataDir(dir)).rejects.toThrow(
      `is in use by another Yacht (process ${DEAD_PID} on not-${hostname()})`,
    );
  });

  it.each([
    ['another process', 4242],
    ['this pid with another token', process.pid],
  ])('is removed by a release only while it is still ours, not once it names %s', async (_, pid) => {
    const dir = await freshDir();
    const file = path.join(dir, LOCK_FILE);
    const lock = await lockDataDir(dir);
    // Someone deleted it by hand and another Yacht took the directory.
    const theirs = lockText({ pid, host: hostname(), token: newToken() });
    await writeFile(file, theirs);
    await lock.release();
    expect(await readFile(file, 'utf8')).toBe(theirs);
  });
});

describe('many processes at once', () => {
  let script = '';
  beforeAll(async () => {
    script = path.join(base, 'lock-contender.mjs');
    await build({
      entryPoints: [path.join(import.meta.dirname, '../../support/lock-contender.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: script,
      logLevel: 'silent',
    });
  });

  it(`exactly one gets a fresh directory or replaces a stale lock, ${PROCESS_ROUNDS} rounds`, async () => {
    const children: { child: ChildProcess; lines: Interface; next: () => Promise<string> }[] = [];
    try {
      for (let i = 0; i < PROCESSES; i++) {
        const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
        const lines = createInterface({ input: child.stdout! });
        const queue: string[] = [];
        const waiting: ((line: string) => void)[] = [];
        lines.on('line', (line) => {
          const resolve = waiting.shift();
          if (resolve) resolve(line);
          else queue.push(line);
        });
        const next = (): Promise<string> =>
          new Promise((resolve, reject) => {
            const line = queue.shift();
            if (line !== undefined) return resolve(line);
            const timer = setTimeout(() => reject(new Error('a contender did not answer in 10 s')), 10_000);
            waiting.push((l) => {
              clearTimeout(timer);
              resolve(l);
            });
          });
        children.push({ child, lines, next });
      }
      for (const c of children) expect(await c.next()).toBe('ready');
      for (let rounds = 0; rounds < PROCESS_ROUNDS; rounds++) {
        const dir = await freshDir();
        // Every other round a stale lock: of an ended process, or of a pid that now runs another program.
        if (rounds % 4 === 1) await writeFile(path.join(dir, LOCK_FILE), lockText({ pid: DEAD_PID }));
        if (rounds % 4 === 3) {
          const start = await startOf(process.pid);
          const earlier = start?.replace(/\d+$/, (ticks) => String(Number(ticks) - 1));
          await writeFile(
            path.join(dir, LOCK_FILE),
            lockText({
              pid: earlier === undefined ? DEAD_PID : process.pid,
              host: hostname(),
              start: earlier,
              token: newToken(),
            }),
          );
        }
        for (const c of children) c.child.stdin!.write(`take ${dir}\n`);
        const answers = await Promise.all(children.map((c) => c.next()));
        expect(
          answers.filter((a) => a === 'won'),
          `round ${rounds}: ${answers.join(', ')}`,
        ).toHaveLength(1);
        expect(answers.filter((a) => a === 'busy')).toHaveLength(PROCESSES - 1);
        const winner = children[answers.indexOf('won')]!;
        const owner = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
        expect(owner.pid).toBe(winner.child.pid);
        winner.child.stdin!.write('release\n');
        expect(await winner.next()).toBe('released');
        expect(await readdir(dir)).toEqual([]);
      }
    } finally {
      for (const c of children) {
        c.child.kill('SIGKILL');
        await exited(c.child);
      }
    }
  }, 120_000);
});
