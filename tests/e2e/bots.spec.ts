// Bots play at a pace a person can follow (the speed setting), and Skip lets them finish their turn at once.

import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { chooseSeats, startGame } from './support/setup';
import { waitForTurnStart } from './support/table';

test.use({ seed: 'bots-1' });

test('a bot plays at a readable pace, and Skip finishes its turn', async ({ page, server }) => {
  await server.call('setSettings', { botSpeed: 'slow' });
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Ezra', as: 'easy' },
    { name: 'Ana', as: 'human' },
  ]);
  await startGame(page);

  const banner = page.getByTestId('turn-banner');
  await expect(banner).toHaveAttribute('data-seat', '0');
  await expect(banner).toContainText('Ezra: Easy bot is playing');
  await expect(page.getByTestId('bot-speed')).toHaveValue('slow');
  await expect(page.getByTestId('roll')).toBeDisabled();
  // The bot's roll stays on the table for a while: it is still its turn once the dice are shown.
  await expect(page.getByTestId('die-1')).toHaveAttribute('data-face', /^[1-6]$/);
  await expect(banner).toHaveAttribute('data-seat', '0');
  await screenshot(page, 'bot-turn');

  await page.getByTestId('skip-bots').click();
  await waitForTurnStart(page, 1);
  await expect(banner).toContainText('Ana to play');
  await expect(page.getByTestId('skip-bots')).toBeDisabled();
  await expect(page.getByTestId('last-move')).toContainText(/^Ezra wrote (a nought|\d+) in /);
  await expectNoViolations(page, 'the table after a bot’s turn');
});
