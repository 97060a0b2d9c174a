// Saved games: the event log as versioned JSON, and loading one back. Loading checks the shape of every
// event (zod) and its legality (by replaying it through the state machine), and names the first bad event. A
// game dealt from a dice grid must show the grid's dice at every roll (else its shadow would be of other dice).

import type * as z from 'zod';
import { eventFor } from './actions';
import { gridRowFor } from './dice-grid';
import { GameError, LogError } from './errors';
import { EVENT_SCHEMAS, LOG_FORMAT, LOG_VERSION } from './schema';
import { advance } from './state';
import { EVENT_TYPES, type Game, type GameEvent, type GameEventType, type GameState } from './types';

export { LOG_FORMAT, LOG_VERSION };

export interface GameLog {
  readonly format: typeof LOG_FORMAT;
  readonly version: typeof LOG_VERSION;
  readonly events: readonly GameEvent[];
}

export function toGameLog(events: readonly GameEvent[]): GameLog {
  return { format: LOG_FORMAT, version: LOG_VERSION, events };
}

/** The log as JSON text. */
export function serialiseLog(events: readonly GameEvent[]): string {
  return JSON.stringify(toGameLog(events));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEventType(value: unknown): value is GameEventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'it does not match the format';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** Checks the shape of one event; throws a LogError naming it. */
function parseEvent(value: unknown, index: number): GameEvent {
  if (!isRecord(value)) throw new LogError('an event must be an object', index);
  const type = value['type'];
  if (typeof type !== 'string') throw new LogError('the event has no type', index);
  if (!isEventType(type)) {
    throw new LogError(`unknown event type; the types are ${EVENT_TYPES.join(', ')}`, index, type);
  }
  const result = EVENT_SCHEMAS[type].safeParse(value);
  if (!result.success) throw new LogError(`malformed: ${issueText(result.error)}`, index, type);
  return result.data;
}

/** The dice of a roll in a game dealt from a grid are the grid's for that seat, turn and roll. */
function checkGridDice(state: GameState, event: Extract<GameEvent, { type: 'rolled' }>, index: number): void {
  if (!state.grid) return;
  const dealt = eventFor(
    state,
    { type: 'roll', seat: event.seat, keep: event.kept },
    { random: gridRowFor(state.grid, state) },
  );
  if (dealt.type === 'rolled' && dealt.dice.join() !== event.dice.join()) {
    throw new LogError(
      `the dice ${event.dice.join('-')} are not the ones the game's dice grid deals here (${dealt.dice.join('-')})`,
      index,
      event.type,
    );
  }
}

/** Validates a parsed saved game (shape and legality): its events and the state they fold to. */
export function loadLog(value: unknown): Game {
  if (!isRecord(value)) throw new LogError('expected a JSON object');
  if (value['format'] !== LOG_FORMAT) {
    throw new LogError(`the format is ${JSON.stringify(value['format'])}, expected '${LOG_FORMAT}'`);
  }
  if (value['version'] !== LOG_VERSION) {
    throw new LogError(
      `unsupported version ${JSON.stringify(value['version'])}: this app reads version ${LOG_VERSION}`,
    );
  }
  const raw = value['events'];
  if (!Array.isArray(raw)) throw new LogError("'events' must be a list");
  if (raw.length === 0) throw new LogError("there are no events: a game starts with a 'created' event");
  const events: GameEvent[] = [];
  let state: GameState | null = null;
  for (const [index, item] of raw.entries()) {
    const event = parseEvent(item, index);
    try {
      if (state?.grid && event.type === 'rolled') checkGridDice(state, event, index);
      state = advance(state, event);
    } catch (error) {
      if (error instanceof GameError) throw new LogError(`illegal: ${error.message}`, index, event.type);
      throw error;
    }
    events.push(event);
  }
  if (state === null) throw new LogError("there are no events: a game starts with a 'created' event");
  return { events, state };
}

/**
 * `game` with further events, each checked as loadLog checks it (named by its index in the whole log): the game
 * up to the first one that does not read, and that one's problem (null when all read).
 */
export function extendLog(game: Game, items: readonly unknown[]): { game: Game; problem: LogError | null } {
  const events = [...game.events];
  let state = game.state;
  for (const item of items) {
    const index = events.length;
    try {
      const event = parseEvent(item, index);
      try {
        if (state.grid && event.type === 'rolled') checkGridDice(state, event, index);
        state = advance(state, event);
      } catch (error) {
        if (error instanceof GameError) throw new LogError(`illegal: ${error.message}`, index, event.type);
        throw error;
      }
      events.push(event);
    } catch (error) {
      if (error instanceof LogError) return { game: { events, state }, problem: error };
      throw error;
    }
  }
  return { game: { events, state }, problem: null };
}

/** Reads a saved game from JSON text; throws a LogError saying what is wrong. */
export function parseLog(text: string): Game {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LogError(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  return loadLog(value);
}
