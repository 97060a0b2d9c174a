// Accessibility: axe finds nothing on the setup page, the rules dialog and the table mid-turn, light and dark.
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
