// The coach at a table of 2+ seats: a person's options and grades by the chance to win as well as by points.
// The others' sheets come from the log (each other seat is at the start of a turn when a seat decides); the
// win engine runs on the analyst (the solver host's analysis worker), where a turn's three decisions share
// one solve. Bots' decisions keep their points grades alone: the coach is for the people at the table.

import {
  gradeWin,
  withWinChances,
  type Grade,
  type PositionOptions,
  type WinAnswers,
} from '../../shared/coach';
import { replay, type GameEvent, type GameState } from '../../shared/game';
import { standingOn, type Position, type ValueTable } from '../../shared/solver';
import type { SeatSheet } from '../../shared/solver/win';
import type { AnalysisPriority } from '../solver/analysis-queue';
import type { CoachAnalyst } from './coach-analyst';

/** Every seat but `seat`, as its sheet stands. */
export function othersOf(state: GameState, seat: number): SeatSheet[] {
  const others: SeatSheet[] = [];
  state.sheets.forEach((sheet, i) => {
    if (i !== seat) others.push({ sheet, extraYachts: state.extraYachts[i] ?? 0 });
  });
  return others;
}

/** The win engine's keeps and boxes of a position (the boxes read from the same solve: instant). */
export async function winAnswers(
  analyst: CoachAnalyst,
  table: ValueTable,
  position: Position,
  others: readonly SeatSheet[],
  priority: AnalysisPriority,
  target: number | null = null,
): Promise<WinAnswers | null> {
  if (analyst.winOptions === undefined || (others.length === 0 && target === null)) return null;
  const ask = analyst.winOptions.bind(analyst);
  // Alone with a target (target practice), the chance to reach it; else the chance to win against the others.
  const request = { position, others, target };
  const keeps = position.rollsLeft === 0 ? null : await ask(table, request, {}, priority);
  const boxes = await ask(table, { ...request, position: standingOn(position) }, {}, priority);
  return { keeps, boxes };
}

/** A hint's options with their win chances at a table of 2+ seats (as they were, alone or without the engine). */
export async function rankedWithWin(
  analyst: CoachAnalyst,
  table: ValueTable,
  state: GameState,
  position: Position,
  ranked: PositionOptions,
  logError?: (message: string) => void,
): Promise<PositionOptions> {
  try {
    const others = othersOf(state, state.turn.seat);
    const answers = await winAnswers(analyst, table, position, others, 'live', state.target);
    return answers === null ? ranked : withWinChances(ranked, answers);
  } catch (error) {
    // The points are the hint still: a failed win analysis must not cost the player the whole hint.
    logError?.(`the hint's win chances failed: ${messageOf(error)}`);
    return ranked;
  }
}

/**
 * Grades of a table of 2+ seats with each person's decision graded by win chance too. A finished game's
 * report (`priority` background) keeps the points alone: a whole game's win solves would hold up the end
 * screen. The win solves go on the analyst as background work: a turn's first takes up to a second, and the
 * points grades and hints a player waits for (live, milliseconds each) must not queue behind it.
 */
export async function gradesWithWin(
  analyst: CoachAnalyst,
  table: ValueTable,
  events: readonly GameEvent[],
  grades: readonly Grade[],
  priority: AnalysisPriority,
  logError?: (message: string) => void,
): Promise<readonly Grade[]> {
  const created = events[0];
  if (created?.type !== 'created' || priority !== 'live') return grades;
  // A table of 2+ seats by win chance; a game of one with a target, by the chance to reach it.
  const target = created.target ?? null;
  if (created.seats.length < 2 && target === null) return grades;
  if (analyst.winOptions === undefined) return grades;
  const out: Grade[] = [];
  for (const grade of grades) {
    if (created.seats[grade.seat]?.kind !== 'human') {
      out.push(grade);
      continue;
    }
    const state = replay(events.slice(0, grade.index));
    const position: Position = {
      sheet: state.sheets[grade.seat] ?? {},
      extraYachts: state.extraYachts[grade.seat] ?? 0,
      dice: grade.dice,
      rollsLeft: grade.rollsLeft,
    };
    try {
      const others = othersOf(state, grade.seat);
      // Idle: after any replay or report asked meanwhile (a game played fast leaves dozens of these).
      const answers = await winAnswers(analyst, table, position, others, 'idle', target);
      const win = answers === null ? undefined : gradeWin(table.layout.rules, grade, answers);
      out.push(win === undefined ? grade : { ...grade, win });
    } catch (error) {
      // The points grade stands on its own: a failed win analysis leaves it without the win chance.
      logError?.(`grading decision ${grade.index} by win chance failed: ${messageOf(error)}`);
      out.push(grade);
    }
  }
  return out;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
