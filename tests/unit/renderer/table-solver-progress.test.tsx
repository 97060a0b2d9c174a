// @vitest-environment happy-dom

// The table shows the solver's progress while a seated bot waits for the rules' solution: a Perfect bot, and
// a Hard bot on rules of one's own (its valuation is made from the solution); never for Medium.

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BotLevel } from '../../../src/shared/game';
import { GameScreen } from '../../../src/renderer/table/GameScreen';
import { CLASSIC_EXTRA } from '../../support/custom-rules';
import { openTestBackend, tempDataDir, type TestBackend } from '../backend/helpers';
import { harness } from './harness';

const opened: TestBackend[] = [];
afterEach(async () => {
  cleanup();
  for (const backend of opened.splice(0)) {
    backend.client.close();
    await backend.close();
  }
});

/**
 * The table of a game of Ann against a bot of `level` on CLASSIC_EXTRA, its solution said to be 40% done;
 * resolves once the page has read the solver's status.
 */
async function tableAgainst(level: BotLevel): Promise<void> {
  const backend = await openTestBackend(await tempDataDir());
  opened.push(backend);
  const view = await backend.client.createGame({
    variant: 'classic',
    custom: CLASSIC_EXTRA,
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', level, name: 'Bot' },
    ],
  });
  let read = false;
  const client = {
    ...backend.client,
    solverStatus: async () => {
      const list = (await backend.client.solverStatus()).map((status) =>
        status.fingerprint === view.fingerprint ? { ...status, progress: 0.4, ready: false } : status,
      );
      read = list.some((status) => status.fingerprint === view.fingerprint);
      return list;
    },
  };
  render(
    <GameScreen
      gameId={view.gameId}
      header={null}
      onGame={() => undefined}
      onNewSetup={() => undefined}
      onReplay={() => undefined}
    />,
    { wrapper: harness(client) },
  );
  await screen.findByTestId('roll');
  await waitFor(() => expect(read, 'the page read the status of the game’s rules').toBe(true));
}

describe('the table while the solution is worked out', () => {
  it.each(['perfect', 'hard'] as const)(
    'shows its progress for a %s bot on rules of ones own',
    async (level) => {
      await tableAgainst(level);
      expect(await screen.findByTestId('solver-progress')).toBeTruthy();
    },
  );

  it('shows no progress for a Medium bot, which needs no solution', async () => {
    await tableAgainst('medium');
    // The status, 40% done, has been read and the page drawn again with it: still nothing is shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('solver-progress')).toBeNull();
  });
});
