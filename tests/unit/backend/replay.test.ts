// Replays through the backend: a game's course and Perfect's shadow (the shared functions' answer, on the
// coach's analyst), game files exported and imported (a round trip is exact; a bad file is refused saying
// what is wrong, and changes nothing), and games deleted from the history.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGameFile } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { NO_GRID_REASON, replayAnalysis } from '../../../src/shared/replay';
import { FakeSolver, HUMAN_VS_EASY, openTestBackend, stateOf, tempDataDir, playToTheEnd } from './helpers';
import type { NewGameInput } from '../../../src/shared/api/contract';
import { solvedTable } from '../../support/solved-tables';

const classic = solvedTable(makeRules('classic'));

describe('a replay', () => {
  it("is the game's course and shadow as the shared functions give them; no grid, no shadow, and why", async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await playToTheEnd(backend, await backend.client.createGame(HUMAN_VS_EASY));
    const replay = await backend.client.replayGame(view.gameId);
    expect(replay).toEqual({ gameId: view.gameId, ...replayAnalysis(classic, view.events) });
    expect(replay.shadow).toEqual({ kind: 'none', reason: NO_GRID_REASON });
    const state = stateOf(view);
    for (const split of replay.course.seats) {
      expect(split.start + split.luck - split.loss).toBeCloseTo(state.sheets.length && split.total, 9);
    }
    await backend.close();
  });

  it('of a game with the same dice for all has Perfect’s shadow; of a game in progress, its course so far', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const setup: NewGameInput = { ...HUMAN_VS_EASY, sameDice: true };
    const view = await backend.client.createGame(setup);
    expect(view.events[0]).toMatchObject({ grid: { seed: 'test/0', shared: true } });
    await backend.client.act(view.gameId, { type: 'roll' });
    const early = await backend.client.replayGame(view.gameId);
    expect(early.course.points.map((p) => p.kind)).toEqual(['start', 'roll']);
    const done = await playToTheEnd(backend, view);
    const replay = await backend.client.replayGame(view.gameId);
    expect(replay.shadow.kind).toBe('shadow');
    expect(replay).toEqual({ gameId: view.gameId, ...replayAnalysis(classic, done.events) });
    await backend.close();
  });

  it('waits for the table as the hints do: not ready while it is made', async () => {
    const solver = new FakeSolver(true);
    const backend = await openTestBackend(await tempDataDir(), { solver });
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    await expect(backend.client.replayGame(view.gameId)).rejects.toMatchObject({ kind: 'not-ready' });
    solver.release();
    await expect.poll(() => backend.client.replayGame(view.gameId).then((r) => r.gameId)).toBe(view.gameId);
    await expect(backend.client.replayGame('nope')).rejects.toMatchObject({ kind: 'not-found' });
    await backend.close();
  });
});

describe('game files', () => {
  it('export and import: the round trip is exact, the same game twice is kept once', async () => {
    const first = await openTestBackend(await tempDataDir());
    const view = await playToTheEnd(first, await first.client.createGame(HUMAN_VS_EASY));
    const [listed] = await first.client.finishedGames();
    const file = await first.client.exportGame(view.gameId);
    expect(file.fileName).toBe('2026-01-01-classic.yacht.json');
    // A person can read it: one event a line.
    expect(file.text.split('\n').length).toBeGreaterThan(view.events.length);
    expect(readGameFile(file.text).game.events).toEqual(view.events);

    const dir = await tempDataDir();
    const second = await openTestBackend(dir);
    const imported = await second.client.importGame(file.text);
    expect(imported).toEqual({ ...listed, already: false });
    expect((await second.client.getGame(view.gameId)).events).toEqual(view.events);
    expect((await second.client.exportGame(view.gameId)).text).toBe(file.text);
    expect(await second.client.importGame(file.text)).toEqual({ ...listed, already: true });
    expect(await second.client.finishedGames()).toEqual([listed]);
    await first.close();
    await second.close();
  });

  it('refuses a file it cannot take, saying what is wrong (and which event), and changes nothing', async () => {
    const source = await openTestBackend(await tempDataDir());
    const view = await playToTheEnd(source, await source.client.createGame(HUMAN_VS_EASY));
    const good = (await source.client.exportGame(view.gameId)).text;
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    // The first box scored with a point more than the dice give.
    const illegal = good.replace(/"points":(\d+)/, (_m, p: string) => `"points":${Number(p) + 1}`);
    const cases: [string, RegExp][] = [
      ['{"format": "yacht-game", ', /^This file is not a game Yacht can read: not valid JSON/],
      ['[]', /^This is not a Yacht game file: it is JSON of another kind/],
      [good.replace('"version": 1', '"version": 7'), /unsupported version 7/],
      [illegal, /illegal: .* \(event \d+, scored\)$/],
      [good.replace(/"gameId": "[^"]*"/, '"gameId": "../../x"'), /the game id must be/],
      [
        `{"format":"yacht-game","version":1,"events":[${'['.repeat(100_000)}${']'.repeat(100_000)}]}`,
        /nested too deeply|malformed|an event must be an object/,
      ],
    ];
    for (const [text, message] of cases) {
      const refused = await backend.client.importGame(text).catch((e: unknown) => e);
      expect(refused, text.slice(0, 60)).toMatchObject({ kind: 'bad-input' });
      expect((refused as Error).message).toMatch(message);
    }
    // A game still going is not a finished game.
    const going = await source.client.createGame(HUMAN_VS_EASY);
    await source.client.act(going.gameId, { type: 'roll' });
    await expect(
      backend.client.importGame((await source.client.exportGame(going.gameId)).text),
    ).rejects.toThrow(/Only finished games can be imported: this one stops after 0 of 24 turns/);
    expect(await backend.client.finishedGames()).toEqual([]);
    expect(await readdir(dir)).not.toContain('games');
    await source.close();
    await backend.close();
  });
});

describe('deleting a game', () => {
  it('removes a finished game, never the game in progress', async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const done = await playToTheEnd(backend, await backend.client.createGame(HUMAN_VS_EASY));
    const going = await backend.client.createGame(HUMAN_VS_EASY);
    await expect(backend.client.deleteGame(going.gameId)).rejects.toMatchObject({ kind: 'conflict' });
    expect(await backend.client.deleteGame(done.gameId)).toBeNull();
    expect(await backend.client.finishedGames()).toEqual([]);
    expect(await readdir(path.join(dir, 'games'))).toEqual([]);
    await expect(backend.client.deleteGame(done.gameId)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(backend.client.getGame(done.gameId)).rejects.toMatchObject({ kind: 'not-found' });
    await backend.close();
  });
});
