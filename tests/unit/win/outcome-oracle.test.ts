// The win engine's exact values against the brute-force oracle (tests/support/brute-outcome.ts) on small
// endgames of every rule set: each option's expected utility, for reach targets and random nondecreasing
// utilities, within 1e-12.

import { describe, expect, it } from 'vitest';
import {
  analyzeOutcome,
  analyzeReach,
  reachUtility,
  type FinalUtility,
} from '../../../src/shared/solver/win';
import { BruteOutcome, clampedUtility } from '../../support/brute-outcome';
import { randomEndgame, seededRandom } from '../../support/endgames';
import { solvedTable } from '../../support/solved-tables';
import { currentOf, optionKey, randomUtility, ruleSetName, WIN_RULE_SETS } from '../../support/win-checks';

const EXACT = { horizon: Infinity };

describe('the win engine against the brute-force oracle', () => {
  it.each(WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const))(
    '%s: every option of 1-3-box endgames, reach targets and random utilities',
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3510 + index);
      let worst = 0;
      for (let n = 0; n < 12; n++) {
        const endgame = randomEndgame(rules, 1 + (n % 3), random);
        const current = currentOf(rules, endgame);
        const targets = [
          current + 1,
          current + 5 + Math.floor(random() * 40),
          current + 40 + Math.floor(random() * 80),
        ];
        const utilities: FinalUtility[] = [...targets.map(reachUtility), randomUtility(current, random)];
        for (const utility of utilities) {
          const where = `${JSON.stringify(endgame)} utility min ${utility.min} [${[...utility.values].join(',')}]`;
          const engine =
            utility.values.length === 2 && utility.values[0] === 0 && utility.values[1] === 1
              ? analyzeReach(table, endgame, utility.min + 1, EXACT)
              : analyzeOutcome(table, endgame, utility, EXACT);
          const oracle = new BruteOutcome(rules, clampedUtility(utility)).analyze(endgame);
          expect(engine.exact, where).toBe(true);
          expect(engine.rollsLeft).toBe(endgame.rollsLeft);
          expect(engine.current).toBe(current);
          const want = new Map(oracle.options.map((o) => [optionKey(o), o.value]));
          expect(engine.options.map(optionKey).sort(), where).toEqual([...want.keys()].sort());
          const best = engine.options[0]!.value;
          engine.options.forEach((option, i) => {
            const gap = Math.abs(option.value - want.get(optionKey(option))!);
            worst = Math.max(worst, gap);
            expect(
              gap,
              `${where} ${optionKey(option)}: ${option.value} vs ${want.get(optionKey(option))}`,
            ).toBeLessThan(1e-12);
            expect(option.loss).toBe(best - option.value);
            if (i > 0) expect(option.value).toBeLessThanOrEqual(engine.options[i - 1]!.value);
          });
          expect(Math.abs(best - oracle.best)).toBeLessThan(1e-12);
        }
      }
      expect(worst).toBeLessThan(1e-12);
    },
  );
});
