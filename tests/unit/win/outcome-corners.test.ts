// The win engine on chosen positions: against the brute-force oracle at the joker, extra-yacht and bonus
// corners (1e-12); with a utility linear over every reachable total, against the points solver's expected
// totals; and one number known by hand.

import { describe, expect, it } from 'vitest';
import { possiblePoints, sheetTotals } from '../../../src/shared/rules';
import { analyzeTurn } from '../../../src/shared/solver';
import { analyzeOutcome, analyzeReach, reachUtility } from '../../../src/shared/solver/win';
import { BruteOutcome, rollOutcomes } from '../../support/brute-outcome';
import { cornerEndgames, randomEndgame, seededRandom } from '../../support/endgames';
import { solvedTable } from '../../support/solved-tables';
import {
  checkAgainstOracle,
  currentOf,
  EXACT,
  optionKey,
  randomUtility,
  ruleSetName,
  WIN_RULE_SETS,
} from '../../support/win-checks';

const CASES = WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const);

describe('the win engine on chosen positions', () => {
  it.each(CASES)('%s: the joker, extra-yacht and bonus corners', (_name, rules, index) => {
    const table = solvedTable(rules);
    const random = seededRandom(3540 + index);
    for (const endgame of [...cornerEndgames(rules, 2), ...cornerEndgames(rules, 5)]) {
      const current = currentOf(rules, endgame);
      for (const gain of [1, 10, 25, 40, 60, 100, 150])
        checkAgainstOracle(table, rules, endgame, reachUtility(current + gain));
      checkAgainstOracle(table, rules, endgame, randomUtility(current, random));
    }
  });

  it.each(CASES)(
    '%s: a utility linear over every reachable total values options as the points solver',
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3550 + index);
      for (let n = 0; n < 6; n++) {
        const endgame = randomEndgame(rules, 1 + (n % 2), random);
        const current = currentOf(rules, endgame);
        // U(x) = x - current from the sheet's points up to past anything two turns can add.
        const values = Float64Array.from({ length: 500 }, (_, i) => i);
        const engine = analyzeOutcome(table, endgame, { min: current, values }, EXACT);
        const points = new Map(analyzeTurn(table, endgame).options.map((o) => [optionKey(o), o.ev]));
        for (const option of engine.options) {
          expect(
            Math.abs(current + option.value - points.get(optionKey(option))!),
            JSON.stringify(endgame),
          ).toBeLessThan(1e-9);
        }
      }
    },
  );

  it('a number known by hand: the best chance of five alike within three rolls is 2,783,176 / 6^10', () => {
    for (const rules of WIN_RULE_SETS.filter((r) => !r.custom)) {
      const table = solvedTable(rules);
      // Only the yacht box open, every other box at its lowest: reaching 50 more points is rolling five alike.
      const sheet: Record<string, number> = {};
      for (const box of rules.boxes) {
        if (box.scoring.kind !== 'yacht') sheet[box.id] = Math.min(...possiblePoints(rules).get(box.id)!);
      }
      const target = sheetTotals(rules, sheet).total + 50;
      const known = 2_783_176 / 6 ** 10;
      const oracle = new BruteOutcome(rules, (x) => (x >= target ? 1 : 0)).startValue(sheet, 0);
      let engine = 0;
      for (const { dice, p } of rollOutcomes([])) {
        engine += p * analyzeReach(table, { sheet, dice, rollsLeft: 2 }, target, EXACT).options[0]!.value;
      }
      expect(Math.abs(oracle - known)).toBeLessThan(1e-12);
      expect(Math.abs(engine - known)).toBeLessThan(1e-12);
    }
  });
});
