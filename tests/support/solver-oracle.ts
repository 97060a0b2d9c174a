// The independent oracle (tests/fixtures/solver-positions.jsonl, described in its README): 300 positions of
// the five rule sets, every option valued by another implementation of the same dynamic programme.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeRules, type RuleSet, type Variant } from '../../src/shared/rules';
import { PROJECT_ROOT } from './server-process';

export interface OracleRules {
  readonly variant: Variant;
  readonly joker?: 'free';
  readonly secondYacht?: 'off';
}

export type OracleOption =
  | { readonly keep: readonly number[]; readonly future: number; readonly box?: undefined }
  | { readonly box: string; readonly future: number; readonly keep?: undefined };

export interface OraclePosition {
  readonly rules: OracleRules;
  /** Filled boxes and their points (some sheets hold points no game can make: a nought in chance). */
  readonly sheet: Readonly<Record<string, number>>;
  readonly dice: readonly number[];
  readonly rollsLeft: 0 | 1 | 2;
  /** Every legal option, best first; `future` counts the points still to come from it on. */
  readonly options: readonly OracleOption[];
}

export const oracle: readonly OraclePosition[] = readFileSync(
  path.join(PROJECT_ROOT, 'tests', 'fixtures', 'solver-positions.jsonl'),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as OraclePosition);

export function oracleRules(rules: OracleRules): RuleSet {
  return makeRules(rules.variant, {
    joker: rules.joker ?? 'forced',
    secondYacht: rules.secondYacht !== 'off',
  });
}

/** An option's key in the oracle and in analyses: the box id, or `keep:` and the kept dice. */
export function optionKey(option: { readonly keep?: readonly number[]; readonly box?: string }): string {
  return option.box ?? `keep:${(option.keep ?? []).join(',')}`;
}
