// The bonus-chance table: on small games against a brute-force evaluation of analyzeTurn's best options over
// whole sheets; on the full standard rules against games played by the Perfect bot; and at the states that
// settle the bonus.

import { beforeAll, describe, expect, it } from 'vitest';
import { PerfectBot, playBotGame } from '../../../src/shared/bots';
import { seededRandom } from '../../../src/shared/game';
import { makeRules, upperTotal, type RuleSet, type Sheet } from '../../../src/shared/rules';
import {
  analyzeTurn,
  bonusChanceAfter,
  bonusChanceOf,
  DEAD,
  diceTables,
  keepIndex,
  keepOrder,
  planBonusTurn,
  solveBonusChance,
  SolveCancelled,
  solveRules,
  type ValueTable,
} from '../../../src/shared/solver';
import { solvedTable } from '../../support/solved-tables';

/** A rule set cut down to a few boxes, with a bonus threshold those boxes can reach. */
function reduced(rules: RuleSet, ids: string[], threshold: number): RuleSet {
  const boxes = rules.boxes.filter((b) => ids.includes(b.id));
  expect(boxes.map((b) => b.id).sort()).toEqual([...ids].sort());
  return { ...rules, boxes, bonus: { threshold, points: rules.bonus?.points ?? 35 } };
}

/** A key of the multiset of dice: the sum of 6^(face - 1) (no face is there more than five times). */
const diceKey = (dice: readonly number[]): number => dice.reduce((key, d) => key + 6 ** (d - 1), 0);

/** The mean of f over every ordered way of rolling n more dice onto `kept` (6^n equally likely sequences). */
function overRolls(kept: readonly number[], f: (dice: readonly number[], key: number) => number): number {
  const n = 5 - kept.length;
  const dice = [...kept];
  let sum = 0;
  const walk = (key: number): void => {
    if (dice.length === 5) {
      sum += f(dice, key);
      return;
    }
    for (let face = 1; face <= 6; face++) {
      dice.push(face);
      walk(key + 6 ** (face - 1));
      dice.pop();
    }
  };
  walk(diceKey(kept));
  return sum / 6 ** n;
}

/** What is known of one sheet: its chance, and per rolls left the chance of each roll and of each keep. */
interface SheetMemo {
  readonly sheet: Sheet;
  chance?: number;
  readonly rolls: Map<number, number>[];
  readonly keeps: Map<number, number>[];
}

/**
 * The probability of the bonus when every decision is analyzeTurn's first (best) option, by brute force over
 * whole sheets: the sheet decides whether the bonus is earned (its upper total), and every roll is averaged
 * over its ordered outcomes. Nothing of the bonus-chance code is used.
 */
class BruteForceBonus {
  private readonly sheets = new Map<string, SheetMemo>();
  private readonly threshold: number;

  constructor(private readonly table: ValueTable) {
    this.threshold = table.layout.rules.bonus?.threshold ?? Infinity;
  }

  /** Sheets alike in filled boxes, upper total and yacht box play alike: they share what is known. */
  private memo(sheet: Sheet): SheetMemo {
    const rules = this.table.layout.rules;
    const yacht = rules.boxes.find((b) => b.scoring.kind === 'yacht');
    const filled = Object.keys(sheet).sort();
    const id = JSON.stringify([filled, upperTotal(rules, sheet), yacht && sheet[yacht.id]]);
    let m = this.sheets.get(id);
    if (!m) {
      m = { sheet, rolls: [new Map(), new Map(), new Map()], keeps: [new Map(), new Map(), new Map()] };
      this.sheets.set(id, m);
    }
    return m;
  }

  chance(sheet: Sheet): number {
    const rules = this.table.layout.rules;
    if (upperTotal(rules, sheet) >= this.threshold) return 1;
    if (Object.keys(sheet).length === rules.boxes.length) return 0;
    const m = this.memo(sheet);
    m.chance ??= overRolls([], (dice, key) => this.atStage(m, dice, 2, key));
    return m.chance;
  }

  /** The chance with these dice and rolls left, the best option taken. */
  private atStage(m: SheetMemo, dice: readonly number[], rollsLeft: 0 | 1 | 2, key = diceKey(dice)): number {
    let p = m.rolls[rollsLeft]!.get(key);
    if (p === undefined) {
      const best = analyzeTurn(this.table, { sheet: m.sheet, dice, rollsLeft }).options[0]!;
      p =
        'box' in best
          ? this.afterBox(m.sheet, best.box, best.points)
          : this.keep(m, dice, best.keep, rollsLeft);
      m.rolls[rollsLeft]!.set(key, p);
    }
    return p;
  }

  afterBox(sheet: Sheet, box: string, points: number): number {
    return this.chance({ ...sheet, [box]: points });
  }

  afterKeep(sheet: Sheet, dice: readonly number[], keep: readonly number[], rollsLeft: 1 | 2): number {
    return this.keep(this.memo(sheet), dice, keep, rollsLeft);
  }

  /** Keeping all five dice is standing: the next stage with the same dice. */
  private keep(m: SheetMemo, dice: readonly number[], keep: readonly number[], rollsLeft: 0 | 1 | 2): number {
    const next = (rollsLeft - 1) as 0 | 1;
    if (keep.length === 5) return this.atStage(m, dice, next);
    const key = diceKey(keep);
    let p = m.keeps[rollsLeft]!.get(key);
    if (p === undefined) {
      p = overRolls(keep, (rolled, rolledKey) => this.atStage(m, rolled, next, rolledKey));
      m.keeps[rollsLeft]!.set(key, p);
    }
    return p;
  }

  /** The sheets met at the start of a turn (bonus still open). */
  visited(): Sheet[] {
    return [...this.sheets.values()].filter((m) => m.chance !== undefined).map((m) => m.sheet);
  }
}

describe('bonus chance: small games against a brute-force evaluation of the optimal policy', () => {
  const cases: [string, RuleSet][] = [
    ['standard forced joker', reduced(makeRules('standard'), ['fives', 'yacht', 'full-house'], 10)],
    [
      'standard free joker',
      reduced(makeRules('standard', { joker: 'free' }), ['sixes', 'yacht', 'large-straight'], 18),
    ],
    [
      'standard no second yacht',
      reduced(makeRules('standard', { secondYacht: false }), ['ones', 'yacht', 'full-house'], 3),
    ],
    ['two upper boxes, dead lanes', reduced(makeRules('standard'), ['twos', 'fours', 'yacht'], 16)],
    ['yatzy', reduced(makeRules('yatzy'), ['fours', 'two-pairs', 'yatzy'], 8)],
  ];
  for (const [name, rules] of cases) {
    it(name, () => {
      const table = solveRules(rules);
      const chance = solveBonusChance(table);
      const brute = new BruteForceBonus(table);
      const start = brute.chance({});
      expect(start).toBeGreaterThan(0.05);
      expect(start).toBeLessThan(0.99);
      // Every sheet the brute force met at the start of a turn, so every reachable lane.
      const sheets = brute.visited();
      expect(sheets.length).toBeGreaterThan(3);
      for (const sheet of sheets) {
        expect(
          Math.abs(bonusChanceOf(table, chance, sheet) - brute.chance(sheet)),
          JSON.stringify(sheet),
        ).toBeLessThan(1e-9);
      }
      // Every option of every roll from the empty sheet (every fifth roll from another), every rolls left.
      for (const [i, sheet] of sheets.slice(0, 2).entries()) {
        for (const dice of diceTables().keeps.filter((k, r) => r < 252 && r % (i === 0 ? 1 : 5) === 0)) {
          for (const rollsLeft of [0, 1, 2] as const) {
            const position = { sheet, dice, rollsLeft };
            for (const option of analyzeTurn(table, position).options) {
              const expected =
                'box' in option
                  ? brute.afterBox(sheet, option.box, option.points)
                  : brute.afterKeep(sheet, dice, option.keep, rollsLeft as 1 | 2);
              expect(Math.abs(bonusChanceAfter(table, chance, position, option) - expected)).toBeLessThan(
                1e-9,
              );
            }
          }
        }
      }
    });
  }

  it('ranks every roll’s keeps as analyzeTurn lists them (by the lowest mask of the sorted dice)', () => {
    const t = diceTables();
    const { rank } = keepOrder(t);
    for (const dice of t.keeps.slice(0, 252)) {
      const listed = new Map<string, number>();
      for (let mask = 0; mask < 32; mask++) {
        const keep = dice.filter((_, i) => mask & (1 << i));
        if (!listed.has(keep.join())) listed.set(keep.join(), rank[keepIndex(t, keep)]!);
      }
      const ranks = [...listed.values()];
      expect(ranks.every((r, i) => i === 0 || r > ranks[i - 1]!)).toBe(true);
    }
  });

  it('rules without a bonus: every state 0', () => {
    const table = solvedTable(makeRules('classic'));
    const progress: number[] = [];
    const chance = solveBonusChance(table, { onProgress: (f) => progress.push(f) });
    expect(progress).toHaveLength(table.layout.boxCount);
    expect(progress.every((f, i) => i === 0 || f >= progress[i - 1]!)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(chance.length).toBe(table.values.length);
    expect(chance.every((p) => p === 0)).toBe(true);
    const position = { sheet: {}, dice: [6, 6, 6, 6, 6], rollsLeft: 0 as const };
    expect(bonusChanceAfter(table, chance, position, { box: 'sixes' })).toBe(0);
  });
});

describe('bonus chance on the WebAssembly kernel', () => {
  // The kernel's choices, ranks and averages must be the TypeScript ones to the bit: ties between boxes and
  // keeps (many, with few boxes open) go the same way, or a chance moves.
  const same = (a: Float64Array, b: Float64Array): number => {
    let differ = 0;
    for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) differ++;
    return differ;
  };
  const cases: [string, RuleSet][] = [
    [
      'standard, eight boxes',
      reduced(
        makeRules('standard'),
        ['ones', 'threes', 'fours', 'sixes', 'yacht', 'chance', 'full-house', 'large-straight'],
        30,
      ),
    ],
    [
      'standard free joker, six boxes',
      reduced(
        makeRules('standard', { joker: 'free' }),
        ['ones', 'twos', 'sixes', 'yacht', 'chance', 'full-house'],
        20,
      ),
    ],
    [
      'yatzy, odd lanes',
      reduced(makeRules('yatzy'), ['threes', 'fives', 'two-pairs', 'yatzy', 'small-straight'], 13),
    ],
    [
      'standard no second yacht',
      reduced(
        makeRules('standard', { secondYacht: false }),
        ['fours', 'yacht', 'chance', 'small-straight'],
        12,
      ),
    ],
  ];
  for (const [name, rules] of cases) {
    it(`${name}: bit for bit the TypeScript table`, () => {
      const table = solvedTable(rules);
      const wasm = solveBonusChance(table, { kernel: 'auto' });
      const js = solveBonusChance(table, { kernel: 'js' });
      expect(js.some((p) => p > 0 && p < 1)).toBe(true);
      expect(same(wasm, js)).toBe(0);
    });
  }
});

describe('bonus chance: standard rules', () => {
  const rules = makeRules('standard');
  let table: ValueTable;
  let chance: Float64Array;
  let start: number;
  beforeAll(() => {
    table = solvedTable(rules);
    chance = solveBonusChance(table);
    start = bonusChanceOf(table, chance, {});
  });

  it('is near the published figure (about 68% of games under EV-optimal play)', () => {
    expect(start).toBeGreaterThan(0.66);
    expect(start).toBeLessThan(0.7);
  });

  it('agrees with games played by the Perfect bot (within 4 standard errors)', () => {
    const games = 4000;
    const bot = new PerfectBot(table);
    let made = 0;
    for (let g = 0; g < games; g++) {
      const state = playBotGame({
        setup: {
          variant: 'standard',
          seats: [{ kind: 'bot', name: 'Perfect', level: 'perfect' }],
          createdAt: '2025-01-01T00:00:00.000Z',
        },
        bots: [bot],
        dice: seededRandom(`bonus-chance/${g}`),
      });
      if (upperTotal(rules, state.sheets[0]!) >= 63) made++;
    }
    const standardError = Math.sqrt((start * (1 - start)) / games);
    console.log(`bonus made in ${made} of ${games} games; table ${start}`);
    expect(Math.abs(made / games - start)).toBeLessThan(4 * standardError);
  });

  it('is 1 where the bonus is earned, 0 where it is out of reach, a probability elsewhere', () => {
    const { layout } = table;
    let earned = 0;
    let dead = 0;
    let wrong = 0;
    for (let s = 0; s <= layout.fullMask; s++) {
      for (let y = 0; y < 2; y++) {
        const offset = layout.groupOffset[s * 2 + y]!;
        if (offset < 0) continue;
        const upper = layout.upperOf[s]!;
        layout.lanes[upper]!.forEach((lane, j) => {
          const p = chance[offset + j]!;
          if (upper === layout.upperFaces || lane === DEAD) {
            dead++;
            if (p !== 0) wrong++;
          } else if (lane === layout.threshold) {
            earned++;
            if (p !== 1) wrong++;
          } else if (!(p > 0 && p < 1)) wrong++;
        });
      }
    }
    expect(wrong).toBe(0);
    expect(earned).toBeGreaterThan(1000);
    expect(dead).toBeGreaterThan(1000);
    // By the sheet: earned, short with every upper box filled, out of reach.
    const full = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 };
    expect(bonusChanceOf(table, chance, full)).toBe(1);
    expect(bonusChanceOf(table, chance, { ...full, sixes: 12 })).toBe(0);
    expect(bonusChanceOf(table, chance, { sixes: 30, fives: 25, fours: 8 })).toBe(1);
    expect(bonusChanceOf(table, chance, { sixes: 0, fives: 0 })).toBe(0);
    expect(
      planBonusTurn(table, chance, { sixes: 30, fives: 25, fours: 8 }).twoLeft.every((p) => p === 1),
    ).toBe(true);
    const position = { sheet: { sixes: 30, fives: 25 }, dice: [4, 4, 1, 2, 3], rollsLeft: 0 as const };
    expect(bonusChanceAfter(table, chance, position, { box: 'fours' })).toBe(1);
    expect(
      bonusChanceAfter(table, chance, { ...position, sheet: { sixes: 0, fives: 0 } }, { box: 'fours' }),
    ).toBe(0);
  });

  it('the table is the average, over the first roll, of the best option’s chance', () => {
    const t = diceTables();
    for (const sheet of [
      {},
      { sixes: 24, yacht: 50 },
      { ones: 2, twos: 4, threes: 9, chance: 22 },
    ] as Sheet[]) {
      let sum = 0;
      for (let r = 0; r < 252; r++) {
        const position = { sheet, dice: t.keeps[r]!, rollsLeft: 2 as const };
        const best = analyzeTurn(table, position).options[0]!;
        sum += t.rollProbability[r]! * bonusChanceAfter(table, chance, position, best);
      }
      expect(Math.abs(sum - bonusChanceOf(table, chance, sheet))).toBeLessThan(1e-12);
    }
  });

  it('refuses options that are not open, and can be cancelled', () => {
    const position = { sheet: { sixes: 12 }, dice: [6, 6, 1, 2, 3], rollsLeft: 1 as const };
    expect(() => bonusChanceAfter(table, chance, position, { box: 'sixes' })).toThrow(/not open/);
    expect(() => bonusChanceAfter(table, chance, position, { keep: [6, 6, 6] })).toThrow(/cannot keep/);
    expect(() => bonusChanceAfter(table, chance, { ...position, rollsLeft: 0 }, { keep: [6] })).toThrow(
      /box/,
    );
    let calls = 0;
    expect(() => solveBonusChance(table, { shouldCancel: () => ++calls > 3 })).toThrow(SolveCancelled);
  });
});
