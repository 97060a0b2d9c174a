// The play the reach analysis recommends, followed to the end: at every decision of a 1–2-box endgame the best
// option of analyzeReach, every roll enumerated, gives the exact distribution of the final total. Its chance to
// reach the target is the engine's value of the position; its mean is no more than the points-best expected
// total (analyzeTurn); and following the points-best play instead reaches the target no more often.

import { describe, expect, it } from 'vitest';
import { scoreChoices, sheetTotals, type RuleSet, type Sheet } from '../../../src/shared/rules';
import { analyzeTurn, type Position } from '../../../src/shared/solver';
import type { ValueTable } from '../../../src/shared/solver';
import { analyzeReach } from '../../../src/shared/solver/win';
import { rollOutcomes } from '../../support/brute-outcome';
import { randomEndgame, seededRandom } from '../../support/endgames';
import { solvedTable } from '../../support/solved-tables';
import { currentOf, ruleSetName, WIN_RULE_SETS } from '../../support/win-checks';

interface Seat {
  readonly sheet: Sheet;
  readonly extraYachts: number;
}

/** The option a policy plays: a box (rolls left 0) or a keep. */
type Choice = { readonly box: string; readonly points: number } | { readonly keep: readonly number[] };
type Policy = (position: Position) => Choice;

/** Final total → chance, playing `policy` from `position` to the end of the game. */
function finalDistribution(rules: RuleSet, policy: Policy, start: Position): Map<number, number> {
  const memo = new Map<string, Map<number, number>>();
  const add = (into: Map<number, number>, from: Map<number, number>, p: number): void => {
    for (const [total, q] of from) into.set(total, (into.get(total) ?? 0) + p * q);
  };
  const turnStart = (seat: Seat): Map<number, number> => {
    const out = new Map<number, number>();
    for (const { dice, p } of rollOutcomes([])) add(out, walk({ ...seat, dice, rollsLeft: 2 }), p);
    return out;
  };
  const walk = (position: Position): Map<number, number> => {
    const key = `${JSON.stringify(position.sheet)}|${position.extraYachts}|${position.dice.join('')}|${position.rollsLeft}`;
    const known = memo.get(key);
    if (known) return known;
    const choice = policy(position);
    let out = new Map<number, number>();
    if ('box' in choice) {
      // As the game scores: the box takes the points, extra-yacht points one more extra yacht.
      const extra = scoreChoices(rules, position.sheet, position.dice).extraYacht > 0 ? 1 : 0;
      const seat = {
        sheet: { ...position.sheet, [choice.box]: choice.points },
        extraYachts: (position.extraYachts ?? 0) + extra,
      };
      const full = rules.boxes.every((b) => seat.sheet[b.id] !== undefined);
      if (full) out.set(sheetTotals(rules, seat.sheet, seat.extraYachts).total, 1);
      else out = turnStart(seat);
    } else {
      const rollsLeft = (position.rollsLeft - 1) as 0 | 1;
      for (const { dice, p } of rollOutcomes(choice.keep))
        add(out, walk({ ...position, dice, rollsLeft }), p);
    }
    memo.set(key, out);
    return out;
  };
  return walk(start);
}

const reachPolicy =
  (table: ValueTable, target: number): Policy =>
  (position) =>
    analyzeReach(table, position, target, { horizon: Infinity }).options[0]!;
const pointsPolicy =
  (table: ValueTable): Policy =>
  (position) =>
    analyzeTurn(table, position).options[0]!;

function moments(distribution: Map<number, number>): { total: number; mean: number } {
  let total = 0;
  let mean = 0;
  for (const [x, p] of distribution) {
    total += p;
    mean += p * x;
  }
  return { total, mean };
}

const chanceOfAtLeast = (distribution: Map<number, number>, target: number): number => {
  let p = 0;
  for (const [total, q] of distribution) if (total >= target) p += q;
  return p;
};

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
