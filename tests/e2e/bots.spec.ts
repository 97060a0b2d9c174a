// Bots play at a pace a person can follow (the speed setting), and Skip lets them finish their turn at once.
// Then a person's keys, pressed faster than the page re-renders, still do what they say.

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

  // Space pressed twice in one go (before the page can re-render) rolls once.
  await page.evaluate(() => {
    for (let i = 0; i < 2; i++)
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space' }));
  });
  await expect(page.getByTestId('rolls-left')).toHaveText('2 rolls left');
  await expect.poll(async () => (await server.currentState())?.turn.rollsUsed).toBe(1);
  await expect(page.getByTestId('rolls-left')).toHaveText('2 rolls left');

  // Keys 2, 4, 5, 5 in one go: dice 2 and 4 kept, die 5 kept and let go again; the backend agrees.
  await page.evaluate(() => {
    for (const key of ['2', '4', '5', '5']) window.dispatchEvent(new KeyboardEvent('keydown', { key }));
  });
  await expect.poll(async () => (await server.currentState())?.turn.kept).toEqual([1, 3]);
  await expect(page.getByTestId('die-2')).toHaveAccessibleName(/, kept$/);
  await expect(page.getByTestId('die-4')).toHaveAccessibleName(/, kept$/);
  await expect(page.getByTestId('die-5')).not.toHaveAccessibleName(/, kept$/);
});
