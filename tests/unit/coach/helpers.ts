// Shared by the coach tests: the 300-position solver oracle (tests/support), and solved tables (each rule set
// solved at most once per test file).

export { oracle, oracleRules, type OraclePosition } from '../../support/solver-oracle';

/** The solved table of these rules, solved once per test file (the bots' tests share it). */
export { tableOf } from '../bots/helpers';
