// Undo through the backend: the engine's `undone` event appended, saved and pushed like any other; the bots'
// moves after the human decision go with it (a bot about to move is stopped); the game is marked practice in
// the finished list; nothing to undo is refused with the engine's words. Called through the in-memory client,
// which checks every argument and result against the contract as a transport does (`undone` included).

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/shared/game';
import { GameStore } from '../../../src/main/backend/game-store';
import {
  HUMAN_VS_EASY,
  humanMove,
  openTestBackend,
  stateOf,
  steppingClock,
  tempDataDir,
  type TestBackend,
} from './helpers';

/** What a player sees of a state (the counters of events, faces and undos go on after an undo). */
function table(state: GameState): unknown {
  const { sheets, extraYachts, turnsPlayed, turn, over } = state;
  return { sheets, extraYachts, turnsPlayed, turn, over };
}

async function playToTheEnd(backend: TestBackend, gameId: string): Promise<void> {
  for (let n = 0; n < 500; n++) {
    await backend.games.settled();
    const state = stateOf(await backend.client.getGame(gameId));
    if (state.over) return;
    await backend.client.act(gameId, humanMove(state));
  }
  throw new Error('the game did not end');
}

describe('undo', () => {
  it("takes back the human's decision and the bot's turn after it, saved and pushed", async () => {
    const dir = await tempDataDir();
    const backend = await openTestBackend(dir);
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    const id = view.gameId;
    await backend.client.act(id, { type: 'roll' });
    const before = await backend.client.getGame(id);
    await backend.client.act(id, { type: 'score', box: 'choice' });
    await backend.games.settled(); // the bot plays its turn
    const played = await backend.client.getGame(id);
    expect(stateOf(played).turnsPlayed).toBe(2);

    const undone = await backend.client.undo(id);
    expect(undone).toEqual({ gameId: id, from: played.events.length, length: played.events.length + 1 });
    const pushed = {
      gameId: id,
      from: played.events.length,
      events: [{ type: 'undone', seat: 0, to: before.events.length }],
    };
    expect(backend.events).toContainEqual({ type: 'game-events', ...pushed });
    const after = await backend.client.getGame(id);
    expect(after.events).toEqual([...played.events, ...pushed.events]);
    expect(table(stateOf(after))).toEqual(table(stateOf(before)));
    // Saved: the log on disk is the one served.
    const saved = await new GameStore({
      dataDir: dir,
      clock: steppingClock(),
      notify: () => {},
    }).loadCurrent();
    expect(saved?.game.events).toEqual(after.events);
    // It is the human's turn again: the bots wait.
    await backend.games.settled();
    expect((await backend.client.getGame(id)).events).toHaveLength(after.events.length);

    // The first roll of a turn is not a decision: nothing is left to take back.
    await expect(backend.client.undo(id)).rejects.toThrow('there is no decision of a player to take back');
    await backend.close();
  });

  it('stops a bot about to move, and the bots play on from the state restored', async () => {
    const backend = await openTestBackend(await tempDataDir());
    backend.settings.update({ botSpeed: 'slow' });
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    const id = view.gameId;
    await backend.client.act(id, { type: 'roll' });
    const score = await backend.client.act(id, { type: 'score', box: 'choice' });
    // The bot's first roll is due in 1.4 s: the undo comes first and stops it, so nothing is left to wait for
    // (settled() would otherwise wait for the bot's move).
    const undone = await backend.client.undo(id);
    expect(undone.from).toBe(score.from + 1);
    const start = performance.now();
    await backend.games.settled();
    expect(performance.now() - start).toBeLessThan(1000);
    const after = await backend.client.getGame(id);
    expect(after.events).toHaveLength(undone.from + 1);
    expect(stateOf(after).turn.seat).toBe(0);
    // Scoring again hands the turn to the bot, which plays it.
    backend.settings.update({ botSpeed: 'instant' });
    await backend.client.act(id, { type: 'score', box: 'yacht' });
    await backend.games.settled();
    expect(stateOf(await backend.client.getGame(id)).turnsPlayed).toBe(2);
    await backend.close();
  });

  it('marks the game as practice in the finished list; a game without undo is not', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const practice = await backend.client.createGame(HUMAN_VS_EASY);
    await backend.client.act(practice.gameId, { type: 'roll' });
    await backend.client.act(practice.gameId, { type: 'score', box: 'choice' });
    await backend.games.settled();
    await backend.client.undo(practice.gameId);
    await playToTheEnd(backend, practice.gameId);
    const straight = await backend.client.createGame(HUMAN_VS_EASY);
    await playToTheEnd(backend, straight.gameId);
    const list = await backend.client.finishedGames();
    expect(list.map((g) => [g.gameId, g.practice])).toEqual([
      [straight.gameId, false],
      [practice.gameId, true],
    ]);
    await backend.close();
  });

  it('refuses with nothing to undo, and for unknown or finished games', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    await expect(backend.client.undo(view.gameId)).rejects.toThrow(
      'there is no decision of a player to take back',
    );
    await expect(backend.client.undo('no-such-game')).rejects.toThrow('there is no game no-such-game');
    await playToTheEnd(backend, view.gameId);
    await expect(backend.client.undo(view.gameId)).rejects.toThrow('the game is over');
    await backend.close();
  });
});
