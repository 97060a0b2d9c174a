// A full disk, as the game store's writer sees it (a write that fails with ENOSPC, then works again once the
// test frees the space): a move, an import, the settings and a bot's move each answer "the disk is full: nothing
// was saved" with the kind `disk-full` at every door (HTTP 507, the page's client, IPC's envelope, in memory),
// change nothing, and work again once the disk does; a bot carries on by itself, without Skip or a restart.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiContract, type ApiEvent, type Notice } from '../../../src/shared/api/contract';
import { dispatchToEnvelope } from '../../../src/shared/api/dispatch';
import { ApiError } from '../../../src/shared/api/errors';
import { gameFileText, replay } from '../../../src/shared/game';
import { GameStore } from '../../../src/main/backend/game-store';
import { openConfFile, type OpenStoreFile } from '../../../src/main/backend/settings-store';
import { startServer } from '../../../src/main/server/server';
import { createHttpClient } from '../../../src/renderer/api/http-client';
import { diskFullError, FailingDisk } from '../../support/failing-disk';
import { FakeTimers } from '../../support/fake-timers';
import {
  botLog,
  HUMAN_VS_EASY,
  humanMove,
  openTestBackend,
  stateOf,
  tempDataDir,
  type TestBackend,
} from './helpers';

const SOLO = { variant: 'classic', seats: [{ kind: 'human', name: 'Ann' }] } as const;
const MOVE_NOT_SAVED = { kind: 'disk-full', message: 'the disk is full: nothing was saved (the move)' };

/** Waits (at most 5 s, in 5 ms steps) for what a bot's move or a save changes: they do real file I/O. */
async function until(what: string, done: () => boolean): Promise<void> {
  for (let n = 0; n < 1000; n++) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function gameEvents(backend: TestBackend): ApiEvent[] {
  return backend.events.filter((e) => e.type === 'game-events');
}

function notices(backend: TestBackend): Notice[] {
  return backend.events.flatMap((e) => (e.type === 'notice' ? [e.notice] : []));
}

/** The data directory's files, each with its text (the temporary files of a failed write would show here). */
async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === 'yacht.lock') continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return files;
}

describe('a move on a full disk', () => {
  it('answers disk-full at every door, changes nothing, and is played with the same dice once space is freed', async () => {
    const dir = await tempDataDir();
    const disk = new FailingDisk();
    const logged: string[] = [];
    const backend = await openTestBackend(dir, {
      ...disk.files,
      logError: (m) => logged.push(m),
    });
    const server = await startServer({ staticRoot: dir, api: backend.api, port: 0 });
    const page = createHttpClient({ baseUrl: server.url });
    try {
      const view = await backend.client.createGame(SOLO);
      await backend.client.act(view.gameId, { type: 'roll' });
      const log = (await backend.client.getGame(view.gameId)).events;
      const files = await filesOf(dir);
      const pushed = gameEvents(backend).length;

      disk.full = true;
      const reroll = { type: 'roll', keep: [0] } as const;
      // HTTP, as the page sends it: 507 and the kind a program acts on.
      const reply = await fetch(new URL(apiContract.act.path, server.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ args: [view.gameId, reroll] }),
      });
      expect(reply.status).toBe(507);
      expect(await reply.json()).toEqual({ ok: false, error: MOVE_NOT_SAVED });
      // The page's client over HTTP, the in-memory client, and IPC's envelope.
      await expect(page.act(view.gameId, reroll)).rejects.toEqual(
        new ApiError('disk-full', MOVE_NOT_SAVED.message),
      );
      await expect(backend.client.act(view.gameId, reroll)).rejects.toMatchObject(MOVE_NOT_SAVED);
      const envelope = await dispatchToEnvelope(backend.api, 'act', [view.gameId, reroll], (m) =>
        logged.push(m),
      );
      expect(envelope).toEqual({ ok: false, error: MOVE_NOT_SAVED });
      expect(disk.refused).toBe(4);

      // Nothing changed: the game, its file (no temporary file left beside it), nothing pushed.
      expect((await backend.client.getGame(view.gameId)).events).toEqual(log);
      expect(await filesOf(dir)).toEqual(files);
      expect(gameEvents(backend)).toHaveLength(pushed);
      // The log says what the disk said (the player's message has no path).
      expect(logged.filter((m) => m.includes('ENOSPC'))).toHaveLength(4);

      // Space freed: the move is played, with the dice it would have rolled had the disk never been full.
      disk.full = false;
      await backend.client.act(view.gameId, reroll);
      const played = (await backend.client.getGame(view.gameId)).events;
      const reference = await openTestBackend(await tempDataDir());
      const same = await reference.client.createGame(SOLO);
      await reference.client.act(same.gameId, { type: 'roll' });
      await reference.client.act(same.gameId, reroll);
      expect(played.slice(1)).toEqual((await reference.client.getGame(same.gameId)).events.slice(1));
      await reference.close();
    } finally {
      page.close();
      await server.close();
      await backend.close();
    }
  });

  it('a new game that cannot be saved is not started', async () => {
    const disk = new FailingDisk();
    const backend = await openTestBackend(await tempDataDir(), disk.files);
    disk.full = true;
    await expect(backend.client.createGame(SOLO)).rejects.toMatchObject({
      kind: 'disk-full',
      message: 'the disk is full: nothing was saved (the new game)',
    });
    expect(await backend.client.currentGame()).toBeNull();
    await backend.close();
  });
});

describe('an import on a full disk', () => {
  it('answers disk-full and keeps nothing; once space is freed the same file is imported', async () => {
    const dir = await tempDataDir();
    const disk = new FailingDisk();
    const backend = await openTestBackend(dir, disk.files);
    const file = gameFileText(botLog('classic', 'full-disk'), { gameId: 'from-a-friend' });
    disk.full = true;
    await expect(backend.client.importGame(file)).rejects.toMatchObject({
      kind: 'disk-full',
      message: 'the disk is full: nothing was saved (the imported game)',
    });
    expect(await backend.client.finishedGames()).toEqual([]);
    expect(await filesOf(dir)).not.toHaveProperty(['games/from-a-friend.json']);
    disk.full = false;
    expect((await backend.client.importGame(file)).gameId).toBe('from-a-friend');
    expect((await backend.client.finishedGames()).map((g) => g.gameId)).toEqual(['from-a-friend']);
    await backend.close();
  });
});

describe('the settings on a full disk', () => {
  it('answers disk-full and keeps the settings as they were; a new game still starts', async () => {
    const dir = await tempDataDir();
    let full = false;
    // conf writes the file itself, at once: the failure is injected where it writes.
    const openSettings: OpenStoreFile = (dataDir) => {
      const conf = openConfFile(dataDir);
      return {
        path: conf.path,
        get store() {
          return conf.store;
        },
        set store(value) {
          if (full) throw diskFullError('open');
          conf.store = value;
        },
      };
    };
    const backend = await openTestBackend(dir, { openSettings });
    const before = await backend.client.getSettings();
    const text = await readFile(path.join(dir, 'settings.json'), 'utf8');
    full = true;
    await expect(backend.client.setSettings({ botSpeed: 'slow' })).rejects.toMatchObject({
      kind: 'disk-full',
      message: 'the disk is full: nothing was saved (the settings)',
    });
    expect(await backend.client.getSettings()).toEqual(before);
    expect(await readFile(path.join(dir, 'settings.json'), 'utf8')).toBe(text);
    // A new game is saved and started though its setup cannot be remembered: it does not answer otherwise.
    const view = await backend.client.createGame(SOLO);
    expect((await backend.client.currentGame())?.gameId).toBe(view.gameId);
    expect((await backend.client.getSettings()).lastSetup).toEqual(before.lastSetup);
    full = false;
    expect((await backend.client.setSettings({ botSpeed: 'slow' })).botSpeed).toBe('slow');
    await backend.close();
  });
});

describe('a bot on a full disk', () => {
  /** A game against an Easy bot (no pause: instant), the person's first turn played: the bot is on turn. */
  async function botOnTurn(disk: FailingDisk, timers: FakeTimers) {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir, { ...disk.files, timers });
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    await backend.client.act(view.gameId, { type: 'roll' });
    await backend.client.act(view.gameId, humanMove(stateOf(await backend.client.getGame(view.gameId))));
    expect(timers.delays()).toEqual([0]);
    return { dir, backend, gameId: view.gameId };
  }

  it('stalls with a notice in words, and carries on by itself once its move is saved', async () => {
    const disk = new FailingDisk();
    const timers = new FakeTimers();
    const { dir, backend, gameId } = await botOnTurn(disk, timers);
    const log = backend.games.playing(gameId)?.events;
    disk.full = true;
    await timers.fire();
    await until('the retry', () => timers.delays().length > 0);
    // The player hears what happened, and that it will carry on; it tries again after a growing pause.
    expect(notices(backend).map((n) => [n.level, n.message])).toEqual([
      [
        'error',
        'A bot could not play: the disk is full: nothing was saved (the move). It carries on by itself once the game can be saved.',
      ],
    ]);
    expect(timers.delays()).toEqual([2000]);
    await timers.fire();
    await until('the second retry', () => timers.delays().length > 0);
    expect(timers.delays()).toEqual([4000]);
    expect(backend.games.playing(gameId)?.events).toEqual(log);

    // Space freed: no Skip, no restart. The bot plays its turn, and the player hears it carries on.
    disk.full = false;
    for (let n = 0; n < 10 && timers.delays().length > 0; n++) {
      const length = backend.games.playing(gameId)?.events.length ?? 0;
      await timers.fire();
      await until('the bot', () => (backend.games.playing(gameId)?.events.length ?? 0) > length);
      await until('its next step', () => timers.delays().length > 0 || onTurn(backend, gameId) === 0);
    }
    expect(onTurn(backend, gameId)).toBe(0);
    expect(notices(backend).map((n) => [n.level, n.message])).toEqual([
      [
        'error',
        'A bot could not play: the disk is full: nothing was saved (the move). It carries on by itself once the game can be saved.',
      ],
      ['info', 'The bots carry on: the game is saved again.'],
    ]);
    // What it played is saved, and legal.
    const events = backend.games.playing(gameId)?.events ?? [];
    // Read as a start reads it: the snapshot and its journal.
    const saved = await new GameStore({
      dataDir: dir,
      clock: () => new Date(),
      notify: () => {},
    }).loadCurrent();
    expect(saved?.game.events).toEqual(events);
    expect(replay(events).turn.seat).toBe(0);
    await backend.close();
  });

  it('tries again at once when another save works (an import, a move of another game)', async () => {
    const disk = new FailingDisk();
    const timers = new FakeTimers();
    const { backend, gameId } = await botOnTurn(disk, timers);
    disk.full = true;
    await timers.fire();
    await until('the retry', () => timers.delays().length > 0);
    expect(timers.delays()).toEqual([2000]);
    disk.full = false;
    await backend.client.importGame(gameFileText(botLog('classic', 'another'), { gameId: 'another' }));
    expect(timers.delays()).toEqual([0]);
    const length = backend.games.playing(gameId)?.events.length ?? 0;
    await timers.fire();
    await until('the bot', () => (backend.games.playing(gameId)?.events.length ?? 0) > length);
    await backend.close();
  });
});

/** The seat on turn in a game in progress. */
function onTurn(backend: TestBackend, gameId: string): number | undefined {
  return backend.games.playing(gameId)?.state.turn.seat;
}
