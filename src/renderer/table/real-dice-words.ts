// What a real-dice table asks for, in words: whose dice to roll, how many, and for a bot what it keeps.

import { keptDiceText } from '../../shared/coach';
import type { GameState } from '../../shared/game';

/** "the five dice", "the other 2 dice", "the other die". */
function rollWords(rolled: number): string {
  if (rolled === 5) return 'the five dice';
  return rolled === 1 ? 'the other die' : `the other ${rolled} dice`;
}

export interface DicePrompt {
  readonly seat: number;
  readonly rolled: number;
  /** Positions held back from this roll. */
  readonly kept: readonly number[];
  /** A score sheet's final dice: the person plays the turn on the table, then types how it ended. */
  readonly final: boolean;
}

/** The line above the entry: "Ann: roll the five dice and type them", "Perfect keeps 6-6-6: roll …". */
export function dicePrompt(state: GameState, ask: DicePrompt): string {
  const seat = state.seats[ask.seat];
  const name = seat?.name ?? `Seat ${ask.seat + 1}`;
  if (ask.final) return `${name}: play your turn with the dice, then type your final dice`;
  const them = ask.rolled === 1 ? 'it' : 'them';
  if (seat?.kind !== 'bot') return `${name}: roll ${rollWords(ask.rolled)} and type ${them}`;
  if (state.turn.dice === null) return `${name}: roll the five dice for it and type them`;
  const faces = ask.kept.map((p) => state.turn.dice?.[p] ?? 0);
  if (faces.length === 0) return `${name} keeps no dice: roll all five for it and type them`;
  return `${name} keeps ${keptDiceText(faces)}: roll ${rollWords(ask.rolled)} for it and type ${them}`;
}

/** "Perfect is deciding…": a bot at a real table thinking about the dice typed for it. */
export function botDeciding(state: GameState, seat: number): string {
  return `${state.seats[seat]?.name ?? 'The bot'} is deciding…`;
}
