// A player's own rule set, as a player makes and plays it: on the variants page, New rule set from Standard,
// a bad threshold refused in words at its field, "bonus 50 at 70" saved; the rule set worked out in the table
// (its numbers the API's); axe light and dark with the editor open; then a game by it against Perfect with the
// coach on, the rules dialog telling the new bonus, the coach grading the player's decisions to the end.
// Screenshots at 1280×800 and 800×900.

import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';
import { scoreBestPaying, waitForOwnTurn, waitForTurnStart } from './support/table';

// The built-in rule sets' rows start worked out: only the player's own is worked out here.
test.use({
  seed: 'custom-rules-1',
  distributions: true,
  settings: { coach: true, coachGuard: 'off', botSpeed: 'instant' },
});

const SOLVE_MS = 150_000;

test('a rule set of your own: made in the editor, worked out, played against Perfect with the coach', async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await page.getByTestId('open-variants').click();
  const card = page.getByTestId('custom-rules');
  await expect(card).toContainText('None yet');

  // New, from Standard: a threshold no sheet reaches is refused where it is, in words.
  await card.getByTestId('custom-rules-base').selectOption('standard');
  await card.getByTestId('custom-rules-new').click();
  await card.getByTestId('rules-name').fill('Bonus 50 at 70');
  const threshold = card.getByTestId('rules-bonus.threshold');
  await threshold.fill('200');
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByTestId('field-error')).toHaveText(
    'No sheet can reach 200 in the upper boxes: the most is 105 (five of every face).',
  );
  await card.getByTestId('rules-save').click();
  await expect(card.getByRole('alert')).toContainText('Not saved: one field needs another look.');
  await expect(threshold).toBeFocused();
  await threshold.fill('70');
  await card.getByTestId('rules-bonus.points').fill('50');
  await expect(card.getByTestId('field-error')).toHaveCount(0);
  await screenshot(page, 'custom-rules-editor');
  await expectNoViolations(page, 'the rules editor');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'the rules editor (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await card.getByTestId('rules-save').click();

  // Kept in the settings, listed with what it changes, and worked out in the table like the built-in ones.
  await expect(card.getByTestId('custom-rules-item')).toContainText(
    'Bonus 50 at 70 From Standard: bonus 50 at 70.',
  );
  const settings = await server.call('getSettings');
  const custom = settings.customRules[0]!;
  expect(custom).toMatchObject({
    name: 'Bonus 50 at 70',
    base: 'standard',
    bonus: { threshold: 70, points: 50 },
  });
  const row = page.locator('[data-testid="variant-row"]', {
    has: page.getByRole('rowheader', { name: 'Bonus 50 at 70', exact: true }),
  });
  await expect(row).toBeVisible();
  await expect(row.locator('td.number').first()).toHaveText(/^\d+\.\d\d$/, { timeout: SOLVE_MS });
  const api = await server.call('variantDistribution', { variant: 'standard', custom });
  await expect(row.locator('td.number').first()).toHaveText(api.facts.expected.toFixed(2));
  await expect(page.getByRole('list', { name: 'In words' })).toContainText(
    'Bonus 50 at 70: Perfect play averages',
  );
  await expectNoBlankScroll(page, 'the variants page with a rule set of your own');

  // A game by it against Perfect, the coach on.
  await page.getByTestId('leave-route').click();
  await page.getByRole('radio', { name: /Bonus 50 at 70/ }).check();
  await expect(page.locator('.variant-choice.chosen')).toContainText('From Standard: bonus 50 at 70.');
  await screenshot(page, 'custom-rules-setup');
  await expectNoViolations(page, 'the setup page with a rule set of your own');
  await page.getByTestId('practice-vs-perfect').click();
  await waitForTurnStart(page, 0);
  const state = await server.gameState();
  expect(state.rules.name).toBe('Bonus 50 at 70');
  expect(state.rules.bonus).toEqual({ threshold: 70, points: 50 });
  await page.getByTestId('open-rules').first().click();
  await expect(page.getByTestId('rules-panel')).toContainText(
    'If the six upper boxes add up to 70 or more, you get 50 more.',
  );
  await page.keyboard.press('Escape');

  // The player's turns: roll once, score the first legal box; the coach grades every decision.
  const gameId = (await server.call('currentGame'))!.gameId;
  for (let turn = 0; turn < 13; turn++) {
    await waitForOwnTurn(page, () => server.gameState(), turn);
    await page.getByTestId('roll').click();
    await expect.poll(async () => (await server.gameState()).turn.rollsUsed).toBe(1);
    await scoreBestPaying(page, await server.gameState());
    if (turn === 0) {
      await expect(page.getByTestId('coach-panel').getByTestId('coach-grade').first()).toBeVisible({
        timeout: SOLVE_MS,
      });
      await screenshot(page, 'custom-rules-game');
    }
  }
  await expect(page.getByTestId('ranking')).toBeVisible({ timeout: 60_000 });
  const report = await server.call('coachGrades', gameId);
  expect(report.grades.filter((g) => g.seat === 0)).toHaveLength(13);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.getByRole('button', { name: 'New setup' }).click();
  await page.getByTestId('open-variants').click();
  await expect(page.getByTestId('custom-rules-item')).toBeVisible();
  await expectNoBlankScroll(page, 'the variants page at 800×900');
  await screenshot(page, 'custom-rules-800x900');
});
