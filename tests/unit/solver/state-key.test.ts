// stateAfter moves a state by the solver's own moves exactly as stateOf reads the sheet after the box.

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/shared/game';
import { makeRules, scoreChoices, type Sheet } from '../../../src/shared/rules';
import { boxIndex, createLayout, stateAfter, stateOf } from '../../../src/shared/solver';
import { RULE_CONFIGS } from '../game/helpers';
import { randomSheet } from '../../support/random-sheet';

describe('stateAfter', () => {
  it('gives the state of the sheet with the box written, for every legal box of random dice, every rule set', () => {
    let moves = 0;
    for (const config of RULE_CONFIGS) {
      const rules = makeRules(config.variant, config.options);
      const layout = createLayout(rules);
      const random = seededRandom(`state-after ${config.variant}`);
      for (let i = 0; i < 300; i++) {
        const sheet = randomSheet(rules, random.next);
        // Five alike one time in three: joker moves and the yacht flag.
        const face = random.nextFace();
        const dice = Array.from({ length: 5 }, () => (i % 3 === 0 ? face : random.nextFace()));
        const from = stateOf(layout, sheet);
        for (const c of scoreChoices(rules, sheet, dice).boxes) {
          const after: Sheet = { ...sheet, [c.box]: c.points };
          expect(stateAfter(layout, from, boxIndex(layout, c.box), c.points)).toEqual(stateOf(layout, after));
          moves++;
        }
      }
    }
    expect(moves).toBeGreaterThan(RULE_CONFIGS.length * 300);
  });
});
