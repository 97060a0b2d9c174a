// Shared by the coach tests: the 300-position solver oracle, rule sets, and solved tables (each rule set
// solved at most once per test file).

import { readFileSync } from 'node:fs';
import { makeRules, type RuleSet } from '../../../src/shared/rules';

export interface OraclePosition {
  rules: { variant: 'standard' | 'classic' | 'yatzy'; joker?: 'free'; secondYacht?: 'off' };
  sheet: Record<string, number>;
  dice: number[];
  rollsLeft: 0 | 1 | 2;
  options: { box?: string; keep?: number[]; future: number }[];
}

export const oracle: OraclePosition[] = readFileSync(
  new URL('../../fixtures/solver-positions.jsonl', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as OraclePosition);

export const oracleRules = (r: OraclePosition['rules']): RuleSet =>
  makeRules(r.variant, { joker: r.joker ?? 'forced', secondYacht: r.secondYacht !== 'off' });

/** The solved table of these rules, solved once per test file (the bots' tests share it). */
export { tableOf } from '../bots/helpers';

/** Milliseconds per call of `run`, over `times` calls. */
export function msPer(times: number, run: () => void): number {
  const start = performance.now();
  for (let i = 0; i < times; i++) run();
  return (performance.now() - start) / times;
}
