// The game service through the backend: whole games against Easy bots with seeded dice, autosave and reload,
// corrupt saves, finished games, match rotation, and a Perfect bot that waits for its table.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiEvent, GameView } from '../../../src/shared/api/contract';
import { ApiRequestError } from '../../../src/shared/api/errors';
import {
  GameError,
  gameFileText,
  ranking,
  replay,
  serialiseLog,
  type GameEvent,
} from '../../../src/shared/game';
import { DEFAULT_OPTIONS, makeRules } from '../../../src/shared/rules';
import { GameStore } from '../../../src/main/backend/game-store';
import {
  botLog,
  FakeSolver,
  HUMAN_VS_EASY,
  humanMove,
  openTestBackend,
  stateOf,
  steppingClock,
  tempDataDir,
  type TestBackend,
} from './helpers';

/** Plays the human's moves until the game is over (the bots play between them). */
async function playToTheEnd(
  backend: TestBackend,
  view: GameView,
  afterEach?: () => Promise<void>,
): Promise<void> {
  for (let n = 0; n < 500; n++) {
    await backend.games.settled();
    const current = await backend.games.get(view.gameId);
    const state = stateOf(current);
    if (state.over) return;
    expect(state.seats[state.turn.seat]?.kind).toBe('human');
    await backend.client.act(view.gameId, humanMove(state));
    await afterEach?.();
  }
  throw new Error('the game did not end');
}

function appendedEvents(events: readonly ApiEvent[], gameId: string): GameEvent[] {
  const log: GameEvent[] = [];
  for (const event of events) {
    if (event.type !== 'game-events' || event.gameId !== gameId) continue;
    expect(event.from).toBe(log.length + 1); // +1: the created event is not pushed
    log.push(...event.events);
  }
  return log;
}

describe('a game against an Easy bot', () => {
  it('plays to the end through the service, bots only through legal engine actions, and is kept', async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    expect(view.events).toHaveLength(1);
    expect(view.events[0]).toMatchObject({ type: 'created', seed: 'test/0', firstSeat: 0 });

    await playToTheEnd(backend, view);
    const finished = await backend.client.getGame(view.gameId);
    expect(finished.status).toBe('finished');
    // The whole log replays (every bot move was legal), and the pushed events are exactly the log.
    const state = replay(finished.events);
    expect(state.over).toBe(true);
    expect(appendedEvents(backend.events, view.gameId)).toEqual(finished.events.slice(1));
    const botEvents = finished.events.filter((e) => e.type !== 'created' && e.seat === 1);
    expect(botEvents.length).toBeGreaterThanOrEqual(13 * 2);
    expect(backend.events).toContainEqual({ type: 'game-ended', gameId: view.gameId, status: 'finished' });

    expect(await backend.client.currentGame()).toBeNull();
    const list = await backend.client.finishedGames();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ gameId: view.gameId, variant: 'classic' });
    expect(list[0]?.standings).toEqual(ranking(state));
    expect(list[0]?.seats).toEqual(HUMAN_VS_EASY.seats);
    await expect(backend.client.act(view.gameId, { type: 'roll' })).rejects.toThrow(/the game is over/);
    await backend.close();

    // After a restart the finished game is still there, from its file.
    const again = await openTestBackend(dir);
    expect((await again.client.finishedGames()).map((g) => g.gameId)).toEqual([view.gameId]);
    expect((await again.client.getGame(view.gameId)).events).toEqual(finished.events);
    await again.close();
  });

  it('rolls the same dice for the same seed, and the bots decide the same', async () => {
    const logs: GameEvent[][] = [];
    for (let run = 0; run < 2; run++) {
      const backend = await openTestBackend(await tempDataDir());
      const view = await backend.client.createGame(HUMAN_VS_EASY);
      await playToTheEnd(backend, view);
      logs.push([...(await backend.client.getGame(view.gameId)).events.slice(1)]);
      await backend.close();
    }
    expect(logs[1]).toEqual(logs[0]);
  });

  it('saves after every action; a restart resumes the same game, with the same dice to come', async () => {
    const dir = await tempDataDir();
    let backend = await openTestBackend(dir);
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    const reader = new GameStore({ dataDir: dir, clock: steppingClock(), notify: () => {} });
    let acts = 0;
    let restarted = false;
    for (let n = 0; n < 500; n++) {
      await backend.games.settled();
      const current = await backend.client.getGame(view.gameId);
      const state = stateOf(current);
      if (state.over) break;
      await backend.client.act(view.gameId, humanMove(state));
      acts++;
      // On disk after every action: exactly the log the service holds (once the bot's move, which may be
      // saved and not yet counted while the file is read, is done).
      await backend.games.settled();
      const saved = await reader.loadCurrent();
      const live = backend.games.current();
      if (live) expect(saved?.game.events).toEqual(live.events);
      if (acts === 10 && !restarted) {
        await backend.games.settled();
        const before = backend.games.current();
        await backend.close();
        backend = await openTestBackend(dir);
        expect(backend.games.current()).toEqual(before);
        expect(await backend.client.currentGame()).toEqual(before);
        restarted = true;
      }
    }
    expect(restarted).toBe(true);
    const final = await backend.client.getGame(view.gameId);
    expect(final.status).toBe('finished');

    // The same game without the restart: the dice (and so every move) come out the same.
    const straight = await openTestBackend(await tempDataDir());
    const other = await straight.client.createGame(HUMAN_VS_EASY);
    await playToTheEnd(straight, other);
    expect((await straight.client.getGame(other.gameId)).events.slice(1)).toEqual(final.events.slice(1));
    await straight.close();
    await backend.close();
  });

  it('refuses moves out of turn, illegal moves and unknown games with readable messages', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame({
      ...HUMAN_VS_EASY,
      seats: [...HUMAN_VS_EASY.seats].reverse(),
    });
    // The bot sits first: the human must wait (the service plays the bot).
    await expect(backend.games.act(view.gameId, { type: 'roll' })).rejects.toThrow(
      /it is seat 0 \(Easy bot\)'s turn, and a bot plays it/,
    );
    await backend.games.settled();
    await expect(backend.games.act(view.gameId, { type: 'score', box: 'chance' })).rejects.toBeInstanceOf(
      GameError,
    );
    await expect(backend.games.act(view.gameId, { type: 'score', box: 'chance' })).rejects.toThrow(
      'roll the dice before scoring',
    );
    await backend.client.act(view.gameId, { type: 'roll' });
    await expect(backend.games.act(view.gameId, { type: 'score', box: 'nope' })).rejects.toThrow(
      /there is no box 'nope'/,
    );
    const missing = backend.games.act('no-such-game', { type: 'roll' });
    await expect(missing).rejects.toBeInstanceOf(ApiRequestError);
    await expect(missing).rejects.toThrow('there is no game no-such-game');
    await backend.close();
  });
});

describe('the game in progress', () => {
  it('is replaced by a new game (abandoned), dropped by abandonGame, and rotated by playAgain', async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const first = await backend.client.createGame(HUMAN_VS_EASY);
    const second = await backend.client.createGame(HUMAN_VS_EASY);
    expect(backend.events).toContainEqual({ type: 'game-ended', gameId: first.gameId, status: 'abandoned' });
    await expect(backend.client.getGame(first.gameId)).rejects.toThrow(/there is no game/);
    expect((await backend.client.currentGame())?.gameId).toBe(second.gameId);

    const third = await backend.client.playAgain(second.gameId);
    expect(third.events[0]).toMatchObject({ type: 'created', firstSeat: 1, seed: 'test/2' });
    const fourth = await backend.client.playAgain(third.gameId);
    expect(fourth.events[0]).toMatchObject({ firstSeat: 0 });

    await backend.client.abandonGame(fourth.gameId);
    expect(await backend.client.currentGame()).toBeNull();
    await expect(backend.client.abandonGame(fourth.gameId)).rejects.toThrow(/there is no game/);
    await backend.close();
    const again = await openTestBackend(dir);
    expect(await again.client.currentGame()).toBeNull();
    expect(await again.client.finishedGames()).toEqual([]);
    await again.close();
  });

  it('skipBots plays the bots at once, up to the human', async () => {
    const backend = await openTestBackend(await tempDataDir());
    backend.settings.update({ botSpeed: 'slow' });
    const view = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'bot', name: 'B1', level: 'easy' },
        { kind: 'bot', name: 'B2', level: 'medium' },
        { kind: 'human', name: 'Ann' },
      ],
    });
    const skipped = await backend.client.skipBots(view.gameId);
    expect(skipped.from).toBe(1);
    const log = (await backend.client.getGame(view.gameId)).events;
    const state = replay(log.slice(0, skipped.length));
    expect(state.turn.seat).toBe(2);
    expect(state.turnsPlayed).toBe(2);
    expect(log).toHaveLength(skipped.length);
    await backend.close();
  });
});

describe('a Perfect bot', () => {
  it('waits for the solved table (reporting its progress) and then plays', async () => {
    const solver = new FakeSolver(true);
    const backend = await openTestBackend(await tempDataDir(), { solver });
    const view = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'bot', name: 'Perfect', level: 'perfect' },
        { kind: 'human', name: 'Ann' },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await backend.client.getGame(view.gameId)).events).toHaveLength(1);
    const [status] = await backend.client.solverStatus();
    expect(status).toMatchObject({ fingerprint: view.fingerprint, ready: false, progress: 0.25 });

    solver.release();
    await backend.games.settled();
    const state = stateOf(await backend.client.getGame(view.gameId));
    expect(state.turn.seat).toBe(1);
    expect(state.turnsPlayed).toBe(1);
    const progress = backend.events.flatMap((e) => (e.type === 'solver-progress' ? [e.status] : []));
    expect(progress.at(-1)).toMatchObject({ ready: true, progress: 1, error: null });
    expect(progress.map((s) => s.progress)).toEqual([...progress.map((s) => s.progress)].sort());
    expect(solver.requests).toEqual(['classic']);
    // Asked as a game's, the most urgent.
    expect(solver.priorities).toEqual(['game']);
    await backend.close();
  });

  it('holds its rules’ table while the game is in progress, and lets go when it ends', async () => {
    const solver = new FakeSolver();
    const backend = await openTestBackend(await tempDataDir(), { solver });
    const classic = makeRules('classic');
    const view = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Perfect', level: 'perfect' },
      ],
    });
    expect(solver.holds(classic)).toBe(1);
    // Two games by the same rules: two holds; a new local game abandons the first, which lets go.
    await backend.games.createTable({
      variant: 'classic',
      options: DEFAULT_OPTIONS,
      sameDice: false,
      seats: [
        { kind: 'bot', name: 'Easy', level: 'easy' },
        { kind: 'bot', name: 'Perfect', level: 'perfect' },
      ],
    });
    expect(solver.holds(classic)).toBe(2);
    await backend.client.abandonGame(view.gameId);
    expect(solver.holds(classic)).toBe(1);
    await backend.games.settled();
    // The all-bot table's game played to the end: nothing is held.
    expect(solver.holds(classic)).toBe(0);
    await backend.close();
  });

  it('does not hold up closing while it waits', async () => {
    const solver = new FakeSolver(true);
    const backend = await openTestBackend(await tempDataDir(), { solver });
    await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'bot', name: 'Perfect', level: 'perfect' },
        { kind: 'human', name: 'Ann' },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await backend.close();
    solver.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.games.current()?.events).toHaveLength(1);
  });
});

describe('corrupt saves', () => {
  it('moves an unreadable game in progress aside with a notice, and starts clean', async () => {
    const dir = await tempDataDir();
    await writeFile(path.join(dir, 'current-game.json'), '{"format":"yacht-game", broken');
    const backend = await openTestBackend(dir);
    expect(await backend.client.currentGame()).toBeNull();
    const [notice] = await backend.client.notices();
    expect(notice?.level).toBe('warning');
    expect(notice?.message).toMatch(
      /The saved game in progress could not be loaded \(bad saved game: not valid JSON/,
    );
    expect(notice?.file).toMatch(/current-game\.json\.corrupt-2026-01-01T10-00-\d\d-000Z$/);
    expect(await readFile(notice?.file ?? '', 'utf8')).toBe('{"format":"yacht-game", broken');
    expect(await readdir(dir)).not.toContain('current-game.json');
    await backend.close();
  });

  it('moves aside a save whose events are illegal, and a corrupt finished game', async () => {
    const dir = await tempDataDir();
    const first = await openTestBackend(dir);
    const view = await first.client.createGame(HUMAN_VS_EASY);
    await playToTheEnd(first, view);
    await first.close();
    const finishedFile = path.join(dir, 'games', `${view.gameId}.json`);
    await writeFile(
      finishedFile,
      (await readFile(finishedFile, 'utf8')).replace(/"points":\s*/, '"points":1'),
    );
    const illegal = serialiseLog([
      view.events[0] as GameEvent,
      { type: 'scored', seat: 0, box: 'chance', points: 5, extraYacht: 0 },
    ]);
    await writeFile(path.join(dir, 'current-game.json'), illegal.replace('{', '{"gameId":"g-1",'));

    const second = await openTestBackend(dir);
    expect(await second.client.currentGame()).toBeNull();
    expect(await second.client.finishedGames()).toEqual([]);
    const messages = (await second.client.notices()).map((n) => n.message);
    expect(messages[0]).toMatch(
      /saved game in progress could not be loaded \(bad saved game: event 1 \(scored\): illegal/,
    );
    expect(messages[1]).toMatch(new RegExp(`The finished game ${view.gameId} could not be loaded`));
    const names = await readdir(path.join(dir, 'games'));
    expect(names.some((n) => n.startsWith(`${view.gameId}.json.corrupt-`))).toBe(true);
    await second.close();
  });
});

describe('importing the same game again', () => {
  /** A game file as another tool may write it: the log without a game id. */
  function withoutId(events: readonly GameEvent[]): string {
    const file = JSON.parse(gameFileText(events, { gameId: 'x' })) as Record<string, unknown>;
    delete file['gameId'];
    return JSON.stringify(file);
  }

  it('keeps a file without a game id once, however often it is imported; two games twice', async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const first = withoutId(botLog('classic', 'first'));
    const ids = new Set<string>();
    for (let n = 0; n < 20; n++) ids.add((await backend.client.importGame(first)).gameId);
    expect(ids.size).toBe(1);
    // An id like the app's own, which sort by time: when the game was created, then the log's hash.
    expect([...ids][0]).toMatch(/^20260101-000000-000-[0-9a-f]{12}$/);
    expect(await backend.client.finishedGames()).toHaveLength(1);

    const second = withoutId(botLog('classic', 'second'));
    await backend.client.importGame(second);
    await backend.client.importGame(second);
    expect(await backend.client.finishedGames()).toHaveLength(2);
    expect(await readdir(path.join(dir, 'games'))).toHaveLength(2);
    await backend.close();

    // Recognised after a restart too (nothing kept in memory), and with an id in the file as well.
    const again = await openTestBackend(dir);
    await again.client.importGame(first);
    await again.client.importGame(gameFileText(botLog('classic', 'first'), { gameId: 'named-later' }));
    expect(await again.client.finishedGames()).toHaveLength(2);
    await again.close();
  });

  it('gives another game whose file names a kept id one id of its own, the same at every import', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const kept = await backend.client.importGame(gameFileText(botLog('classic', 'one'), { gameId: 'g' }));
    const other = gameFileText(botLog('classic', 'two'), { gameId: 'g' });
    const a = await backend.client.importGame(other);
    const b = await backend.client.importGame(other);
    expect(kept.gameId).toBe('g');
    expect(a.gameId).not.toBe('g');
    expect(b.gameId).toBe(a.gameId);
    expect(await backend.client.finishedGames()).toHaveLength(2);
    await backend.close();
  });
});
