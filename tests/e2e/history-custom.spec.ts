// History and a custom-rules game with the same dice for all (issue 32): three games of one's own rules ("Lean
// Yatzy") against Perfect, dealt from one grid, played to the end; History names each game by when it was
// played and shows the accuracy `yacht grade --json` prints for the same file, with the accuracy trend; a game
// exported, deleted and imported from the page, then imported again (said to be there already), a chess game
// and another program's JSON refused in words; the imported game opens its replay, with Perfect's shadow on
// the shared dice (was: "This game cannot be replayed", the server answering 500). Axe on History light and
// dark; screenshots at 1280×800 and 800×900.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pad, replay, seatTotals, type GameState } from '../../src/shared/game';
import { runYacht } from '../support/cli';
import { LEAN_YATZY } from '../support/custom-rules';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';

test.use({ seed: 'history-custom-1', settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' } });

const GAMES = 3;
const SEATS = [
  { kind: 'human', name: 'You' },
  { kind: 'bot', name: 'Perfect bot', level: 'perfect' },
] as const;

/** The person's turns through the API: one roll, then the legal box worth most (the bot plays at once). */
async function playToTheEnd(server: YachtServer): Promise<GameState> {
  let last: GameState | null = null;
  // At most 13 turns of two moves each, with room for waiting on the bot.
  for (let n = 0; n < 400; n++) {
    const state = await server.currentState();
    if (state === null) break;
    last = state;
    if (state.over) break;
    const seat = state.turn.seat;
    if (state.seats[seat]?.kind !== 'human') {
      await new Promise((resolve) => setTimeout(resolve, 25));
      continue;
    }
    const view = await server.call('currentGame');
    if (state.turn.dice === null) {
      await server.call('act', view!.gameId, { type: 'roll' });
    } else {
      const best = pad(state)!
        .entries.filter((e) => e.legal)
        .reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
      await server.call('act', view!.gameId, { type: 'score', box: best.box });
    }
  }
  if (last === null) throw new Error('no game was played');
  return last;
}

async function importFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByTestId('game-file-input').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

test('a custom-rules game with the same dice for all: in History with its accuracy, imported, replayed', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  for (let g = 0; g < GAMES; g++) {
    await server.call('createGame', {
      variant: 'yatzy',
      custom: LEAN_YATZY,
      sameDice: true,
      seats: [...SEATS],
    });
    await playToTheEnd(server);
  }
  const finished = await server.call('finishedGames');
  expect(finished).toHaveLength(GAMES);
  const newest = finished[0]!;

  // History: each game named by when it was played, with the person's accuracy; the trend over the three.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await page.getByTestId('open-history').click();
  const rows = page.getByTestId('history-game');
  await expect(rows).toHaveCount(GAMES);
  const row = rows.first();
  await expect(row.getByRole('link')).toContainText(/^Played on \S.*\d/);
  await expect(row).toContainText('Lean Yatzy');
  const figures = row.getByTestId('history-figures');
  await expect(figures).toHaveAttribute('data-accuracy', /\d/, { timeout: 60_000 });
  await expect(figures).toContainText(/^Accuracy \d{1,3}(\.\d)?% · /);
  const trend = page.getByTestId('accuracy-trend');
  await expect(trend).toBeVisible({ timeout: 60_000 });
  await expect(trend.locator('figcaption')).toContainText(`Accuracy per game, last ${GAMES} games`);
  await expect(trend.locator('figcaption')).toContainText('Player: You');
  await expect(trend.locator('.recharts-line-dot, .recharts-dot')).toHaveCount(GAMES);

  // The same figure as `yacht grade --json` for the game's file.
  const exported = await server.call('exportGame', newest.gameId);
  const dir = await mkdtemp(path.join(tmpdir(), 'yacht-e2e-grade-'));
  try {
    const file = path.join(dir, exported.fileName);
    await writeFile(file, exported.text);
    const graded = await runYacht(['grade', file, '--json', '--data-dir', path.join(dir, 'data')], {
      home: dir,
      timeoutMs: 120_000,
    });
    expect(graded.stderr).toBe('');
    const report = JSON.parse(graded.stdout) as { seats: { accuracy: number }[] };
    expect(report.seats[0]!.accuracy).toBeCloseTo(Number(await figures.getAttribute('data-accuracy')), 6);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  await expectNoBlankScroll(page, 'the history');
  await screenshot(page, 'history-accuracy');
  await expectNoViolations(page, 'the history (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'the history (dark)');
  await screenshot(page, 'history-accuracy-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(trend).toBeInViewport();
  await expectNoBlankScroll(page, 'the history at 800×900');
  await screenshot(page, 'history-accuracy-800x900');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Deleted, then imported from its file: imported; the same file again: there already, nothing added.
  await row.getByRole('button', { name: /^Delete the game of/ }).click();
  await page.getByTestId('delete-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(GAMES - 1);
  const status = page.getByTestId('import-status');
  await importFile(page, exported.fileName, exported.text);
  await expect(status).toHaveAttribute('data-state', 'imported');
  await expect(status).toContainText(/: the game played on \S.+\. Open its replay/);
  await expect(rows).toHaveCount(GAMES);
  await importFile(page, exported.fileName, exported.text);
  await expect(status).toHaveAttribute('data-state', 'already');
  await expect(status).toContainText(
    /^This game is already in your history \(played on .+\): nothing was added\./,
  );
  await expect(rows).toHaveCount(GAMES);
  await screenshot(page, 'history-import-already');

  // Files that are no Yacht game: what they are, and where a game file comes from.
  await importFile(page, 'game.pgn', '[Event "Casual"]\n[White "Ann"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n');
  await expect(status).toHaveAttribute('data-state', 'refused');
  await expect(status).toContainText(
    'game.pgn was not imported: This is not a Yacht game file: it is not JSON. A Yacht game file is the .yacht.json that History exports.',
  );
  await importFile(page, 'export.json', JSON.stringify({ title: 'Groceries', items: ['eggs'] }));
  await expect(status).toContainText(
    'export.json was not imported: This is not a Yacht game file: it is JSON of another kind (no "format": "yacht-game"). Export a game from Yacht\'s History to get one.',
  );
  await expect(rows).toHaveCount(GAMES);
  await screenshot(page, 'history-import-refused-words');
  await page.setViewportSize({ width: 800, height: 900 });
  await screenshot(page, 'history-import-refused-words-800x900');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The imported game replays, Perfect's shadow on the shared dice: Perfect on your dice scores what the
  // Perfect bot scored, its dice being yours.
  await importFile(page, exported.fileName, exported.text);
  await expect(status).toHaveAttribute('data-state', 'already');
  await status.getByRole('link', { name: 'Open its replay' }).click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${newest.gameId}`));
  const shadow = page.getByTestId('shadow-sentence');
  await expect(shadow).toBeVisible({ timeout: 60_000 });
  const view = await server.call('getGame', newest.gameId);
  const final = replay(view.events);
  await expect(shadow).toHaveAttribute('data-perfect', String(seatTotals(final, 1).total));
  await expect(shadow).toHaveAttribute('data-own', String(seatTotals(final, 0).total));
  await expect(page.getByText(/cannot be replayed/)).toHaveCount(0);
  await screenshot(page, 'replay-custom-shared');
  await page.setViewportSize({ width: 800, height: 900 });
  await screenshot(page, 'replay-custom-shared-800x900');
});
