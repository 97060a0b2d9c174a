// @vitest-environment happy-dom

// The history page: every finished game newest first with each person's figures (as the coach grades the
// log), filters by rule set and seat name, a delete that asks first, and game files opened: a good one
// imported (and said so), a broken one refused with the reason and nothing added. And the pure parts: the
// filters, the charted person and their trend, the page addresses.

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FinishedGame } from '../../../src/shared/api/contract';
import { accuracyOf, decisionsOf, gradeDecisions } from '../../../src/shared/coach';
import { makeRules } from '../../../src/shared/rules';
import { solveRules } from '../../../src/shared/solver';
import {
  chartedPerson,
  filterGames,
  lossTrend,
  NO_FILTER,
  ruleSetsOf,
  seatNamesOf,
} from '../../../src/renderer/history/history-view';
import type { GameAccuracy } from '../../../src/renderer/history/useHistoryAccuracy';
import { useGameImport } from '../../../src/renderer/history/useGameImport';
import { HistoryPage } from '../../../src/renderer/pages/HistoryPage';
import { parseRoute, routeHash } from '../../../src/renderer/routing';
import { humanMove, stateOf } from '../backend/helpers';
import { backendWithFinishedGame, closeBackends, harness } from './harness';

afterEach(async () => {
  cleanup();
  await closeBackends();
});

function finished(
  id: string,
  variant: FinishedGame['variant'],
  names: readonly string[],
  joker = false,
): FinishedGame {
  return {
    gameId: id,
    createdAt: '2026-11-01T10:00:00.000Z',
    finishedAt: `2026-11-${id.padStart(2, '0')}T11:00:00.000Z`,
    variant,
    options: { secondYacht: true, joker: joker ? 'free' : 'forced' },
    seats: names.map((name) =>
      name.endsWith('bot') ? { kind: 'bot', name, level: 'easy' } : { kind: 'human', name },
    ),
    standings: names.map((name, seat) => ({ seat, name, total: 200 - seat, place: seat + 1 })),
    practice: false,
  };
}

describe('what the history lists and charts', () => {
  // Newest first, as finishedGames gives them.
  const games = [
    finished('9', 'standard', ['Ann', 'Easy bot']),
    finished('8', 'yatzy', ['Ann', 'Bo']),
    finished('7', 'standard', ['Bo', 'Easy bot'], true),
    finished('6', 'standard', ['Ann', 'Bo']),
  ];

  it('filters by rule set and by seat name, and lists the names and rule sets most played first', () => {
    expect(ruleSetsOf(games)).toEqual(['Standard', 'Standard, free joker', 'Yatzy']);
    expect(seatNamesOf(games)).toEqual(['Ann', 'Bo', 'Easy bot']);
    expect(filterGames(games, NO_FILTER)).toEqual(games);
    expect(filterGames(games, { rules: 'Standard', name: '' }).map((g) => g.gameId)).toEqual(['9', '6']);
    expect(filterGames(games, { rules: '', name: 'Bo' }).map((g) => g.gameId)).toEqual(['8', '7', '6']);
    expect(filterGames(games, { rules: 'Yatzy', name: 'Easy bot' })).toEqual([]);
  });

  it('charts the person filtered by, else the one who played most; oldest game first, a line per rule set', () => {
    expect(chartedPerson(games, NO_FILTER)).toBe('Ann');
    expect(chartedPerson(games, { rules: '', name: 'Bo' })).toBe('Bo');
    const figures = (meanLoss: number): GameAccuracy => ({
      kind: 'ready',
      seats: [0, 1].map((seat) => ({
        seat,
        decisions: 30,
        lost: meanLoss * 30,
        meanLoss: meanLoss + seat,
        accuracy: 100 - meanLoss - seat,
        counts: { best: 30, inaccuracy: 0, mistake: 0, blunder: 0 },
      })),
    });
    const accuracy = new Map<string, GameAccuracy>([
      ['9', figures(0.5)],
      ['8', figures(0.25)],
      ['7', { kind: 'waiting' }],
      ['6', figures(1)],
    ]);
    const trend = lossTrend(games, accuracy, 'Ann', 30);
    expect(trend.rows.map((r) => [r.game, r.gameId, r.values])).toEqual([
      [1, '6', { Standard: 1 }],
      [2, '8', { Yatzy: 0.25 }],
      [3, '9', { Standard: 0.5 }],
    ]);
    expect(trend.ruleSets).toEqual(['Standard', 'Yatzy']);
    // Bo sits second in game 8 and 6: their own figures, not Ann's.
    expect(lossTrend(games, accuracy, 'Bo', 1).rows.map((r) => r.values)).toEqual([{ Yatzy: 1.25 }]);
  });

  it('gives the history and each replay an address, and reads nothing else as one', () => {
    for (const route of [
      { kind: 'history' },
      { kind: 'replay', gameId: '20261130-170227-400-24daa5' },
    ] as const) {
      expect(parseRoute(routeHash(route))).toEqual(route);
    }
    expect(parseRoute('')).toEqual({ kind: 'none' });
    expect(parseRoute('#/replay/..%2F..%2Fsettings')).toEqual({ kind: 'none' });
    expect(parseRoute('#/replay/')).toEqual({ kind: 'none' });
    expect(parseRoute('#/elsewhere')).toEqual({ kind: 'none' });
  });
});

/** The page with a working import, as App mounts it. */
function Page() {
  const fileImport = useGameImport();
  return <HistoryPage header={null} fileImport={fileImport} />;
}

describe('the history page', () => {
  it('lists the finished games newest first, with each person’s figures as the coach grades the log', async () => {
    const { backend, finished: first } = await backendWithFinishedGame();
    const second = await backend.client.createGame({
      variant: 'classic',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
      ],
    });
    let state = stateOf(second);
    while (!state.over) {
      await backend.client.act(second.gameId, humanMove(state));
      state = stateOf(await backend.client.getGame(second.gameId));
    }
    const log = (await backend.client.getGame(second.gameId)).events;
    const expected = accuracyOf(gradeDecisions(solveRules(makeRules('classic')), decisionsOf(log)), 2);

    render(<Page />, { wrapper: harness(backend.client) });
    const rows = await screen.findAllByTestId('history-game');
    expect(rows.map((r) => r.getAttribute('data-game-id'))).toEqual([second.gameId, first]);
    await waitFor(() => expect(within(rows[0]!).getAllByTestId('history-figures')).toHaveLength(2));
    for (const shown of within(rows[0]!).getAllByTestId('history-figures')) {
      const seat = Number(shown.getAttribute('data-seat'));
      expect(Number(shown.getAttribute('data-mean-loss'))).toBeCloseTo(expected[seat]!.meanLoss, 12);
      expect(Number(shown.getAttribute('data-blunders'))).toBe(expected[seat]!.counts.blunder);
    }

    fireEvent.change(screen.getByTestId('history-name'), { target: { value: 'Bo' } });
    expect(screen.getAllByTestId('history-game').map((r) => r.getAttribute('data-game-id'))).toEqual([
      second.gameId,
    ]);
  });

  it('deletes a game only when asked twice', async () => {
    const { backend, finished: gameId } = await backendWithFinishedGame();
    render(<Page />, { wrapper: harness(backend.client) });
    const remove = await screen.findByRole('button', { name: /^Delete the game of/ });
    fireEvent.click(remove);
    const dialog = await screen.findByTestId('delete-dialog');
    // Keep it: nothing goes.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByTestId('delete-dialog')).toBeNull());
    expect(await backend.client.finishedGames()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Delete the game of/ }));
    fireEvent.click(
      within(await screen.findByTestId('delete-dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('history-game')).toHaveLength(0));
    expect(await backend.client.finishedGames()).toEqual([]);
    await expect(backend.client.getGame(gameId)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('imports a game file, and refuses a broken one saying why, adding nothing', async () => {
    const { backend, finished: gameId } = await backendWithFinishedGame();
    const file = await backend.client.exportGame(gameId);
    await backend.client.deleteGame(gameId);
    render(<Page />, { wrapper: harness(backend.client) });
    const input = await screen.findByTestId('game-file-input');

    const broken = file.text.replace('"type":"scored"', '"type":"scribbled"');
    fireEvent.change(input, { target: { files: [new File([broken], 'broken.yacht.json')] } });
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toMatch(/^broken\.yacht\.json was not imported: .*event \d+/);
    expect(await backend.client.finishedGames()).toEqual([]);

    fireEvent.change(input, { target: { files: [new File([file.text], file.fileName)] } });
    await waitFor(() =>
      expect(screen.getByTestId('import-status').getAttribute('data-state')).toBe('imported'),
    );
    expect(screen.getAllByTestId('history-game').map((r) => r.getAttribute('data-game-id'))).toEqual([
      gameId,
    ]);
    expect((await backend.client.exportGame(gameId)).text).toBe(file.text);
  });
});
