// The table as it was at any point of a game's course: what a replay board draws. The log is folded once
// (one state per event), so moving to any step is a lookup, not a fold.
//
// A point of the course (course.ts) is a roll or a decision. A roll shows the dice as they fell (the dice held
// from before on the shelf). A keep shows the dice before the roll it asked for, with the ones kept on the
// shelf. A score shows the dice that were scored and the sheet with the box written.

import { advance, ROLLS_PER_TURN, type GameEvent, type GameState } from '../game';
import type { CourseKind } from './course';

/** Every state of a log: states[i] is the state just after event i (any prefix of a log folds). */
export function foldStates(events: readonly GameEvent[]): GameState[] {
  const states: GameState[] = [];
  let state: GameState | null = null;
  for (const event of events) {
    state = advance(state, event);
    states.push(state);
  }
  return states;
}

export interface ReplayBoard {
  /** The log index of the event shown. */
  readonly index: number;
  /** For the sheets: every seat's boxes as they stand at this point. */
  readonly state: GameState;
  /** The seat whose roll or decision this is (the first seat at the start). */
  readonly seat: number;
  readonly kind: CourseKind;
  /** The dice in table order, or null at a turn's start. */
  readonly dice: readonly number[] | null;
  /** Positions on the shelf: held through a roll, or kept by a keep. */
  readonly kept: readonly number[];
  /** Rolls the seat had left at this point (after a roll: after it; at a decision: when it was made). */
  readonly rollsLeft: number;
  /** The box a score wrote, if this point is one. */
  readonly box: string | null;
  /** A score sheet's final dice, typed at once (real dice): the rolls before them are not known. */
  readonly final: boolean;
  /** 1-based round. */
  readonly round: number;
}

function roundOf(state: GameState): number {
  return Math.min(state.rules.boxes.length, Math.floor(state.turnsPlayed / state.seats.length) + 1);
}

function leftIn(state: GameState): number {
  return state.turn.dice === null ? ROLLS_PER_TURN : ROLLS_PER_TURN - state.turn.rollsUsed;
}

/**
 * The board at a point of the course: the event at log `index` and whether it is shown as a roll or as the
 * decision it commits (a re-roll is both: the keep, then the dice). Works for decisions taken back as well.
 */
export function boardAt(
  states: readonly GameState[],
  events: readonly GameEvent[],
  index: number,
  kind: CourseKind,
): ReplayBoard {
  const after = states[index];
  const event = events[index];
  if (after === undefined || event === undefined) throw new Error(`no event ${index} in this game`);
  const before = states[index - 1];
  if (kind === 'start' || event.type === 'created' || before === undefined) {
    return {
      index,
      state: after,
      seat: after.turn.seat,
      kind: 'start',
      dice: null,
      kept: [],
      rollsLeft: ROLLS_PER_TURN,
      box: null,
      final: false,
      round: 1,
    };
  }
  const seat = 'seat' in event ? event.seat : after.turn.seat;
  if (event.type === 'rolled' && kind === 'roll') {
    return {
      index,
      state: after,
      seat,
      kind,
      dice: event.dice,
      kept: event.kept,
      rollsLeft: leftIn(after),
      box: null,
      final: event.final === true,
      round: roundOf(after),
    };
  }
  if (event.type === 'rolled') {
    return {
      index,
      state: before,
      seat,
      kind: 'decision',
      dice: before.turn.dice,
      kept: event.kept,
      rollsLeft: leftIn(before),
      box: null,
      final: false,
      round: roundOf(before),
    };
  }
  if (event.type === 'scored') {
    return {
      index,
      state: after,
      seat,
      // The score that won at once ends the game: its step says so.
      kind: kind === 'end' ? 'end' : 'decision',
      dice: before.turn.dice,
      kept: [],
      rollsLeft: leftIn(before),
      box: event.box,
      final: false,
      round: roundOf(before),
    };
  }
  throw new Error(`event ${index} is a '${event.type}': neither a roll nor a decision`);
}

export interface DecisionPosition {
  readonly sheet: GameState['sheets'][number];
  readonly extraYachts: number;
  /** The dice showing, sorted (as the solver reads them). */
  readonly dice: readonly number[];
  readonly rollsLeft: 0 | 1 | 2;
}

/** The position a decision (the event at log `index`) was made in: the seat's sheet, its dice, rolls left. */
export function decisionPosition(states: readonly GameState[], index: number): DecisionPosition {
  const before = states[index - 1];
  const dice = before?.turn.dice;
  if (before === undefined || dice === null || dice === undefined) {
    throw new Error(`event ${index} is not a decision: no dice were showing`);
  }
  const seat = before.turn.seat;
  const left = ROLLS_PER_TURN - before.turn.rollsUsed;
  if (left !== 0 && left !== 1 && left !== 2) throw new Error(`event ${index}: ${left} rolls left`);
  return {
    sheet: before.sheets[seat] ?? {},
    extraYachts: before.extraYachts[seat] ?? 0,
    dice: [...dice].sort((a, b) => a - b),
    rollsLeft: left,
  };
}
