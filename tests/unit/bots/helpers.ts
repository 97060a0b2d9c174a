// Shared by the bot tests: solved tables (each rule set solved at most once per test file), bots for any rule
// set, and random game states reached by random legal play (loaded dice make yachts and jokers common).

import fc from 'fast-check';
import { createBot, type Bot } from '../../../src/shared/bots';
import { type BotLevel, type GameState } from '../../../src/shared/game';
import { makeRules, rulesFingerprint, type RuleSet } from '../../../src/shared/rules';
import { type ValueTable } from '../../../src/shared/solver';
import { RULE_CONFIGS, loadedRandom, playRandomGame, type RuleConfig } from '../game/helpers';
import { solvedTable } from '../../support/solved-tables';

export { RULE_CONFIGS, type RuleConfig };

const tables = new Map<string, ValueTable>();

/** The solved table of these rules, solved once per test file. */
export function tableOf(rules: RuleSet): ValueTable {
  const key = rulesFingerprint(rules);
  let table = tables.get(key);
  if (!table) {
    table = solvedTable(rules);
    tables.set(key, table);
  }
  return table;
}

export function rulesOf(config: RuleConfig): RuleSet {
  return makeRules(config.variant, config.options);
}

/** A bot of `level` for these rules (Perfect with the solved table, Hard with the committed valuation). */
/**
 * Perfect (to win) here plays to win in its last turns only, on a small budget: these tests play many games
 * (tests/unit/win/perfect-win.test.ts plays it from the first turn).
 */
export const TEST_WIN = { budget: 1e8, turns: 4 };

export function botFor(level: BotLevel, rules: RuleSet): Bot {
  if (level === 'perfect-win') return createBot(level, rules, { table: tableOf(rules), win: TEST_WIN });
  return createBot(level, rules, level === 'perfect' ? { table: tableOf(rules) } : {});
}

export const stateArb = fc.record({
  config: fc.constantFrom(...RULE_CONFIGS),
  seats: fc.integer({ min: 1, max: 4 }),
  diceSeed: fc.integer(),
  choiceSeed: fc.integer(),
  maxFace: fc.constantFrom(1, 2, 3, 6, 6, 6),
  pick: fc.nat(),
  tieSeed: fc.integer(),
});

export type StateParams = typeof stateArb extends fc.Arbitrary<infer T> ? T : never;

/** A state of a random legal game that is not over: any moment of any turn, any seat. */
export function randomState(p: StateParams): GameState {
  const { states } = playRandomGame(p.config, p.seats, 0, loadedRandom(p.diceSeed, p.maxFace), p.choiceSeed);
  const open = states.filter((s) => !s.over);
  return open[p.pick % open.length]!;
}
