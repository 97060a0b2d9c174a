// Shared by the coach tests: the 300-position solver oracle (tests/support), and solved tables (each rule set
// solved at most once per test file).

export { oracle, oracleRules, type OraclePosition } from '../../support/solver-oracle';

/** The solved table of these rules, solved once per test file (the bots' tests share it). */
export { tableOf } from '../bots/helpers';

/** Milliseconds per call of `run`, over `times` calls. */
export function msPer(times: number, run: () => void): number {
  const start = performance.now();
  for (let i = 0; i < times; i++) run();
  return (performance.now() - start) / times;
}
