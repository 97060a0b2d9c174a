// How a page sits in its window.

import { expect, type Page } from '@playwright/test';

/** The two desktop windows every screen is checked at. */
export const DESKTOP_SIZES = [
  { width: 1280, height: 800, name: '1280x800' },
  { width: 800, height: 900, name: '800x900' },
] as const;

/** Nothing of the element lies outside the window sideways (a cut-off column or word). */
export async function expectInside(page: Page, testId: string): Promise<void> {
  const { left, right, width } = await page
    .getByTestId(testId)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { left: box.left, right: box.right, width: window.innerWidth };
    });
  expect(left, `${testId} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(right, `${testId} ends inside the window`).toBeLessThanOrEqual(width);
}

/** The page is no taller than what it shows: nothing (hidden text, say) stretches it past its content. */
export async function expectNoBlankScroll(page: Page, where: string): Promise<void> {
  const { scroll, content, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    content: (document.querySelector('.page')?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
    viewport: window.innerHeight,
  }));
  expect(
    scroll,
    `${where}: the document (${scroll} px) against its content (${content} px)`,
  ).toBeLessThanOrEqual(Math.max(viewport, Math.ceil(content)) + 1);
}

/**
 * No kept die covers the shelf's "Kept" label (on a phone the row of dice is nearly as wide as the shelf). The
 * tests run with reduced motion, so kept dice are on the shelf as soon as they are kept.
 */
export async function expectKeptLabelClear(page: Page, where: string): Promise<void> {
  const covering = await page.evaluate(() => {
    const label = document.querySelector('.dice-shelf span')?.getBoundingClientRect();
    if (!label) return ['no Kept label'];
    return [...document.querySelectorAll('.die-kept')]
      .map((die) => die.getBoundingClientRect())
      .filter(
        (d) => d.left < label.right && d.right > label.left && d.top < label.bottom && d.bottom > label.top,
      )
      .map((d) => `a kept die at (${Math.round(d.left)}, ${Math.round(d.top)})`);
  });
  expect(covering, `${where}: the Kept label covered`).toEqual([]);
}
