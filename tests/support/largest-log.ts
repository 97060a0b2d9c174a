// The largest logs the rules allow, for the tests and the bench that check that every one is saved, read back,
// finished, exported and imported. The most verbose game: six people with 40-letter names of three bytes a
// letter, a rule set of one's own on Yatzy (15 boxes, the most any rule set has) with a 40-letter name and the
// highest values it may take. A game without undos (every online table's) is longest when every turn rolls three
// times with every keep change allowed after the first two rolls; one with undos when it re-rolls and takes it
// back until the log has no room for holds or undos (MAX_LOG_EVENTS), then plays every roll a turn allows.

import {
  apply,
  canRoll,
  MAX_KEEP_CHANGES_PER_ROLL,
  MAX_LOG_EVENTS,
  pad,
  ROLLS_PER_TURN,
  seededRandom,
  startGame,
  type Action,
  type GameAction,
  type GameEvent,
  type GameSetup,
  type GameState,
  type RandomSource,
} from '../../src/shared/game';
import { customFrom, makeRules, type CustomRules } from '../../src/shared/rules';

/** A rule set of one's own on Yatzy with the longest name and values a rule set may have. */
export function verboseRules(): CustomRules {
  const base = customFrom(makeRules('yatzy'), 'Ŧ'.repeat(40));
  const boxes = Object.fromEntries(
    Object.entries(base.boxes).map(([id, rule]) => [id, typeof rule === 'number' ? 500 : rule]),
  );
  return { ...base, bonus: { threshold: 105, points: 500 }, boxes, yacht: 500, extraYacht: 1000 };
}

/** Six people, 40 letters each (three bytes a letter in UTF-8), the sixth seat first. */
export function verboseSetup(createdAt = '2026-01-01T00:00:00.000Z'): GameSetup {
  const rules = verboseRules();
  return {
    variant: rules.base,
    custom: rules,
    seats: Array.from({ length: 6 }, (_, i) => ({ kind: 'human' as const, name: `${i}${'€'.repeat(39)}` })),
    firstSeat: 5,
    createdAt,
  };
}

/** The box a turn ends in: the legal one with the longest id (the longest `scored` line). */
function longestBox(state: GameState): string {
  const legal = pad(state)?.entries.filter((e) => e.legal) ?? [];
  const best = legal.reduce((a, b) => (b.box.length > a.box.length ? b : a), legal[0]!);
  return best.box;
}

/**
 * The next move of the longest game without undos: after each of the first two rolls, every keep change allowed
 * (all five dice held, then four, and so on), each roll keeping four dice, then a score.
 */
export function longestMove(state: GameState): Action {
  const { rollsUsed } = state.turn;
  if (rollsUsed === 0) return { type: 'roll', keep: [] };
  // (All five held, canRoll says no: the roll itself keeps four.)
  if (rollsUsed < ROLLS_PER_TURN && state.keepChanges < MAX_KEEP_CHANGES_PER_ROLL) {
    return { type: 'keep', positions: state.keepChanges % 2 === 0 ? [0, 1, 2, 3, 4] : [0, 1, 2, 3] };
  }
  if (rollsUsed < ROLLS_PER_TURN) return { type: 'roll', keep: [0, 1, 2, 3] };
  return { type: 'score', box: longestBox(state) };
}

export interface BuiltLog {
  readonly events: GameEvent[];
  readonly state: GameState;
}

function builder(setup: GameSetup, dice: RandomSource) {
  const game = startGame(setup);
  const events: GameEvent[] = [...game.events];
  let state = game.state;
  return {
    act(action: GameAction): void {
      const step = apply(state, action, { random: dice });
      events.push(step.event);
      state = step.state;
    },
    get state(): GameState {
      return state;
    },
    done(): BuiltLog {
      return { events, state };
    },
  };
}

/** The longest log of a game without undos (every online table's), played to its end. */
export function largestPlayedLog(setup = verboseSetup()): BuiltLog {
  const log = builder(setup, seededRandom('largest-played-log'));
  for (let n = 0; !log.state.over; n++) {
    if (n > 100_000) throw new Error('the game did not end');
    log.act(longestMove(log.state));
  }
  return log.done();
}

/**
 * The longest log of a game with undos: a re-roll taken back, again and again, until holds and undos have no
 * room left in the log (MAX_LOG_EVENTS), then every roll each turn allows and a score.
 */
export function largestLogWithUndos(setup = verboseSetup()): BuiltLog {
  const log = builder(setup, seededRandom('largest-log-with-undos'));
  log.act({ type: 'roll', keep: [] });
  while (log.state.eventCount < MAX_LOG_EVENTS - 1) {
    log.act({ type: 'roll', keep: [0, 1, 2, 3] });
    log.act({ type: 'undo' });
  }
  // The last event with room: a hold, so that the log ends exactly at the cap.
  if (log.state.eventCount < MAX_LOG_EVENTS) log.act({ type: 'keep', positions: [0, 1, 2, 3, 4] });
  for (let n = 0; !log.state.over; n++) {
    if (n > 10_000) throw new Error('the game did not end');
    if (canRoll(log.state)) log.act({ type: 'roll', keep: log.state.turn.dice === null ? [] : [0, 1, 2, 3] });
    else log.act({ type: 'score', box: longestBox(log.state) });
  }
  return log.done();
}
