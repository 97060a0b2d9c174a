// Perfect: the solver's optimal choice at every decision. The turn's keep choices (solver/keep-choices.ts: the best
// keep of every roll with one and with two rolls left, from the turn plan) are looked up once per turn and
// reused for its decisions; where keeps tie, the plan's values are weighed and the tie drawn.

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
  readonly choices: KeepChoices;
}

export class PerfectBot implements Bot {
  readonly level = 'perfect' as const;
  private readonly memo = new TurnMemo<PerfectTurn>();

  constructor(readonly table: ValueTable) {}

  /** The turn plan for this sheet (the values every keep is weighed by). */
  plan(sheet: Sheet): TurnPlan {
    return planTurn(this.table, sheet);
  }

  /** The turn's state and keep choices (the same object while the sheet is the same). */
  private turn(sheet: Sheet): PerfectTurn {
    return this.memo.get(this.table.layout.rules, sheet, () => {
      const { state, key } = planState(this.table, sheet);
      return { state, choices: keepChoices(this.table, state, key) };
    });
  }

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    const { rules, sheet, dice, rollsLeft } = turnView(state);
    checkSameRules(this.table.layout.rules, rules, 'Perfect');
    if (dice === null) return FIRST_ROLL;
    const { layout, values } = this.table;
    const { state: at, choices } = this.turn(sheet);
    const scoreNow = (): BotDecision =>
      bestBox(
        rules,
        sheet,
        dice,
        (box, points, extraYacht) => extraYacht + afterBox(layout, values, at.s, at.y, at.lane, box, points),
        tieBreak,
      );
    if (rollsLeft === 0) return scoreNow();
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
