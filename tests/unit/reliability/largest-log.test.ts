// What the app can write, it reads, at the largest logs the rules allow (tests/support/largest-log.ts): six
// people with the longest names, a rule set of one's own on Yatzy with the longest name and values.
// - The longest game without undos (every online table's, 5,761 events): played move by move through the game
//   service as a table's game is, every keep change a roll allows; the host restarted halfway (snapshot and
//   journal read back); finished (the finished-game file); exported and imported into another app.
// - The longest game with undos (a local one, 15,719 events): saved in progress, resumed at a start, its last
//   move played (filed as finished), exported and imported.
// Every file stays within MAX_GAME_FILE_BYTES.

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NewGame } from '../../../src/shared/api/contract';
import { GAMES_DIR, GameStore } from '../../../src/main/backend/game-store';
import {
  MAX_ANY_LOG_EVENTS,
  MAX_GAME_FILE_BYTES,
  MAX_PLAYED_LOG_EVENTS,
  utf8Length,
  type GameEvent,
  type GameSetup,
} from '../../../src/shared/game';
import { customRulesSchema } from '../../../src/shared/rules/custom-schema';
import { largestLogWithUndos, longestMove, verboseRules, verboseSetup } from '../../support/largest-log';
import { openTestBackend, steppingClock, tempDataDir, type TestBackend } from '../backend/helpers';

function newGame(setup: GameSetup): NewGame {
  return {
    variant: setup.variant,
    options: { secondYacht: true, joker: 'forced' },
    custom: setup.custom!,
    sameDice: false,
    seats: setup.seats,
  };
}

async function fileBytes(file: string): Promise<number> {
  return (await stat(file)).size;
}

/** The finished game exported, then imported into an app of its own: the same log, every byte within the limit. */
async function exportAndImport(
  backend: TestBackend,
  gameId: string,
  events: readonly GameEvent[],
): Promise<void> {
  const exported = await backend.client.exportGame(gameId);
  expect(utf8Length(exported.text)).toBeLessThanOrEqual(MAX_GAME_FILE_BYTES);
  const other = await openTestBackend(await tempDataDir());
  const imported = await other.client.importGame(exported.text);
  expect(imported.already).toBe(false);
  expect((await other.client.getGame(imported.gameId)).events).toEqual(events);
  await other.close();
}

describe('the largest logs the rules allow', () => {
  it('the rule set is one the rules take', () => {
    expect(customRulesSchema.safeParse(verboseRules()).success).toBe(true);
  });

  it(`the longest table game (${MAX_PLAYED_LOG_EVENTS} events) is saved move by move, read back at a restart, finished, exported and imported`, async () => {
    const dir = await tempDataDir();
    let backend = await openTestBackend(dir);
    const { gameId } = await backend.games.createTable(newGame(verboseSetup()));
    let restarted = false;
    for (let n = 0; n < MAX_PLAYED_LOG_EVENTS; n++) {
      const playing = backend.games.playing(gameId);
      if (playing === null) break;
      if (!restarted && playing.events.length >= MAX_PLAYED_LOG_EVENTS / 2) {
        // The host stops and starts again: the snapshot and its journal are read back whole.
        await backend.close();
        backend = await openTestBackend(dir);
        expect(backend.games.playing(gameId)?.events).toEqual(playing.events);
        restarted = true;
        continue;
      }
      await backend.games.act(gameId, longestMove(playing.state));
    }
    expect(restarted).toBe(true);
    const finished = await backend.client.getGame(gameId);
    expect(finished.status).toBe('finished');
    expect(finished.events).toHaveLength(MAX_PLAYED_LOG_EVENTS);
    const file = path.join(dir, GAMES_DIR, `${gameId}.json`);
    expect(await fileBytes(file)).toBeLessThanOrEqual(MAX_GAME_FILE_BYTES);
    // History reads it (a fresh read of the file, as at a start).
    const reader = new GameStore({ dataDir: dir, clock: steppingClock(), notify: () => {} });
    expect((await reader.readFinished(gameId))?.game.events).toEqual(finished.events);
    await exportAndImport(backend, gameId, finished.events);
    await backend.close();
  }, 180_000);

  it(`the longest game with undos (at most ${MAX_ANY_LOG_EVENTS} events) is saved, resumed, finished, exported and imported`, async () => {
    const { events } = largestLogWithUndos();
    expect(events.length).toBeLessThanOrEqual(MAX_ANY_LOG_EVENTS);
    const dir = await tempDataDir();
    // Saved in progress up to its last move, the last few hundred moves appended one by one.
    const store = new GameStore({ dataDir: dir, clock: steppingClock(), notify: () => {} });
    const last = events.length - 1;
    await store.saveCurrent('g-undos', events.slice(0, last - 300));
    for (let n = last - 299; n <= last; n++) await store.saveCurrent('g-undos', events.slice(0, n));
    expect(await fileBytes(path.join(dir, 'current-game.json'))).toBeLessThanOrEqual(MAX_GAME_FILE_BYTES);

    const backend = await openTestBackend(dir);
    expect(backend.games.current()?.events).toEqual(events.slice(0, last));
    const move = events[last]!;
    expect(move.type).toBe('scored');
    if (move.type !== 'scored') return;
    await backend.client.act('g-undos', { type: 'score', box: move.box });
    const finished = await backend.client.getGame('g-undos');
    expect(finished.status).toBe('finished');
    expect(finished.events).toEqual(events);
    const file = path.join(dir, GAMES_DIR, 'g-undos.json');
    expect(await fileBytes(file)).toBeLessThanOrEqual(MAX_GAME_FILE_BYTES);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ gameId: 'g-undos' });
    await exportAndImport(backend, 'g-undos', events);
    await backend.close();
  }, 120_000);
});
