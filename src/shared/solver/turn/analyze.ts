// Turn analysis: the expected final total of every option open to a player now, from a solved table.

import { faceCounts, sortDice, type Dice } from '../../dice';
import { choicesFor, sheetTotals, type RuleSet, type Sheet } from '../../rules';
import { diceTables, keepIndex } from '../layout/dice-tables';
import { afterBox, boxIndex } from '../layout/boxes';
import type { ValueTable } from '../tables/solve';
import { stateOf } from '../layout/state-key';
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
  /**
   * The dice are the turn's first roll, stood on (with rollsLeft 0): a box with a servida scores more (Generala).
   * With two rolls left the plan weighs that stand already.
   */
  readonly firstRoll?: boolean;
}

/**
 * The position of scoring now: no roll left, and where two were left the dice are the turn's first roll (a box
 * with a servida scores more). Every caller that asks for a position's boxes asks through here.
 */
export function standingOn<P extends Position>(position: P): P {
  return { ...position, rollsLeft: 0, firstRoll: position.firstRoll === true || position.rollsLeft === 2 };
}

/** Points on the sheet now: boxes, the upper bonus if earned, extra yachts. */
export function currentPoints(rules: RuleSet, sheet: Sheet, extraYachts = 0): number {
  return sheetTotals(rules, sheet, extraYachts).total;
}

export interface KeepOf {
  /** The dice kept, sorted. */
  readonly keep: readonly number[];
  /** Its keep index (dice-tables.ts). */
  readonly index: number;
}

/** Every roll's distinct keeps, listed once per roll (252 at most). */
const keepLists = new Map<string, readonly KeepOf[]>();

/**
 * Every distinct keep from these sorted dice (sub-multisets), in the order of the lowest position mask that
 * makes each (keeping nothing first, all five last): the order ties are broken in (docs/solver.md).
 */
export function keepsOf(dice: readonly number[]): readonly KeepOf[] {
  const key = dice.join(',');
  let list = keepLists.get(key);
  if (!list) {
    const tables = diceTables();
    const out = new Map<string, KeepOf>();
    for (let mask = 0; mask < 32; mask++) {
      const keep = dice.filter((_, i) => mask & (1 << i));
      const name = keep.join(',');
      if (!out.has(name)) out.set(name, { keep, index: keepIndex(tables, keep) });
    }
    list = [...out.values()];
    keepLists.set(key, list);
  }
  return list;
}

/** Best first; a stable sort, so equal values keep the order they were listed in (the tie rule). */
const byFuture = (a: { readonly future: number }, b: { readonly future: number }): number =>
  b.future - a.future;

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
    const choices = choicesFor(
      rules,
      faceCounts(dice),
      {
        isOpen: (b) => position.sheet[b.id] === undefined,
        yachtPoints: yachtId === undefined ? null : (position.sheet[yachtId] ?? null),
      },
      position.firstRoll ?? false,
    );
    const futures = choices.boxes.map(
      (c) => choices.extraYacht + afterBox(layout, values, s, y, lane, boxIndex(layout, c.box), c.points),
    );
    const best = Math.max(...futures);
    const options: BoxOption[] = choices.boxes.map((c, i) => {
      const future = futures[i]!;
      return { box: c.box, points: c.points, future, ev: current + future, loss: best - future };
    });
    return { rollsLeft: 0, current, options: options.sort(byFuture) };
  }
  const plan = planTurn(table, position.sheet);
  const keepValues = position.rollsLeft === 1 ? plan.oneLeft : plan.twoLeft;
  // Keeping all five is standing: its value is the best of the next stage for these dice.
  const keeps = keepsOf(dice);
  let best = -Infinity;
  for (const { index } of keeps) best = Math.max(best, keepValues[index]!);
  const options: KeepOption[] = keeps.map(({ keep, index }) => {
    const future = keepValues[index]!;
    return { keep, future, ev: current + future, loss: best - future };
  });
  return { rollsLeft: position.rollsLeft, current, options: options.sort(byFuture) };
}
