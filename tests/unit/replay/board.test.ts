// The replay board: the table at every step of a game's course (a fold of the log once, then lookups), the
// position of each decision, moving through the steps (N / P stop at the seat's mistakes), and the charts'
// data (rounds, loss bars, Perfect's shadow beside the seat's totals).

import { describe, expect, it } from 'vitest';
import { decisionsOf } from '../../../src/shared/coach';
import { replay, seatTotals, type GameEvent } from '../../../src/shared/game';
import {
  boardAt,
  courseRows,
  decisionPosition,
  decisionStep,
  foldStates,
  gameCourse,
  gradeAtStep,
  isMistake,
  lossBars,
  moveStep,
  pointRounds,
  shadowRows,
} from '../../../src/shared/replay';
import { RULE_CONFIGS, rulesOf, tableOf } from '../bots/helpers';
import { botGame, practiceGame } from './helpers';

const config = RULE_CONFIGS[0]!;
const table = tableOf(rulesOf(config));

describe('the board at a step', () => {
  const { events } = botGame(config, 'board', ['easy', 'perfect']);
  const states = foldStates(events);
  const course = gameCourse(table, events);

  it('folds the log once: each state is the log up to that event', () => {
    expect(states).toHaveLength(events.length);
    for (const index of [0, 1, 7, 40, events.length - 1]) {
      expect(states[index]).toEqual(replay(events.slice(0, index + 1)));
    }
  });

  it('shows a roll as the dice fell, a keep before its roll and a score with its box written', () => {
    let rolls = 0;
    let keeps = 0;
    let scores = 0;
    course.points.forEach((point, step) => {
      const board = boardAt(states, events, point.index, point.kind);
      const event = events[point.index]!;
      if (point.kind === 'start') {
        expect(board).toMatchObject({ kind: 'start', dice: null, round: 1 });
        return;
      }
      expect(board.seat).toBe(point.seat);
      if (point.kind === 'roll' && event.type === 'rolled') {
        rolls++;
        expect(board.dice).toEqual(event.dice);
        expect(board.state).toBe(states[point.index]);
        expect(board.rollsLeft).toBe(3 - states[point.index]!.turn.rollsUsed);
      } else if (event.type === 'rolled') {
        keeps++;
        // The dice before the roll, the kept ones on the shelf, the sheets as they were.
        expect(board.dice).toEqual(states[point.index - 1]!.turn.dice);
        expect(board.kept).toEqual(event.kept);
        expect(board.state).toBe(states[point.index - 1]);
      } else if (event.type === 'scored') {
        scores++;
        expect(board.box).toBe(event.box);
        expect(board.state.sheets[event.seat]![event.box]).toBe(event.points);
        expect(board.dice).toEqual(states[point.index - 1]!.turn.dice);
        expect(board.round).toBe(gradeAtStep(course, step)!.round);
      }
    });
    expect(scores).toBe(26);
    expect(rolls).toBeGreaterThan(26);
    expect(keeps).toBe(rolls - 26);
  });

  it('gives each decision the position the coach graded', () => {
    for (const decision of decisionsOf(events)) {
      const position = decisionPosition(states, decision.index);
      expect(position).toEqual({
        sheet: decision.sheet,
        extraYachts: decision.extraYachts,
        dice: decision.dice,
        rollsLeft: decision.rollsLeft,
      });
    }
    expect(() => decisionPosition(states, 1)).toThrow(/not a decision/);
  });

  it('shows a decision taken back where it was made', () => {
    const game = practiceGame();
    const practice = foldStates(game.events);
    const taken = boardAt(practice, game.events, 2, 'decision');
    expect(taken).toMatchObject({ box: 'ones', dice: [6, 6, 6, 1, 2], seat: 0 });
    expect(taken.state.sheets[0]).toEqual({ ones: 1 });
    // The live decision that replaced it: Sixes, the sheet as the game goes on.
    const live = boardAt(practice, game.events, 4, 'decision');
    expect(live.state.sheets[0]).toEqual({ sixes: 18 });
  });
});

describe('moving through the steps', () => {
  const { events } = botGame(config, 'moves', ['easy', 'easy']);
  const course = gameCourse(table, events);
  const last = course.points.length - 1;

  it('steps one at a time, to either end, and stays put past them', () => {
    expect(moveStep(course, 5, 0, 'forward')).toBe(6);
    expect(moveStep(course, 5, 0, 'back')).toBe(4);
    expect(moveStep(course, 0, 0, 'back')).toBe(0);
    expect(moveStep(course, last, 0, 'forward')).toBe(last);
    expect(moveStep(course, 17, 0, 'start')).toBe(0);
    expect(moveStep(course, 17, 0, 'end')).toBe(last);
  });

  it('N and P visit exactly the seat’s mistakes and blunders, in order', () => {
    for (const seat of [0, 1]) {
      const mistakes = course.grades.filter((g) => g.seat === seat && isMistake(g)).map((g) => g.index);
      expect(mistakes.length).toBeGreaterThan(0);
      const forward: number[] = [];
      for (let step = 0; ;) {
        const next = moveStep(course, step, seat, 'next-mistake');
        if (next === step) break;
        forward.push(course.points[next]!.index);
        expect(gradeAtStep(course, next)!.seat).toBe(seat);
        step = next;
      }
      expect(forward).toEqual(mistakes);
      const backward: number[] = [];
      for (let step = last; ;) {
        const previous = moveStep(course, step, seat, 'previous-mistake');
        if (previous === step) break;
        backward.push(course.points[previous]!.index);
        step = previous;
      }
      expect(backward).toEqual([...mistakes].reverse());
    }
  });

  it('finds a decision’s step, and none for one off the live line', () => {
    const grade = course.grades[10]!;
    const step = decisionStep(course, grade.index)!;
    expect(gradeAtStep(course, step)).toEqual(grade);
    const practice = gameCourse(table, practiceGame().events);
    expect(decisionStep(practice, practice.takenBack[0]!.index)).toBeNull();
  });
});

describe('the charts’ data', () => {
  const { events, state } = botGame(config, 'charts', ['medium', 'hard', 'easy']);
  const course = gameCourse(table, events);

  it('puts every step in its round, from 1 to 13, a turn starting at its first roll', () => {
    const rounds = pointRounds(course, 3);
    expect(rounds[0]).toBe(1);
    expect(rounds.at(-1)).toBe(13);
    for (let step = 1; step < rounds.length; step++) {
      expect(rounds[step]! - rounds[step - 1]!).toBeGreaterThanOrEqual(0);
      const grade = gradeAtStep(course, step);
      if (grade) expect(rounds[step]).toBe(grade.round);
    }
    const rows = courseRows(course, 3);
    expect(rows.map((r) => r.values)).toEqual(course.points.map((p) => p.expected));
  });

  it('gives a seat one bar per live decision, with its loss, class and step', () => {
    for (const seat of [0, 1, 2]) {
      const bars = lossBars(course, seat, 3);
      const grades = course.grades.filter((g) => g.seat === seat);
      expect(bars.map((b) => [b.index, b.loss, b.grade])).toEqual(
        grades.map((g) => [g.index, g.loss, g.grade]),
      );
      expect(bars.map((b) => b.decision)).toEqual(grades.map((_, i) => i + 1));
      for (const bar of bars)
        expect(course.points[bar.step]).toMatchObject({ kind: 'decision', index: bar.index });
    }
  });

  it('sets the seat’s total after each of its turns beside Perfect’s', () => {
    const perfect = Array.from({ length: 13 }, (_, i) => 20 * (i + 1));
    const rows = shadowRows(foldStates(events), events, 1, perfect);
    expect(rows).toHaveLength(13);
    expect(rows.map((r) => r.perfect)).toEqual(perfect);
    expect(rows.at(-1)!.own).toBe(seatTotals(state, 1).total);
    const totals = rows.map((r) => r.own!);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    // A game cut short: the seat's turns so far, Perfect's whole game.
    const cut = events.slice(0, 30) as GameEvent[];
    const partial = shadowRows(foldStates(cut), cut, 0, perfect);
    expect(partial).toHaveLength(13);
    expect(partial.filter((r) => r.own !== undefined).length).toBeLessThan(13);
  });
});
