// WinOutcomes: the one question the coach, the bot, the replay and the command line ask. A turn's decisions share
// one solve, a bounded number kept; the others' chances are exact late in their games and say so early on.

import { describe, expect, it } from 'vitest';
import { makeRules, type Sheet } from '../../../src/shared/rules';
import {
  analyzeOutcome,
  EXACT_OTHERS,
  finalDistributionFrom,
  KEPT_OUTCOMES,
  otherFinal,
  winRequestProblem,
  winUtility,
  WinOutcomes,
} from '../../../src/shared/solver/win';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('standard');
const table = solvedTable(rules);
const ids = rules.boxes.map((b) => b.id);

function sheetWith(open: readonly string[]): Sheet {
  const sheet: Record<string, number> = {};
  for (const id of ids) if (!open.includes(id)) sheet[id] = id === 'chance' ? 20 : 0;
  return sheet;
}

describe('WinOutcomes', () => {
  it(`keeps at most ${KEPT_OUTCOMES} turns' solves, and a kept one answers as a fresh one`, () => {
    const outcomes = new WinOutcomes();
    const other = { sheet: sheetWith(['chance']), extraYachts: 0 };
    const asks = ids.slice(0, KEPT_OUTCOMES + 3).map((id) => ({
      position: { sheet: sheetWith([id, 'yacht']), dice: [6, 6, 6, 2, 1], rollsLeft: 2 as const },
      others: [other],
      target: null,
    }));
    const first = asks.map((ask) => outcomes.options(table, ask));
    expect(outcomes.size).toBe(KEPT_OUTCOMES);
    // The latest asks are kept; asking again gives the same numbers (the same solve), and a dropped one is redone.
    for (const i of [asks.length - 1, 0]) expect(outcomes.options(table, asks[i]!)).toEqual(first[i]);
    expect(outcomes.size).toBe(KEPT_OUTCOMES);
    // The same as asking the engine directly, with the others' win utility.
    const direct = analyzeOutcome(
      table,
      asks[0]!.position,
      winUtility([finalDistributionFrom(table, other.sheet, 0)]),
    );
    expect(first[0]!.options.map((o) => o.value)).toEqual(direct.options.map((o) => o.value));
    expect(first[0]!.measure).toBe('win');
  });

  it('a target: the chance to reach it, no others needed', () => {
    const outcomes = new WinOutcomes();
    const position = { sheet: sheetWith(['yacht']), dice: [6, 6, 6, 6, 1], rollsLeft: 1 as const };
    const total = 20; // the chance box
    const answer = outcomes.options(table, { position, others: [], target: total + 50 });
    expect(answer.measure).toBe('reach');
    expect(answer.exact).toBe(true);
    // Only a yacht reaches it: keeping the four sixes, one die in six.
    const best = answer.options[0]!;
    expect(best).toMatchObject({ keep: [6, 6, 6, 6] });
    expect(best.value).toBeCloseTo(1 / 6, 12);
  });

  it('says what is wrong with a request', () => {
    const position = { sheet: {}, dice: [1, 2, 3, 4, 5], rollsLeft: 2 as const };
    expect(winRequestProblem({ position, others: [], target: null })).toMatch(/at least one other seat/);
    expect(winRequestProblem({ position, others: [], target: 200.5 })).toMatch(/whole number/);
    const six = Array.from({ length: 6 }, () => ({ sheet: {}, extraYachts: 0 }));
    expect(winRequestProblem({ position, others: six, target: null })).toMatch(/at most six seats/);
    expect(winRequestProblem({ position, others: six.slice(0, 1), target: null })).toBeNull();
    expect(() => new WinOutcomes().options(table, { position, others: [], target: null })).toThrow(
      /other seat/,
    );
  });

  it(`others with at most ${EXACT_OTHERS} boxes open are exact; before, a normal spread around their expected total`, () => {
    const late = otherFinal(table, { sheet: sheetWith(ids.slice(0, EXACT_OTHERS)), extraYachts: 0 });
    expect(late.exact).toBe(true);
    const early = otherFinal(table, { sheet: sheetWith(ids.slice(0, EXACT_OTHERS + 1)), extraYachts: 0 });
    expect(early.exact).toBe(false);
    const exact = finalDistributionFrom(table, sheetWith(ids.slice(0, EXACT_OTHERS + 1)), 0);
    const mean = (d: { min: number; probability: Float64Array }): number =>
      d.probability.reduce((sum, p, i) => sum + p * (d.min + i), 0);
    const sum = early.distribution.probability.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
    // Centred on the exact mean (within the cut at the current total), spread about as wide.
    expect(Math.abs(mean(early.distribution) - mean(exact))).toBeLessThan(1);
    // A request with an early other says it is not exact.
    const position = { sheet: sheetWith(['yacht']), dice: [6, 6, 6, 6, 1], rollsLeft: 1 as const };
    const answer = new WinOutcomes().options(table, {
      position,
      others: [{ sheet: sheetWith(ids.slice(0, EXACT_OTHERS + 1)), extraYachts: 0 }],
      target: null,
    });
    expect(answer.exact).toBe(false);
  });
});
