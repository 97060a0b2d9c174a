// An online table after its game, in the browser lane: the host's Play again starts the next game at the same
// table (same code, same seats) and the joiner's page follows to it, offering the last game to save; the host's
// online page plays again at a finished table or dismisses it. And names: one the table refuses is said at
// once on the joiner's page, and the longest name allowed, without a space, keeps a phone's page as wide as
// the phone.

import type { Browser, Page } from '@playwright/test';
import { pad, replay } from '../../src/shared/game';
import { MAX_NAME_CHARACTERS } from '../../src/shared/names';
import { expectNoViolations } from './support/a11y';
import { chooseSeats } from './support/setup';
import { expect, screenshot, test, type YachtServer } from './fixtures';

test.use({ settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' } });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * Plays the host's seat of a table's game to the end through the host's API (roll, then the first open box),
 * while a bot stands in for the joiner: a whole game in seconds.
 */
async function playOut(server: YachtServer, gameId: string, hostSeat: number): Promise<void> {
  for (let n = 0; n < 2_000; n++) {
    const state = replay((await server.call('getGame', gameId)).events);
    if (state.over) return;
    if (state.turn.seat !== hostSeat) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    const open = pad(state)?.entries.find((e) => e.legal);
    await server.call('act', gameId, open ? { type: 'score', box: open.box } : { type: 'roll' });
  }
  throw new Error('the game did not end');
}

/**
 * The page is no wider than its window: nothing pushes it sideways, and no text runs past its right edge where
 * it would be cut off (a box that scrolls sideways, such as the score sheet's, may hold more).
 */
async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  // The window's width as set (a phone's page zooms out to show what is wider: its own width would grow).
  const width = page.viewportSize()?.width ?? 0;
  const { scroll, past } = await page.evaluate((edge) => {
    const scrolls = (node: Node): boolean => {
      for (let a = node.parentElement; a !== null; a = a.parentElement) {
        const overflow = getComputedStyle(a).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) {
      if ((text.textContent ?? '').trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.right > edge && !scrolls(text)) {
        found.push(`"${(text.textContent ?? '').slice(0, 40)}" ends at ${Math.round(box.right)} px`);
      }
    }
    for (const element of document.body.querySelectorAll('input, select, button')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > edge && !scrolls(element)) {
        found.push(`a ${element.tagName.toLowerCase()} ends at ${Math.round(box.right)} px`);
      }
    }
    return { scroll: document.documentElement.scrollWidth, past: found };
  }, width + 1);
  expect(scroll, `${where}: the page is ${scroll} px wide in a ${width} px window`).toBeLessThanOrEqual(
    width,
  );
  expect(past, `${where}: past the window's right edge (${width} px)`).toEqual([]);
}

/** Opens a table from the new-game page (the host in seat 1, seat 2 open) and seats a joiner from a phone. */
async function tableWithJoiner(
  page: Page,
  browser: Browser,
  hostName: string,
  joinerName: string,
): Promise<{ joiner: Page; close: () => Promise<void>; link: string }> {
  await chooseSeats(page, [
    { name: hostName, as: 'human' },
    { name: 'Guest', as: 'human' },
  ]);
  await page.getByTestId('play-online').click();
  await page.getByTestId('open-table').click();
  const link = await page.getByTestId('join-link').inputValue();
  const phone = await browser.newContext(PHONE);
  const joiner = await phone.newPage();
  await joiner.goto(link);
  await joiner.getByTestId('joiner-name').fill(joinerName);
  await joiner.getByTestId('sit-1').click();
  await expect(joiner.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();
  return { joiner, close: () => phone.close(), link };
}

test('Play again at an online table: the next game at the same table, the joiner follows and saves the last', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  const { joiner, close, link } = await tableWithJoiner(page, browser, 'Hana', 'Ben');
  await page.getByTestId('start-table').click();
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await expect(joiner.getByTestId('turn-banner')).toBeVisible();
  const [table] = await server.call('hostedTables');
  const first = table!.game!.gameId;

  // A bot stands in for Ben; the host's turns go through the host's API: the game ends in seconds.
  await server.call('tableStandIn', table!.tableId, 1, 'easy');
  await playOut(server, first, 0);
  await expect(page.getByTestId('headline')).toBeVisible();
  await expect(joiner.getByTestId('headline')).toBeVisible();
  await expect(joiner.getByTestId('joiner-play-again-note')).toContainText('the table closes at');
  await expect(page.getByTestId('play-again')).toBeVisible();
  await expect(page.locator('.end-actions')).toContainText(
    'Next game, Ben rolls first, at the same online table',
  );
  await screenshot(page, 'online-end-host-1280x800');
  await screenshot(joiner, 'online-end-joiner-phone');

  // The host's Play again: the next game at the same table, Ben first; Ben's page follows to it.
  await page.getByTestId('play-again').click();
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await expect(joiner.getByTestId('turn-banner')).toBeVisible();
  await expect(joiner.getByTestId('turn-banner')).toHaveAttribute('data-seat', '1');
  expect(joiner.url()).toBe(link);
  const [again] = await server.call('hostedTables');
  expect(again).toMatchObject({ tableId: table!.tableId, code: table!.code, status: 'playing' });
  expect(again!.game!.gameId).not.toBe(first);
  expect(again!.seats.map((s) => [s.kind, s.name, s.standIn])).toEqual([
    ['host', 'Hana', null],
    ['remote', 'Ben', null],
  ]);
  expect(await server.call('currentGame')).toBeNull();
  // Ben plays his turn in it; the last game is still his to save.
  await joiner.getByTestId('roll').click();
  await expect(joiner.getByTestId('rolls-left')).toHaveText('2 rolls left');
  const download = joiner.waitForEvent('download');
  await joiner.getByTestId('save-last-game').click();
  expect((await download).suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-standard\.yacht\.json$/);
  await expectNoViolations(joiner, "a joiner's next game (phone)");
  await screenshot(joiner, 'online-play-again-joiner-phone');
  await close();
});

test("the host's online page plays again at a finished table, or dismisses it", async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(server.url);
  const { close } = await tableWithJoiner(page, browser, 'Hana', 'Ben');
  await page.getByTestId('start-table').click();
  // The click only asks: the game has begun once the host says so.
  await expect
    .poll(async () => (await server.call('hostedTables'))[0]?.status, { timeout: 15_000 })
    .toBe('playing');
  const [table] = await server.call('hostedTables');
  await server.call('tableStandIn', table!.tableId, 1, 'easy');
  await playOut(server, table!.game!.gameId, 0);
  await expect(page.getByTestId('headline')).toBeVisible();

  // The finished table on the online page: Play again there, or Dismiss.
  await page.getByTestId('open-online').click();
  const panel = page.getByTestId('hosted-table');
  await expect(panel).toContainText('finished');
  await expect(panel.getByTestId('table-closes')).toContainText('the table closes at');
  await expectNoViolations(page, 'the online page (a finished table)');
  await screenshot(page, 'online-finished-800x900');
  await panel.getByTestId('table-play-again').click();
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  const [again] = await server.call('hostedTables');
  expect(again).toMatchObject({ tableId: table!.tableId, status: 'playing' });

  // Dismissed once its next game is over: gone from the page and from the host.
  await server.call('tableStandIn', table!.tableId, 1, 'easy');
  await playOut(server, again!.game!.gameId, 0);
  await page.getByTestId('open-online').click();
  await page.getByTestId('dismiss-table').click();
  await expect(page.getByTestId('hosted-table')).toHaveCount(0);
  expect(await server.call('hostedTables')).toEqual([]);
  await close();
});

test('names: refused at once with a reason, and the longest allowed keeps a phone page phone-wide', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  const longest = 'W'.repeat(MAX_NAME_CHARACTERS);
  const hostName = 'M'.repeat(MAX_NAME_CHARACTERS);
  const table = await server.call('openTable', {
    rules: { variant: 'classic' },
    seats: [
      { kind: 'host', name: hostName },
      { kind: 'open' },
      { kind: 'bot', name: 'Easy bot', level: 'easy' },
    ],
  });
  const phone = await browser.newContext(PHONE);
  const joiner = await phone.newPage();
  await joiner.goto(table.link!);
  const sit = joiner.getByTestId('sit-1');
  for (const [name, reason] of [
    ['Ben (host)', '"(host)" is how the app labels seats: leave it out of your name'],
    ['\u202eneB', 'a name cannot hold invisible or direction-changing characters'],
    ['W'.repeat(40), `a name is at most ${MAX_NAME_CHARACTERS} characters (this one has 40)`],
  ] as const) {
    await joiner.getByTestId('joiner-name').fill(name);
    await sit.click();
    await expect(joiner.getByRole('alert')).toContainText(reason);
  }
  await joiner.getByTestId('joiner-name').fill(longest);
  await sit.click();
  await expect(joiner.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();
  await expectNoSideScroll(joiner, 'the lobby on a phone');
  await screenshot(joiner, 'online-long-name-lobby-phone');
  const started = await server.call('startTable', table.tableId);
  await expect(joiner.getByTestId('turn-banner')).toBeVisible();
  await expectNoSideScroll(joiner, 'the game on a phone');
  await screenshot(joiner, 'online-long-name-game-phone');
  // The host's table at a computer's width and at 800 px, the same names.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await page.getByTestId('open-online').click();
  await expect(page.getByTestId('hosted-seat-1')).toContainText(longest);
  await expectNoSideScroll(page, "the host's online page at 1280");
  await page.setViewportSize({ width: 800, height: 900 });
  await expectNoSideScroll(page, "the host's online page at 800");
  await screenshot(page, 'online-long-name-host-800x900');
  // A local seat's name is checked as a joiner's is: said beside the seat, and the game does not start.
  await page.getByRole('button', { name: 'New game' }).click();
  await chooseSeats(page, [
    { name: 'Ann (you)', as: 'human' },
    { name: 'Easy bot', as: 'easy' },
  ]);
  await expect(page.getByTestId('seat-0')).toContainText(
    'Seat 1: "(you)" is how the app labels seats: leave it out of your name',
  );
  await expect(page.getByTestId('start-game')).toBeDisabled();
  await expectNoViolations(page, 'a refused seat name (800×900)');
  await screenshot(page, 'setup-refused-name-800x900');

  // The end of the game: the ranking and the sheets hold the names too.
  await server.call('tableStandIn', table.tableId, 1, 'easy');
  await playOut(server, started.game!.gameId, 0);
  await expect(joiner.getByTestId('headline')).toBeVisible();
  await expectNoSideScroll(joiner, 'the end on a phone');
  await screenshot(joiner, 'online-long-name-end-phone');
  await phone.close();
});
