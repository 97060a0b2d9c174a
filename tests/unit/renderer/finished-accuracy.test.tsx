// @vitest-environment happy-dom

// The setup page's finished games: with the coach on, each person's accuracy and expected loss per decision
// (the figures players compare across games), equal to the coach's grades of the game's log; with it off,
// nothing is asked.

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accuracyOf, decisionsOf, gradeDecisions } from '../../../src/shared/coach';
import { makeRules } from '../../../src/shared/rules';
import { accuracyText } from '../../../src/shared/coach/accuracy-words';
import { lossText } from '../../../src/renderer/coach/format';
import { whenText } from '../../../src/renderer/ui/words';
import { FinishedGames } from '../../../src/renderer/history/FinishedGames';
import { backendWithFinishedGame, closeBackends, harness } from './harness';
import { solvedTable } from '../../support/solved-tables';

afterEach(async () => {
  cleanup();
  await closeBackends();
});

describe('finished games', () => {
  it('with the coach on: the player’s expected loss per decision, as the coach grades the log', async () => {
    const { backend, finished } = await backendWithFinishedGame();
    await backend.client.setSettings({ coach: true });
    const log = (await backend.client.getGame(finished)).events;
    const [figures] = accuracyOf(gradeDecisions(solvedTable(makeRules('classic')), decisionsOf(log)), 1);
    if (!figures) throw new Error('no figures');
    expect(figures.decisions).toBeGreaterThanOrEqual(12);

    render(<FinishedGames games={await backend.client.finishedGames()} />, {
      wrapper: harness(backend.client),
    });
    const shown = await screen.findByTestId('finished-accuracy');
    expect(shown.getAttribute('data-seat')).toBe('0');
    expect(Number(shown.getAttribute('data-mean-loss'))).toBeCloseTo(figures.meanLoss, 12);
    expect(Number(shown.getAttribute('data-accuracy'))).toBeCloseTo(figures.accuracy, 12);
    expect(shown.textContent?.trim()).toBe(
      `${accuracyText(figures.accuracy)} · ${lossText(figures.meanLoss)} a decision`,
    );
    // Named by when it was played, as History and the replay name it.
    const [game] = await backend.client.finishedGames();
    expect(screen.getByTestId('finished-game').textContent).toContain(
      `Played on ${whenText(game!.createdAt)}`,
    );
  });

  it('with the coach off: the standings alone, and the coach is not asked', async () => {
    const { backend } = await backendWithFinishedGame();
    await backend.client.setSettings({ coach: false });
    const asked = vi.fn();
    const settingsRead = vi.fn();
    const client = {
      ...backend.client,
      getSettings: async () => {
        const settings = await backend.client.getSettings();
        settingsRead(settings.coach);
        return settings;
      },
      coachGrades: (gameId: string) => {
        asked(gameId);
        return backend.client.coachGrades(gameId);
      },
    };
    render(<FinishedGames games={await backend.client.finishedGames()} />, { wrapper: harness(client) });
    expect(await screen.findByTestId('finished-game')).toHaveProperty(
      'textContent',
      expect.stringContaining('Ann'),
    );
    // Checked once the page knows the coach is off.
    await waitFor(() => expect(settingsRead).toHaveBeenCalledWith(false));
    await act(async () => undefined);
    expect(screen.queryByTestId('finished-accuracy')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});
