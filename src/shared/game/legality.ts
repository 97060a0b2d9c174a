// The rules of play as checks: each returns quietly when a move is legal and throws a GameError saying
// why when it is not. The fold (state.ts) and the actions (actions.ts) both use these, so they agree.

import { DICE_COUNT, diceProblem, type Face } from '../dice';
import { nameOnOneLine } from '../names';
import {
  customBaseProblem,
  customPlayProblems,
  rulesProblemsText,
  scoreChoices,
  type BoxChoice,
  type CustomRules,
  type Variant,
} from '../rules';
import { GameError } from './errors';
import { MAX_LOG_EVENTS } from './file-limits';
import {
  MAX_KEEP_CHANGES_PER_ROLL,
  MAX_NAME_LENGTH,
  MAX_SEATS,
  MIN_SEATS,
  ROLLS_PER_TURN,
  type GameState,
  type Positions,
  type Seat,
} from './types';

/** "seat 1 (Bea)": how messages name a seat, on one line whatever the name (a game saved before names were). */
export function seatLabel(state: GameState, seat: number): string {
  const name = state.seats[seat]?.name;
  return name === undefined ? `seat ${seat}` : `seat ${seat} (${nameOnOneLine(name)})`;
}

export function checkSeats(seats: readonly Seat[], firstSeat: number): void {
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS) {
    throw new GameError('bad-setup', `a game needs ${MIN_SEATS} to ${MAX_SEATS} seats, got ${seats.length}`);
  }
  seats.forEach((seat, i) => {
    if (seat.name.trim() === '') throw new GameError('bad-setup', `seat ${i} needs a name`);
    if (seat.name.length > MAX_NAME_LENGTH) {
      throw new GameError('bad-setup', `seat ${i}'s name is longer than ${MAX_NAME_LENGTH} characters`);
    }
  });
  if (!Number.isInteger(firstSeat) || firstSeat < 0 || firstSeat >= seats.length) {
    throw new GameError('bad-setup', `the first seat must be 0 to ${seats.length - 1}, got ${firstSeat}`);
  }
}

/** The game is still going and it is `seat`'s turn. */
export function checkTurn(state: GameState, seat: number): void {
  if (state.over) throw new GameError('game-over', 'the game is over: every sheet is full');
  if (seat !== state.turn.seat) {
    throw new GameError(
      'wrong-seat',
      `it is ${seatLabel(state, state.turn.seat)}'s turn, not ${seatLabel(state, seat)}'s`,
    );
  }
}

/** Positions are distinct whole numbers 0..4 in ascending order. */
export function checkPositions(positions: Positions): void {
  let previous = -1;
  for (const p of positions) {
    if (!Number.isInteger(p) || p < 0 || p >= DICE_COUNT) {
      throw new GameError(
        'bad-keep',
        `a kept position must be a dice position from 0 to ${DICE_COUNT - 1}, got ${p}`,
      );
    }
    if (p <= previous) {
      throw new GameError(
        'bad-keep',
        `kept positions must be distinct and in ascending order, got [${positions.join(', ')}]`,
      );
    }
    previous = p;
  }
}

/** `seat` may roll now while keeping `kept`. */
export function checkRoll(state: GameState, seat: number, kept: Positions): void {
  checkTurn(state, seat);
  if (state.turn.rollsUsed >= ROLLS_PER_TURN) {
    throw new GameError('no-rolls-left', 'no rolls left this turn: score a box before rolling again');
  }
  checkPositions(kept);
  if (state.turn.dice === null && kept.length > 0) {
    throw new GameError('not-rolled', 'no dice to keep before the first roll');
  }
  if (kept.length === DICE_COUNT) {
    throw new GameError('bad-keep', 'every die is kept: release at least one before rolling, or score a box');
  }
}

/** The dice after a roll: five faces, with every kept die as it was. */
export function checkRolledDice(state: GameState, kept: Positions, dice: readonly Face[]): void {
  const problem = diceProblem(dice);
  if (problem !== null) throw new GameError('bad-dice', `a roll shows five dice: ${problem}`);
  const before = state.turn.dice;
  if (before === null) return;
  for (const p of kept) {
    if (dice[p] !== before[p]) {
      throw new GameError(
        'kept-die-changed',
        `the kept die at position ${p} changed from ${before[p]} to ${dice[p]} during the roll`,
      );
    }
  }
}

/** `seat` may hold `positions` back from the next roll. */
export function checkKeep(state: GameState, seat: number, positions: Positions): void {
  checkTurn(state, seat);
  if (state.turn.dice === null) throw new GameError('not-rolled', 'no dice to keep before the first roll');
  if (state.turn.rollsUsed >= ROLLS_PER_TURN) {
    throw new GameError('no-rolls-left', 'no rolls left this turn: nothing to keep for, score a box');
  }
  checkPositions(positions);
}

/**
 * A keep `seat` may make in play (checkKeep first): one that changes the held dice, while the roll has keep
 * changes left. Played moves only: a log is read whatever its keeps (see state.ts).
 */
export function checkKeepChange(state: GameState, positions: Positions): void {
  const held = state.turn.kept;
  const same = held.length === positions.length && held.every((p, i) => p === positions[i]);
  // At a real table a bot announces its keep once after each roll, even the same dice (real-dice.ts); so does a
  // bot standing in for a person at an online table, which the engine does not know of: any seat may, once.
  const announced = state.realDice !== null && state.keepChanges === 0;
  if (same && !announced) {
    throw new GameError(
      'keep-unchanged',
      'those dice are held already: a keep that changes nothing is not a move',
    );
  }
  if (state.keepChanges >= MAX_KEEP_CHANGES_PER_ROLL) {
    throw new GameError(
      'too-many-keeps',
      `too many keep changes this roll (${MAX_KEEP_CHANGES_PER_ROLL} at most): roll, keeping the dice held now, or score`,
    );
  }
}

export interface LegalScore {
  readonly choice: BoxChoice;
  readonly extraYacht: number;
}

/** `seat` may write the current dice in `box`: returns the points and the extra-yacht points. */
export function checkScore(state: GameState, seat: number, box: string): LegalScore {
  checkTurn(state, seat);
  const dice = state.turn.dice;
  if (dice === null) throw new GameError('not-rolled', 'roll the dice before scoring');
  const { rules } = state;
  if (!rules.boxes.some((b) => b.id === box)) {
    const ids = rules.boxes.map((b) => b.id).join(', ');
    throw new GameError(
      'unknown-box',
      `there is no box '${box}' in ${nameOnOneLine(rules.name)}; the boxes are: ${ids}`,
    );
  }
  const sheet = state.sheets[seat] ?? {};
  if (sheet[box] !== undefined) throw new GameError('box-filled', `box '${box}' is already filled`);
  const choices = scoreChoices(rules, sheet, dice, state.turn.rollsUsed === 1);
  const choice = choices.boxes.find((c) => c.box === box);
  if (choice === undefined) {
    const legal = choices.boxes.map((c) => `'${c.box}'`).join(' or ');
    if (choices.joker) {
      throw new GameError(
        'joker-forbids',
        `the joker rule forbids box '${box}': five ${dice[0]}s must go in ${legal}`,
      );
    }
    throw new GameError('illegal-box', `box '${box}' cannot take these dice; they may go in ${legal}`);
  }
  return { choice, extraYacht: choices.extraYacht };
}

/** A custom rule set in a setup or a log: values the game can take, and its base named as the variant. */
export function checkCustom(variant: Variant, custom: CustomRules | null | undefined): void {
  if (!custom) return;
  const otherBase = customBaseProblem(variant, custom);
  if (otherBase !== null) throw new GameError('bad-setup', otherBase);
  const problems = customPlayProblems(custom);
  if (problems.length > 0) {
    throw new GameError(
      'bad-setup',
      `the custom rules "${nameOnOneLine(custom.name)}": ${rulesProblemsText(problems)}`,
    );
  }
}

/**
 * A hold or an undo still has room in the log (MAX_LOG_EVENTS): past it a game goes on by rolls and scores only,
 * which end it in a few hundred events, so that the file the app writes stays within what it reads.
 */
export function checkLogRoom(state: GameState): void {
  if (state.eventCount < MAX_LOG_EVENTS) return;
  throw new GameError(
    'log-full',
    `this game's log is full (${MAX_LOG_EVENTS.toLocaleString('en-US')} events): no more holds or undos; roll (keeping dice with the roll) and score to finish it`,
  );
}
