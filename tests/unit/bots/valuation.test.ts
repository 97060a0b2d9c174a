// Hard's committed valuations: the generating code reproduces them exactly, every rule set has one, and the
// stored form decodes as documented.

import { describe, expect, it } from 'vitest';
import { decodeValuation, HardBot, valuationFor } from '../../../src/shared/bots';
import { makeRules, rulesFingerprint } from '../../../src/shared/rules';
import committed from '../../../src/shared/bots/valuations.json';
import { valuationOf, valuationRules, valuationsFile } from '../../../src/main/sim/valuations';
import { RULE_CONFIGS, rulesOf, tableOf } from './helpers';

describe('Hard valuations', () => {
  it('scripts/bot-valuations.mjs reproduces valuations.json for every rule set', () => {
    const rules = valuationRules();
    expect(rules.map(rulesFingerprint).sort()).toEqual(
      RULE_CONFIGS.map((c) => rulesFingerprint(rulesOf(c))).sort(),
    );
    const regenerated = valuationsFile(rules.map((r) => valuationOf(tableOf(r))));
    expect(regenerated).toEqual(committed);
  });

  it('every rule set has one, for its own rules only', () => {
    for (const config of RULE_CONFIGS) {
      const rules = rulesOf(config);
      const valuation = valuationFor(rules);
      expect(valuation.rules).toBe(rulesFingerprint(rules));
      expect(valuation.open).toHaveLength(rules.boxes.length);
      expect(valuation.yacht).toHaveLength(rules.boxes.length + 1);
      expect(valuation.bonus).toHaveLength(rules.bonus ? 64 : 0);
      for (const row of valuation.bonus) expect(row).toHaveLength((rules.bonus?.threshold ?? 0) + 1);
    }
    const classic = makeRules('classic');
    expect(() => new HardBot(classic, valuationFor(makeRules('yatzy')))).toThrow(/valuation is for/);
  });

  it('decodes cells never met from the nearest lower total met (else the lowest met)', () => {
    const decoded = decodeValuation({
      rules: 'x',
      games: 1,
      seed: 's',
      open: '1 -2.5',
      bonus: ['- - 3 - 5 -', '- - - - - -'],
      yacht: '0 - 2',
    });
    expect(decoded.open).toEqual([1, -2.5]);
    expect(decoded.bonus).toEqual([
      [3, 3, 3, 3, 5, 5],
      [0, 0, 0, 0, 0, 0],
    ]);
    expect(decoded.yacht).toEqual([0, 0, 2]);
  });
});
