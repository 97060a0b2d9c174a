// The rule variants page in the browser: reached from the setup page's header; the distributions worked out
// one at a time with progress, the table's numbers those of the API, each rule set's sentence, the charts,
// sorting by a column (aria-sort), comparing another rule set, where two rule sets keep different dice on the
// first turn; no blank scrolling; axe light and dark;
// screenshots at 1280×800 and 800×900. The rows after the second are left working (each takes seconds).

import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';

test.use({ seed: 'variants-1', tables: ['standard'] });

const SOLVE_MS = 150_000;

test('the variants page works out and compares the rule sets', async ({ page, server }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await page.getByTestId('open-variants').click();
  await expect(page).toHaveURL(/#\/variants$/);
  const rows = page.getByTestId('variant-row');
  await expect(rows).toHaveCount(5);
  // One at a time: the first works (with a progress bar), the others wait their turn.
  await expect(rows.nth(0).getByRole('progressbar').or(rows.nth(0).getByText('cached'))).toBeVisible();
  await expect(rows.nth(4)).toContainText('Waiting its turn');

  // The app's rules and the free joker, as the API gives them.
  const standardRow = page.locator('[data-testid="variant-row"]', {
    has: page.getByRole('rowheader', { name: 'Standard', exact: true }),
  });
  await expect(standardRow).toContainText('254.59', { timeout: SOLVE_MS });
  const freeRow = page.locator('[data-testid="variant-row"]', {
    has: page.getByRole('rowheader', { name: 'Standard, free joker', exact: true }),
  });
  await expect(freeRow).toContainText('254.59', { timeout: SOLVE_MS });
  const api = await server.call('variantDistribution', {
    variant: 'standard',
    options: { secondYacht: true, joker: 'forced' },
  });
  expect(api.cached).toBe(true);
  const f = api.facts;
  const cells = standardRow.locator('td.number');
  await expect(cells).toHaveText([
    f.expected.toFixed(2),
    f.sd.toFixed(2),
    String(f.median),
    `${f.percentiles['5']}–${f.percentiles['95']}`,
    `${(f.bonusRate * 100).toFixed(1)}%`,
    `${(f.yachtRate * 100).toFixed(1)}%`,
  ]);
  expect(f.expected).toBeCloseTo(254.5877287, 6);
  await expect(page.getByRole('list', { name: 'In words' })).toContainText(
    `Standard: Perfect play averages 254.6; half of all games end between ${f.percentiles['25']} and ${f.percentiles['75']}.`,
  );

  // The charts: expected by rule set, the compared distributions, the boxes.
  await expect(
    page.getByTestId('variants-expected-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByTestId('variants-distribution-chart').locator('.recharts-line')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Compare Standard, free joker' }).check();
  await expect(page.getByTestId('variants-distribution-chart').locator('.recharts-line')).toHaveCount(2);
  await expect(
    page.getByTestId('variants-box-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();

  // Sorting: by SD, highest first, then lowest first.
  const sdHeader = page.getByRole('columnheader', { name: /SD/ });
  await sdHeader.getByRole('button').click();
  await expect(sdHeader).toHaveAttribute('aria-sort', 'descending');
  await sdHeader.getByRole('button').click();
  await expect(sdHeader).toHaveAttribute('aria-sort', 'ascending');
  const sds = await page.getByTestId('variant-row').evaluateAll((trs) =>
    trs
      .map((tr) => tr.querySelectorAll('td.number')[1]?.textContent ?? null)
      .filter((t): t is string => t !== null)
      .map(Number),
  );
  expect(sds.length).toBeGreaterThanOrEqual(2);
  expect(sds).toEqual([...sds].sort((a, b) => a - b));

  // Where the rules change the best play: the API's first-turn differences, the likeliest first.
  const keeps = await server.call(
    'variantKeepDifferences',
    { variant: 'standard', options: { secondYacht: true, joker: 'forced' } },
    { variant: 'yatzy', options: { secondYacht: false, joker: 'forced' } },
  );
  await expect(page.getByTestId('keeps-summary')).toContainText(
    `differs in ${keeps.differences.length} of the ${keeps.decisions} first-turn decisions`,
    { timeout: SOLVE_MS },
  );
  const first = keeps.differences[0]!;
  await expect(page.getByTestId('keep-differences').locator('li').first()).toContainText(
    `With ${first.dice.join('-')} (first roll`,
  );
  await page.getByTestId('keeps-b').selectOption({ label: 'Standard' });
  await expect(page.getByText('Choose two different rule sets.')).toBeVisible();
  await page.getByTestId('keeps-b').selectOption({ label: 'Yatzy' });

  await expectNoBlankScroll(page, 'the variants page');
  await screenshot(page, 'variants-1280x800');
  await expectNoViolations(page, 'the variants page');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'the variants page (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByTestId('variants-table')).toBeVisible();
  await expectNoBlankScroll(page, 'the variants page at 800×900');
  await screenshot(page, 'variants-800x900');
});
