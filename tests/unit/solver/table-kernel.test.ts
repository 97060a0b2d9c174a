// The solve's whole group in WebAssembly, over a value table in a shared memory (wasm/table-kernel.ts): the
// same table as the TypeScript kernel to the bit, over rule sets that take each of its branches (no bonus, no
// joker, a free joker with extra yachts, boxes left out, fixed points), and its slots refused when misused.

import { describe, expect, it } from 'vitest';
import {
  customFrom,
  makeRules,
  rulesFromCustom,
  type CustomRules,
  type RuleSet,
} from '../../../src/shared/rules';
import { createLayout, solveRules } from '../../../src/shared/solver';
import { createTableMemory, tableSolver, tableValues } from '../../../src/shared/solver/wasm/table-kernel';

function custom(base: RuleSet, change: Partial<CustomRules>): RuleSet {
  return rulesFromCustom({ ...customFrom(base, 'test'), ...change });
}

function differences(a: Float64Array, b: Float64Array): number {
  expect(a.length).toBe(b.length);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) n++;
  return n;
}

describe('the table kernel', () => {
  const classic = makeRules('classic');
  const cases: [string, RuleSet][] = [
    [
      'classic, no bonus, a free joker with 100 for each extra yacht',
      custom(classic, { bonus: null, joker: 'free', extraYacht: 100 }),
    ],
    [
      'classic, bonus 50 at 70, full house 30, no choice box',
      custom(classic, { bonus: { threshold: 70, points: 50 }, boxes: { 'full-house': 30, choice: 'none' } }),
    ],
    [
      'classic, a forced joker, four of a kind scores only the matching dice',
      custom(classic, { joker: 'forced', boxes: { 'four-of-a-kind': 'matching' } }),
    ],
  ];
  for (const [name, rules] of cases) {
    it(`solves ${name} as the TypeScript kernel does, bit for bit`, () => {
      expect(
        createTableMemory(createLayout(rules), 1),
        'this runtime has shared WebAssembly memory',
      ).not.toBeNull();
      const js = solveRules(rules, { kernel: 'js' }).values;
      const wasm = solveRules(rules).values;
      expect(differences(js, wasm)).toBe(0);
    });
  }

  it('hands out one slot per thread, and refuses a thread more and other rules', () => {
    const layout = createLayout(classic);
    const full = createTableMemory(layout, 0);
    expect(() => tableSolver(layout, full!.memory)).toThrow('the table memory has 0 slots, all taken');
    const made = createTableMemory(layout, 1)!;
    expect(() => tableSolver(createLayout(makeRules('standard')), made.memory)).toThrow(
      'the table memory was made for other rules',
    );
    // The table the thread is handed is the one made, zeroed, and the same solver comes back to it.
    expect(tableValues(made.memory).length).toBe(layout.size);
    expect(tableValues(made.memory).every((v) => v === 0)).toBe(true);
    expect(tableSolver(layout, made.memory)).toBe(tableSolver(layout, made.memory));
  });
});
