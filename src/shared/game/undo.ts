// Undo: which events are decisions that can be taken back, the points an undo can go back to, and the state
// an `undone` event restores. The fold (state.ts) and the `undo` action (actions.ts) both use these.

import { GameError } from './errors';
import { seatLabel } from './legality';
import type { GameEvent, GameState, UndoneEvent, UndoPoint } from './types';

/**
 * `event`, played in `state`, is a decision: a re-roll (a keep decision) or a score. The first roll of a
 * turn and hold toggles are not.
 */
export function isDecision(state: GameState, event: GameEvent): boolean {
  return event.type === 'scored' || (event.type === 'rolled' && state.turn.rollsUsed > 0);
}

function isHuman(state: GameState, seat: number): boolean {
  return state.seats[seat]?.kind === 'human';
}

/**
 * `after` (the state `event` folds `before` to), remembering `before` when the event is a human seat's
 * decision. Bots' decisions are not undo points: they go back with the human decision before them.
 */
export function withUndoPoint(before: GameState, event: GameEvent, after: GameState): GameState {
  if (event.type === 'created' || event.type === 'undone') return after;
  if (!isDecision(before, event) || !isHuman(before, event.seat)) return after;
  const { undoPoints: previous, ...bare } = before;
  return { ...after, undoPoints: { index: before.eventCount, seat: event.seat, before: bare, previous } };
}

/** A finished game's result stands. */
function checkNotOver(state: GameState): void {
  if (state.over) {
    throw new GameError('game-over', 'the game is over: its decisions can no longer be taken back');
  }
}

function peopleAtTable(state: GameState): number {
  return state.seats.filter((seat) => seat.kind === 'human').length;
}

/**
 * Why an `undo` cannot be played now, or null with the decision it takes back: the last live decision of a
 * human seat (with the bots' moves after it). With two or more people at the table, only a decision of the
 * person whose turn it is, made in this turn: an undo never reaches another person's decisions.
 */
function undoTarget(state: GameState): { point: UndoPoint } | { refused: string } {
  if (state.over) return { refused: 'the game is over: its decisions can no longer be taken back' };
  const point = state.undoPoints;
  if (point === null) return { refused: 'there is no decision of a player to take back' };
  if (peopleAtTable(state) >= 2) {
    const sameTurn = point.seat === state.turn.seat && point.before.turnsPlayed === state.turnsPlayed;
    if (!sameTurn) {
      return {
        refused: `with more than one person at the table, an undo takes back only ${seatLabel(state, state.turn.seat)}'s own decisions of this turn, and there is none`,
      };
    }
  }
  return { point };
}

/** The decision an `undo` action takes back (see undoTarget). */
export function lastUndoPoint(state: GameState): UndoPoint {
  checkNotOver(state);
  const target = undoTarget(state);
  if ('refused' in target) throw new GameError('nothing-to-undo', target.refused);
  return target.point;
}

/** An undo action would take a decision back now. */
export function undoAvailable(state: GameState): boolean {
  return 'point' in undoTarget(state);
}

/** The undo point an `undone` event names: a live decision of a human seat, made by `seat`. */
export function checkUndo(state: GameState, seat: number, to: number): UndoPoint {
  checkNotOver(state);
  if (to >= state.eventCount) {
    throw new GameError('bad-undo', `an undo takes back an earlier event, not event ${to}`);
  }
  let point = state.undoPoints;
  while (point !== null && point.index > to) point = point.previous;
  if (point === null || point.index !== to) {
    throw new GameError(
      'bad-undo',
      `event ${to} is not a decision of a player still in play: an undo takes back a re-roll or a score`,
    );
  }
  if (point.seat !== seat) {
    throw new GameError(
      'wrong-seat',
      `event ${to} is ${seatLabel(state, point.seat)}'s decision, not ${seatLabel(state, seat)}'s`,
    );
  }
  return point;
}

/**
 * The state after an `undone` event: the state before its target, except that the dice drawn stay drawn
 * (a seeded game's next roll is fresh) and the counts of events and undos go on.
 */
export function undone(state: GameState, event: UndoneEvent): GameState {
  const point = checkUndo(state, event.seat, event.to);
  return {
    ...point.before,
    undoPoints: point.previous,
    eventCount: state.eventCount + 1,
    facesRolled: state.facesRolled,
    undos: state.undos + 1,
  };
}
