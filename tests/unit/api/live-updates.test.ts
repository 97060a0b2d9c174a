// The renderer's in-memory client over the real backend, and the query cache that pushed events keep current
// (what the hooks show), without rendering anything.

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Appended, GameView, Notice, SolverStatus } from '../../../src/shared/api/contract';
import type { Face } from '../../../src/shared/dice';
import { replay, type GameEvent } from '../../../src/shared/game';
import { addNotice, appendEvents, queryKeys, upsertSolverStatus } from '../../../src/renderer/api/cache';
import { ApiError } from '../../../src/renderer/api/client';
import { connectLiveUpdates } from '../../../src/renderer/api/live-updates';
import { FakeSolver, HUMAN_VS_EASY, openTestBackend, tempDataDir } from '../backend/helpers';

const created = {
  type: 'created',
  variant: 'classic',
  options: { secondYacht: false, joker: 'forced' },
  seats: [{ kind: 'human', name: 'Ann' }],
  firstSeat: 0,
  seed: null,
  createdAt: 'now',
} as const;
const roll = (n: Face): GameEvent => ({ type: 'rolled', seat: 0, dice: [n, n, n, n, n], kept: [] });
const view: GameView = { gameId: 'g', status: 'playing', events: [created], fingerprint: 'f' };

async function until(test: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!test()) throw new Error(`timed out waiting for ${what}`);
}

describe('the cache steps', () => {
  it('append events that follow on, ignore ones already held, and report a gap', () => {
    const one: Appended = { gameId: 'g', from: 1, events: [roll(1)] };
    const after = appendEvents(view, one);
    expect(after).not.toBe('gap');
    expect((after as GameView).events).toEqual([created, roll(1)]);
    expect(appendEvents(after as GameView, one)).toBe(after);
    expect(appendEvents(after as GameView, { gameId: 'g', from: 1, events: [roll(1), roll(2)] })).toEqual({
      ...view,
      events: [created, roll(1), roll(2)],
    });
    expect(appendEvents(view, { gameId: 'g', from: 2, events: [roll(2)] })).toBe('gap');
    expect(appendEvents(view, { gameId: 'other', from: 1, events: [roll(2)] })).toBe(view);
    // A keep that changed nothing is answered with no event: the cached game stays as it is.
    expect(appendEvents(after as GameView, { gameId: 'g', from: 2, events: [] })).toBe(after);
  });

  it('replace a solver status by fingerprint and add a notice once', () => {
    const status = (progress: number): SolverStatus => ({
      fingerprint: 'f',
      variant: 'classic',
      options: { secondYacht: false, joker: 'forced' },
      name: 'Classic Yacht',
      progress,
      ready: progress === 1,
      error: null,
    });
    expect(upsertSolverStatus([status(0.1)], status(0.5))).toEqual([status(0.5)]);
    const notice: Notice = { id: 'n1', level: 'info', message: 'hi', at: 'now', file: null };
    expect(addNotice(addNotice(undefined, notice), notice)).toEqual([notice]);
  });
});

describe('the in-memory client with live updates', () => {
  it('keeps the cached game, settings, solver status and finished list current from pushed events', async () => {
    const solver = new FakeSolver(true);
    const backend = await openTestBackend(await tempDataDir(), { solver });
    const client = backend.client;
    const queries = new QueryClient();
    const stop = connectLiveUpdates(client, queries);

    const game = await client.createGame(HUMAN_VS_EASY);
    queries.setQueryData(queryKeys.game(game.gameId), game);
    queries.setQueryData(queryKeys.currentGame, game);
    await client.act(game.gameId, { type: 'roll' });
    const cached = (): GameView | undefined => queries.getQueryData<GameView>(queryKeys.game(game.gameId));
    await until(() => cached()?.events.length === 2, 'the roll in the cache');
    const state = replay(cached()?.events ?? []);
    const box = state.rules.boxes[0]?.id ?? '';
    await client.act(game.gameId, { type: 'score', box });
    // The bot's turn arrives by itself.
    await until(() => replay(cached()?.events ?? []).turnsPlayed === 2, "the bot's turn in the cache");
    expect(queries.getQueryData<GameView>(queryKeys.currentGame)?.events).toEqual(cached()?.events);
    expect(cached()?.events).toEqual((await client.getGame(game.gameId)).events);

    await client.setSettings({ theme: 'dark' });
    await until(
      () => queries.getQueryData<{ theme: string }>(queryKeys.settings)?.theme === 'dark',
      'settings',
    );

    await client.prepareSolver({ variant: 'yatzy' });
    // The coach asked for the game's table (classic) already; yatzy's comes next to it.
    const yatzy = (): SolverStatus | undefined =>
      queries.getQueryData<SolverStatus[]>(queryKeys.solver)?.find((s) => s.variant === 'yatzy');
    await until(() => yatzy() !== undefined, 'progress');
    expect(yatzy()).toMatchObject({ variant: 'yatzy', ready: false });

    await client.abandonGame(game.gameId);
    await until(() => queries.getQueryData(queryKeys.currentGame) === null, 'the game ended');
    expect(queries.getQueryData(queryKeys.game(game.gameId))).toBeUndefined();

    stop();
    client.close();
    await backend.close();
  });

  it('rethrows refusals as ApiError with the kind and message, and validates before calling', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const call = backend.client.getGame('missing');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toThrow('there is no game missing');
    await expect(call).rejects.toMatchObject({ kind: 'not-found' });
    await expect(backend.client.getGame('')).rejects.toMatchObject({ kind: 'bad-input' });
    const game = await backend.client.createGame(HUMAN_VS_EASY);
    await expect(backend.client.act(game.gameId, { type: 'score', box: 'chance' })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'roll the dice before scoring',
    });
    // @ts-expect-error: a bad argument, as a careless caller might pass.
    await expect(backend.client.setSettings({ theme: 'blue' })).rejects.toThrow(
      /Invalid arguments for setSettings: args\[0\]\.theme: Invalid option/,
    );
    backend.client.close();
    await backend.close();
  });

  it('asks again for the hints and replays refused while the table was made, and only those, once it is ready', async () => {
    const solver = new FakeSolver(true);
    const backend = await openTestBackend(await tempDataDir(), { solver });
    const client = backend.client;
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = connectLiveUpdates(client, queries);
    const game = await client.createGame({ variant: 'classic', seats: [{ kind: 'human', name: 'Ann' }] });
    let asked = 0;
    // Watched, as the hint dialog watches its query (only watched queries are asked again).
    const watch = (key: readonly unknown[]) =>
      new QueryObserver(queries, {
        queryKey: key,
        queryFn: () => (asked++, client.coachHint(game.gameId)),
        retry: false,
      }).subscribe(() => {});
    const status = (key: readonly unknown[]) => queries.getQueryState(key);
    const early = queryKeys.coachHint(game.gameId, 1);
    const waiting = queryKeys.coachHint(game.gameId, 2);
    // Before the first roll there is no decision: refused as a conflict, which a table does not change.
    const stops = [watch(early)];
    await until(() => status(early)?.status === 'error', 'the first refusal');
    expect(status(early)?.error).toMatchObject({ kind: 'conflict' });
    await client.act(game.gameId, { type: 'roll' });
    // With dice on the table but the table still being made: refused as not ready.
    stops.push(watch(waiting));
    await until(() => status(waiting)?.status === 'error', 'the second refusal');
    expect(status(waiting)?.error).toMatchObject({
      kind: 'not-ready',
      message: expect.stringMatching(/still solving/),
    });
    expect(asked).toBe(2);
    // A replay asked for now is refused the same way.
    const replayKey = queryKeys.replay(game.gameId, 2);
    stops.push(
      new QueryObserver(queries, {
        queryKey: replayKey,
        queryFn: () => client.replayGame(game.gameId),
        retry: false,
      }).subscribe(() => {}),
    );
    await until(() => status(replayKey)?.status === 'error', 'the replay’s refusal');
    expect(status(replayKey)?.error).toMatchObject({ kind: 'not-ready' });
    solver.release();
    // The not-ready hint and replay are asked again by themselves, and now answer; the conflict is not.
    await until(() => status(waiting)?.status === 'success', 'the hint');
    await until(() => status(replayKey)?.status === 'success', 'the replay');
    expect(asked).toBe(3);
    expect(status(early)?.status).toBe('error');
    stops.forEach((unsubscribe) => unsubscribe());
    stop();
    client.close();
    await backend.close();
  });
});
