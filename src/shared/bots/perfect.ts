// Perfect: the solver's optimal choice at every decision (perfect-policy.ts), its turn's state found once per
// sheet.

import type { GameState } from '../game';
import type { Sheet } from '../rules';
import { planState, type ValueTable } from '../solver';
import { TurnMemo } from './memo';
import { perfectBox, perfectKeep, type BoxPick, type PerfectTurn } from './perfect-policy';
import type { Bot, BotDecision, TieBreak } from './types';
import { checkSameRules, FIRST_ROLL, maskPositions, STAND, turnView } from './turn-values';

export class PerfectBot implements Bot {
  readonly level = 'perfect' as const;
  private readonly memo = new TurnMemo<PerfectTurn>();
  private readonly pick: BoxPick = { box: 0, points: 0, extraYacht: 0 };

  constructor(readonly table: ValueTable) {}

  /** The turn's state (the same object while the sheet is the same). */
  private turn(sheet: Sheet): PerfectTurn {
    return this.memo.get(this.table.layout.rules, sheet, () => planState(this.table, sheet));
  }

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    const { rules, sheet, dice, rollsLeft, firstRoll } = turnView(state);
    checkSameRules(this.table.layout.rules, rules, 'Perfect');
    if (dice === null) return FIRST_ROLL;
    const turn = this.turn(sheet);
    if (rollsLeft > 0) {
      const keep = perfectKeep(this.table, turn, dice, rollsLeft, tieBreak);
      if (keep !== STAND) return { type: 'roll', keep: maskPositions(keep) };
    }
    const { box } = perfectBox(this.table, turn.state, dice, tieBreak, this.pick, firstRoll);
    return { type: 'score', box: rules.boxes[box]!.id };
  }
}
