// History and replay in the browser: a short game played at the table (one planted blunder), opened from the
// History page; the replay board stepped with the keys and checked against the engine at three steps; a
// click on the course chart moves the step; "learn from your mistakes" on the planted blunder (missed twice,
// the best shown) and the next one (solved); the game exported, deleted, imported again from the file and
// compared; a broken file refused with the reason; axe on both pages, light and dark; screenshots at
// 1280×800 and 800×900.

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { Choice } from '../../src/shared/coach';
import { pad, replay, seatTotals, type CreatedEvent, type GameEvent } from '../../src/shared/game';
// board.ts alone: the replay's index also brings the bots, whose JSON the test runner does not load.
import { boardAt, decisionPosition, foldStates } from '../../src/shared/replay/board';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';
import { chooseSeats, startGame } from './support/setup';
import { roll, waitForTurnStart } from './support/table';

test.use({ seed: 'replay-1', tables: ['classic'] });

/** The person's turns at the table: one roll, then the legal box worth most; turn 1 scratches a box (a blunder). */
async function playGame(page: Page, server: YachtServer): Promise<string> {
  for (let turn = 0; turn < 12; turn++) {
    await waitForTurnStart(page, 0);
    await roll(page, 'mouse', 2);
    const state = await server.currentState();
    const entries = pad(state!)!.entries.filter((e) => e.legal);
    // The planted blunder: the first turn's dice scored for nothing (a nought takes a second click).
    const pick =
      turn === 0
        ? (entries.find((e) => e.points === 0) ?? entries[0]!)
        : entries.reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
    const box = page.getByTestId(`pad-${pick.box}`);
    await box.click();
    if (pick.points === 0) await box.click();
    await expect.poll(async () => (await server.currentState())?.turnsPlayed ?? 24).toBeGreaterThan(turn * 2);
  }
  await expect(page.getByTestId('play-again')).toBeVisible({ timeout: 30_000 });
  const games = await server.call('finishedGames');
  return games[0]!.gameId;
}

/** The replay board shows what the engine's log says it should at its step: sheets, totals, dice, kept. */
async function expectBoardMatches(page: Page, events: readonly GameEvent[]): Promise<void> {
  const shown = page.getByTestId('replay-board');
  const index = Number(await shown.getAttribute('data-index'));
  const kind = (await shown.getAttribute('data-kind')) as 'start' | 'roll' | 'decision';
  const board = boardAt(foldStates(events), events, index, kind);
  for (const [seat] of board.state.seats.entries()) {
    for (const box of board.state.rules.boxes) {
      const points = board.state.sheets[seat]![box.id];
      await expect(shown.getByTestId(`sheet-${seat}-${box.id}`)).toHaveText(
        points === undefined ? '' : String(points),
      );
    }
    await expect(shown.getByTestId(`sheet-${seat}-total`)).toHaveText(
      String(seatTotals(board.state, seat).total),
    );
  }
  const faces = await shown
    .getByTestId(/^die-[1-5]$/)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-face')));
  expect(faces).toEqual(board.dice === null ? [null, null, null, null, null] : board.dice.map(String));
  const kept = await shown
    .getByTestId(/^die-[1-5]$/)
    .evaluateAll((els) =>
      els.flatMap((el, i) => ((el.getAttribute('aria-label') ?? '').endsWith(', kept') ? [i] : [])),
    );
  expect(kept).toEqual([...board.kept].sort((a, b) => a - b));
}

async function step(page: Page): Promise<number> {
  return Number(await page.getByTestId('replay-board').getAttribute('data-step'));
}

/** Plays a choice in the puzzle dialog: the dice to keep, then roll; or a box (twice for a nought). */
async function answer(dialog: Locator, dice: readonly number[], choice: Choice): Promise<void> {
  if (choice.type === 'score') {
    const box = dialog.getByTestId(`pad-${choice.box}`);
    await box.click();
    if ((await box.getAttribute('data-points')) === '0') await box.click();
    return;
  }
  const left = [...choice.keep];
  for (const [position, face] of dice.entries()) {
    const at = left.indexOf(face);
    if (at < 0) continue;
    left.splice(at, 1);
    await dialog.getByTestId(`die-${position + 1}`).click();
  }
  await dialog.getByTestId('puzzle-roll').click();
}

test('a game replayed: history, board against the engine, chart, puzzles, export and import', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  await server.call('setSettings', { botSpeed: 'instant' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Ann', as: 'human' },
    { name: 'Perfect bot', as: 'perfect' },
  ]);
  await page.getByRole('radio', { name: /^Classic/ }).check();
  await page.getByTestId('same-dice').check();
  await startGame(page);
  const gameId = await playGame(page, server);
  const events = (await server.call('getGame', gameId)).events as GameEvent[];

  // History: the game, with Ann's figures, one click from its replay.
  await page.getByTestId('open-history').click();
  const row = page.getByTestId('history-game');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('history-figures')).toHaveAttribute('data-blunders', /[1-9]/);
  await expectNoBlankScroll(page, 'the history');
  await screenshot(page, 'history');
  await expectNoViolations(page, 'the history (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'the history (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${gameId}$`));

  // The board at the end, then stepped by the keys: checked against the engine at three steps.
  const board = page.getByTestId('replay-board');
  await expect(board).toBeVisible({ timeout: 30_000 });
  const last = await step(page);
  expect(await board.getAttribute('data-index')).toBe(String(events.length - 1));
  await page.keyboard.press('Home');
  await expect(board).toHaveAttribute('data-step', '0');
  await expectBoardMatches(page, events);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(board).toHaveAttribute('data-step', '5');
  await expectBoardMatches(page, events);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(board).toHaveAttribute('data-step', String(last - 2));
  await expectBoardMatches(page, events);
  // N: Ann's first mistake, the planted blunder of round 1, with its mark.
  await page.keyboard.press('Home');
  await page.keyboard.press('n');
  await expect(board).toHaveAttribute('data-kind', 'decision');
  const blunder = Number(await board.getAttribute('data-index'));
  expect(events[blunder]).toMatchObject({ type: 'scored', seat: 0, points: 0 });
  await expect(page.locator(`[data-testid="decision-row"][data-index="${blunder}"]`)).toHaveAttribute(
    'data-grade',
    'blunder',
  );
  await expect(page.getByTestId('step-detail')).toContainText('??');
  await expectBoardMatches(page, events);

  // A click on the course chart selects the step under it.
  const before = await step(page);
  const chart = page.locator('.course-chart .recharts-surface');
  const box = (await chart.boundingBox())!;
  await chart.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
  await expect.poll(() => step(page)).not.toBe(before);
  expect(await step(page)).toBeGreaterThan(last / 2);
  await expectBoardMatches(page, events);

  // Shadow Perfect: one grid for both seats, so Perfect on Ann's dice scores what the Perfect bot scored.
  const final = replay(events);
  await expect(page.getByTestId('shadow-sentence')).toHaveAttribute(
    'data-perfect',
    String(seatTotals(final, 1).total),
  );
  await expect(page.getByTestId('shadow-sentence')).toHaveAttribute(
    'data-own',
    String(seatTotals(final, 0).total),
  );
  const luck = page.locator('[data-testid="luck-line"][data-seat="0"]');
  const split = ['start', 'luck', 'loss'].map(async (k) => Number(await luck.getAttribute(`data-${k}`)));
  const [start, dice, lost] = await Promise.all(split);
  expect(start! + dice! - lost!).toBeCloseTo(seatTotals(final, 0).total, 6);

  await screenshot(page, 'replay');
  await expectNoViolations(page, 'the replay (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'the replay (dark)');
  await screenshot(page, 'replay-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(board).toBeInViewport();
  await expectNoBlankScroll(page, 'the replay at 800×900');
  await screenshot(page, 'replay-800x900');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Learn from your mistakes: the planted blunder first. Its own choice, then another: the best is shown.
  await page.getByTestId('learn-mistakes').click();
  const dialog = page.getByTestId('puzzle-dialog');
  await expect(dialog.getByTestId('puzzle')).toHaveAttribute('data-index', String(blunder));
  const states = foldStates(events);
  const created = events[0] as CreatedEvent;
  const optionsAt = async (index: number) => {
    const p = decisionPosition(states, index);
    return server.call('analyzePosition', {
      variant: created.variant,
      options: created.options,
      sheet: p.sheet,
      extraYachts: p.extraYachts,
      dice: [...p.dice],
      rollsLeft: p.rollsLeft,
    });
  };
  const first = await optionsAt(blunder);
  const diceAt = (index: number): number[] => [...states[index - 1]!.turn.dice!];
  const planted = events[blunder] as Extract<GameEvent, { type: 'scored' }>;
  await answer(dialog, diceAt(blunder), { type: 'score', box: planted.box });
  await expect(dialog.getByTestId('puzzle-outcome')).toHaveAttribute('data-outcome', 'missed');
  const other = first.options.find(
    (o) => o.grade !== 'best' && !(o.choice.type === 'score' && o.choice.box === planted.box),
  )!;
  await answer(dialog, diceAt(blunder), other.choice);
  await expect(dialog.getByTestId('puzzle-outcome')).toHaveAttribute('data-outcome', 'shown');
  await expect(dialog.getByTestId('puzzle-best')).toHaveText(first.options[0]!.words);
  await expect(dialog.getByTestId('puzzle-count')).toHaveAttribute('data-solved', '0');
  await screenshot(page, 'puzzle');
  // The next one, solved at once.
  await dialog.getByTestId('puzzle-next').click();
  const next = Number(await dialog.getByTestId('puzzle').getAttribute('data-index'));
  expect(next).toBeGreaterThan(blunder);
  await answer(dialog, diceAt(next), (await optionsAt(next)).options[0]!.choice);
  await expect(dialog.getByTestId('puzzle-outcome')).toHaveAttribute('data-outcome', 'solved');
  await expect(dialog.getByTestId('puzzle-count')).toHaveAttribute('data-solved', '1');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Export, delete, import from the file: the same game, to the byte.
  const exported = await server.call('exportGame', gameId);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-game').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(exported.fileName);
  expect(file.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-classic\.yacht\.json$/);
  const saved = await file.path();
  expect(await readFile(saved, 'utf8')).toBe(exported.text);
  await page.getByTestId('open-history').click();
  await page.getByRole('button', { name: /^Delete the game of/ }).click();
  await page.getByTestId('delete-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('history-game')).toHaveCount(0);
  await page.getByTestId('game-file-input').setInputFiles(saved);
  await expect(page.getByTestId('import-status')).toHaveAttribute('data-state', 'imported');
  await expect(page.getByTestId('history-game')).toHaveCount(1);
  expect((await server.call('exportGame', gameId)).text).toBe(exported.text);

  // A broken file: refused with what is wrong and where, nothing added.
  const broken = exported.text.replace(/"points":\d+/, '"points":99');
  await page.getByTestId('game-file-input').setInputFiles({
    name: 'broken.yacht.json',
    mimeType: 'application/json',
    buffer: Buffer.from(broken),
  });
  await expect(page.getByTestId('import-status')).toHaveAttribute('data-state', 'refused');
  await expect(page.getByTestId('import-status')).toContainText(
    /broken\.yacht\.json was not imported: .*event \d+/,
  );
  await expect(page.getByTestId('history-game')).toHaveCount(1);
  await screenshot(page, 'history-import-refused');
});
