// The solver's output pinned to the bit: the SHA-256 of the raw bytes of solved tables, a bonus chance and a
// score distribution, as the kernels made them when these hashes were taken. Any change to a kernel, the
// layout or the dice tables that moves one bit fails here, even where the other tests' tolerances or
// WebAssembly-against-TypeScript comparisons would not see it (both kernels changed alike). A deliberate
// change of the numbers updates these hashes in the same commit, and says why.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeRules, rulesFromCustom, type RuleSet } from '../../../src/shared/rules';
import {
  createLayout,
  encodeDistribution,
  scoreDistribution,
  solveBonusChance,
  solveRules,
  type ValueTable,
} from '../../../src/shared/solver';
import { CLASSIC_EXTRA } from '../../support/custom-rules';

function sha256(values: Float64Array): string {
  return createHash('sha256')
    .update(new Uint8Array(values.buffer, values.byteOffset, values.byteLength))
    .digest('hex');
}

const RULES: readonly (readonly [string, RuleSet, string])[] = [
  ['standard', makeRules('standard'), '857063f427146867f69d88cac4273db489b0b080b80d8e6098a356af0b63542d'],
  ['classic', makeRules('classic'), 'd9338e6a50eeff64f5d6f394966921572b86892e37b51dca30cc1f2974812ca7'],
  ['yatzy', makeRules('yatzy'), 'e388b22463a8bbd662ed8b4db7ff604e5dc9d96d9067ebf42756fabc4a14c177'],
  [
    'custom: classic with extra yachts, no joker',
    rulesFromCustom(CLASSIC_EXTRA),
    'f4de069056a1c0f87493338c348b095b19d315274572294edaa652cd1885e8fd',
  ],
];

describe('solved tables hash as pinned', () => {
  const tables = new Map<string, ValueTable>();
  const table = (name: string, rules: RuleSet): ValueTable => {
    let t = tables.get(name);
    if (!t) {
      t = solveRules(rules);
      tables.set(name, t);
    }
    return t;
  };

  for (const [name, rules, hash] of RULES) {
    it(`${name}: the values (whole-group kernel, in a table memory)`, () => {
      expect(sha256(table(name, rules).values)).toBe(hash);
    });
  }

  it('classic in an array of its own (the group kernel in its own memory): the same values', () => {
    const rules = makeRules('classic');
    const values = solveRules(rules, {}, new Float64Array(createLayout(rules).size)).values;
    expect(sha256(values)).toBe(RULES[1]![2]);
  });

  it("standard's bonus chance", () => {
    expect(sha256(solveBonusChance(table('standard', makeRules('standard'))))).toBe(
      '6997f9f935c39eb0581d39c4beacedc1af8a32a51b0574f84e4301b13b7f6065',
    );
  });

  it("the custom rule set's score distribution (extra yachts and no joker)", () => {
    const dist = scoreDistribution(table(RULES[3]![0], RULES[3]![1]));
    expect(sha256(encodeDistribution(dist))).toBe(
      '2ac0531c0ffd5e4847f7003ea6a7dc26c5eed07a7e10f225c76917b0e3d28968',
    );
  });
});
