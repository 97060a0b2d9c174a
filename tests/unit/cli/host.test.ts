// `yacht host` as a process: it prints a table's link, the game starts by itself once a joiner takes the last
// open seat, the bot plays, and after a stop and a start on the same data directory and port the table opens
// again with the same code and the joiner comes back to the seat. Bad options, and a data directory another
// process holds, exit 2 with one line.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_SOCKET_PATH } from '../../../src/shared/api/online';
import { TableClient } from '../../../src/shared/online/table-client';
import { ensureBuilt, YACHT_BIN } from '../../support/build';
import { runYacht, yacht } from '../../support/cli';
import { LOCK_FILE, lockDataDir } from '../../../src/main/storage/data-dir-lock';
import { exited, PROJECT_ROOT } from '../../support/server-process';
import { clearedAfterEach } from '../../support/leftovers';
import { replay, type Action } from '../../../src/shared/game';
import type { OnlineAction } from '../../../src/shared/api/online';
import { humanMove } from '../backend/helpers';
import { openWs, until } from '../online/helpers';

function online(action: Action): OnlineAction {
  if (action.type === 'score') return { type: 'score', box: action.box };
  return { type: 'roll' };
}

beforeAll(ensureBuilt);

const { children, dirs } = clearedAfterEach();

/** Starts `yacht host` and resolves with the first table line it prints: code, status and link. */
function host(
  args: readonly string[],
): Promise<{ child: ChildProcess; code: string; status: string; link: string; lines: string[] }> {
  const child = spawn(process.execPath, [YACHT_BIN, 'host', ...args], { cwd: PROJECT_ROOT });
  children.push(child);
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no table line:\n${output.join('\n')}`)), 30_000);
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const match = /^table ([A-Z0-9]{6}) \((\w+)\): (\S+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve({ child, code: match[1]!, status: match[2]!, link: match[3]!, lines: output });
      }
    });
    child.once('exit', (code) => reject(new Error(`exited ${code ?? '?'}:\n${output.join('\n')}`)));
  });
}

function socketOf(link: string): string {
  const url = new URL(link);
  return `ws://${url.host}${ONLINE_SOCKET_PATH}`;
}

describe('yacht host', () => {
  it('runs a table that starts by itself, and opens it again after a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'yacht-host-'));
    dirs.push(dir);
    const first = await host(['--data-dir', dir, '--variant', 'classic', '--seats', 'open,easy']);
    expect(first.status).toBe('lobby');
    const ann = new TableClient(openWs, socketOf(first.link), first.code);
    await ann.connect();
    const token = await ann.sit(0, 'Ann');
    // The last open seat taken: the game starts, and it is Ann's turn first.
    await until(
      () => ann.state().table?.status === 'playing' && ann.state().events.length === 1,
      'the start',
    );
    await ann.act({ type: 'roll' });
    await ann.act({ type: 'score', box: 'choice' });
    // The easy bot plays its turn by itself.
    await until(() => ann.state().events.filter((e) => e.type === 'scored').length === 2, 'the bot');
    const seen = ann.state().events.length;
    first.child.kill('SIGTERM');
    await exited(first.child);

    const port = new URL(first.link).port;
    const second = await host(['--data-dir', dir, '--port', port]);
    expect(second).toMatchObject({ code: first.code, status: 'playing' });
    const back = new TableClient(openWs, socketOf(second.link), second.code, token);
    await back.connect();
    expect(back.state().seat).toBe(0);
    expect(back.state().events).toHaveLength(seen);

    // Ann plays the game out (the bot plays its turns): exactly one fresh table opens in its place.
    for (let n = 0; n < 200 && back.state().table?.status !== 'finished'; n++) {
      const state = replay(back.state().events);
      if (state.over || state.turn.seat !== 0) {
        await until(
          () => back.state().events.length > state.eventCount || back.state().table?.status === 'finished',
          'a move',
        );
        continue;
      }
      await back.act(online(humanMove(state)));
    }
    await until(() => second.lines.some((line) => line.includes('(finished)')), 'the game to end');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fresh = second.lines.filter((line) => / \(lobby\): /.test(line) && !line.includes(second.code));
    expect(fresh).toHaveLength(1);
  }, 120_000);

  it('closes a finished table after --grace seconds and forgets it; a fresh table is open meanwhile', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'yacht-host-'));
    dirs.push(dir);
    const run = await host([
      '--data-dir',
      dir,
      '--variant',
      'classic',
      '--seats',
      'open,easy',
      '--grace',
      '1',
    ]);
    const ann = new TableClient(openWs, socketOf(run.link), run.code);
    await ann.connect();
    await ann.sit(0, 'Ann');
    await until(() => ann.state().events.length > 0, 'the start');
    for (let n = 0; n < 400 && ann.state().table?.status !== 'finished'; n++) {
      const state = replay(ann.state().events);
      if (state.over || state.turn.seat !== 0) {
        await until(
          () => ann.state().events.length > state.eventCount || ann.state().table?.status === 'finished',
          'a move',
        );
        continue;
      }
      await ann.act(online(humanMove(state)));
    }
    expect(ann.state().table?.closesAt).not.toBeNull();
    // Within its grace Ann is told it closed; its code then answers nobody.
    await until(() => ann.state().ended !== null, 'the finished table to close', 5_000);
    expect(ann.state().ended).toBe('the game is over and the table has closed');
    const late = new TableClient(openWs, socketOf(run.link), run.code);
    await expect(late.connect()).rejects.toThrow('no table is open with this code');
    late.disconnect();
    const fresh = run.lines.filter((line) => / \(lobby\): /.test(line) && !line.includes(run.code));
    expect(fresh).toHaveLength(1);
  }, 120_000);

  it('refuses bad options with one line and exit code 2', async () => {
    for (const [args, message] of [
      [
        ['--seats', 'open,wizard'],
        'yacht: --seats: seat 2 is "wizard": say "open" or a bot level (easy, medium, hard, perfect, perfect-win)',
      ],
      [['--seats', 'easy,medium'], 'yacht: --seats: leave at least one seat open for a joiner'],
      [['--address', 'my-pc'], 'yacht: --address: an IPv4 address such as 192.168.1.20'],
      [['--tables', '99'], 'yacht: --tables must be a whole number from 1 to 50, got "99"'],
      [['--away', '5'], 'yacht: --away must be a whole number from 10 to 3600, got "5"'],
      [['--grace', '0'], 'yacht: --grace must be a whole number from 1 to 3600, got "0"'],
    ] as const) {
      const result = await yacht('host', ...args);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr.trimEnd()).toBe(message);
    }
  });

  it('stops at once with one line and exit code 2 on a data directory another process holds', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'yacht-host-'));
    dirs.push(dir);
    // This test's process holds it, as a running app would.
    const lock = await lockDataDir(dir);
    try {
      // Bounded: before the fix it said "internal error" and never exited (its solver workers kept it alive).
      const result = await runYacht(['host', '--data-dir', dir], { timeoutMs: 20_000 });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toBe(
        `yacht: the data directory ${dir} is in use by another Yacht (process ${process.pid}); close it, or ` +
          `choose another data directory (if no Yacht is running, delete ${path.join(dir, LOCK_FILE)})\n`,
      );
      expect(result.stdout).toBe('');
    } finally {
      await lock.release();
    }
  });

  it('started twice at the same moment on an empty data directory: one runs, the other stops with code 2', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'yacht-host-'));
    dirs.push(dir);
    const started = [0, 1].map(() => {
      const child = spawn(process.execPath, [YACHT_BIN, 'host', '--data-dir', dir], { cwd: PROJECT_ROOT });
      children.push(child);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      return { child, out: () => ({ stdout, stderr }) };
    });
    const [a, b] = started as [(typeof started)[0], (typeof started)[0]];
    // The first to exit is the one that lost; the other runs until stopped (before the fix, both ran).
    let timer: NodeJS.Timeout | undefined;
    const loser = await Promise.race([
      ...started.map(async (s) => {
        await exited(s.child);
        return s;
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('neither host stopped within 30 s')), 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    const winner = loser === a ? b : a;
    expect(loser.child.exitCode, loser.out().stderr).toBe(2);
    expect(loser.out().stderr).toMatch(
      new RegExp(
        `^yacht: the data directory .* is in use by another Yacht \\(process ${winner.child.pid}\\);[^\\n]*\\n$`,
      ),
    );
    await until(() => /^table [A-Z0-9]{6} \(lobby\): /m.test(winner.out().stdout), 'the table line');
    expect(winner.child.exitCode).toBeNull();
  }, 120_000);
});
