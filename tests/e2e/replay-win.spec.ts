// The replay of a finished two-seat game in win chance: the chart comes (it takes the backend seconds), with
// both seats in its legend, round ticks and percent ticks, inside the page at 1280×800 and 800×900 (nothing
// cut off on either side); its marks are the decisions that lost 2 points or more, pointing at or focusing one
// says whose it was and what it cost (the planted blunders of "You" are among them), and a click selects its
// step; axe in light and dark.

import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { DESKTOP_SIZES } from './support/layout';
import { playThroughApi } from './support/played-game';

test.use({ seed: 'replay-win-1', tables: ['standard'] });

/** The chart's box lies within the window's width (nothing cut off at either side). */
async function expectInsideWidth(page: Page, where: string): Promise<void> {
  const chart = page.getByTestId('win-chart');
  const box = (await chart.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `the chart's left edge at ${where}`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `the chart's right edge at ${where}`).toBeLessThanOrEqual(width);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the page's width at ${where}`).toBeLessThanOrEqual(width);
}

test('a finished two-seat game shows every seat’s chance to win and marks the costly decisions', async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  // "You" scores nothing at once on these turns: blunders for points, and (early on) for the chance to win.
  const { gameId } = await playThroughApi(server, {
    sameDice: true,
    withPerfect: true,
    planted: new Set([0, 4, 9]),
  });
  for (const size of DESKTOP_SIZES) {
    const where = `${size.width}×${size.height}`;
    await page.setViewportSize(size);
    await page.goto(`${server.url}#/replay/${gameId}`);
    await expect(page.getByTestId('replay-board')).toBeVisible({ timeout: 60_000 });
    const chart = page.getByTestId('win-chart');
    await expect(chart).toBeVisible({ timeout: 240_000 });
    await expect(chart.locator('figcaption')).toContainText(/Chance to win after each turn/);
    await expect(chart.locator('.chart-legend li')).toHaveText(['You', 'Perfect bot']);
    const xTicks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(xTicks).toHaveText(Array.from({ length: 13 }, (_, r) => String(r + 1)));
    await expect(chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveText(
      ['0%', '25%', '50%', '75%', '100%'],
    );
    await chart.scrollIntoViewIfNeeded();
    await expectInsideWidth(page, where);

    const marks = chart.getByTestId('win-mark');
    expect(await marks.count(), `marks at ${where}`).toBeGreaterThan(0);
    const labels = await marks.evaluateAll((all) => all.map((m) => m.getAttribute('aria-label') ?? ''));
    expect(labels.some((l) => l.startsWith('You, round 1: score'))).toBe(true);
    for (const label of labels)
      expect(label).toMatch(
        /^(You|Perfect bot), round \d+: .+; best to win: .+; lost \d+\.\d points of win chance/,
      );
    // Focus shows the tip; a click selects the decision's step on the board.
    const first = marks.first();
    // (At the second size the mark clicked at the first may still hold the focus: focus it afresh.)
    await first.blur();
    await first.focus();
    await expect(chart.getByTestId('win-mark-tip')).toHaveText((await first.getAttribute('aria-label'))!);
    await page.mouse.move(0, 0);
    await marks.last().hover();
    await expect(chart.getByTestId('win-mark-tip')).toHaveText(
      (await marks.last().getAttribute('aria-label'))!,
    );
    await first.click();
    await expect(page.getByTestId('replay-board')).toHaveAttribute(
      'data-index',
      (await first.getAttribute('data-index'))!,
    );
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `replay-win-${size.width}x${size.height}-${scheme}`);
      await expectNoViolations(page, `the replay's win chart at ${where} (${scheme})`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
});
