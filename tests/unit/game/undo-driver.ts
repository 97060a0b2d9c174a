// A driver for random games with undos: it looks at the state before every step (an undo can land anywhere
// in a turn) and sometimes takes the last decision back instead of moving.

import {
  apply,
  canRoll,
  canUndo,
  pad,
  seededRandom,
  startGame,
  type Game,
  type GameAction,
  type GameState,
  type RandomSource,
} from '../../../src/shared/game';
import { CREATED_AT, table, type RuleConfig } from './helpers';

export interface UndoGame {
  readonly game: Game;
  /** The state after every event: `states[i]` is the fold of events 0..i. */
  readonly states: readonly GameState[];
}

/** Plays a whole game of random legal moves, taking back a decision about once in `undoOdds` steps. */
export function playRandomGameWithUndos(
  config: RuleConfig,
  seats: number,
  firstSeat: number,
  dice: RandomSource,
  choiceSeed: number,
  undoOdds: number,
): UndoGame {
  const choose = seededRandom(`undo-choices-${choiceSeed}`);
  const pick = (n: number): number => Math.floor(choose.next() * n);
  let game = startGame({ ...config, seats: table(seats), firstSeat, createdAt: CREATED_AT });
  const states: GameState[] = [game.state];

  const next = (state: GameState): GameAction => {
    if (canUndo(state) && pick(undoOdds) === 0) return { type: 'undo' };
    if (state.turn.dice === null) return { type: 'roll' };
    if (canRoll(state) && pick(3) > 0) {
      const keep = [0, 1, 2, 3, 4].filter(() => pick(2) === 0).slice(0, 4);
      // A keep that changes nothing is no move (the engine refuses it): the roll keeps them instead.
      const changes = keep.join() !== state.turn.kept.join();
      return pick(3) === 0 && changes ? { type: 'keep', positions: keep } : { type: 'roll', keep };
    }
    const legal = pad(state)?.entries.filter((e) => e.legal) ?? [];
    const entry = legal[pick(legal.length)];
    if (entry === undefined) throw new Error('no legal box');
    return { type: 'score', box: entry.box };
  };

  while (!game.state.over) {
    if (game.events.length > 20_000) throw new Error('the game did not end');
    const { state, event } = apply(game.state, next(game.state), { random: dice });
    game = { events: [...game.events, event], state };
    states.push(state);
  }
  return { game, states };
}
