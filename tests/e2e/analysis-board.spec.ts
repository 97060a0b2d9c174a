// The replay as an analysis board: the step in the address (walks replace the history entry, jumps push one,
// Back returns to the step left, a link opens a step, a step past the end says so); "Open in the analyzer"
// with the position filled in and analyzed (by click and by key, and back to the step); "Play it out" from a
// blunder on the game's dice grid, Perfect's line checked move by move against the engine and the API, the
// game unchanged after leaving it; a game without a grid played out on fresh dice, said so; the `?` dialog
// listing every key. Each at 1280×800 and 800×900, axe in light and dark, screenshots in
// test-results/screenshots/analysis-board-*.png.

import type { Page } from '@playwright/test';
import type { ReplayView } from '../../src/shared/api/contract';
import { seatTotals } from '../../src/shared/game';
import { foldStates } from '../../src/shared/replay/board';
import {
  actionOf,
  linePosition,
  lineState,
  maxLineMoves,
  playLine,
  startLine,
} from '../../src/shared/replay/play-out';
import { REPLAY_KEY_GROUPS } from '../../src/renderer/replay/replay-keys';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { DESKTOP_SIZES, expectNoBlankScroll } from './support/layout';
import { playThroughApi } from './support/played-game';

test.use({ seed: 'analysis-board-1', tables: ['standard'] });

/** "You" against the Perfect bot on one shared grid; turns 2 and 7 of "You" planted blunders. */
const SHARED = { sameDice: true, withPerfect: true, planted: new Set([2, 7]) } as const;

async function openReplay(page: Page, server: YachtServer, gameId: string, step?: number): Promise<void> {
  await page.goto(new URL(`#/replay/${gameId}${step === undefined ? '' : `/${step}`}`, server.url).href);
  await expect(page.getByTestId('replay-board')).toBeVisible({ timeout: 60_000 });
}

const stepOf = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('replay-board').getAttribute('data-step'));
const address = (page: Page): Promise<string> => page.evaluate(() => window.location.hash);
const entries = (page: Page): Promise<number> => page.evaluate(() => window.history.length);

/** axe in light and dark, and a screenshot in each, at the size the page is at. */
async function checkBothThemes(page: Page, what: string, shot: string): Promise<void> {
  await expectNoViolations(page, `${what} (light)`);
  await screenshot(page, `analysis-board-${shot}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, `${what} (dark)`);
  await screenshot(page, `analysis-board-${shot}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The step of the first live decision of seat 0 graded `grade` (from the replay the page shows). */
function decisionStep(view: ReplayView, grade: string): { step: number; index: number } {
  for (const [step, point] of view.course.points.entries()) {
    if (point.kind !== 'decision' || point.seat !== 0) continue;
    const g = view.course.grades.find((x) => x.index === point.index);
    if (g?.grade === grade) return { step, index: point.index };
  }
  throw new Error(`no ${grade} of seat 0`);
}

test('the step is in the address: walks replace the entry, jumps push one, Back returns to the step left', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { gameId } = await playThroughApi(server, SHARED);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReplay(page, server, gameId);
  const board = page.getByTestId('replay-board');
  const last = await stepOf(page);
  const at = (step: number): string => `#/replay/${gameId}/${step}`;
  const opened = await entries(page);

  // Home is a jump: one entry. Four steps on are a walk: the same entry, its step replaced once it rests.
  await page.keyboard.press('Home');
  await expect(board).toHaveAttribute('data-step', '0');
  await expect.poll(() => address(page)).toBe(at(0));
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(board).toHaveAttribute('data-step', '4');
  await expect.poll(() => address(page)).toBe(at(4));
  expect(await entries(page)).toBe(opened + 1);
  // N jumps to the next mistake (a new entry), → walks on from it.
  await page.keyboard.press('n');
  await expect.poll(() => stepOf(page)).toBeGreaterThan(5);
  const mistake = await stepOf(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => address(page)).toBe(at(mistake + 1));
  expect(await entries(page)).toBe(opened + 2);

  // Back: the step the jump left; again: the replay as it opened (the end); Forward twice: back at the walk's end.
  await page.goBack();
  await expect(board).toHaveAttribute('data-step', '4');
  expect(await address(page)).toBe(at(4));
  await page.goBack();
  await expect(board).toHaveAttribute('data-step', String(last));
  await page.goForward();
  await page.goForward();
  await expect(board).toHaveAttribute('data-step', String(mistake + 1));

  // Leaving for another page and coming Back: the step left.
  await page.getByTestId('open-history').click();
  await expect(page.getByTestId('history-game')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', String(mistake + 1));

  // A link within the app to another step of the game: the board goes there.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, at(7));
  await expect(board).toHaveAttribute('data-step', '7');
  // An address opened as is (a bookmark, a reload): its step.
  await openReplay(page, server, gameId, 12);
  await expect(board).toHaveAttribute('data-step', '12');
  await page.reload();
  await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', '12');
  // A step past the end: the end, said in words, and the address set right.
  await openReplay(page, server, gameId, 99999);
  await expect(board).toHaveAttribute('data-step', String(last));
  await expect(page.getByTestId('replay-address-note')).toHaveText(
    `The address names step 99999, but this game ends at step ${last}: the end is shown.`,
  );
  await expect.poll(() => address(page)).toBe(at(last));
});

test('open in the analyzer: the position filled in and analyzed, by click or key, and back to the step', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { gameId, events } = await playThroughApi(server, SHARED);
  const view = await server.call('replayGame', gameId);
  const states = foldStates(events);
  const { step, index } = decisionStep(view, 'blunder');
  const position = states[index - 1]!;
  const sheet = position.sheets[0]!;
  const expected = await server.call('analyzePosition', linePosition(position)!);

  for (const size of DESKTOP_SIZES) {
    await page.setViewportSize(size);
    await openReplay(page, server, gameId, step);
    if (size.name === '1280x800') await page.getByTestId('open-in-analyzer').click();
    else await page.keyboard.press('a');
    await expect(page).toHaveURL(new RegExp(`#/analyzer/${gameId}/${index - 1}$`));
    await expect(page.getByTestId('analyzer-from')).toContainText('From the replay: You, round');
    // The position: every box of the sheet as it stood, the dice in table order, the rolls left.
    for (const box of position.rules.boxes) {
      const points = sheet[box.id];
      await expect(page.getByTestId(`analyzer-box-${box.id}`)).toHaveValue(
        points === undefined ? '' : String(points),
      );
    }
    for (const [i, face] of position.turn.dice!.entries()) {
      await expect(page.getByTestId(`analyzer-die-${i + 1}`)).toHaveValue(String(face));
    }
    await expect(page.getByTestId('analyzer-rolls-left')).toHaveValue(String(3 - position.turn.rollsUsed));
    // Analyzed at once, as the API ranks it.
    const first = page.getByTestId('analyzer-option').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    expect(Number(await first.getAttribute('data-ev'))).toBeCloseTo(expected.options[0]!.ev, 6);
    await expect(page.getByTestId('analyzer-option')).toHaveCount(expected.options.length);
    await expectNoBlankScroll(page, `the analyzer from a replay at ${size.name}`);
    await checkBothThemes(page, `the analyzer from a replay at ${size.name}`, `analyzer-${size.name}`);
    // Back to the step the analyzer was opened from: by the page's button, then by the browser's Back.
    await page.getByTestId('back-to-replay').click();
    await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', String(step));
    expect(await address(page)).toBe(`#/replay/${gameId}/${step}`);
    await page.keyboard.press('a');
    await expect(page.getByTestId('analyzer-from')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', String(step));
  }
  // The start has no dice: nothing to analyze, and the button says why.
  await page.keyboard.press('Home');
  await expect(page.getByTestId('open-in-analyzer')).toBeDisabled();
  await expect(page.getByTestId('open-in-analyzer')).toHaveAttribute('title', /The start has no dice yet/);
  await page.keyboard.press('a');
  await expect(page.getByTestId('replay-board')).toBeVisible();
});

test('play it out from a blunder on the game’s dice: Perfect’s line as the engine plays it, the game unchanged', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const { gameId, events } = await playThroughApi(server, SHARED);
  const view = await server.call('replayGame', gameId);
  const states = foldStates(events);
  const final = states.at(-1)!;
  const { step, index } = decisionStep(view, 'blunder');
  const grade = view.course.grades.find((g) => g.index === index)!;

  // Perfect's line from the blunder's position, by the engine on the game's grid and the API's rankings.
  let line = startLine(states, index - 1);
  const branch = await server.call('analyzePosition', linePosition(lineState(line))!);
  for (let n = 0; n < maxLineMoves(line) && !lineState(line).over; n++) {
    const at = lineState(line);
    const request = linePosition(at);
    const choice =
      request === null ? null : (await server.call('analyzePosition', request)).options[0]!.choice;
    line = playLine(line, choice === null ? { type: 'roll', keep: [] } : actionOf(at, choice));
  }
  const perfectTotal = seatTotals(lineState(line), 0).total;

  const logBefore = JSON.stringify((await server.call('getGame', gameId)).events);
  for (const size of DESKTOP_SIZES) {
    await page.setViewportSize(size);
    await openReplay(page, server, gameId, step);
    const dialog = page.getByTestId('play-out-dialog');
    if (size.name === '1280x800') await page.keyboard.press('t');
    else await page.getByTestId('play-it-out').click();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Play it out' })).toBeVisible();
    await expect(dialog.getByTestId('play-out-dice')).toHaveAttribute('data-dice', 'grid');
    await expect(dialog.getByTestId('play-out-dice')).toContainText('Same dice as the game');
    // The game's side: its choice here, the expected total after it, its final total.
    await expect(dialog.getByTestId('play-out-game-choice')).toContainText(grade.chosen.words);
    expect(Number(await dialog.getByTestId('play-out-game-ev').getAttribute('data-ev'))).toBeCloseTo(
      grade.chosen.ev,
      6,
    );
    await expect(dialog.getByTestId('play-out-game-total')).toHaveAttribute(
      'data-total',
      String(seatTotals(final, 0).total),
    );
    // Perfect's choice here (B), then the rest (E): the engine's line, move for move.
    await page.keyboard.press('b');
    await expect(dialog.getByTestId('play-out-moves').locator('li')).toHaveCount(1);
    expect(Number(await dialog.getByTestId('play-out-line-ev').getAttribute('data-ev'))).toBeCloseTo(
      branch.options[0]!.ev,
      6,
    );
    await page.keyboard.press('e');
    await expect(dialog.getByTestId('play-out-line-total')).toHaveAttribute(
      'data-total',
      String(perfectTotal),
      {
        timeout: 60_000,
      },
    );
    await expect(dialog.getByTestId('play-out-moves').locator('li')).toHaveCount(line.moves.length);
    await expect(dialog.getByTestId('play-out-status')).toHaveText(
      `The line is played out: ${perfectTotal} points.`,
    );
    await expect(dialog.getByTestId('play-out-verdict')).toBeVisible();
    await expect(dialog.getByTestId('play-out-line-place')).toBeVisible();
    await checkBothThemes(page, `the play-out played to the end at ${size.name}`, `play-out-${size.name}`);

    // Start again, and another box by hand: a box the game did not choose.
    await page.keyboard.press('r');
    await expect(dialog.getByTestId('play-out-moves')).toHaveCount(0);
    await expectNoViolations(page, `the play-out at its start at ${size.name}`);
    await screenshot(page, `analysis-board-play-out-start-${size.name}`);
    const chosen = grade.chosen.choice.type === 'score' ? grade.chosen.choice.box : '';
    const legal = await dialog
      .locator('button.pad-box:enabled')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
    const other = dialog.getByTestId(legal.find((id) => id !== `pad-${chosen}`)!);
    // A nought takes a second click (the first arms the box).
    const nought = (await other.getAttribute('data-points')) === '0';
    await other.click();
    if (nought) await other.click();
    await expect(dialog.getByTestId('play-out-moves').locator('li')).toHaveCount(1);
    await expect(dialog.getByTestId('play-out-line-choice')).not.toContainText(grade.chosen.words);

    // Leaving: the game's log as it was, the board at the same step, the address the same.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', String(step));
    expect(await address(page)).toBe(`#/replay/${gameId}/${step}`);
    expect(JSON.stringify((await server.call('getGame', gameId)).events)).toBe(logBefore);
    await expectNoBlankScroll(page, `the replay after a play-out at ${size.name}`);
  }
  await page.reload();
  await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', String(step));
  expect(JSON.stringify((await server.call('finishedGames')).map((g) => g.gameId))).toBe(
    JSON.stringify([gameId]),
  );
});

test('a game without a dice grid is played out on fresh dice, and says so', async ({ page, server }) => {
  test.setTimeout(180_000);
  const { gameId, events } = await playThroughApi(server, {
    sameDice: false,
    withPerfect: false,
    planted: new Set([1]),
  });
  const logBefore = JSON.stringify(events);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openReplay(page, server, gameId, 3);
  await page.keyboard.press('t');
  const dialog = page.getByTestId('play-out-dialog');
  await expect(dialog.getByTestId('play-out-dice')).toHaveAttribute('data-dice', 'fresh');
  await expect(dialog.getByTestId('play-out-dice')).toContainText('cannot be known');
  await dialog.getByTestId('play-out-to-end').click();
  await expect(dialog.getByTestId('play-out-status')).toContainText('The line is played out', {
    timeout: 60_000,
  });
  await dialog.getByTestId('play-out-leave').click();
  await expect(dialog).toHaveCount(0);
  expect(JSON.stringify((await server.call('getGame', gameId)).events)).toBe(logBefore);
});

test('? lists every key of the replay page in a dialog, closed by Esc; the keys shown on the buttons', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { gameId } = await playThroughApi(server, SHARED);
  const listed = REPLAY_KEY_GROUPS.reduce((n, g) => n + g.entries.length, 0);
  for (const size of DESKTOP_SIZES) {
    await page.setViewportSize(size);
    await openReplay(page, server, gameId, 6);
    await expect(page.getByTestId('open-in-analyzer')).toHaveAttribute('title', /\(A\)$/);
    await expect(page.getByTestId('play-it-out')).toHaveAttribute('title', /\(T\)$/);
    await expect(page.getByRole('button', { name: 'One step back' })).toHaveAttribute('title', /\(←\)/);
    // What goes past lichess stays on the page beside the new tools: the exact grade and every option
    // ranked (step 6 is a decision), luck and skill exactly, Shadow Perfect.
    await expect(page.getByTestId('step-detail')).toBeVisible();
    await expect(page.getByTestId('analyzer-option').first()).toBeAttached({ timeout: 30_000 });
    await expect(page.getByTestId('luck-line').first()).toBeAttached();
    await expect(page.getByTestId('shadow-sentence')).toBeAttached();
    await checkBothThemes(page, `the replay with its tools at ${size.name}`, `replay-${size.name}`);
    await page.keyboard.press('Shift+?');
    const dialog = page.getByRole('dialog', { name: 'Keys' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('key-help-entry')).toHaveCount(listed);
    await expect(dialog.getByRole('heading', { name: 'Moving through the game' })).toBeVisible();
    await expect(
      dialog.getByRole('definition').filter({ hasText: 'Open the position in the analyzer' }),
    ).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    // The page's keys wait while the dialog is open.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', '6');
    await checkBothThemes(page, `the keys dialog at ${size.name}`, `keys-${size.name}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', '5');
    // The button opens it too.
    await page.getByTestId('key-help').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
});
