// A finished real-dice game in History (issue 36): two games of two people typed through the API, a coached
// one (every roll typed, some typed wrong and retyped) and a score-sheet one (each turn's final dice typed at
// once). History marks each with how it was played; each replay shows the grades and the split of luck and
// skill `yacht grade --json` prints for its exported file (the CLI run here, on the server's solved table),
// says why Perfect has no shadow on real dice, and on the score sheet counts the typed final dice apart from
// luck, saying why. Axe light and dark; 1280×800 and 800×900.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Face } from '../../src/shared/dice';
import {
  pad,
  seededRandom,
  type Action,
  type RetypeAction,
  type GameState,
  type RealDiceMode,
} from '../../src/shared/game';
// real-dice.ts alone: the replay's index also brings the bots, whose JSON the test runner does not load.
import { REAL_DICE_SHADOW_REASON, TYPED_FINAL_NOTE } from '../../src/shared/replay/real-dice';
import { runYacht } from '../support/cli';
import { expect, screenshot, test, type YachtServer } from './fixtures';
import { expectNoViolations } from './support/a11y';
import { expectNoBlankScroll } from './support/layout';

/** What a person at a real table sends: a move, or a retype of dice typed wrong. */
type TableMove = Action | RetypeAction;

test.use({ seed: 'real-dice-history-1', tables: ['standard'] });

const SEATS = [
  { kind: 'human', name: 'Ann' },
  { kind: 'human', name: 'Ben' },
] as const;

/** The face most of the dice show (the higher on a tie): what a simple player keeps. */
function keepMost(dice: readonly number[]): number[] {
  const count = (f: number) => dice.filter((d) => d === f).length;
  const face = [6, 5, 4, 3, 2, 1].reduce((a, b) => (count(b) > count(a) ? b : a));
  return dice.flatMap((d, p) => (d === face ? [p] : []));
}

/** A whole game at a real table, typed through the API: every 5th roll typed wrong once, then retyped. */
async function playTyped(server: YachtServer, mode: RealDiceMode): Promise<string> {
  const view = await server.call('createGame', {
    variant: 'standard',
    realDice: { mode },
    seats: [...SEATS],
  });
  const random = seededRandom(`real-dice-history/${mode}`);
  let rolls = 0;
  const roll = (keep: number[], final: boolean): TableMove[] => {
    const dice: Face[] = Array.from({ length: 5 - keep.length }, () => random.nextFace());
    const typed: TableMove = final ? { type: 'roll', dice, final } : { type: 'roll', keep, dice };
    if (++rolls % 5 !== 0) return [typed];
    return [{ ...typed, dice: [((dice[0]! % 6) + 1) as Face, ...dice.slice(1)] }, { type: 'retype' }, typed];
  };
  const moves = (state: GameState): TableMove[] => {
    const { dice, rollsUsed } = state.turn;
    if (dice === null) return roll([], mode === 'sheet');
    if (rollsUsed < 3 && keepMost(dice).length < 5) return roll(keepMost(dice), false);
    const legal = pad(state)!.entries.filter((e) => e.legal);
    const best = legal.reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
    return [{ type: 'score', box: best.box }];
  };
  for (let n = 0; n < 200; n++) {
    const state = await server.currentState();
    if (state === null || state.over) break;
    for (const action of moves(state)) await server.call('act', view.gameId, action);
  }
  return view.gameId;
}

interface SeatFigures {
  start: number;
  luck: number;
  typed: number;
  typedTurns: number;
  loss: number;
  total: number;
  accuracy: number;
  decisions: number;
}

/** `yacht grade --json` on the game's exported file, on the server's solved table. */
async function graded(
  server: YachtServer,
  gameId: string,
): Promise<{ realDice: string; seats: SeatFigures[]; decisions: { index: number; class: string }[] }> {
  const exported = await server.call('exportGame', gameId);
  const dir = await mkdtemp(path.join(tmpdir(), 'yacht-e2e-real-grade-'));
  try {
    const file = path.join(dir, exported.fileName);
    await writeFile(file, exported.text);
    const out = await runYacht(['grade', file, '--json', '--data-dir', server.dataDir], {
      home: dir,
      timeoutMs: 120_000,
    });
    expect(out.stderr).toBe('');
    return JSON.parse(out.stdout) as Awaited<ReturnType<typeof graded>>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The replay of `gameId` shows the grades and split the CLI printed for its file. */
async function expectReplayGrades(page: Page, server: YachtServer, gameId: string): Promise<void> {
  const report = await graded(server, gameId);
  const lines = page.getByTestId('luck-line');
  await expect(lines).toHaveCount(2, { timeout: 60_000 });
  for (const [seat, s] of report.seats.entries()) {
    const line = lines.nth(seat);
    for (const key of ['start', 'luck', 'typed', 'loss', 'total'] as const) {
      expect(Number(await line.getAttribute(`data-${key}`)), `${key} of seat ${seat}`).toBeCloseTo(s[key], 5);
    }
    await expect(line).toHaveAttribute('data-typed-turns', String(s.typedTurns));
    const accuracy = Number(await line.getByTestId('luck-accuracy').getAttribute('data-accuracy'));
    expect(accuracy).toBeCloseTo(s.accuracy, 5);
  }
  // Every seat's decisions, each with the class the CLI gave it.
  await page.getByLabel('Every seat’s decisions').check();
  const rows = page.getByTestId('decision-row');
  await expect(rows).toHaveCount(report.decisions.length);
  const shown = await rows.evaluateAll((els) =>
    els.map((el) => ({ index: Number(el.getAttribute('data-index')), class: el.getAttribute('data-grade') })),
  );
  expect(shown).toEqual(report.decisions.map((d) => ({ index: d.index, class: d.class })));
  await expect(page.locator('[data-taken-back="true"]')).toHaveCount(0);
}

async function expectShadowSaysWhy(page: Page): Promise<void> {
  const shadow = page.getByTestId('shadow-panel');
  await expect(shadow).toHaveAttribute('data-shadow', 'none');
  await expect(shadow).toContainText(REAL_DICE_SHADOW_REASON);
}

async function axeLightAndDark(page: Page, where: string): Promise<void> {
  await expectNoViolations(page, `${where} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, `${where} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('real-dice games in History: marked, replayed, graded as yacht grade grades their files', async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  const coached = await playTyped(server, 'coached');
  const sheet = await playTyped(server, 'sheet');
  const finished = await server.call('finishedGames');
  expect(finished.map((g) => [g.gameId, g.realDice?.mode, g.practice])).toEqual([
    [sheet, 'sheet', false],
    [coached, 'coached', false],
  ]);

  // History: each game marked with how it was played.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url);
  await page.getByTestId('open-history').click();
  const rows = page.getByTestId('history-game');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('history-real-dice')).toHaveText('real dice, score sheet');
  await expect(rows.nth(1).getByTestId('history-real-dice')).toHaveText('real dice, coached');
  await expect(rows.first().getByTestId('history-figures').first()).toHaveAttribute('data-accuracy', /\d/, {
    timeout: 60_000,
  });
  await expectNoBlankScroll(page, 'the history');
  await screenshot(page, 'real-dice-history');
  await axeLightAndDark(page, 'the history of real-dice games');
  await page.setViewportSize({ width: 800, height: 900 });
  await expectNoBlankScroll(page, 'the history at 800×900');
  await screenshot(page, 'real-dice-history-800x900');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The coached game: its grades are the CLI's; retyped rolls are no decisions taken back; no shadow, and why.
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${coached}`));
  // The page shows once every decision is graded: many seconds on two cores shared with other tests.
  await expect(page.getByTestId('replay-real-dice')).toHaveText(' · real dice, coached', { timeout: 60_000 });
  await expectReplayGrades(page, server, coached);
  await expect(page.getByTestId('typed-note')).toHaveCount(0);
  await expectShadowSaysWhy(page);
  await screenshot(page, 'real-dice-replay-coached');
  await axeLightAndDark(page, 'the replay of a coached real-dice game');

  // The score sheet: the typed final dice apart from luck, said why; a final-dice step in words.
  await page.goBack();
  await page.getByTestId('history-game').nth(0).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${sheet}`));
  // The page shows once every decision is graded: many seconds on two cores shared with other tests.
  await expect(page.getByTestId('replay-real-dice')).toHaveText(' · real dice, score sheet', {
    timeout: 60_000,
  });
  await expectReplayGrades(page, server, sheet);
  await expect(page.getByTestId('typed-note')).toHaveText(TYPED_FINAL_NOTE);
  await expect(page.getByTestId('luck-line').first()).toContainText('the typed final dice of 13 turns');
  await expectShadowSaysWhy(page);
  // The first step after the start: Ann's first turn's final dice.
  // The keys step the replay unless a field has them (the seats' checkbox was the last one used).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-board')).toHaveAttribute('data-step', '1');
  await expect(page.getByTestId('replay-step-words')).toContainText('Ann typed the turn’s final dice');
  await expect(page.getByTestId('step-detail')).toHaveAttribute('data-final', 'true');
  await expect(page.getByTestId('step-detail')).toContainText('luck and the keeps at the table together');
  await expect(page.getByTestId('decision-row').first()).toContainText('final dice');
  // Played out from there: the app's dice, and why (the table's dice past another keep were never rolled).
  await page.getByTestId('play-it-out').click();
  const playOut = page.getByTestId('play-out-dialog');
  await expect(playOut.getByTestId('play-out-dice')).toHaveAttribute('data-dice', 'fresh');
  await expect(playOut.getByTestId('play-out-dice')).toContainText('this game was played with real dice');
  await page.keyboard.press('Escape');
  await expect(playOut).toHaveCount(0);
  await expectNoBlankScroll(page, 'the replay of a score sheet');
  await screenshot(page, 'real-dice-replay-sheet');
  await axeLightAndDark(page, 'the replay of a score-sheet game');
  await page.setViewportSize({ width: 800, height: 900 });
  await expectNoBlankScroll(page, 'the replay of a score sheet at 800×900');
  await expect(page.getByTestId('typed-note')).toBeAttached();
  await screenshot(page, 'real-dice-replay-sheet-800x900');
});
