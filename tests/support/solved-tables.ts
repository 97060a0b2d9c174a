// Solved tables for the unit tests. The rule sets most tests play (PRESOLVED: the built-in ones and the
// standard options) are solved once per run by the global setup (unit-tables-setup.ts) into a directory each
// test file reads them from, in the table cache's own file format; other rules are solved in the test
// file's process. Tests whose subject is the solve itself (solver.test, table-hashes, table-kernel) keep
// calling solveRules.

import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { makeRules, rulesFingerprint, type RuleSet, type Variant } from '../../src/shared/rules';
import { createLayout, solveRules, type ValueTable } from '../../src/shared/solver';
import { decodeTable, tableCachePath } from '../../src/main/solver/table-cache';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the global setup wrote the PRESOLVED tables (a data directory's layout). */
    solvedTablesDir: string;
  }
}

/** Solved by the global setup: the rules of game/helpers' RULE_CONFIGS, which most rule-set loops use. */
export const PRESOLVED: readonly RuleSet[] = [
  makeRules('standard', { secondYacht: true, joker: 'forced' }),
  makeRules('standard', { secondYacht: true, joker: 'free' }),
  makeRules('standard', { secondYacht: false }),
  ...(['classic', 'yatzy'] satisfies Variant[]).map((variant) => makeRules(variant)),
];

const read = new Map<string, Float64Array | null>();

function presolvedValues(rules: RuleSet, size: number): Float64Array | null {
  const fingerprint = rulesFingerprint(rules);
  let values = read.get(fingerprint);
  if (values === undefined) {
    values = null;
    if (PRESOLVED.some((r) => rulesFingerprint(r) === fingerprint)) {
      const file = tableCachePath(inject('solvedTablesDir'), fingerprint);
      const decoded = decodeTable(readFileSync(file), { fingerprint, size });
      if (!decoded.ok) throw new Error(`${file}: ${decoded.problem}`);
      values = decoded.values;
    }
    read.set(fingerprint, values);
  }
  return values;
}

/**
 * The solved table of these rules: a fresh ValueTable (its own copy of the values) on each call, as
 * solveRules gives, read from the global setup's file when the rules are PRESOLVED.
 */
export function solvedTable(rules: RuleSet): ValueTable {
  const layout = createLayout(rules);
  const values = presolvedValues(rules, layout.size);
  return values === null ? solveRules(rules) : { layout, values: values.slice() };
}
