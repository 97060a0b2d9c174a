// Perfect: the solver's optimal choice at every decision. The turn's plan (the value of every keep with one
// and with two rolls left) is computed once per turn from the solved table and reused for its decisions.

import type { GameState } from '../game';
import type { Sheet } from '../rules';
import { afterBox, planTurn, type TurnPlan, type ValueTable } from '../solver';
import { TurnMemo } from './memo';
import type { Bot, BotDecision, TieBreak } from './types';
import { bestBox, bestKeep, checkSameRules, FIRST_ROLL, keepDecision, turnView } from './turn-values';

export class PerfectBot implements Bot {
  readonly level = 'perfect' as const;
  private readonly memo = new TurnMemo<TurnPlan>();

  constructor(readonly table: ValueTable) {}

  /** The turn plan for this sheet (the same object while the sheet is the same). */
  plan(sheet: Sheet): TurnPlan {
    return this.memo.get(this.table.layout.rules, sheet, () => planTurn(this.table, sheet));
  }

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    const { rules, sheet, dice, rollsLeft } = turnView(state);
    checkSameRules(this.table.layout.rules, rules, 'Perfect');
    if (dice === null) return FIRST_ROLL;
    const plan = this.plan(sheet);
    const { layout, values } = this.table;
    const { s, y, lane } = plan.state;
    const scoreNow = (): BotDecision =>
      bestBox(
        rules,
        sheet,
        dice,
        (box, points, extraYacht) => extraYacht + afterBox(layout, values, s, y, lane, box, points),
        tieBreak,
      );
    if (rollsLeft === 0) return scoreNow();
    return keepDecision(bestKeep(dice, rollsLeft === 1 ? plan.oneLeft : plan.twoLeft, tieBreak), scoreNow);
  }
}
