// @vitest-environment happy-dom

// The renderer's hooks, rendered over the real backend, when a bot's first moves are pushed before the answer
// to createGame / playAgain (a bot seated first, instant bot speed). The client here holds that answer back
// until the bot's whole turn has been delivered, so what was once a rare race is the test's only ordering:
// the pushed events meet no cached view of the new game (applyAppended drops them), and the hooks must still
// end up showing them. The game by id is fetched again when it is first shown (its cached view is stale at
// once); the current game, which the app keeps mounted throughout, is fetched again only because the hooks
// refetch a new game after create / play again (commit 2cec78d) -- without that it keeps the bare log.

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameView, NewGameInput } from '../../../src/shared/api/contract';
import { replay, type GameEvent } from '../../../src/shared/game';
import type { ApiClient } from '../../../src/renderer/api/client';
import { useCreateGame, useCurrentGame, useGame, usePlayAgain } from '../../../src/renderer/api/game-hooks';
import { HUMAN_VS_EASY, humanMove, openTestBackend, tempDataDir, type TestBackend } from '../backend/helpers';
import { harness } from './harness';

const BOT_FIRST: NewGameInput = {
  variant: 'classic',
  seats: [
    { kind: 'bot', name: 'Easy bot', level: 'easy' },
    { kind: 'human', name: 'Ann' },
  ],
};

const opened: TestBackend[] = [];

afterEach(async () => {
  cleanup();
  for (const backend of opened.splice(0)) {
    backend.client.close();
    await backend.close();
  }
});

async function openBackend(): Promise<TestBackend> {
  const backend = await openTestBackend(await tempDataDir());
  opened.push(backend);
  return backend;
}

/**
 * The backend's in-memory client, except that the answer to createGame and playAgain is held back until the
 * new game's first bot turn (up to its score) has been pushed and delivered to every listener.
 */
function answerAfterBotTurn(backend: TestBackend): ApiClient {
  const client = backend.client;
  const delivered = new Map<string, GameEvent[]>();
  client.on('game-events', (appended) => {
    const events = delivered.get(appended.gameId) ?? [];
    delivered.set(appended.gameId, [...events, ...appended.events]);
  });
  const holdBack = async (view: GameView): Promise<GameView> => {
    const scored = (): boolean => (delivered.get(view.gameId) ?? []).some((e) => e.type === 'scored');
    for (let i = 0; i < 500 && !scored(); i++) await new Promise((r) => setTimeout(r, 10));
    if (!scored()) throw new Error(`the bot's first turn in ${view.gameId} was never pushed`);
    // Every listener had it: the live updates saw those events before the answer, as in the race.
    await new Promise((r) => setTimeout(r, 0));
    return view;
  };
  return {
    ...client,
    createGame: async (setup) => holdBack(await client.createGame(setup)),
    playAgain: async (gameId) => holdBack(await client.playAgain(gameId)),
  };
}

/** The table as the app shows it: the game on screen (by id, from a start or play again) and the current game. */
function useTable() {
  const [gameId, setGameId] = useState<string | null>(null);
  const game = useGame(gameId);
  const current = useCurrentGame();
  const create = useCreateGame();
  const playAgain = usePlayAgain();
  return {
    game,
    current,
    create: async (setup: NewGameInput) => setGameId((await create.mutateAsync(setup)).gameId),
    playAgain: async (finished: string) => setGameId((await playAgain.mutateAsync(finished)).gameId),
  };
}

/** A whole game for the human (the bot plays its own turns): the finished game's id. */
async function playOut(backend: TestBackend, setup: NewGameInput): Promise<string> {
  const client = backend.client;
  let view = await client.createGame(setup);
  for (let i = 0; i < 2000; i++) {
    const state = replay(view.events);
    if (state.over) return view.gameId;
    const seat = state.seats[state.turn.seat];
    if (seat?.kind === 'human') await client.act(view.gameId, humanMove(state));
    else await new Promise((r) => setTimeout(r, 2));
    view = await client.getGame(view.gameId);
  }
  throw new Error('the game never ended');
}

describe("a bot's first moves pushed before the answer", () => {
  it('are shown after createGame with a bot seated first', async () => {
    const backend = await openBackend();
    const { result } = renderHook(useTable, { wrapper: harness(answerAfterBotTurn(backend)) });
    await waitFor(() => expect(result.current.current.isSuccess).toBe(true));

    await act(() => result.current.create(BOT_FIRST));

    const full = (await backend.client.currentGame())?.events ?? [];
    expect(full.some((e) => e.type === 'scored')).toBe(true);
    await waitFor(() => expect(result.current.game.data?.events).toEqual(full));
    await waitFor(() => expect(result.current.current.data?.events).toEqual(full));
    // The human is on turn: the table does not wait for a bot.
    expect(result.current.game.data?.state.seats[result.current.game.data.state.turn.seat]?.kind).toBe(
      'human',
    );
  });

  it('are shown after playAgain passes the first roll to a bot', async () => {
    const backend = await openBackend();
    const finished = await playOut(backend, HUMAN_VS_EASY);
    const { result } = renderHook(useTable, { wrapper: harness(answerAfterBotTurn(backend)) });
    await waitFor(() => expect(result.current.current.isSuccess).toBe(true));

    await act(() => result.current.playAgain(finished));

    const full = (await backend.client.currentGame())?.events ?? [];
    expect(full.some((e) => e.type === 'scored')).toBe(true);
    await waitFor(() => expect(result.current.game.data?.events).toEqual(full));
    await waitFor(() => expect(result.current.current.data?.events).toEqual(full));
  });
});

/**
 * The backend's in-memory client, except that an answer to getGame / currentGame is taken at once but held
 * back until the new game's first bot turn has been pushed and delivered: a stale snapshot arriving after the
 * events it lacks.
 */
function staleSnapshots(backend: TestBackend): ApiClient {
  const client = backend.client;
  let scored = false;
  client.on('game-events', (appended) => {
    if (appended.events.some((e) => e.type === 'scored')) scored = true;
  });
  // Only a snapshot of a game taken before its bot scored is held back.
  const late = async <T extends GameView | null>(answer: T): Promise<T> => {
    if (answer === null || answer.events.some((e) => e.type === 'scored')) return answer;
    for (let i = 0; i < 500 && !scored; i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 0));
    return answer;
  };
  return {
    ...client,
    getGame: async (gameId) => late(await client.getGame(gameId)),
    currentGame: async () => late(await client.currentGame()),
  };
}

describe('a fetched log older than the pushed events', () => {
  it('does not replace them (the table never shows a turn that no later event corrects)', async () => {
    const backend = await openBackend();
    const { result } = renderHook(useTable, { wrapper: harness(staleSnapshots(backend)) });
    await waitFor(() => expect(result.current.current.isSuccess).toBe(true));

    await act(() => result.current.create(BOT_FIRST));
    await backend.games.settled();

    const full = (await backend.client.currentGame())?.events ?? [];
    expect(full.some((e) => e.type === 'scored')).toBe(true);
    await waitFor(() => expect(result.current.game.data?.events).toEqual(full));
    await waitFor(() => expect(result.current.current.data?.events).toEqual(full));
    // Settled: no fetch still on its way takes it back.
    await new Promise((r) => setTimeout(r, 100));
    expect(result.current.game.data?.events).toEqual(full);
    expect(result.current.current.data?.events).toEqual(full);
  });
});
