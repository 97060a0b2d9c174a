// Online play in the browser lane: the host opens a table from the new-game page, two joiners (one on a phone)
// open the join link in their own browsers, take seats and play a whole game with the host and a bot; one
// joiner's page is closed mid-game and opened again, and gets the seat back; a wrong code is refused with a
// message; axe passes on the join page, light and dark. A joiner on a phone uses the coach the host allowed;
// another copy of the app joins by address and code and plays a whole game through its own backend.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { joinersLog } from '../../src/main/online/joiner-log';
import { callApi, startServerProcess } from '../support/server-process';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';
import { chooseSeats } from './support/setup';
import { readPad } from './support/table';
import { expect, screenshot, test } from './fixtures';

test.use({ settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' } });

/** If it is this page's turn: roll once and score the first box it may. Returns whether it moved. */
async function playIfMyTurn(page: Page): Promise<boolean> {
  const roll = page.getByTestId('roll');
  // Read without waiting: the game may end (and the table go) at any moment.
  const canRoll = await page.evaluate(
    () => document.querySelector<HTMLButtonElement>('[data-testid="roll"]')?.disabled === false,
  );
  if (!(await page.getByTestId('turn-banner').isVisible())) return false;
  if (canRoll) {
    await roll.click();
    await expect(page.getByTestId('rolls-left')).toHaveText('2 rolls left');
  }
  // Again without waiting: after the bot's last move the table is gone, and a locator would wait for it.
  const rollsLeft = await page.evaluate(
    () => document.querySelector('[data-testid="rolls-left"]')?.textContent ?? null,
  );
  if (rollsLeft === null || rollsLeft === '3 rolls left') return false;
  const open = (await readPad(page)).filter((row) => !row.disabled);
  const best = open.reduce<(typeof open)[number] | undefined>(
    (top, row) => (top === undefined || (row.points ?? 0) > (top.points ?? 0) ? row : top),
    undefined,
  );
  if (best === undefined) return false;
  // Whose turn in which round: it changes with every box written (with two seats and a bot, the turn may
  // come back to this seat before the page shows the bot's).
  const turnOf = (): string => {
    const banner = document.querySelector('[data-testid="turn-banner"]');
    return `${banner?.getAttribute('data-seat') ?? ''} ${banner?.querySelector('.turn-round')?.textContent ?? ''}`;
  };
  const turns = await page.evaluate(turnOf);
  const box = page.getByTestId(`pad-${best.box}`);
  // The game may have ended (and the pad gone) since the pad was read: then there is nothing to press.
  if (
    !(await box.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  )
    return false;
  // The move has landed when the turn has passed on; a scratch (no points) asks to be pressed again first.
  const landed = (): Promise<unknown> =>
    page.waitForFunction(
      ([turn, id]) =>
        (() => {
          const banner = document.querySelector('[data-testid="turn-banner"]');
          return `${banner?.getAttribute('data-seat') ?? ''} ${banner?.querySelector('.turn-round')?.textContent ?? ''}`;
        })() !== turn ||
        (document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-label') ?? '').includes(
          'Click again',
        ),
      [turns, `pad-${best.box}`] as const,
      { timeout: 20_000 },
    );
  await landed();
  // (A box scored is gone from the pad: read its label without waiting for it.)
  const label = await page.evaluate(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-label') ?? '',
    `pad-${best.box}`,
  );
  if (label.includes('Click again')) {
    await box.click();
    await landed();
  }
  return true;
}

test('a hosted table: two joiners (one on a phone) play a game to the end with the host and a bot', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Hana', as: 'human' },
    { name: 'Guest 1', as: 'human' },
    { name: 'Guest 2', as: 'human' },
    { name: 'Easy bot', as: 'easy' },
  ]);
  await page.getByTestId('play-online').click();
  await expect(page.getByRole('heading', { name: 'Play online' })).toBeVisible();
  await expectNoViolations(page, 'the online page (form)');
  await page.getByTestId('open-table').click();
  const link = await page.getByTestId('join-link').inputValue();
  await expectNoViolations(page, 'the online page (a table open)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, 'the online page (a table open, dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  const code = (await page.getByTestId('join-code').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/#/join/${code}$`));
  await expect(page.getByRole('img', { name: /QR code of the join link/ })).toBeVisible();
  await screenshot(page, 'online-lobby-1280x800');

  // A joiner at a computer, and one on a phone.
  const desk = await browser.newContext();
  const ann = await desk.newPage();
  await ann.goto(link);
  await expect(ann.getByRole('heading', { name: 'Choose a seat' })).toBeVisible();
  await ann.getByTestId('joiner-name').fill('Ann');
  await ann.getByTestId('sit-1').click();
  await expect(ann.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  });
  const ben = await phone.newPage();
  await ben.goto(link);
  await expect(ben.getByRole('heading', { name: 'Choose a seat' })).toBeVisible();
  await expectNoViolations(ben, 'the join page (dark, phone)');
  await ben.emulateMedia({ colorScheme: 'light' });
  await expectNoViolations(ben, 'the join page (light, phone)');
  await screenshot(ben, 'online-join-phone');
  await ben.getByTestId('joiner-name').fill('Ben');
  await ben.getByTestId('sit-2').click();
  await expect(ben.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();

  // The host sees them sit, and starts.
  await expect(page.getByTestId('hosted-seat-1')).toContainText('Ann (joined, connected)');
  await expect(page.getByTestId('hosted-seat-2')).toContainText('Ben (joined, connected)');
  await page.setViewportSize({ width: 800, height: 900 });
  await expectNoBlankScroll(page, 'the online page at 800×900');
  await screenshot(page, 'online-lobby-800x900');
  await page.getByTestId('start-table').click();
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await expect(ann.getByTestId('turn-banner')).toBeVisible();
  await expect(ben.getByTestId('turn-banner')).toBeVisible();

  let annPage = ann;
  let reopened = false;
  let moves = 0;
  for (let round = 0; round < 600; round++) {
    if (await page.getByTestId('headline').isVisible()) break;
    let moved = false;
    for (const who of [page, annPage, ben]) moved = (await playIfMyTurn(who)) || moved;
    if (moved) moves++;
    if (moves === 10 && !reopened) {
      // Ann's page closes mid-game and opens again: she is back in her seat, the game as it is.
      await annPage.close();
      await expect(page.getByTestId('open-online')).toBeVisible();
      annPage = await desk.newPage();
      await annPage.goto(link);
      await expect(annPage.getByTestId('turn-banner')).toBeVisible();
      await expect(page.getByTestId('table-presence')).toContainText('Ann');
      reopened = true;
      await screenshot(ben, 'online-game-phone');
    }
    if (!moved) await page.waitForTimeout(50);
  }
  expect(reopened).toBe(true);
  await expect(page.getByTestId('headline')).toBeVisible();
  await expect(annPage.getByTestId('headline')).toHaveText(await page.getByTestId('headline').innerText());
  await expect(ben.getByTestId('headline')).toHaveText(await page.getByTestId('headline').innerText());
  // Who is connected shows beside whose turn it is; a browser joiner can save the game for their own app.
  const download = ben.waitForEvent('download');
  await ben.getByTestId('save-online-game').click();
  expect((await download).suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-standard\.yacht\.json$/);
  const finished = await server.call('finishedGames');
  expect(finished[0]?.seats.map((s) => s.name)).toEqual(['Hana', 'Ann', 'Ben', 'Easy bot']);

  // A wrong code is refused with a message.
  const stranger = await desk.newPage();
  await stranger.goto(link.replace(code, code === 'ZZZZZ2' ? 'ZZZZZ3' : 'ZZZZZ2'));
  await expect(stranger.getByTestId('join-problem')).toHaveText('no table is open with this code');
  await desk.close();
  await phone.close();
});

test("a browser joiner's coach, where the host allows it: hint, grades and why of their own moves", async ({
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  const table = await server.call('openTable', {
    rules: { variant: 'classic' },
    seats: [{ kind: 'open' }, { kind: 'bot', name: 'Easy bot', level: 'easy' }],
    coachAllowed: true,
  });
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const ann = await phone.newPage();
  await ann.goto(table.link!);
  await ann.getByTestId('joiner-name').fill('Ann');
  await ann.getByTestId('sit-0').click();
  await expect(ann.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();
  await server.call('startTable', table.tableId);
  await expect(ann.getByTestId('turn-banner')).toBeVisible();

  // The coach is the joiner's to turn on; the hint is for dice on the table.
  const toggle = ann.getByTestId('coach-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(ann.getByTestId('coach-panel')).toBeVisible();
  await expect(ann.getByTestId('hint')).toBeDisabled();
  await ann.getByTestId('roll').click();
  await ann.getByTestId('hint').click();
  const options = ann.getByTestId('hint-dialog').getByTestId('hint-option');
  await expect(options.first()).toBeVisible({ timeout: 30_000 });
  expect(await options.count()).toBeGreaterThan(1);
  await expectNoViolations(ann, "a joiner's hint (phone)");
  await screenshot(ann, 'online-joiner-hint-phone');
  // The last option played from the hint: graded below best, with the why of it (the host's answer).
  await options.last().click();
  const grade = ann.getByTestId('coach-panel').getByTestId('coach-grade').first();
  await expect(grade).toBeVisible({ timeout: 30_000 });
  await grade.getByTestId('coach-why-toggle').click();
  await expect(grade.getByTestId('coach-why-best')).toBeVisible({ timeout: 30_000 });
  await ann.setViewportSize({ width: 1280, height: 800 });
  await expectNoViolations(ann, "a joiner's coach panel");
  await screenshot(ann, 'online-joiner-coach-1280x800');
  // The choice is kept in this browser: a reopened page has the coach on.
  await ann.reload();
  await expect(ann.getByTestId('coach-toggle')).toHaveAttribute('aria-pressed', 'true');
  await phone.close();
});

test('another copy of the app joins by address and code, takes a seat and plays the game to the end', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  // The host: a table with one seat open and a bot, started from the host's API once the joiner sits.
  const table = await server.call('openTable', {
    rules: { variant: 'classic' },
    seats: [{ kind: 'open' }, { kind: 'bot', name: 'Easy bot', level: 'easy' }],
  });
  // The joiner: its own app (its own server process and data directory).
  const dataDir = await mkdtemp(path.join(tmpdir(), 'yacht-e2e-joiner-'));
  await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ coach: false, coachGuard: 'off' }));
  const joiner = await startServerProcess({ dataDir, seed: 'joiner' });
  try {
    await page.goto(joiner.url);
    await page.getByTestId('join-table').click();
    await page.getByTestId('join-link-input').fill(table.link!.replace(table.code, 'ZZZZZ2'));
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByTestId('join-error')).toHaveText(
      'the table refused: no table is open with this code',
    );
    // The host's address and the code typed apart, as a player reads them off the host's screen.
    await page.getByTestId('join-link-input').fill('');
    await page.getByTestId('join-address-input').fill(`${table.listening!.host}:${table.listening!.port}`);
    await page.getByTestId('join-code-input').fill(table.code.toLowerCase());
    await expectNoViolations(page, 'the join form (app)');
    await screenshot(page, 'online-join-form-app');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Choose a seat' })).toBeVisible();
    await expectNoViolations(page, 'the joined table (lobby)');
    await page.getByTestId('joiner-name').fill('Jo');
    await page.getByTestId('sit-0').click();
    await expect(page.getByRole('heading', { name: 'Waiting for the host to start' })).toBeVisible();
    await server.call('startTable', table.tableId);
    await expect(page.getByTestId('turn-banner')).toBeVisible();
    await screenshot(page, 'online-joined-app');
    // Its first turn, through its own backend; the bot answers; then the whole game.
    expect(await playIfMyTurn(page)).toBe(true);
    await expect(page.locator('.turn-round')).toHaveText('Round 2 of 12');
    for (let i = 0; i < 400 && !(await page.getByTestId('headline').isVisible()); i++) {
      if (!(await playIfMyTurn(page))) await page.waitForTimeout(50);
    }
    await expect(page.getByTestId('headline')).toBeVisible();
    await expect(page.getByTestId('online-status')).not.toContainText('reconnecting');
    // The finished game is in the joining app's history as in the host's, the same log but for the seed of
    // the host's (test-seeded) dice, which joiners are never sent.
    const [hosts] = await server.call('finishedGames');
    // The joining app files the game once its backend has heard the last event, which may come just after
    // the page shows the end.
    await expect
      .poll(async () => (await callApi(joiner.url, 'finishedGames'))[0]?.gameId, { timeout: 10_000 })
      .toBe(hosts?.gameId);
    const [joiners] = await callApi(joiner.url, 'finishedGames');
    expect(joiners?.seats.map((s) => s.name)).toEqual(['Jo', 'Easy bot']);
    expect((await callApi(joiner.url, 'getGame', joiners!.gameId)).events).toEqual(
      joinersLog((await server.call('getGame', hosts!.gameId)).events),
    );
  } finally {
    await joiner.kill9();
    await rm(dataDir, { recursive: true, force: true });
  }
});
