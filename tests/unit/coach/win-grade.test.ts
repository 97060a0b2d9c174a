// The coach by win chance at a table of two: each option's chance is the win engine's (checked against
// winOutcome's own solve, option by option), losses and classes go by win chance, and where the
// points-best and the win-best options part (a level endgame, two boxes open each way) the coach says so in
// words and grades each of the two choices best by its own measure.

import { describe, expect, it } from 'vitest';
import {
  gradeDecision,
  gradePartingWords,
  gradeWin,
  keepChoice,
  positionPartingWords,
  rankOptions,
  sameChoice,
  scoreChoice,
  winBestOption,
  winGradeOf,
  winLossFloor,
  winNote,
  withWinChances,
  WIN_GRADE_THRESHOLDS,
  type Choice,
  type Decision,
  type PositionOptions,
  type WinAnswers,
} from '../../../src/shared/coach';
import { GRADE_CLASSES } from '../../../src/shared/coach/types';
import { makeRules, type Sheet } from '../../../src/shared/rules';
import type { Position } from '../../../src/shared/solver';
import { winOutcome, WinOutcomes, type SeatSheet } from '../../../src/shared/solver/win';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('standard', { secondYacht: true, joker: 'forced' });
const table = solvedTable(rules);

/** A sheet with the bonus and every lower box filled (yacht crossed out), less the boxes named. */
const FULL: Sheet = {
  ones: 3,
  twos: 6,
  threes: 9,
  fours: 12,
  fives: 15,
  sixes: 18,
  'three-of-a-kind': 20,
  'four-of-a-kind': 15,
  'full-house': 25,
  'small-straight': 30,
  'large-straight': 40,
  yacht: 0,
  chance: 22,
};
const without = (...ids: string[]): Sheet =>
  Object.fromEntries(Object.entries(FULL).filter(([id]) => !ids.includes(id)));

/** Yacht and Chance open; the other seat level on points with Chance alone to fill. */
const ME = without('yacht', 'chance');
const OTHERS: SeatSheet[] = [{ sheet: without('chance'), extraYachts: 0 }];

const outcomes = new WinOutcomes();

function answersAt(position: Position, others: readonly SeatSheet[] = OTHERS): WinAnswers {
  const request = { position, others, target: null };
  return {
    keeps: position.rollsLeft === 0 ? null : outcomes.options(table, request),
    boxes: outcomes.options(table, { ...request, position: { ...position, rollsLeft: 0 } }),
  };
}

function optionsAt(position: Position, others: readonly SeatSheet[] = OTHERS): PositionOptions {
  return withWinChances(rankOptions(table, position, 'decision'), answersAt(position, others));
}

const at = (dice: number[], rollsLeft: 0 | 1 | 2): Position => ({
  sheet: ME,
  extraYachts: 0,
  dice,
  rollsLeft,
});

function decisionOf(position: Position, choice: Choice): Decision {
  return {
    index: 40,
    seat: 0,
    round: 12,
    rollsLeft: position.rollsLeft,
    sheet: position.sheet,
    extraYachts: 0,
    dice: position.dice,
    choice,
  };
}

describe('classes by win chance', () => {
  it('rise with the loss through the documented bands, and the guard floors are the bands', () => {
    expect(winGradeOf(0)).toBe('best');
    expect(winGradeOf(WIN_GRADE_THRESHOLDS.best)).toBe('inaccuracy');
    expect(winGradeOf(WIN_GRADE_THRESHOLDS.inaccuracy)).toBe('mistake');
    expect(winGradeOf(WIN_GRADE_THRESHOLDS.mistake)).toBe('blunder');
    expect(winGradeOf(WIN_GRADE_THRESHOLDS.mistake - 1e-9)).toBe('mistake');
    for (const grade of GRADE_CLASSES) expect(winGradeOf(winLossFloor(grade))).toBe(grade);
  });
});

describe('options by win chance', () => {
  const position = at([5, 5, 5, 6, 6], 2);
  const options = optionsAt(position);

  it("are the engine's chances, option by option, with losses against the win-best", () => {
    const outcome = winOutcome(table, { sheet: ME, extraYachts: 0 }, OTHERS);
    const keeps = outcome.analyze(position.dice, 2);
    const boxes = outcome.analyze(position.dice, 0);
    if (keeps.rollsLeft === 0 || boxes.rollsLeft !== 0) throw new Error('expected keeps, then boxes');
    const best = Math.max(...options.options.map((o) => o.win!.chance));
    for (const o of options.options) {
      const { choice } = o;
      const engine =
        choice.type === 'score'
          ? boxes.options.find((b) => b.box === choice.box)!.value
          : keeps.options.find((k) => sameChoice(keepChoice(k.keep), choice))!.value;
      expect(o.win!.chance).toBeCloseTo(engine, 12);
      expect(o.win!.loss).toBeCloseTo(best - engine, 12);
      expect(o.win!.grade).toBe(winGradeOf(o.win!.loss));
    }
    // Two boxes open each way: the whole rest of the game is solved.
    expect(options.win).toEqual({ exact: true, turnsExact: keeps.turnsExact });
    expect(winNote(options.win!)).toBe('win chance: exact to the end of the game');
  });

  it('part from the points here, and the coach says so in words', () => {
    const forPoints = options.options[0]!;
    const toWin = winBestOption(options.options)!;
    expect(toWin.win!.chance).toBeGreaterThan(forPoints.win!.chance + 0.01);
    expect(forPoints.ev).toBeGreaterThan(toWin.ev);
    expect(positionPartingWords(options)).toBe(`for points: ${forPoints.words}; to win: ${toWin.words}`);
  });

  it('say nothing where both aims pick the same option', () => {
    const agreeing = optionsAt(at([6, 6, 5, 5, 1], 2));
    expect(winBestOption(agreeing.options)).toBe(agreeing.options[0]);
    expect(positionPartingWords(agreeing)).toBeNull();
    // Without win chances (a solo game) there is nothing to part.
    expect(positionPartingWords(rankOptions(table, at([5, 5, 5, 6, 6], 2), 'decision'))).toBeNull();
  });

  it('say how far the exact part goes when the engine approximates', () => {
    expect(winNote({ exact: false, turnsExact: 1 })).toBe(
      'win chance: exact over this turn, approximate past them',
    );
    expect(winNote({ exact: false, turnsExact: 3 })).toContain('the next 3 turns');
  });
});

describe('grades by win chance', () => {
  const position = at([5, 5, 5, 6, 6], 2);
  const options = optionsAt(position);
  const forPoints = options.options[0]!;
  const toWin = winBestOption(options.options)!;

  it('mark the points-best choice down by the win chance it gives away', () => {
    const grade = gradeDecision(table, decisionOf(position, forPoints.choice));
    expect(grade.grade).toBe('best');
    const win = gradeWin(rules, grade, answersAt(position))!;
    expect(win.chosen).toBeCloseTo(forPoints.win!.chance, 12);
    expect(win.best.chance).toBeCloseTo(toWin.win!.chance, 12);
    expect(win.best.words).toBe(toWin.words);
    expect(win.loss).toBeCloseTo(toWin.win!.chance - forPoints.win!.chance, 12);
    expect(win.grade).toBe(winGradeOf(win.loss));
    expect(win.grade).not.toBe('best');
    expect(gradePartingWords({ ...grade, win })).toBe(
      `for points: ${forPoints.words}; to win: ${toWin.words}`,
    );
  });

  it('call the win-best choice best by win chance, whatever it costs in points', () => {
    const grade = gradeDecision(table, decisionOf(position, toWin.choice));
    expect(grade.loss).toBeGreaterThan(0);
    const win = gradeWin(rules, grade, answersAt(position))!;
    expect(win.loss).toBe(0);
    expect(win.grade).toBe('best');
    expect(win.best.words).toBe(grade.chosen.words);
  });

  it('grade a box with no roll left against the boxes alone', () => {
    const last = at([6, 6, 6, 6, 6], 0);
    const grade = gradeDecision(table, decisionOf(last, scoreChoice('chance')));
    const win = gradeWin(rules, grade, answersAt(last))!;
    // Five sixes in the yacht box win outright against a level seat; Chance's 30 leaves the last turn to luck.
    expect(win.best.choice).toEqual(scoreChoice('yacht'));
    expect(win.best.chance).toBeCloseTo(1, 12);
    expect(win.chosen).toBeLessThan(1);
    expect(win.loss).toBeCloseTo(1 - win.chosen, 12);
    expect(win.grade).toBe(winGradeOf(win.loss));
    expect(win.grade).not.toBe('best');
  });
});
