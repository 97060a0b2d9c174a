// Phones at a real table: the host opens an online table with real dice (players type their own), a joiner on a
// phone types their rolls by taps and by keys, fixes one, and the host's screen (1280×800) shows every die
// typed; a face that is no die is refused in words; axe passes with the entry open. At a table whose host
// types every seat's dice, the host types the joiner's rolls at the host's screen (the entry for their next roll
// follows what they hold on the phone), and the phone only shows them: its Roll is refused in words.

import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { expectKeptLabelClear } from './support/layout';
import { chooseSeats } from './support/setup';
import { readDice, readPad } from './support/table';
import { expect, screenshot, test } from './fixtures';

test.use({ settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' } });

/** The page's dice, once they are these. */
async function expectDice(page: Page, dice: readonly number[]): Promise<void> {
  await expect.poll(() => readDice(page), { timeout: 20_000 }).toEqual(dice);
}

/** Scores the box worth most on the page (the turn then passes on). */
async function scoreBest(page: Page): Promise<string> {
  const open = (await readPad(page)).filter((row) => !row.disabled && (row.points ?? 0) > 0);
  const best = open.reduce((top, row) => ((row.points ?? 0) > (top.points ?? 0) ? row : top));
  await page.getByTestId(`pad-${best.box}`).click();
  return best.box;
}

test('a joiner types their own real dice on a phone, by taps and keys, and the host sees them', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Hana', as: 'human' },
    { name: 'Guest', as: 'human' },
  ]);
  // Real dice chosen on the new-game page: the table's form starts from them.
  await page.getByTestId('dice-coached').check();
  await page.getByTestId('play-online').click();
  await expect(page.getByTestId('table-dice')).toHaveValue('coached');
  await expect(page.getByTestId('players-type')).toBeChecked();
  await expectNoViolations(page, 'the online form with real dice');
  await page.getByTestId('open-table').click();
  await expect(page.getByTestId('hosted-table-dice')).toContainText('Each joiner types their own dice');
  const link = await page.getByTestId('join-link').inputValue();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const ben = await phone.newPage();
  await ben.goto(link);
  await expect(ben.getByTestId('table-dice-rule')).toHaveText(
    'Real dice, coached: every roll is typed in. You type your own dice on this device.',
  );
  await ben.getByTestId('joiner-name').fill('Ben');
  await ben.getByTestId('sit-1').click();
  await expect(page.getByTestId('hosted-seat-1')).toContainText('Ben (joined, connected)');
  await page.getByTestId('start-table').click();

  // The host's own turn, typed at the host's screen.
  await expect(page.getByTestId('dice-entry')).toBeVisible();
  await page.getByTestId('dice-entry').pressSequentially('12346');
  await expectDice(page, [1, 2, 3, 4, 6]);
  await expectDice(ben, [1, 2, 3, 4, 6]);
  await scoreBest(page);

  // Ben's turn on his phone: five taps on the face pad.
  await expect(ben.getByTestId('dice-entry-prompt')).toHaveText('Ben: roll the five dice and type them');
  await expect(page.getByTestId('dice-entry')).toHaveCount(0);
  for (const face of [6, 6, 2, 3, 6]) await ben.getByTestId(`dice-entry-face-${face}`).tap();
  await expectDice(page, [6, 6, 2, 3, 6]);
  await expectDice(ben, [6, 6, 2, 3, 6]);

  // He holds the sixes and rolls the other two: typed by keys, a 7 refused in words and nothing sent.
  for (const position of [1, 2, 5]) await ben.getByTestId(`die-${position}`).tap();
  await ben.getByTestId('roll').tap();
  await expect(ben.getByTestId('dice-entry-prompt')).toHaveText('Ben: roll the other 2 dice and type them');
  await expectNoViolations(ben, 'the dice entry on a phone');
  await expectKeptLabelClear(ben, 'three sixes kept on a phone');
  await screenshot(ben, 'real-dice-online-phone-entry');
  await ben.getByTestId('dice-entry').press('7');
  await expect(ben.getByTestId('dice-entry-refusal')).toBeVisible();
  await expect(ben.getByTestId('dice-entry-refusal')).toContainText('7');
  await expectDice(page, [6, 6, 2, 3, 6]);
  await ben.getByTestId('dice-entry').pressSequentially('61');
  await expectDice(page, [6, 6, 6, 1, 6]);

  // A mistyped roll, fixed: the same holds, the two dice typed again.
  await ben.getByTestId('fix-dice').tap();
  await expect(ben.getByTestId('dice-entry-prompt')).toHaveText('Ben: roll the other 2 dice and type them');
  await expectDice(page, [6, 6, 2, 3, 6]);
  await ben.getByTestId('dice-entry').pressSequentially('66');
  await expectDice(page, [6, 6, 6, 6, 6]);
  await expectDice(ben, [6, 6, 6, 6, 6]);
  await screenshot(page, 'real-dice-online-host-1280x800');
  const box = await scoreBest(ben);
  expect(box).toBe('yacht');
  await expect(page.getByTestId('dice-entry')).toBeVisible();
  await phone.close();
});

test('where the host types every seat’s dice, the host types them at 1280×800 and the phone shows them, its Roll refused in words', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Hana', as: 'human' },
    { name: 'Guest', as: 'human' },
  ]);
  await page.getByTestId('play-online').click();
  await page.getByTestId('table-dice').selectOption('coached');
  await page.getByTestId('players-type').uncheck();
  await page.getByTestId('open-table').click();
  await expect(page.getByTestId('hosted-table-dice')).toContainText('You type every seat’s dice here');
  const link = await page.getByTestId('join-link').inputValue();
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const ben = await phone.newPage();
  await ben.goto(link);
  await expect(ben.getByTestId('table-dice-rule')).toContainText('The host types everyone’s dice');
  await ben.getByTestId('joiner-name').fill('Ben');
  await ben.getByTestId('sit-1').click();
  await expect(page.getByTestId('hosted-seat-1')).toContainText('Ben (joined, connected)');
  await page.getByTestId('start-table').click();
  await page.getByTestId('dice-entry').pressSequentially('22345');
  await expectDice(page, [2, 2, 3, 4, 5]);
  await scoreBest(page);

  // Ben's turn: his phone shows, and says who types; its Roll is refused in words.
  await expect(page.getByTestId('dice-entry-prompt')).toHaveText('Ben: roll the five dice and type them');
  await expect(ben.getByTestId('host-types-note')).toBeVisible();
  await expect(ben.getByTestId('dice-entry')).toHaveCount(0);
  await ben.getByTestId('roll').tap();
  await expect(ben.getByRole('alert')).toContainText('the host types the dice at this table');
  await page.getByTestId('dice-entry').pressSequentially('55512');
  await expectDice(ben, [5, 5, 5, 1, 2]);
  // He holds the fives on his phone; the host's entry for his next roll follows, and the host types it.
  for (const position of [1, 2, 3]) await ben.getByTestId(`die-${position}`).tap();
  await expect(page.getByTestId('host-reroll-entry-prompt')).toHaveText(
    'Ben holds 5-5-5: when they roll, type the other 2 dice',
  );
  await expectNoViolations(page, 'the host typing a joiner’s dice');
  await page.getByTestId('host-reroll-entry-face-5').click();
  await page.getByTestId('host-reroll-entry-face-5').click();
  await expectDice(ben, [5, 5, 5, 5, 5]);
  await expectDice(page, [5, 5, 5, 5, 5]);
  await expectNoViolations(ben, 'a phone whose host types the dice');
  expect(await scoreBest(ben)).toBe('yacht');
  await phone.close();
});
