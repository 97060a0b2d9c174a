// The joker, enforced: a one-seat game whose seed (found by support/find-joker-seed.ts) rolls a yacht on
// the first turn and another on the second. The second must go in its open upper box: the page says so,
// every other box is shut, and the extra yacht's 100 goes on the sheet.

import type { Page } from '@playwright/test';
import { upperBoxOf } from '../../src/shared/rules';
import { expect, screenshot, test } from './fixtures';
import { chooseSeats, startGame } from './support/setup';
import { isYacht, keepFor, wantsRoll } from './support/strategy';
import { expectTableMatches, readDice, roll, setKept, waitForTurnStart } from './support/table';

test.use({ seed: 'joker-669' });

async function rollToTheEnd(page: Page): Promise<number[]> {
  let left = 3;
  for (;;) {
    left--;
    await roll(page, left % 2 === 0 ? 'keyboard' : 'mouse', left);
    const dice = (await readDice(page)) ?? [];
    if (!wantsRoll(dice, left)) return dice;
    await setKept(page, keepFor(dice), 'keyboard');
  }
}

test('a second yacht plays as a forced joker', async ({ page, server }) => {
  await page.goto(server.url);
  await chooseSeats(page, [{ name: 'Solo', as: 'human' }]);
  await startGame(page);

  // Turn 1: a yacht, into the yacht box for 50.
  await waitForTurnStart(page, 0);
  const first = await rollToTheEnd(page);
  expect(isYacht(first), 'the seed rolls a yacht on the first turn').toBe(true);
  await expect(page.getByTestId('joker-note')).toHaveCount(0);
  await expect(page.getByTestId('pad-yacht')).toHaveAttribute('data-points', '50');
  await page.getByTestId('pad-yacht').click();
  await expect(page.getByTestId('sheet-0-yacht')).toHaveText('50');

  // Turn 2: another yacht. The joker sends it to its upper box, which is open.
  await waitForTurnStart(page, 0);
  const second = await rollToTheEnd(page);
  expect(isYacht(second), 'the seed rolls a second yacht on the second turn').toBe(true);
  const state = await server.currentState();
  if (!state) throw new Error('the game vanished');
  await expectTableMatches(page, state, 0);
  const face = second[0] ?? 0;
  const upper = upperBoxOf(state.rules, face);
  if (!upper) throw new Error(`no upper box for ${face}`);

  const note = page.getByTestId('joker-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText(`${upper.label} is open`);
  await expect(note).toContainText('must go there');
  await expect(note).toContainText('Extra yacht: +100');
  for (const box of state.rules.boxes) {
    if (box.id === 'yacht') continue;
    const button = page.getByTestId(`pad-${box.id}`);
    if (box.id === upper.id) {
      await expect(button).toBeEnabled();
      await expect(button).toHaveAttribute('data-points', String(face * 5));
    } else {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleName(`${box.label}: not allowed by the joker rule`);
    }
  }
  await screenshot(page, 'joker');

  // A shut box cannot be pressed (a forced click does nothing); the open one takes the dice and the 100.
  await page.getByTestId('pad-chance').click({ force: true });
  await expect(page.getByTestId('sheet-0-chance')).toHaveText('');
  await page.getByTestId(`pad-${upper.id}`).click();
  await expect(page.getByTestId(`sheet-0-${upper.id}`)).toHaveText(String(face * 5));
  await expect(page.getByTestId('sheet-0-extra')).toHaveText('100');
  await expect(page.getByTestId('sheet-0-total')).toHaveText(String(50 + face * 5 + 100));
});
