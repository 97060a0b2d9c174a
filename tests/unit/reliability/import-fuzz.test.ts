// The importer under fuzz: game files damaged every way (cut, bytes changed, text put in, values swapped or
// dropped, wrong types and versions, illegal events, huge arrays, deep nesting, 50 MB) go through importGame.
// Each is refused with a one-line message (or, still a good game, kept), nothing crashes, and a refused file
// leaves the history as it was. YACHT_IMPORT_FUZZ_FILES sets the count (the suite's size by default).

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/api/errors';
import {
  gameFileText,
  MAX_GAME_FILE_BYTES,
  pad,
  scriptedRandom,
  startGame,
  play,
} from '../../../src/shared/game';
import { bigGameFile } from '../../support/big-game-file';
import { LEAN_YATZY } from '../../support/custom-rules';
import { openTestBackend, tempDataDir } from '../backend/helpers';

/** A finished game by custom rules (Lean Yatzy, one person), as a file. */
function goodCustomGame(): string {
  let game = startGame({
    variant: 'yatzy',
    custom: LEAN_YATZY,
    seats: [{ kind: 'human', name: 'Ann' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  for (let turn = 0; turn < 20 && !game.state.over; turn++) {
    game = play(game, { type: 'roll' }, { random: scriptedRandom([1, 2, 3, 4, 5]) });
    game = play(game, { type: 'score', box: pad(game.state)!.entries.find((e) => e.legal)!.box });
  }
  return gameFileText(game.events, { gameId: 'g-custom', finishedAt: '2026-01-01T01:00:00.000Z' });
}

const FILES = Number(process.env['YACHT_IMPORT_FUZZ_FILES'] ?? 10_000);

describe('importing game files', () => {
  it(`${FILES} damaged files: refused with a one-line message or kept whole; refusals change nothing`, async () => {
    // A finished game to damage: one person, classic (a small file).
    const source = await openTestBackend(await tempDataDir());
    const view = await source.client.createGame({
      variant: 'classic',
      seats: [{ kind: 'human', name: 'Ann' }],
    });
    for (let turn = 0; turn < 12; turn++) {
      await source.client.act(view.gameId, { type: 'roll' });
      const { pad, replay } = await import('../../../src/shared/game');
      const box = pad(replay((await source.client.getGame(view.gameId)).events))!.entries.find(
        (e) => e.legal,
      )!.box;
      await source.client.act(view.gameId, { type: 'score', box });
    }
    const good = (await source.client.exportGame(view.gameId)).text;
    const parsed = JSON.parse(good) as { events: unknown[] };
    await source.close();

    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const history = async (): Promise<string> =>
      JSON.stringify([
        await backend.client.finishedGames(),
        await readdir(path.join(dir, 'games')).catch(() => []),
      ]);

    const at = fc.integer({ min: 0, max: good.length - 1 });
    const text = fc.oneof(
      { weight: 3, arbitrary: at.map((n) => good.slice(0, n)) },
      {
        weight: 3,
        arbitrary: fc
          .tuple(at, fc.string({ minLength: 1, maxLength: 6 }))
          .map(([n, s]) => good.slice(0, n) + s + good.slice(n + 1)),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(fc.integer({ min: 0, max: parsed.events.length - 1 }), fc.jsonValue({ maxDepth: 2 }))
          .map(([i, odd]) =>
            JSON.stringify({ ...parsed, events: parsed.events.map((e, j) => (j === i ? odd : e)) }),
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.integer({ min: 1, max: parsed.events.length - 1 }),
            fc.constantFrom('points', 'dice', 'seat', 'box', 'kept', 'type'),
            fc.jsonValue({ maxDepth: 1 }),
          )
          .map(([i, key, odd]) =>
            JSON.stringify({
              ...parsed,
              events: parsed.events.map((e, j) => (j === i ? { ...(e as object), [key]: odd } : e)),
            }),
          ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          good.replace('"version": 1', '"version": 2'),
          good.replace('"yacht-game"', '"chess-game"'),
          JSON.stringify({ ...parsed, events: Array(50_000).fill(parsed.events[1]) }),
          `{"format":"yacht-game","version":1,"events":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
          JSON.stringify({ ...parsed, __proto__: { over: true } }).replace(
            '{',
            '{"__proto__":{"over":true},',
          ),
          'null',
          '"yacht"',
          '',
        ),
      },
      { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    );

    let kept = 0;
    let refused = 0;
    const before = await history();
    await fc.assert(
      fc.asyncProperty(text, async (file) => {
        const now = await history();
        try {
          await backend.client.importGame(file);
          kept++;
        } catch (error) {
          refused++;
          expect(error).toBeInstanceOf(ApiError);
          const e = error as ApiError;
          expect(e.kind, e.message).toBe('bad-input');
          expect(e.message).not.toMatch(/\n/);
          expect(e.message.length).toBeLessThanOrEqual(400);
          expect(await history(), 'a refused file changed the history').toBe(now);
        }
      }),
      { numRuns: FILES, seed: Number(process.env['YACHT_FUZZ_SEED'] ?? Date.now() % 2 ** 31) },
    );
    // And one file of 50 MB, refused before it is read.
    await expect(backend.client.importGame('x'.repeat(50 * 1024 * 1024))).rejects.toThrow(/at most 2 MB/);
    expect(refused).toBeGreaterThan(FILES / 2);
    // What was kept is the one good game (the same game again is kept once).
    expect((await backend.client.finishedGames()).length).toBeLessThanOrEqual(kept === 0 ? 0 : kept);
    expect(before).toBe(JSON.stringify([[], []]));

    // The limit is bytes, the same for every reader: a legal game of 1.5 MB is kept, one byte over is refused.
    const big = await backend.client.importGame(bigGameFile(1.5 * 1024 * 1024, 'g-big'));
    expect(big.gameId).toBe('g-big');
    await expect(backend.client.importGame(bigGameFile(MAX_GAME_FILE_BYTES + 1))).rejects.toThrow(
      'args[0]: the file is 2,097,153 bytes: a game file is at most 2 MB (2,097,152 bytes)',
    );
    // What zod would let through without a word is refused, saying where or what.
    const refusal = async (file: string): Promise<string> => {
      const now = await history();
      const error = await backend.client.importGame(file).then(
        () => new Error('kept'),
        (e: unknown) => e as Error,
      );
      expect(await history()).toBe(now);
      return error.message;
    };
    const custom = goodCustomGame();
    expect(await refusal(custom.replace('"boxes":{', '"boxes":{"__proto__":"sum",'))).toBe(
      'This file is not a game Yacht can read: events[0].custom.boxes.__proto__: this key is not allowed',
    );
    expect(await refusal(good.replace('{', `{"padding":"${'x'.repeat(900_000)}",`))).toBe(
      'This file is not a game Yacht can read: unknown key "padding": a game file holds format, version, gameId, finishedAt, events',
    );
    await backend.close();
  }, 300_000);
});
