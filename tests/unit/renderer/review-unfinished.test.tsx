// @vitest-environment happy-dom

// A finished game opened for review (from the setup page's list) while another game is unfinished: its end
// page says that playing again would drop the unfinished game, and offers the way back to it.

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameScreen } from '../../../src/renderer/table/GameScreen';
import { backendWithFinishedGame, closeBackends, harness, SOLO } from './harness';

afterEach(async () => {
  cleanup();
  await closeBackends();
});

describe('reviewing a finished game', () => {
  it('with another game unfinished: says Play again drops it, and leads back to it', async () => {
    const { backend, finished } = await backendWithFinishedGame();
    const unfinished = await backend.client.createGame(SOLO);
    const onGame = vi.fn();
    render(
      <GameScreen
        gameId={finished}
        header={null}
        onGame={onGame}
        onNewSetup={() => undefined}
        onReplay={() => undefined}
      />,
      {
        wrapper: harness(backend.client),
      },
    );

    expect(await screen.findByTestId('drops-unfinished')).toHaveProperty(
      'textContent',
      'Playing again or a new game drops the unfinished one.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the unfinished game' }));
    expect(onGame).toHaveBeenCalledWith(unfinished.gameId);
    // Nothing was dropped on the way.
    expect((await backend.client.currentGame())?.gameId).toBe(unfinished.gameId);
  });

  it('with no other game unfinished: Play again alone, no warning', async () => {
    const { backend, finished } = await backendWithFinishedGame();
    // The page's answer to currentGame, seen arriving, so the absence below is checked after it.
    const answered = vi.fn();
    const client = {
      ...backend.client,
      currentGame: async () => {
        const view = await backend.client.currentGame();
        answered(view?.gameId ?? null);
        return view;
      },
    };
    render(
      <GameScreen
        gameId={finished}
        header={null}
        onGame={() => undefined}
        onNewSetup={() => undefined}
        onReplay={() => undefined}
      />,
      {
        wrapper: harness(client),
      },
    );

    await screen.findByTestId('play-again');
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByTestId('drops-unfinished')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to the unfinished game' })).toBeNull();
  });
});
