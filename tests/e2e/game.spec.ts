// A whole game through the page, a person against the Easy bot, half the turns with the mouse and half
// with the keyboard alone: after every roll the page's dice and pad must be the engine's for the game's
// own log; a nought takes two presses; the bonus count follows the upper boxes; the ranking is right.

import { ranking, replay, seatTotals } from '../../src/shared/game';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { chooseSeats, startGame } from './support/setup';
import { boxFor, keepFor, wantsRoll } from './support/strategy';
import {
  enginePad,
  expectTableMatches,
  pressBox,
  readDice,
  roll,
  setKept,
  waitForText,
  waitForTurnStart,
  type Input,
  type PadRow,
} from './support/table';

test.use({ seed: 'full-game-1' });

test('a person plays a whole game against the Easy bot', async ({ page, server }) => {
  // Some hundred moves, each a round trip: alone it takes about a minute, beside another test longer.
  test.setTimeout(240_000);
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await chooseSeats(page, [
    { name: 'Ana', as: 'human' },
    { name: 'Ezra', as: 'easy' },
  ]);

  // The rules are one click away, written from the rule set.
  await page.getByTestId('open-rules').click();
  const rules = page.getByTestId('rules-panel');
  await expect(rules).toContainText('Three of one face and two of another: 25.');
  await expect(rules).toContainText('add up to 63 or more, you get 35 more');
  await expect(rules).toContainText('Joker (forced)');
  await screenshot(page, 'rules');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(rules).toBeHidden();
  await screenshot(page, 'setup');

  await startGame(page);
  await page.getByTestId('bot-speed').selectOption('instant');

  let scratched = false;
  for (let turn = 0; turn < 13; turn++) {
    const input: Input = turn % 2 === 0 ? 'mouse' : 'keyboard';
    await waitForTurnStart(page, 0);
    await expect(page.getByTestId('turn-banner')).toContainText('Ana to play');

    let left = 3;
    for (;;) {
      left--;
      await roll(page, input, left);
      const state = await server.currentState();
      if (!state) throw new Error('the game vanished');
      await expectTableMatches(page, state, 0);
      const dice = (await readDice(page)) ?? [];
      if (!wantsRoll(dice, left)) break;
      await setKept(page, keepFor(dice), input);
      if (turn === 6 && left === 1) await screenshot(page, 'mid-game');
    }

    const state = await server.currentState();
    if (!state) throw new Error('the game vanished');
    const rows = enginePad(state);
    // Once, early: a nought, which takes a second press.
    const nought: PadRow | undefined =
      !scratched && turn >= 1 ? rows.find((r) => r.points === 0 && !r.disabled) : undefined;
    const box = nought?.box ?? boxFor(rows.map((r) => ({ ...r, legal: !r.disabled })));
    const points = rows.find((r) => r.box === box)?.points ?? -1;
    await pressBox(page, box, input);
    if (points === 0) {
      const armed = page.getByTestId(`pad-${box}`);
      await expect(armed).toHaveAccessibleName(/^Score 0 in .+\? Click again$/);
      await expect(armed).toContainText('Click again');
      await expect(page.getByTestId(`sheet-0-${box}`)).toHaveText('');
      if (nought) await screenshot(page, 'scratch-armed');
      await pressBox(page, box, input);
      scratched ||= nought !== undefined;
    }
    await waitForText(page, `sheet-0-${box}`, String(points));
  }
  expect(scratched, 'the game had a nought to confirm').toBe(true);

  // The end: the ranking is the engine's, totals and places.
  await expect(page.getByTestId('ranking')).toBeVisible({ timeout: 30_000 });
  const view = await server.call('getGame', await lastGameId(server));
  expect(view.status).toBe('finished');
  const final = replay(view.events);
  const standings = ranking(final);
  for (const s of standings) {
    const row = page.getByTestId(`rank-${s.seat}`);
    await expect(row).toHaveAttribute('data-place', String(s.place));
    await expect(row.locator('.rank-total')).toHaveText(String(s.total));
    await expect(page.getByTestId(`sheet-${s.seat}-total`)).toHaveText(
      String(seatTotals(final, s.seat).total),
    );
  }
  const { upper } = seatTotals(final, 0);
  await expect(page.getByTestId('sheet-0-upper')).toHaveText(`${upper} / 63`);
  await expect(page.getByTestId('sheet-0-bonus')).toHaveText(upper >= 63 ? '35' : '');
  await screenshot(page, 'end');
  await expectNoViolations(page, 'the end page');

  // Play again: the same table, and the first roll passes to the bot.
  await page.getByTestId('play-again').click();
  await expect(page.getByTestId('turn-banner')).toBeVisible();
  await waitForTurnStart(page, 0);
  const again = await server.currentState();
  expect(again?.firstSeat).toBe(1);
  expect(again?.seats.map((s) => s.name)).toEqual(['Ana', 'Ezra']);
});

async function lastGameId(server: YachtServer): Promise<string> {
  const games = await server.call('finishedGames');
  const id = games[0]?.gameId;
  if (!id) throw new Error('no finished game');
  return id;
}
