// The coach's win-chance data and setting at the boundary: a grade by win chance, an option's win chance and
// "Grade by" are checked once where they are received, and bad ones refused with the reason.

import { describe, expect, it } from 'vitest';
import { gradeSchema, hintSchema } from '../../../src/shared/api/coach-schemas';
import { settingsPatchSchema, settingsSchema } from '../../../src/shared/api/contract';

const grade = {
  index: 7,
  seat: 0,
  round: 12,
  rollsLeft: 2,
  dice: [5, 5, 5, 6, 6],
  chosen: { choice: { type: 'keep', keep: [5, 5, 5] }, words: 'keep 5-5-5', ev: 258 },
  best: { choice: { type: 'keep', keep: [5, 5, 5] }, words: 'keep 5-5-5', ev: 258 },
  loss: 0,
  grade: 'best',
  win: {
    chosen: 0.63,
    best: { choice: { type: 'score', box: 'chance' }, words: 'score Chance', chance: 0.88 },
    loss: 0.25,
    grade: 'blunder',
    exact: true,
    turnsExact: 2,
  },
};

describe('the coach by win chance on the wire', () => {
  it('takes a grade by win chance, and a grade without one (solo, bots)', () => {
    expect(gradeSchema.parse(grade)).toEqual(grade);
    const { win: _win, ...points } = grade;
    expect(gradeSchema.parse(points)).toEqual(points);
  });

  it('refuses a win chance outside 0..1, an unknown class or a stray field, naming the place', () => {
    const high = gradeSchema.safeParse({ ...grade, win: { ...grade.win, chosen: 1.5 } });
    expect(high.success).toBe(false);
    expect(high.error?.issues[0]?.path).toEqual(['win', 'chosen']);
    const bad = gradeSchema.safeParse({ ...grade, win: { ...grade.win, grade: 'awful' } });
    expect(bad.error?.issues[0]?.path).toEqual(['win', 'grade']);
    const stray = gradeSchema.safeParse({ ...grade, win: { ...grade.win, target: 300 } });
    expect(stray.success).toBe(false);
  });

  it("takes a hint's options with their win chances and how exact they are", () => {
    const hint = {
      gameId: 'g',
      at: 9,
      seat: 0,
      rollsLeft: 0,
      dice: [1, 2, 3, 4, 6],
      current: 200,
      options: [
        {
          choice: { type: 'score', box: 'chance' },
          words: 'score Chance',
          points: 16,
          ev: 216,
          loss: 0,
          grade: 'best',
          facts: [],
          win: { chance: 0.4, loss: 0, grade: 'best' },
        },
      ],
      win: { exact: false, turnsExact: 3 },
      actions: [{ type: 'score', box: 'chance' }],
    };
    expect(hintSchema.parse(hint)).toEqual(hint);
    expect(hintSchema.safeParse({ ...hint, win: { exact: 'yes', turnsExact: 3 } }).success).toBe(false);
  });

  it('"Grade by" is points by default, win when asked, and nothing else', () => {
    expect(settingsSchema.parse({}).coachGradeBy).toBe('points');
    expect(settingsPatchSchema.parse({ coachGradeBy: 'win' })).toEqual({ coachGradeBy: 'win' });
    const wrong = settingsPatchSchema.safeParse({ coachGradeBy: 'luck' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toMatch(/points.*win/);
  });
});
