// Test helpers: tables, rule configurations, and a driver that plays random legal games.

import type { Face } from '../../../src/shared/dice';
import {
  apply,
  canRoll,
  pad,
  seededRandom,
  startGame,
  type Action,
  type Game,
  type GameEvent,
  type GameState,
  type RandomSource,
  type Seat,
} from '../../../src/shared/game';
import type { RuleOptions, Variant } from '../../../src/shared/rules';

export const CREATED_AT = '2025-01-01T12:00:00.000Z';

export function table(count: number): Seat[] {
  const names = ['Ann', 'Bea', 'Cy', 'Dot', 'Ed', 'Flo'];
  return Array.from({ length: count }, (_, i): Seat => {
    const name = names[i] ?? `Seat ${i}`;
    return i % 2 === 0 ? { kind: 'human', name } : { kind: 'bot', name, level: 'medium' };
  });
}

export interface RuleConfig {
  readonly variant: Variant;
  readonly options: Partial<RuleOptions>;
}

/** Every rule configuration the engine must play. */
export const RULE_CONFIGS: readonly RuleConfig[] = [
  { variant: 'standard', options: { secondYacht: true, joker: 'forced' } },
  { variant: 'standard', options: { secondYacht: true, joker: 'free' } },
  { variant: 'standard', options: { secondYacht: false } },
  { variant: 'classic', options: {} },
  { variant: 'yatzy', options: {} },
  { variant: 'generala', options: {} },
  { variant: 'generala', options: { aceStraight: true, servidaGenerala: 100 } },
];

/** Dice limited to faces 1..maxFace (loaded dice make yachts and jokers common); fair when maxFace is 6. */
export function loadedRandom(seed: number, maxFace: number): RandomSource {
  const prng = seededRandom(seed);
  if (maxFace >= 6) return prng;
  return { nextFace: () => (1 + (prng.nextUint32() % maxFace)) as Face };
}

export interface RandomGame {
  readonly game: Game;
  /** The state after every action, in order. */
  readonly states: readonly GameState[];
}

/**
 * Plays a whole game with random legal decisions: up to three rolls with random keeps (sometimes through
 * `keep` actions, sometimes through the roll's own keep), then a random legal box from the pad.
 */
export function playRandomGame(
  config: RuleConfig,
  seats: number,
  firstSeat: number,
  dice: RandomSource,
  choiceSeed: number,
  maxEvents = 2000,
): RandomGame {
  const choose = seededRandom(`choices-${choiceSeed}`);
  const pick = (n: number): number => Math.floor(choose.next() * n);
  let game = startGame({ ...config, seats: table(seats), firstSeat, createdAt: CREATED_AT });
  const states: GameState[] = [game.state];
  const act = (action: Action): void => {
    const { state, event } = apply(game.state, action, { random: dice });
    game = { events: [...game.events, event], state };
    states.push(state);
  };
  while (!game.state.over) {
    if (game.events.length > maxEvents) throw new Error('the game did not end');
    act({ type: 'roll' });
    while (canRoll(game.state) && pick(3) > 0) {
      const keep = [0, 1, 2, 3, 4].filter(() => pick(2) === 0).slice(0, 4);
      // A keep that changes nothing is no move (the engine refuses it): the roll keeps them instead.
      if (pick(2) === 0 && keep.join() !== game.state.turn.kept.join()) {
        act({ type: 'keep', positions: keep });
        act({ type: 'roll' });
      } else {
        act({ type: 'roll', keep });
      }
    }
    const legal = pad(game.state)?.entries.filter((e) => e.legal) ?? [];
    const entry = legal[pick(legal.length)];
    if (entry === undefined) throw new Error('no legal box');
    act({ type: 'score', box: entry.box });
  }
  return { game, states };
}

export function scoredEvents(events: readonly GameEvent[]): Extract<GameEvent, { type: 'scored' }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: 'scored' }> => e.type === 'scored');
}
