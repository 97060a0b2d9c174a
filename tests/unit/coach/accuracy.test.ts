import { describe, expect, it } from 'vitest';
import {
  ACCURACY_SCALE,
  accuracyOf,
  decisionAccuracy,
  gradeOf,
  keepChoice,
  type Grade,
} from '../../../src/shared/coach';

function grade(seat: number, loss: number): Grade {
  const value = { choice: keepChoice([6]), words: 'keep 6', ev: 200 };
  return {
    index: 1,
    seat,
    round: 1,
    rollsLeft: 2,
    dice: [1, 2, 3, 4, 6],
    chosen: { ...value, ev: 200 - loss },
    best: value,
    loss,
    grade: gradeOf(loss),
  };
}

describe('accuracyOf', () => {
  it('adds up each seat: decisions, points lost, mean loss and class counts', () => {
    const grades = [grade(0, 0), grade(0, 2), grade(1, 0.5), grade(0, 7), grade(1, 0)];
    const [ann, bea, cy] = accuracyOf(grades, 3);
    expect(ann).toEqual({
      seat: 0,
      decisions: 3,
      lost: 9,
      meanLoss: 3,
      accuracy: (decisionAccuracy(0) + decisionAccuracy(2) + decisionAccuracy(7)) / 3,
      counts: { best: 1, inaccuracy: 0, mistake: 1, blunder: 1 },
    });
    expect(bea?.decisions).toBe(2);
    expect(bea?.meanLoss).toBeCloseTo(0.25, 12);
    expect(bea?.counts).toEqual({ best: 1, inaccuracy: 1, mistake: 0, blunder: 0 });
    expect(cy).toEqual({
      seat: 2,
      decisions: 0,
      lost: 0,
      meanLoss: 0,
      accuracy: 100,
      counts: { best: 0, inaccuracy: 0, mistake: 0, blunder: 0 },
    });
  });

  it('ignores grades of seats beyond the table', () => {
    expect(accuracyOf([grade(4, 3)], 2).map((s) => s.decisions)).toEqual([0, 0]);
  });
});

describe('accuracy in percent', () => {
  it('is 100 for perfect play, falls only as a loss grows, and is the mean of the decisions’', () => {
    expect(decisionAccuracy(0)).toBe(100);
    expect(decisionAccuracy(ACCURACY_SCALE)).toBeCloseTo(100 / Math.E, 10);
    const losses = [0, 0.005, 0.01, 0.5, 1.5, 5, 12, 40];
    for (let i = 1; i < losses.length; i++) {
      expect(decisionAccuracy(losses[i]!)).toBeLessThan(decisionAccuracy(losses[i - 1]!));
    }
    const grades = [0, 1.5, 5].map((loss, index) => ({ ...grade(0, loss), index }));
    const [seat] = accuracyOf(grades, 1);
    expect(seat!.accuracy).toBeCloseTo((100 + decisionAccuracy(1.5) + decisionAccuracy(5)) / 3, 10);
    expect(accuracyOf([], 2).map((s) => s.accuracy)).toEqual([100, 100]);
  });
});
