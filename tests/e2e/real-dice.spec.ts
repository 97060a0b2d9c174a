// Real dice at the table: the dice are typed (keyboard, or the face pad's taps), a roll typed wrong is fixed,
// every impossible input is refused in words and sends nothing, and the coach grades and guards as at the app's
// own table. Set-up goes through the API where the setup page is not what is tested. The keystrokes of a whole
// coached turn are counted here (docs/real-dice.md quotes them).

import type { Page } from '@playwright/test';
import { isPractice, replay, seatTotals, type GameState } from '../../src/shared/game';
import { expect as baseExpect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';
import { chooseSeats, startGame } from './support/setup';
import { readDice, readKept } from './support/table';

// A move waits on a backend that two cores share with the coach's analysis and other test runs.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A roll to type for each box, scoring in it (a yacht once per seat, so no joker comes in). */
const ROLL_FOR: Readonly<Record<string, string>> = {
  ones: '11234',
  twos: '22345',
  threes: '33345',
  fours: '44412',
  fives: '55512',
  sixes: '66612',
  'three-of-a-kind': '33312',
  'four-of-a-kind': '44442',
  'full-house': '22333',
  'small-straight': '12346',
  'large-straight': '23456',
  yacht: '55555',
  chance: '65432',
};

const entry = (page: Page) => page.getByTestId('dice-entry');
const prompt = (page: Page) => page.getByTestId('dice-entry-prompt');
const refusal = (page: Page) => page.getByTestId('dice-entry-refusal');

async function state(server: YachtServer): Promise<GameState> {
  const s = await server.currentState();
  if (s === null) throw new Error('no game in progress');
  return s;
}

/** A real-dice game made through the API, opened from the resume page. */
async function openRealGame(
  page: Page,
  server: YachtServer,
  mode: 'sheet' | 'coached',
  names: readonly string[],
): Promise<void> {
  await server.call('createGame', {
    variant: 'standard',
    seats: names.map((name) => ({ kind: 'human' as const, name })),
    realDice: { mode },
  });
  await page.goto(server.url);
  await page.getByTestId('resume').click();
  await expect(page.getByTestId('turn-banner')).toBeVisible();
}

/** Key presses, counted: what a person types for a turn. */
class Keys {
  count = 0;
  constructor(private readonly page: Page) {}
  async press(key: string): Promise<void> {
    this.count++;
    await this.page.keyboard.press(key);
  }
  async type(digits: string): Promise<void> {
    for (const d of digits) await this.press(d);
  }
  /** Tab to a box of the pad, then Enter: the keys a box takes from where focus is. */
  async scoreBox(box: string): Promise<void> {
    for (let tabs = 0; tabs < 40; tabs++) {
      const at = await this.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
      if (at === `pad-${box}`) return this.press('Enter');
      await this.press('Tab');
    }
    throw new Error(`Tab never reached the box ${box}`);
  }
}

/** The dice shown once a typed roll has landed. */
async function expectDice(page: Page, dice: readonly number[]): Promise<void> {
  await expect.poll(() => readDice(page)).toEqual([...dice]);
}

async function tapFaces(page: Page, digits: string): Promise<void> {
  for (const d of digits) await page.getByTestId(`dice-entry-face-${d}`).click();
}

async function paste(page: Page, text: string): Promise<void> {
  await entry(page).evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The page's own box for the whole of an element: in view of the window. */
async function expectInView(page: Page, testIds: readonly string[], where: string): Promise<void> {
  for (const id of testIds)
    await expect(page.getByTestId(id), `${where}: ${id}`).toBeInViewport({ ratio: 1 });
}

test.describe('the coach at a real table, at 1280×800', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    tables: ['standard'],
    settings: { coach: true, coachGuard: 'off' },
  });

  test('a turn by keyboard, counted, and one by taps: the coach grades, and its guard sees the keep first', async ({
    page,
    server,
  }) => {
    test.setTimeout(180_000);
    await openRealGame(page, server, 'coached', ['Ann', 'Bo']);
    const keys = new Keys(page);

    // Ann's first turn, by keyboard alone, counted: five faces, holds 1-2, Space, three faces, hold 3,
    // Space, two faces, then Tab to Sixes and Enter.
    await expect(prompt(page)).toHaveText('Ann: roll the five dice and type them');
    await expect(entry(page)).toBeFocused();
    await keys.type('66123');
    await expectDice(page, [6, 6, 1, 2, 3]);
    await keys.press('1');
    await keys.press('2');
    await expect.poll(() => readKept(page)).toEqual([0, 1]);
    await keys.press('Space');
    await expect(prompt(page)).toHaveText('Ann: roll the other 3 dice and type them');
    await expect(entry(page)).toBeFocused();
    // The held dice are not slots of the entry: a kept die cannot be typed over, and a fourth face is refused.
    await expect(page.locator('.entry-slot.held')).toHaveCount(2);
    await expect(page.locator('.entry-slot:not(.held)')).toHaveCount(3);
    await keys.type('614');
    await expectDice(page, [6, 6, 6, 1, 4]);
    await keys.press('3');
    await expect.poll(() => readKept(page)).toEqual([0, 1, 2]);
    await keys.press('Space');
    await expect(prompt(page)).toHaveText('Ann: roll the other 2 dice and type them');
    await expect(entry(page)).toBeFocused();
    await keys.type('62');
    await expectDice(page, [6, 6, 6, 6, 2]);
    await expect(page.getByTestId('rolls-left')).toHaveText('0 rolls left');
    const beforeBox = keys.count;
    await keys.scoreBox('sixes');
    await expect(page.getByTestId('sheet-0-sixes')).toHaveText('24');
    const boxKeys = keys.count - beforeBox;
    // Faces typed: 5 + 3 + 2; holds: 3; Space: 2; the box: Tabs and Enter.
    // The bound: no more keys than the dice themselves (five a roll) and the box.
    expect(keys.count - boxKeys).toBeLessThanOrEqual(15);
    console.log(
      `real-dice keystrokes: a coached turn of 3 rolls = ${keys.count} (10 faces, 3 holds, 2 Space, ${boxKeys} for the box)`,
    );
    // The coach graded both keeps and the box, as at the app's own table.
    await expect
      .poll(() => page.getByTestId('coach-grade').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);

    // Bo's first turn by taps, with the guard on: keeping 1-2 of 6-6-6-1-2 with two rolls left is asked about
    // before the entry opens (the guard sees the keep before the roll is sent).
    const warn = page.getByLabel('Warn before', { exact: true });
    await warn.selectOption('mistake');
    await expect(prompt(page)).toHaveText('Bo: roll the five dice and type them');
    const hintAt = page.waitForResponse((r) => r.url().includes('/api/coach/hint') && r.ok());
    await tapFaces(page, '66612');
    await expectDice(page, [6, 6, 6, 1, 2]);
    await hintAt;
    await page.getByTestId('die-4').click();
    await page.getByTestId('die-5').click();
    await expect.poll(() => readKept(page)).toEqual([3, 4]);
    // The page shows a hold before the backend has it: the log is read once both holds are in it.
    await expect.poll(async () => (await state(server)).turn.kept).toEqual([3, 4]);
    const logBefore = (await state(server)).eventCount;
    await page.getByTestId('roll').click();
    const guard = page.getByRole('dialog').and(page.getByTestId('coach-guard'));
    await expect(guard).toBeVisible();
    await expect(entry(page)).toHaveCount(0);
    await guard.getByRole('button', { name: 'Reconsider' }).click();
    await expect(entry(page)).toHaveCount(0);
    expect((await state(server)).eventCount).toBe(logBefore);
    await warn.selectOption('off');
    // Holds 6-6-6 instead, by taps, and Roll by tap: the entry asks for two dice.
    for (const die of [4, 5, 1, 2, 3]) await page.getByTestId(`die-${die}`).click();
    await expect.poll(() => readKept(page)).toEqual([0, 1, 2]);
    await page.getByTestId('roll').click();
    await expect(prompt(page)).toHaveText('Bo: roll the other 2 dice and type them');
    await tapFaces(page, '44');
    await expectDice(page, [6, 6, 6, 4, 4]);
    await page.getByTestId('pad-full-house').click();
    await expect(page.getByTestId('sheet-1-full-house')).not.toHaveText('');
  });
});

test.describe('a whole game, two people, at 1280×800', () => {
  // The coach is on, and grades each box as the game goes.
  test.use({
    viewport: { width: 1280, height: 800 },
    tables: ['standard'],
    settings: { coach: true, coachGuard: 'off' },
  });

  test('Ann types every roll by keyboard and Tab/Enter to the box, Bo taps the face pad and the pad', async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    await openRealGame(page, server, 'coached', ['Ann', 'Bo']);
    const keys = new Keys(page);
    for (const box of Object.keys(ROLL_FOR)) {
      const dice = ROLL_FOR[box] ?? '';
      await expect(prompt(page)).toHaveText('Ann: roll the five dice and type them');
      await keys.type(dice);
      await expectDice(page, [...dice].map(Number));
      await keys.scoreBox(box);
      await expect(page.getByTestId(`sheet-0-${box}`)).not.toHaveText('');
      await expect(prompt(page)).toHaveText('Bo: roll the five dice and type them');
      await tapFaces(page, dice);
      await expectDice(page, [...dice].map(Number));
      await page.getByTestId(`pad-${box}`).click();
    }
    await expect.poll(() => page.getByTestId('coach-grade').count()).toBeGreaterThanOrEqual(1);
    // The end: the totals are the engine's from the log the backend kept.
    await expect(page.getByTestId('ranking')).toBeVisible();
    const finished = await server.call('finishedGames');
    const last = finished[0];
    expect(last).toBeDefined();
    const view = await server.call('getGame', last?.gameId ?? '');
    const end = replay(view.events);
    expect(end.over).toBe(true);
    expect(isPractice(end)).toBe(false);
    for (const seat of [0, 1]) {
      await expect(page.getByTestId(`rank-${seat}`)).toContainText(String(seatTotals(end, seat).total));
    }
  });
});

test.describe('a score sheet, corrections and refusals, at 800×900', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('set up on the page; final dice typed; 7, letters, six dice refused; fixed by button and Backspace', async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    await page.goto(server.url);
    await chooseSeats(page, [
      { name: 'Ann', as: 'human' },
      { name: 'Bo', as: 'human' },
    ]);
    await page.getByTestId('same-dice').check();
    await page.getByTestId('dice-sheet').check();
    // Same dice for all cannot go with real dice: unticked, disabled, and the reason beside it.
    await expect(page.getByTestId('same-dice')).toBeDisabled();
    await expect(page.getByTestId('same-dice')).not.toBeChecked();
    await expect(page.locator('#same-dice-hint')).toContainText('not with real dice');
    await expectNoViolations(page, 'the setup page with real dice');
    await startGame(page);
    expect((await state(server)).realDice).toEqual({ mode: 'sheet' });

    await expect(prompt(page)).toHaveText('Ann: play your turn with the dice, then type your final dice');
    await expect(entry(page)).toBeFocused();
    await expectInView(page, ['dice-entry', 'dice-entry-face-6', 'dice-entry-back'], '800×900');
    const log = (await state(server)).eventCount;
    // Every refusal in words, nothing sent.
    await page.keyboard.press('6');
    await page.keyboard.press('7');
    await expect(refusal(page)).toHaveText('7 is not on a die: a die shows 1 to 6');
    await page.keyboard.press('0');
    await expect(refusal(page)).toHaveText('0 is not on a die: a die shows 1 to 6');
    await page.keyboard.press('x');
    await expect(refusal(page)).toHaveText('“x” is not a face: type each die as a digit from 1 to 6');
    await page.keyboard.press('Enter');
    await expect(refusal(page)).toHaveText('4 dice still to type before the roll is sent');
    await page.keyboard.press('Backspace');
    await paste(page, '666231');
    await expect(refusal(page)).toHaveText(
      'only 5 dice were rolled: 6 faces is too many (Backspace takes one back)',
    );
    await paste(page, '66a23');
    await expect(refusal(page)).toContainText('“a” is not a face');
    await expect(entry(page)).toHaveValue('');
    expect((await state(server)).eventCount).toBe(log);
    await expectNoViolations(page, 'the entry with a refusal (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoViolations(page, 'the entry with a refusal (dark)');
    await screenshot(page, 'real-dice-refusal-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Typed wrong, then fixed with the button: the entry opens again for the same dice.
    await paste(page, '66621');
    await expectDice(page, [6, 6, 6, 2, 1]);
    await expect(page.getByTestId('rolls-left')).toHaveText('0 rolls left');
    await page.getByTestId('fix-dice').click();
    await expect(prompt(page)).toHaveText('Ann: play your turn with the dice, then type your final dice');
    await expect.poll(() => readDice(page)).toBeNull();
    await page.keyboard.type('66622');
    await expectDice(page, [6, 6, 6, 2, 2]);
    // And with Backspace at the table.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Backspace');
    await expect(entry(page)).toBeFocused();
    await page.keyboard.type('66623');
    await expectDice(page, [6, 6, 6, 2, 3]);
    const fixed = await state(server);
    const events = (await server.call('currentGame'))?.events ?? [];
    expect(
      events.filter((e) => e.type === 'undone' && e.retype === true),
      'two retypes',
    ).toHaveLength(2);
    expect(isPractice(fixed), 'a retype keeps the game fair').toBe(false);
    await expectNoBlankScroll(page, 'the real-dice table at 800×900');
    await expectInView(page, ['turn-banner', 'fix-dice', 'pad-sixes'], '800×900');
    await page.getByTestId('pad-sixes').click();
    await expect(page.getByTestId('sheet-0-sixes')).toHaveText('18');

    // Bo's turn: the same, by taps.
    await expect(prompt(page)).toHaveText('Bo: play your turn with the dice, then type your final dice');
    await tapFaces(page, '3332');
    await page.getByTestId('dice-entry-back').click();
    await tapFaces(page, '33');
    await expectDice(page, [3, 3, 3, 3, 3]);
    await page.getByTestId('pad-yacht').click();
    await expect(page.getByTestId('sheet-1-yacht')).toHaveText('50');
  });
});

test.describe('a whole score-sheet game, at 800×900', () => {
  test.use({ viewport: { width: 800, height: 900 }, tables: ['standard'] });

  test('final dice and a box a turn: the app adds up, applies the joker and the bonus, and says who wins', async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    await openRealGame(page, server, 'sheet', ['Ann', 'Bo']);
    // Ann: a yacht, then a second one (forced joker: its upper box, and the extra 100), then the upper boxes
    // with three of each face (75: the bonus), then the lower boxes. Bo: ROLL_FOR in sheet order (60 above: no bonus).
    const ann: [string, string][] = [
      ['yacht', '55555'],
      ['sixes', '66666'],
      ['ones', '11123'],
      ['twos', '22213'],
      ['threes', '33312'],
      ['fours', '44412'],
      ['fives', '55512'],
      ['three-of-a-kind', '33312'],
      ['four-of-a-kind', '44442'],
      ['full-house', '22333'],
      ['small-straight', '12346'],
      ['large-straight', '23456'],
      ['chance', '65432'],
    ];
    const bo = Object.entries(ROLL_FOR);
    for (let turn = 0; turn < 13; turn++) {
      const [annBox, annDice] = ann[turn]!;
      await expect(prompt(page)).toHaveText('Ann: play your turn with the dice, then type your final dice');
      // As a person does: typing once the entry has the focus.
      await expect(entry(page)).toBeFocused();
      await page.keyboard.type(annDice);
      await expectDice(page, [...annDice].map(Number));
      if (turn === 1) {
        // The second yacht: the joker rule leaves Sixes only.
        await expect(page.getByTestId('pad-sixes')).toHaveAttribute('data-points', '30');
        await expect(page.getByTestId('pad-chance')).toBeDisabled();
      }
      await page.getByTestId(`pad-${annBox}`).click();
      if (turn === 1) await expect(page.getByTestId('sheet-0-extra')).toHaveText('100');
      if (turn === 6) await expect(page.getByTestId('sheet-0-bonus')).toHaveText('35');
      const [boBox, boDice] = bo[turn]!;
      await expect(prompt(page)).toHaveText('Bo: play your turn with the dice, then type your final dice');
      await expect(entry(page)).toBeFocused();
      await page.keyboard.type(boDice);
      await expectDice(page, [...boDice].map(Number));
      await page.getByTestId(`pad-${boBox}`).click();
    }
    await expect(page.getByTestId('headline')).toHaveText('Ann wins');
    const finished = await server.call('finishedGames');
    const end = replay((await server.call('getGame', finished[0]?.gameId ?? '')).events);
    const totals = [0, 1].map((seat) => seatTotals(end, seat));
    expect(totals[0]?.bonus).toBe(35);
    expect(totals[1]?.bonus).toBe(0);
    for (const seat of [0, 1]) {
      await expect(page.getByTestId(`rank-${seat}`)).toContainText(String(totals[seat]?.total));
    }
    await expectNoBlankScroll(page, 'the end of a score-sheet game at 800×900');
  });
});

test.describe('a phone, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('taps on the face pad, a hold, a refused extra face; the game resumes after a restart', async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    await openRealGame(page, server, 'coached', ['Cy', 'Di']);
    await expectInView(
      page,
      ['dice-entry', 'dice-entry-face-1', 'dice-entry-face-6', 'dice-entry-back'],
      'phone',
    );
    const sizes = await page
      .locator('.face-pad-key')
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)),
      );
    expect(Math.min(...sizes), 'face pad targets of 44 px or more').toBeGreaterThanOrEqual(44);
    await expectNoViolations(page, 'the phone entry');
    await screenshot(page, 'real-dice-phone');
    await tapFaces(page, '52552');
    await expectDice(page, [5, 2, 5, 5, 2]);
    for (const die of [1, 3, 4]) await page.getByTestId(`die-${die}`).tap();
    await expect.poll(() => readKept(page)).toEqual([0, 2, 3]);
    await page.getByTestId('roll').tap();
    await expect(prompt(page)).toHaveText('Cy: roll the other 2 dice and type them');
    // A tap, then a key: the face pad hands focus back to the entry.
    await tapFaces(page, '6');
    await expect(entry(page)).toBeFocused();
    await page.keyboard.press('6');
    await expectDice(page, [5, 6, 5, 5, 6]);
    await expectNoBlankScroll(page, 'the phone table');

    // Mid-turn, a hold made: kill the server, start it again, resume.
    await page.getByTestId('die-2').tap();
    await expect.poll(async () => (await state(server)).turn.kept).toEqual([0, 1, 2, 3]);
    const before = await state(server);
    await server.kill9();
    const url = await server.restart();
    await page.goto(url);
    await page.getByTestId('resume').click();
    await expectDice(page, [5, 6, 5, 5, 6]);
    expect(await readKept(page)).toEqual([0, 1, 2, 3]);
    await expect(page.getByTestId('rolls-left')).toHaveText('1 roll left');
    expect((await state(server)).turn).toEqual(before.turn);
    await page.getByTestId('roll').tap();
    await expect(prompt(page)).toHaveText('Cy: roll the other die and type it');
    // One die rolled: a second face is refused, the first sends at once.
    await paste(page, '55');
    await expect(refusal(page)).toHaveText(
      'only 1 die was rolled: 2 faces is too many (Backspace takes one back)',
    );
    await tapFaces(page, '5');
    await expectDice(page, [5, 6, 5, 5, 5]);
    await page.getByTestId('pad-four-of-a-kind').tap();
    await expect(page.getByTestId('sheet-0-four-of-a-kind')).toHaveText('26');
  });
});

test.describe('Perfect at a real table, at 1280×800', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    tables: ['standard'],
    settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' },
  });

  test('the bot says what it keeps, a person types its dice, and it scores', async ({ page, server }) => {
    test.setTimeout(90_000);
    await server.call('createGame', {
      variant: 'standard',
      seats: [
        { kind: 'bot', name: 'Perfect', level: 'perfect' },
        { kind: 'human', name: 'Ann' },
      ],
      realDice: { mode: 'coached' },
    });
    await page.goto(server.url);
    await page.getByTestId('resume').click();
    await expect(prompt(page)).toHaveText('Perfect: roll the five dice for it and type them');
    await page.keyboard.type('66612');
    await expectDice(page, [6, 6, 6, 1, 2]);
    // Its keep, in words, then its dice: as many as it rolls, sent with its keep.
    let asked = 0;
    for (let roll = 2; roll <= 3; roll++) {
      await expect(prompt(page)).toHaveText(/^(Perfect keeps|Ann:)/);
      const words = await prompt(page).innerText();
      if (!words.startsWith('Perfect keeps')) break;
      const kept = (await state(server)).turn.kept;
      expect(words).toMatch(
        /^Perfect keeps ([1-6](-[1-6])*|no dice): roll (the other (die|\d dice)|all five) for it and type (it|them)$/,
      );
      const slots = await page.locator('.entry-slot:not(.held)').count();
      expect(slots).toBe(5 - kept.length);
      asked++;
      await page.keyboard.type('6'.repeat(slots));
      await expect.poll(async () => (await state(server)).turn.rollsUsed).not.toBe(roll - 1);
      const after = await state(server);
      if (after.turn.seat === 0) expect(after.turn.kept).toEqual(kept);
    }
    // 6-6-6-1-2 with two rolls left: Perfect keeps some and asks for the rest.
    expect(asked).toBeGreaterThan(0);
    // It scores by itself, and the turn passes to Ann.
    await expect(prompt(page)).toHaveText('Ann: roll the five dice and type them');
    const sheet = (await state(server)).sheets[0] ?? {};
    expect(Object.keys(sheet)).toHaveLength(1);
  });
});
