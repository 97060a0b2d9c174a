// Actions: a player's move (or an undo), checked against the rules, becomes the next event of the log.

import { DICE_COUNT, type Face } from '../dice';
import { rulesOf } from '../rules';
import { GameError } from './errors';
import { checkKeep, checkKeepChange, checkLogRoom, checkRoll, checkScore, seatLabel } from './legality';
import { cryptoRandom, type RandomSource } from './random';
import { checkBotKeep, retypeEvent, typedRoll } from './real-dice';
import { advance, advanceMade } from './state';
import { lastUndoPoint } from './undo';
import type {
  CreatedEvent,
  Game,
  GameAction,
  GameEvent,
  GameSetup,
  GameState,
  Positions,
  Seat,
} from './types';

export interface ApplyOptions {
  /** Where rolled dice come from; crypto-strength when absent. */
  readonly random?: RandomSource;
}

let defaultRandom: RandomSource | null = null;

function randomOf(options: ApplyOptions): RandomSource {
  if (options.random) return options.random;
  defaultRandom ??= cryptoRandom();
  return defaultRandom;
}

/** Positions in any order, as the log stores them: ascending. Duplicates are an error. */
export function normalisePositions(positions: Positions): number[] {
  // Already strictly ascending (what the table and the bots send): a copy, no sort.
  let ascending = true;
  for (let i = 1; i < positions.length; i++) if (!(positions[i]! > positions[i - 1]!)) ascending = false;
  if (ascending) return [...positions];
  const sorted = [...positions].sort((a, b) => a - b);
  if (new Set(sorted).size !== sorted.length) {
    throw new GameError('bad-keep', `a position may be kept only once, got [${positions.join(', ')}]`);
  }
  return sorted;
}

/** The held positions after tapping die `position`: held dice are released, free ones held. */
export function toggleKeep(kept: Positions, position: number): number[] {
  return kept.includes(position)
    ? kept.filter((p) => p !== position)
    : normalisePositions([...kept, position]);
}

function copySeat(seat: Seat): Seat {
  return seat.kind === 'bot'
    ? { kind: 'bot', name: seat.name, level: seat.level }
    : { kind: 'human', name: seat.name };
}

/** The `created` event for a new game (the rule options normalised as makeRules does). */
export function createdEvent(setup: GameSetup): CreatedEvent {
  const rules = rulesOf(setup);
  return {
    type: 'created',
    variant: rules.variant,
    options: { ...rules.options },
    // Written only for custom rules, so that other games keep their old shape.
    ...(rules.custom ? { custom: rules.custom } : {}),
    seats: setup.seats.map(copySeat),
    firstSeat: setup.firstSeat ?? 0,
    seed: setup.seed ?? null,
    // Written only when there is one, so that games without a grid keep their old shape.
    ...(setup.grid ? { grid: { seed: setup.grid.seed, shared: setup.grid.shared } } : {}),
    // Likewise a target, and real dice.
    ...(setup.target != null ? { target: setup.target } : {}),
    ...(setup.realDice ? { realDice: { mode: setup.realDice.mode } } : {}),
    createdAt: setup.createdAt,
  };
}

/** A new game: its first event and the state it makes (throws a GameError for a bad setup). */
export function startGame(setup: GameSetup): Game {
  const event = createdEvent(setup);
  return { events: [event], state: advance(null, event) };
}

/** The event an action makes, after checking that it is legal (rolls draw their dice here). */
export function eventFor(state: GameState, action: GameAction, options: ApplyOptions = {}): GameEvent {
  if (action.type === 'undo') return undoEvent(state, action.seat);
  if (action.type === 'retype') return retypeEvent(state, action.seat);
  const seat = action.seat ?? state.turn.seat;
  switch (action.type) {
    case 'roll': {
      const kept = action.keep === undefined ? [...state.turn.kept] : normalisePositions(action.keep);
      checkRoll(state, seat, kept);
      if (state.realDice !== null || action.dice !== undefined || action.final) {
        checkBotKeep(state, seat, kept);
        const dice = typedRoll(state, seat, kept, action.dice, action.final === true);
        return { type: 'rolled', seat, dice, kept, ...(action.final ? { final: true } : {}) };
      }
      const random = randomOf(options);
      const before = state.turn.dice;
      const dice: Face[] = [];
      for (let p = 0; p < DICE_COUNT; p++) {
        const held = before?.[p];
        dice.push(kept.includes(p) && held !== undefined ? held : random.nextFace());
      }
      return { type: 'rolled', seat, dice, kept };
    }
    case 'keep': {
      const positions = normalisePositions(action.positions);
      checkKeep(state, seat, positions);
      checkKeepChange(state, positions);
      checkLogRoom(state);
      return { type: 'kept', seat, positions };
    }
    case 'score': {
      const { choice, extraYacht } = checkScore(state, seat, action.box);
      return { type: 'scored', seat, box: action.box, points: choice.points, extraYacht };
    }
  }
}

/** The `undone` event taking back the last live decision of a human seat (`seat`'s, when given). */
function undoEvent(state: GameState, seat: number | undefined): GameEvent {
  const point = lastUndoPoint(state);
  checkLogRoom(state);
  if (seat !== undefined && seat !== point.seat) {
    throw new GameError(
      'wrong-seat',
      `the last decision to take back is ${seatLabel(state, point.seat)}'s, not ${seatLabel(state, seat)}'s`,
    );
  }
  return { type: 'undone', seat: point.seat, to: point.index };
}

/** Applies an action: the event it appends to the log and the state after it. Illegal => GameError. */
export function apply(
  state: GameState,
  action: GameAction,
  options: ApplyOptions = {},
): { readonly state: GameState; readonly event: GameEvent } {
  const event = eventFor(state, action, options);
  return { state: advanceMade(state, event), event };
}

/** Applies an action to a game, appending its event to the log. */
export function play(game: Game, action: GameAction, options: ApplyOptions = {}): Game {
  const { state, event } = apply(game.state, action, options);
  return { events: [...game.events, event], state };
}
