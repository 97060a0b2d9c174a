// The joker, shown and enforced, in one-seat games whose seeds (support/find-joker-seed.ts) roll a yacht,
// score it in the yacht box, and then roll another: with its upper box open the joker forces the dice there;
// with it full they may go in any open lower box at that box's full score. Either way the page says which,
// every other box is shut, and the extra yacht's 100 goes on the sheet.

import type { Page } from '@playwright/test';
import { pad, type GameState } from '../../src/shared/game';
import { upperBoxOf } from '../../src/shared/rules';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { chooseSeats, startGame } from './support/setup';
import { boxFor, isYacht, keepFor, wantsRoll } from './support/strategy';
import { expectTableMatches, readDice, roll, setKept, waitForText, waitForTurnStart } from './support/table';

async function rollToTheEnd(page: Page): Promise<number[]> {
  let left = 3;
  for (;;) {
    left--;
    await roll(page, left % 2 === 0 ? 'keyboard' : 'mouse', left);
    const dice = (await readDice(page)) ?? [];
    if (!wantsRoll(dice, left)) return dice;
    await setKept(page, keepFor(dice), 'keyboard');
  }
}

/** Plays turns by the strategy until a turn ends on a second yacht; returns the state with its dice. */
async function playToTheJoker(page: Page, server: YachtServer): Promise<GameState> {
  let yachts = 0;
  for (let turn = 0; turn < 13; turn++) {
    await waitForTurnStart(page, 0);
    const dice = await rollToTheEnd(page);
    const state = await server.currentState();
    if (!state) throw new Error('the game vanished');
    await expectTableMatches(page, state, 0);
    if (isYacht(dice) && ++yachts === 2) return state;
    await expect(page.getByTestId('joker-note')).toHaveCount(0);
    const entries = pad(state)?.entries ?? [];
    const box = boxFor(entries);
    const points = entries.find((e) => e.box === box)?.points ?? 0;
    await page.getByTestId(`pad-${box}`).click();
    if (points === 0) await page.getByTestId(`pad-${box}`).click();
    await waitForText(page, `sheet-0-${box}`, String(points));
  }
  throw new Error('no second yacht: has the seed or the strategy changed?');
}

async function startSolo(page: Page, server: YachtServer): Promise<void> {
  await page.goto(server.url);
  await chooseSeats(page, [{ name: 'Solo', as: 'human' }]);
  await startGame(page);
}

test.describe('upper box open', () => {
  test.use({ seed: 'joker-669' });

  test('a second yacht is forced into its open upper box', async ({ page, server }) => {
    await startSolo(page, server);
    const state = await playToTheJoker(page, server);
    await expect(page.getByTestId('sheet-0-yacht')).toHaveText('50');
    const face = state.turn.dice?.[0] ?? 0;
    const upper = upperBoxOf(state.rules, face);
    if (!upper) throw new Error(`no upper box for ${face}`);

    const note = page.getByTestId('joker-note');
    await expect(note).toContainText(`${upper.label} is open`);
    await expect(note).toContainText('must go there');
    await expect(note).toContainText('Extra yacht: +100');
    for (const box of state.rules.boxes) {
      if (state.sheets[0]?.[box.id] !== undefined) continue;
      const button = page.getByTestId(`pad-${box.id}`);
      if (box.id === upper.id) {
        await expect(button).toBeEnabled();
        await expect(button).toHaveAttribute('data-points', String(face * 5));
      } else {
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleName(`${box.label}: not allowed by the joker rule`);
      }
    }
    await screenshot(page, 'joker');

    // A shut box cannot be pressed (a forced click does nothing); the open one takes the dice and the 100.
    await page.getByTestId('pad-chance').click({ force: true });
    await expect(page.getByTestId('sheet-0-chance')).toHaveText('');
    await page.getByTestId(`pad-${upper.id}`).click();
    await expect(page.getByTestId(`sheet-0-${upper.id}`)).toHaveText(String(face * 5));
    await expect(page.getByTestId('sheet-0-extra')).toHaveText('100');
    await expect(page.getByTestId('sheet-0-total')).toHaveText(String(50 + face * 5 + 100));
  });
});

test.describe('upper box full', () => {
  test.use({ seed: 'joker-7807' });

  test('a second yacht with its upper box full may go in any open lower box, at full score', async ({
    page,
    server,
  }) => {
    await startSolo(page, server);
    const state = await playToTheJoker(page, server);
    const face = state.turn.dice?.[0] ?? 0;
    const upper = upperBoxOf(state.rules, face);
    if (!upper) throw new Error(`no upper box for ${face}`);
    expect(state.sheets[0]?.[upper.id], 'the seed fills the upper box first').toBeDefined();

    const note = page.getByTestId('joker-note');
    await expect(note).toContainText(`${upper.label} is full`);
    await expect(note).toContainText('any open lower box at its full score');
    const full: Record<string, number> = { 'full-house': 25, 'small-straight': 30, 'large-straight': 40 };
    for (const box of state.rules.boxes) {
      if (state.sheets[0]?.[box.id] !== undefined) continue;
      const button = page.getByTestId(`pad-${box.id}`);
      if (box.section === 'upper') {
        await expect(button).toBeDisabled();
      } else {
        await expect(button).toBeEnabled();
        const points = full[box.id] ?? (box.id === 'chance' || box.id.endsWith('of-a-kind') ? face * 5 : 0);
        await expect(button).toHaveAttribute('data-points', String(points));
      }
    }
    await screenshot(page, 'joker-lower');

    const box = state.sheets[0]?.['large-straight'] === undefined ? 'large-straight' : 'chance';
    const before = Number(await page.getByTestId('sheet-0-total').textContent());
    await page.getByTestId(`pad-${box}`).click();
    const points = box === 'large-straight' ? 40 : face * 5;
    await expect(page.getByTestId(`sheet-0-${box}`)).toHaveText(String(points));
    await expect(page.getByTestId('sheet-0-extra')).toHaveText('100');
    await expect(page.getByTestId('sheet-0-total')).toHaveText(String(before + points + 100));
  });
});
