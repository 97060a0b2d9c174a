// Easy: keeps the face it has most of (the higher face when counts are level) and rolls the rest; once the
// rolls are used up, or all five dice are alike, it scores the legal box worth most now.

import { DICE_COUNT, faceCounts } from '../dice';
import type { GameState } from '../game';
import type { Bot, BotDecision, TieBreak } from './types';
import { bestBox, FIRST_ROLL, turnView } from './turn-values';

export class EasyBot implements Bot {
  readonly level = 'easy' as const;

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    const { rules, sheet, dice, rollsLeft } = turnView(state);
    if (dice === null) return FIRST_ROLL;
    const counts = faceCounts(dice);
    let face = 6;
    for (let f = 5; f >= 1; f--) if ((counts[f] ?? 0) > (counts[face] ?? 0)) face = f;
    if (rollsLeft > 0 && (counts[face] ?? 0) < DICE_COUNT) {
      const keep: number[] = [];
      dice.forEach((d, p) => {
        if (d === face) keep.push(p);
      });
      return { type: 'roll', keep };
    }
    return bestBox(rules, sheet, dice, (_box, points, extraYacht) => points + extraYacht, tieBreak);
  }
}
