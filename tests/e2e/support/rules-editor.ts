// The rules editor on the variants page, as a person opens it.

import type { Locator, Page } from '@playwright/test';
import type { Variant } from '../../../src/shared/rules';

/** At 1280×800, on the variants page: a new rule set of one's own from `base`, named; returns the editor's card. */
export async function newRuleSet(page: Page, url: string, base: Variant, name: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}#/variants`);
  const card = page.getByTestId('custom-rules');
  await card.getByTestId('custom-rules-base').selectOption(base);
  await card.getByTestId('custom-rules-new').click();
  await card.getByTestId('rules-name').fill(name);
  return card;
}
