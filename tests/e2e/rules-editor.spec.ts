// The rules editor's second paths: a saved rule set edited (its name and bonus) and saved stays on the page with
// the new figures (the page went blank: the keep differences still named the old rule set); a built-in rule
// set's name refused in words at the name; every problem listed at once when Save is refused, each in sentence
// case, red and tied to its field; a settings file holding a built-in name loads it renamed, with a notice.

import { customFrom, makeRules, type CustomRules } from '../../src/shared/rules';
import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';

const BIG_BONUS: CustomRules = {
  ...customFrom(makeRules('standard'), 'Bonus 50 at 70'),
  bonus: { threshold: 70, points: 50 },
};

const SOLVE_MS = 150_000;

test.describe('a saved rule set', () => {
  test.use({
    seed: 'rules-editor-1',
    tables: ['standard'],
    // The built-in rule sets' rows start worked out: only the saved rule set is worked out here.
    distributions: true,
    settings: { coach: false, coachGuard: 'off', customRules: [BIG_BONUS] },
  });

  test('edited and saved: the page stays, with the new name and figures', async ({ page, server }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}#/variants`);
    const card = page.getByTestId('custom-rules');
    const rowOf = (name: string) =>
      page.locator('[data-testid="variant-row"]', {
        has: page.getByRole('rowheader', { name, exact: true }),
      });
    await expect(rowOf('Bonus 50 at 70').locator('td.number').first()).toHaveText(/^\d+\.\d\d$/, {
      timeout: SOLVE_MS,
    });

    await card.getByRole('button', { name: 'Edit Bonus 50 at 70' }).click();
    await card.getByTestId('rules-name').fill('Bonus 40 at 70');
    await card.getByTestId('rules-bonus.points').fill('40');
    await card.getByTestId('rules-save').click();

    // Still the variants page, header and all, the rule set under its new name.
    await expect(card.getByTestId('custom-rules-item')).toContainText(
      'Bonus 40 at 70 From Standard: bonus 40 at 70.',
    );
    await expect(page.getByRole('banner')).toContainText('Yacht');
    await expect(page.getByRole('heading', { name: 'Rule variants' })).toBeVisible();
    await expect(rowOf('Bonus 50 at 70')).toHaveCount(0);
    const settings = await server.call('getSettings');
    const custom = settings.customRules[0]!;
    expect(custom).toMatchObject({ name: 'Bonus 40 at 70', bonus: { threshold: 70, points: 40 } });
    const api = await server.call('variantDistribution', { variant: 'standard', custom });
    await expect(rowOf('Bonus 40 at 70').locator('td.number').first()).toHaveText(
      api.facts.expected.toFixed(2),
      { timeout: SOLVE_MS },
    );
    // The keep differences follow it: the rule set it named is the edited one.
    await expect(page.getByTestId('keeps-b')).toHaveValue(/^custom:bonus 40 at 70:/);
    expect(errors).toEqual([]);
  });
});

test.describe('names and errors', () => {
  test.use({ seed: 'rules-editor-2' });

  test('a built-in name is refused, and every problem is listed at once', async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}#/variants`);
    const card = page.getByTestId('custom-rules');
    await card.getByTestId('custom-rules-new').click();
    const name = card.getByTestId('rules-name');

    for (const builtIn of ['Standard', 'yatzy', 'STANDARD, free joker', 'Classic Yacht']) {
      await name.fill(builtIn);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(card.getByTestId('field-error')).toHaveText(
        `"${builtIn}" is the name of a built-in rule set: give yours another.`,
      );
    }

    // Three problems: all listed on Save, in sentence case, each at its field, red, named by its input.
    await card.getByTestId('rules-bonus.threshold').fill('200');
    await card.getByTestId('rules-bonus.points').fill('-4');
    await card.getByTestId('rules-save').click();
    const summary = card.getByTestId('rules-problems');
    await expect(summary).toContainText('Not saved: 3 fields need another look.');
    await expect(summary.getByRole('listitem')).toHaveText([
      '"Classic Yacht" is the name of a built-in rule set: give yours another.',
      'No sheet can reach 200 in the upper boxes: the most is 105 (five of every face).',
      'The bonus cannot be negative (-4).',
    ]);
    // The first field that needs a look takes the focus; a problem in the list takes you to its own.
    await expect(name).toBeFocused();
    const threshold = card.getByTestId('rules-bonus.threshold');
    await summary.getByRole('button', { name: /No sheet can reach 200/ }).click();
    await expect(threshold).toBeFocused();
    const errorId = await threshold.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(
      'No sheet can reach 200 in the upper boxes: the most is 105 (five of every face).',
    );
    // Red like every error, not the field labels' grey.
    const inks = await card
      .getByTestId('field-error')
      .evaluateAll((spans) => spans.map((s) => getComputedStyle(s).color));
    const errorInk = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--error)';
      document.body.append(probe);
      const ink = getComputedStyle(probe).color;
      probe.remove();
      return ink;
    });
    expect(inks).toEqual([errorInk, errorInk, errorInk]);

    await expectNoBlankScroll(page, 'the rules editor with its problems');
    await screenshot(page, 'rules-editor-problems-1280x800');
    await expectNoViolations(page, 'the rules editor with its problems');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'rules-editor-problems-1280x800-dark');
    await expectNoViolations(page, 'the rules editor with its problems (dark)');
    await page.setViewportSize({ width: 800, height: 900 });
    await card.getByTestId('rules-save').click();
    await screenshot(page, 'rules-editor-problems-800x900-dark');
    await expectNoViolations(page, 'the rules editor with its problems at 800×900 (dark)');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'rules-editor-problems-800x900');
    await expectNoViolations(page, 'the rules editor with its problems at 800×900');

    // Nothing was saved; the API refuses the same names in its own words.
    expect((await server.call('getSettings')).customRules).toEqual([]);
    await expect(
      server.call('setSettings', { customRules: [{ ...BIG_BONUS, name: 'standard' }] }),
    ).rejects.toThrow('"standard" is the name of a built-in rule set: give yours another');
  });
});

test.describe('a settings file from before', () => {
  test.use({
    seed: 'rules-editor-3',
    settings: {
      coach: false,
      coachGuard: 'off',
      customRules: [
        { ...BIG_BONUS, name: 'Standard' },
        { ...BIG_BONUS, name: 'My Standard', bonus: { threshold: 60, points: 20 } },
      ],
    },
  });

  test('a rule set named like a built-in one loads renamed, with a notice', async ({ page, server }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}#/variants`);
    await expect(page.getByTestId('notice')).toContainText(
      'Your rule set "Standard" is now called "My Standard 2": a built-in rule set has that name.',
    );
    await expect(page.getByTestId('custom-rules-item')).toHaveText([
      /^My Standard 2 From Standard: bonus 50 at 70\./,
      /^My Standard From Standard: bonus 20 at 60\./,
    ]);
    await expect(page.getByRole('rowheader', { name: 'Standard', exact: true })).toHaveCount(1);
    expect((await server.call('getSettings')).customRules.map((c) => c.name)).toEqual([
      'My Standard 2',
      'My Standard',
    ]);
  });
});
