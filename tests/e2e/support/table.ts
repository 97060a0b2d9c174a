// Reading and driving the table as a person would: by the dice's and boxes' accessible names and the
// page's test ids, with the engine's answers beside them for comparison.

import { expect, type Page } from '@playwright/test';
import { bonusProgress, pad, type GameState } from '../../../src/shared/game';

export type Input = 'mouse' | 'keyboard';

/** How long a move may take to show on the page (generous: two browsers and two servers share two cores). */
const MOVE_TIMEOUT_MS = 20_000;

/** The faces of the five dice as the page shows them, or null before the turn's first roll. */
export async function readDice(page: Page): Promise<number[] | null> {
  const faces = await page
    .getByTestId(/^die-[1-5]$/)
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-face') ?? 'NaN')));
  return faces.some(Number.isNaN) ? null : faces;
}

/** The positions (0..4) the page shows as kept. */
export async function readKept(page: Page): Promise<number[]> {
  const labels = await page
    .getByTestId(/^die-[1-5]$/)
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.flatMap((label, i) => (label.endsWith(', kept') ? [i] : []));
}

export interface PadRow {
  readonly box: string;
  readonly points: number | null;
  readonly disabled: boolean;
}

export async function readPad(page: Page): Promise<PadRow[]> {
  return page
    .getByTestId('pad')
    .locator('button.pad-box')
    .evaluateAll((els) =>
      els.map((el) => {
        const raw = el.getAttribute('data-points') ?? '';
        return {
          box: (el.getAttribute('data-testid') ?? '').replace(/^pad-/, ''),
          points: raw === '' ? null : Number(raw),
          disabled: (el as HTMLButtonElement).disabled,
        };
      }),
    );
}

/** The pad the engine computes for this state, in the page's terms. */
export function enginePad(state: GameState): PadRow[] {
  const p = pad(state);
  if (p === null) throw new Error('the engine has no pad before the first roll');
  return p.entries.map((e) => ({ box: e.box, points: e.points, disabled: !e.legal }));
}

/** The page shows the engine's state: dice, kept dice, pad, and the upper count against the bonus. */
export async function expectTableMatches(page: Page, state: GameState, seat: number): Promise<void> {
  expect(await readDice(page)).toEqual(state.turn.dice ? [...state.turn.dice] : null);
  expect(await readKept(page)).toEqual([...state.turn.kept]);
  expect(await readPad(page)).toEqual(enginePad(state));
  const { upper, threshold } = bonusProgress(state, seat);
  await expect(page.getByTestId('bonus-count')).toHaveText(`${upper} / ${threshold}`);
  await expect(page.getByTestId(`sheet-${seat}-upper`)).toHaveText(`${upper} / ${threshold}`);
}

/**
 * Waits, checking every animation frame, until an element shows this text. (expect's retries back off to a
 * second, which adds up over a game of some hundred moves; a move here lands in a frame or two.)
 */
export async function waitForText(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === t,
    [testId, text] as const,
    { polling: 'raf', timeout: MOVE_TIMEOUT_MS },
  );
}

/** Waits until it is this seat's turn with the dice not yet rolled. */
export async function waitForTurnStart(page: Page, seat: number): Promise<void> {
  await page.waitForFunction(
    (s) => {
      const banner = document.querySelector('[data-testid="turn-banner"]');
      const roll = document.querySelector<HTMLButtonElement>('[data-testid="roll"]');
      const left = document.querySelector('[data-testid="rolls-left"]');
      return (
        banner?.getAttribute('data-seat') === String(s) &&
        roll?.disabled === false &&
        left?.textContent === '3 rolls left'
      );
    },
    seat,
    { polling: 'raf', timeout: 30_000 },
  );
}

export async function roll(page: Page, input: Input, rollsLeftAfter: number): Promise<void> {
  if (input === 'mouse') await page.getByTestId('roll').click();
  else await page.keyboard.press('Space');
  const text = `${rollsLeftAfter} roll${rollsLeftAfter === 1 ? '' : 's'} left`;
  await page.waitForFunction(
    ([t, canRoll]) => {
      const left = document.querySelector('[data-testid="rolls-left"]');
      const button = document.querySelector<HTMLButtonElement>('[data-testid="roll"]');
      return left?.textContent === t && button?.disabled === !canRoll;
    },
    [text, rollsLeftAfter > 0] as const,
    { polling: 'raf', timeout: MOVE_TIMEOUT_MS },
  );
}

/** Makes the kept dice exactly `keep`, by clicking dice or pressing their number keys. */
export async function setKept(page: Page, keep: readonly number[], input: Input): Promise<void> {
  const now = await readKept(page);
  for (let p = 0; p < 5; p++) {
    if (now.includes(p) === keep.includes(p)) continue;
    if (input === 'mouse') await page.getByTestId(`die-${p + 1}`).click();
    else await page.keyboard.press(String(p + 1));
    await page.waitForFunction(
      ([testId, kept]) =>
        document
          .querySelector(`[data-testid="${testId}"]`)
          ?.getAttribute('aria-label')
          ?.endsWith(', kept') === kept,
      [`die-${p + 1}`, keep.includes(p)] as const,
      { polling: 'raf', timeout: MOVE_TIMEOUT_MS },
    );
  }
}

/** Presses a pad box: a click, or Tab from the Roll button until the box has focus and then Enter. */
export async function pressBox(page: Page, box: string, input: Input): Promise<void> {
  const target = page.getByTestId(`pad-${box}`);
  if (input === 'mouse') {
    await target.click();
    return;
  }
  const focusedIs = (): Promise<boolean> => target.evaluate((el) => el === document.activeElement);
  if (!(await focusedIs())) {
    // From the first die, count the Tab stops to the box in the page's own order, press Tab that often,
    // and check where focus landed (one check, not one per key).
    await page.getByTestId('die-1').focus();
    const stops = await target.evaluate((el) => {
      const focusable = Array.from(
        document.querySelectorAll<HTMLElement>('button, select, input, [tabindex]'),
      ).filter((e) => !(e as HTMLButtonElement).disabled && e.tabIndex >= 0 && e.offsetParent !== null);
      return focusable.indexOf(el as HTMLElement) - focusable.indexOf(document.activeElement as HTMLElement);
    });
    for (let i = 0; i < stops; i++) await page.keyboard.press('Tab');
  }
  expect(await focusedIs(), `Tab reaches the ${box} box`).toBe(true);
  await page.keyboard.press('Enter');
}

/**
 * Waits until seat 0 (the person) is on turn with `filled` boxes filled: the last score has landed and the bots
 * have played; then until the page shows the turn's start.
 */
export async function waitForOwnTurn(
  page: Page,
  gameState: () => Promise<GameState>,
  filled: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const s = await gameState();
        return [s.turn.seat, s.turn.rollsUsed, Object.keys(s.sheets[0] ?? {}).length];
      },
      { timeout: 30_000 },
    )
    .toEqual([0, 0, filled]);
  await waitForTurnStart(page, 0);
}

/** The legal boxes of the dice on the table, with their points. */
export function legalBoxes(state: GameState) {
  return pad(state)!.entries.filter((e) => e.legal);
}

/** Scores the best-paying legal box by clicks (a nought asks to be clicked again); returns it. */
export async function scoreBestPaying(page: Page, state: GameState) {
  const best = legalBoxes(state).reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
  await page.getByTestId(`pad-${best.box}`).click();
  if (!best.points) await page.getByTestId(`pad-${best.box}`).click();
  return best;
}
