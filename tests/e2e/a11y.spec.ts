// Accessibility: axe finds nothing on the setup page, the rules dialog and the table mid-turn, light and dark;
// the theme setting picks the colours whatever the system says.
// (The end page, the resume page and a bot's turn are checked in their own tests.)

import { expect, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { chooseSeats, startGame } from './support/setup';
import { roll, setKept, waitForTurnStart } from './support/table';

test.use({ seed: 'a11y-1' });

test('the pages pass axe in light and dark', async ({ page, server }) => {
  await server.call('setSettings', { botSpeed: 'instant' });
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expectNoViolations(page, 'the setup page');

  await page.getByTestId('open-rules').click();
  await expect(page.getByTestId('rules-panel')).toBeVisible();
  await expectNoViolations(page, 'the rules dialog');
  await page.getByRole('button', { name: 'Close' }).click();

  await chooseSeats(page, [{ name: 'Solo', as: 'human' }]);
  await startGame(page);
  await waitForTurnStart(page, 0);
  await roll(page, 'mouse', 2);
  await setKept(page, [0, 1], 'mouse');
  await expectNoViolations(page, 'the table (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'the table (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the theme setting overrides the system, both ways', async ({ page, server }) => {
  const LIGHT = 'rgb(243, 240, 232)';
  const DARK = 'rgb(21, 23, 27)';
  const background = (): Promise<string> =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  const theme = page.getByTestId('theme');
  for (const system of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: system });
    await theme.selectOption('system');
    await expect.poll(background, `system ${system}, theme System`).toBe(system === 'light' ? LIGHT : DARK);
    await theme.selectOption('light');
    await expect.poll(background, `system ${system}, theme Light`).toBe(LIGHT);
    await theme.selectOption('dark');
    await expect.poll(background, `system ${system}, theme Dark`).toBe(DARK);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoViolations(page, 'the setup page (theme Dark)');
});
