// The state machine: a game's state is a pure fold of its event log. Each step checks that the event is
// legal in the state before it (legality.ts, undo.ts) and throws a GameError when it is not; apply (actions.ts)
// checks the action instead, as it makes the event.

import { rulesOf, winsAtOnce } from '../rules';
import { GameError } from './errors';
import { checkCustom, checkKeep, checkRoll, checkRolledDice, checkScore, checkSeats } from './legality';
import { checkTarget } from './target';
import {
  ROLLS_PER_TURN,
  type CreatedEvent,
  type GameEvent,
  type GameState,
  type KeptEvent,
  type RolledEvent,
  type ScoredEvent,
  type Turn,
} from './types';
import { checkRealCreated, checkRolledEntry, retyped, typedRollAfter } from './real-dice';
import { undone, withUndoPoint } from './undo';

function freshTurn(seat: number): Turn {
  return { seat, rollsUsed: 0, dice: null, kept: [] };
}

/** The state right after a `created` event. */
function created(event: CreatedEvent): GameState {
  checkSeats(event.seats, event.firstSeat);
  checkCustom(event.variant, event.custom);
  checkTarget(event.seats, event.target ?? null);
  checkRealCreated(event);
  return {
    rules: rulesOf(event),
    seats: event.seats,
    firstSeat: event.firstSeat,
    seed: event.seed,
    grid: event.grid ?? null,
    target: event.target ?? null,
    realDice: event.realDice ?? null,
    createdAt: event.createdAt,
    sheets: event.seats.map(() => ({})),
    extraYachts: event.seats.map(() => 0),
    turnsPlayed: 0,
    turn: freshTurn(event.firstSeat),
    over: false,
    wonAtOnce: null,
    eventCount: 1,
    keepChanges: 0,
    facesRolled: 0,
    undos: 0,
    undoPoints: null,
    typedRoll: null,
  };
}

/** What one event changes besides the turn (the event count goes up by one). */
type Step = Partial<
  Pick<
    GameState,
    | 'sheets'
    | 'extraYachts'
    | 'turnsPlayed'
    | 'over'
    | 'wonAtOnce'
    | 'keepChanges'
    | 'facesRolled'
    | 'typedRoll'
  >
>;

/**
 * The state after one event. Every field is written out, in one order, so that all states share one shape: a
 * spread copy was the fold's largest cost in simulations (V8 copies objects of varying shapes slowly).
 */
function stepped(state: GameState, turn: Turn, step: Step): GameState {
  return {
    rules: state.rules,
    seats: state.seats,
    firstSeat: state.firstSeat,
    seed: state.seed,
    grid: state.grid,
    target: state.target,
    realDice: state.realDice,
    createdAt: state.createdAt,
    sheets: step.sheets ?? state.sheets,
    extraYachts: step.extraYachts ?? state.extraYachts,
    turnsPlayed: step.turnsPlayed ?? state.turnsPlayed,
    turn,
    over: step.over ?? state.over,
    wonAtOnce: step.wonAtOnce === undefined ? state.wonAtOnce : step.wonAtOnce,
    eventCount: state.eventCount + 1,
    keepChanges: step.keepChanges ?? state.keepChanges,
    facesRolled: step.facesRolled ?? state.facesRolled,
    undos: state.undos,
    undoPoints: state.undoPoints,
    typedRoll: step.typedRoll === undefined ? state.typedRoll : step.typedRoll,
  };
}

// Each step checks its event unless `checked` says it was just made from a checked action (apply).

function rolled(state: GameState, event: RolledEvent, checked: boolean): GameState {
  if (!checked) {
    checkRoll(state, event.seat, event.kept);
    checkRolledDice(state, event.kept, event.dice);
    checkRolledEntry(state, event);
  }
  // A score sheet's final dice leave no rolls: the rolls before them were not typed.
  const rollsUsed = event.final ? ROLLS_PER_TURN : state.turn.rollsUsed + 1;
  const turn = { seat: event.seat, rollsUsed, dice: event.dice, kept: event.kept };
  return stepped(state, turn, {
    keepChanges: 0,
    facesRolled: state.facesRolled + event.dice.length - event.kept.length,
    typedRoll: typedRollAfter(state),
  });
}

// A log is read whatever its keeps (one saved before keeps were counted may hold more, or ones that change
// nothing): how many a roll takes is a rule of play (checkKeepChange), and a file is bounded by its bytes.
function kept(state: GameState, event: KeptEvent, checked: boolean): GameState {
  if (!checked) checkKeep(state, event.seat, event.positions);
  const { seat, rollsUsed, dice } = state.turn;
  return stepped(
    state,
    { seat, rollsUsed, dice, kept: event.positions },
    { keepChanges: state.keepChanges + 1 },
  );
}

function checkScored(state: GameState, event: ScoredEvent): void {
  const { choice, extraYacht } = checkScore(state, event.seat, event.box);
  if (event.points !== choice.points) {
    throw new GameError(
      'bad-points',
      `box '${event.box}' takes ${choice.points} for these dice, not ${event.points}`,
    );
  }
  if (event.extraYacht !== extraYacht) {
    throw new GameError(
      'bad-points',
      `these dice earn ${extraYacht} extra-yacht points, not ${event.extraYacht}`,
    );
  }
}

function scored(state: GameState, event: ScoredEvent, checked: boolean): GameState {
  if (!checked) checkScored(state, event);
  const sheets = state.sheets.map((sheet, i) =>
    i === event.seat ? { ...sheet, [event.box]: event.points } : sheet,
  );
  const extra = event.extraYacht > 0;
  const extraYachts = state.extraYachts.map((n, i) => (i === event.seat && extra ? n + 1 : n));
  const dice = state.turn.dice;
  const won = dice !== null && winsAtOnce(state.rules, event.box, dice, state.turn.rollsUsed === 1);
  const over = won || sheets.every((sheet) => state.rules.boxes.every((b) => sheet[b.id] !== undefined));
  const turn = freshTurn(over ? event.seat : (event.seat + 1) % state.seats.length);
  return stepped(state, turn, {
    sheets,
    extraYachts,
    turnsPlayed: state.turnsPlayed + 1,
    over,
    wonAtOnce: won ? event.seat : null,
    keepChanges: 0,
    typedRoll: null,
  });
}

/** One step of the fold: the state after `event`, or a GameError when the event is illegal there. */
export function advance(state: GameState | null, event: GameEvent): GameState {
  return step(state, event, false);
}

/** The state after an event that eventFor has just made from a legal action (it checked it): not checked again. */
export function advanceMade(state: GameState, event: GameEvent): GameState {
  return step(state, event, true);
}

function step(state: GameState | null, event: GameEvent, checked: boolean): GameState {
  if (state === null) {
    if (event.type !== 'created') {
      throw new GameError('not-created', `a game log starts with a 'created' event, not '${event.type}'`);
    }
    return created(event);
  }
  switch (event.type) {
    case 'created':
      throw new GameError(
        'already-created',
        "the game has already been created: only the first event is 'created'",
      );
    case 'rolled':
      return withUndoPoint(state, event, rolled(state, event, checked));
    case 'kept':
      return kept(state, event, checked);
    case 'scored':
      return withUndoPoint(state, event, scored(state, event, checked));
    case 'undone':
      return event.retype ? retyped(state, event) : undone(state, event);
  }
}

/** The state a whole log folds to (throws a GameError at the first illegal event). */
export function replay(events: readonly GameEvent[]): GameState {
  let state: GameState | null = null;
  for (const event of events) state = advance(state, event);
  if (state === null)
    throw new GameError('not-created', "a game log starts with a 'created' event; this one is empty");
  return state;
}
