// The rule variants page in the browser: reached from the setup page's header; the distributions worked out
// one at a time with progress, the table's numbers those of the API, each rule set's sentence, the charts,
// sorting by a column (aria-sort), comparing another rule set, where two rule sets keep different dice on the
// first turn; no blank scrolling; axe light and dark;
// screenshots at 1280×800 and 800×900. The rows after the second are left working (each takes seconds).
// Then, with every row worked out (before the server starts: support/tables.ts), the page's words and
// pictures: the numbers behind the charts shown (the percentiles, each box's points), one colour per rule set
// whatever else is ticked, no 4th tick without a word,
// "—" for a bonus the rules do not have, each column said in words, the score axis to the 99.9th percentile
// unless every score is asked for, each keep named beside its totals in a fixed order, and none said as none.

import type { VariantDistribution } from '../../src/shared/api/variant-schemas';
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
  await expect(rows).toHaveCount(6);
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
  // The first and the last rule set at first (Standard and Generala); Yatzy chosen.
  await expect(page.getByTestId('keeps-b').locator('option:checked')).toHaveText('Generala');
  await page.getByTestId('keeps-b').selectOption({ label: 'Yatzy' });
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

/** The lowest score s with P(score ≤ s) ≥ q (how the percentiles are defined, docs/variants.md). */
function quantileOf(d: VariantDistribution, q: number): number {
  let sum = 0;
  for (const [score, p] of d.facts.distribution) {
    sum += p;
    if (sum >= q - 1e-12) return score;
  }
  return d.facts.max;
}

/** The first test watches the rows being worked out; the second starts with all six worked out. */
const workedOut = test.extend({ distributions: true });

workedOut(
  'the variants page shows its numbers, keeps its colours and says what it leaves out',
  async ({ page, server }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}#/variants`);
    const rowOf = (name: string) =>
      page.locator('[data-testid="variant-row"]', {
        has: page.getByRole('rowheader', { name, exact: true }),
      });
    for (const name of [
      'Standard',
      'Standard, free joker',
      'Standard, no second-yacht bonus',
      'Classic',
      'Yatzy',
      'Generala',
    ]) {
      await expect(rowOf(name).locator('td.number').first()).toHaveText(/^\d+\.\d\d$/, { timeout: SOLVE_MS });
    }
    const standard = await server.call('variantDistribution', { variant: 'standard' });
    const yatzy = await server.call('variantDistribution', { variant: 'yatzy' });

    // Classic has no bonus: "—", not "0.0%". The columns are said in words under the table.
    await expect(rowOf('Classic').locator('td.number').nth(4)).toHaveText('—');
    // Generala's row: the API's numbers (a Generala servida counted as its 50), no bonus either.
    const generala = await server.call('variantDistribution', { variant: 'generala' });
    await expect(rowOf('Generala').locator('td.number').first()).toHaveText(
      generala.facts.expected.toFixed(2),
    );
    await expect(rowOf('Generala').locator('td.number').nth(4)).toHaveText('—');
    await expect(rowOf('Yatzy').locator('td.number').nth(4)).toHaveText(
      `${(yatzy.facts.bonusRate * 100).toFixed(1)}%`,
    );
    const madeHeader = page.getByRole('columnheader', { name: 'Worked out' });
    await expect(madeHeader).toHaveAccessibleDescription(
      /how long this computer took to work the distribution out/,
    );
    await expect(page.getByText('SD: how far the scores spread')).toBeVisible();

    // The numbers behind the pictures, for everyone: the percentiles and each box's points.
    const percentiles = page.getByTestId('variants-percentiles');
    await expect(percentiles).toBeVisible();
    await expect(percentiles.getByRole('row', { name: /^Standard / })).toHaveText(
      [
        'Standard',
        ...['1', '5', '10', '25', '50', '75', '90', '95', '99'].map((q) =>
          String(standard.facts.percentiles[q]),
        ),
      ].join(''),
    );
    const boxPoints = page.getByTestId('variants-box-points');
    await expect(boxPoints).toBeVisible();
    await expect(boxPoints.getByRole('row', { name: /^One pair/ })).toHaveText(
      `One pair—${yatzy.facts.perBox['one-pair']!.toFixed(2)}`,
    );

    // The score axis runs to the 99.9th percentile of the compared rule sets, and says so; every score on asking.
    const lo = Math.min(quantileOf(standard, 0.001), quantileOf(yatzy, 0.001));
    const hi = Math.max(quantileOf(standard, 0.999), quantileOf(yatzy, 0.999));
    const highest = Math.max(standard.facts.max, yatzy.facts.max);
    expect(hi).toBeLessThan(highest);
    await expect(page.getByTestId('score-range')).toHaveText(
      `Scores ${lo} to ${hi}: the rarest 0.1% of games at either end are left out (the highest score with a chance is ${highest}).`,
    );
    // The score axis's last mark (the others are the chance axis's percentages).
    const lastTick = async (): Promise<number> => {
      const marks = await page
        .getByTestId('variants-distribution-chart')
        .locator('.recharts-cartesian-axis-tick-value')
        .allTextContents();
      return Math.max(...marks.filter((t) => !t.includes('%')).map(Number));
    };
    expect(await lastTick()).toBeLessThanOrEqual(hi);
    await page.getByTestId('every-score').check();
    await expect(page.getByTestId('score-range')).toHaveText(
      `Every score with a chance: ${Math.min(standard.facts.min, yatzy.facts.min)} to ${highest}.`,
    );
    expect(await lastTick()).toBeGreaterThan(hi);
    await page.getByTestId('every-score').uncheck();

    // One colour per rule set: Yatzy's line keeps its colour when Standard is unticked and others are ticked.
    // The legend names each line with its colour, in the table's order whatever the order of the ticks.
    const chart = page.getByTestId('variants-distribution-chart');
    const legend = () =>
      chart
        .locator('.recharts-legend-item')
        .evaluateAll((items) =>
          items.map(
            (li) =>
              `${li.textContent ?? ''}=${li.querySelector('.recharts-legend-icon')?.getAttribute('stroke') ?? ''}`,
          ),
        );
    const strokes = async () =>
      (
        await chart
          .locator('.recharts-line-curve')
          .evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke') ?? ''))
      ).sort();
    expect(await legend()).toEqual(['Standard=var(--rules-0)', 'Yatzy=var(--rules-4)']);
    expect(await strokes()).toEqual(['var(--rules-0)', 'var(--rules-4)']);
    await page.getByRole('checkbox', { name: 'Compare Standard', exact: true }).uncheck();
    await expect.poll(legend).toEqual(['Yatzy=var(--rules-4)']);
    await page.getByRole('checkbox', { name: 'Compare Classic' }).check();
    await page.getByRole('checkbox', { name: 'Compare Standard, free joker' }).check();
    await expect
      .poll(legend)
      .toEqual(['Standard, free joker=var(--rules-1)', 'Classic=var(--rules-3)', 'Yatzy=var(--rules-4)']);
    expect(await strokes()).toEqual(['var(--rules-1)', 'var(--rules-3)', 'var(--rules-4)']);
    await expect(rowOf('Yatzy').getByTestId('row-swatch')).toHaveAttribute('style', /--rules-4/);

    // A 4th cannot be ticked, and the page says why.
    await expect(page.getByTestId('compared-status')).toHaveText(
      '3 of 3 ticked for the charts: untick one to tick another.',
    );
    await expect(page.getByRole('checkbox', { name: 'Compare Standard', exact: true })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Compare Yatzy' })).toBeChecked();

    // Where the rules change: each keep named beside its totals, the first rule set's keep first both times.
    const keeps = await server.call(
      'variantKeepDifferences',
      { variant: 'standard', options: { secondYacht: true, joker: 'forced' } },
      { variant: 'yatzy', options: { secondYacht: false, joker: 'forced' } },
    );
    const first = keeps.differences[0]!;
    const label = (keep: readonly number[]): string =>
      keep.length === 5 ? 'Keep all five' : keep.length === 0 ? 'Reroll all five' : `Keep ${keep.join('-')}`;
    await page.getByTestId('keeps-b').selectOption({ label: 'Yatzy' });
    const values = page.getByTestId('keep-values').first();
    await expect(values.getByRole('row')).toHaveText(
      [
        'KeepUnder StandardUnder Yatzy',
        `${label(first.keepA)}${first.underA.keepA.toFixed(2)}${first.underB.keepA.toFixed(2)}`,
        `${label(first.keepB)}${first.underA.keepB.toFixed(2)}${first.underB.keepB.toFixed(2)}`,
      ],
      { timeout: SOLVE_MS },
    );
    await expectNoBlankScroll(page, 'the variants page, every row worked out');
    await screenshot(page, 'variants-numbers-1280x800');
    await page.getByTestId('variants-percentiles').scrollIntoViewIfNeeded();
    await screenshot(page, 'variants-charts-1280x800');
    await page.getByTestId('keep-values').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'variants-keeps-1280x800');
    await expectNoViolations(page, 'the variants page, every row worked out');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'variants-keeps-1280x800-dark');
    await page.getByTestId('variants-percentiles').scrollIntoViewIfNeeded();
    await screenshot(page, 'variants-charts-1280x800-dark');
    await expectNoViolations(page, 'the variants page, every row worked out (dark)');
    await page.setViewportSize({ width: 800, height: 900 });
    await expectNoBlankScroll(page, 'the variants page at 800×900, every row worked out');
    await page.getByTestId('variants-percentiles').scrollIntoViewIfNeeded();
    await screenshot(page, 'variants-charts-800x900-dark');
    await expectNoViolations(page, 'the variants page at 800×900 (dark)');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'variants-charts-800x900');
    await expectNoViolations(page, 'the variants page at 800×900');
    await page.getByTestId('variants-box-points').scrollIntoViewIfNeeded();
    await screenshot(page, 'variants-boxes-800x900');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'variants-top-800x900');

    // Two rule sets that keep alike everywhere: said as none, not as a list.
    await page.getByTestId('keeps-b').selectOption({ label: 'Standard, free joker' });
    await expect(page.getByTestId('keeps-summary')).toHaveText(
      `None: Standard and Standard, free joker keep the same dice in all ${keeps.decisions} first-turn decisions (each first roll, with two and with one roll left).`,
      { timeout: SOLVE_MS },
    );
    await expect(page.getByTestId('keep-differences')).toHaveCount(0);
  },
);
