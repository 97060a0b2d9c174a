// A Perfect (to win) seat: chosen on the setup page (which says what it does), labelled so at the table, and
// playing its turns (its questions go to the solver host's analysis worker), at a wide and a narrow window.

import { expect, screenshot, test } from './fixtures';
import { chooseSeats, startGame } from './support/setup';
import { roll, waitForTurnStart } from './support/table';

test.use({ seed: 'win-bot-1', tables: ['standard'] });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 900 },
]) {
  test(`a Perfect (to win) bot plays its turns at ${viewport.width}×${viewport.height}`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(viewport);
    await server.call('setSettings', { botSpeed: 'instant' });
    await page.goto(server.url);
    await chooseSeats(page, [
      { name: 'Ana', as: 'human' },
      { name: 'Wes', as: 'perfect-win' },
    ]);
    await expect(page.getByLabel('Seat 2 plays as')).toHaveValue('perfect-win');
    await expect(page.getByLabel('Seat 2 plays as').locator('option:checked')).toHaveText(
      'Perfect (to win) bot',
    );
    await expect(page.getByTestId('perfect-win-hint')).toContainText(
      'Perfect (to win): plays for the best chance to finish first',
    );
    await screenshot(page, `win-bot-setup-${viewport.width}x${viewport.height}`);
    await startGame(page);
    await expect(page.locator('th .seat-kind').nth(1)).toHaveText('Perfect (to win) bot');

    // Two turns each: Ana rolls and writes, Wes answers with a turn of his own.
    for (const [turn, box] of ['chance', 'sixes'].entries()) {
      await waitForTurnStart(page, 0);
      await roll(page, 'mouse', 2);
      await page.getByTestId(`pad-${box}`).click();
      await waitForTurnStart(page, 0);
      await expect(page.getByTestId('last-move')).toContainText(/^Wes wrote /);
      const state = await server.currentState();
      expect(state?.seats[1]).toMatchObject({ kind: 'bot', level: 'perfect-win' });
      expect(Object.keys(state?.sheets[1] ?? {})).toHaveLength(turn + 1);
    }
    await screenshot(page, `win-bot-${viewport.width}x${viewport.height}`);
  });
}
