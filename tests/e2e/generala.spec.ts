// Generala in the browser (issue 37). A game against Perfect with the coach: Generala and its two options
// chosen on the new-game page (a wrong number of servida points refused in words, holding the start), then
// turns by keyboard and by clicks, the pad the engine's with the servida's 5 more on the first roll and not
// after, each decision graded live, the rest through the API to the end, whose ranking is the engine's.
// And a real-dice game, whose typed dice show what app-rolled dice cannot be made to: a Full servida, a
// Generala made on the second roll (no servida), Doble Generala's 100, and a Generala servida that wins at
// once though the other seat has more points ("Ann wins: Generala servida"). Axe light and dark at 1280×800
// and 800×900.

import type { Page } from '@playwright/test';
import { pad, ranking, replay, seatTotals, type GameState } from '../../src/shared/game';
import { scoreChoices } from '../../src/shared/rules';
import { expect as baseExpect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';
import { chooseSeats } from './support/setup';
import { enginePad, pressBox, readDice, readPad, roll, setKept, waitForTurnStart } from './support/table';

// A move waits on a backend that two cores share with the coach's analyses and other test runs.
const expect = baseExpect.configure({ timeout: 30_000 });

async function state(server: YachtServer): Promise<GameState> {
  const s = await server.currentState();
  if (s === null) throw new Error('no game in progress');
  return s;
}

async function axeLightAndDark(page: Page, where: string): Promise<void> {
  await expectNoViolations(page, where);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, `${where} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The boxes whose pad points hold a servida now: the pad against what the same dice score after the first roll. */
function servidaBoxes(s: GameState): { box: string; points: number; without: number }[] {
  const dice = s.turn.dice;
  if (dice === null) return [];
  const sheet = s.sheets[s.turn.seat] ?? {};
  const later = new Map(scoreChoices(s.rules, sheet, dice, false).boxes.map((c) => [c.box, c.points]));
  return (pad(s)?.entries ?? []).flatMap((e) =>
    e.points !== null && e.points !== later.get(e.box)
      ? [{ box: e.box, points: e.points, without: later.get(e.box) ?? 0 }]
      : [],
  );
}

/** The person's grade rows the coach panel shows. */
const annGrades = (page: Page) => page.locator('[data-testid="coach-grade"][data-seat="0"]');

/** Ann's turns through the API (one roll, the legal box worth most) until the game is over; Perfect plays at once. */
async function playToTheEnd(server: YachtServer): Promise<GameState> {
  for (let n = 0; n < 400; n++) {
    const s = await server.currentState();
    if (s === null || s.over) {
      // Finished: the game is in the history now, its log the backend's.
      const [last] = await server.call('finishedGames');
      return replay((await server.call('getGame', last!.gameId)).events);
    }
    if (s.seats[s.turn.seat]?.kind !== 'human') {
      await new Promise((resolve) => setTimeout(resolve, 25));
      continue;
    }
    const view = await server.call('currentGame');
    if (s.turn.dice === null) {
      await server.call('act', view!.gameId, { type: 'roll' });
    } else {
      const best = pad(s)!
        .entries.filter((e) => e.legal)
        .reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
      await server.call('act', view!.gameId, { type: 'score', box: best.box });
    }
  }
  throw new Error('the game did not end');
}

test.describe('against Perfect with the coach, at 1280×800', () => {
  // generala-15: Ann's first roll is 2-3-3-3-3, a Poker servida (tests/e2e/README.md says how seeds are found).
  test.use({
    seed: 'generala-15',
    viewport: { width: 1280, height: 800 },
    tables: ['generala'],
    settings: { coach: true, coachGuard: 'off', botSpeed: 'instant' },
  });

  test('options on the new-game page, turns by keyboard and clicks graded live, the end the engine’s', async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    await page.goto(server.url);
    await chooseSeats(page, [
      { name: 'Ann', as: 'human' },
      { name: 'Pia', as: 'perfect' },
    ]);

    // Generala's card, and its two options as controls: the ace straight, and what a Generala servida does.
    await page.getByRole('radio', { name: /^Generala/ }).check();
    const options = page.getByTestId('generala-options');
    await expect(options).toBeVisible();
    const ace = page.getByRole('checkbox', { name: '3-4-5-6-1 counts as an Escalera' });
    await expect(ace).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'wins the game' })).toBeChecked();
    const points = page.getByRole('textbox', { name: 'Points a Generala servida scores' });
    await expect(points).toBeDisabled();
    await ace.check();
    await page.getByRole('radio', { name: 'scores' }).check();
    await expect(points).toBeEnabled();
    await expect(points).toHaveValue('100');
    // Points it cannot score are refused in words under the field, and nothing starts meanwhile.
    const problem = page.getByTestId('servida-problem');
    await points.fill('40');
    await expect(problem).toHaveText("Generala servida: a Generala servida scores at least a Generala's 50.");
    await expect(points).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('start-game')).toBeDisabled();
    await expect(page.getByTestId('practice-vs-perfect')).toBeDisabled();
    await points.fill('1200');
    await expect(problem).toHaveText('Generala servida: a Generala servida scores at most 1000.');
    await points.fill('250');
    await expect(problem).toHaveCount(0);
    await expect(page.getByTestId('start-game')).toBeEnabled();
    await axeLightAndDark(page, 'the new-game page with Generala’s options');
    await screenshot(page, 'generala-setup');
    // The rules dialog says the servida as the options make it, then back to a Generala servida that wins.
    await page.getByTestId('open-rules').click();
    const dialog = page.getByRole('dialog', { name: 'Rules: Generala' });
    await expect(dialog).toContainText('1-2-3-4-5, 2-3-4-5-6 or 3-4-5-6-1: 20 (25 servida).');
    await expect(dialog).toContainText('five alike in Generala 250 instead of 50');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('radio', { name: 'wins the game' }).check();
    await expect(points).toBeDisabled();

    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('turn-banner')).toBeVisible();
    const started = await state(server);
    expect(started.rules.variant).toBe('generala');
    expect(started.rules.options).toMatchObject({ aceStraight: true, servidaGenerala: 'wins' });
    expect(started.rules.instantWin).toBe('generala');

    // Ann's first turn by keyboard: Space rolls; the pad is the engine's, the servida's 5 more in it and said.
    await waitForTurnStart(page, 0);
    await roll(page, 'keyboard', 2);
    let s = await state(server);
    expect(await readPad(page)).toEqual(enginePad(s));
    const served = servidaBoxes(s);
    expect(served.length, `a servida with ${String(s.turn.dice)}`).toBeGreaterThan(0);
    for (const { box, points: p, without } of served) {
      expect(p - without, box).toBe(5);
      await expect(page.getByTestId(`servida-${box}`)).toHaveText('servida +5');
      await expect(page.getByTestId(`pad-${box}`)).toHaveAccessibleName(
        new RegExp(`: ${p} points \\(servida, 5 more\\)$`),
      );
    }
    await expect(page.locator('[data-testid^="servida-"]')).toHaveCount(served.length);
    await axeLightAndDark(page, 'the table on a servida');
    await screenshot(page, 'generala-servida-pad');
    const first = served.reduce((a, b) => (b.points > a.points ? b : a));
    await pressBox(page, first.box, 'keyboard');
    await expect(page.getByTestId(`sheet-0-${first.box}`)).toHaveText(String(first.points));
    await expect(annGrades(page)).toHaveCount(1);

    // Pia (Perfect) plays; Ann's second turn by clicks: hold the most common face, roll again, no servida now.
    await waitForTurnStart(page, 0);
    await expect(page.getByTestId('last-move')).toContainText(/^Pia wrote /);
    await roll(page, 'mouse', 2);
    const dice = (await readDice(page)) ?? [];
    const face = [1, 2, 3, 4, 5, 6].reduce((a, b) =>
      dice.filter((d) => d === b).length > dice.filter((d) => d === a).length ? b : a,
    );
    await setKept(
      page,
      dice.flatMap((d, i) => (d === face ? [i] : [])),
      'mouse',
    );
    await roll(page, 'mouse', 1);
    s = await state(server);
    expect(await readPad(page)).toEqual(enginePad(s));
    expect(servidaBoxes(s)).toEqual([]);
    await expect(page.locator('[data-testid^="servida-"]')).toHaveCount(0);
    const best = pad(s)!
      .entries.filter((e) => e.legal && (e.points ?? 0) > 0)
      .reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
    await page.getByTestId(`pad-${best.box}`).click();
    await expect(page.getByTestId(`sheet-0-${best.box}`)).toHaveText(String(best.points));
    // The keep and the box graded as they were made.
    await expect(annGrades(page)).toHaveCount(3);

    // The rest through the API, to the end: the ranking the engine's (a Generala servida would put its seat first).
    const end = await playToTheEnd(server);
    const standings = ranking(end);
    await expect(page.getByTestId('ranking')).toBeVisible();
    for (const st of standings) {
      await expect(page.getByTestId(`rank-${st.seat}`)).toHaveAttribute('data-place', String(st.place));
      await expect(page.getByTestId(`rank-${st.seat}`)).toContainText(String(seatTotals(end, st.seat).total));
    }
    if (end.wonAtOnce === null) await expect(page.getByTestId('won-at-once')).toHaveCount(0);
    await axeLightAndDark(page, 'the end of a Generala game');
  });
});

test.describe('real dice: the servida, Doble Generala and a Generala servida that wins, at 800×900', () => {
  test.use({ seed: 'generala-real', viewport: { width: 800, height: 900 } });

  const entry = (page: Page) => page.getByTestId('dice-entry');

  /** Types a roll's faces in the entry (the focus is there as a turn or a roll starts) and waits for the dice. */
  async function typeRoll(page: Page, faces: string, dice: readonly number[]): Promise<void> {
    await expect(entry(page)).toBeFocused();
    for (const f of faces) await page.keyboard.press(f);
    await expect.poll(() => readDice(page)).toEqual([...dice]);
  }

  /** Tab to a box of the pad, then Enter, as a person does. */
  async function scoreByKeys(page: Page, box: string): Promise<void> {
    for (let tabs = 0; tabs < 40; tabs++) {
      const at = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
      if (at === `pad-${box}`) return page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached the box ${box}`);
  }

  test('a score sheet: final dice said to be the first roll score the servida; final dice alone do not', async ({
    page,
    server,
  }) => {
    test.setTimeout(60_000);
    await server.call('createGame', {
      variant: 'generala',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bea' },
      ],
      realDice: { mode: 'sheet' },
    });
    await page.goto(server.url);
    await page.getByTestId('resume').click();
    // Ann stood on her first roll: she says so before typing (the entry sends the dice at the fifth face).
    const firstRoll = page.getByRole('checkbox', { name: 'Made on the first roll (servida)' });
    await expect(firstRoll).not.toBeChecked();
    await axeLightAndDark(page, 'a Generala score sheet, the servida choice at 800×900');
    await firstRoll.check();
    await entry(page).focus();
    await typeRoll(page, '22333', [2, 2, 3, 3, 3]);
    await expect(page.getByTestId('pad-full')).toHaveAttribute('data-points', '35');
    await expect(page.getByTestId('servida-full')).toHaveText('servida +5');
    await scoreByKeys(page, 'full');
    await expect(page.getByTestId('sheet-0-full')).toHaveText('35');
    // Bea types her final dice alone: the box as any later roll scores it, and the choice starts unticked.
    await expect(firstRoll).not.toBeChecked();
    await typeRoll(page, '44441', [4, 4, 4, 4, 1]);
    await expect(page.getByTestId('pad-poker')).toHaveAttribute('data-points', '40');
    await expect(page.locator('[data-testid^="servida-"]')).toHaveCount(0);
    await scoreByKeys(page, 'poker');
    await expect(page.getByTestId('sheet-1-poker')).toHaveText('40');
    const log = (await server.call('getGame', (await server.call('currentGame'))!.gameId)).events;
    expect(
      log.filter((e) => e.type === 'rolled').map((e) => (e.type === 'rolled' ? e.final === true : null)),
    ).toEqual([false, true]);
  });

  test('typed dice: 5 more on the first roll only, 100 for Doble Generala, and the win at once', async ({
    page,
    server,
  }) => {
    test.setTimeout(60_000);
    // The new-game page at 800×900, Generala's options set by keyboard: Space ticks, arrows choose, Tab goes on.
    await page.goto(server.url);
    await page.getByRole('radio', { name: /^Generala/ }).check();
    const ace = page.getByRole('checkbox', { name: '3-4-5-6-1 counts as an Escalera' });
    await ace.focus();
    await page.keyboard.press('Space');
    await expect(ace).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'wins the game' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'scores' })).toBeChecked();
    await page.keyboard.press('Tab');
    const points = page.getByRole('textbox', { name: 'Points a Generala servida scores' });
    await expect(points).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('80');
    await expect(points).toHaveValue('80');
    await expect(page.getByTestId('servida-problem')).toHaveCount(0);
    await axeLightAndDark(page, 'the new-game page with Generala’s options at 800×900');
    await screenshot(page, 'generala-setup-narrow');

    // The analyzer's Rules offer the same options; points it cannot score hold Analyze, said in words.
    await page.getByRole('button', { name: 'Analyzer', exact: true }).click();
    await page.getByTestId('rules-select').selectOption('generala');
    await expect(page.getByTestId('generala-options')).toBeVisible();
    await page.getByRole('radio', { name: 'scores' }).check();
    await page.getByRole('textbox', { name: 'Points a Generala servida scores' }).fill('20');
    await expect(page.getByTestId('servida-problem')).toHaveText(
      "Generala servida: a Generala servida scores at least a Generala's 50.",
    );
    await page.getByRole('button', { name: 'Analyze', exact: true }).click();
    await expect(page.getByTestId('analyzer-error')).toHaveText(
      'Not analyzed: the marked inputs need another look.',
    );
    await expect(page.getByTestId('analyzer-option')).toHaveCount(0);
    await screenshot(page, 'generala-analyzer-options');

    await server.call('createGame', {
      variant: 'generala',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bea' },
      ],
      realDice: { mode: 'coached' },
    });
    await page.goto(server.url);
    await page.getByTestId('resume').click();
    await expect(page.getByTestId('turn-banner')).toBeVisible();

    // Ann: a Full on the first roll, 35, said as a servida.
    await typeRoll(page, '22333', [2, 2, 3, 3, 3]);
    await expect(page.getByTestId('pad-full')).toHaveAttribute('data-points', '35');
    await expect(page.getByTestId('servida-full')).toHaveText('servida +5');
    await expect(page.getByTestId('pad-poker')).toHaveAttribute('data-points', '0');
    await scoreByKeys(page, 'full');
    await expect(page.getByTestId('sheet-0-full')).toHaveText('35');

    // Bea: a Poker servida on the first roll (45); four held, the fifth made on the second roll: a Generala
    // of 50 and a Poker of 40, neither a servida; the game goes on.
    await typeRoll(page, '44441', [4, 4, 4, 4, 1]);
    await expect(page.getByTestId('pad-poker')).toHaveAttribute('data-points', '45');
    await expect(page.getByTestId('servida-poker')).toHaveText('servida +5');
    for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key);
    await expect.poll(async () => (await state(server)).turn.kept).toEqual([0, 1, 2, 3]);
    await page.keyboard.press('Space');
    await typeRoll(page, '4', [4, 4, 4, 4, 4]);
    await expect(page.getByTestId('pad-generala')).toHaveAttribute('data-points', '50');
    await expect(page.getByTestId('pad-poker')).toHaveAttribute('data-points', '40');
    await expect(page.locator('[data-testid^="servida-"]')).toHaveCount(0);
    await scoreByKeys(page, 'generala');
    await expect(page.getByTestId('sheet-1-generala')).toHaveText('50');

    // Ann: 3-4-5-6-1 is no Escalera without its option.
    await typeRoll(page, '34561', [3, 4, 5, 6, 1]);
    await expect(page.getByTestId('pad-escalera')).toHaveAttribute('data-points', '0');
    await scoreByKeys(page, 'ones');
    await expect(page.getByTestId('sheet-0-ones')).toHaveText('1');

    // Bea: five alike again, with the Generala box at 50: Doble Generala's 100 (no servida there, no win at
    // once); five alike is a Poker too, a servida.
    await typeRoll(page, '55555', [5, 5, 5, 5, 5]);
    await expect(page.getByTestId('pad-doble-generala')).toHaveAttribute('data-points', '100');
    await expect(page.getByTestId('servida-poker')).toHaveText('servida +5');
    await expect(page.getByTestId('servida-doble-generala')).toHaveCount(0);
    await scoreByKeys(page, 'doble-generala');
    await expect(page.getByTestId('sheet-1-doble-generala')).toHaveText('100');

    // Ann: five sixes on the first roll: the pad says the Generala servida wins; written, it ends the game.
    await typeRoll(page, '66666', [6, 6, 6, 6, 6]);
    await expect(page.getByTestId('servida-generala')).toHaveText('servida wins');
    await expect(page.getByTestId('pad-generala')).toHaveAccessibleName(
      'Generala: 50 points (servida, wins the game)',
    );
    await axeLightAndDark(page, 'the pad of a Generala servida at 800×900');
    await screenshot(page, 'generala-servida-wins-pad');
    await scoreByKeys(page, 'generala');

    // The end: Ann first with 86 against Bea's 150, and the headline says how.
    await expect(page.getByTestId('headline')).toHaveText('Ann wins: Generala servida');
    await expect(page.getByTestId('won-at-once')).toBeVisible();
    await expect(page.getByTestId('rank-0')).toHaveAttribute('data-place', '1');
    await expect(page.getByTestId('rank-0')).toContainText('86');
    await expect(page.getByTestId('rank-1')).toHaveAttribute('data-place', '2');
    await expect(page.getByTestId('rank-1')).toContainText('150');
    await expect(page.getByTestId('ranking').locator('li').first()).toHaveAttribute('data-testid', 'rank-0');
    const end = await server.call('finishedGames');
    expect(end[0]?.standings.map((st) => [st.name, st.place])).toEqual([
      ['Ann', 1],
      ['Bea', 2],
    ]);
    expect(end[0]?.wonAtOnce).toBe('Generala servida');
    await expectNoBlankScroll(page, 'the end of a game won at once');
    await axeLightAndDark(page, 'the end of a game won at once, at 800×900');
    await screenshot(page, 'generala-won-at-once');

    // History says how it was won, beside the standings (Ann first with fewer points).
    await page.goto(server.url);
    await page.getByTestId('open-history').click();
    const row = page.getByTestId('history-game').first();
    await expect(row.getByTestId('history-won-at-once')).toHaveText('Won at once: Generala servida');
    await axeLightAndDark(page, 'History with a game won at once, at 800×900');
  });
});
