// Games to replay in tests: whole games played by bots with seeded dice, and a short practice game with an undo.

import { createBot, decisionAction, type Bot } from '../../../src/shared/bots';
import {
  apply,
  play,
  scriptedRandom,
  seededRandom,
  startGame,
  type BotLevel,
  type Game,
  type GameEvent,
  type GameState,
} from '../../../src/shared/game';
import type { RULE_CONFIGS } from '../bots/helpers';
import { rulesOf, tableOf } from '../bots/helpers';

type Config = (typeof RULE_CONFIGS)[number];

/** A whole game played by bots of these levels, with seeded dice: its log and its final state. */
export function botGame(
  config: Config,
  seed: string,
  levels: readonly BotLevel[],
): { events: GameEvent[]; state: GameState } {
  const rules = rulesOf(config);
  const game = startGame({
    variant: config.variant,
    options: config.options,
    seats: levels.map((level) => ({ kind: 'bot', name: level, level })),
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const bots: Bot[] = levels.map((level) =>
    createBot(level, rules, level === 'perfect' ? { table: tableOf(rules) } : {}),
  );
  const events: GameEvent[] = [...game.events];
  const random = seededRandom(seed);
  let state = game.state;
  while (!state.over) {
    const decision = bots[state.turn.seat]!.decide(state);
    const step = apply(state, decisionAction(decision, state.turn.seat), { random });
    events.push(step.event);
    state = step.state;
  }
  return { events, state };
}

/** One person's two turns at standard: a score taken back (Ones with 6-6-6-1-2), then Sixes; a keep in turn 2. */
export function practiceGame(): Game {
  let game = startGame({
    variant: 'standard',
    seats: [{ kind: 'human', name: 'Ann' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  game = play(game, { type: 'roll' }, { random: scriptedRandom([6, 6, 6, 1, 2]) });
  game = play(game, { type: 'score', box: 'ones' });
  game = play(game, { type: 'undo' });
  game = play(game, { type: 'score', box: 'sixes' });
  game = play(game, { type: 'roll' }, { random: scriptedRandom([2, 3, 4, 5, 5]) });
  game = play(game, { type: 'roll', keep: [0, 1, 2, 3] }, { random: scriptedRandom([1]) });
  return game;
}
