// One question the coach, the bot, the replay and the command line all ask: a position's options valued by the
// chance to win against the other seats, or (alone, or in target practice) by the chance to reach a target.
// A turn's three decisions share one solve: the last few turns' solves are kept (WinOutcomes).

import { rulesFingerprint } from '../../rules';
import type { ValueTable } from '../tables/solve';
import type { Position } from '../turn/analyze';
import { seatOutcome, type OutcomeAnalysis, type OutcomeOptions, type SeatOutcome } from './outcome-analysis';
import { reachUtility } from './utility';
import { winUtilityAgainst, type SeatSheet } from './win-analysis';

/** What the options are valued by: the chance to win the table, or to reach a target. */
export type WinMeasure = 'win' | 'reach';

export interface WinRequest {
  readonly position: Position;
  /** The other seats, each at the start of a turn (for 'win'). */
  readonly others: readonly SeatSheet[];
  /** A target total: the options are valued by the chance to reach it (others are then not asked). */
  readonly target: number | null;
}

export type WinOptions = OutcomeAnalysis & { readonly measure: WinMeasure; readonly target: number | null };

/** Turns' solves kept at once (a table of six asks about one seat at a time; replays walk turn by turn). */
export const KEPT_OUTCOMES = 8;

/** Why a request cannot be answered, in words, or null. */
export function winRequestProblem(request: WinRequest): string | null {
  if (request.target !== null && !Number.isInteger(request.target))
    return 'a target is a whole number of points';
  if (request.target === null && request.others.length === 0)
    return 'a win chance needs at least one other seat (or a target to reach)';
  if (request.others.length > 5) return 'a table has at most six seats';
  return null;
}

export class WinOutcomes {
  private readonly kept = new Map<string, { readonly outcome: SeatOutcome; readonly othersExact: boolean }>();

  constructor(private readonly limit = KEPT_OUTCOMES) {}

  /** The options of the request's position, best first. */
  options(table: ValueTable, request: WinRequest, options: OutcomeOptions = {}): WinOptions {
    const problem = winRequestProblem(request);
    if (problem) throw new Error(problem);
    const { position, others, target } = request;
    const extraYachts = position.extraYachts ?? 0;
    const key = JSON.stringify([
      rulesFingerprint(table.layout.rules),
      position.sheet,
      extraYachts,
      target ?? others,
      options,
    ]);
    let kept = this.kept.get(key);
    if (kept) this.kept.delete(key);
    else {
      const against =
        target !== null ? { utility: reachUtility(target), exact: true } : winUtilityAgainst(table, others);
      // At a table a Generala servida wins at once; a target is reached by points.
      const outcome = seatOutcome(table, position.sheet, extraYachts, against.utility, {
        ...options,
        instantWins: target === null,
      });
      kept = { outcome, othersExact: against.exact };
    }
    this.kept.set(key, kept);
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    const analysis = kept.outcome.analyze(position.dice, position.rollsLeft, position.firstRoll);
    const exact = analysis.exact && kept.othersExact;
    return { ...analysis, exact, measure: target !== null ? 'reach' : 'win', target };
  }

  /** Solves kept now (a bound, tested). */
  get size(): number {
    return this.kept.size;
  }
}
