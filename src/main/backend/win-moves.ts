// Perfect (to win)'s moves in the app. A turn's first question to the win engine takes up to about a second,
// so it is asked of the solver host's analysis worker (WinAnalyst), never worked out on the main thread; the
// pick from the engine's answer (shared/bots/perfect-win.ts) is the same as the bot's in the command line.

import { winDecision, winRequestOf, type BotDecision, type WinPlay } from '../../shared/bots';
import type { GameState } from '../../shared/game';
import { standingOn, type ValueTable } from '../../shared/solver';
import { WinOutcomes, type OutcomeOptions, type WinOptions, type WinRequest } from '../../shared/solver/win';

/** Who answers the win engine's questions: the solver host (on its analysis worker), or in process. */
export interface WinAnalyst {
  winOptions(table: ValueTable, request: WinRequest, options?: OutcomeOptions): Promise<WinOptions>;
}

/** Whether a table source (the solver host) can answer them; the test stand-ins may not. */
export function isWinAnalyst(value: unknown): value is WinAnalyst {
  return typeof (value as Partial<WinAnalyst> | null)?.winOptions === 'function';
}

/** On the calling thread (tests, and tools without workers): blocks it for the solve. */
export class InProcessWinAnalyst implements WinAnalyst {
  private readonly outcomes = new WinOutcomes();

  async winOptions(table: ValueTable, request: WinRequest, options?: OutcomeOptions): Promise<WinOptions> {
    return this.outcomes.options(table, request, options);
  }
}

/**
 * Whether Perfect (to win) asks the engine at this state, playing to win in its last `turns` (otherwise it
 * plays as Perfect, at once).
 */
export function asksWinEngine(state: GameState, turns?: number): boolean {
  return !state.over && winRequestOf(state, turns) !== null;
}

/**
 * Perfect (to win)'s decision at a state where it asks the engine: its keep, or its box. Standing on the dice
 * (the best keep is all of them) asks a second time for the boxes, answered from the same turn's solve.
 */
export async function winMove(
  table: ValueTable,
  state: GameState,
  analyst: WinAnalyst,
  play: WinPlay = {},
): Promise<BotDecision> {
  const { turns, ...options } = play;
  const request = winRequestOf(state, turns);
  if (request === null)
    throw new Error(
      'Perfect (to win) asks the engine only with dice, at a table of two or more or alone with a target',
    );
  const { position } = request;
  const decision = winDecision(table, position, await analyst.winOptions(table, request, options));
  if (decision !== null) return decision;
  const standing = { ...request, position: standingOn(position) };
  const box = winDecision(table, standing.position, await analyst.winOptions(table, standing, options));
  if (box === null) throw new Error('the engine answered keeps where boxes were asked for');
  return box;
}
