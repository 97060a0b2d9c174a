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
import { accuracyText } from '../../../src/shared/coach/accuracy-words';
import { whenText } from '../../../src/renderer/ui/words';
import {
  accuracyTrend,
  chartedPerson,
  filterGames,
  NO_FILTER,
  ruleSetsOf,
  seatNamesOf,
} from '../../../src/renderer/history/history-view';
import type { GameAccuracy } from '../../../src/renderer/history/useHistoryAccuracy';
import { useGameImport } from '../../../src/renderer/history/useGameImport';
import { HistoryPage } from '../../../src/renderer/history/HistoryPage';
import { HistoryRow } from '../../../src/renderer/history/HistoryRow';
import { AccuracyTrendChart, accuracyAxis } from '../../../src/renderer/history/AccuracyTrendChart';
import type { TrendRow } from '../../../src/renderer/history/history-view';
import { parseRoute, routeHash } from '../../../src/renderer/routing';
import { humanMove, stateOf } from '../backend/helpers';
import { backendWithFinishedGame, closeBackends, harness } from './harness';
import { solvedTable } from '../../support/solved-tables';

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

  it('charts the person filtered by, else the one who played most: their accuracy, oldest game first, one line', () => {
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
    const trend = accuracyTrend(games, accuracy, 'Ann', 30);
    // Every rule set on one line (accuracy reads the same in each), the rule set kept for the tooltip.
    expect(trend.map((r) => [r.game, r.gameId, r.rules, r.accuracy, r.meanLoss])).toEqual([
      [1, '6', 'Standard', 99, 1],
      [2, '8', 'Yatzy', 99.75, 0.25],
      [3, '9', 'Standard', 99.5, 0.5],
    ]);
    // Named by when each was played (its start), as History's rows name it.
    expect(trend[0]!.playedAt).toBe(games[3]!.createdAt);
    // Bo sits second in game 8 and 6: their own figures, not Ann's.
    expect(accuracyTrend(games, accuracy, 'Bo', 1).map((r) => [r.accuracy, r.meanLoss])).toEqual([
      [98.75, 1.25],
    ]);
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

describe('a game in the history', () => {
  const game = finished('9', 'standard', ['You', 'Easy bot']);
  const ready: GameAccuracy = {
    kind: 'ready',
    seats: [0, 1].map((seat) => ({
      seat,
      decisions: 30,
      lost: 15,
      meanLoss: 0.5,
      accuracy: 91.234,
      counts: { best: 28, inaccuracy: 1, mistake: 1, blunder: 0 },
    })),
  };

  // Was: the row showed when the game finished, the replay's heading when it started, neither saying which.
  it('is named by when it was played, the time the replay’s heading shows, and says so', () => {
    render(<HistoryRow game={game} accuracy={ready} onDelete={() => undefined} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(`Played on ${whenText(game.createdAt)}, open the replay`);
    expect(whenText(game.createdAt)).not.toBe(whenText(game.finishedAt));
    expect(
      screen.getByRole('button', { name: `Delete the game of ${whenText(game.createdAt)}` }),
    ).toBeTruthy();
  });

  it('shows each person’s accuracy, then their points lost per decision written as a loss', () => {
    render(<HistoryRow game={game} accuracy={ready} onDelete={() => undefined} />);
    const figures = screen.getAllByTestId('history-figures');
    // The bot's seat has none: figures are for people.
    expect(figures).toHaveLength(1);
    expect(figures[0]!.textContent).toBe('Accuracy 91.2% · −0.50 a decision · 1 mistake');
  });
});

describe('the accuracy trend', () => {
  const rows: TrendRow[] = [
    {
      game: 1,
      gameId: 'a',
      playedAt: '2026-11-01T10:00:00.000Z',
      rules: 'Standard',
      accuracy: 84.2,
      meanLoss: 0.9,
    },
    {
      game: 2,
      gameId: 'b',
      playedAt: '2026-11-02T10:00:00.000Z',
      rules: 'Yatzy',
      accuracy: 93.05,
      meanLoss: 0.3,
    },
  ];

  // Was: "Points You lost per decision" (a seat's name used as a word), +0.74 in the chart beside −0.74 in
  // the rows, a line per rule set (a lone dot for a rule set played once).
  it('is titled in words with the name as a label, and its table writes a loss as the rows do', () => {
    render(<AccuracyTrendChart person="You" rows={rows} />);
    const chart = screen.getByTestId('accuracy-trend');
    const caption = chart.querySelector('figcaption')?.textContent ?? '';
    expect(caption).toBe('Accuracy per game, last 2 games · Player: You · mean 88.6%');
    expect(caption).not.toMatch(/You lost|You’s/);
    const cells = [...chart.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      [whenText(rows[0]!.playedAt), 'Standard', '84.2%', '−0.90'],
      [whenText(rows[1]!.playedAt), 'Yatzy', '93.0%', '−0.30'],
    ]);
  });

  it('has an axis from a round number below the lowest game to 100%', () => {
    expect(accuracyAxis(rows)).toEqual({ domain: [80, 100], ticks: [80, 85, 90, 95, 100] });
    expect(accuracyAxis([{ ...rows[0]!, accuracy: 41 }]).domain).toEqual([30, 100]);
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
    const expected = accuracyOf(gradeDecisions(solvedTable(makeRules('classic')), decisionsOf(log)), 2);

    render(<Page />, { wrapper: harness(backend.client) });
    const rows = await screen.findAllByTestId('history-game');
    expect(rows.map((r) => r.getAttribute('data-game-id'))).toEqual([second.gameId, first]);
    await waitFor(() => expect(within(rows[0]!).getAllByTestId('history-figures')).toHaveLength(2));
    for (const shown of within(rows[0]!).getAllByTestId('history-figures')) {
      const seat = Number(shown.getAttribute('data-seat'));
      expect(Number(shown.getAttribute('data-mean-loss'))).toBeCloseTo(expected[seat]!.meanLoss, 12);
      expect(Number(shown.getAttribute('data-accuracy'))).toBeCloseTo(expected[seat]!.accuracy, 12);
      expect(shown.textContent).toContain(`Accuracy ${accuracyText(expected[seat]!.accuracy)}`);
      expect(Number(shown.getAttribute('data-blunders'))).toBe(expected[seat]!.counts.blunder);
    }

    // Ann played both: her accuracy over them, one point a game.
    const chart = await screen.findByTestId('accuracy-trend');
    expect(chart.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.queryByTestId('accuracy-trend-one')).toBeNull();

    fireEvent.change(screen.getByTestId('history-name'), { target: { value: 'Bo' } });
    expect(screen.getAllByTestId('history-game').map((r) => r.getAttribute('data-game-id'))).toEqual([
      second.gameId,
    ]);
  });

  it('says the trend begins with a second game, rather than drawing one game as a lone dot', async () => {
    const { backend, finished: gameId } = await backendWithFinishedGame();
    const log = (await backend.client.getGame(gameId)).events;
    const [ann] = accuracyOf(gradeDecisions(solvedTable(makeRules('classic')), decisionsOf(log)), 1);
    render(<Page />, { wrapper: harness(backend.client) });
    const one = await screen.findByTestId('accuracy-trend-one');
    expect(one.textContent).toBe(
      `Ann: accuracy ${accuracyText(ann!.accuracy)} in the one graded game so far. The trend appears here from the second.`,
    );
    expect(screen.queryByTestId('accuracy-trend')).toBeNull();
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
    const [listed] = await backend.client.finishedGames();
    expect(screen.getByTestId('import-status').textContent).toContain(
      `the game played on ${whenText(listed!.createdAt)}.`,
    );

    // The same file again: said to be there already (was: "Imported…" as if new), nothing added.
    fireEvent.change(input, { target: { files: [new File([file.text], file.fileName)] } });
    await waitFor(() =>
      expect(screen.getByTestId('import-status').getAttribute('data-state')).toBe('already'),
    );
    expect(screen.getByTestId('import-status').textContent).toMatch(
      new RegExp(
        `^This game is already in your history \\(played on ${whenText(listed!.createdAt)}\\): nothing was added\\. Open its replay`,
      ),
    );
    expect(screen.getAllByTestId('history-game')).toHaveLength(1);

    // A chess game: what it is and where a game file comes from.
    fireEvent.change(input, {
      target: { files: [new File(['[Event "Casual"]\n\n1. e4 e5 1-0\n'], 'game.pgn')] },
    });
    await waitFor(() =>
      expect(screen.getByTestId('import-status').getAttribute('data-state')).toBe('refused'),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'game.pgn was not imported: This is not a Yacht game file: it is not JSON. A Yacht game file is the .yacht.json that History exports. Dismiss',
    );
  });
});
