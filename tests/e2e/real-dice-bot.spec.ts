// "Play Perfect with your own dice": a Perfect seat at a real table. The entry's prompt says what Perfect keeps
// (the keep it announced in the log), the dice typed for it go in, it decides on them and scores; a roll typed
// wrong is fixed and Perfect decides again on the dice typed again. At 1280x800 and 800x900 by keyboard, on a
// phone by the face pad.

import type { Page } from '@playwright/test';
import { keptDiceText } from '../../src/shared/coach';
import { realDiceWait, type GameState } from '../../src/shared/game';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { chooseSeats, startGame } from './support/setup';

test.use({
  seed: 'real-dice-bot-1',
  tables: ['standard'],
  settings: { coach: false, coachGuard: 'off', botSpeed: 'instant' },
});

/** The game once Perfect (seat 0) is not deciding: its keep or box is in, or its dice were never typed. */
async function settled(server: YachtServer, after: number): Promise<GameState> {
  let state: GameState | null = null;
  await expect
    .poll(async () => {
      state = await server.currentState();
      return state !== null && state.eventCount > after && realDiceWait(state)?.kind !== 'bot';
    })
    .toBe(true);
  return state!;
}

/** What the entry must say for Perfect's dice: the keep it announced, in the table's words. */
function perfectPrompt(state: GameState): RegExp {
  const wait = realDiceWait(state);
  if (wait?.kind !== 'dice' || wait.seat !== 0) throw new Error('Perfect is not waiting for its dice');
  if (state.turn.dice === null) return /^Pia: roll the five dice for it and type them/;
  if (wait.kept.length === 0) return /^Pia keeps no dice: roll all five for it and type them/;
  const faces = keptDiceText(wait.kept.map((p) => state.turn.dice![p]!));
  const dice = wait.rolled === 1 ? 'the other die' : `the other ${wait.rolled} dice`;
  return new RegExp(`^Pia keeps ${faces}: roll ${dice} for it and type`);
}

async function startWithPerfect(page: Page, server: YachtServer): Promise<GameState> {
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Pia', as: 'perfect' },
    { name: 'Ana', as: 'human' },
  ]);
  await page.getByTestId('dice-coached').check();
  await startGame(page);
  const state = await server.currentState();
  expect(state?.realDice).toEqual({ mode: 'coached' });
  return state!;
}

/** Types dice into the entry: by keyboard, or by the face pad (a finger on a phone). */
async function typeDice(page: Page, faces: string, by: 'keys' | 'taps'): Promise<void> {
  const field = page.getByTestId('dice-entry');
  await expect(field).toBeVisible();
  if (by === 'keys') {
    await expect(field).toBeFocused();
    await field.pressSequentially(faces);
  } else {
    for (const face of faces) await page.getByTestId(`dice-entry-face-${face}`).click();
  }
}

/** Plays Perfect's turn with typed dice (from `rolls`, a roll's faces at a time) until it scores. */
async function playPerfectTurn(
  page: Page,
  server: YachtServer,
  from: GameState,
  rolls: readonly string[],
  by: 'keys' | 'taps',
): Promise<GameState> {
  let state = from;
  for (const roll of rolls) {
    await expect(page.getByTestId('dice-entry-prompt')).toHaveText(perfectPrompt(state));
    const wait = realDiceWait(state);
    if (wait?.kind !== 'dice') throw new Error('no dice to type');
    await typeDice(page, roll.slice(0, wait.rolled), by);
    state = await settled(server, state.eventCount);
    if (state.turn.seat !== 0) return state;
  }
  throw new Error('Perfect did not score with the rolls given');
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 900 },
]) {
  test(`a Perfect seat played with typed dice, and its dice fixed, at ${viewport.width}x${viewport.height}`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(viewport);
    let state = await startWithPerfect(page, server);
    const prompt = page.getByTestId('dice-entry-prompt');
    await expect(prompt).toHaveText(perfectPrompt(state));

    // Perfect's first roll, typed; it says what it keeps, and the entry asks for the other dice.
    await typeDice(page, '66623', 'keys');
    state = await settled(server, state.eventCount);
    expect(state.turn.dice).toEqual([6, 6, 6, 2, 3]);
    expect(state.turn.seat).toBe(0);
    await expect(prompt).toHaveText(perfectPrompt(state));
    await screenshot(page, `real-dice-bot-keeps-${viewport.width}`);

    // Typed wrong: fixed. The roll is taken back with Perfect's keep on it, and it decides on the dice typed again.
    await page.getByTestId('fix-dice').click();
    state = await settled(server, state.eventCount);
    expect(state.turn.dice).toBeNull();
    await expect(prompt).toHaveText(/^Pia: roll the five dice for it and type them/);
    await typeDice(page, '55514', 'keys');
    state = await settled(server, state.eventCount);
    expect(state.turn.dice).toEqual([5, 5, 5, 1, 4]);
    expect(state.undos).toBe(0);

    // The rest of its turn: the prompt follows its keeps, and it scores.
    state = await playPerfectTurn(page, server, state, ['55555', '55555'], 'keys');
    expect(state.turn.seat).toBe(1);
    await expect(page.getByTestId('last-move')).toContainText(/^Pia wrote /);
    await expect(prompt).toHaveText(/^Ana: roll the five dice and type them/);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the prompt says what Perfect keeps, and its dice go in by the face pad', async ({ page, server }) => {
    let state = await startWithPerfect(page, server);
    const prompt = page.getByTestId('dice-entry-prompt');
    await expect(prompt).toHaveText(perfectPrompt(state));
    await typeDice(page, '44412', 'taps');
    state = await settled(server, state.eventCount);
    expect(state.turn.dice).toEqual([4, 4, 4, 1, 2]);
    await expect(prompt).toHaveText(perfectPrompt(state));
    // In view beside the slots to type: Perfect's keep, as the held dice, and the prompt above them (the field
    // takes focus without scrolling the prompt off the top of a phone's screen).
    const held = page.locator('[data-testid="dice-entry-box"] .entry-slot.held');
    await expect(held.first()).toBeInViewport();
    const faces = await held
      .locator('[data-face]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-face')));
    expect(faces.map(Number)).toEqual(state.turn.kept.map((p) => state.turn.dice![p]));
    await expect(prompt).toBeInViewport();
    // Finger-sized keys.
    const key = await page.getByTestId('dice-entry-face-6').boundingBox();
    expect(key?.width).toBeGreaterThanOrEqual(44);
    expect(key?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'real-dice-bot-phone');
    state = await playPerfectTurn(page, server, state, ['44444', '44444'], 'taps');
    expect(state.turn.seat).toBe(1);
    await expect(page.getByTestId('last-move')).toContainText(/^Pia wrote /);
  });
});
