// What a crash can leave in the data directory, and how the next start settles it: a game filed as finished
// beside its old save, temporary files of cut-short writes, files that are not what they should be, and a
// data directory another live process holds.

import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameStore } from '../../../src/main/backend/game-store';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from '../../../src/main/storage/data-dir-lock';
import { HUMAN_VS_EASY, openTestBackend, playToTheEnd, steppingClock, tempDataDir } from './helpers';
import type {} from './helpers';
import type {} from '../../../src/shared/api/contract';

/** A pid no process has (above Linux's largest pid_max). */
const DEAD_PID = 99_999_999;

describe('a game filed as finished beside its old save (a crash between the two writes)', () => {
  it('stays finished with its result; the old save is dropped and the game cannot be played on', async () => {
    const dir = await tempDataDir();
    const first = await openTestBackend(dir);
    const view = await first.client.createGame(HUMAN_VS_EASY);
    await playToTheEnd(first, view);
    const finished = await first.client.getGame(view.gameId);
    const [standing] = await first.client.finishedGames();
    await first.close();
    // What a kill right after the finished file was written leaves: the save of the game before its last move.
    const store = new GameStore({ dataDir: dir, clock: steppingClock(), notify: () => {} });
    await store.saveCurrent(view.gameId, finished.events.slice(0, -1));

    const second = await openTestBackend(dir);
    expect(await second.client.currentGame()).toBeNull();
    expect(await readdir(dir)).not.toContain('current-game.json');
    expect(await second.client.finishedGames()).toEqual([standing]);
    expect((await second.client.getGame(view.gameId)).events).toEqual(finished.events);
    await expect(second.client.act(view.gameId, { type: 'roll' })).rejects.toThrow(/the game is over/);
    await second.close();
  });
});

describe('temporary files of cut-short writes', () => {
  it('are removed at start when their writer is gone; one a live process may be writing stays', async () => {
    const dir = await tempDataDir();
    await mkdir(path.join(dir, 'games'));
    await mkdir(path.join(dir, 'solver'));
    const dead = [
      `.current-game.json.${DEAD_PID}.0123abcd.tmp`,
      path.join('games', `.g-1.json.${DEAD_PID}.89abcdef.tmp`),
      path.join('solver', `.standard-0000.bin.${DEAD_PID}.00000000.tmp`),
      // conf's own (no pid): only this process writes settings here, so it is a leftover.
      'settings.json.tmp-1234567890abcdef',
    ];
    // This process is alive: its temporary file may be a write in flight (solver/ is shared with the CLI).
    const live = path.join('solver', `.standard-0000.bin.${process.pid}.11111111.tmp`);
    const unrelated = ['notes.tmp', path.join('games', 'g-2.json.bak')];
    for (const name of [...dead, live, ...unrelated]) await writeFile(path.join(dir, name), 'half a game');
    const backend = await openTestBackend(dir);
    for (const name of dead) await expect(stat(path.join(dir, name)), name).rejects.toThrow(/ENOENT/);
    for (const name of [live, ...unrelated]) expect((await stat(path.join(dir, name))).isFile()).toBe(true);
    await backend.close();
  });

  it('of a live pid are removed once older than a write could take (the pid was reused)', async () => {
    const dir = await tempDataDir();
    const name = `.current-game.json.${process.pid}.22222222.tmp`;
    await writeFile(path.join(dir, name), '{');
    const old = new Date(Date.now() - 3_600_000);
    await utimes(path.join(dir, name), old, old);
    const backend = await openTestBackend(dir);
    expect(await readdir(dir)).not.toContain(name);
    await backend.close();
  });
});

describe('files that are not what they should be', () => {
  it('a folder where the saved game goes is moved aside with a notice; the app starts', async () => {
    const dir = await tempDataDir();
    await mkdir(path.join(dir, 'current-game.json'));
    const backend = await openTestBackend(dir);
    expect(await backend.client.currentGame()).toBeNull();
    const [notice] = await backend.client.notices();
    expect(notice?.message).toMatch(
      /saved game in progress could not be loaded \(.*it is a folder, not a file\)/,
    );
    expect((await stat(notice?.file ?? '')).isDirectory()).toBe(true);
    // And games are saved again.
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    expect((await stat(path.join(dir, 'current-game.json'))).isFile()).toBe(true);
    await backend.client.abandonGame(view.gameId);
    await backend.close();
  });

  it('a file where the finished games go is moved aside, so that a game can still be filed', async () => {
    const dir = await tempDataDir();
    await writeFile(path.join(dir, 'games'), 'not a folder');
    const backend = await openTestBackend(dir);
    expect(await backend.client.finishedGames()).toEqual([]);
    const [notice] = await backend.client.notices();
    expect(notice?.message).toMatch(/The finished games folder could not be loaded/);
    expect(await readFile(notice?.file ?? '', 'utf8')).toBe('not a folder');
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    await playToTheEnd(backend, view);
    expect((await backend.client.finishedGames()).map((g) => g.gameId)).toEqual([view.gameId]);
    await backend.close();
  });

  it.each([
    ['[]', 'an array'],
    ['null', 'null'],
    ['42', 'a number'],
    ['"dark"', 'a string'],
  ])('settings holding %s are moved aside with a notice', async (text, what) => {
    const dir = await tempDataDir();
    await writeFile(path.join(dir, 'settings.json'), text);
    const backend = await openTestBackend(dir);
    expect((await backend.client.getSettings()).theme).toBe('system');
    const [notice] = await backend.client.notices();
    expect(notice?.message).toBe(
      `The settings file could not be read (it holds ${what}, not an object of settings); it was moved aside to ${notice?.file} and the defaults are used.`,
    );
    expect(await readFile(notice?.file ?? '', 'utf8')).toBe(text);
    await backend.close();
  });
});

describe('one process at a time in a data directory', () => {
  it('refuses a directory a live process holds, and says which', async () => {
    const dir = await tempDataDir();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: sleeper.pid }));
      const opening = openTestBackend(dir);
      await expect(opening).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(opening).rejects.toThrow(`is in use by another Yacht (process ${sleeper.pid})`);
      // Nothing was touched: the lock is still the other process's.
      expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8'))).toEqual({ pid: sleeper.pid });
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that is gone, and gives it up on close', async () => {
    const dir = await tempDataDir();
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: DEAD_PID }));
    const backend = await openTestBackend(dir);
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    await backend.close();
    expect(await readdir(dir)).not.toContain(LOCK_FILE);
  });

  it('is shared by openers in one process, and released by the last', async () => {
    const dir = await tempDataDir();
    const a = await lockDataDir(dir);
    const b = await lockDataDir(dir);
    await a.release();
    expect(await readdir(dir)).toContain(LOCK_FILE);
    await b.release();
    expect(await readdir(dir)).not.toContain(LOCK_FILE);
  });
});
