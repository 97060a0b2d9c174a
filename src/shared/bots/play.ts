// Playing whole games with bots: the driver the simulator, the match runner and the tests share, and the
// seeds they derive (so a game's dice and a bot's tie-breaks depend only on the run's seed and the game index).

import {
  apply,
  gridRowFor,
  seededRandom,
  startGame,
  type GameEvent,
  type GameSetup,
  type GameState,
  type RandomSource,
  type SeededRandom,
} from '../game';
import { decisionAction, type Bot, type BotDecision, type TieBreak } from './types';

/** Where the dice of each roll come from: one source for the game, or one chosen for each roll. */
export type DiceSource = RandomSource | ((state: GameState) => RandomSource);

export interface BotGame {
  /** The game's setup; every seat is played by the bot at its index in `bots`. */
  readonly setup: GameSetup;
  readonly bots: readonly Bot[];
  readonly dice: DiceSource;
  /** Each seat's tie-break source (none: ties go to the first option). */
  readonly tieBreaks?: readonly (TieBreak | undefined)[];
  /** Told every decision before it is applied (for recording or checking). */
  readonly onDecision?: (state: GameState, decision: BotDecision) => void;
}

/** A decision can never be needed more than this many times in one game (6 seats × 13 turns × 4). */
const MAX_DECISIONS = 6 * 13 * 4 + 1;

/** Plays a game to the end with bots and returns its final state (illegal decisions throw a GameError). */
export function playBotGame(game: BotGame): GameState {
  return playBotLog(game).state;
}

/** The same, with the game's whole log (its start first), for what reads a game from its events. */
export function playBotLog(game: BotGame): { readonly state: GameState; readonly events: GameEvent[] } {
  const start = startGame(game.setup);
  let state = start.state;
  const events = [...start.events];
  for (let n = 0; !state.over; n++) {
    if (n > MAX_DECISIONS) throw new Error('the bots did not finish the game');
    const seat = state.turn.seat;
    const bot = game.bots[seat];
    if (bot === undefined) throw new Error(`no bot for seat ${seat}`);
    const decision = bot.decide(state, game.tieBreaks?.[seat]);
    game.onDecision?.(state, decision);
    const random = typeof game.dice === 'function' ? game.dice(state) : game.dice;
    const step = apply(state, decisionAction(decision, seat), { random });
    state = step.state;
    events.push(step.event);
  }
  return { state, events };
}

/** The dice seed of game `index` of a run seeded with `seed`. */
export function gameSeed(seed: string | number, index: number): string {
  return `${seed}/${index}`;
}

/** The tie-break source of a seat in a game (kept apart from the dice, so ties never shift the dice). */
export function tieBreakRandom(gameSeedText: string, seat: number): SeededRandom {
  return seededRandom(`${gameSeedText}/ties/${seat}`);
}

/**
 * Dice that every seat of a game shares: a shared dice grid (dice-grid.ts) seeded by the game's seed, so every
 * seat sees the same first roll in its t-th turn, and seats that keep the same dice see the same rerolls.
 */
export function sharedLuckDice(gameSeedText: string): (state: GameState) => RandomSource {
  const grid = { seed: gameSeedText, shared: true };
  return (state) => gridRowFor(grid, state);
}
