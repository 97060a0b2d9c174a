// The exact score distribution: on small games against a brute force that plays analyzeTurn's first option
// over whole sheets; on every built-in rule set and three custom ones by their own properties (total 1, the table's mean, the bonus
// chance table's rate, the boxes adding up); and on the standard rules against Perfect games.

import { beforeAll, describe, expect, it } from 'vitest';
import { PerfectBot, playBotGame } from '../../../src/shared/bots';
import { seatTotals, seededRandom } from '../../../src/shared/game';
import { allMultisets, faceCounts } from '../../../src/shared/dice';
import {
  makeRules,
  rulesFromCustom,
  scoreChoices,
  upperTotal,
  type RuleSet,
  type Sheet,
} from '../../../src/shared/rules';
import {
  analyzeTurn,
  bonusChanceOf,
  expectedScore,
  scoreDistribution,
  solveBonusChance,
  SolveCancelled,
  solveRules,
  summarize,
  type ValueTable,
} from '../../../src/shared/solver';
import { CLASSIC_EXTRA, CUSTOM_SAMPLES, GENERALA_BONUS, LEAN_YATZY } from '../../support/custom-rules';
import { RULE_CONFIGS } from '../game/helpers';
import { solvedTable } from '../../support/solved-tables';

/** A rule set cut down to a few boxes, with a bonus threshold those boxes can reach. */
function reduced(rules: RuleSet, ids: string[], threshold: number): RuleSet {
  const boxes = rules.boxes.filter((b) => ids.includes(b.id));
  expect(boxes.map((b) => b.id).sort()).toEqual([...ids].sort());
  return { ...rules, boxes, bonus: rules.bonus ? { threshold, points: rules.bonus.points } : null };
}

const MAX_POINTS = 1000;

/** out[i + shift] += q * from[i]. */
function add(out: Float64Array, from: Float64Array, shift: number, q: number): void {
  for (let i = 0; i + shift < out.length; i++)
    if (from[i]! !== 0) out[i + shift] = out[i + shift]! + q * from[i]!;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** Rolling m dice: each multiset with its probability. */
const outcomes = [0, 1, 2, 3, 4, 5].map((m) =>
  allMultisets(m).map((dice) => {
    const counts = faceCounts(dice);
    let ways = factorial(m);
    for (let f = 1; f <= 6; f++) ways /= factorial(counts[f] ?? 0);
    return { dice, p: ways / 6 ** m };
  }),
);

/**
 * The distribution of the points still to come from a sheet when every decision is analyzeTurn's first
 * option, by brute force over whole sheets (the sheet's upper total decides the bonus; rolls averaged over
 * multinomial outcomes). Nothing of distribution.ts is used.
 */
class BruteForceDistribution {
  private readonly memo = new Map<string, Float64Array>();

  constructor(private readonly table: ValueTable) {}

  future(sheet: Sheet): Float64Array {
    const rules = this.table.layout.rules;
    const yacht = rules.boxes.find((b) => b.scoring.kind === 'yacht');
    const id = JSON.stringify([
      Object.keys(sheet).sort(),
      upperTotal(rules, sheet),
      yacht && sheet[yacht.id],
    ]);
    const known = this.memo.get(id);
    if (known) return known;
    const out = new Float64Array(MAX_POINTS);
    if (Object.keys(sheet).length === rules.boxes.length) out[0] = 1;
    else {
      const stage = new Map<string, Float64Array>();
      for (const { dice, p } of outcomes[5]!) add(out, this.atStage(sheet, dice, 2, stage), 0, p);
    }
    this.memo.set(id, out);
    return out;
  }

  private atStage(
    sheet: Sheet,
    dice: readonly number[],
    rollsLeft: number,
    memo: Map<string, Float64Array>,
  ): Float64Array {
    const key = `${rollsLeft}:${[...dice].sort().join('')}`;
    const known = memo.get(key);
    if (known) return known;
    const rules = this.table.layout.rules;
    let best = analyzeTurn(this.table, { sheet, dice, rollsLeft: rollsLeft as 0 | 1 | 2 }).options[0]!;
    const firstRoll = rollsLeft === 2 && 'keep' in best && best.keep.length === 5;
    if (firstRoll) {
      // Standing on the first roll writes a servida box at once where that beats playing on (strictly).
      const stand = analyzeTurn(this.table, { sheet, dice, rollsLeft: 0, firstRoll }).options[0]!;
      const on = analyzeTurn(this.table, { sheet, dice, rollsLeft: 1 }).options[0]!;
      if (stand.future > on.future) best = stand;
    }
    let out: Float64Array;
    if ('box' in best) {
      const next = { ...sheet, [best.box]: best.points };
      const before = upperTotal(rules, sheet);
      const after = upperTotal(rules, next);
      const bonus =
        rules.bonus && before < rules.bonus.threshold && after >= rules.bonus.threshold
          ? rules.bonus.points
          : 0;
      const gain = best.points + bonus + scoreChoices(rules, sheet, dice, firstRoll).extraYacht;
      out = new Float64Array(MAX_POINTS);
      add(out, this.future(next), gain, 1);
    } else if (best.keep.length === 5) {
      out = this.atStage(sheet, dice, rollsLeft - 1, memo);
    } else {
      out = new Float64Array(MAX_POINTS);
      for (const { dice: rolled, p } of outcomes[5 - best.keep.length]!) {
        add(out, this.atStage(sheet, [...best.keep, ...rolled], rollsLeft - 1, memo), 0, p);
      }
    }
    memo.set(key, out);
    return out;
  }
}

const small: [string, RuleSet][] = [
  ['standard forced joker', reduced(makeRules('standard'), ['fives', 'yacht', 'full-house'], 10)],
  [
    'standard free joker',
    reduced(makeRules('standard', { joker: 'free' }), ['sixes', 'yacht', 'large-straight'], 18),
  ],
  [
    'standard, no second yacht',
    reduced(makeRules('standard', { secondYacht: false }), ['ones', 'yacht', 'full-house'], 3),
  ],
  ['two upper boxes, dead lanes', reduced(makeRules('standard'), ['twos', 'fours', 'yacht'], 16)],
  ['classic', reduced(makeRules('classic'), ['threes', 'four-of-a-kind', 'yacht'], 0)],
  ['yatzy', reduced(makeRules('yatzy'), ['fours', 'two-pairs', 'yatzy'], 8)],
  [
    'custom: extra yachts with the joker off',
    reduced(rulesFromCustom(CLASSIC_EXTRA), ['sixes', 'four-of-a-kind', 'yacht'], 0),
  ],
  [
    'custom: a fixed four of a kind, a summed straight',
    reduced(rulesFromCustom(LEAN_YATZY), ['fives', 'four-of-a-kind', 'large-straight'], 10),
  ],
  // The servida (standing on the first roll), with a bonus of one's own; Doble Generala, a fixed servida.
  [
    'generala with a bonus',
    { ...reduced(makeRules('generala'), ['twos', 'full', 'poker'], 0), bonus: { threshold: 6, points: 20 } },
  ],
  [
    'generala, doble and a fixed servida',
    reduced(makeRules('generala', { servidaGenerala: 100 }), ['escalera', 'generala', 'doble-generala'], 0),
  ],
];

describe('score distribution: small games against a brute force over whole sheets', () => {
  for (const [name, rules] of small) {
    it(`${name}: every score's chance, both policy kernels`, () => {
      const table = solveRules(rules);
      const exact = scoreDistribution(table);
      expect(scoreDistribution(table, { kernel: 'js' })).toEqual(exact);
      const brute = new BruteForceDistribution(table).future({});
      let top = brute.length - 1;
      while (top > 0 && brute[top] === 0) top--;
      let bottom = 0;
      while (brute[bottom] === 0) bottom++;
      expect(exact.min).toBe(bottom);
      expect(exact.probability.length).toBe(top - bottom + 1);
      for (let score = 0; score <= top; score++) {
        const p = score >= exact.min ? (exact.probability[score - exact.min] ?? 0) : 0;
        expect(Math.abs(p - brute[score]!), `P(${score})`).toBeLessThan(1e-12);
      }
    }, 120_000);
  }
});

describe('score distribution: the WebAssembly and TypeScript policy kernels', () => {
  it('give the same classic distribution, bit for bit', () => {
    const table = solvedTable(makeRules('classic'));
    const wasm = scoreDistribution(table);
    const js = scoreDistribution(table, { kernel: 'js' });
    expect(Array.from(wasm.probability)).toEqual(Array.from(js.probability));
    expect(wasm).toEqual(js);
  }, 120_000);
});

const everyRuleSet: readonly [string, RuleSet][] = [
  ...RULE_CONFIGS.map((c): [string, RuleSet] => [
    `${c.variant} ${JSON.stringify(c.options)}`,
    makeRules(c.variant, c.options),
  ]),
  ...[...CUSTOM_SAMPLES, GENERALA_BONUS].map((c): [string, RuleSet] => [
    `custom "${c.name}"`,
    rulesFromCustom(c),
  ]),
];

describe('score distribution: every built-in rule set and three custom ones', () => {
  for (const [label, rules] of everyRuleSet) {
    it(`${label}: total 1, the table's mean, the bonus chance, the boxes adding up`, () => {
      const table = solvedTable(rules);
      const dist = scoreDistribution(table);
      const summary = summarize(dist);
      expect(Math.abs(summary.total - 1)).toBeLessThan(1e-12);
      expect(Math.abs(summary.expected - expectedScore(table))).toBeLessThan(1e-9);
      // The bonus-chance table is solved backward by other code: the same rate.
      const chance = solveBonusChance(table);
      expect(Math.abs(dist.bonusRate - bonusChanceOf(table, chance, {}))).toBeLessThan(1e-9);
      expect(dist.bonusPoints).toBeCloseTo(dist.bonusRate * (rules.bonus?.points ?? 0), 9);
      const boxes = Object.values(dist.perBox).reduce((a, b) => a + b, 0);
      expect(Math.abs(boxes + dist.bonusPoints + dist.extraYachtPoints - summary.expected)).toBeLessThan(
        1e-9,
      );
      expect(Object.keys(dist.perBox)).toEqual(rules.boxes.map((b) => b.id));
      // Percentiles in order, inside the range; every chance a probability.
      const ps = Object.values(summary.percentiles);
      expect(ps).toEqual([...ps].sort((a, b) => a - b));
      expect(summary.min).toBeLessThanOrEqual(ps[0]!);
      expect(summary.max).toBeGreaterThanOrEqual(ps[ps.length - 1]!);
      expect(dist.probability.every((p) => p >= 0 && p <= 1)).toBe(true);
      expect(dist.yachtRate).toBeGreaterThan(0.2);
      expect(dist.yachtRate).toBeLessThan(0.5);
      if (rules.joker && rules.joker.extraYachtPoints > 0) {
        expect(dist.multiYachtRate).not.toBeNull();
        // P(two or more) is the extra points' chance side: E[extra] >= value * P(at least one extra).
        const value = rules.joker.extraYachtPoints;
        expect(dist.extraYachtPoints).toBeGreaterThanOrEqual(value * dist.multiYachtRate! - 1e-9);
      } else {
        expect(dist.multiYachtRate).toBeNull();
        expect(dist.extraYachtPoints).toBe(0);
      }
    }, 120_000);
  }
});

describe('score distribution: standard against Perfect games', () => {
  let table: ValueTable;
  beforeAll(() => {
    table = solvedTable(makeRules('standard'));
  });

  it('10,000 Perfect games (YACHT_DISTRIBUTION_GAMES) fall inside the 99.9% intervals of the exact numbers', () => {
    const dist = scoreDistribution(table);
    const summary = summarize(dist);
    const rules = table.layout.rules;
    const bot = new PerfectBot(table);
    const games = Number(process.env.YACHT_DISTRIBUTION_GAMES ?? 10_000);
    const random = seededRandom(20261130);
    let sum = 0;
    let bonus = 0;
    let yacht = 0;
    let belowMedian = 0;
    for (let g = 0; g < games; g++) {
      const state = playBotGame({
        setup: {
          variant: 'standard',
          seats: [{ kind: 'bot', name: 'Perfect', level: 'perfect' }],
          createdAt: '2026-11-30T00:00:00.000Z',
        },
        bots: [bot],
        dice: random,
      });
      const sheet = state.sheets[0]!;
      const total = seatTotals(state, 0).total;
      sum += total;
      if (upperTotal(rules, sheet) >= 63) bonus++;
      if ((sheet['yacht'] ?? 0) > 0) yacht++;
      if (total <= summary.median) belowMedian++;
    }
    const z = 3.29; // two-sided 99.9%
    const within = (observed: number, p: number): void =>
      expect(Math.abs(observed / games - p)).toBeLessThan(z * Math.sqrt((p * (1 - p)) / games));
    expect(Math.abs(sum / games - summary.expected)).toBeLessThan((z * summary.sd) / Math.sqrt(games));
    within(bonus, dist.bonusRate);
    within(yacht, dist.yachtRate);
    const atMedian = cumulativeAt(dist, summary.median);
    within(belowMedian, atMedian);
  }, 300_000);

  it('stops when asked to', () => {
    let asked = 0;
    expect(() => scoreDistribution(table, { shouldCancel: () => ++asked > 3 })).toThrow(SolveCancelled);
  });
});

function cumulativeAt(dist: { min: number; probability: Float64Array }, score: number): number {
  let sum = 0;
  for (let i = 0; i <= score - dist.min && i < dist.probability.length; i++) sum += dist.probability[i]!;
  return sum;
}
