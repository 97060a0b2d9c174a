// The replay page as a person steps through it: at 1280×800 and 800×900, after stepping with the keys, the
// step's grade and the best option are in view beside or under the board (the board still in view too); the
// course chart has a legend, a tick for every round and round y ticks; every decision's column of the loss
// bars selects it; the luck lines say what luck is measured from and each seat's accuracy; axe in light and
// dark; screenshots at both sizes in both themes (test-results/screenshots/replay-layout-*.png).

import type { Locator, Page } from '@playwright/test';
import type { Choice, PositionOptions } from '../../src/shared/coach';
import { accuracyOf } from '../../src/shared/coach/accuracy';
import { accuracyText } from '../../src/shared/coach/accuracy-words';
import type { CreatedEvent } from '../../src/shared/game';
// board.ts alone: the replay's index also brings the bots, whose JSON the test runner does not load.
import { decisionPosition, foldStates } from '../../src/shared/replay/board';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { DESKTOP_SIZES, expectNoBlankScroll } from './support/layout';
import { playThroughApi, type PlayedGame } from './support/played-game';

test.use({ seed: 'replay-layout-1', tables: ['standard'] });

/** Turns of "You" played badly on purpose: scored for nothing at once (a blunder each). */
const PLANTED = new Set([0, 4, 9]);

/** "You" against the Perfect bot on one shared dice grid, played through the API to the end. */
function playGame(server: YachtServer): Promise<PlayedGame> {
  return playThroughApi(server, { sameDice: true, withPerfect: true, planted: PLANTED });
}

async function openReplay(page: Page, server: YachtServer, gameId: string): Promise<void> {
  await page.goto(`${server.url}#/replay/${gameId}`);
  await expect(page.getByTestId('replay-board')).toBeVisible({ timeout: 60_000 });
}

test('stepping keeps the grade and the best option in view at 1280×800 and 800×900', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { gameId } = await playGame(server);
  for (const size of DESKTOP_SIZES) {
    const where = `${size.width}×${size.height}`;
    await page.setViewportSize(size);
    await openReplay(page, server, gameId);
    const board = page.getByTestId('replay-board');
    const detail = page.getByTestId('step-detail');
    await page.keyboard.press('Home');
    await expect(board).toHaveAttribute('data-step', '0');
    // From mistake to mistake with N, deeper into the decision list each time, then on and back with the
    // arrows: the step's grade, its best option and the dice stay in view, and the window does not scroll.
    for (let mistake = 1; mistake <= 6; mistake++) {
      await page.keyboard.press('n');
      await expect(board).toHaveAttribute('data-kind', 'decision');
      const index = (await board.getAttribute('data-index'))!;
      if (mistake === 6) {
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
        await expect(board).toHaveAttribute('data-index', index);
      }
      await expect(detail).toHaveAttribute('data-index', index);
      const at = `mistake ${mistake} at ${where}`;
      await expect(detail.getByTestId('step-grade'), `the grade, ${at}`).toBeInViewport();
      await expect(detail.getByTestId('step-best'), `the best option, ${at}`).toBeInViewport();
      await expect(board.getByTestId('die-1'), `the dice, ${at}`).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY), `the window's scroll, ${at}`).toBe(0);
    }
    await expect(detail.getByTestId('step-best')).toContainText(/^Best: .+ \(expected total \d+\.\d\d\)/);
    await expectNoBlankScroll(page, `the replay at ${where}`);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `replay-layout-${size.width}x${size.height}-${scheme}`);
      await page.screenshot({
        path: `test-results/screenshots/replay-layout-${size.width}x${size.height}-${scheme}-full.png`,
        fullPage: true,
      });
      await expectNoViolations(page, `the replay at ${where} (${scheme})`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
});

test('the charts and figures: legend, a tick per round, round values, every column a target, luck and accuracy', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { gameId, events } = await playGame(server);
  const view = await server.call('replayGame', gameId);
  await page.setViewportSize({ width: 800, height: 900 });
  await openReplay(page, server, gameId);
  const board = page.getByTestId('replay-board');

  // The course chart: both seats named, one tick per round (1 to 13), the value ticks evenly apart on round
  // numbers, and "name: value" in the tooltip.
  const course = page.getByTestId('course-chart');
  await expect(course.getByTestId('course-legend')).toHaveText(/You\s*Perfect bot/);
  const roundLabels = course.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  const everyRound = Array.from({ length: 13 }, (_, i) => String(i + 1));
  await expect(roundLabels).toHaveText(everyRound);
  // Squeezed until labels crowd (recharts' own spacing then drops some: a round without its tick), every
  // round still has one.
  const squeeze = await page.addStyleTag({ content: '.course-chart { width: 300px; }' });
  await expect(roundLabels).toHaveText(everyRound);
  await squeeze.evaluate((style) => (style as HTMLElement).remove());
  const yTicks = course.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(yTicks.nth(2)).toBeVisible();
  const values = (await yTicks.allTextContents()).map(Number);
  expect(values.length).toBeGreaterThanOrEqual(3);
  const step = values[1]! - values[0]!;
  expect([1, 2, 5, 10, 20, 50, 100]).toContain(step);
  expect(values.every((v, i) => v === values[0]! + i * step && v % step === 0)).toBe(true);
  const plot = course.locator('.recharts-surface');
  await plot.scrollIntoViewIfNeeded();
  const box = (await plot.boundingBox())!;
  await plot.hover({ position: { x: box.width / 2, y: box.height / 2 } });
  const tip = course.locator('.recharts-tooltip-item');
  await expect(tip.first()).toHaveText(/^(You|Perfect bot): \d+\.\d\d$/);
  await screenshot(page, 'replay-layout-course-tooltip');

  // The loss bars: every one of the seat's decisions has a column, and a click high in a best decision's
  // column (no bar there) selects it.
  const decisions = await page
    .locator('[data-testid="decision-row"][data-seat="0"]')
    .evaluateAll((rows) =>
      rows.map((r) => ({ index: r.getAttribute('data-index')!, grade: r.getAttribute('data-grade') })),
    );
  const columns = page.getByTestId('loss-column');
  await expect(columns).toHaveCount(decisions.length);
  // The last decision's options first: the page grows as they come, moving the charts.
  await expect(page.getByTestId('step-options').getByTestId('analyzer-option').first()).toBeVisible();
  for (const grade of ['best', 'inaccuracy'] as const) {
    const at = decisions.findIndex((d) => d.grade === grade);
    expect(at, grade).toBeGreaterThanOrEqual(0);
    const column = columns.nth(at);
    const size = (await column.boundingBox())!;
    expect(size.height).toBeGreaterThan(100);
    await column.hover({ position: { x: size.width / 2, y: 4 } });
    await expect(page.getByTestId('loss-bar-tip')).toContainText(`Decision ${at + 1}, round`);
    await column.click({ position: { x: size.width / 2, y: 4 } });
    await expect(board).toHaveAttribute('data-index', decisions[at]!.index);
    // The options above the charts are ranked and drawn before the next column is pointed at (the page
    // grows as they come, moving the charts).
    await expect(page.getByTestId('step-options')).toHaveAttribute('data-index', decisions[at]!.index);
    await expect(page.getByTestId('step-options').getByTestId('analyzer-option').first()).toBeVisible();
  }
  await screenshot(page, 'replay-layout-loss-tip');

  // Luck and skill: the note on luck, each seat's accuracy as the replay's grades give it, no double negative.
  await expect(page.getByTestId('luck-note')).toContainText('Luck is measured from each seat’s own position');
  await expect(page.getByTestId('luck-note')).toContainText('seats dealt the same dice have different luck');
  const accuracy = accuracyOf(view.course.grades, 2);
  for (const seat of [0, 1]) {
    const line = page.locator(`[data-testid="luck-line"][data-seat="${seat}"]`);
    const shown = line.getByTestId('luck-accuracy');
    expect(Number(await shown.getAttribute('data-accuracy'))).toBeCloseTo(accuracy[seat]!.accuracy, 9);
    await expect(shown).toHaveText(accuracyText(accuracy[seat]!.accuracy));
    await expect(line).not.toContainText(/took (from you )?−/);
  }
  await expect(page.getByTestId('luck-legend')).toContainText('the dice helped');
  await expect(page.getByTestId('luck-legend')).toContainText('the dice hurt');
  expect(events.length).toBeGreaterThan(0);
});

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

test('the mistake puzzles keep their progress per game, end with a summary and retry the missed ones', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const { gameId, events } = await playGame(server);
  const states = foldStates(events);
  const created = events[0] as CreatedEvent;
  const ranked = async (index: number): Promise<PositionOptions> => {
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
  const diceAt = (index: number): number[] => [...states[index - 1]!.turn.dice!];
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReplay(page, server, gameId);
  const dialog = page.getByTestId('puzzle-dialog');
  const shown = async (): Promise<number> =>
    Number(await dialog.getByTestId('puzzle').getAttribute('data-index'));
  const outcome = dialog.getByTestId('puzzle-outcome');
  const count = dialog.getByTestId('puzzle-count');
  const open = async (): Promise<void> => {
    await page.getByTestId('learn-mistakes').click();
    await expect(dialog).toBeVisible();
  };
  /** The best at once, a miss then the best, or two misses. */
  const play = async (how: 'first' | 'later' | 'missed'): Promise<number> => {
    const index = await shown();
    const { options } = await ranked(index);
    // Worse choices the dialog can play (keeping all five dice is no roll).
    const worse = options.filter(
      (o) => o.grade !== 'best' && (o.choice.type === 'score' || o.choice.keep.length < 5),
    );
    if (how === 'first') await answer(dialog, diceAt(index), options[0]!.choice);
    else {
      await answer(dialog, diceAt(index), worse[0]!.choice);
      await expect(outcome).toHaveAttribute('data-outcome', 'missed');
      await answer(dialog, diceAt(index), how === 'later' ? options[0]!.choice : worse[1]!.choice);
    }
    await expect(outcome).toHaveAttribute('data-outcome', how === 'missed' ? 'shown' : 'solved');
    return index;
  };

  await open();
  const puzzles = Number((await page.getByTestId('learn-mistakes').textContent())!.match(/\((\d+)\)/)![1]);
  expect(puzzles).toBeGreaterThan(4);
  await play('first');
  await dialog.getByTestId('puzzle-next').click();
  const missed = await play('missed');
  await dialog.getByTestId('puzzle-next').click();
  await play('later');
  await dialog.getByTestId('puzzle-next').click();
  const fourth = await shown();
  await expect(count).toHaveAttribute('data-solved', '2');

  // Closed and opened again: the same count, at the puzzle left open. Then the page loaded again: the same.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await open();
  await expect(count).toHaveAttribute('data-solved', '2');
  expect(await shown()).toBe(fourth);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByTestId('replay-board')).toBeVisible({ timeout: 60_000 });
  await open();
  await expect(count).toHaveAttribute('data-solved', '2');
  expect(await shown()).toBe(fourth);
  // A puzzle done before says so when it is shown again.
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByTestId('puzzle-before')).toHaveText('Done before: solved at a later try.');

  // On to the end, skipping the rest: the summary.
  for (let i = 0; i < puzzles && (await dialog.getByTestId('puzzle').count()) > 0; i++) {
    await dialog.getByTestId('puzzle-next').click();
  }
  const summary = dialog.getByTestId('puzzle-summary');
  await expect(summary).toBeVisible();
  await expect(summary, 'the summary takes the focus of the button that led to it').toBeFocused();
  await expect(summary.getByTestId('summary-first')).toHaveAttribute('data-count', '1');
  await expect(summary.getByTestId('summary-later')).toHaveAttribute('data-count', '1');
  await expect(summary.getByTestId('summary-missed')).toHaveAttribute('data-count', '1');
  await expect(summary).toContainText(`${puzzles - 3} not tried yet`);
  await screenshot(page, 'replay-layout-puzzle-summary');
  await expectNoViolations(page, 'the puzzles’ summary (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'the puzzles’ summary (dark)');
  await screenshot(page, 'replay-layout-puzzle-summary-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Retry the missed one: solved now, it counts as solved later, and the summary says so.
  await dialog.getByTestId('puzzle-retry-missed').click();
  expect(await shown()).toBe(missed);
  await expect(dialog.getByTestId('puzzle-before')).toHaveText('Missed before: try it again.');
  await play('first');
  await dialog.getByTestId('puzzle-next').click();
  await expect(summary.getByTestId('summary-later')).toHaveAttribute('data-count', '2');
  await expect(summary.getByTestId('summary-missed')).toHaveAttribute('data-count', '0');
  await expect(count).toHaveAttribute('data-solved', '3');
  await expect(dialog.getByTestId('puzzle-retry-missed')).toHaveCount(0);
  // Opened again, the summary is where it was left.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await open();
  await expect(summary).toBeVisible();
});
