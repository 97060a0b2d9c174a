// A policy followed to the end of a small endgame, every roll enumerated: the exact distribution of the final
// total. The game's own scoring (scoreChoices: the box takes the points, extra-yacht points one more extra
// yacht; sheetTotals at the end) and the oracle's roll odds; the policy is whatever the caller asks.

import { scoreChoices, sheetTotals, type RuleSet, type Sheet } from '../../src/shared/rules';
import { analyzeTurn, type Position, type ValueTable } from '../../src/shared/solver';
import { rollOutcomes } from './brute-outcome';

export interface Seat {
  readonly sheet: Sheet;
  readonly extraYachts: number;
}

/** The option a policy plays: a box (rolls left 0) or a keep. */
export type Choice = { readonly box: string; readonly points: number } | { readonly keep: readonly number[] };
export type Policy = (position: Position) => Choice;

/** Final total → chance, playing `policy` from a position (or a seat's turn start; a full sheet's own total). */
export function finalDistribution(
  rules: RuleSet,
  policy: Policy,
  start: Position | Seat,
): Map<number, number> {
  const memo = new Map<string, Map<number, number>>();
  const add = (into: Map<number, number>, from: Map<number, number>, p: number): void => {
    for (const [total, q] of from) into.set(total, (into.get(total) ?? 0) + p * q);
  };
  const turnStart = (seat: Seat): Map<number, number> => {
    const out = new Map<number, number>();
    if (rules.boxes.every((b) => seat.sheet[b.id] !== undefined)) {
      return out.set(sheetTotals(rules, seat.sheet, seat.extraYachts).total, 1);
    }
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
      out = turnStart(seat);
    } else {
      const rollsLeft = (position.rollsLeft - 1) as 0 | 1;
      for (const { dice, p } of rollOutcomes(choice.keep))
        add(out, walk({ ...position, dice, rollsLeft }), p);
    }
    memo.set(key, out);
    return out;
  };
  return 'dice' in start ? walk(start) : turnStart(start);
}

/**
 * Perfect (points): analyzeTurn's best option, its ties broken as it breaks them. Keeping all five of the first
 * roll is standing on it: it writes the box at once where that scores more than playing on (a servida), as
 * the score distribution's policy does (strictly more: a tie plays on).
 */
export const pointsPolicy =
  (table: ValueTable): Policy =>
  (position) => {
    const best = analyzeTurn(table, position).options[0]!;
    if (position.rollsLeft !== 2 || !('keep' in best) || best.keep.length < 5) return best;
    const stand = analyzeTurn(table, { ...position, rollsLeft: 0, firstRoll: true }).options[0]!;
    const on = analyzeTurn(table, { ...position, rollsLeft: 1 }).options[0]!;
    return stand.future > on.future ? stand : best;
  };

export const chanceOfAtLeast = (distribution: Map<number, number>, target: number): number => {
  let p = 0;
  for (const [total, q] of distribution) if (total >= target) p += q;
  return p;
};
