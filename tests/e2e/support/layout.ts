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
