// A multi-seat game's decisions valued by the chance to win: each against the best option of its position,
// the others' sheets as they stood then (each at the start of a turn) and every other seat playing Perfect
// (points) from there (the win engine, shared/solver/win). A turn's first decision is the costly one (the
// engine solves the turn for it; the turn's later decisions read that solve), so a replay uses a smaller work
// budget than the coach: exact where the game left fits it (the last turns), the engine's approximation before.

import {
  choiceWords,
  decisionsMade,
  sameChoice,
  scoreChoice,
  keepChoice,
  type Choice,
  type DecisionPlace,
} from '../coach';
import { liveEvents, type GameEvent } from '../game';
import type { ValueTable } from '../solver';
import { standingOn } from '../solver/turn/analyze';
import { WinOutcomes, type WinRequest } from '../solver/win';
import { SeatSheets, winCourse, type WinCoursePoint, winCoursePoint } from './win-course';

/** Kernel steps a replay's decision may take: a turn's first decision in about 0.05 s here (the coach: 1.5e9). */
export const REPLAY_WIN_BUDGET = 1e8;

/** A decision that lost at least this much win chance is marked on the chart (2 percentage points). */
export const WIN_MARK_LOSS = 0.02;

/** One decision by win chance. */
export interface WinDecision extends DecisionPlace {
  /** The turn (the course point's `turn`) the decision was made in. */
  readonly turn: number;
  /** What was played and the win-best option, in words ("keep 6-6", "score Chance"). */
  readonly choice: string;
  readonly best: string;
  /** The chance to win after what was played, and after the best option. */
  readonly chance: number;
  readonly bestChance: number;
  /** bestChance − chance (≥ 0). */
  readonly loss: number;
  /** Every turn to the game's end solved exactly; otherwise the engine's approximation past its horizon. */
  readonly exact: boolean;
}

/** A replay's win chances: the course after each turn and every decision's loss. */
export interface ReplayWin {
  readonly course: readonly WinCoursePoint[];
  readonly decisions: readonly WinDecision[];
  /** Every decision's values exact (else some are approximate: before the engine's horizon). */
  readonly exact: boolean;
  /** The work budget the decisions were valued with (kernel steps). */
  readonly budget: number;
}

interface WinChoice {
  readonly choice: Choice;
  readonly value: number;
}

/**
 * Every choice of a position with its chance to win, best first: with rolls left, the keeps that roll and the
 * boxes it could score at once (the engine's box values for these dice; keeping all five is standing, which
 * is scoring the best box, so it is left out). A stable sort: level chances keep the engine's order.
 */
function winChoices(
  outcomes: WinOutcomes,
  table: ValueTable,
  request: WinRequest,
  budget: number,
): { options: WinChoice[]; exact: boolean } {
  const analysis = outcomes.options(table, request, { budget });
  const choices: WinChoice[] = [];
  if (analysis.rollsLeft === 0) {
    for (const o of analysis.options) choices.push({ choice: scoreChoice(o.box), value: o.value });
    return { options: choices, exact: analysis.exact };
  }
  for (const o of analysis.options)
    if (o.keep.length < 5) choices.push({ choice: keepChoice(o.keep), value: o.value });
  const boxes = outcomes.options(table, { ...request, position: standingOn(request.position) }, { budget });
  if (boxes.rollsLeft !== 0) throw new Error('the engine answered a scoring question with keeps');
  for (const o of boxes.options) choices.push({ choice: scoreChoice(o.box), value: o.value });
  return { options: choices.sort((a, b) => b.value - a.value), exact: analysis.exact };
}

/** The win chances of a game of two or more seats (null for a game alone: there is no one to beat). */
export function replayWin(
  table: ValueTable,
  events: readonly GameEvent[],
  budget = REPLAY_WIN_BUDGET,
): ReplayWin | null {
  const created = events[0];
  if (created?.type !== 'created') throw new Error("a game's log starts with its 'created' event");
  if (created.seats.length < 2) return null;
  // The course first: it works out every seat's final-total distribution at each turn, which the decisions'
  // win utilities (the others' distributions) then find cached.
  const course = winCourse(table, events);
  const decisions = winDecisions(table, events, budget);
  return { course, decisions, exact: decisions.every((d) => d.exact), budget };
}

/** One turn of replayWin: the course point its box ends it with (null past the last box), and its decisions. */
export interface ReplayWinPart {
  readonly point: WinCoursePoint | null;
  readonly decisions: readonly WinDecision[];
}

/**
 * replayWin a turn at a time, so that other analyses can go between the turns (a whole game takes seconds):
 * the log up to the turn's end (`events`, its last event the turn's `scored` when `scored`), and the turn's
 * decisions from log index `from`. The parts joined in order are replayWin's answer.
 */
export function replayWinPart(
  table: ValueTable,
  events: readonly GameEvent[],
  from: number,
  scored: boolean,
  budget = REPLAY_WIN_BUDGET,
): ReplayWinPart {
  const point = scored ? winCoursePoint(table, events) : null;
  const decisions = from < events.length ? winDecisions(table, events, budget, from) : [];
  return { point, decisions };
}

/** The live decisions from log index `from` on (a game of two or more seats), each by the chance to win. */
export function winDecisions(
  table: ValueTable,
  events: readonly GameEvent[],
  budget = REPLAY_WIN_BUDGET,
  from = 0,
): WinDecision[] {
  const created = events[0];
  if (created?.type !== 'created') throw new Error("a game's log starts with its 'created' event");
  if (created.seats.length < 2) throw new Error('a win chance needs a table of at least two seats');
  const rules = table.layout.rules;
  const pending = decisionsMade(events, from, false).live;
  const outcomes = new WinOutcomes();
  const sheets = new SeatSheets(created.seats.length);
  const decisions: WinDecision[] = [];
  let next = 0;
  let turn = 1;
  for (const index of liveEvents(events)) {
    const decision = pending[next];
    if (decision !== undefined && decision.index === index) {
      next++;
      const { seat, sheet, extraYachts, dice, rollsLeft } = decision;
      const { options, exact } = winChoices(
        outcomes,
        table,
        { position: { sheet, extraYachts, dice, rollsLeft }, others: sheets.others(seat), target: null },
        budget,
      );
      const best = options[0];
      const chosen = options.find((o) => sameChoice(o.choice, decision.choice));
      if (best === undefined || chosen === undefined)
        throw new Error(`decision ${index} is not an option of its position`);
      decisions.push({
        index,
        seat,
        round: decision.round,
        rollsLeft,
        dice,
        turn,
        choice: choiceWords(rules, decision.choice, rollsLeft),
        best: choiceWords(rules, best.choice, rollsLeft),
        chance: chosen.value,
        bestChance: best.value,
        loss: Math.max(0, best.value - chosen.value),
        exact,
      });
    }
    const event = events[index];
    if (event?.type === 'scored') {
      sheets.score(event.seat, event.box, event.points, event.extraYacht);
      turn++;
    }
  }
  return decisions;
}
