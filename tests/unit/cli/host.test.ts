// `yacht host` as a process: it prints a table's link, the game starts by itself once a joiner takes the last
// open seat, the bot plays, and after a stop and a start on the same data directory and port the table opens
// again with the same code and the joiner comes back to the seat. Bad options exit 2 with one line.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_SOCKET_PATH } from '../../../src/shared/api/online';
import { TableClient } from '../../../src/shared/online/table-client';
import { ensureBuilt, YACHT_BIN } from '../../support/build';
import { yacht } from '../../support/cli';
import { exited, PROJECT_ROOT } from '../../support/server-process';
import { replay, type Action } from '../../../src/shared/game';
import type { OnlineAction } from '../../../src/shared/api/online';
import { humanMove } from '../backend/helpers';
import { openWs, until } from '../online/helpers';

function online(action: Action): OnlineAction {
  if (action.type === 'score') return { type: 'score', box: action.box };
  return { type: 'roll' };
}

beforeAll(ensureBuilt);

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

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
  }, 60_000);

  it('refuses bad options with one line and exit code 2', async () => {
    for (const [args, message] of [
      [
        ['--seats', 'open,wizard'],
        'yacht: --seats: seat 2 is "wizard": say "open" or a bot level (easy, medium, hard, perfect)',
      ],
      [['--seats', 'easy,medium'], 'yacht: --seats: leave at least one seat open for a joiner'],
      [['--address', 'my-pc'], 'yacht: --address: an IPv4 address such as 192.168.1.20'],
      [['--tables', '99'], 'yacht: --tables must be a whole number from 1 to 50, got "99"'],
      [['--away', '5'], 'yacht: --away must be a whole number from 10 to 3600, got "5"'],
    ] as const) {
      const result = await yacht('host', ...args);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr.trimEnd()).toBe(message);
    }
  });
});
