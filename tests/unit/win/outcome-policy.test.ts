// The play the reach analysis recommends, followed to the end: at every decision of a 1–2-box endgame the best
// option of analyzeReach, every roll enumerated, gives the exact distribution of the final total. Its chance to
// reach the target is the engine's value of the position; its mean is no more than the points-best expected
// total (analyzeTurn); and following the points-best play instead reaches the target no more often.

import { describe, expect, it } from 'vitest';
import { analyzeTurn, type Position, type ValueTable } from '../../../src/shared/solver';
import { analyzeReach, reachUtility, seatOutcome, type SeatOutcome } from '../../../src/shared/solver/win';
import { chanceOfAtLeast, finalDistribution, pointsPolicy, type Policy } from '../../support/policy-walk';
import { randomEndgame, seededRandom } from '../../support/endgames';
import { solvedTable } from '../../support/solved-tables';
import { currentOf, ruleSetName, WIN_RULE_SETS } from '../../support/win-checks';

/**
 * analyzeReach's best option, from one solve per sheet: analyzeReach is seatOutcome's analysis of one
 * position, and a walk meets each sheet's turn some 750 times.
 */
function reachPolicy(table: ValueTable, target: number): Policy {
  const solved = new Map<string, SeatOutcome>();
  return (position) => {
    const extraYachts = position.extraYachts ?? 0;
    const key = JSON.stringify([position.sheet, extraYachts]);
    let outcome = solved.get(key);
    if (!outcome) {
      outcome = seatOutcome(table, position.sheet, extraYachts, reachUtility(target), { horizon: Infinity });
      solved.set(key, outcome);
    }
    return outcome.analyze(position.dice, position.rollsLeft).options[0]!;
  };
}

function moments(distribution: Map<number, number>): { total: number; mean: number } {
  let total = 0;
  let mean = 0;
  for (const [x, p] of distribution) {
    total += p;
    mean += p * x;
  }
  return { total, mean };
}

describe('the reach policy followed to the end', () => {
  it.each(WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const))(
    '%s: reaches the target as often as the engine says, no more points on average than points-best play',
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3530 + index);
      let between = 0;
      for (let n = 0; n < 8; n++) {
        // One box open at any rolls left; two boxes from the turn's last roll (one sheet after it).
        const twoBoxes = n % 2 === 1;
        const drawn = randomEndgame(rules, twoBoxes ? 2 : 1, random);
        const endgame: Position = twoBoxes ? { ...drawn, rollsLeft: 0 } : drawn;
        const current = currentOf(rules, drawn);
        const turn = analyzeTurn(table, endgame);
        const bestEv = turn.options[0]!.ev;
        const target = current + 1 + Math.floor(random() * (bestEv - current + 20));
        const where = `${JSON.stringify(endgame)} target ${target}`;
        const reach = finalDistribution(rules, reachPolicy(table, target), endgame);
        const points = finalDistribution(rules, pointsPolicy(table), endgame);
        const { total, mean } = moments(reach);
        expect(Math.abs(total - 1), where).toBeLessThan(1e-12);
        // The walk itself: points-best play averages what the points solver says.
        expect(Math.abs(moments(points).mean - bestEv), where).toBeLessThan(1e-9);
        const engine = analyzeReach(table, endgame, target, { horizon: Infinity }).options[0]!.value;
        if (engine > 1e-9 && engine < 1 - 1e-9) between++;
        expect(Math.abs(chanceOfAtLeast(reach, target) - engine), where).toBeLessThan(1e-12);
        expect(mean, where).toBeLessThanOrEqual(bestEv + 1e-9);
        expect(chanceOfAtLeast(points, target), where).toBeLessThanOrEqual(engine + 1e-12);
      }
      // Most targets are neither sure nor out of reach, so the checks above compare real choices.
      expect(between).toBeGreaterThanOrEqual(4);
    },
  );
});
