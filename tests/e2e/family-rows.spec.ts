// A family row in a player's own sheet, as a player adds and plays it: on the variants page, New rule set from
// Classic, "Two pairs" added by keyboard (focus on its label), a straight's typed runs refused in words then put
// right, a second five-alike box refused in words and removed by keyboard, saved with the rows in the settings; the rule set worked out in the table (its number the
// API's); then a game by it against Perfect, the table showing the row's label and help, played to the end with
// the two-pairs row scored. Screenshots and axe at 1280×800 and 800×900.

import { replay } from '../../src/shared/game';
import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';
import { legalBoxes, scoreBestPaying, waitForOwnTurn, waitForTurnStart } from './support/table';
import { newRuleSet } from './support/rules-editor';

test.use({
  seed: 'family-rows-1',
  distributions: true,
  settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' },
});

const SOLVE_MS = 150_000;
const NAME = 'Classic with two pairs';
const HELP = 'Two pairs of different faces: the four dice added up.';

test('two pairs added to classic: made in the editor, worked out, played against Perfect', async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  const card = await newRuleSet(page, server.url, 'classic', NAME);
  const count = card.getByTestId('rules-box-count');
  await expect(count).toContainText('12 of at most 15 boxes.');
  await expect(count).toContainText("so that the solver's table fits in memory (about 12 MB at 15");

  // By keyboard: the row of the family chosen, Add a row; the new row's label takes the focus.
  const kind = card.getByRole('combobox', { name: 'Row of the family' });
  await kind.focus();
  await kind.selectOption('two-pairs');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Add a row' })).toBeFocused();
  await page.keyboard.press('Enter');
  const label = card.getByTestId('rules-row-label-0');
  await expect(label).toBeFocused();
  await expect(label).toHaveValue('Two pairs');
  await expect(card.getByRole('group', { name: 'Row 1: Two pairs' })).toBeVisible();
  await expect(count).toContainText('13 of at most 15 boxes.');

  // A straight of typed runs: a run that is not rising is refused in words at its input, then put right.
  await kind.selectOption('straight');
  await card.getByRole('button', { name: 'Add a row' }).click();
  const straight = card.getByRole('group', { name: 'Row 2: Straight' });
  await straight.getByRole('combobox', { name: 'Runs that count' }).selectOption('exact');
  const runs = straight.getByRole('textbox', { name: /^Runs \(faces/ });
  await runs.fill('3-4-5-6-1');
  await expect(runs).toHaveAttribute('aria-invalid', 'true');
  await expect(straight.getByTestId('field-error')).toHaveText(
    "Straight: a run's faces are 1 to 6, each once, rising, as 2-3-4-5 (not 3-4-5-6-1).",
  );
  await runs.fill('1-3-4-5-6, 1-2-3-4-5');
  await expect(runs).toHaveAttribute('aria-invalid', 'false');
  await straight.getByRole('spinbutton', { name: 'Points' }).fill('20');
  await expect(count).toContainText('14 of at most 15 boxes.');
  await screenshot(page, 'family-rows-straight-1280x800');
  await page.setViewportSize({ width: 800, height: 900 });
  await straight.scrollIntoViewIfNeeded();
  await screenshot(page, 'family-rows-straight-800x900');
  await expectNoViolations(page, 'the rules editor with a straight row at 800×900');
  await page.setViewportSize({ width: 1280, height: 800 });
  await straight.getByRole('button', { name: 'Remove row 2, Straight' }).click();
  await expect(straight).toHaveCount(0);

  // A second five-alike box is refused in words, at the row; Remove (by keyboard) takes it off.
  await kind.selectOption('five-alike');
  await card.getByRole('button', { name: 'Add a row' }).click();
  await expect(card.getByTestId('rules-row-1')).toContainText(
    'Five alike: a sheet has one five-alike box, and Yacht is one already (leave it out first).',
  );
  const remove = card.getByRole('button', { name: 'Remove row 2, Five alike' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('rules-row-1')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Remove row 1, Two pairs' })).toBeFocused();
  await expect(card.getByTestId('field-error')).toHaveCount(0);
  await screenshot(page, 'family-rows-editor-1280x800');
  await expectNoViolations(page, 'the rules editor with a row added');
  await page.setViewportSize({ width: 800, height: 900 });
  await card.getByTestId('rules-row-0').scrollIntoViewIfNeeded();
  await screenshot(page, 'family-rows-editor-800x900');
  await expectNoViolations(page, 'the rules editor with a row added at 800×900');
  await expectNoBlankScroll(page, 'the rules editor with a row added at 800×900');
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByTestId('rules-save').click();

  // Saved with its row, listed with what it adds, worked out like the built-in rule sets.
  await expect(card.getByTestId('custom-rules-item')).toContainText(`${NAME} From Classic: + two pairs.`);
  const custom = (await server.call('getSettings')).customRules[0]!;
  expect(custom.added).toEqual([{ id: 'two-pairs', label: 'Two pairs', kind: 'pairs', pairs: 2 }]);
  const row = page.locator('[data-testid="variant-row"]', {
    has: page.getByRole('rowheader', { name: NAME, exact: true }),
  });
  await expect(row.locator('td.number').first()).toHaveText(/^\d+\.\d\d$/, { timeout: SOLVE_MS });
  const api = await server.call('variantDistribution', { variant: 'classic', custom });
  await expect(row.locator('td.number').first()).toHaveText(api.facts.expected.toFixed(2));

  // A game by it against Perfect: the table shows the row, its label and help.
  await page.getByTestId('leave-route').click();
  await page.getByRole('radio', { name: new RegExp(NAME) }).check();
  await page.getByTestId('practice-vs-perfect').click();
  await waitForTurnStart(page, 0);
  const state = await server.gameState();
  expect(state.rules.boxes.map((b) => b.id)).toContain('two-pairs');
  const gameId = (await server.call('currentGame'))!.gameId;
  await expect(page.getByRole('rowheader', { name: 'Two pairs' })).toHaveAttribute('title', HELP);
  await page.getByTestId('open-rules').first().click();
  await expect(page.getByTestId('rules-panel')).toContainText(`Two pairs${HELP}`);
  await page.keyboard.press('Escape');

  // The player's 13 turns: roll (again while two pairs is open and pays nothing, up to three rolls), then the
  // two-pairs row when it pays, else the best-paying legal box.
  let twoPairs: number | null = null;
  for (let turn = 0; turn < 13; turn++) {
    await waitForOwnTurn(page, () => server.gameState(), turn);
    let legal: ReturnType<typeof legalBoxes> = [];
    for (let rolls = 1; rolls <= 3; rolls++) {
      await page.getByTestId('roll').click();
      await expect.poll(async () => (await server.gameState()).turn.rollsUsed).toBe(rolls);
      legal = legalBoxes(await server.gameState());
      const pairs = legal.find((e) => e.box === 'two-pairs');
      if (!pairs || (pairs.points ?? 0) > 0 || turn < 6) break;
    }
    const pairs = legal.find((e) => e.box === 'two-pairs' && (e.points ?? 0) > 0);
    if (pairs) {
      twoPairs = pairs.points;
      await page.getByTestId('pad-two-pairs').click();
    } else await scoreBestPaying(page, await server.gameState());
  }
  await expect(page.getByTestId('ranking')).toBeVisible({ timeout: 60_000 });
  // The finished game, from its log: every seat filled 13 boxes, the two-pairs row among them.
  const final = replay((await server.call('getGame', gameId)).events);
  expect(final.sheets.every((sheet) => Object.keys(sheet).length === 13)).toBe(true);
  // Scored with two pairs (the seeded dice made them), as the pad said.
  expect(twoPairs).toBeGreaterThan(0);
  expect(final.sheets[0]?.['two-pairs']).toBe(twoPairs);
  expect(final.sheets[1]).toHaveProperty('two-pairs');
  await screenshot(page, 'family-rows-game-end');
});
