// One game's grades, made as its decisions come in: kept by log index, graded a batch at a time (every
// decision from the first not yet graded to the end of the log, in one analyst call), each batch pushed as
// `coach-grades`. While the rules' table is not ready the decisions wait, counted as pending.

import { decisionsOf, type Grade, type GradeWin } from '../../shared/coach';
import type { GameEvent } from '../../shared/game';
import type { RuleSet } from '../../shared/rules';
import type { ValueTable } from '../../shared/solver';
import type { AnalysisPriority } from '../solver/analysis-queue';

export class GameGrades {
  private readonly byIndex = new Map<number, Grade>();
  /** Grades by win chance, by log index: they come after the points grades (coach-service.ts, gradeByWin). */
  private readonly wins = new Map<number, GradeWin>();
  /** Decisions from this log index on are not graded yet. */
  private gradedUpTo = 0;
  /** The log index of the last decision known (-1: none). */
  private lastDecision = -1;
  /** The batch being graded (or waiting for the table), if any. */
  private work: Promise<void> | null = null;
  /** The game was abandoned or forgotten: nothing more is graded or pushed. */
  dropped = false;
  /** Why the last batch failed (null once one succeeds): a report says so rather than give half the grades. */
  failure: unknown = null;

  constructor(
    readonly gameId: string,
    readonly rules: RuleSet,
    private events: readonly GameEvent[],
    /** How urgent its grades are: live for a game being played (to its last move), else background. */
    readonly priority: AnalysisPriority = 'live',
  ) {
    // Any decision of a log we are handed may be ungraded: the last event is an upper bound.
    this.lastDecision = events.length > 1 ? events.length - 1 : -1;
  }

  /** The game's log grew; `decision`: its last event commits a decision. */
  appended(events: readonly GameEvent[], decision: boolean): void {
    this.events = events;
    if (decision) this.lastDecision = events.length - 1;
  }

  get ungraded(): boolean {
    return this.lastDecision >= this.gradedUpTo;
  }

  /** The live decisions not graded yet (a fold of the log on this thread: microseconds). */
  ungradedCount(): number {
    return this.ungraded ? decisionsOf(this.events, this.gradedUpTo).length : 0;
  }

  /** Every grade so far, by log index. */
  all(): Grade[] {
    return [...this.byIndex.values()]
      .map((g) => {
        const win = this.wins.get(g.index);
        return win === undefined ? g : { ...g, win };
      })
      .sort((a, b) => a.index - b.index);
  }

  /** Decisions' grades by win chance, added to their points grades whenever those are (or were) made. */
  improve(grades: readonly Grade[]): void {
    for (const g of grades) if (g.win !== undefined) this.wins.set(g.index, g.win);
  }

  /** Resolves when the batch in progress (if any) is done. */
  settled(): Promise<void> {
    return this.work ?? Promise.resolve();
  }

  /**
   * Grades every ungraded decision, a batch at a time, unless a batch is already running (it picks up what came
   * meanwhile). `table()` gives the solved table, waiting for it if need be; `publish` gets each batch.
   */
  pump(
    table: () => Promise<ValueTable>,
    grade: (table: ValueTable, events: readonly GameEvent[], from: number) => Promise<readonly Grade[]>,
    publish: (grades: readonly Grade[]) => void,
    onError: (error: unknown) => void,
  ): void {
    if (this.work || this.dropped || !this.ungraded) return;
    const run = async (): Promise<void> => {
      while (!this.dropped && this.ungraded) {
        const solved = await table();
        const events = this.events;
        const grades = await grade(solved, events, this.gradedUpTo);
        if (this.dropped) return;
        this.failure = null;
        this.gradedUpTo = events.length;
        for (const g of grades) this.byIndex.set(g.index, g);
        if (grades.length > 0) publish(grades);
      }
    };
    // A failure (no table, a dead worker) stops here: the next decision or report tries again.
    this.work = run()
      .catch((error: unknown) => {
        this.failure = error;
        onError(error);
      })
      .finally(() => {
        this.work = null;
      });
  }
}
