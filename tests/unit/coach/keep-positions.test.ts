import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepPositions } from '../../../src/shared/coach';

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

const caseArb = fc
  .record({
    dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }),
    held: fc.subarray([0, 1, 2, 3, 4]),
    keepMask: fc.subarray([0, 1, 2, 3, 4]),
  })
  .map(({ dice, held, keepMask }) => ({ dice, held, keep: sorted(keepMask.map((p) => dice[p]!)) }));

describe('keepPositions', () => {
  it('holds exactly the keep multiset, ascending and distinct', () => {
    fc.assert(
      fc.property(caseArb, ({ dice, held, keep }) => {
        const positions = keepPositions(dice, held, keep);
        expect(positions).toEqual(sorted([...new Set(positions)]));
        expect(positions.every((p) => p >= 0 && p < 5)).toBe(true);
        expect(sorted(positions.map((p) => dice[p]!))).toEqual(keep);
      }),
    );
  });

  it('moves as few dice as possible: no other choice keeps more of the held positions', () => {
    fc.assert(
      fc.property(caseArb, ({ dice, held, keep }) => {
        const overlap = (ps: readonly number[]): number => ps.filter((p) => held.includes(p)).length;
        const mine = overlap(keepPositions(dice, held, keep));
        for (let mask = 0; mask < 32; mask++) {
          const ps = [0, 1, 2, 3, 4].filter((p) => mask & (1 << p));
          const faces = sorted(ps.map((p) => dice[p]!));
          if (faces.join() === keep.join()) expect(overlap(ps)).toBeLessThanOrEqual(mine);
        }
      }),
    );
  });

  it('takes held dice first, and refuses a keep the dice do not hold', () => {
    expect(keepPositions([4, 2, 4, 4, 1], [3], [4])).toEqual([3]);
    expect(keepPositions([4, 2, 4, 4, 1], [2, 3], [4, 4])).toEqual([2, 3]);
    expect(keepPositions([4, 2, 4, 4, 1], [], [4, 4])).toEqual([0, 2]);
    expect(keepPositions([4, 2, 4, 4, 1], [1, 4], [])).toEqual([]);
    expect(() => keepPositions([4, 2, 4, 4, 1], [], [5])).toThrow();
    expect(() => keepPositions([4, 2, 4, 4, 1], [], [2, 2])).toThrow();
  });
});
