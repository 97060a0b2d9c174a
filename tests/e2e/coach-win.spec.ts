// The coach at a table of two (a person against a Medium bot, standard table loaded): the hint lists each
// option's chance to win beside its expected total with a note on how exact it is; a decision is graded by
// points until "Grade by" is switched to win chance, when its row and the line under the dice speak in win
// chance; the setting is kept. Screenshots at 1280×800 and 800×900, nothing cut off, axe clean.

import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { DESKTOP_SIZES, expectInside } from './support/layout';
import { chooseSeats, startGame } from './support/setup';
import { roll, waitForTurnStart } from './support/table';

test.use({ tables: ['standard'], settings: { coach: true, coachGuard: 'off', botSpeed: 'instant' } });

test('a table of two: win chances in the hint, grades by win chance when asked', async ({ page, server }) => {
  test.setTimeout(180_000);
  await server.tableReady();
  await page.setViewportSize(DESKTOP_SIZES[0]);
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Ann', as: 'human' },
    { name: 'Bot', as: 'medium' },
  ]);
  await startGame(page);
  await waitForTurnStart(page, 0);
  await roll(page, 'mouse', 2);

  // The hint: every option with its chance to win, the chances in 0..1, and how exact they are.
  await page.getByTestId('hint').click();
  const options = page.getByTestId('hint-option');
  await expect(options.first()).toBeVisible({ timeout: 30_000 });
  const chances = await options.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-win'))));
  expect(chances.length).toBeGreaterThan(1);
  for (const c of chances) expect(c).toBeGreaterThanOrEqual(0);
  for (const c of chances) expect(c).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('hint-win')).toHaveCount(chances.length);
  // The first turn of thirteen is past the exact horizon: the note says where the approximation starts.
  await expect(page.getByTestId('hint-win-note')).toHaveText(
    /^win chance: exact over .*, approximate past them$/,
  );
  for (const size of DESKTOP_SIZES) {
    await page.setViewportSize(size);
    await expectInside(page, 'hint-option');
    await screenshot(page, `coach-win-hint-${size.name}`);
  }
  await expectNoViolations(page, 'the hint with win chances');
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP_SIZES[0]);

  // Scoring now, with two rolls left: graded by points first.
  await page.getByTestId('pad-chance').click();
  const row = page.locator('[data-testid="coach-grade"][data-seat="0"]').first();
  await expect(row).toHaveAttribute('data-by', 'points', { timeout: 30_000 });
  await expect(row.locator('.coach-ev').first()).not.toContainText('to win');

  // Grade by win chance: the same row in win chance, and the setting kept.
  const gradeBy = page.getByLabel('Grade by', { exact: true });
  await expect(gradeBy).toHaveValue('points');
  await gradeBy.selectOption('win');
  await expect.poll(async () => (await server.call('getSettings')).coachGradeBy).toBe('win');
  // The grade by win chance follows its points grade (a turn's first win solve takes up to a second).
  await expect(row).toHaveAttribute('data-by', 'win', { timeout: 30_000 });
  await expect(row.locator('.coach-ev').first()).toContainText(/\d+%|<1%/);
  await expect(row.locator('.coach-ev').first()).toContainText('to win');
  const shown = await row.getAttribute('data-shown-grade');
  await expect(page.getByTestId('latest-grade').locator('.grade-badge')).toHaveText(
    new RegExp(`^${shown}$`, 'i'),
  );

  for (const size of DESKTOP_SIZES) {
    await page.setViewportSize(size);
    await expectInside(page, 'coach-panel');
    await screenshot(page, `coach-win-panel-${size.name}`);
  }
  await expectNoViolations(page, 'the coach graded by win chance');

  // The next turn's hint by win chance: the most likely to win first.
  await page.setViewportSize(DESKTOP_SIZES[0]);
  await waitForTurnStart(page, 0);
  await roll(page, 'mouse', 2);
  await page.getByTestId('hint').click();
  await expect(options.first()).toBeVisible({ timeout: 30_000 });
  const listed = await options.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-win'))));
  expect(listed[0]).toBe(Math.max(...listed));
  await expect(page.locator('#hint-position')).toContainText('chances to win, best first');
  await page.setViewportSize(DESKTOP_SIZES[1]);
  await expectInside(page, 'hint-option');
  await screenshot(page, 'coach-win-hint-by-win-narrow');
});
