// A game's log is bounded by the rules: a keep that changes nothing makes no event, a roll takes at most
// MAX_KEEP_CHANGES_PER_ROLL keep changes, so the longest log a game without undos can have is a number worked
// out from the rules (MAX_PLAYED_LOG_EVENTS), and with undos MAX_ANY_LOG_EVENTS. Logs saved before these rules
// still read.

import { describe, expect, it } from 'vitest';
import {
  apply,
  GameError,
  MAX_ANY_LOG_EVENTS,
  MAX_BOXES,
  MAX_KEEP_CHANGES_PER_ROLL,
  MAX_LOG_EVENTS,
  MAX_PLAYED_LOG_EVENTS,
  MAX_SEATS,
  MAX_TURN_EVENTS,
  replay,
  seededRandom,
  startGame,
  type GameAction,
  type GameEvent,
  type GameState,
} from '../../../src/shared/game';
import { makeRules, VARIANTS } from '../../../src/shared/rules';
import { largestLogWithUndos, largestPlayedLog } from '../../support/largest-log';
import { CREATED_AT } from './helpers';

function refusal(state: GameState, action: GameAction): GameError {
  try {
    apply(state, action, { random: seededRandom('refused') });
  } catch (error) {
    if (error instanceof GameError) return error;
    throw error;
  }
  throw new Error('the action was taken');
}

function solo() {
  const dice = seededRandom('keeps');
  let game = startGame({
    variant: 'classic',
    seats: [{ kind: 'human', name: 'Ann' }],
    createdAt: CREATED_AT,
  });
  const events: GameEvent[] = [...game.events];
  const act = (action: GameAction): void => {
    const step = apply(game.state, action, { random: dice });
    game = { events: [...events, step.event], state: step.state };
    events.push(step.event);
  };
  return { act, state: (): GameState => game.state, events };
}

describe('keep changes', () => {
  it('a keep that changes nothing makes no event', () => {
    const g = solo();
    g.act({ type: 'roll' });
    expect(refusal(g.state(), { type: 'keep', positions: [] })).toMatchObject({
      code: 'keep-unchanged',
      message: 'those dice are held already: a keep that changes nothing is not a move',
    });
    g.act({ type: 'keep', positions: [3, 1] });
    // The same holds in another order are the same holds.
    expect(refusal(g.state(), { type: 'keep', positions: [1, 3] }).code).toBe('keep-unchanged');
    // An illegal keep is still refused for what is wrong with it.
    expect(refusal(g.state(), { type: 'keep', seat: 1, positions: [1, 3] }).code).toBe('wrong-seat');
  });

  it(`a roll takes at most ${MAX_KEEP_CHANGES_PER_ROLL} keep changes; the next roll takes as many again`, () => {
    const g = solo();
    g.act({ type: 'roll' });
    for (let n = 0; n < MAX_KEEP_CHANGES_PER_ROLL; n++) g.act({ type: 'keep', positions: n % 2 ? [] : [0] });
    expect(g.state().keepChanges).toBe(MAX_KEEP_CHANGES_PER_ROLL);
    expect(refusal(g.state(), { type: 'keep', positions: [0, 1] })).toMatchObject({
      code: 'too-many-keeps',
      message: 'too many keep changes this roll (30 at most): roll, keeping the dice held now, or score',
    });
    // Still a no-op, not a refusal, when nothing would change.
    expect(refusal(g.state(), { type: 'keep', positions: [] }).code).toBe('keep-unchanged');
    // The roll keeps any dice it is told to.
    g.act({ type: 'roll', keep: [0, 1] });
    expect(g.state().keepChanges).toBe(0);
    g.act({ type: 'keep', positions: [0] });
    expect(g.state().keepChanges).toBe(1);
  });

  it('an undo of a re-roll brings back the keep changes made before it', () => {
    const g = solo();
    g.act({ type: 'roll' });
    g.act({ type: 'keep', positions: [0] });
    g.act({ type: 'keep', positions: [0, 2] });
    g.act({ type: 'roll' });
    g.act({ type: 'undo' });
    expect(g.state().keepChanges).toBe(2);
    expect(replay(g.events)).toEqual(g.state());
  });

  it('a log saved before these rules reads, however many keeps it holds and whether they change anything', () => {
    const g = solo();
    g.act({ type: 'roll' });
    const events: GameEvent[] = [...g.events];
    for (let n = 0; n < 3 * MAX_KEEP_CHANGES_PER_ROLL; n++) {
      events.push({ type: 'kept', seat: 0, positions: n % 3 === 0 ? [] : [0] });
    }
    const state = replay(events);
    expect(state.eventCount).toBe(2 + 3 * MAX_KEEP_CHANGES_PER_ROLL);
    // ...but no more changes are taken in play.
    expect(refusal(state, { type: 'keep', positions: [1] }).code).toBe('too-many-keeps');
  });
});

describe('the largest log the rules allow', () => {
  it('is worked out from the rules: seats × boxes × (rolls + keep changes + a score) + the created event', () => {
    expect(MAX_BOXES).toBe(Math.max(...VARIANTS.map((v) => makeRules(v).boxes.length)));
    expect(MAX_TURN_EVENTS).toBe(3 + 2 * 30 + 1);
    expect(MAX_PLAYED_LOG_EVENTS).toBe(1 + MAX_SEATS * MAX_BOXES * MAX_TURN_EVENTS);
    expect(MAX_PLAYED_LOG_EVENTS).toBe(5_761);
    // Online tables take no undos, so they never reach the cap that stops holds and undos.
    expect(MAX_PLAYED_LOG_EVENTS).toBeLessThan(MAX_LOG_EVENTS);
    expect(MAX_ANY_LOG_EVENTS).toBe(MAX_LOG_EVENTS + MAX_SEATS * MAX_BOXES * 4);
    expect(MAX_ANY_LOG_EVENTS).toBe(15_720);
  });

  it('a game without undos that makes every keep change allowed reaches exactly MAX_PLAYED_LOG_EVENTS', () => {
    const { events, state } = largestPlayedLog();
    expect(state.over).toBe(true);
    expect(events).toHaveLength(MAX_PLAYED_LOG_EVENTS);
    expect(replay(events)).toEqual(state);
    // Every turn went as far as the rules allow: three rolls, 30 keep changes after each of the first two.
    const count = (type: GameEvent['type']): number => events.filter((e) => e.type === type).length;
    const turns = MAX_SEATS * MAX_BOXES;
    expect([count('rolled'), count('kept'), count('scored')]).toEqual([3 * turns, 60 * turns, turns]);
  });

  it('a game with undos ends within MAX_ANY_LOG_EVENTS', () => {
    const { events, state } = largestLogWithUndos();
    expect(state.over).toBe(true);
    expect(events.length).toBeGreaterThan(MAX_LOG_EVENTS);
    expect(events.length).toBeLessThanOrEqual(MAX_ANY_LOG_EVENTS);
  }, 60_000);
});
