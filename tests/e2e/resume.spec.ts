// Resume: the server is killed (SIGKILL) mid-turn, with dice rolled and two kept; started again on the same
// data directory, the page offers to resume and shows the same dice, the same kept dice and the same sheets.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, screenshot, test } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { chooseSeats, startGame } from './support/setup';
import { readDice, readKept, roll, setKept, waitForTurnStart } from './support/table';

test.use({ seed: 'resume-1' });

test('an unfinished game resumes exactly where the server stopped', async ({ page, server }) => {
  await page.goto(server.url);
  await chooseSeats(page, [
    { name: 'Ana', as: 'human' },
    { name: 'Ezra', as: 'easy' },
  ]);
  await startGame(page);
  await page.getByTestId('bot-speed').selectOption('instant');

  // One whole turn each, so both sheets have a box.
  await waitForTurnStart(page, 0);
  await roll(page, 'mouse', 2);
  await page.getByTestId('pad-chance').click();
  await waitForTurnStart(page, 0);

  // Mid-turn: rolled once, two dice kept.
  await roll(page, 'keyboard', 2);
  await setKept(page, [1, 3], 'keyboard');
  const dice = await readDice(page);
  // The page shows a keep at once; wait until the backend has it too (saved) before pulling the plug.
  await expect.poll(async () => (await server.currentState())?.turn.kept).toEqual([1, 3]);
  const before = await server.currentState();
  const sheets = before?.sheets;

  await server.kill9();
  const url = await server.restart();
  await page.goto(url);

  await expect(page.getByRole('heading', { name: 'Carry on where you stopped?' })).toBeVisible();
  await expect(page.getByText('Ana to play')).toBeVisible();
  await screenshot(page, 'resume');
  await expectNoViolations(page, 'the resume page');
  await page.getByTestId('resume').click();

  await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-seat', '0');
  await expect(page.getByTestId('rolls-left')).toHaveText('2 rolls left');
  expect(await readDice(page)).toEqual(dice);
  expect(await readKept(page)).toEqual([1, 3]);
  expect((await server.currentState())?.sheets).toEqual(sheets);
  await expect(page.getByTestId('sheet-0-chance')).toHaveText(String(sheets?.[0]?.['chance']));

  // And play goes on from there: the kept dice stay as they were.
  await roll(page, 'mouse', 1);
  const after = await readDice(page);
  expect([after?.[1], after?.[3]]).toEqual([dice?.[1], dice?.[3]]);
});

test('with no unfinished game the setup page comes first', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expect(page.getByTestId('resume')).toHaveCount(0);
});

test('a save that cannot be read is moved aside, and the page says where', async ({ page, server }) => {
  await page.goto(server.url);
  await chooseSeats(page, [{ name: 'Ana', as: 'human' }]);
  await startGame(page);
  await roll(page, 'mouse', 2);

  await server.kill9();
  await writeFile(path.join(server.dataDir, 'current-game.json'), '{"format": "yacht-game", "events": [');
  await page.goto(await server.restart());

  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  const notice = page.getByTestId('notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('corrupt');
  await screenshot(page, 'notice');
  await page.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(notice).toBeHidden();
});
