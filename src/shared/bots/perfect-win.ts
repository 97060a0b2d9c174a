// Perfect (to win): at a table, the option with the best chance to finish highest, the others taken to play
// Perfect (points) from their sheets (solver/win, docs/win.md). Where options are level on that chance (to the
// last bits: a won or lost game, or two keeps worth the same), the points decide, as Perfect plays them. Alone
// at the table there is nobody to beat: it plays Perfect, or for the game's target when it has one (the chance
// to reach it: target practice).

import type { GameState } from '../game';
import { winsAtOnce } from '../rules';
import { analyzeTurn, type Position, type ValueTable } from '../solver';
import {
  reachUtility,
  seatOutcome,
  winOutcome,
  type OutcomeAnalysis,
  type OutcomeOptions,
  type SeatOutcome,
  type WinRequest,
} from '../solver/win';
import { PerfectBot } from './perfect';
import type { Bot, BotDecision, TieBreak } from './types';
import { checkSameRules, turnView } from './turn-values';

/** Win chances closer than this are level (the engine's sums differ in the last bits between equal options). */
export const LEVEL_CHANCE = 1e-12;

/** The positions (table order) of the dice that make up `keep`, the first of each face first. */
export function keepPositions(dice: readonly number[], keep: readonly number[]): number[] {
  const used = new Set<number>();
  for (const face of keep) {
    const at = dice.findIndex((d, i) => d === face && !used.has(i));
    if (at < 0) throw new Error(`the dice ${dice.join(' ')} do not hold the keep ${keep.join(' ')}`);
    used.add(at);
  }
  return [...used].sort((a, b) => a - b);
}

/**
 * The last turns Perfect (to win) plays to win by default: from 6 open boxes the engine solves the rest of the
 * game exactly within about 0.1 s a turn (docs/win.md). Before them it plays Perfect (points): that is the
 * approximation measured to win (2 seats, own dice: 54.0% of 750 games, 95% 50.4-57.5%; its last 3 turns alone
 * 51.8% of 10,000), where the engine's short horizon and the others' approximate totals have not been shown to.
 */
export const WIN_TURNS = 6;

/** How Perfect (to win) plays: the engine's budget and horizon, and in how many of its last turns it plays to win. */
export interface WinPlay extends OutcomeOptions {
  /** Plays to win once it has this many boxes or fewer open, Perfect (points) before (default: WIN_TURNS). */
  readonly turns?: number;
}

/**
 * The engine's question at this state: the seat's position and the others' sheets; null when Perfect (to win)
 * plays without the engine (no dice yet: the first roll keeps nothing; alone, or before its last `turns`
 * turns: as Perfect).
 */
export function winRequestOf(state: GameState, turns = WIN_TURNS): WinRequest | null {
  const { dice, seat, sheet, rules, rollsLeft } = turnView(state);
  const open = rules.boxes.filter((b) => sheet[b.id] === undefined).length;
  // Alone with a target, the engine is asked the chance to reach it (no others).
  const target = state.seats.length === 1 ? state.target : null;
  if (dice === null || (state.seats.length < 2 && target === null) || open > turns) return null;
  const others = state.sheets
    .map((s, i) => ({ sheet: s, extraYachts: state.extraYachts[i] ?? 0 }))
    .filter((_, i) => i !== seat);
  const position = {
    sheet,
    extraYachts: state.extraYachts[seat] ?? 0,
    dice,
    rollsLeft: Math.min(2, rollsLeft) as 0 | 1 | 2,
  };
  return { position, others, target };
}

/**
 * What Perfect (to win) plays from the engine's answer at `position`: the keep with the best win chance, or the
 * best box; level chances (LEVEL_CHANCE) go to the points, in analyzeTurn's order. Null when the best keep is
 * every die: it stands, and the boxes (the same dice with no rolls left) are to be asked next.
 */
export function winDecision(
  table: ValueTable,
  position: Position,
  analysis: OutcomeAnalysis,
): BotDecision | null {
  if (analysis.rollsLeft !== position.rollsLeft) {
    throw new Error(`the engine answered for ${analysis.rollsLeft} rolls left, not ${position.rollsLeft}`);
  }
  if (analysis.rollsLeft === 0) return { type: 'score', box: pick(table, position, analysis.options).box };
  const keep = pick(table, position, analysis.options).keep;
  return keep.length < position.dice.length
    ? { type: 'roll', keep: keepPositions(position.dice, keep) }
    : null;
}

/** The best option by win chance; among level ones, the best for points (the first in analyzeTurn's order). */
function pick<T extends { readonly value: number; readonly box?: string; readonly keep?: readonly number[] }>(
  table: ValueTable,
  position: Position,
  options: readonly T[],
): T {
  const first = options[0];
  if (first === undefined) throw new Error('the engine answered no options');
  const level = options.filter((o) => o.value >= first.value - LEVEL_CHANCE);
  if (level.length === 1) return first;
  const name = (o: { readonly box?: string; readonly keep?: readonly number[] }): string =>
    o.box ?? o.keep?.join(',') ?? '';
  const byName = new Map(level.map((o) => [name(o), o]));
  for (const o of analyzeTurn(table, position).options) {
    const found = byName.get('box' in o ? o.box : o.keep.join(','));
    if (found) return found;
  }
  return first;
}

export class PerfectWinBot implements Bot {
  readonly level = 'perfect-win' as const;
  private readonly perfect: PerfectBot;
  /** The turn being played: the engine's solve serves its three decisions. */
  private kept: { readonly key: string; readonly outcome: SeatOutcome } | null = null;

  constructor(
    readonly table: ValueTable,
    private readonly options: WinPlay = {},
  ) {
    this.perfect = new PerfectBot(table);
  }

  decide(state: GameState, tieBreak?: TieBreak): BotDecision {
    checkSameRules(this.table.layout.rules, state.rules, 'Perfect (to win)');
    // A box that wins the game at once (a Generala servida where it wins) beats every chance: at a table, taken.
    const { rules, sheet, dice, firstRoll } = turnView(state);
    const instant = rules.instantWin;
    if (state.seats.length > 1 && dice !== null && instant !== undefined && sheet[instant] === undefined) {
      if (winsAtOnce(rules, instant, dice, firstRoll)) return { type: 'score', box: instant };
    }
    const request = winRequestOf(state, this.options.turns);
    // No dice yet (Perfect's first roll keeps nothing too), alone, or before its last turns: as Perfect.
    if (request === null) return this.perfect.decide(state, tieBreak);
    const { position } = request;
    const outcome = this.outcomeFor(state, request);
    const decision = winDecision(this.table, position, outcome.analyze(position.dice, position.rollsLeft));
    if (decision) return decision;
    // Standing: the best box for these dice (the turn's first roll scores a servida).
    const standing = { ...position, rollsLeft: 0 as const, firstRoll };
    const box = winDecision(this.table, standing, outcome.analyze(position.dice, 0, firstRoll));
    if (box === null) throw new Error('the engine answered keeps where boxes were asked for');
    return box;
  }

  private outcomeFor(state: GameState, request: WinRequest): SeatOutcome {
    const key = JSON.stringify([state.turn.seat, state.sheets, state.extraYachts, request.target]);
    if (this.kept?.key !== key) {
      const { sheet, extraYachts } = request.position;
      const own = { sheet, extraYachts: extraYachts ?? 0 };
      const { target } = request;
      this.kept = {
        key,
        outcome:
          target !== null
            ? seatOutcome(this.table, sheet, own.extraYachts, reachUtility(target), this.options)
            : winOutcome(this.table, own, request.others, this.options),
      };
    }
    return this.kept.outcome;
  }
}
