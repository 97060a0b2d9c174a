// The options of a position with their expected values, straight from analyzeTurn: either what `yacht
// analyze` lists, or what a player at the table can do (keeps that roll, and scoring now).

import { sortDice } from '../dice';
import { analyzeTurn, standingOn, type Position, type ValueTable } from '../solver';
import { keepChoice, scoreChoice } from './choice';
import { recentCache } from './recent';
import type { Choice } from './types';

/**
 * 'keeps': exactly analyzeTurn's options (with rolls left every keep, all five = standing; else the boxes).
 * 'decision': what a player can do: with rolls left every keep that rolls at least one die plus every box to
 * score now (standing is worth the best box, so leaving it out loses nothing); with none, the boxes.
 */
export type OptionsMode = 'keeps' | 'decision';

export interface ValuedOption {
  readonly choice: Choice;
  /** Points the dice write in the box (score options only). */
  readonly points?: number | undefined;
  /** Expected points still to come (analyzeTurn's `future`). */
  readonly future: number;
  /** Expected final total (analyzeTurn's `ev`). */
  readonly ev: number;
}

export interface ValuedPosition {
  readonly rollsLeft: 0 | 1 | 2;
  readonly dice: readonly number[];
  readonly current: number;
  /** Best first; among equal values a box before a keep, else in analyzeTurn's order. */
  readonly options: readonly ValuedOption[];
}

function boxOptions(table: ValueTable, position: Position): { current: number; options: ValuedOption[] } {
  const analysis = analyzeTurn(table, standingOn(position));
  if (analysis.rollsLeft !== 0) throw new Error('expected the boxes of a position');
  const options = analysis.options.map((o) => ({
    choice: scoreChoice(o.box),
    points: o.points,
    future: o.future,
    ev: o.ev,
  }));
  return { current: analysis.current, options };
}

/** The last few positions valued per table: a hint and the grade of the move made from it ask alike. */
const recent = recentCache<ValueTable, ValuedPosition>(4);

export function valuedOptions(table: ValueTable, position: Position, mode: OptionsMode): ValuedPosition {
  const sheet = table.layout.rules.boxes.map((b) => position.sheet[b.id] ?? '').join(',');
  const key = `${mode} ${position.rollsLeft} ${sortDice(position.dice).join('')} ${position.extraYachts ?? 0} ${sheet}`;
  return recent.get(table, key, () => valueOptions(table, position, mode));
}

function valueOptions(table: ValueTable, position: Position, mode: OptionsMode): ValuedPosition {
  const dice = sortDice(position.dice);
  const rollsLeft = position.rollsLeft;
  if (rollsLeft === 0) return { rollsLeft, dice, ...boxOptions(table, position) };
  const analysis = analyzeTurn(table, position);
  if (analysis.rollsLeft === 0) throw new Error('expected the keeps of a position');
  const keeps = analysis.options.map((o) => ({ choice: keepChoice(o.keep), future: o.future, ev: o.ev }));
  if (mode === 'keeps') return { rollsLeft, dice, current: analysis.current, options: keeps };
  const rolling = keeps.filter((o) => o.choice.type === 'keep' && o.choice.keep.length < 5);
  // A stable sort: boxes first among equal values (scoring now ends the turn the same for less).
  const options = [...boxOptions(table, position).options, ...rolling].sort((a, b) => b.future - a.future);
  return { rollsLeft, dice, current: analysis.current, options };
}
