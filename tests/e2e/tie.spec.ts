// Level totals share first place: a two-person game whose seed (support/find-tie-seed.ts) ends level when
// each seat rolls once a turn and scores the box worth most. Then Play again hands the first roll to Bo.

import { expect, screenshot, test } from './fixtures';
import { chooseSeats, startGame } from './support/setup';
import { boxFor } from './support/strategy';
import { readPad, roll, waitForText, waitForTurnStart } from './support/table';

test.use({ seed: 'tie-163' });

test('tied leaders share first place, and Play again passes the first roll on', async ({ page, server }) => {
  test.setTimeout(180_000);
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Ana', as: 'human' },
    { name: 'Bo', as: 'human' },
  ]);
  await startGame(page);

  for (let turn = 0; turn < 26; turn++) {
    const seat = turn % 2;
    await waitForTurnStart(page, seat);
    await roll(page, 'mouse', 2);
    const rows = await readPad(page);
    const box = boxFor(rows.map((r) => ({ ...r, legal: !r.disabled })));
    const points = rows.find((r) => r.box === box)?.points ?? 0;
    await page.getByTestId(`pad-${box}`).click();
    if (points === 0) await page.getByTestId(`pad-${box}`).click();
    await waitForText(page, `sheet-${seat}-${box}`, String(points));
  }

  await expect(page.getByTestId('headline')).toHaveText('Ana and Bo share first place');
  for (const seat of [0, 1]) {
    const row = page.getByTestId(`rank-${seat}`);
    await expect(row).toHaveAttribute('data-place', '1');
    await expect(row.locator('.rank-place')).toHaveText('1st');
    await expect(row.locator('.rank-total')).toHaveText('119');
  }
  await screenshot(page, 'end-tie');

  await page.getByTestId('play-again').click();
  await waitForTurnStart(page, 1);
  await expect(page.getByTestId('turn-banner')).toContainText('Bo to play');
});
