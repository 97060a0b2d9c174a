// Medium: weighs every keep over the next roll only. A keep is worth the average, over the dice the next roll
// could bring, of the best immediate score of those dice (points, the upper bonus if they complete it, extra
// yachts); with two rolls left it still looks just one roll ahead. It stands when no keep beats the dice as
// they are (on the turn's first roll, with its servida: Generala). Among boxes scoring the same it spends the
// one that could ever hold least, so a nought goes in the ones rather than the yacht (and first in a Doble
// Generala that can no longer score).

import type { GameState } from '../game';
import { possiblePoints, upperTotal, yachtBox, type RuleSet, type Sheet } from '../rules';
import { TurnMemo } from './memo';
import type { Bot, BotDecision, TieBreak } from './types';
import {
  bestBox,
  bestKeep,
  FIRST_ROLL,
  keepDecision,
  turnKeepValues,
  turnView,
  withFirstRollStand,
  type BoxUtility,
} from './turn-values';

/** Per point of a box's maximum: small enough never to outweigh a whole point (maxima stay under 1000). */
const WASTE = 1e-3;

const maxima = new WeakMap<RuleSet, number[]>();

function boxMaxima(rules: RuleSet): number[] {
  let out = maxima.get(rules);
  if (!out) {
    const possible = possiblePoints(rules);
    out = rules.boxes.map((b) => Math.max(...(possible.get(b.id) ?? [0])));
    maxima.set(rules, out);
  }
  return out;
}

/** Whether a second-yacht box (Doble Generala) can never score from this sheet: the yacht box was scratched. */
function deadSecondYacht(rules: RuleSet, sheet: Sheet): boolean {
  const yacht = yachtBox(rules);
  return yacht !== undefined && sheet[yacht.id] === 0;
}

/** Immediate points of writing `points` in a box, the bonus they complete included, less a sliver for waste. */
export function immediateUtility(rules: RuleSet, sheet: Sheet): BoxUtility {
  const maxima = boxMaxima(rules);
  const dead = deadSecondYacht(rules, sheet);
  const max = dead ? maxima.map((m, b) => (rules.boxes[b]!.scoring.kind === 'second-yacht' ? 0 : m)) : maxima;
  const upper = upperTotal(rules, sheet);
  const bonus = rules.bonus;
  return (box, points, extraYacht) => {
    let v = points + extraYacht - WASTE * max[box]!;
    if (bonus && rules.boxes[box]!.section === 'upper' && upper < bonus.threshold) {
      if (upper + points >= bonus.threshold) v += bonus.points;
    }
    return v;
  };
}

export class MediumBot implements Bot {
  readonly level = 'medium' as const;
  private readonly memo = new TurnMemo<Float64Array>();

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    const { rules, sheet, dice, rollsLeft, firstRoll } = turnView(state);
    if (dice === null) return FIRST_ROLL;
    const utility = immediateUtility(rules, sheet);
    const scoreNow = (): BotDecision => bestBox(rules, sheet, dice, utility, tieBreak, firstRoll);
    if (rollsLeft === 0) return scoreNow();
    const oneLeft = this.memo.get(rules, sheet, () => turnKeepValues(rules, sheet, utility, 1).oneLeft);
    const values = firstRoll ? withFirstRollStand(rules, sheet, dice, oneLeft, utility) : oneLeft;
    return keepDecision(bestKeep(dice, values, tieBreak), scoreNow);
  }
}
