// Turn analysis: the expected final total of every option open to a player now, from a solved table.

import { faceCounts, sortDice, type Dice } from '../dice';
import { choicesFor, sheetTotals, type RuleSet, type Sheet } from '../rules';
import { diceTables, keepIndex } from './dice-tables';
import { afterBox, boxIndex } from './kernel';
import type { ValueTable } from './solve';
import { stateOf } from './state-key';
import { planTurn } from './turn-plan';

export interface KeepOption {
  /** The dice kept, sorted (all five = standing). */
  readonly keep: readonly number[];
  /** Expected points still to come (this turn's box and every later one, bonuses included). */
  readonly future: number;
  /** Expected final total: the points on the sheet now plus `future`. */
  readonly ev: number;
  /** Expected points lost against the best option. */
  readonly loss: number;
}

export interface BoxOption {
  readonly box: string;
  /** Points the dice write in the box. */
  readonly points: number;
  readonly future: number;
  readonly ev: number;
  readonly loss: number;
}

export type TurnAnalysis =
  | { readonly rollsLeft: 0; readonly current: number; readonly options: readonly BoxOption[] }
  | { readonly rollsLeft: 1 | 2; readonly current: number; readonly options: readonly KeepOption[] };

export interface Position {
  readonly sheet: Sheet;
  /** Extra yachts already earned (each worth the rules' extra-yacht points). */
  readonly extraYachts?: number;
  readonly dice: Dice;
  readonly rollsLeft: 0 | 1 | 2;
}

/** Points on the sheet now: boxes, the upper bonus if earned, extra yachts. */
export function currentPoints(rules: RuleSet, sheet: Sheet, extraYachts = 0): number {
  return sheetTotals(rules, sheet, extraYachts).total;
}

/** Every distinct keep from these dice (sub-multisets), as keep indices. */
function keepsOf(dice: readonly number[]): number[][] {
  const out = new Map<string, number[]>();
  for (let mask = 0; mask < 32; mask++) {
    const keep = dice.filter((_, i) => mask & (1 << i));
    out.set(keep.join(','), keep);
  }
  return [...out.values()];
}

function ranked<T extends { future: number }>(
  options: T[],
  current: number,
): (T & { ev: number; loss: number })[] {
  const best = Math.max(...options.map((o) => o.future));
  return options
    .map((o) => ({ ...o, ev: current + o.future, loss: best - o.future }))
    .sort((a, b) => b.future - a.future);
}

/** The expected final total and loss of every option in this position, best first. */
export function analyzeTurn(table: ValueTable, position: Position): TurnAnalysis {
  const { layout, values } = table;
  const rules = layout.rules;
  const dice = sortDice(position.dice);
  const current = currentPoints(rules, position.sheet, position.extraYachts ?? 0);
  const { s, y, lane } = stateOf(layout, position.sheet);
  if (s === layout.fullMask) throw new Error('the sheet is full: there is no turn to play');
  if (position.rollsLeft === 0) {
    const yachtId = layout.yachtBox >= 0 ? layout.rules.boxes[layout.yachtBox]?.id : undefined;
    const choices = choicesFor(rules, faceCounts(dice), {
      isOpen: (b) => position.sheet[b.id] === undefined,
      yachtPoints: yachtId === undefined ? null : (position.sheet[yachtId] ?? null),
    });
    const options = choices.boxes.map((c) => ({
      box: c.box,
      points: c.points,
      future: choices.extraYacht + afterBox(layout, values, s, y, lane, boxIndex(layout, c.box), c.points),
    }));
    return { rollsLeft: 0, current, options: ranked(options, current) };
  }
  const plan = planTurn(table, position.sheet);
  const keepValues = position.rollsLeft === 1 ? plan.oneLeft : plan.twoLeft;
  const tables = diceTables();
  // Keeping all five is standing: its value is the best of the next stage for these dice.
  const options = keepsOf(dice).map((keep) => ({ keep, future: keepValues[keepIndex(tables, keep)]! }));
  return { rollsLeft: position.rollsLeft, current, options: ranked(options, current) };
}
