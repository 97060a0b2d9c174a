// A Perfect seat: its solver table is made in the background as soon as it is chosen, the page shows how far
// it has got, and once it is ready the Perfect bot plays its turn.

import { makeRules, rulesFingerprint } from '../../src/shared/rules';
import { expect, screenshot, test } from './fixtures';
import { chooseSeats, startGame } from './support/setup';
import { roll, waitForTurnStart } from './support/table';

test.use({ seed: 'perfect-1' });

test('choosing a Perfect bot warms the solver up, with its progress shown', async ({ page, server }) => {
  const fingerprint = rulesFingerprint(makeRules('standard'));
  const ready = async (): Promise<boolean> =>
    (await server.call('solverStatus')).some((s) => s.fingerprint === fingerprint && s.ready);

  await server.call('setSettings', { botSpeed: 'instant' });
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Ana', as: 'human' },
    { name: 'Pia', as: 'perfect' },
  ]);
  // The table takes under a second here: the progress shows until it is ready (unless it was quicker than a
  // look). What it says is read in the same look that finds it, as it may be gone by the next one.
  const progress = page.getByTestId('solver-progress');
  const look = (): Promise<{ text: string; bar: boolean } | null> =>
    page.evaluate(() => {
      const shown = document.querySelector('[data-testid="solver-progress"]');
      if (shown === null) return null;
      const bar = shown.querySelector('[role="progressbar"][aria-label="Solver warm-up"]');
      return { text: shown.textContent ?? '', bar: bar !== null };
    });
  const seen: { last: { text: string; bar: boolean } | null } = { last: null };
  await expect.poll(async () => (seen.last = await look()) !== null || (await ready())).toBe(true);
  if (seen.last !== null) {
    const { text, bar } = seen.last;
    expect(text).toContain('Perfect bot');
    expect(bar, 'a progress bar named "Solver warm-up"').toBe(true);
    await screenshot(page, 'solver-warmup');
  }
  await expect.poll(ready, { timeout: 120_000 }).toBe(true);
  await expect(progress).toBeHidden();

  await startGame(page);
  await waitForTurnStart(page, 0);
  await roll(page, 'mouse', 2);
  await page.getByTestId('pad-chance').click();
  // Pia (Perfect) plays her turn, and it is Ana's again.
  await waitForTurnStart(page, 0);
  await expect(page.getByTestId('last-move')).toContainText(/^Pia wrote /);
});

test('the setup page makes its rules’ table with no bot seated, without a progress bar', async ({
  page,
  server,
}) => {
  // Practice vs Perfect (and the coach) are one click away: the table of the rules shown is made at once.
  const fingerprint = rulesFingerprint(makeRules('standard'));
  await page.goto(server.url);
  await expect(page.getByTestId('practice-vs-perfect')).toBeVisible();
  await expect
    .poll(async () => (await server.call('solverStatus')).some((s) => s.fingerprint === fingerprint))
    .toBe(true);
  // Nobody seated waits for it: nothing to show.
  await expect(page.getByTestId('solver-progress')).toBeHidden();
});
