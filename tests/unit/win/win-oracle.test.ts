// The win chance against the brute-force oracle: a seat's options at a table of 2–6 seats, the others finished
// or one box from the end and playing Perfect (points), valued by the engine (winOutcome) and by the oracle
// with a win utility built here by enumerating every joint outcome of the others (level totals share the
// game). Where the others have finished, the win policy followed to the end wins with P(> best other) plus
// the tie share of P(= best other), as the engine says. And every seat's chance when all play Perfect.

import { describe, expect, it } from 'vitest';
import { scoreChoices, type RuleSet } from '../../../src/shared/rules';
import type { Position, ValueTable } from '../../../src/shared/solver';
import { tableWinChances, winOutcome, type SeatOutcome } from '../../../src/shared/solver/win';
import { BruteOutcome } from '../../support/brute-outcome';
import { randomEndgame, seededRandom, type Endgame } from '../../support/endgames';
import {
  chanceOfAtLeast,
  finalDistribution,
  pointsPolicy,
  type Choice,
  type Seat,
} from '../../support/policy-walk';
import { solvedTable } from '../../support/solved-tables';
import { optionKey, ruleSetName, WIN_RULE_SETS } from '../../support/win-checks';

const EXACT = { horizon: Infinity };

/**
 * Another seat: the seat's own sheet played on by Perfect (points) with random dice until `open` boxes are left
 * (0: finished), so the others finish where this seat might and level totals happen.
 */
function otherSeat(rules: RuleSet, table: ValueTable, from: Seat, open: number, random: () => number): Seat {
  const die = (): number => 1 + Math.floor(random() * 6);
  let seat = from;
  const openBoxes = (): number => rules.boxes.filter((b) => seat.sheet[b.id] === undefined).length;
  while (openBoxes() > open) {
    let position: Position = { ...seat, dice: [die(), die(), die(), die(), die()], rollsLeft: 2 };
    for (;;) {
      const choice = pointsPolicy(table)(position);
      if ('keep' in choice) {
        const dice = [...choice.keep, ...Array.from({ length: 5 - choice.keep.length }, die)];
        position = { ...position, dice, rollsLeft: (position.rollsLeft - 1) as 0 | 1 };
        continue;
      }
      const extra = scoreChoices(rules, seat.sheet, position.dice).extraYacht > 0 ? 1 : 0;
      seat = { sheet: { ...seat.sheet, [choice.box]: choice.points }, extraYachts: seat.extraYachts + extra };
      break;
    }
  }
  return seat;
}

/**
 * U(x) = the chance a final total x wins: every joint outcome of the others, the highest of them and how many
 * reach it; a win above it, a share of 1 / (tied + 1) level with it.
 */
function winUtilityByEnumeration(others: readonly Map<number, number>[]): (x: number) => number {
  let combos: { best: number; tied: number; p: number }[] = [{ best: -Infinity, tied: 0, p: 1 }];
  for (const other of others) {
    const next: typeof combos = [];
    for (const c of combos) {
      for (const [total, q] of other) {
        if (total > c.best) next.push({ best: total, tied: 1, p: c.p * q });
        else next.push({ best: c.best, tied: c.tied + (total === c.best ? 1 : 0), p: c.p * q });
      }
    }
    combos = next;
  }
  return (x) => {
    let u = 0;
    for (const c of combos) u += x > c.best ? c.p : x === c.best ? c.p / (c.tied + 1) : 0;
    return u;
  };
}

/** A memo of the utility over whole totals (the oracle asks for the same totals again and again). */
function remembered(utility: (x: number) => number): (x: number) => number {
  const known = new Map<number, number>();
  return (x) => {
    let u = known.get(x);
    if (u === undefined) known.set(x, (u = utility(x)));
    return u;
  };
}

interface Table {
  readonly seat: Endgame;
  readonly others: readonly Seat[];
}

function randomTable(rules: RuleSet, table: ValueTable, n: number, random: () => number): Table {
  const seats = n % 5 === 4 ? 6 : 2 + (n % 3);
  const allFinished = n % 2 === 0;
  const seat = randomEndgame(rules, 1 + (n % 2), random);
  const open = rules.boxes.filter((b) => seat.sheet[b.id] === undefined).length;
  const others = Array.from({ length: seats - 1 }, () =>
    otherSeat(rules, table, seat, allFinished || random() < 0.4 ? 0 : open - 1, random),
  );
  return { seat, others };
}

describe('the win chance against the brute-force oracle', () => {
  it.each(WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const))(
    '%s: every option at tables of 2-6 seats',
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3570 + index);
      let close = 0;
      for (let n = 0; n < 6; n++) {
        const { seat, others } = randomTable(rules, table, n, random);
        const where = `${JSON.stringify(seat)} against ${JSON.stringify(others)}`;
        const finals = others.map((o) => finalDistribution(rules, pointsPolicy(table), o));
        const utility = remembered(winUtilityByEnumeration(finals));
        const oracle = new BruteOutcome(rules, utility, true).analyze(seat);
        const engine = winOutcome(table, seat, others, EXACT).analyze(seat.dice, seat.rollsLeft);
        expect(engine.exact).toBe(true);
        if (engine.options[0]!.value > 0.01 && engine.options[0]!.value < 0.99) close++;
        const want = new Map(oracle.options.map((o) => [optionKey(o), o.value]));
        expect(engine.options.map(optionKey).sort(), where).toEqual([...want.keys()].sort());
        for (const option of engine.options) {
          const gap = Math.abs(option.value - want.get(optionKey(option))!);
          expect(
            gap,
            `${where} ${optionKey(option)}: ${option.value} vs ${want.get(optionKey(option))}`,
          ).toBeLessThan(1e-12);
        }
      }
      // Most tables are in the balance, so the options' win chances differ for real.
      expect(close).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const))(
    '%s: against finished seats, the win policy wins P(> best) plus the tie share of P(= best)',
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3580 + index);
      let level = 0;
      for (let n = 0; n < 6; n++) {
        const seat = randomEndgame(rules, 1, random);
        const others = Array.from({ length: 1 + (n % 3) }, () => otherSeat(rules, table, seat, 0, random));
        const totals = others.map((o) => [...finalDistribution(rules, pointsPolicy(table), o).keys()][0]!);
        const best = Math.max(...totals);
        const tied = totals.filter((t) => t === best).length;
        const outcomes = new Map<string, SeatOutcome>();
        const policy = (position: Position): Choice => {
          const key = JSON.stringify([position.sheet, position.extraYachts ?? 0]);
          let outcome = outcomes.get(key);
          if (!outcome) {
            outcome = winOutcome(
              table,
              { sheet: position.sheet, extraYachts: position.extraYachts ?? 0 },
              others,
              EXACT,
            );
            outcomes.set(key, outcome);
          }
          return outcome.analyze(position.dice, position.rollsLeft).options[0]!;
        };
        const own = finalDistribution(rules, policy, seat);
        const share = (own.get(best) ?? 0) / (tied + 1);
        if (share > 0) level++;
        const engine = winOutcome(table, seat, others, EXACT).analyze(seat.dice, seat.rollsLeft).options[0]!
          .value;
        expect(
          Math.abs(chanceOfAtLeast(own, best + 1) + share - engine),
          JSON.stringify([seat, totals]),
        ).toBeLessThan(1e-12);
      }
      // A level finish has some chance in most of these games, so the tie share is tested.
      expect(level).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(WIN_RULE_SETS.map((r, i) => [ruleSetName(r), r, i] as const))(
    "%s: each seat's chance when all play Perfect (points), by enumeration, adding up to 1",
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3590 + index);
      for (let n = 0; n < 3; n++) {
        const first = randomEndgame(rules, 1, random);
        const seats = [
          first,
          ...Array.from({ length: 1 + n }, () => otherSeat(rules, table, first, 1, random)),
        ];
        const finals = seats.map((s) => finalDistribution(rules, pointsPolicy(table), s));
        const chances = tableWinChances(table, seats);
        expect(Math.abs(chances.reduce((a, c) => a + c, 0) - 1)).toBeLessThan(1e-12);
        finals.forEach((own, i) => {
          const utility = winUtilityByEnumeration(finals.filter((_, j) => j !== i));
          let chance = 0;
          for (const [x, p] of own) chance += p * utility(x);
          expect(Math.abs(chances[i]! - chance), JSON.stringify(seats)).toBeLessThan(1e-12);
        });
      }
    },
  );
});
