// Where the coach's analyses run. The app uses the solver host, which runs them on its analysis worker over the
// tables it shares with it, so grading never blocks the table; the in-process analyst runs the same shared coach
// functions on the calling thread (tests, and tools without workers).

import {
  decisionsOf,
  gradeDecisions,
  rankOptions,
  type Grade,
  type OptionsMode,
  type PositionOptions,
} from '../../shared/coach';
import type { GameEvent } from '../../shared/game';
import { replayAnalysis, replayWin, type ReplayAnalysis, type ReplayWin } from '../../shared/replay';
import { solveBonusChance, type Position, type ValueTable } from '../../shared/solver';
import { WinOutcomes, type OutcomeOptions, type WinOptions, type WinRequest } from '../../shared/solver/win';
import type { AnalysisPriority } from '../solver/analysis-queue';

/**
 * `priority`: where an analyst that queues its calls (the solver host's analysis worker) puts this one: 'live'
 * (what a game in progress waits for: its grades, a hint) before 'background' (a finished game's report, a
 * replay). Each method has the default the host gives it: live, except a replay.
 */
export interface CoachAnalyst {
  /** The grades of the decisions of a log committed at index `from` or later (live ones: see decisionsOf). */
  grade(
    table: ValueTable,
    events: readonly GameEvent[],
    from: number,
    priority?: AnalysisPriority,
  ): Promise<readonly Grade[]>;
  /** Every option of a position ranked: 'keeps' as `yacht analyze` lists them, 'decision' as a player has them. */
  rank(
    table: ValueTable,
    position: Position,
    mode: OptionsMode,
    priority?: AnalysisPriority,
  ): Promise<PositionOptions>;
  /** A game's replay analysis: its course under perfect play and Perfect's shadow on its dice. */
  replay(
    table: ValueTable,
    events: readonly GameEvent[],
    priority?: AnalysisPriority,
  ): Promise<ReplayAnalysis>;
  /** A game of two or more seats in win chance (null alone). Optional: without it a replay shows no win chart. */
  replayWin?(
    table: ValueTable,
    events: readonly GameEvent[],
    priority?: AnalysisPriority,
  ): Promise<ReplayWin | null>;
  /**
   * A position's options by the chance to win against the other seats (or reach a target): the coach at a table
   * of 2+ seats. Optional: an analyst without it gives the points alone.
   */
  winOptions?(
    table: ValueTable,
    request: WinRequest,
    options?: OutcomeOptions,
    priority?: AnalysisPriority,
  ): Promise<WinOptions>;
}

/** Whether a table source (the solver host) can also analyse; the test stand-ins cannot. */
export function isCoachAnalyst(value: unknown): value is CoachAnalyst {
  const v = value as Partial<CoachAnalyst> | null;
  return typeof v?.grade === 'function' && typeof v.rank === 'function' && typeof v.replay === 'function';
}

export interface InProcessOptions {
  /**
   * Work out the bonus chance for the facts, on the calling thread at the first ranking of a table (seconds
   * for standard, nothing for classic). Off by default: facts go without it.
   */
  readonly bonusChance?: boolean | undefined;
  /**
   * Answer winOptions (the coach's win chances at a table of 2+ seats) on the calling thread: up to a second
   * for a turn's first decision early in a game. Off by default: grades and hints go by points alone.
   */
  readonly win?: boolean | undefined;
}

/** Runs each call at once on the calling thread: nothing waits, so priorities do not matter. */
export class InProcessAnalyst implements CoachAnalyst {
  private readonly bonus = new WeakMap<ValueTable, Float64Array>();
  readonly winOptions?: (
    table: ValueTable,
    request: WinRequest,
    options?: OutcomeOptions,
  ) => Promise<WinOptions>;

  constructor(private readonly options: InProcessOptions = {}) {
    if (options.win === true) {
      // A turn's win solves, kept for its later decisions (as the analysis worker keeps them).
      const wins = new WinOutcomes();
      this.winOptions = async (table, request, opts) => wins.options(table, request, opts);
    }
  }

  async grade(table: ValueTable, events: readonly GameEvent[], from: number): Promise<readonly Grade[]> {
    return gradeDecisions(table, decisionsOf(events, from));
  }

  async rank(table: ValueTable, position: Position, mode: OptionsMode): Promise<PositionOptions> {
    return rankOptions(table, position, mode, { bonusChance: this.bonusChanceOf(table) });
  }

  async replay(table: ValueTable, events: readonly GameEvent[]): Promise<ReplayAnalysis> {
    return replayAnalysis(table, events);
  }

  async replayWin(table: ValueTable, events: readonly GameEvent[]): Promise<ReplayWin | null> {
    return replayWin(table, events);
  }

  private bonusChanceOf(table: ValueTable): Float64Array | null {
    if (this.options.bonusChance !== true) return null;
    let chance = this.bonus.get(table);
    if (!chance) {
      chance = solveBonusChance(table);
      this.bonus.set(table, chance);
    }
    return chance;
  }
}
