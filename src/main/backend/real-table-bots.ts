// Bots at a real table ("play Perfect with your own dice"): a bot seat, or a bot standing in for a person who left
// an online table, says which dice it keeps and which box it scores; a person rolls real dice for it and types
// them. The bot never rolls: its roll becomes the keep it announces (a `kept` event, even of the dice it holds,
// so that the typist and a restart see it has decided), and then it waits for its dice.

import {
  realDiceWait,
  seatLabel,
  type Action,
  type GameAction,
  type GameState,
  type Positions,
  type RetypeAction,
} from '../../shared/game';

/**
 * Whether the bot on turn at a real table waits for its dice to be typed (it neither rolls nor decides then).
 * Its keep is in the log (realDiceWait), a stand-in's too (the engine takes one repeated keep a roll from any
 * seat at a real table). A keep the person made before leaving stands as theirs: the stand-in decides on the
 * next dice.
 */
export function waitsForDice(state: GameState, standIn: boolean): boolean {
  const seat = state.turn.seat;
  const wait = realDiceWait(state, (s) => state.seats[s]?.kind === 'bot' || (standIn && s === seat));
  return wait?.kind === 'dice';
}

/** A bot's move at a real table: its roll is announced as the keep it rolls with (its dice are typed for it). */
export function tableMove(action: GameAction, state: GameState): GameAction {
  if (state.realDice === null || action.type !== 'roll') return action;
  return { type: 'keep', seat: action.seat ?? state.turn.seat, positions: action.keep ?? state.turn.kept };
}

/**
 * Why the dice typed for a bot at a real table are not taken, or null. A bot's roll comes after it has said
 * what it keeps, and with that keep (the engine checks a bot seat's keep, checkBotKeep; a stand-in's is
 * checked here, as its seat is a person's); a stand-in decides after every roll, so no final dice are typed.
 */
export function typistProblem(
  state: GameState,
  action: Action | RetypeAction,
  standIn: boolean,
): string | null {
  const seat = state.turn.seat;
  const bot = state.seats[seat]?.kind === 'bot';
  if (state.realDice === null || action.type !== 'roll' || (!bot && !standIn)) return null;
  const who = seatLabel(state, seat);
  if (standIn && action.final) {
    return `${who} is played by a bot: it decides after every roll, so each of its rolls is typed`;
  }
  if (state.turn.dice !== null && !waitsForDice(state, standIn)) {
    return `${who} is a bot deciding on these dice: it says what it keeps (or scores) before its dice are typed`;
  }
  if (!standIn || action.keep === undefined || samePositions(action.keep, state.turn.kept)) return null;
  const held = state.turn.kept;
  return held.length === 0
    ? `${who} keeps no dice: roll all five for it`
    : `${who} keeps positions ${held.map((p) => p + 1).join(', ')}: roll the other dice for it`;
}

function samePositions(a: Positions, b: Positions): boolean {
  const sorted = [...new Set(a)].sort((x, y) => x - y);
  return sorted.length === b.length && sorted.every((p, i) => p === b[i]);
}
