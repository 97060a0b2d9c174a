// @vitest-environment happy-dom

// History's figures of a coached real-dice game whose keeps the coach graded live, then typed wrong and
// retyped: the coach's report still holds the grades of those rolls (log indexes no longer in the game), and
// History counts the live line alone, as the replay and `yacht grade` do (it counted them twice: the game is
// no practice game, whose log History read).

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/renderer/api/client';
import { accuracyOf, decisionsOf, gradeDecisions } from '../../../src/shared/coach';
import { liveEvents, seededRandom, type Action, type RetypeAction } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import { HistoryPage } from '../../../src/renderer/history/HistoryPage';
import { useGameImport } from '../../../src/renderer/history/useGameImport';
import { openTestBackend, stateOf, tempDataDir, humanMove } from '../backend/helpers';
import { closeBackends, harness } from './harness';
import { solvedTable } from '../../support/solved-tables';

afterEach(async () => {
  cleanup();
  await closeBackends();
});

function Page() {
  const fileImport = useGameImport();
  return <HistoryPage header={null} fileImport={fileImport} />;
}

/** Waits until the coach has graded every decision of the game so far. */
async function graded(client: ApiClient, gameId: string): Promise<void> {
  for (let n = 0; n < 500; n++) {
    if ((await client.coachGrades(gameId)).pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the coach did not grade the game');
}

describe('History of a coached real-dice game', () => {
  it('counts the live line alone: the grades of rolls typed wrong and retyped are not the game’s', async () => {
    const backend = await openTestBackend(await tempDataDir());
    await backend.client.setSettings({ coach: true });
    const { client } = backend;
    const game = await client.createGame({
      variant: 'classic',
      realDice: { mode: 'coached' },
      seats: [{ kind: 'human', name: 'Ann' }],
    });
    const random = seededRandom('history/retyped');
    const faces = (count: number) => Array.from({ length: count }, () => random.nextFace());
    const act = (action: Action | RetypeAction) => client.act(game.gameId, action);
    let state = stateOf(game);
    while (!state.over) {
      if (state.turn.dice === null) await act({ type: 'roll', dice: faces(5) });
      else if (state.turn.rollsUsed === 1) {
        // Keep the first two dice: a keep the coach grades at once, on dice then typed again.
        await act({ type: 'roll', keep: [0, 1], dice: faces(3) });
        await graded(client, game.gameId);
        await act({ type: 'retype' });
        await act({ type: 'roll', keep: [0, 1], dice: faces(3) });
      } else await act(humanMove(state));
      state = stateOf(await client.getGame(game.gameId));
    }
    await graded(client, game.gameId);
    const log = (await client.getGame(game.gameId)).events;
    const live = new Set(liveEvents(log));
    const report = await client.coachGrades(game.gameId);
    const [expected] = accuracyOf(gradeDecisions(solvedTable(makeRules('classic')), decisionsOf(log)), 1);
    // The situation: the coach's report holds grades of retyped rolls, and counting them would change the figure.
    const stale = report.grades.filter((g) => !live.has(g.index));
    expect(stale.length).toBeGreaterThan(0);
    expect(accuracyOf(report.grades, 1)[0]!.decisions).toBe(expected!.decisions + stale.length);

    render(<Page />, { wrapper: harness(client) });
    const [row] = await screen.findAllByTestId('history-game');
    expect(within(row!).getByTestId('history-real-dice').textContent).toBe('real dice, coached');
    await waitFor(() => expect(within(row!).getAllByTestId('history-figures')).toHaveLength(1));
    const shown = within(row!).getByTestId('history-figures');
    expect(Number(shown.getAttribute('data-accuracy'))).toBeCloseTo(expected!.accuracy, 12);
    expect(Number(shown.getAttribute('data-mean-loss'))).toBeCloseTo(expected!.meanLoss, 12);
    await backend.close();
  });
});
