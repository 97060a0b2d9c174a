// The table as a newcomer meets it: a fresh install (the coach on, the guard at Blunders), default bot names
// that follow the seat's level, the coach's list (people first), no page taller than its content at 1280×800
// and 800×900, the latest grade in view on a narrow window, Hint through the guard, grade dice that can be
// read, the rules dialog at its title; six seats with legible names; hot-seat undo. Screenshots of each.

import { pad, replay } from '../../src/shared/game';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';
import { chooseSeats, startGame } from './support/setup';
import { roll, setKept, waitForTurnStart } from './support/table';

/** Plays the person's turns through the API (a re-roll of everything, then the first legal box). */
async function playTurnsByApi(server: YachtServer, gameId: string, turns: number): Promise<void> {
  for (let t = 0; t < turns; t++) {
    await expect.poll(async () => (await server.gameState()).turn.seat, { timeout: 30_000 }).toBe(0);
    await server.call('act', gameId, { type: 'roll' });
    await server.call('act', gameId, { type: 'roll', keep: [] });
    const box = pad(await server.gameState())!.entries.find((e) => e.legal)!.box;
    await server.call('act', gameId, { type: 'score', box });
  }
}

test.describe('a fresh install, against Perfect', () => {
  test.use({ seed: 'newcomer-1', tables: ['standard'], settings: null });

  test('the coach is on, grades stay in view, and the page is never taller than its content', async ({
    page,
    server,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(server.url);
    await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();

    // A default name follows the seat's level; a typed one stays.
    const name = page.getByLabel('Seat 2 name');
    const level = page.getByLabel('Seat 2 plays as');
    await expect(name).toHaveValue('Medium bot');
    await level.selectOption('perfect');
    await expect(name).toHaveValue('Perfect bot');
    await name.fill('Grandpa');
    await level.selectOption('hard');
    await expect(name).toHaveValue('Grandpa');
    await name.fill('Perfect bot');
    await level.selectOption('perfect');
    await screenshot(page, 'newcomer-setup');
    await startGame(page);

    // The coach's panel is there from the first game, with the guard at Blunders.
    await expect(page.getByTestId('coach-panel')).toBeVisible();
    await expect(page.getByTestId('coach-guard-select')).toHaveValue('blunder');
    expect(await server.call('getSettings')).toMatchObject({ coach: true, coachGuard: 'blunder' });
    await server.call('setSettings', { botSpeed: 'instant' });

    const gameId = (await server.call('currentGame'))!.gameId;
    await playTurnsByApi(server, gameId, 9);
    await waitForTurnStart(page, 0);
    const rows = page.getByTestId('coach-grade');
    await expect(rows).toHaveCount(18, { timeout: 30_000 });

    // The people's grades by default (the bot's three a round would push them down); every seat's on request.
    expect(new Set(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-seat'))))).toEqual(
      new Set(['0']),
    );
    await page.getByText('All seats', { exact: true }).click();
    await expect(rows.and(page.locator('[data-seat="1"]')).first()).toBeVisible();
    await page.getByText('People', { exact: true }).click();
    await expect(rows).toHaveCount(18);

    // Grade dice big enough to read.
    const die = await page.locator('.coach-grade-dice .die-face').first().boundingBox();
    expect(die?.width ?? 0).toBeGreaterThanOrEqual(20);

    await expectNoBlankScroll(page, '1280×800 with 18 grades');
    await screenshot(page, 'newcomer-table-1280');
    await expectNoViolations(page, 'the table with the coach (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoViolations(page, 'the table with the coach (dark)');
    await screenshot(page, 'newcomer-table-1280-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // A narrow window: the panel is below the table, and the latest grade shows under the dice.
    await page.setViewportSize({ width: 800, height: 900 });
    await expectNoBlankScroll(page, '800×900 with 18 grades');
    await page.evaluate(() => window.scrollTo(0, 0));
    await roll(page, 'mouse', 2);
    await setKept(page, [], 'mouse');
    // Rerolling everything may be a blunder here: the guard (at Blunders) asks, and it is played anyway.
    await page.getByTestId('roll').click();
    const asked = page.getByTestId('coach-guard');
    const rolled = page.getByTestId('rolls-left').filter({ hasText: '1 roll left' });
    await expect(asked.or(rolled)).toBeVisible();
    if (await asked.isVisible()) await asked.getByRole('button', { name: 'Play it anyway' }).click();
    await expect(rolled).toBeVisible();
    const latest = page.getByTestId('latest-grade');
    const reroll = (await server.gameState()).eventCount - 1;
    await expect(page.locator(`[data-testid="coach-grade"][data-index="${reroll}"]`)).toHaveCount(1, {
      timeout: 20_000,
    });
    await expect(latest).toContainText('You: reroll all');
    const box = await latest.boundingBox();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(box, 'the latest grade is on screen').not.toBeNull();
    expect(box!.y - scrollY).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height - scrollY, 'without scrolling').toBeLessThanOrEqual(900);
    await screenshot(page, 'newcomer-table-800');
    // The whole panel is a press away.
    await latest.getByRole('button', { name: 'All grades' }).click();
    await expect(page.getByRole('heading', { name: 'Coach' })).toBeFocused();
    await expect(page.getByTestId('coach-panel')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));

    // A choice played from the Hint goes through the guard like any other: a blunder is asked about.
    const before = (await server.gameState()).eventCount;
    await page.keyboard.press('h');
    const hint = page.getByTestId('hint-dialog');
    const options = hint.getByTestId('hint-option');
    await expect(options.first()).toBeVisible({ timeout: 20_000 });
    const blunder = options.and(page.locator('.grade-blunder')).last();
    await expect(blunder).toBeVisible();
    await blunder.click();
    const guard = page.getByTestId('coach-guard');
    await expect(guard).toBeVisible();
    await expect(guard).toContainText('A blunder');
    await screenshot(page, 'newcomer-hint-guard');
    await guard.getByRole('button', { name: 'Reconsider' }).click();
    await expect(guard).toHaveCount(0);
    expect((await server.gameState()).eventCount, 'Reconsider plays nothing').toBe(before);

    // The rules open at their title.
    await page.getByTestId('open-rules').click();
    const rulesTitle = page.locator('.rules-dialog h2').first();
    await expect(rulesTitle).toBeInViewport();
    expect(await page.locator('.rules-dialog .rules-scroll').evaluate((el) => el.scrollTop)).toBe(0);
    // Focus is on the rules themselves, so that the arrow keys scroll them; Close stays in sight below.
    await expect(page.getByRole('region', { name: 'The rules' })).toBeFocused();
    await expect(page.locator('.rules-dialog').getByRole('button', { name: 'Close' })).toBeInViewport();
    await screenshot(page, 'newcomer-rules');
    await page.keyboard.press('Escape');
  });
});

test.describe('six seats', () => {
  test.use({ seed: 'newcomer-6', settings: { coach: true, coachGuard: 'off', botSpeed: 'instant' } });

  test('names stay legible with the coach open at 1280 wide, the seat to play always whole', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const names = ['Yvonne', 'Perfect bot', 'Bartholomew', 'Medium bot', 'Samuel', 'Easy bot'];
    await page.goto(server.url);
    await chooseSeats(page, [
      { name: names[0]!, as: 'human' },
      { name: names[1]!, as: 'perfect' },
      { name: names[2]!, as: 'human' },
      { name: names[3]!, as: 'medium' },
      { name: names[4]!, as: 'human' },
      { name: names[5]!, as: 'easy' },
    ]);
    await startGame(page);
    await waitForTurnStart(page, 0);
    const heads = page.locator('.score-sheet thead th .seat-name');
    await expect(heads).toHaveCount(6);
    // Every name shown whole: its text is the name, and nothing of it is cut off.
    const shown = await heads.evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent?.trim() ?? '',
        cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      })),
    );
    expect(shown).toEqual(names.map((text) => ({ text, cut: false })));
    await expectNoBlankScroll(page, 'six seats at 1280×800');
    await screenshot(page, 'newcomer-six-seats');
    await expectNoViolations(page, 'six seats with the coach');
  });
});

test.describe('two people and a bot at one screen', () => {
  test.use({ seed: 'newcomer-hot', settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' } });

  test("an undo stays in the turn of the person to play and never reaches another's decisions", async ({
    page,
    server,
  }) => {
    await page.goto(server.url);
    await chooseSeats(page, [
      { name: 'Ann', as: 'human' },
      { name: 'Easy bot', as: 'easy' },
      { name: 'Bo', as: 'human' },
    ]);
    await startGame(page);
    await waitForTurnStart(page, 0);
    const undo = page.getByTestId('undo');
    // Ann rolls twice and scores; the bot plays; Bo's turn.
    await roll(page, 'mouse', 2);
    await roll(page, 'mouse', 1);
    await expect(undo).toBeVisible();
    const annBox = pad(await server.gameState())!.entries.find((e) => e.legal)!.box;
    await page.getByTestId(`pad-${annBox}`).click();
    await waitForTurnStart(page, 2);
    // Nothing of Bo's to take back, and Ann's score is out of reach.
    await expect(undo).toHaveCount(0);
    await roll(page, 'mouse', 2);
    await expect(undo).toHaveCount(0); // a first roll is no decision
    await setKept(page, [0], 'mouse');
    // The die shows kept before the backend has the keep: read the turn once it has.
    await expect.poll(async () => (await server.gameState()).turn?.kept).toEqual([0]);
    const beforeReroll = await server.gameState();
    await roll(page, 'mouse', 1);
    await expect(undo).toBeVisible();
    await undo.click();
    const asked = page.getByTestId('practice-dialog');
    await expect(asked).toContainText('This game will count as practice');
    await screenshot(page, 'newcomer-hot-seat-undo');
    await asked.getByRole('button', { name: 'Take it back' }).click();
    await expect(page.getByTestId('practice-badge')).toBeVisible();
    const after = await server.gameState();
    expect(after.turn).toEqual(beforeReroll.turn);
    expect(after.sheets[0]?.[annBox], "Ann's score stands").toBeDefined();
    await expect(undo).toHaveCount(0);
    // The backend says the same: Ann's decisions are not Bo's to take back.
    const gameId = (await server.call('currentGame'))!.gameId;
    const refused = await server.call('undo', gameId).catch((e: unknown) => (e as Error).message);
    expect(refused).toMatch(/an undo takes back only seat 2 \(Bo\)'s own decisions of this turn/);
    expect(replay((await server.call('currentGame'))!.events).undos).toBe(1);
  });
});
