// Filling in the new-game page.

import { expect, type Page } from '@playwright/test';

export interface SeatChoice {
  readonly name: string;
  /** 'human' or a bot level. */
  readonly as: 'human' | 'easy' | 'medium' | 'hard' | 'perfect' | 'perfect-win';
}

/** Makes the seat list exactly `seats`. */
export async function chooseSeats(page: Page, seats: readonly SeatChoice[]): Promise<void> {
  const rows = page.locator('.seat-row');
  // The page says "Connecting…" until the settings and the current game are in: counting the seats before the
  // setup form is there would count none.
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  while ((await rows.count()) > seats.length) {
    await rows
      .last()
      .getByRole('button', { name: /^Remove seat/ })
      .click();
  }
  while ((await rows.count()) < seats.length) {
    await page.getByRole('button', { name: 'Add a person' }).click();
  }
  for (const [i, seat] of seats.entries()) {
    await page.getByLabel(`Seat ${i + 1} name`).fill(seat.name);
    await page.getByLabel(`Seat ${i + 1} plays as`).selectOption(seat.as);
  }
  await expect(rows).toHaveCount(seats.length);
}

export async function startGame(page: Page): Promise<void> {
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-banner')).toBeVisible();
}
