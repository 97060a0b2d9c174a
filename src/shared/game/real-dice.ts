// Real dice: a game played with five dice on a real table, the app keeping the sheet. The dice a roll shows are
// typed in (only the rolled ones: kept dice stay), and go through the same checks as the app's own rolls. A
// roll typed wrong is taken back by a retype before anything is decided on it: an `undone` event marked as one,
// which takes back no decision and leaves the game a fair one. On a score sheet ('sheet' mode) a person types
// only the turn's final dice: a roll marked `final`, after which no rolls are left.

import { DICE_COUNT, isFace, type Face } from '../dice';
import { GameError } from './errors';
import { checkLogRoom, checkTurn, seatLabel } from './legality';
import type { CreatedEvent, GameState, Positions, RolledEvent, TypedRoll, UndoneEvent } from './types';

/** How many dice, how few: the words for a count of dice. */
function diceWord(count: number): string {
  return `${count} ${count === 1 ? 'die' : 'dice'}`;
}

/** A typed face, as a person typed it: a whole number from 1 to 6. */
function checkFace(value: unknown): Face {
  if (isFace(value)) return value;
  throw new GameError('bad-dice', `a die shows 1 to 6, not ${String(value)}`);
}

/**
 * The five dice after a roll of a real-dice game: the kept dice as they were, the rolled positions (in table
 * order) showing the typed faces. Throws a GameError in words for any other input.
 */
export function typedRoll(
  state: GameState,
  seat: number,
  kept: Positions,
  typed: readonly unknown[] | undefined,
  final: boolean,
): Face[] {
  if (state.realDice === null) {
    if (typed !== undefined || final) {
      throw new GameError('not-real-dice', 'the app rolls the dice in this game: dice cannot be typed in');
    }
    throw new Error('typedRoll is for real-dice games');
  }
  const rolled = DICE_COUNT - kept.length;
  if (typed === undefined) {
    throw new GameError(
      'dice-not-typed',
      `this game is played with real dice: type the ${diceWord(rolled)} ${seatLabel(state, seat)} rolled`,
    );
  }
  if (final) checkFinal(state, seat, kept);
  if (typed.length !== rolled) {
    const held = kept.length === 0 ? '' : ` (${diceWord(kept.length)} kept stay as they are)`;
    throw new GameError(
      'bad-dice',
      `${diceWord(rolled)} ${rolled === 1 ? 'was' : 'were'} rolled${held}: type ${rolled === 1 ? 'its face' : `their ${rolled} faces`}, not ${typed.length}`,
    );
  }
  const faces = typed.map(checkFace);
  const before = state.turn.dice;
  const dice: Face[] = [];
  let next = 0;
  for (let p = 0; p < DICE_COUNT; p++) {
    const held = before?.[p];
    dice.push(kept.includes(p) && held !== undefined ? held : faces[next++]!);
  }
  return dice;
}

/** A turn's final dice typed on a score sheet: a person's, in 'sheet' mode, as the turn's first entry. */
function checkFinal(state: GameState, seat: number, kept: Positions): void {
  if (state.realDice?.mode !== 'sheet') {
    throw new GameError(
      'not-sheet',
      "this game is coached: type every roll, so that the coach sees each keep (a turn's final dice alone are for score-sheet games)",
    );
  }
  if (state.seats[seat]?.kind !== 'human') {
    throw new GameError(
      'not-sheet',
      `${seatLabel(state, seat)} is a bot: it decides after every roll, so each of its rolls is typed`,
    );
  }
  if (state.turn.rollsUsed > 0 || kept.length > 0) {
    throw new GameError(
      'not-sheet',
      "a turn's final dice are typed as its first entry: this turn's rolls are being typed one by one",
    );
  }
}

/** A saved roll's `final` mark: only a score sheet's final dice, as checkFinal allows them. */
export function checkRolledEntry(state: GameState, event: RolledEvent): void {
  if (event.final) checkFinal(state, event.seat, event.kept);
}

/** A real-dice game's dice come from the table: no seed or dice grid deals them. */
export function checkRealCreated(event: CreatedEvent): void {
  if (event.realDice && (event.grid || event.seed !== null)) {
    throw new GameError(
      'bad-setup',
      'a game played with real dice has no seed or dice grid: its dice are typed in',
    );
  }
}

/** A bot at a real table rolls the dice it did not keep: its keep is its decision, not the typist's. */
export function checkBotKeep(state: GameState, seat: number, kept: Positions): void {
  const bot = state.seats[seat];
  if (state.realDice === null || bot?.kind !== 'bot' || state.turn.dice === null) return;
  const held = state.turn.kept;
  if (held.length === kept.length && held.every((p, i) => p === kept[i])) return;
  const faces = held.map((p) => state.turn.dice?.[p]).join('-');
  throw new GameError(
    'bot-keeps',
    held.length === 0
      ? `${bot.name} keeps no dice: roll all five for it`
      : `${bot.name} keeps ${faces} (positions ${held.map((p) => p + 1).join(', ')}): roll the other dice for it`,
  );
}

/** The `undone` event of a retype: the last roll of the turn, while nothing has been decided on it. */
export function retypeEvent(state: GameState, seat: number | undefined): UndoneEvent {
  const roll = openRoll(state);
  const on = state.turn.seat;
  if (seat !== undefined) checkTurn(state, seat);
  checkLogRoom(state);
  return { type: 'undone', seat: on, to: roll.index, retype: true };
}

function openRoll(state: GameState): TypedRoll {
  if (state.realDice === null) {
    throw new GameError('not-real-dice', 'the app rolls the dice in this game: there is nothing to retype');
  }
  if (state.over) throw new GameError('game-over', 'the game is over: its dice can no longer be retyped');
  const roll = state.typedRoll;
  if (roll === null) {
    throw new GameError(
      'nothing-to-retype',
      state.turn.dice === null
        ? 'no dice have been typed this turn'
        : 'the last roll has been decided on (the dice were rolled again or scored): only a roll nothing was decided on can be retyped',
    );
  }
  return roll;
}

/** The state after a retype's `undone` event: the state before the roll, the log and the faces going on. */
export function retyped(state: GameState, event: UndoneEvent): GameState {
  const roll = openRoll(state);
  if (roll.index !== event.to || event.seat !== state.turn.seat) {
    throw new GameError(
      'bad-retype',
      `a retype takes back the turn's last roll (event ${roll.index}, ${seatLabel(state, state.turn.seat)}), not event ${event.to} of seat ${event.seat}`,
    );
  }
  // The roll before it is open again (nothing is decided on it now), as the state before held it; the undo
  // points are the state's, less the roll's own (a person's re-roll is one).
  let undoPoints = state.undoPoints;
  while (undoPoints !== null && undoPoints.index >= roll.index) undoPoints = undoPoints.previous;
  return { ...roll.before, undoPoints, eventCount: state.eventCount + 1, facesRolled: state.facesRolled };
}

/** The open roll after a roll made in `before`: a real-dice roll is open until something is decided on it. */
export function typedRollAfter(before: GameState): TypedRoll | null {
  if (before.realDice === null) return null;
  const { undoPoints: _points, ...bare } = before;
  return { index: before.eventCount, before: bare };
}

/** What a real-dice table waits for now (realDiceWait). */
export type RealDiceWait =
  /** Dice to type for `seat`: `rolled` dice (the others, at `kept`, stay); `final`: a score sheet's final dice may be typed. */
  | {
      readonly kind: 'dice';
      readonly seat: number;
      readonly bot: boolean;
      readonly rolled: number;
      readonly kept: Positions;
      readonly final: boolean;
    }
  /** A person decides: holds then a roll (whose dice are typed next), or a box. */
  | { readonly kind: 'decision'; readonly seat: number }
  /** A bot decides on the dice typed for it: its keep (then its dice are typed) or its box. */
  | { readonly kind: 'bot'; readonly seat: number }
  | { readonly kind: 'over' };

/**
 * What a real-dice game waits for, from its state alone (null: the app rolls this game's dice). A bot's keep is
 * a `kept` event after the roll (it may repeat the held dice: the typist sees the bot has decided), so a bot
 * whose roll has a keep since waits for its dice. `botPlays`: the seats a bot plays (the bot seats, and at an
 * online table the seats a bot stands in for, whose keep made before the person left stands as the bot's).
 */
export function realDiceWait(
  state: GameState,
  botPlays: (seat: number) => boolean = (seat) => state.seats[seat]?.kind === 'bot',
): RealDiceWait | null {
  if (state.realDice === null) return null;
  if (state.over) return { kind: 'over' };
  const { seat, dice, kept, rollsUsed } = state.turn;
  const bot = botPlays(seat);
  if (dice === null) {
    const final = !bot && state.realDice.mode === 'sheet';
    return { kind: 'dice', seat, bot, rolled: DICE_COUNT, kept: [], final };
  }
  if (!bot) return { kind: 'decision', seat };
  if (rollsUsed < 3 && state.keepChanges > 0) {
    return { kind: 'dice', seat, bot, rolled: DICE_COUNT - kept.length, kept, final: false };
  }
  return { kind: 'bot', seat };
}
