// Long legal game logs, as a player who re-rolls and takes it back thousands of times makes them: one person
// at the table, each re-roll or score made through apply() (so the log is legal), with `cycles` re-roll/undo
// pairs spread over the game's decisions. Used by the replay and grading tests and benchmarks.

import {
  apply,
  canRoll,
  pad,
  seededRandom,
  startGame,
  type GameAction,
  type GameEvent,
  type GameState,
  type GameSetup,
} from '../../src/shared/game';

export interface LongGameOptions {
  /** Re-roll/undo pairs in all (spread over the turns' re-roll decisions). */
  readonly cycles: number;
  /** Dice and choices come from this seed. */
  readonly seed?: string;
  readonly variant?: GameSetup['variant'];
  /** Play only this many turns (the game stays in progress); all of them by default. */
  readonly turns?: number;
}

/** The positions showing the face most dice show (the higher face when level): a plain keep. */
function keepMost(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  let face = 6;
  for (let f = 5; f >= 1; f--) if (counts[f]! > counts[face]!) face = f;
  return dice.flatMap((d, p) => (d === face ? [p] : []));
}

/** The best-scoring legal box of the dice showing. */
function bestBox(state: GameState): string {
  const legal = pad(state)?.entries.filter((e) => e.legal) ?? [];
  const best = legal.reduce<(typeof legal)[number] | undefined>(
    (a, b) => (a === undefined || (b.points ?? 0) > (a.points ?? 0) ? b : a),
    undefined,
  );
  if (best === undefined) throw new Error('no legal box');
  return best.box;
}

/**
 * A finished (or `turns`-long) one-person game with `cycles` re-rolls each taken back at once. The re-rolls
 * taken back keep a random set of dice (at most four), so the grades of the decisions taken back vary.
 */
export function longUndoGame(options: LongGameOptions): GameEvent[] {
  const seed = options.seed ?? 'long-game';
  const dice = seededRandom(`${seed}/dice`);
  const choose = seededRandom(`${seed}/choices`);
  const game = startGame({
    variant: options.variant ?? 'standard',
    seats: [{ kind: 'human', name: 'Ann' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const events: GameEvent[] = [...game.events];
  let state: GameState = game.state;
  const turns = options.turns ?? state.rules.boxes.length;
  // Two re-roll decisions a turn at most: the cycles are spread over those.
  let left = options.cycles;
  let pointsLeft = turns * 2;
  const act = (action: GameAction): void => {
    const step = apply(state, action, { random: dice });
    events.push(step.event);
    state = step.state;
  };
  for (let turn = 0; turn < turns && !state.over; turn++) {
    act({ type: 'roll' });
    for (let reroll = 0; reroll < 2; reroll++) {
      const here = pointsLeft <= 1 ? left : Math.round(left / pointsLeft);
      pointsLeft--;
      // A turn that cannot roll again (five kept): its share goes to the next decision.
      if (!canRoll(state)) continue;
      for (let c = 0; c < here; c++) {
        const keep = [0, 1, 2, 3, 4].filter(() => choose.next() < 0.5).slice(0, 4);
        act({ type: 'roll', keep });
        act({ type: 'undo' });
      }
      left -= here;
      act({ type: 'roll', keep: keepMost(state.turn.dice ?? []).slice(0, 4) });
    }
    act({ type: 'score', box: bestBox(state) });
  }
  if (left > 0) throw new Error(`${left} cycles could not be placed`);
  return events;
}
