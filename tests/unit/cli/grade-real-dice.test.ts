// `yacht grade` on an exported real-dice game: the app's replay numbers (its course as a report, and its win
// chances), for a score-sheet game (each turn's final dice typed at once: counted apart from luck, in a column
// and a note of their own) and a coached one (every roll typed, some typed wrong and retyped: no decision
// taken back). History lists each game with how it was played.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Face } from '../../../src/shared/dice';
import {
  pad,
  seededRandom,
  type Action,
  type CreatedEvent,
  type GameState,
  type RealDiceMode,
} from '../../../src/shared/game';
import type { RetypeAction } from '../../../src/shared/game';
import {
  gradeReport,
  TYPED_FINAL_NOTE,
  withWinChances,
  type WinGradeReport,
} from '../../../src/shared/replay';
import { roundedReport } from '../../../src/main/cli/grade-command';
import { roundedWin } from '../../../src/main/cli/grade-win';
import { ensureBuilt } from '../../support/build';
import { runYacht } from '../../support/cli';
import { openTestBackend, stateOf, tempDataDir } from '../backend/helpers';

/** What a person at a real table sends: a move, or a retype of dice typed wrong. */
type TableMove = Action | RetypeAction;

let dir: string;
beforeAll(async () => {
  await ensureBuilt();
  dir = await mkdtemp(path.join(tmpdir(), 'yacht-grade-real-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const grade = (...args: string[]) =>
  runYacht(['grade', ...args, '--data-dir', path.join(dir, 'data')], { home: dir });

/** The legal box worth most now. */
function bestBox(state: GameState): Action {
  const entries = (pad(state)?.entries ?? []).filter((e) => e.legal);
  const best = entries.reduce((a, b) => ((b.points ?? 0) > (a.points ?? 0) ? b : a));
  return { type: 'score', box: best.box };
}

/** The face most of the dice show (the higher on a tie): what a simple player keeps. */
function keepMost(dice: readonly number[]): number[] {
  const count = (f: number) => dice.filter((d) => d === f).length;
  const face = [6, 5, 4, 3, 2, 1].reduce((a, b) => (count(b) > count(a) ? b : a));
  return dice.flatMap((d, p) => (d === face ? [p] : []));
}

/** The moves of a person at a real table: dice from `random`, each 4th roll typed wrong once and retyped. */
function tableMoves(mode: RealDiceMode, random: ReturnType<typeof seededRandom>) {
  let rolls = 0;
  return (state: GameState): TableMove[] => {
    const { dice, rollsUsed } = state.turn;
    const roll = (keep: number[], final = false): TableMove[] => {
      const faces: Face[] = Array.from({ length: 5 - keep.length }, () => random.nextFace());
      // A score sheet types the turn's final dice at once.
      const typed: TableMove = final
        ? { type: 'roll', dice: faces, final }
        : { type: 'roll', keep, dice: faces };
      if (++rolls % 4 !== 0) return [typed];
      const wrong = [((faces[0]! % 6) + 1) as Face, ...faces.slice(1)];
      return [{ ...typed, dice: wrong }, { type: 'retype' }, typed];
    };
    if (dice === null) return roll([], mode === 'sheet');
    if (mode === 'coached' && rollsUsed < 3 && keepMost(dice).length < 5) return roll(keepMost(dice));
    return [bestBox(state)];
  };
}

async function gradedAgainstTheApp(mode: RealDiceMode): Promise<{ report: WinGradeReport; text: string }> {
  const backend = await openTestBackend(await tempDataDir());
  const view = await backend.client.createGame({
    variant: 'classic',
    realDice: { mode },
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Ben' },
    ],
  });
  const moves = tableMoves(mode, seededRandom(`grade-real/${mode}`));
  for (let n = 0; n < 200; n++) {
    const state = stateOf(await backend.client.getGame(view.gameId));
    if (state.over) break;
    for (const action of moves(state)) await backend.client.act(view.gameId, action);
  }
  const finished = await backend.client.finishedGames();
  expect(finished.map((g) => g.realDice)).toEqual([{ mode }]);
  const exported = await backend.client.exportGame(view.gameId);
  const file = path.join(dir, `${mode}.yacht.json`);
  await writeFile(file, exported.text);
  const replay = await backend.client.replayGame(view.gameId);
  const { win } = await backend.client.replayWin(view.gameId);
  const events = (await backend.client.getGame(view.gameId)).events;
  await backend.close();
  if (win === null) throw new Error('a game of two seats has win chances');
  expect(replay.shadow.kind).toBe('none');
  expect(replay.course.takenBack).toEqual([]);
  // Retypes happened, and none of them is a decision or makes the game practice.
  expect(events.some((e) => e.type === 'undone' && e.retype === true)).toBe(true);
  expect(finished[0]!.practice).toBe(false);

  const out = await grade(file, '--json');
  expect(out.stderr).toBe('');
  expect(out.code).toBe(0);
  // The replay's numbers, as the app shows them.
  const created = events[0] as CreatedEvent;
  expect(JSON.parse(out.stdout)).toEqual(
    roundedWin(withWinChances(roundedReport(gradeReport(created, replay.course)), win)),
  );
  const text = await grade(file);
  expect(text.code).toBe(0);
  return { report: JSON.parse(out.stdout) as WinGradeReport, text: text.stdout };
}

describe('yacht grade on a real-dice game', () => {
  it('a score sheet: the typed final dice apart from luck, the boxes graded, the app’s numbers', async () => {
    const { report, text } = await gradedAgainstTheApp('sheet');
    expect(report.realDice).toBe('sheet');
    for (const s of report.seats) {
      expect(s.typedTurns).toBe(12);
      expect(s.luck).toBe(0);
      expect(s.decisions).toBe(12);
      expect(s.start + s.luck + s.typed - s.loss).toBeCloseTo(s.total, 5);
    }
    expect(report.decisions.every((d) => d.rollsLeft === 0 && d.choice.startsWith('score '))).toBe(true);
    expect(text).toMatch(/^A game of classic rules, played with real dice, score sheet/);
    expect(text).toMatch(/^Seat .* Luck +Typed final dice +Total$/m);
    expect(text.split('\n').find((l) => l.startsWith('Ann '))).toMatch(/[+-]\d+\.\d\d \(12 turns\) /);
    expect(text).toContain(`Typed final dice: ${TYPED_FINAL_NOTE}`);
  }, 300_000);

  it('coached: every roll typed, the split as the app rolls it, no column for typed dice', async () => {
    const { report, text } = await gradedAgainstTheApp('coached');
    expect(report.realDice).toBe('coached');
    for (const s of report.seats) {
      expect(s.typedTurns).toBe(0);
      expect(s.typed).toBe(0);
      expect(s.start + s.luck - s.loss).toBeCloseTo(s.total, 5);
    }
    expect(report.decisions.some((d) => d.choice.startsWith('keep '))).toBe(true);
    expect(text).toMatch(/^A game of classic rules, played with real dice, coached/);
    expect(text).not.toContain('Typed final dice');
  }, 300_000);
});
