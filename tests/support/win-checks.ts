// Shared pieces of the win engine's checks (tests/unit/win): the rule sets they play, the utilities they play
// for, option keys to line the engine's options up with the oracle's, and that comparison itself.

import { expect } from 'vitest';
import { rulesFromCustom, rulesOf, sheetTotals, type RuleSet } from '../../src/shared/rules';
import type { ValueTable } from '../../src/shared/solver';
import { analyzeOutcome, analyzeReach, type FinalUtility } from '../../src/shared/solver/win';
import { BruteOutcome, clampedUtility } from './brute-outcome';
import { CUSTOM_SAMPLES } from './custom-rules';
import type { Endgame } from './endgames';
import { RULE_CONFIGS } from '../unit/game/helpers';

/** Every built-in rule set the tests play, and the custom samples (another bonus, boxes left out, joker off). */
export const WIN_RULE_SETS: readonly RuleSet[] = [
  ...RULE_CONFIGS.map(rulesOf),
  ...CUSTOM_SAMPLES.map(rulesFromCustom),
];

export const ruleSetName = (r: RuleSet): string =>
  r.custom?.name ?? `${r.variant} ${JSON.stringify(r.options)}`;

/** An option's key: the box id, or `keep:` and the kept dice. */
export const optionKey = (o: { readonly keep?: readonly number[]; readonly box?: string }): string =>
  o.box ?? `keep:${(o.keep ?? []).join(',')}`;

/** Points on the endgame's sheet now (boxes, bonus, extra yachts). */
export const currentOf = (rules: RuleSet, endgame: Endgame): number =>
  sheetTotals(rules, endgame.sheet, endgame.extraYachts).total;

/** A random nondecreasing utility from 0 to 1 over a random range near `current`, flat in places. */
export function randomUtility(current: number, random: () => number): FinalUtility {
  const length = 2 + Math.floor(random() * 150);
  const values = new Float64Array(length);
  let sum = 0;
  for (let i = 1; i < length; i++) {
    sum += random() < 0.4 ? 0 : random();
    values[i] = sum;
  }
  if (sum > 0) for (let i = 0; i < length; i++) values[i]! /= sum;
  return { min: current - Math.floor(random() * 10), values };
}

/** Every turn to the end solved exactly. */
export const EXACT = { horizon: Infinity };

/** The engine's options against the oracle's for one endgame and utility; the largest gap. */
export function checkAgainstOracle(
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
