// What every bot answers: given a game state, the decision for the seat whose turn it is.

import type { Action, BotLevel, GameState, Positions } from '../game';

/** A bot's move: hold `keep` (dice positions, ascending) and roll the rest, or write the dice in `box`. */
export type BotDecision =
  { readonly type: 'roll'; readonly keep: Positions } | { readonly type: 'score'; readonly box: string };

/**
 * Where a bot breaks ties between equally good moves: any source of 32-bit numbers (a SeededRandom will do).
 * It is drawn from only when there is a tie, so a decision is a pure function of the state and this source.
 */
export interface TieBreak {
  nextUint32(): number;
}

export interface Bot {
  readonly level: BotLevel;
  /**
   * The decision for the seat whose turn it is. Always legal in `state`; throws when the game is over.
   * Without `tieBreak`, ties go to the first option in a fixed order.
   */
  decide(state: GameState, tieBreak?: TieBreak): BotDecision;
}

/** The engine action that carries out a decision for `seat`. */
export function decisionAction(decision: BotDecision, seat: number): Action {
  return decision.type === 'roll'
    ? { type: 'roll', seat, keep: decision.keep }
    : { type: 'score', seat, box: decision.box };
}
