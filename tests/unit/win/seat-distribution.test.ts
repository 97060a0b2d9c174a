// A seat's final-total distribution from a sheet: from the empty sheet the score distribution itself, from a
// full one its total, from any other the table's mean with the current total as the offset (bonus and extra
// yachts counted once); the cache of points to come keeps its bound, least recently used out.

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/shared/game';
import { makeRules, scoreChoices, sheetTotals, type RuleSet, type Sheet } from '../../../src/shared/rules';
import {
  DistributionPlanner,
  DistributionSpreader,
  scoreDistribution,
  stateIndex,
  stateOf,
  type ValueTable,
} from '../../../src/shared/solver';
import {
  finalDistributionFrom,
  FUTURE_CACHE_LIMIT,
  FuturePointsCache,
  SHORT_GAME,
  type FinalDistribution,
} from '../../../src/shared/solver/win/seat-distribution';
import { solvedTable } from '../../support/solved-tables';
import { RULE_CONFIGS } from '../game/helpers';

const STANDARD = makeRules('standard', { secondYacht: true, joker: 'forced' });

/** A sheet of `filled` boxes from random play (fair dice, a random legal box each turn). */
function playedSheet(rules: RuleSet, random: () => number, filled: number): Sheet {
  const sheet: Record<string, number> = {};
  for (let t = 0; t < filled; t++) {
    const dice = Array.from({ length: 5 }, () => 1 + Math.floor(random() * 6));
    const boxes = scoreChoices(rules, sheet, dice).boxes;
    const choice = boxes[Math.floor(random() * boxes.length)]!;
    sheet[choice.box] = choice.points;
  }
  return sheet as Sheet;
}

function sum(d: FinalDistribution): number {
  return d.probability.reduce((a, p) => a + p, 0);
}

function mean(d: FinalDistribution): number {
  return d.probability.reduce((a, p, i) => a + p * (d.min + i), 0);
}

/** The table's value (expected points still to come) at the sheet's state. */
function valueAt(table: ValueTable, sheet: Sheet): number {
  return table.values[stateIndex(table.layout, stateOf(table.layout, sheet))]!;
}

describe('finalDistributionFrom', () => {
  it('from the empty sheet: the score distribution, every chance', () => {
    const table = solvedTable(STANDARD);
    const expected = scoreDistribution(table);
    const got = finalDistributionFrom(table, {}, 0, new FuturePointsCache());
    expect(got.min).toBe(expected.min);
    expect(got.probability.length).toBe(expected.probability.length);
    for (let i = 0; i < got.probability.length; i++)
      expect(Math.abs(got.probability[i]! - expected.probability[i]!)).toBeLessThanOrEqual(1e-13);
  });

  it('from a full sheet: all its chance on its total, bonus and extra yachts counted', () => {
    const table = solvedTable(STANDARD);
    const sheet = playedSheet(STANDARD, seededRandom('full sheet').next, STANDARD.boxes.length);
    const upperFull: Sheet = {
      ...sheet,
      ones: 3,
      twos: 6,
      threes: 12,
      fours: 16,
      fives: 15,
      sixes: 24,
      yacht: 50,
    };
    for (const [s, extra] of [
      [sheet, 0],
      [upperFull, 2],
    ] as const) {
      const d = finalDistributionFrom(table, s, extra, new FuturePointsCache());
      expect(d.min).toBe(sheetTotals(STANDARD, s, extra).total);
      expect([...d.probability]).toEqual([1]);
    }
    expect(sheetTotals(STANDARD, upperFull, 2).bonus).toBe(35);
  });

  it("from mid-game sheets of every rule set: total 1, no negative chance, mean = total + the table's value", () => {
    for (const config of RULE_CONFIGS) {
      const rules = makeRules(config.variant, config.options);
      const table = solvedTable(rules);
      const random = seededRandom(`mid-game ${config.variant} ${JSON.stringify(config.options)}`);
      const cache = new FuturePointsCache();
      for (const filled of [7, 10, 12, rules.boxes.length - 1].filter((n) => n < rules.boxes.length)) {
        const sheet = playedSheet(rules, random.next, filled);
        const d = finalDistributionFrom(table, sheet, 0, cache);
        const total = sheetTotals(rules, sheet).total;
        expect(Math.abs(sum(d) - 1)).toBeLessThan(1e-12);
        expect(d.probability.every((p) => p >= 0)).toBe(true);
        expect(d.probability[0]).toBeGreaterThan(0);
        expect(d.probability[d.probability.length - 1]).toBeGreaterThan(0);
        expect(d.min).toBeGreaterThanOrEqual(total);
        expect(Math.abs(mean(d) - (total + valueAt(table, sheet)))).toBeLessThan(1e-9);
      }
    }
  });

  it('with the bonus earned and extra yachts (standard, joker): the points to come shifted by the current total', () => {
    const table = solvedTable(STANDARD);
    // Upper full and over the threshold, a yacht scored; four lower boxes open.
    const base = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, 'three-of-a-kind': 24, yacht: 50 };
    const a: Sheet = { ...base, sixes: 30, chance: 22 };
    const b: Sheet = { ...base, sixes: 24, chance: 17 };
    // The same state (the upper lane stops at the threshold): the same points to come.
    expect(stateOf(table.layout, a)).toEqual(stateOf(table.layout, b));
    const cache = new FuturePointsCache();
    const plain = finalDistributionFrom(table, a, 0, cache);
    const twoExtra = finalDistributionFrom(table, a, 2, cache);
    const other = finalDistributionFrom(table, b, 1, cache);
    expect(cache.computed).toBe(1);
    const total = sheetTotals(STANDARD, a, 2).total;
    expect(total).toBe(3 + 6 + 9 + 12 + 15 + 30 + 35 + 24 + 50 + 22 + 200);
    expect(twoExtra.min).toBe(plain.min + 200);
    expect(other.min).toBe(plain.min - 11 + 100);
    expect([...twoExtra.probability]).toEqual([...plain.probability]);
    expect([...other.probability]).toEqual([...plain.probability]);
    // The bonus sits in the current total and is paid once: the mean is the total plus the table's value.
    expect(twoExtra.min).toBeGreaterThanOrEqual(total);
    expect(Math.abs(mean(twoExtra) - (total + valueAt(table, a)))).toBeLessThan(1e-9);
    // Further yachts pay on: some chance lies 100 and more above the lower boxes' best.
    const lowerBest = 30 + 25 + 30 + 40;
    expect(twoExtra.min + twoExtra.probability.length - 1).toBeGreaterThan(total + lowerBest + 100);
  });

  it("short games (the TypeScript arenas): the kernel's arenas carry the same chances, bit for bit", () => {
    const table = solvedTable(STANDARD);
    const { layout } = table;
    const random = seededRandom('short games').next;
    const cache = new FuturePointsCache();
    for (let open = 1; open <= SHORT_GAME; open++) {
      const sheet = playedSheet(STANDARD, random, STANDARD.boxes.length - open);
      const got = finalDistributionFrom(table, sheet, 0, cache);
      // The same seed spread by the kernel's arenas and full-size move lists.
      const key = stateOf(layout, sheet);
      const planner = new DistributionPlanner(table);
      const spreader = new DistributionSpreader(layout, 'auto', key);
      const reached = new Uint8Array(layout.size);
      reached[stateIndex(layout, key)] = 1;
      for (let k = STANDARD.boxes.length - open; k < layout.boxCount; k++)
        spreader.spread([planner.layerMoves(k, 0, layout.layers[k]!.length, reached)]);
      const kernel = spreader.result();
      expect(got.min).toBe(kernel.min + sheetTotals(STANDARD, sheet).total);
      expect(got.probability.length).toBe(kernel.probability.length);
      for (let i = 0; i < got.probability.length; i++) expect(got.probability[i]).toBe(kernel.probability[i]);
    }
  });

  it('gives each caller its own copy of the cached chances', () => {
    const table = solvedTable(STANDARD);
    const cache = new FuturePointsCache();
    const sheet = playedSheet(STANDARD, seededRandom('copy').next, 11);
    const first = finalDistributionFrom(table, sheet, 0, cache);
    const kept = first.probability.slice();
    first.probability.fill(0);
    const again = finalDistributionFrom(table, sheet, 0, cache);
    expect(cache.computed).toBe(1);
    expect([...again.probability]).toEqual([...kept]);
  });

  it('refuses bad input in words', () => {
    const table = solvedTable(STANDARD);
    const cache = new FuturePointsCache();
    expect(() => finalDistributionFrom(table, { nines: 3 }, 0, cache)).toThrow(
      /not a sheet of these rules: unknown box "nines"/,
    );
    expect(() => finalDistributionFrom(table, { ones: 7 }, 0, cache)).toThrow(/cannot hold 7/);
    expect(() => finalDistributionFrom(table, { yacht: 50 }, -1, cache)).toThrow(/extra yachts are a count/);
    expect(() => finalDistributionFrom(table, { yacht: 50 }, 0.5, cache)).toThrow(/extra yachts are a count/);
    expect(() => finalDistributionFrom(table, { yacht: 0 }, 1, cache)).toThrow(
      /the yacht box holds no yacht/,
    );
    const yatzy = solvedTable(makeRules('yatzy'));
    expect(() => finalDistributionFrom(yatzy, { yatzy: 50 }, 1, cache)).toThrow(/the rules pay none/);
    expect(cache.computed).toBe(0);
  });
});

describe('FuturePointsCache', () => {
  const point = (min: number): FinalDistribution => ({ min, probability: Float64Array.of(1) });

  it(`keeps at most ${FUTURE_CACHE_LIMIT} distributions by default, the least recently used out`, () => {
    const cache = new FuturePointsCache();
    expect(cache.limit).toBe(FUTURE_CACHE_LIMIT);
    for (let state = 0; state < FUTURE_CACHE_LIMIT + 40; state++) {
      cache.get('rules', state, () => point(state));
      // State 0 used again after every new one: it stays.
      cache.get('rules', 0, () => point(-1));
    }
    expect(cache.size).toBe(FUTURE_CACHE_LIMIT);
    expect(cache.computed).toBe(FUTURE_CACHE_LIMIT + 40);
    expect(cache.has('rules', 0)).toBe(true);
    expect(cache.get('rules', 0, () => point(-1)).min).toBe(0);
    // 1 .. 40 were the least recently used; 41 on are kept.
    for (let state = 1; state <= 40; state++) expect(cache.has('rules', state)).toBe(false);
    for (let state = 41; state < FUTURE_CACHE_LIMIT + 40; state++)
      expect(cache.has('rules', state)).toBe(true);
    expect(cache.has('other rules', 41)).toBe(false);
  });

  it('a small bound with real distributions: the evicted one is worked out again', () => {
    const table = solvedTable(STANDARD);
    const cache = new FuturePointsCache(2);
    const random = seededRandom('small bound').next;
    const sheets = [0, 1, 2].map(() => playedSheet(STANDARD, random, 12));
    const states = new Set(sheets.map((s) => stateIndex(table.layout, stateOf(table.layout, s))));
    expect(states.size).toBe(3);
    for (const s of sheets) finalDistributionFrom(table, s, 0, cache);
    expect(cache.size).toBe(2);
    expect(cache.computed).toBe(3);
    finalDistributionFrom(table, sheets[2]!, 0, cache);
    expect(cache.computed).toBe(3);
    finalDistributionFrom(table, sheets[0]!, 0, cache);
    expect(cache.computed).toBe(4);
    expect(() => new FuturePointsCache(0)).toThrow(/at least one/);
  });
});
