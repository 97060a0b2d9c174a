// Easy: keeps the face it has most of (the higher face when counts are level) and rolls the rest; once the
// rolls are used up, or all five dice are alike, it scores the legal box worth most now. A first roll that
// makes a servida (Generala: points more, or the game won at once) it scores at once.

import { DICE_COUNT, faceCounts } from '../dice';
import type { GameState } from '../game';
import type { Bot, BotDecision, TieBreak } from './types';
import { bestBox, FIRST_ROLL, firstRollStand, turnView, type BoxUtility } from './turn-values';

/** Easy counts points only. */
const points: BoxUtility = (_box, p, extraYacht) => p + extraYacht;

export class EasyBot implements Bot {
  readonly level = 'easy' as const;

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    const { rules, sheet, dice, rollsLeft, firstRoll } = turnView(state);
    if (dice === null) return FIRST_ROLL;
    const counts = faceCounts(dice);
    let face = 6;
    for (let f = 5; f >= 1; f--) if ((counts[f] ?? 0) > (counts[face] ?? 0)) face = f;
    // A servida in the dice: standing now is worth at least as much as the same box later.
    const servida = firstRoll && firstRollStand(rules, sheet, dice, points) > -Infinity;
    if (rollsLeft > 0 && (counts[face] ?? 0) < DICE_COUNT && !servida) {
      const keep: number[] = [];
      dice.forEach((d, p) => {
        if (d === face) keep.push(p);
      });
      return { type: 'roll', keep };
    }
    return bestBox(rules, sheet, dice, points, tieBreak, firstRoll);
  }
}
