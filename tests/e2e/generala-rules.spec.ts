// The family's Generala pieces in a player's own rule set, as a player makes them in the rules editor: on
// Classic, its Full house left out and a Full house row added back with a servida (0 refused in words at the
// field, then 5), and a "Second five alike" row (refused at its row while the sheet keeps no yacht box); saved,
// worked out (the table's number the API's), and a game started by it against Perfect (the table shows both
// rows, with their help; one turn played). On Generala, Generala's options by keyboard: "scores N points"
// chosen, points it cannot score holding Save in words, then 100 with the ace straight, saved; another base
// shows none. Screenshots and axe, light and dark, at 1280×800 and 800×900.

import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { newRuleSet } from './support/rules-editor';
import { enginePad, readPad, waitForTurnStart } from './support/table';

test.use({
  seed: 'generala-rules-1',
  distributions: true,
  settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' },
});

const SOLVE_MS = 150_000;
const FULL_HELP = 'Three of one face and two of another: 25, 5 more made on the first roll.';

/** axe in light and dark at 1280×800 and 800×900, `target` scrolled into view, with screenshots; nothing wider than the window. */
async function checkBothSizes(page: Page, target: ReturnType<Page['locator']>, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [800, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target.scrollIntoViewIfNeeded();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `${name}-${width}x${height}-${scheme}`);
      await expectNoViolations(page, `${name} at ${width}×${height} (${scheme})`);
    }
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(wide, `${name} at ${width}×${height}: nothing past the window's right edge`).toBeLessThanOrEqual(
      0,
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('classic with a full house row with a servida and a second five alike: made, worked out, played', async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  const card = await newRuleSet(page, server.url, 'classic', 'Classic servida');
  await expect(card.getByTestId('rules-generala')).toHaveCount(0);
  // Classic's own Full house left out, so the row takes its label and id.
  await card.getByTestId('rules-kind-full-house').selectOption('none');

  // By keyboard: Full house chosen, Add a row; the new row's label takes the focus; Tab on to its servida.
  const kind = card.getByRole('combobox', { name: 'Row of the family' });
  await kind.focus();
  await kind.selectOption('full-house');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const full = card.getByRole('group', { name: 'Row 1: Full house' });
  await expect(full.getByRole('textbox', { name: 'Label' })).toBeFocused();
  const servida = full.getByRole('spinbutton', { name: /^Servida/ });
  await expect(servida).toHaveValue('');
  await expect(servida).toHaveAccessibleName(/^Servida more on the first roll/);
  await servida.focus();
  await page.keyboard.type('0');
  await expect(servida).toHaveAttribute('aria-invalid', 'true');
  await expect(full.getByTestId('field-error')).toHaveText("Full house's servida must be at least 1.");
  await expect(servida).toHaveAccessibleDescription("Full house's servida must be at least 1.");
  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  await expect(servida).toHaveAttribute('aria-invalid', 'false');
  await expect(full.getByTestId('field-error')).toHaveCount(0);

  // "Second five alike" from the menu: refused at its row while the sheet keeps no yacht box.
  await kind.selectOption('second-five-alike');
  await card.getByRole('button', { name: 'Add a row' }).click();
  const second = card.getByRole('group', { name: 'Row 2: Second five alike' });
  await expect(second.getByRole('spinbutton', { name: 'Points' })).toHaveValue('100');
  await card.getByTestId('rules-yacht-on').uncheck();
  const refusal =
    'Second five alike scores five alike once the five-alike box holds its points, and the sheet has none: keep one or leave Second five alike out.';
  await expect(second.getByTestId('field-error')).toHaveText(refusal);
  await expect(
    second.getByRole('button', { name: 'Remove row 2, Second five alike' }),
  ).toHaveAccessibleDescription(refusal);
  await checkBothSizes(page, second, 'generala-rules-second-refused');
  await card.getByTestId('rules-yacht-on').check();
  await expect(card.getByTestId('field-error')).toHaveCount(0);
  await expect(card.getByTestId('rules-box-count')).toContainText('13 of at most 15 boxes.');
  await checkBothSizes(page, full, 'generala-rules-classic-rows');
  await card.getByTestId('rules-save').click();

  // Saved with its rows, listed with what it changes, worked out like the built-in rule sets.
  await expect(card.getByTestId('custom-rules-item')).toContainText(
    'Classic servida From Classic: no full house, + full house, + second five alike.',
  );
  const custom = (await server.call('getSettings')).customRules[0]!;
  expect(custom.added).toEqual([
    { id: 'full-house', label: 'Full house', kind: 'full-house', points: 25, servida: 5 },
    { id: 'second-five-alike', label: 'Second five alike', kind: 'second-yacht', points: 100 },
  ]);
  const row = page.locator('[data-testid="variant-row"]', {
    has: page.getByRole('rowheader', { name: 'Classic servida', exact: true }),
  });
  await expect(row.locator('td.number').first()).toHaveText(/^\d+\.\d\d$/, { timeout: SOLVE_MS });
  const api = await server.call('variantDistribution', { variant: 'classic', custom });
  await expect(row.locator('td.number').first()).toHaveText(api.facts.expected.toFixed(2));
  // A servida and a second five alike can only add points: above classic's own.
  const classic = await server.call('variantDistribution', { variant: 'classic' });
  expect(api.facts.expected).toBeGreaterThan(classic.facts.expected);

  // A game by it: the table shows both rows, with their help lines.
  await page.getByTestId('leave-route').click();
  await page.getByRole('radio', { name: /Classic servida/ }).check();
  await page.getByTestId('practice-vs-perfect').click();
  await waitForTurnStart(page, 0);
  const state = await server.currentState();
  const boxes = state?.rules.boxes ?? [];
  expect(boxes.find((b) => b.id === 'full-house')).toMatchObject({ servida: 5, help: FULL_HELP });
  expect(boxes.find((b) => b.id === 'second-five-alike')?.scoring).toEqual({
    kind: 'second-yacht',
    points: 100,
  });
  await expect(page.getByRole('rowheader', { name: 'Full house' })).toHaveAttribute('title', FULL_HELP);
  // The second five alike's help as the rules word it (the points in it).
  const secondHelp = boxes.find((b) => b.id === 'second-five-alike')?.help ?? '';
  expect(secondHelp).toMatch(/once the five-alike box holds its points: 100\.$/);
  await expect(page.getByRole('rowheader', { name: 'Second five alike' })).toHaveAttribute(
    'title',
    secondHelp,
  );

  // One turn of it: the first roll's pad is the engine's (a full house there would score 30), the best box
  // written, Perfect plays its turn, and the table comes back for the second.
  await page.getByTestId('roll').click();
  await expect.poll(async () => (await server.currentState())?.turn.rollsUsed).toBe(1);
  const rolled = await server.currentState();
  if (rolled === null) throw new Error('no game in progress');
  await expect.poll(() => readPad(page)).toEqual(enginePad(rolled));
  expect((await readPad(page)).map((r) => r.box)).toEqual(
    expect.arrayContaining(['full-house', 'second-five-alike']),
  );
  await screenshot(page, 'generala-rules-classic-game');
  const best = enginePad(rolled)
    .filter((r) => !r.disabled)
    .reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
  await page.getByTestId(`pad-${best.box}`).click();
  if (!best.points) await page.getByTestId(`pad-${best.box}`).click();
  await expect
    .poll(async () => {
      const s = await server.currentState();
      return [s?.turn.seat, Object.keys(s?.sheets[0] ?? {}).length, Object.keys(s?.sheets[1] ?? {}).length];
    })
    .toEqual([0, 1, 1]);
  await waitForTurnStart(page, 0);
});

test("generala's options in the editor: chosen by keyboard, refused in words, saved; none on another base", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const card = await newRuleSet(page, server.url, 'generala', 'Generala por puntos');
  const options = card.getByRole('group', { name: "Generala's options" });
  await expect(options).toBeVisible();
  const wins = options.getByRole('radio', { name: 'wins the game' });
  const scores = options.getByRole('radio', { name: 'scores' });
  const points = options.getByRole('textbox', { name: 'Points a Generala servida scores' });
  await expect(wins).toBeChecked();
  await expect(points).toBeDisabled();

  // By keyboard: Space on the ace straight, an arrow to "scores", Tab to its points.
  const ace = options.getByRole('checkbox', { name: '3-4-5-6-1 counts as an Escalera' });
  await ace.focus();
  await page.keyboard.press('Space');
  await expect(ace).toBeChecked();
  await wins.focus();
  await page.keyboard.press('ArrowDown');
  await expect(scores).toBeChecked();
  await expect(points).toHaveValue('100');
  await page.keyboard.press('Tab');
  await expect(points).toBeFocused();
  await points.fill('30');
  const problem = "Generala servida: a Generala servida scores at least a Generala's 50.";
  await expect(options.getByTestId('servida-problem')).toHaveText(problem);
  await expect(points).toHaveAttribute('aria-invalid', 'true');
  await checkBothSizes(page, options, 'generala-rules-options-refused');

  // Save waits, names the problem, and the problem's link takes the focus back to the points.
  await card.getByTestId('rules-save').click();
  const listed = card.getByTestId('rules-problems');
  await expect(listed).toContainText('Not saved: one field needs another look.');
  await expect(points).toBeFocused();
  await listed.getByRole('button', { name: problem }).click();
  await expect(points).toBeFocused();
  await points.fill('100');
  await expect(options.getByTestId('servida-problem')).toHaveCount(0);
  await checkBothSizes(page, options, 'generala-rules-options');
  await card.getByTestId('rules-save').click();

  await expect(card.getByTestId('custom-rules-item')).toContainText(
    'Generala por puntos From Generala: 3-4-5-6-1 an escalera, generala servida 100 points.',
  );
  const custom = (await server.call('getSettings')).customRules[0]!;
  expect(custom.base).toBe('generala');
  expect(custom.generala).toEqual({ aceStraight: true, servidaGenerala: 100 });

  // Another base shows none of them, and Generala chosen again starts from its defaults.
  await card.getByTestId('custom-rules-new').click();
  await card.getByTestId('rules-base').selectOption('yatzy');
  await expect(card.getByTestId('rules-generala')).toHaveCount(0);
  await card.getByTestId('rules-base').selectOption('generala');
  await expect(card.getByRole('radio', { name: 'wins the game' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: '3-4-5-6-1 counts as an Escalera' })).not.toBeChecked();
});
