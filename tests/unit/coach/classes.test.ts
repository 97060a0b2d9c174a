import { describe, expect, it } from 'vitest';
import { GRADE_CLASSES, GRADE_THRESHOLDS, gradeOf, lossFloor } from '../../../src/shared/coach';

describe('grade classes', () => {
  it('put each threshold in the class above it (bounds are exclusive)', () => {
    expect(gradeOf(0)).toBe('best');
    expect(gradeOf(GRADE_THRESHOLDS.best - 1e-12)).toBe('best');
    expect(gradeOf(GRADE_THRESHOLDS.best)).toBe('inaccuracy');
    expect(gradeOf(GRADE_THRESHOLDS.inaccuracy - 1e-12)).toBe('inaccuracy');
    expect(gradeOf(GRADE_THRESHOLDS.inaccuracy)).toBe('mistake');
    expect(gradeOf(GRADE_THRESHOLDS.mistake - 1e-12)).toBe('mistake');
    expect(gradeOf(GRADE_THRESHOLDS.mistake)).toBe('blunder');
    expect(gradeOf(200)).toBe('blunder');
  });

  it('lossFloor is the smallest loss of each class', () => {
    for (const c of GRADE_CLASSES) {
      expect(gradeOf(lossFloor(c))).toBe(c);
      if (lossFloor(c) > 0) expect(gradeOf(lossFloor(c) - 1e-12)).not.toBe(c);
    }
    expect(GRADE_CLASSES.map(lossFloor)).toEqual([0, 0.01, 1.5, 5]);
  });
});
