// The best possible totals (standard 1575, classic 297, yatzy 374), derived three ways: an exhaustive search
// over sheets where each turn may pick any roll and any box scoreChoices allows, an upper bound from each
// box's best score under the oracle, and a concrete game played through scoreChoices that reaches it.

import { describe, expect, it } from 'vitest';
import {
  makeRules,
  possiblePoints,
  scoreChoices,
  sheetProblem,
  sheetTotals,
  choicesFor,
  type RuleSet,
} from '../../../src/shared/rules';
import { faceCounts } from '../../../src/shared/dice';
import { ORACLES, allRolls, oraclePoints, type VariantName } from './scoring-oracle';

const ROLLS = allRolls();

interface Move {
  readonly box: number;
  readonly points: number;
  /** Points this move adds toward the upper bonus. */
  readonly upper: number;
  /** For a move into the yacht box: 1 when it now holds 50, else 0 (other boxes leave it as it was). */
  readonly yacht50: number;
}

/**
 * The highest total any game can reach when every turn may choose its roll (any of the 252) and then any
 * box scoreChoices allows: dynamic programming over (filled boxes, upper total capped at the bonus
 * threshold, whether the yacht box holds 50). A non-yacht roll plays the same on every sheet (no joker),
 * so those moves are computed once; a yacht's choices depend on the sheet and are asked per sheet.
 * Moves into a lower box other than the yacht box lead to the same state whatever they score, so only
 * the best such score is kept; upper-box moves keep every value.
 */
function searchBestTotal(rules: RuleSet): number {
  const n = rules.boxes.length;
  const full = (1 << n) - 1;
  const cap = rules.bonus?.threshold ?? 0;
  const bonus = rules.bonus?.points ?? 0;
  const yachtIndex = rules.boxes.findIndex((b) => b.scoring.kind === 'yacht');
  const uSize = cap + 1;
  const ySize = rules.joker ? 2 : 1; // without a joker, what the yacht box holds changes nothing later
  const index = (mask: number, y: number, u: number) => (mask * ySize + y) * uSize + u;
  const best = new Float64Array((full + 1) * ySize * uSize);

  const isUpper = rules.boxes.map((b) => b.section === 'upper');
  const staticMoves = new Map<string, Move>();
  const add = (moves: Map<string, Move>, move: Move) => {
    const key =
      isUpper[move.box] || move.box === yachtIndex
        ? `${move.box}:${move.points}:${move.yacht50}`
        : `${move.box}`;
    const seen = moves.get(key);
    if (!seen || seen.points < move.points) moves.set(key, move);
  };
  const boxIndex = new Map(rules.boxes.map((b, i) => [b.id, i]));
  const yachtRolls = ROLLS.filter((r) => r[0] === r[4]);
  for (const dice of ROLLS) {
    if (rules.joker && dice[0] === dice[4]) continue;
    for (const c of scoreChoices(rules, {}, dice).boxes) {
      const box = boxIndex.get(c.box) ?? -1;
      add(staticMoves, {
        box,
        points: c.points,
        upper: isUpper[box] ? c.points : 0,
        yacht50: box === yachtIndex && c.points === 50 ? 1 : 0,
      });
    }
  }

  for (let mask = full; mask >= 0; mask--) {
    for (let y = 0; y < ySize; y++) {
      const moves: Move[] = [...staticMoves.values()].filter((m) => !((mask >> m.box) & 1));
      if (rules.joker) {
        const view = {
          isOpen: (b: { id: string }) => !((mask >> (boxIndex.get(b.id) ?? 0)) & 1),
          yachtPoints: (mask >> yachtIndex) & 1 ? (y ? 50 : 0) : null,
        };
        const dynamic = new Map<string, Move>();
        for (const dice of yachtRolls) {
          const choices = choicesFor(rules, faceCounts(dice), view);
          for (const c of choices.boxes) {
            const box = boxIndex.get(c.box) ?? -1;
            add(dynamic, {
              box,
              points: c.points + choices.extraYacht,
              upper: isUpper[box] ? c.points : 0,
              yacht50: box === yachtIndex && c.points === 50 ? 1 : 0,
            });
          }
        }
        moves.push(...dynamic.values());
      }
      // Flatten the moves once per sheet: the loop over upper totals below is the hot path.
      const count = moves.length;
      const points = new Float64Array(count);
      const upperAdd = new Int32Array(count);
      const nextBase = new Int32Array(count);
      moves.forEach((m, i) => {
        points[i] = m.points;
        upperAdd[i] = m.upper;
        nextBase[i] = index(
          mask | (1 << m.box),
          m.box === yachtIndex ? Math.min(m.yacht50, ySize - 1) : y,
          0,
        );
      });
      for (let u = 0; u <= cap; u++) {
        if (mask === full) {
          best[index(mask, y, u)] = u >= cap ? bonus : 0;
          continue;
        }
        let value = -Infinity;
        for (let i = 0; i < count; i++) {
          const v =
            (points[i] ?? 0) + (best[(nextBase[i] ?? 0) + Math.min(cap, u + (upperAdd[i] ?? 0))] ?? 0);
          if (v > value) value = v;
        }
        best[index(mask, y, u)] = value;
      }
    }
  }
  return best[index(0, 0, 0)] ?? NaN;
}

/** An upper bound from the rule text alone: each box at its best score over all rolls (the joker's full
 * house 25 and straights 30 / 40 included), the bonus, and at most one extra yacht per turn after the turn
 * that put 50 in the yacht box. */
function upperBound(variant: VariantName, extraYachts: boolean): number {
  const oracle = ORACLES[variant];
  const jokerBest: Record<string, number> = { 'full-house': 25, 'small-straight': 30, 'large-straight': 40 };
  let upper = 0;
  let lower = 0;
  for (const box of oracle.boxes) {
    let top = Math.max(...ROLLS.map((dice) => oraclePoints(variant, box, dice)));
    if (extraYachts) top = Math.max(top, jokerBest[box] ?? 0);
    if (oracle.upper.includes(box)) upper += top;
    else lower += top;
  }
  const bonus = oracle.bonus && upper >= oracle.bonus.threshold ? oracle.bonus.points : 0;
  return upper + bonus + lower + (extraYachts ? (oracle.boxes.length - 1) * 100 : 0);
}

/** Plays rolls into boxes, checking each move is legal under scoreChoices; returns the totals. */
function play(rules: RuleSet, turns: readonly [number[], string][]) {
  const sheet: Record<string, number> = {};
  let extraYachts = 0;
  for (const [dice, box] of turns) {
    const choices = scoreChoices(rules, sheet, dice);
    const choice = choices.boxes.find((c) => c.box === box);
    if (!choice) throw new Error(`${dice.join('')} may not go in ${box} from ${JSON.stringify(sheet)}`);
    sheet[box] = choice.points;
    if (choices.extraYacht > 0) extraYachts++;
  }
  expect(Object.keys(sheet).sort()).toEqual(rules.boxes.map((b) => b.id).sort());
  expect(sheetProblem(rules, sheet)).toBeNull();
  return { sheet, totals: sheetTotals(rules, sheet, extraYachts), extraYachts };
}

const yachtOf = (face: number) => [face, face, face, face, face];

describe('maximum totals', () => {
  it.each([
    ['standard, forced joker', 1575, makeRules('standard', { joker: 'forced' })],
    ['standard, free joker', 1575, makeRules('standard', { joker: 'free' })],
    ['standard, second yacht off', 375, makeRules('standard', { secondYacht: false })],
    ['classic', 297, makeRules('classic')],
    ['yatzy', 374, makeRules('yatzy')],
  ] as const)('%s: the search over rolls and boxes finds %i', (_name, expected, rules) => {
    expect(searchBestTotal(rules)).toBe(expected);
  });

  it.each([
    ['standard', true, 1575],
    ['standard', false, 375],
    ['classic', false, 297],
    ['yatzy', false, 374],
  ] as const)('%s (extra yachts %s): the rule text bounds the total by %i', (variant, extra, expected) => {
    expect(upperBound(variant, extra)).toBe(expected);
  });

  it('no box can hold more than its best score under the oracle, joker included', () => {
    for (const variant of ['standard', 'classic', 'yatzy'] as const) {
      const rules = makeRules(variant);
      const possible = possiblePoints(rules);
      for (const box of ORACLES[variant].boxes) {
        const best = Math.max(...ROLLS.map((dice) => oraclePoints(variant, box, dice)));
        expect(Math.max(...(possible.get(box) ?? [])), `${variant} ${box}`).toBe(best);
        expect(sheetProblem(rules, { [box]: best })).toBeNull();
        expect(sheetProblem(rules, { [box]: best + 1 })).toMatch(/cannot hold/);
      }
    }
  });

  it('standard 1575: thirteen yachts, the first in the yacht box, the rest as jokers (forced and free)', () => {
    const turns: [number[], string][] = [
      [yachtOf(6), 'yacht'],
      [yachtOf(1), 'ones'],
      [yachtOf(2), 'twos'],
      [yachtOf(3), 'threes'],
      [yachtOf(4), 'fours'],
      [yachtOf(5), 'fives'],
      [yachtOf(6), 'sixes'],
      [yachtOf(6), 'three-of-a-kind'],
      [yachtOf(6), 'four-of-a-kind'],
      [yachtOf(6), 'full-house'],
      [yachtOf(6), 'small-straight'],
      [yachtOf(6), 'large-straight'],
      [yachtOf(6), 'chance'],
    ];
    for (const joker of ['forced', 'free'] as const) {
      const { sheet, totals, extraYachts } = play(makeRules('standard', { joker }), turns);
      expect(extraYachts).toBe(12);
      expect(sheet).toMatchObject({ 'full-house': 25, 'small-straight': 30, 'large-straight': 40 });
      expect(totals).toEqual({ upper: 105, bonus: 35, lower: 235, extraYachts: 1200, total: 1575 });
    }
  });

  it('classic 297: every box at its best', () => {
    const { totals } = play(makeRules('classic'), [
      ...[1, 2, 3, 4, 5, 6].map((f, i): [number[], string] => [yachtOf(f), ORACLES.classic.boxes[i] ?? '']),
      [[1, 2, 3, 4, 5], 'little-straight'],
      [[2, 3, 4, 5, 6], 'big-straight'],
      [[6, 6, 6, 5, 5], 'full-house'],
      [[6, 6, 6, 6, 1], 'four-of-a-kind'],
      [yachtOf(6), 'choice'],
      [yachtOf(2), 'yacht'],
    ]);
    expect(totals.total).toBe(297);
    expect(totals.bonus).toBe(0);
  });

  it('yatzy 374: every box at its best, bonus 50', () => {
    const { totals } = play(makeRules('yatzy'), [
      ...[1, 2, 3, 4, 5, 6].map((f, i): [number[], string] => [yachtOf(f), ORACLES.yatzy.boxes[i] ?? '']),
      [[6, 6, 1, 2, 3], 'one-pair'],
      [[6, 6, 5, 5, 1], 'two-pairs'],
      [yachtOf(6), 'three-of-a-kind'],
      [yachtOf(6), 'four-of-a-kind'],
      [[1, 2, 3, 4, 5], 'small-straight'],
      [[2, 3, 4, 5, 6], 'large-straight'],
      [[6, 6, 6, 5, 5], 'full-house'],
      [yachtOf(6), 'chance'],
      [yachtOf(1), 'yatzy'],
    ]);
    expect(totals).toEqual({ upper: 105, bonus: 50, lower: 219, extraYachts: 0, total: 374 });
  });
});
