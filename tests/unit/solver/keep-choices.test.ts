// The Perfect bot's compact keep choices: the WebAssembly kernel's equal the TypeScript twin's, and both equal
// what bestKeep makes of the turn plan's values (standing on a tie, TIED where another keep ties the best).

import { describe, expect, it } from 'vitest';
import { bestKeep, keepCandidates } from '../../../src/shared/bots/turn-values';
import { seededRandom } from '../../../src/shared/game';
import { makeRules } from '../../../src/shared/rules';
import {
  chooseKeeps,
  diceTables,
  isTie,
  KEEPS,
  keepChoices,
  planState,
  planTurn,
  ROLLS,
  TIED,
} from '../../../src/shared/solver';
import { randomSheet } from '../../support/random-sheet';
import { solvedTable } from '../../support/solved-tables';

/** What bestKeep decides for roll r by `values` without a tie-break: the keep, r to stand, TIED when it draws. */
function bestKeepOf(r: number, values: Float64Array): number {
  const dice = diceTables().keeps[r]!;
  const choice = bestKeep(dice, values, undefined);
  if (choice.stand) return r;
  const candidates = keepCandidates(dice);
  const best = Math.max(...candidates.map((c) => values[c.keep]!));
  const tied = candidates.filter((c) => isTie(values[c.keep]!, best));
  if (tied.length > 1) return TIED;
  const mask = choice.keep.reduce((m, p) => m | (1 << p), 0);
  return candidates.find((c) => c.mask === mask)!.keep;
}

describe('keep choices', () => {
  it('are what bestKeep makes of the plan, on both kernels, over sheets of every rule set', () => {
    let tiedSeen = 0;
    let compared = 0;
    for (const rules of [
      makeRules('standard'),
      makeRules('standard', { joker: 'free' }),
      makeRules('yatzy'),
      makeRules('classic'),
    ]) {
      const table = solvedTable(rules);
      const seeded = seededRandom(`keep choices ${rules.variant} ${rules.options.joker}`);
      const random = (): number => seeded.next();
      for (let n = 0; n < 25; n++) {
        const sheet = randomSheet(rules, random);
        if (Object.keys(sheet).length === rules.boxes.length) continue;
        const { state, key } = planState(table, sheet);
        const wasm = keepChoices(table, state, key);
        const js = keepChoices(table, state, key, 'js');
        expect(Array.from(wasm)).toEqual(Array.from(js));
        const plan = planTurn(table, sheet);
        for (let r = 0; r < ROLLS; r++) {
          const one = bestKeepOf(r, plan.oneLeft);
          const two = bestKeepOf(r, plan.twoLeft);
          if (wasm[r] !== one || wasm[ROLLS + r] !== two) {
            throw new Error(
              `${rules.name} ${JSON.stringify(sheet)} roll ${r}: ${wasm[r]}/${wasm[ROLLS + r]}, bestKeep ${one}/${two}`,
            );
          }
          if (one === TIED) tiedSeen++;
          if (two === TIED) tiedSeen++;
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(80);
    // Real ties happen (a roll's keeps worth exactly the same), so the TIED path is exercised.
    expect(tiedSeen).toBeGreaterThan(0);
  });

  it('stand on a tie with standing, draw on any other tie, else take the one best keep', () => {
    const t = diceTables();
    const r = t.indexOf.get('1,2,3,4,5')!;
    const straightless = t.indexOf.get('1,2,3,4')!;
    const values = (best: Record<string, number>): Float64Array => {
      const v = new Float64Array(KEEPS).fill(10);
      for (const [dice, value] of Object.entries(best)) v[t.indexOf.get(dice)!] = value;
      return v;
    };
    const choose = (v: Float64Array): number => chooseKeeps(v, v, new Uint16Array(2 * ROLLS))[r]!;
    expect(choose(values({ '1,2,3,4': 20 }))).toBe(straightless);
    // Within the tolerance of the best: a tie.
    expect(choose(values({ '1,2,3,4': 20, '2,3,4': 20 - 1e-9 }))).toBe(TIED);
    expect(choose(values({ '1,2,3,4': 20, '1,2,3,4,5': 20 }))).toBe(r);
    expect(choose(values({ '1,2,3,4': 20, '2,3,4': 19.99 }))).toBe(straightless);
    // Every keep alike: standing is among the best.
    expect(choose(values({}))).toBe(r);
  });
});
