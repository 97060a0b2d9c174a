// A seat's options now, valued by what it plays for: the expected utility of its final total (the chance to
// reach a target, the chance to win the table) under the policy that maximises that utility from each option
// on, computed by the win engine (outcome-solver.ts) for the turns that fit its budget.

import { faceCounts, sortDice } from '../../dice';
import { choicesFor, winsAtOnce, type Sheet } from '../../rules';
import { boxIndex } from '../layout/boxes';
import { stateAfter, stateIndex, stateOf } from '../layout/state-key';
import { popcountMask, upperMove } from '../layout/layout';
import type { ValueTable } from '../tables/solve';
import { currentPoints, keepsOf, type Position } from '../turn/analyze';
import { createFinalMoves, finalMovesInto, WIN_GAIN } from './final-moves';
import { normalLeaf } from './leaf';
import { solveOutcome, type OutcomeRows, type SeatState } from './outcome-solver';
import { turnRows, turnValue } from './outcome-turn';
import { reachUtility, utilityAt, type FinalUtility } from './utility';

/** Work one analysis may take (kernel element steps, outcome-solver.ts turnWork): under a second on one core here. */
export const DEFAULT_BUDGET = 1.5e9;

export interface OutcomeOptions {
  /** Turns to solve exactly, the current one included (default: as many as the budget allows). */
  readonly horizon?: number;
  readonly budget?: number;
  /**
   * A box that wins the game at once (a Generala servida, RuleSet.instantWin) is worth the utility of a total no
   * one beats: so for the chance to win a table; otherwise (a target, points) it scores its points.
   */
  readonly instantWins?: boolean;
}

export interface OutcomeKeep {
  readonly keep: readonly number[];
  /** Expected utility: a chance, for the reach and win utilities. */
  readonly value: number;
  readonly loss: number;
}

export interface OutcomeBox {
  readonly box: string;
  readonly points: number;
  readonly value: number;
  readonly loss: number;
}

interface OutcomeFacts {
  readonly current: number;
  /** No approximation anywhere: every turn to the end of the game solved. */
  readonly exact: boolean;
  /** Turns solved exactly, this one included. */
  readonly turnsExact: number;
}

export type OutcomeAnalysis =
  | (OutcomeFacts & { readonly rollsLeft: 0; readonly options: readonly OutcomeBox[] })
  | (OutcomeFacts & { readonly rollsLeft: 1 | 2; readonly options: readonly OutcomeKeep[] });

/** U(current + h) for h = 0 .. G, G the first gain past which U no longer changes. */
export function gainUtility(utility: FinalUtility, current: number): Float64Array {
  const G = Math.max(0, utility.min + utility.values.length - 1 - current);
  const row = new Float64Array(G + 1);
  for (let h = 0; h <= G; h++) row[h] = utilityAt(utility, current + h);
  return row;
}

/** The engine's rows for a seat at the start of its turn with this sheet. */
function solveFrom(
  table: ValueTable,
  root: SeatState,
  utility: Float64Array,
  rootTop: number,
  options: OutcomeOptions,
): OutcomeRows {
  return solveOutcome({
    layout: table.layout,
    root,
    utility,
    rootTop,
    horizon: options.horizon ?? Infinity,
    budget: options.budget ?? DEFAULT_BUDGET,
    leaf: normalLeaf(table, utility),
    instantWins: options.instantWins ?? false,
  });
}

const byValue = (a: { readonly value: number }, b: { readonly value: number }): number => b.value - a.value;

/**
 * A seat's turn worked out for a utility: the engine's rows from its sheet, then any dice and rolls left of that
 * turn analysed at once (a turn's three decisions share one solve).
 */
export interface SeatOutcome {
  readonly current: number;
  readonly exact: boolean;
  readonly turnsExact: number;
  /** States the engine solved. */
  readonly states: number;
  /** `firstRoll`: the dice are the turn's first roll, stood on (a servida scores more, or wins at once). */
  analyze(dice: readonly number[], rollsLeft: 0 | 1 | 2, firstRoll?: boolean): OutcomeAnalysis;
}

/** Solves the turn of a seat with this sheet for a utility of its final total. */
export function seatOutcome(
  table: ValueTable,
  sheet: Sheet,
  extraYachts: number,
  utility: FinalUtility,
  options: OutcomeOptions = {},
): SeatOutcome {
  const { layout } = table;
  const rules = layout.rules;
  const current = currentPoints(rules, sheet, extraYachts);
  const root = stateOf(layout, sheet);
  if (root.s === layout.fullMask) throw new Error('the sheet is full: there is no turn to play');
  const gains = gainUtility(utility, current);
  // A utility flat over every total still reachable (a target already reached, a game already won): every
  // option is worth just that, with nothing to solve.
  const flat = gains.length === 1 ? gains[0]! : null;
  const rows = solveFrom(table, root, gains, 0, flat === null ? options : { ...options, horizon: 0 });
  const open = layout.boxCount - popcountMask(root.s);
  const facts =
    flat === null
      ? { current, exact: rows.exact, turnsExact: rows.turnsExact }
      : { current, exact: true, turnsExact: open };
  const moves = finalMovesInto(layout, root.s, root.y, root.lane, createFinalMoves(), options.instantWins);
  const boxValues = (dice: readonly number[], firstRoll: boolean): OutcomeAnalysis => {
    const yachtId = layout.yachtBox >= 0 ? rules.boxes[layout.yachtBox]?.id : undefined;
    const choices = choicesFor(
      rules,
      faceCounts(dice),
      {
        isOpen: (b) => sheet[b.id] === undefined,
        yachtPoints: yachtId === undefined ? null : (sheet[yachtId] ?? null),
      },
      firstRoll,
    );
    const values = choices.boxes.map((c) => {
      const box = boxIndex(layout, c.box);
      const next = stateAfter(layout, root, box, c.points);
      const face = layout.upperFace[box]!;
      const bonus = face
        ? layout.upperBonus[upperMove(layout, root.s, face, c.points / face) + root.lane]!
        : 0;
      if (flat !== null) return flat;
      const row = rows.rowOf(stateIndex(layout, next));
      // A win at once reads the row at its end: the utility of a total no one beats.
      const wins = options.instantWins === true && winsAtOnce(rules, c.box, dice, firstRoll);
      const gain = wins ? WIN_GAIN : c.points + bonus + choices.extraYacht;
      return row[Math.min(gain, row.length - 1)]!;
    });
    const best = Math.max(...values);
    const boxes = choices.boxes.map((c, i) => ({
      box: c.box,
      points: c.points,
      value: values[i]!,
      loss: best - values[i]!,
    }));
    return { ...facts, rollsLeft: 0, options: boxes.sort(byValue) };
  };
  return {
    ...facts,
    states: rows.states,
    analyze(dice, rollsLeft, firstRoll = false) {
      const sorted = sortDice(dice);
      if (rollsLeft === 0) return boxValues(sorted, firstRoll);
      if (flat !== null) {
        const keeps = keepsOf(sorted).map(({ keep }) => ({ keep, value: flat, loss: 0 }));
        return { ...facts, rollsLeft, options: keeps };
      }
      // The turn's rows are the kernel's until its next call: read this decision's keeps at once.
      const turn = turnRows(1, moves, rows.rowOf);
      const read = rollsLeft === 1 ? turn.oneLeft : turn.twoLeft;
      const keeps = keepsOf(sorted).map(({ keep, index }) => ({ keep, value: read(index, 0) }));
      const best = Math.max(...keeps.map((k) => k.value));
      const ranked = keeps.map((k) => ({ ...k, loss: best - k.value }));
      return { ...facts, rollsLeft, options: ranked.sort(byValue) };
    },
  };
}

/** Each option's expected utility of the final total, best first (a stable sort: ties keep the listed order). */
export function analyzeOutcome(
  table: ValueTable,
  position: Position,
  utility: FinalUtility,
  options: OutcomeOptions = {},
): OutcomeAnalysis {
  const outcome = seatOutcome(table, position.sheet, position.extraYachts ?? 0, utility, options);
  return outcome.analyze(position.dice, position.rollsLeft, position.firstRoll);
}

/** P(final total ≥ current + t) for t = 0 .. top at the start of a turn, each t under the play best for it. */
export interface ReachCurve {
  readonly current: number;
  /** chances[t] = P(final total ≥ current + t). */
  readonly chances: Float64Array;
  readonly exact: boolean;
  readonly turnsExact: number;
  readonly states: number;
  readonly peakBytes: number;
}

/**
 * The chance to reach every total up to current + top from the start of a turn with this sheet: one backward
 * pass whose rows run over every target at once (the threshold table, where the budget covers the game).
 */
export function reachCurve(
  table: ValueTable,
  sheet: Sheet,
  extraYachts: number,
  top: number,
  options: OutcomeOptions = {},
): ReachCurve {
  const { layout } = table;
  const current = currentPoints(layout.rules, sheet, extraYachts);
  const root = stateOf(layout, sheet);
  if (root.s === layout.fullMask) throw new Error('the sheet is full: there is no turn to play');
  if (!Number.isInteger(top) || top < 0)
    throw new Error(`the curve runs to a whole number of points, not ${top}`);
  const gains = gainUtility(reachUtility(current + top), current);
  const rows = solveFrom(table, root, gains, top, options);
  const moves = finalMovesInto(layout, root.s, root.y, root.lane, createFinalMoves());
  const start = turnValue(top + 1, moves, rows.rowOf);
  // start[h] = P(h + points to come ≥ top): the chance of t more points is start[top - t].
  const chances = new Float64Array(top + 1);
  for (let t = 0; t <= top; t++) chances[t] = start[top - t]!;
  return {
    current,
    chances,
    exact: rows.exact,
    turnsExact: rows.turnsExact,
    states: rows.states,
    peakBytes: rows.peakBytes,
  };
}

/** Each option's chance to finish with a total of at least `target`, under the play best for that target. */
export function analyzeReach(
  table: ValueTable,
  position: Position,
  target: number,
  options: OutcomeOptions = {},
): OutcomeAnalysis {
  return analyzeOutcome(table, position, reachUtility(target), options);
}
