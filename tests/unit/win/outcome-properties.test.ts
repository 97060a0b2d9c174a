// What the chance to reach a target must obey, whatever the engine computes it with: a target at or below the
// points already on the sheet is reached for sure (P(≥ 0) = 1 too, to 1e-12); raising the target never raises any
// option's chance; and past the most points the sheet can still make, no option reaches it. Small endgames
// are solved exactly without being asked to.

import { describe, expect, it } from 'vitest';
import { analyzeReach, type OutcomeAnalysis } from '../../../src/shared/solver/win';
import { randomEndgame, seededRandom } from '../../support/endgames';
import { solvedTable } from '../../support/solved-tables';
import { currentOf, optionKey, ruleSetName, WIN_RULE_SETS } from '../../support/win-checks';

const EXACT = { horizon: Infinity };
const values = (analysis: OutcomeAnalysis): Map<string, number> =>
  new Map(analysis.options.map((o) => [optionKey(o), o.value]));

describe('the chance to reach a target', () => {
  it.each(WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const))(
    '%s: sure at or below the points on the sheet, never rising with the target, nil past the most possible',
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3520 + index);
      for (let n = 0; n < 12; n++) {
        const open = 1 + (n % 3);
        const endgame = randomEndgame(rules, open, random);
        const current = currentOf(rules, endgame);
        const where = JSON.stringify(endgame);
        for (const target of [0, current - 1 - Math.floor(random() * 20), current]) {
          for (const option of analyzeReach(table, endgame, target, EXACT).options) {
            // Sure, up to the rounding of chances that add up to one.
            expect(Math.abs(option.value - 1), `${where} target ${target} ${optionKey(option)}`).toBeLessThan(
              1e-12,
            );
          }
        }
        // Every target from the sheet's points up (in steps of 4 with three boxes open), until none reaches it.
        const step = open === 3 ? 4 : 1;
        let before = values(analyzeReach(table, endgame, current, EXACT));
        let target = current + step;
        for (; target < current + 600; target += step) {
          const now = values(analyzeReach(table, endgame, target, EXACT));
          for (const [key, value] of now) {
            expect(value, `${where} target ${target} ${key}`).toBeLessThanOrEqual(before.get(key)! + 1e-12);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          before = now;
          if (Math.max(...now.values()) === 0) break;
        }
        expect(target, `${where}: some target is out of reach`).toBeLessThan(current + 600);
      }
    },
  );

  it.each(WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const))(
    '%s: small endgames are exact within the default budget; a horizon short of the end is not',
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3560 + index);
      for (let n = 0; n < 6; n++) {
        const open = 1 + (n % 3);
        const endgame = randomEndgame(rules, open, random);
        const target = currentOf(rules, endgame) + 10 + Math.floor(random() * 60);
        const byDefault = analyzeReach(table, endgame, target);
        expect(byDefault.exact).toBe(true);
        expect(byDefault.options).toEqual(analyzeReach(table, endgame, target, EXACT).options);
        if (open > 1) expect(analyzeReach(table, endgame, target, { horizon: 1 }).exact).toBe(false);
      }
    },
  );
});
