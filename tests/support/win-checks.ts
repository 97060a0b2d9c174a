// Shared pieces of the win engine's checks (tests/unit/win): the rule sets they play, the utilities they play
// for, and option keys to line the engine's options up with the oracle's.

import { rulesFromCustom, rulesOf, sheetTotals, type RuleSet } from '../../src/shared/rules';
import type { FinalUtility } from '../../src/shared/solver/win';
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
