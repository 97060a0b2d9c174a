// @vitest-environment happy-dom

// What a player reads when the disk is full, from the hooks the pages use over the real backend (its game files
// written by a disk the test fills and empties): a move, an import and a Skip that could not be saved say so and
// what to do; a move that works again clears the words, and so does a bot that carries on by itself.

import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gameFileText } from '../../../src/shared/game';
import { useGame } from '../../../src/renderer/api/game-hooks';
import { useGameImport } from '../../../src/renderer/history/useGameImport';
import { useBotSkip } from '../../../src/renderer/table/useBotSkip';
import { useTableMoves } from '../../../src/renderer/table/useTableMoves';
import { FailingDisk } from '../../support/failing-disk';
import { FakeTimers } from '../../support/fake-timers';
import {
  botLog,
  HUMAN_VS_EASY,
  humanMove,
  openTestBackend,
  stateOf,
  tempDataDir,
  type TestBackend,
} from '../backend/helpers';
import { harness, SOLO } from './harness';

const FREE_SOME_SPACE = 'Free some space on the disk, then try again.';
const opened: TestBackend[] = [];

afterEach(async () => {
  cleanup();
  for (const backend of opened.splice(0)) {
    backend.client.close();
    await backend.close();
  }
});

async function openBackend(disk: FailingDisk, timers?: FakeTimers): Promise<TestBackend> {
  const backend = await openTestBackend(await tempDataDir(), { ...disk.files, timers });
  opened.push(backend);
  return backend;
}

describe('a full disk, as the player reads it', () => {
  it('a move: what happened and what to do, until a move goes through', async () => {
    const disk = new FailingDisk();
    const backend = await openBackend(disk);
    const { gameId } = await backend.client.createGame(SOLO);
    const { result } = renderHook(
      () => {
        const game = useGame(gameId);
        return { moves: useTableMoves(gameId, game.data?.state), game };
      },
      { wrapper: harness(backend.client) },
    );
    await waitFor(() => expect(result.current.game.data).toBeDefined());
    disk.full = true;
    act(() => result.current.moves.whileBusy({ type: 'roll' }));
    await waitFor(() =>
      expect(result.current.moves.error).toBe(
        `the disk is full: nothing was saved (the move). ${FREE_SOME_SPACE}`,
      ),
    );
    disk.full = false;
    act(() => result.current.moves.whileBusy({ type: 'roll' }));
    await waitFor(() => expect(result.current.game.data?.events).toHaveLength(2));
    expect(result.current.moves.error).toBeNull();
  });

  it('an import: the file was not imported, why, and what to do', async () => {
    const disk = new FailingDisk();
    const backend = await openBackend(disk);
    const { result } = renderHook(() => useGameImport(), { wrapper: harness(backend.client) });
    disk.full = true;
    const text = gameFileText(botLog('classic', 'renderer'), { gameId: 'friend' });
    act(() => result.current.importFile(new File([text], 'friend.yacht.json')));
    await waitFor(() =>
      expect(result.current.status).toEqual({
        kind: 'refused',
        fileName: 'friend.yacht.json',
        message: `the disk is full: nothing was saved (the imported game). ${FREE_SOME_SPACE}`,
      }),
    );
  });

  it('a Skip: said until the bot, carrying on by itself once the disk takes its move, moves the game on', async () => {
    const disk = new FailingDisk();
    const timers = new FakeTimers();
    const backend = await openBackend(disk, timers);
    const view = await backend.client.createGame(HUMAN_VS_EASY);
    await backend.client.act(view.gameId, { type: 'roll' });
    await backend.client.act(view.gameId, humanMove(stateOf(await backend.client.getGame(view.gameId))));
    const { result } = renderHook(
      () => {
        const game = useGame(view.gameId);
        return { skip: useBotSkip(view.gameId, game.data?.events.length), game };
      },
      { wrapper: harness(backend.client) },
    );
    await waitFor(() => expect(result.current.game.data).toBeDefined());
    const length = result.current.game.data?.events.length ?? 0;
    disk.full = true;
    act(() => result.current.skip.skip());
    await waitFor(() =>
      expect(result.current.skip.error).toBe(
        `the disk is full: nothing was saved (the move). ${FREE_SOME_SPACE}`,
      ),
    );
    // No second Skip: the paced bot tries again by itself (its retry pause fired here) and plays.
    disk.full = false;
    await waitFor(async () => {
      await timers.fire();
      expect(result.current.game.data?.events.length).toBeGreaterThan(length);
    });
    expect(result.current.skip.error).toBeNull();
  });
});
