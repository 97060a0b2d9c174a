// Perfect: the solver's optimal choice at every decision. The turn's keep choices (solver/keep-choices.ts: the best
// keep of every roll with one and with two rolls left, from the turn plan) are kept by state and looked up at
// each decision; where keeps tie, the plan's values are weighed and the tie drawn.

import type { GameState } from '../game';
import type { Sheet } from '../rules';
import {
  afterBox,
  keepChoices,
  planState,
  planTurn,
  ROLLS,
  TIED,
  type KeepChoices,
  type StateKey,
  type TurnPlan,
  type ValueTable,
} from '../solver';
import { TurnMemo } from './memo';
import type { Bot, BotDecision, TieBreak } from './types';
import {
  bestBox,
  bestKeep,
  checkSameRules,
  FIRST_ROLL,
  keepDecision,
  keepMask,
  maskPositions,
  rollIndex,
  turnView,
} from './turn-values';

interface PerfectTurn {
  readonly state: StateKey;
  /** The state's index in the table: its keep choices are looked up by it at each decision. */
  readonly key: number;
}

export class PerfectBot implements Bot {
  readonly level = 'perfect' as const;
  private readonly memo = new TurnMemo<PerfectTurn>();

  constructor(readonly table: ValueTable) {}

  /** The turn plan for this sheet (the values every keep is weighed by). */
  plan(sheet: Sheet): TurnPlan {
    return planTurn(this.table, sheet);
  }

  /** The turn's state (the same object while the sheet is the same). */
  private turn(sheet: Sheet): PerfectTurn {
    return this.memo.get(this.table.layout.rules, sheet, () => planState(this.table, sheet));
  }

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    const { rules, sheet, dice, rollsLeft } = turnView(state);
    checkSameRules(this.table.layout.rules, rules, 'Perfect');
    if (dice === null) return FIRST_ROLL;
    const { layout, values } = this.table;
    const { state: at, key } = this.turn(sheet);
    const scoreNow = (): BotDecision =>
      bestBox(
        rules,
        sheet,
        dice,
        (box, points, extraYacht) => extraYacht + afterBox(layout, values, at.s, at.y, at.lane, box, points),
        tieBreak,
      );
    if (rollsLeft === 0) return scoreNow();
    // Looked up at each decision, not kept: another game's turn may take the array over in between.
    const choices: KeepChoices = keepChoices(this.table, at, key);
    const roll = rollIndex(dice);
    const keep = choices[(rollsLeft - 1) * ROLLS + roll]!;
    if (keep === TIED) {
      const plan = this.plan(sheet);
      return keepDecision(bestKeep(dice, rollsLeft === 1 ? plan.oneLeft : plan.twoLeft, tieBreak), scoreNow);
    }
    if (keep === roll) return scoreNow();
    return { type: 'roll', keep: maskPositions(keepMask(dice, keep)) };
  }
}
