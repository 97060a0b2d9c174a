// Perfect (to win): at a table, the option with the best chance to finish highest, the others taken to play
// Perfect (points) from their sheets (solver/win, docs/win.md). Where options are level on that chance (to the
// last bits: a won or lost game, or two keeps worth the same), the points decide, as Perfect plays them. Alone
// at the table there is nobody to beat: it plays Perfect.

import type { GameState } from '../game';
import { analyzeTurn, type Position, type ValueTable } from '../solver';
import { winOutcome, type OutcomeOptions, type SeatOutcome } from '../solver/win';
import { PerfectBot } from './perfect';
import type { Bot, BotDecision, TieBreak } from './types';
import { checkSameRules, FIRST_ROLL, turnView } from './turn-values';

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

/** How Perfect (to win) plays: the engine's budget and horizon, and in how many of its last turns it plays to win. */
export interface WinPlay extends OutcomeOptions {
  /** Plays to win once it has this many boxes or fewer open, Perfect (points) before (default: every turn). */
  readonly turns?: number;
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
    const view = turnView(state);
    checkSameRules(this.table.layout.rules, view.rules, 'Perfect (to win)');
    const { dice, seat, sheet } = view;
    const open = view.rules.boxes.filter((b) => sheet[b.id] === undefined).length;
    if (state.seats.length < 2 || open > (this.options.turns ?? Infinity))
      return this.perfect.decide(state, tieBreak);
    if (dice === null) return FIRST_ROLL;
    const rollsLeft = Math.min(2, view.rollsLeft) as 0 | 1 | 2;
    const outcome = this.outcomeFor(state, seat);
    const position = { sheet, extraYachts: state.extraYachts[seat] ?? 0, dice, rollsLeft };
    const analysis = outcome.analyze(dice, rollsLeft);
    if (analysis.rollsLeft !== 0) {
      const keep = this.pick(analysis.options, position, (o) => o.keep.join(','));
      if (keep.keep.length < dice.length) return { type: 'roll', keep: keepPositions(dice, keep.keep) };
    }
    // Scoring now (no rolls left, or standing): the best box for these dice.
    const boxes = analysis.rollsLeft === 0 ? analysis : outcome.analyze(dice, 0);
    if (boxes.rollsLeft !== 0) throw new Error('the engine answered keeps where boxes were asked for');
    const box = this.pick(boxes.options, { ...position, rollsLeft: 0 }, (o) => o.box);
    return { type: 'score', box: box.box };
  }

  /** The best option by win chance; among level ones, the best for points (the first in analyzeTurn's order). */
  private pick<T extends { readonly value: number }>(
    options: readonly T[],
    position: Position,
    name: (option: T) => string,
  ): T {
    const best = options[0]!.value;
    const level = options.filter((o) => o.value >= best - LEVEL_CHANCE);
    if (level.length === 1) return level[0]!;
    const byName = new Map(level.map((o) => [name(o), o]));
    for (const o of analyzeTurn(this.table, position).options) {
      const found = byName.get('box' in o ? o.box : o.keep.join(','));
      if (found) return found;
    }
    return level[0]!;
  }

  private outcomeFor(state: GameState, seat: number): SeatOutcome {
    const others = state.sheets
      .map((sheet, i) => ({ sheet, extraYachts: state.extraYachts[i] ?? 0, i }))
      .filter((o) => o.i !== seat);
    const key = JSON.stringify([seat, state.sheets, state.extraYachts]);
    if (this.kept?.key !== key) {
      const own = { sheet: state.sheets[seat] ?? {}, extraYachts: state.extraYachts[seat] ?? 0 };
      this.kept = { key, outcome: winOutcome(this.table, own, others, this.options) };
    }
    return this.kept.outcome;
  }
}
