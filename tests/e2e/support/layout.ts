// How a page sits in its window.

import { expect, type Page } from '@playwright/test';

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
