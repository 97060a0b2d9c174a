// The hint of a game in progress: the decision it waits for now as a solver position, and the table action
// that plays each ranked option (the dice to hold for a roll, moving as few as possible, or the box).

import type { Hint, HintAction } from '../../shared/api/contract';
import { keepPositions, type PositionOptions, type RankedOption } from '../../shared/coach';
import { rollsLeft, seatLabel, type GameState } from '../../shared/game';
import type { Position } from '../../shared/solver';

/** The position of the seat on turn, or why there is no decision to make. */
export function decisionPosition(state: GameState): { position: Position } | { none: string } {
  if (state.over) return { none: 'the game is over: there is no decision to make' };
  const seat = state.turn.seat;
  const dice = state.turn.dice;
  if (dice === null)
    return { none: `${seatLabel(state, seat)} has not rolled yet: there is no decision to make` };
  const left = rollsLeft(state);
  if (left !== 0 && left !== 1 && left !== 2)
    throw new Error(`a turn after its first roll has ${left} rolls left`);
  return {
    position: {
      sheet: state.sheets[seat] ?? {},
      extraYachts: state.extraYachts[seat] ?? 0,
      dice,
      rollsLeft: left,
    },
  };
}

function actionOf(state: GameState, option: RankedOption): HintAction {
  const { choice } = option;
  if (choice.type === 'score') return { type: 'score', box: choice.box };
  const dice = state.turn.dice ?? [];
  return { type: 'roll', keep: keepPositions(dice, state.turn.kept, choice.keep) };
}

/** The hint for the log `at` entries long whose state is `state`, from its ranked options. */
export function hintOf(gameId: string, at: number, state: GameState, ranked: PositionOptions): Hint {
  return {
    gameId,
    at,
    seat: state.turn.seat,
    ...ranked,
    actions: ranked.options.map((option) => actionOf(state, option)),
  };
}
