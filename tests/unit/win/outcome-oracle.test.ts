// The win engine's exact values against the brute-force oracle (tests/support/brute-outcome.ts) on small
// endgames of every rule set: each option's expected utility, for reach targets and random nondecreasing
// utilities, within 1e-12; on the joker, extra-yacht and bonus corners too; and with a utility linear over
// every reachable total, the points solver's expected totals.

import { describe, expect, it } from 'vitest';
import type { RuleSet } from '../../../src/shared/rules';
import { analyzeTurn, type ValueTable } from '../../../src/shared/solver';
import {
  analyzeOutcome,
  analyzeReach,
  reachUtility,
  type FinalUtility,
} from '../../../src/shared/solver/win';
import { BruteOutcome, clampedUtility } from '../../support/brute-outcome';
import { cornerEndgames, randomEndgame, seededRandom, type Endgame } from '../../support/endgames';
import { solvedTable } from '../../support/solved-tables';
import { currentOf, optionKey, randomUtility, ruleSetName, WIN_RULE_SETS } from '../../support/win-checks';

const EXACT = { horizon: Infinity };
const CASES = WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const);

/** The engine's options against the oracle's for one endgame and utility; the largest gap. */
function checkAgainstOracle(
  table: ValueTable,
  rules: RuleSet,
  endgame: Endgame,
  utility: FinalUtility,
): number {
  const where = `${JSON.stringify(endgame)} utility min ${utility.min} [${[...utility.values].join(',')}]`;
  const isStep = utility.values.length === 2 && utility.values[0] === 0 && utility.values[1] === 1;
  const engine = isStep
    ? analyzeReach(table, endgame, utility.min + 1, EXACT)
    : analyzeOutcome(table, endgame, utility, EXACT);
  const oracle = new BruteOutcome(rules, clampedUtility(utility)).analyze(endgame);
  expect(engine.exact, where).toBe(true);
  expect(engine.rollsLeft).toBe(endgame.rollsLeft);
  expect(engine.current).toBe(currentOf(rules, endgame));
  const want = new Map(oracle.options.map((o) => [optionKey(o), o.value]));
  expect(engine.options.map(optionKey).sort(), where).toEqual([...want.keys()].sort());
  const best = engine.options[0]!.value;
  let worst = Math.abs(best - oracle.best);
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
  expect(worst, where).toBeLessThan(1e-12);
  return worst;
}

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
});
