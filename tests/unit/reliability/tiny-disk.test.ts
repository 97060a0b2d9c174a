// A real full disk: the server (node dist/server.js) keeps its data directory on a tmpfs of 16 MiB mounted in a
// mount namespace of its own (`unshare -m`, or `unshare -rm` where a user namespace is allowed), which the test
// fills and empties through /proc/<pid>/root. While the disk is full a move and an import answer 507
// `disk-full`, the game and its file stay as they were and no temporary file is left; a bot whose move cannot
// be saved says so and carries on by itself once space is freed. With nsenter (as root) the disk is also
// remounted read-only: a move and a deletion answer `not-saved`, and the game stays listed. Where the machine
// allows no mount (not Linux, no unshare, no permission), each test is skipped and its title says why.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiContract,
  type ApiMethod,
  type GameView,
  type NewGameInput,
  type Notice,
} from '../../../src/shared/api/contract';
import { gameFileText, pad, replay, type GameEvent } from '../../../src/shared/game';
import { ensureBuilt } from '../../support/build';
import { exited, PROJECT_ROOT, SERVER_SCRIPT } from '../../support/server-process';
import { savedGameOf } from '../../../src/main/backend/game-journal';
import { appendFileDurably } from '../../../src/main/storage/append-file';
import { botLog } from '../backend/helpers';

const DISK_SIZE = '16m';
const START_TIMEOUT_MS = 30_000;
const SETUP: NewGameInput = {
  variant: 'classic',
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Easy bot', level: 'easy' },
  ],
};

/** How to run a command with a tmpfs of its own at `dir`, or why it cannot be done here. */
function mountPrefix(): { unshare: string[]; nsenter: boolean } | string {
  if (process.platform !== 'linux') return `tmpfs mounts need Linux (this is ${process.platform})`;
  const probe = mkdtempSync(path.join(tmpdir(), 'yacht-tmpfs-probe-'));
  try {
    const mount = `mount -t tmpfs -o size=64k tmpfs "$0"`;
    const tries = [['-m'], ['-rm']];
    const failures: string[] = [];
    for (const flags of tries) {
      const run = spawnSync('unshare', [...flags, 'sh', '-c', mount, probe], { encoding: 'utf8' });
      if (run.status === 0) {
        const nsenter = flags[0] === '-m' && spawnSync('nsenter', ['--version']).status === 0;
        return { unshare: flags, nsenter };
      }
      failures.push(`unshare ${flags.join(' ')}: ${(run.error?.message ?? run.stderr).trim()}`);
    }
    return `no tmpfs can be mounted here (${failures.join('; ')})`;
  } finally {
    spawnSync('rmdir', [probe]);
  }
}

const how = mountPrefix();
const skipped = typeof how === 'string' ? how : null;
const readOnlySkipped =
  skipped ?? (typeof how !== 'string' && !how.nsenter ? 'no nsenter, or not root' : null);

interface Answer {
  readonly status: number;
  readonly body: { ok: boolean; result?: unknown; error?: { kind: string; message: string } };
}

/** The server on its own tmpfs, and the data directory as this process reaches it. */
interface TinyDiskServer {
  readonly child: ChildProcess;
  readonly url: string;
  readonly dir: string;
  /** The data directory seen from this process (through the server's mount namespace). */
  readonly seen: string;
  readonly output: string[];
}

let server: TinyDiskServer | null = null;

function start(flags: readonly string[], dir: string): Promise<TinyDiskServer> {
  const script = `mount -t tmpfs -o size=${DISK_SIZE} tmpfs "$0" && exec "$1" "$2" --port 0 --data-dir "$0" --dice-seed tiny`;
  const child = spawn('unshare', [...flags, 'sh', '-c', script, dir, process.execPath, SERVER_SCRIPT], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('printed no URL in time'), START_TIMEOUT_MS);
    const fail = (why: string): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`the server on a tmpfs ${why}:\n${output.join('\n')}`));
    };
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const url = /running at (http:\/\/\S+)/.exec(line)?.[1];
      if (url === undefined || child.pid === undefined) return;
      clearTimeout(timer);
      resolve({ child, url, dir, seen: `/proc/${child.pid}/root${dir}`, output });
    });
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before it was ready`));
  });
}

async function call(method: ApiMethod, ...args: unknown[]): Promise<Answer> {
  const response = await fetch(new URL(apiContract[method].path, server!.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function result<T>(method: ApiMethod, ...args: unknown[]): Promise<T> {
  const answer = await call(method, ...args);
  if (!answer.body.ok) throw new Error(`${method}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  return answer.body.result as T;
}

/** Fills the disk: a file as big as the disk takes, up to ENOSPC. */
async function fill(): Promise<void> {
  const ballast = path.join(server!.seen, 'ballast');
  await expect(writeFile(ballast, Buffer.alloc(32 * 1024 * 1024, 1))).rejects.toMatchObject({
    code: 'ENOSPC',
  });
}

async function empty(): Promise<void> {
  await unlink(path.join(server!.seen, 'ballast')).catch(() => undefined);
}

/** Asks again every 50 ms, for at most `ms`, until `done` holds. */
async function until<T>(what: string, ask: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The data directory's files (temporary ones included), but for the ballast and the solver's tables. */
async function files(): Promise<string[]> {
  const entries = await readdir(server!.seen, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(server!.seen, path.join(e.parentPath, e.name)))
    .filter((name) => name !== 'ballast' && !name.startsWith('solver'))
    .sort();
}

/** The coach's solved table of the rules, written (32 kB for classic): nothing else writes meanwhile. */
async function tableWritten(): Promise<void> {
  const solver = path.join(server!.seen, 'solver');
  await until(
    "the coach's table",
    () => readdir(solver).catch(() => []),
    (names) => names.some((n) => n.endsWith('.bin')) && !names.some((n) => n.endsWith('.tmp')),
    60_000,
  );
}

/** The game in progress as a start would read it: its snapshot and the journal of moves since. */
async function savedLog(): Promise<GameEvent[]> {
  const text = await readFile(path.join(server!.seen, 'current-game.json'), 'utf8');
  const journal = await readFile(path.join(server!.seen, 'current-game.journal'), 'utf8').catch(() => null);
  return [...savedGameOf(text, journal).events];
}

/** The person's best-paying legal box (a roll first, when there is none). */
function personsMove(events: readonly GameEvent[]): object {
  const entries = pad(replay(events))?.entries.filter((e) => e.legal) ?? [];
  const best = entries.reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a), entries[0]!);
  return entries.length === 0 ? { type: 'roll' } : { type: 'score', box: best.box };
}

describe(`a data directory on a tiny tmpfs`, () => {
  beforeAll(async () => {
    if (typeof how === 'string') return;
    await ensureBuilt();
    const dir = mkdtempSync(path.join(tmpdir(), 'yacht-tiny-disk-'));
    server = await start(how.unshare, dir);
  }, 240_000);

  afterAll(async () => {
    if (server === null) return;
    // The tmpfs goes with the last process of its namespace.
    server.child.kill('SIGKILL');
    await exited(server.child);
    await rm(server.dir, { recursive: true, force: true });
  });

  it.skipIf(skipped !== null)(
    `full: a move and an import answer disk-full and change nothing; a bot carries on by itself${skipped === null ? '' : ` (skipped: ${skipped})`}`,
    async () => {
      try {
        await result('setSettings', { botSpeed: 'slow' });
        const view = await result<GameView>('createGame', SETUP);
        await tableWritten();
        // tmpfs counts space by the page, so a journal's last page takes a few more lines on a full disk: each
        // fill below comes where the next save needs new space (a new journal, or the game written whole).
        const log = (await result<GameView>('getGame', view.gameId)).events;
        const before = await files();

        await fill();
        const move = await call('act', view.gameId, { type: 'roll' });
        expect(move).toEqual({
          status: 507,
          body: {
            ok: false,
            error: { kind: 'disk-full', message: 'the disk is full: nothing was saved (the move)' },
          },
        });
        const game = gameFileText(botLog('classic', 'tiny'), { gameId: 'from-a-friend' });
        const imported = await call('importGame', game);
        expect(imported.status).toBe(507);
        expect(imported.body.error?.message).toBe('the disk is full: nothing was saved (the imported game)');
        // Nothing changed: the game, its file, no temporary file left, nothing kept.
        expect((await result<GameView>('getGame', view.gameId)).events).toEqual(log);
        expect(await savedLog()).toEqual(log);
        expect(await files()).toEqual(before);
        expect(await result<unknown[]>('finishedGames')).toEqual([]);

        // Space freed: the move is played. A score refused on a full disk changes nothing either; played once
        // there is room, the disk is filled again while the bot waits its pause (slow: 1.4 s).
        await empty();
        await result('act', view.gameId, { type: 'roll' });
        const rolled = (await result<GameView>('getGame', view.gameId)).events;
        await fill();
        expect((await call('act', view.gameId, personsMove(rolled))).status).toBe(507);
        expect(await savedLog()).toEqual(rolled);
        await empty();
        await result('act', view.gameId, personsMove(rolled));
        await fill();
        const stalled = await until(
          'the bot to stall',
          () => result<Notice[]>('notices'),
          (list) => list.some((n) => n.level === 'error'),
          15_000,
        );
        expect(stalled.map((n) => n.message)).toContain(
          'A bot could not play: the disk is full: nothing was saved (the move). It carries on by itself once the game can be saved.',
        );
        const waiting = (await result<GameView>('getGame', view.gameId)).events;
        expect(await savedLog()).toEqual(waiting);

        // No Skip, no restart: once space is freed the bot plays its turn by itself.
        await empty();
        const after = await until(
          'the bot to carry on',
          () => result<GameView>('getGame', view.gameId),
          (g) => replay(g.events).turn.seat === 0,
          45_000,
        );
        expect(after.events.length).toBeGreaterThan(waiting.length);
        expect(await savedLog()).toEqual(after.events);
        expect((await result<Notice[]>('notices')).map((n) => n.message)).toContain(
          'The bots carry on: the game is saved again.',
        );
        expect((await result<{ gameId: string }>('importGame', game)).gameId).toBe('from-a-friend');
      } finally {
        await empty();
      }
    },
    90_000,
  );

  it.skipIf(skipped !== null)(
    `full: an append that runs out of space mid-line leaves the file as it was${skipped === null ? '' : ` (skipped: ${skipped})`}`,
    async () => {
      // A journal whose last page has 6 bytes free: the first 6 bytes of the line fit, the rest cannot.
      const journal = path.join(server!.seen, 'append-probe.journal');
      const start = `${'x'.repeat(4089)}\n`;
      await writeFile(journal, start);
      try {
        await fill();
        await expect(appendFileDurably(journal, `${'y'.repeat(99)}\n`, false)).rejects.toMatchObject({
          code: 'ENOSPC',
        });
        expect(await readFile(journal, 'utf8')).toBe(start);
        await expect(appendFileDurably(`${journal}.new`, 'z\n', true)).rejects.toMatchObject({
          code: 'ENOSPC',
        });
        expect(await files()).not.toContain('append-probe.journal.new');
      } finally {
        await empty();
        await unlink(journal).catch(() => undefined);
      }
    },
    30_000,
  );

  it.skipIf(readOnlySkipped !== null)(
    `read-only: a move and a deletion answer not-saved in words and change nothing${readOnlySkipped === null ? '' : ` (skipped: ${readOnlySkipped})`}`,
    async () => {
      const view = await result<GameView>('createGame', { ...SETUP, seats: [SETUP.seats[0]!] });
      const log = (await result<GameView>('getGame', view.gameId)).events;
      const kept = gameFileText(botLog('classic', 'read-only'), { gameId: 'kept' });
      await result('importGame', kept);
      const history = await result<unknown[]>('finishedGames');
      const remount = (mode: string): void => {
        const run = spawnSync('nsenter', [
          '-t',
          String(server!.child.pid),
          '-m',
          'mount',
          '-o',
          `remount,${mode}`,
          server!.dir,
        ]);
        expect(run.status, String(run.stderr)).toBe(0);
      };
      remount('ro');
      try {
        expect(await call('act', view.gameId, { type: 'roll' })).toEqual({
          status: 500,
          body: {
            ok: false,
            error: { kind: 'not-saved', message: 'the disk is read-only: nothing was saved (the move)' },
          },
        });
        expect(await savedLog()).toEqual(log);
        expect(await call('deleteGame', 'kept')).toEqual({
          status: 500,
          body: {
            ok: false,
            error: { kind: 'not-saved', message: 'the disk is read-only: nothing was saved (the deletion)' },
          },
        });
        expect(await result<unknown[]>('finishedGames')).toEqual(history);
      } finally {
        remount('rw');
      }
      await result('act', view.gameId, { type: 'roll' });
    },
    30_000,
  );
});
