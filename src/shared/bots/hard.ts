// Hard: weighs every keep to the end of the turn (three rolls, like Perfect), but scores the final dice with a
// small valuation instead of the solved table: writing p points in box b is worth p, less what b usually earns
// later (it can no longer), plus the upper section's prospects after it (the bonus) and, for a 50 in the
// yacht box, the extra yachts it usually brings. The valuation (valuation.ts) is a handful of numbers per rule
// set, derived once from the solver.

import type { GameState } from '../game';
import { rulesFingerprint, upperTotal, type RuleSet, type Sheet } from '../rules';
import { TurnMemo } from './memo';
import type { Bot, BotDecision, TieBreak } from './types';
import {
  bestBox,
  bestKeep,
  checkSameRules,
  FIRST_ROLL,
  keepDecision,
  turnKeepValues,
  turnView,
  withFirstRollStand,
  type BoxUtility,
  type KeepValues,
} from './turn-values';
import type { BoxValuation } from './valuation';

export class HardBot implements Bot {
  readonly level = 'hard' as const;
  private readonly upperFace: number[];
  private readonly yacht: number;
  /** The least open-box worth of the valuation. */
  private readonly leastWorth: number;
  /** The second-yacht box (Doble Generala), or -1. */
  private readonly secondYacht: number;
  private readonly memo = new TurnMemo<{ utility: BoxUtility; keeps: KeepValues }>();

  constructor(
    readonly rules: RuleSet,
    readonly valuation: BoxValuation,
  ) {
    if (valuation.rules !== rulesFingerprint(rules)) {
      throw new Error(`this valuation is for ${valuation.rules}, not ${rulesFingerprint(rules)}`);
    }
    this.upperFace = rules.boxes.map((b) => (b.scoring.kind === 'upper' ? b.scoring.face : 0));
    // The yacht box's 50 changes later turns with a joker, or a second-yacht box (Doble Generala) it opens.
    const later = rules.joker !== null || rules.boxes.some((b) => b.scoring.kind === 'second-yacht');
    this.yacht = later ? rules.boxes.findIndex((b) => b.scoring.kind === 'yacht') : -1;
    this.leastWorth = Math.min(0, ...valuation.open);
    this.secondYacht = rules.boxes.findIndex((b) => b.scoring.kind === 'second-yacht');
  }

  /** How Hard values writing points in each box from this sheet: the points plus the sheet's worth after. */
  utility(sheet: Sheet): BoxUtility {
    const { rules, upperFace, yacht } = this;
    const { open, bonus } = this.valuation;
    let U = 0;
    let after = -1;
    rules.boxes.forEach((b, i) => {
      if (sheet[b.id] === undefined) after++;
      else if (upperFace[i]) U |= 1 << (upperFace[i] - 1);
    });
    const fifty = this.valuation.yacht[after] ?? 0;
    const T = rules.bonus?.threshold ?? 0;
    const u = T ? Math.min(T, upperTotal(rules, sheet)) : 0;
    // Every open box but the one written in stays open: the sum over all open boxes is the same for every
    // choice, so only the written box's own worth is taken off.
    const yachtBox = rules.boxes[yacht];
    const hasFifty = yachtBox !== undefined && (sheet[yachtBox.id] ?? 0) > 0;
    // With a second-yacht box, the 50 is worth its term only while that box stays open.
    const second = this.secondYacht;
    const secondOpen = second < 0 || sheet[rules.boxes[second]!.id] === undefined;
    // A second-yacht box after a scratched yacht box can never score: worth less than any box that still can
    // (the box terms are relative, their mean 0; a point below the least of them).
    const dead = yachtBox !== undefined && sheet[yachtBox.id] === 0 ? this.leastWorth - 1 : null;
    const bonusNow = T ? (bonus[U]?.[u] ?? 0) : 0;
    return (box, points, extraYacht) => {
      const worth =
        dead !== null && rules.boxes[box]!.scoring.kind === 'second-yacht' ? dead : (open[box] ?? 0);
      let v = points + extraYacht - worth;
      const face = upperFace[box]!;
      if (T) v += face ? (bonus[U | (1 << (face - 1))]?.[Math.min(T, u + points)] ?? 0) : bonusNow;
      const fiftyAfter = hasFifty || (box === yacht && points > 0);
      if (fiftyAfter && secondOpen && box !== second) v += fifty;
      return v;
    };
  }

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    const { rules, sheet, dice, rollsLeft, firstRoll } = turnView(state);
    checkSameRules(this.rules, rules, 'Hard');
    if (dice === null) return FIRST_ROLL;
    const { utility, keeps } = this.memo.get(rules, sheet, () => {
      const utility = this.utility(sheet);
      return { utility, keeps: turnKeepValues(rules, sheet, utility, 2) };
    });
    const scoreNow = (): BotDecision => bestBox(rules, sheet, dice, utility, tieBreak, firstRoll);
    if (rollsLeft === 0) return scoreNow();
    const values = rollsLeft === 1 ? keeps.oneLeft : keeps.twoLeft;
    // Standing on the first roll may score its servida: weighed as the solver weighs it.
    const first = firstRoll ? withFirstRollStand(rules, sheet, dice, values, utility) : values;
    return keepDecision(bestKeep(dice, first, tieBreak), scoreNow);
  }
}
