// The win engine's exact values against the brute-force oracle (tests/support/brute-outcome.ts) on random
// small endgames of every rule set: each option's expected utility, for reach targets and random
// nondecreasing utilities, within 1e-12 (outcome-corners.test.ts: chosen positions).

import { describe, it } from 'vitest';
import { reachUtility } from '../../../src/shared/solver/win';
import { randomEndgame, seededRandom } from '../../support/endgames';
import { solvedTable } from '../../support/solved-tables';
import {
  checkAgainstOracle,
  currentOf,
  randomUtility,
  ruleSetName,
  WIN_RULE_SETS,
} from '../../support/win-checks';

const CASES = WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const);

describe('the win engine against the brute-force oracle', () => {
  it.each(CASES)(
    '%s: every option of 1-3-box endgames, reach targets and random utilities',
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3510 + index);
      for (let n = 0; n < 12; n++) {
        const endgame = randomEndgame(rules, 1 + (n % 3), random);
        const current = currentOf(rules, endgame);
        const targets = [
          current + 1,
          current + 5 + Math.floor(random() * 40),
          current + 40 + Math.floor(random() * 80),
        ];
        for (const utility of [...targets.map(reachUtility), randomUtility(current, random)]) {
          checkAgainstOracle(table, rules, endgame, utility);
        }
      }
    },
  );
});
