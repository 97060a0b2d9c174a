// Perfect's two decisions, read from a solved table by state: which dice to keep (the turn's compact keep
// choices, solver/keep-choices.ts; the plan weighed where keeps tie) and which box to write. The bot at a
// table and the solo games of a simulation (perfect-solo.ts) both decide here, so they play the same games.

import {
  afterBox,
  diceTables,
  fiveAlikeChoices,
  keepChoice,
  planOf,
  ROLLS,
  TIED,
  type StateKey,
  type ValueTable,
} from '../solver';
import { withServida } from '../rules';
import type { TieBreak } from './types';
import { bestKeepMask, boxIndexOf, keepMask, pickBest, rollIndex, STAND } from './turn-values';

/** A turn's state and its index in the table (what planState gives). */
export interface PerfectTurn {
  readonly state: StateKey;
  /** Keep choices are looked up by it at each decision. */
  readonly key: number;
}

/**
 * The dice to keep with `rollsLeft` (1 or 2) rolls left, as a position mask (bit p: table position p), or
 * STAND to score them now.
 */
export function perfectKeep(
  table: ValueTable,
  turn: PerfectTurn,
  dice: readonly number[],
  rollsLeft: number,
  tieBreak: TieBreak | undefined,
): number {
  // Looked up at each decision, not kept: another game's turn may take the array over in between.
  const roll = rollIndex(dice);
  const keep = keepChoice(table, turn.state, turn.key, (rollsLeft - 1) * ROLLS + roll);
  if (keep === TIED) {
    const plan = planOf(table, turn.state, turn.key);
    return bestKeepMask(dice, rollsLeft === 1 ? plan.oneLeft : plan.twoLeft, tieBreak);
  }
  return keep === roll ? STAND : keepMask(dice, keep);
}

/** A box picked for the dice: its index in the rules, the points it takes, the extra-yacht points earned. */
export interface BoxPick {
  box: number;
  points: number;
  extraYacht: number;
}

/** Each open box's value in perfectBox (reused: a decision allocates nothing). */
const boxValues = new Float64Array(32);

/** Each open box's points in perfectBox (reused). */
const boxPoints = new Float64Array(32);

/**
 * The box to write the dice in from `state`: the most expected points, ties drawn in the rules' order (as
 * bestBox). Dice that are not five alike may go in any open box for the points the layout holds (what the
 * solver assumes too); five alike are asked of the rule set's joker rule. `firstRoll`: the dice are the turn's
 * first roll, so a box with a servida takes it (Generala; the solver weighs it as the stand on the first roll).
 * Written into `out`.
 */
export function perfectBox(
  table: ValueTable,
  state: StateKey,
  dice: readonly number[],
  tieBreak: TieBreak | undefined,
  out: BoxPick,
  firstRoll = false,
): BoxPick {
  const { layout, values } = table;
  const { boxes: specs } = layout.rules;
  const { s, y, lane } = state;
  const roll = rollIndex(dice);
  const face = dice[0]!;
  if (diceTables().yachtRoll[face] === roll) {
    const { boxes, extraYacht } = fiveAlikeChoices(layout, s, y, face);
    for (let i = 0; i < boxes.length; i++) {
      const c = boxes[i]!;
      const box = boxIndexOf(layout.rules, c.box);
      boxPoints[i] = withServida(specs[box]!, c.points, firstRoll);
      boxValues[i] = extraYacht + afterBox(layout, values, s, y, lane, box, boxPoints[i]!);
    }
    const i = pickBest(boxValues, boxes.length, tieBreak);
    out.box = boxIndexOf(layout.rules, boxes[i]!.box);
    out.points = boxPoints[i]!;
    out.extraYacht = extraYacht;
    return out;
  }
  const m = layout.boxCount;
  for (let b = 0; b < m; b++) {
    boxPoints[b] = withServida(specs[b]!, layout.points[b * ROLLS + roll]!, firstRoll);
    // A filled box is no option.
    boxValues[b] = s & (1 << b) ? -Infinity : afterBox(layout, values, s, y, lane, b, boxPoints[b]!);
  }
  out.box = pickBest(boxValues, m, tieBreak);
  out.points = boxPoints[out.box]!;
  out.extraYacht = 0;
  return out;
}
