// The solver's index tables against their definitions, computed here the slow, obvious way: the dice tables
// from sorted dice, the lanes from every way the upper boxes can be filled, and the upper moves from laneOf.

import { describe, expect, it } from 'vitest';
import { allMultisets } from '../../../src/shared/dice';
import { makeRules } from '../../../src/shared/rules';
import {
  canonicalUpper,
  createLayout,
  DEAD,
  diceTables,
  laneOf,
  upperMove,
} from '../../../src/shared/solver';
import { RULE_CONFIGS } from '../game/helpers';

const sorted = (dice: readonly number[]): number[] => [...dice].sort((a, b) => a - b);

describe('dice tables', () => {
  const t = diceTables();
  const index = (dice: readonly number[]): number => t.indexOf.get(sorted(dice).join(','))!;

  it('number the keeps five dice first, down to none, each size in allMultisets order', () => {
    const expected = [5, 4, 3, 2, 1, 0].flatMap((n) => allMultisets(n));
    expect(t.keeps).toEqual(expected);
    expected.forEach((keep, i) => expect(index(keep)).toBe(i));
  });

  it('give each keep its six children and its distinct keeps one die smaller, in the order of its dice', () => {
    t.keeps.forEach((keep, k) => {
      for (let f = 1; f <= 6; f++) {
        expect(t.child[k * 6 + f - 1]).toBe(keep.length < 5 ? index([...keep, f]) : -1);
      }
      const smaller = [...new Set(keep.map((_, d) => index(keep.filter((__, i) => i !== d))))];
      expect([...t.sub.subarray(t.subStart[k], t.subStart[k + 1])]).toEqual(smaller);
    });
  });

  it('give the chance of every roll, five alike and the plain rolls', () => {
    const ways = new Map<number, number>();
    for (let n = 0; n < 6 ** 5; n++) {
      const dice = [0, 1, 2, 3, 4].map((d) => 1 + (Math.floor(n / 6 ** d) % 6));
      ways.set(index(dice), (ways.get(index(dice)) ?? 0) + 1);
    }
    for (let r = 0; r < 252; r++) expect(t.rollProbability[r]).toBeCloseTo(ways.get(r)! / 6 ** 5, 15);
    expect(t.yachtRoll.slice(1)).toEqual([1, 2, 3, 4, 5, 6].map((f) => index([f, f, f, f, f])));
    expect([...t.plainRolls]).toEqual(
      Array.from({ length: 252 }, (_, r) => r).filter((r) => !t.yachtRoll.includes(r)),
    );
  });
});

describe('layout', () => {
  for (const config of RULE_CONFIGS) {
    it(`${config.variant} ${JSON.stringify(config.options ?? {})}: lanes and upper moves`, () => {
      const layout = createLayout(makeRules(config.variant, config.options));
      for (let U = 0; U < 64; U++) {
        const faces = [1, 2, 3, 4, 5, 6].filter((f) => U & (1 << (f - 1)));
        // Every filling of the upper boxes of U: 0 to 5 dice of each face, capped at the threshold.
        const totals = new Set<number>();
        for (let n = 0; n < 6 ** faces.length; n++) {
          let u = 0;
          faces.forEach((f, i) => (u += f * (Math.floor(n / 6 ** i) % 6)));
          const capped = layout.threshold ? Math.min(layout.threshold, u) : 0;
          totals.add(canonicalUpper(layout, U, capped));
        }
        expect([...layout.lanes[U]!]).toEqual([...totals].sort((a, b) => a - b));
        for (const f of [1, 2, 3, 4, 5, 6].filter((face) => !(U & (1 << (face - 1))))) {
          const U2 = U | (1 << (f - 1));
          // A sheet whose upper boxes are U: its mask (boxes in rule order) with those upper boxes filled.
          const s = [...layout.upperFace].reduce(
            (mask, face, b) => (face && U & (1 << (face - 1)) ? mask | (1 << b) : mask),
            0,
          );
          if (layout.upperOf[s] !== U) continue;
          for (let c = 0; c <= 5; c++) {
            const move = upperMove(layout, s, f, c);
            layout.lanes[U]!.forEach((v, j) => {
              const after = v === DEAD ? DEAD : v + f * c;
              const expected =
                after === DEAD
                  ? layout.laneIndex[U2]![canonicalUpper(layout, U2, DEAD) + 1]
                  : laneOf(layout, U2, after);
              expect(layout.upperNext[move + j]).toBe(expected);
              const earned =
                layout.threshold > 0 && v !== DEAD && v < layout.threshold && after >= layout.threshold;
              expect(layout.upperBonus[move + j]).toBe(earned ? layout.bonusPoints : 0);
            });
          }
        }
      }
    });
  }
});
