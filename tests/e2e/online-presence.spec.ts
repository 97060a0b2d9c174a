// Who is at an online table, when networks fail: a phone joiner's network is cut without a word (the browser
// context goes offline: its open WebSocket hears nothing and says nothing, as on a phone that lost its Wi-Fi).
// Within the heartbeat the host and the other joiner see the phone away, the away bot plays its turn (the
// table's away time is 10 s, the least a host may choose), the phone says its connection is lost, and once its
// network is back it is in its seat again by its token and plays its own turn ("Your turn", no key hints on a
// touch screen). A late joiner watches, and is told so. Then the host's app is killed and started again: the
// new-game page says a table is waiting and opens it again; the joiners' pages kept trying and come back.
// Screenshots at 1280×800 (host), 800×900 (a joiner at a computer) and 390×844 (the phone); axe on each new
// state.

import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y';
import { readPad } from './support/table';
import { expect, screenshot, test } from './fixtures';

test.use({ settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' } });

/** Whose turn in which round, as the page shows it. */
function turnOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const banner = document.querySelector('[data-testid="turn-banner"]');
    return `${banner?.getAttribute('data-seat') ?? ''} ${banner?.querySelector('.turn-round')?.textContent ?? ''}`;
  });
}

/** This page's seat plays its turn: one roll, then the box worth most (a box worth nothing asks twice). */
async function playTurn(page: Page): Promise<void> {
  const before = await turnOf(page);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('rolls-left')).toHaveText('2 rolls left');
  const open = (await readPad(page)).filter((row) => !row.disabled);
  const best = open.reduce((top, row) => ((row.points ?? 0) > (top.points ?? 0) ? row : top));
  const box = page.getByTestId(`pad-${best.box}`);
  await box.click();
  if ((best.points ?? 0) === 0) await box.click();
  await expect.poll(() => turnOf(page), { timeout: 20_000 }).not.toBe(before);
}

test("a phone joiner's network cut silently: the others see them away, the bot plays, they come back by token", async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(300_000);
  const table = await server.call('openTable', {
    rules: { variant: 'standard', options: { secondYacht: true, joker: 'free' } },
    seats: [{ kind: 'host', name: 'Hana' }, { kind: 'open' }, { kind: 'open' }],
    awayBot: { level: 'medium', afterSeconds: 10 },
  });
  const link = table.link!;

  // The phone joins first: its lobby says what is played, and what happens to a player who is away.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const ben = await phone.newPage();
  await ben.goto(link);
  const rules = ben.getByTestId('table-rules');
  await expect(rules).toContainText('Rules: Standard, free joker');
  await expect(rules).toContainText('A Medium bot plays for anyone away 10 s, until they are back.');
  await expect(rules).toContainText('No coach at this table.');
  await expectNoViolations(ben, "the phone's lobby with the table's rules");
  await ben.getByTestId('joiner-name').fill('Ben');
  await ben.getByTestId('sit-2').click();
  await expect(ben.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();
  await screenshot(ben, 'online-presence-lobby-390x844');

  const desk = await browser.newContext({ viewport: { width: 800, height: 900 } });
  const ann = await desk.newPage();
  await ann.goto(link);
  await ann.getByTestId('joiner-name').fill('Ann');
  await ann.getByTestId('sit-1').click();
  await expect(ann.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();

  // The host starts from the online page and plays the first turn: "Your turn" on the host's own seat.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await page.getByTestId('open-online').click();
  await page.getByTestId('start-table').click();
  await expect(page.getByTestId('your-turn')).toHaveText('Your turn');
  await playTurn(page);

  // A late joiner (another browser: this one keeps Ann's seat) watches: told so, and no Roll button.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cleo = await other.newPage();
  await cleo.goto(link);
  await expect(cleo.getByTestId('watching')).toContainText('You are watching');
  await expect(cleo.getByTestId('turn-banner')).toContainText('Ann to play');
  await expect(cleo.getByTestId('roll')).toHaveCount(0);
  await expectNoViolations(cleo, "a watcher's page");
  await screenshot(cleo, 'online-presence-watcher-1280x800');
  await other.close();

  // Ann plays; then it is Ben's turn, and his page says so in words, with no keys on a touch screen.
  await expect(ann.getByTestId('your-turn')).toBeVisible();
  await playTurn(ann);
  await expect(ben.getByTestId('your-turn')).toHaveText('Your turn');
  await expect(ben.getByTestId('turn-banner')).toContainText('Your turn: roll the dice');
  await expect(ben.getByTestId('roll')).toBeEnabled();
  await expect(ben.getByTestId('roll').locator('kbd')).toBeHidden();
  await expect(ben.locator('.key-help')).toBeHidden();
  await expect(ann.getByTestId('turn-banner')).toContainText('Ben to play');
  await expect(ann.getByTestId('presence-2')).toHaveAttribute('data-presence', 'here');
  await screenshot(ben, 'online-presence-your-turn-390x844');

  // Ben's network dies without a word.
  await phone.setOffline(true);
  const cut = Date.now();
  // The host and Ann see him away within the heartbeat (10 s of silence, checked every 4 s).
  await expect(page.getByTestId('presence-2')).toHaveAttribute('data-presence', 'away', { timeout: 20_000 });
  await expect(ann.getByTestId('presence-2')).toHaveAttribute('data-presence', 'away', { timeout: 5_000 });
  const seenAway = Date.now() - cut;
  await expect(ann.getByTestId('away-notice')).toContainText(/Ben is away — the Medium bot plays in \d+ s/);
  await expect(page.getByTestId('away-notice')).toContainText('Ben is away');
  const awayView = (await server.call('hostedTables'))[0]?.seats[2];
  expect(awayView).toMatchObject({ connected: false, standIn: null });
  expect(awayView?.botIn).toBeLessThanOrEqual(10);
  await expectNoViolations(ann, "a joiner's page with a player away on turn");
  await ann.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(ann, "a joiner's page with a player away on turn (dark)");
  await ann.emulateMedia({ colorScheme: 'light' });
  await screenshot(ann, 'online-presence-away-800x900');
  await screenshot(page, 'online-presence-away-1280x800');
  // The host's online page says it too, beside the seat.
  await page.getByTestId('open-online').click();
  await expect(page.getByTestId('hosted-seat-2')).toContainText(/Ben \(joined, away.*bot plays/);
  await screenshot(page, 'online-presence-host-table-1280x800');
  await page.getByRole('button', { name: 'Go to the table' }).click();
  // Ben's own page knows too: the connection lost, his own dot says so, the others' are not known.
  await expect(ben.getByTestId('connection-notice')).toContainText('Connection lost', { timeout: 20_000 });
  await expect(ben.getByTestId('presence-2')).toHaveAttribute('data-presence', 'lost');
  await expectNoViolations(ben, "the phone's page with its connection lost");
  await ben.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(ben, "the phone's page with its connection lost (dark)");
  await ben.emulateMedia({ colorScheme: 'light' });
  await screenshot(ben, 'online-presence-lost-390x844');

  // The away bot plays Ben's turn: the turn comes back to the host, round 2.
  await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-seat', '0', { timeout: 30_000 });
  await expect(page.locator('.turn-round')).toHaveText('Round 2 of 13');
  const botPlayed = Date.now() - cut;
  const hosted = await server.call('hostedTables');
  expect(hosted[0]?.seats[2]).toMatchObject({ connected: false, standIn: 'medium' });

  // His network is back: the page is in his seat again (the browser kept its token), the bot stands aside.
  await phone.setOffline(false);
  await expect(ben.getByTestId('connection-notice')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('presence-2')).toHaveAttribute('data-presence', 'here');
  await expect.poll(async () => (await server.call('hostedTables'))[0]?.seats[2]?.standIn).toBeNull();
  const back = Date.now() - cut;
  await playTurn(page);
  await playTurn(ann);
  await expect(ben.getByTestId('your-turn')).toBeVisible();
  await playTurn(ben);
  await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-seat', '0');
  await expect(page.locator('.turn-round')).toHaveText('Round 3 of 13');
  console.log(
    `heartbeat: seen away after ${(seenAway / 1000).toFixed(1)} s, the bot played after ${(botPlayed / 1000).toFixed(1)} s, back after ${(back / 1000).toFixed(1)} s`,
  );

  // The host's app dies and starts again: the joiners' pages keep trying, and the new-game page says a table
  // is waiting, with the button that opens it again.
  await server.kill9();
  await expect(ann.getByTestId('connection-notice')).toBeVisible({ timeout: 20_000 });
  const url = await server.restart();
  await page.goto(url);
  const waiting = page.getByTestId('waiting-tables');
  await expect(waiting).toContainText('A table is waiting: the Standard, free joker game with Ann, Ben');
  await expectNoViolations(page, 'the new-game page with a table waiting');
  await screenshot(page, 'online-presence-waiting-1280x800');
  await expect(ann.getByTestId('connection-notice')).toContainText(/host may be away|host is away/);
  await screenshot(ann, 'online-presence-host-away-800x900');
  await screenshot(ben, 'online-presence-host-away-390x844');
  await page.getByTestId('reopen-waiting-table').click();
  await expect(page.getByTestId('hosted-table')).toBeVisible();
  // Back by token: each at their seat, with no key typed.
  for (const joiner of [ann, ben]) {
    await joiner
      .getByTestId('try-now')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(joiner.getByTestId('connection-notice')).toHaveCount(0, { timeout: 30_000 });
  }
  await expect(page.getByTestId('hosted-seat-1')).toContainText('Ann (joined, connected)');
  await expect(page.getByTestId('hosted-seat-2')).toContainText('Ben (joined, connected)');
  await desk.close();
  await phone.close();
});
