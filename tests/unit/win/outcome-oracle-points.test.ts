// The oracle itself (tests/support/brute-outcome.ts) against the points solver: with a utility linear in the
// final total, the best expected utility is the best expected final total, so every option the oracle values
// must equal analyzeTurn's expected final total. This checks the oracle before it checks the win engine.

import { describe, expect, it } from 'vitest';
import { rulesFromCustom, rulesOf, type RuleSet } from '../../../src/shared/rules';
import { analyzeTurn } from '../../../src/shared/solver';
import { BruteOutcome } from '../../support/brute-outcome';
import { randomEndgame, seededRandom } from '../../support/endgames';
import { CUSTOM_SAMPLES } from '../../support/custom-rules';
import { solvedTable } from '../../support/solved-tables';
import { RULE_CONFIGS } from '../game/helpers';

const RULE_SETS: readonly RuleSet[] = [...RULE_CONFIGS.map(rulesOf), ...CUSTOM_SAMPLES.map(rulesFromCustom)];
const nameOf = (r: RuleSet): string => r.custom?.name ?? `${r.variant} ${JSON.stringify(r.options)}`;
const keyOf = (o: { readonly keep?: readonly number[]; readonly box?: string }): string =>
  o.box ?? `keep:${(o.keep ?? []).join(',')}`;

describe('the brute-force oracle with a linear utility', () => {
  it.each(RULE_SETS.map((r, i) => [nameOf(r), r, i] as const))(
    "%s: every option is worth the points solver's expected final total",
    (_name, rules, index) => {
      const table = solvedTable(rules);
      const random = seededRandom(3500 + index);
      for (let n = 0; n < 30; n++) {
        const open = 1 + (n % 3);
        const endgame = randomEndgame(rules, open, random);
        const oracle = new BruteOutcome(rules, (x) => x).analyze(endgame);
        const turn = analyzeTurn(table, endgame);
        const points = new Map(turn.options.map((o) => [keyOf(o), o.ev]));
        expect(oracle.options.map(keyOf).sort()).toEqual([...points.keys()].sort());
        for (const option of oracle.options) {
          const ev = points.get(keyOf(option))!;
          expect(Math.abs(option.value - ev), `${JSON.stringify(endgame)} ${keyOf(option)}`).toBeLessThan(
            1e-9,
          );
        }
        expect(Math.abs(oracle.best - turn.options[0]!.ev)).toBeLessThan(1e-9);
      }
    },
  );
});
