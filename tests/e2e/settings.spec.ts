// Settings outlive the server: the last setup (seats, rules), the theme and the bots' speed.

import { expect, screenshot, test } from './fixtures';
import { chooseSeats, startGame } from './support/setup';

test.use({ seed: 'settings-1' });

test('the last setup, theme and bot speed persist across restarts', async ({ page, server }) => {
  await page.goto(server.url);
  await page.getByTestId('theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await chooseSeats(page, [
    { name: 'Bo', as: 'human' },
    { name: 'Cleo', as: 'easy' },
    { name: 'Dev', as: 'human' },
  ]);
  await page.getByRole('radio', { name: /Yatzy/ }).check();
  await startGame(page);
  await page.getByTestId('bot-speed').selectOption('fast');
  await expect.poll(async () => (await server.call('getSettings')).botSpeed).toBe('fast');

  await server.kill9();
  await page.goto(await server.restart());
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme')).toHaveValue('dark');

  // The game itself is there to resume; start a new one instead and find the last setup.
  await page.getByTestId('discard').click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expect(page.getByLabel('Seat 1 name')).toHaveValue('Bo');
  await expect(page.getByLabel('Seat 2 name')).toHaveValue('Cleo');
  await expect(page.getByLabel('Seat 2 plays as')).toHaveValue('easy');
  await expect(page.getByLabel('Seat 3 name')).toHaveValue('Dev');
  await expect(page.getByRole('radio', { name: /Yatzy/ })).toBeChecked();
  await screenshot(page, 'setup-dark');

  await startGame(page);
  await expect(page.getByTestId('bot-speed')).toHaveValue('fast');
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('rolls-left')).toHaveText('2 rolls left');
  await page.getByTestId('die-2').click();
  await page.getByTestId('die-4').click();
  await expect(page.getByTestId('die-4')).toHaveAccessibleName(/, kept$/);
  await screenshot(page, 'play-dark');
});
