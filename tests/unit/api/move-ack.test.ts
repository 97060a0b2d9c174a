// A move answers with an acknowledgement only; the page shows the move from the pushed events, and the move is
// done for the page once they are in its cache (untilPushed), whichever came first.

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../../src/shared/api/contract';
import type { GameEvent } from '../../../src/shared/game';
import { queryKeys } from '../../../src/renderer/api/cache';
import { applyAppended, untilPushed } from '../../../src/renderer/api/live-updates';
import { HUMAN_VS_EASY, openTestBackend, tempDataDir } from '../backend/helpers';

const created = {
  type: 'created',
  variant: 'classic',
  options: { secondYacht: false, joker: 'forced' },
  seats: [{ kind: 'human', name: 'Ann' }],
  firstSeat: 0,
  seed: null,
  createdAt: 'now',
} as const;
const rolled: GameEvent = { type: 'rolled', seat: 0, dice: [1, 2, 3, 4, 5], kept: [] };
const view: GameView = { gameId: 'g', status: 'playing', events: [created], fingerprint: 'f' };

describe('a move acknowledged', () => {
  it('is done at once when its events are in the cache already, or when no view of its game is cached', async () => {
    const queries = new QueryClient();
    await untilPushed(queries, { gameId: 'g', from: 1, length: 2 });
    queries.setQueryData(queryKeys.game('g'), { ...view, events: [created, rolled] });
    await untilPushed(queries, { gameId: 'g', from: 1, length: 2 });
  });

  it('waits for its events when the answer comes first', async () => {
    const queries = new QueryClient();
    queries.setQueryData(queryKeys.game('g'), view);
    queries.setQueryData(queryKeys.currentGame, view);
    let done = false;
    const waiting = untilPushed(queries, { gameId: 'g', from: 1, length: 2 }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    applyAppended(queries, { gameId: 'g', from: 1, events: [rolled] });
    await waiting;
    expect(queries.getQueryData<GameView>(queryKeys.currentGame)?.events).toEqual([created, rolled]);
  });

  it('has the game fetched again when its events do not come', async () => {
    const queries = new QueryClient();
    queries.setQueryData(queryKeys.game('g'), view);
    await untilPushed(queries, { gameId: 'g', from: 1, length: 2 }, 30);
    // Marked stale: a page showing it fetches it at once.
    expect(queries.getQueryState(queryKeys.game('g'))?.isInvalidated).toBe(true);
  });

  it('over the in-memory transport: the answer names the events the pushed ones carry', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const game = await backend.client.createGame({ ...HUMAN_VS_EASY, seats: [HUMAN_VS_EASY.seats[0]!] });
    const pushed: { from: number; events: readonly GameEvent[] }[] = [];
    backend.client.on('game-events', (event) => pushed.push(event));
    const ack = await backend.client.act(game.gameId, { type: 'roll' });
    expect(ack).toEqual({ gameId: game.gameId, from: 1, length: 2 });
    await new Promise((r) => setTimeout(r, 10));
    expect(pushed).toEqual([
      { type: 'game-events', gameId: game.gameId, from: 1, events: [expect.anything()] },
    ]);
    await backend.close();
  });
});
