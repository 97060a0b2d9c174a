// A position's options ranked for the coach: each with its expected final total, what it loses against the
// best, its grade class and the solver facts behind it.

import type { Position, ValueTable } from '../solver';
import { gradeOf } from './classes';
import { factsFor } from './facts';
import type { PositionOptions, RankedOption } from './types';
import { valuedOptions, type OptionsMode } from './valued';
import { choiceWords } from './choice-words';

export interface RankExtras {
  /** The bonus-chance table (solveBonusChance) of `table`: adds the upper-bonus chance to the facts. */
  readonly bonusChance?: Float64Array | null;
}

/** Every option of the position, best first (see OptionsMode for which options). */
export function rankOptions(
  table: ValueTable,
  position: Position,
  mode: OptionsMode,
  extras: RankExtras = {},
): PositionOptions {
  const rules = table.layout.rules;
  const valued = valuedOptions(table, position, mode);
  const bestFuture = valued.options[0]?.future ?? 0;
  const options = valued.options.map((o): RankedOption => {
    // Losses from the futures, as analyzeTurn takes them; the best is the maximum, so never negative.
    const loss = Math.max(0, bestFuture - o.future);
    return {
      choice: o.choice,
      words: choiceWords(rules, o.choice, valued.rollsLeft),
      ...(o.points === undefined ? {} : { points: o.points }),
      ev: o.ev,
      loss,
      grade: gradeOf(loss),
      facts: factsFor(table, position, o.choice, extras.bonusChance),
    };
  });
  return { rollsLeft: valued.rollsLeft, dice: valued.dice, current: valued.current, options };
}
