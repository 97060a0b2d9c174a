// What the table shows and the bots ask: whose turn, the dice, the pad, the sheets and their totals.

import type { Face } from '../dice';
import { scoreChoices, sheetTotals, upperTotal, type Section, type Sheet, type SheetTotals } from '../rules';
import { ROLLS_PER_TURN, type GameState, type Positions } from './types';
import { undoAvailable } from './undo';

/** The seat whose turn it is, or null once the game is over. */
export function currentSeat(state: GameState): number | null {
  return state.over ? null : state.turn.seat;
}

export function rollsLeft(state: GameState): number {
  return state.over ? 0 : ROLLS_PER_TURN - state.turn.rollsUsed;
}

/** The dice on the table (table order), or null before the turn's first roll. */
export function currentDice(state: GameState): readonly Face[] | null {
  return state.turn.dice;
}

export function keptPositions(state: GameState): Positions {
  return state.turn.kept;
}

export function isOver(state: GameState): boolean {
  return state.over;
}

/** A game with a decision taken back is practice: its result is not a fair one. */
export function isPractice(state: GameState): boolean {
  return state.undos > 0;
}

/**
 * An undo would take a decision back now: a live decision of a human seat while the game is going (with two
 * or more people at the table, one of the person on turn, in this turn).
 */
export function canUndo(state: GameState): boolean {
  return undoAvailable(state);
}

export function canRoll(state: GameState): boolean {
  return !state.over && state.turn.rollsUsed < ROLLS_PER_TURN && state.turn.kept.length < 5;
}

export function canScore(state: GameState): boolean {
  return !state.over && state.turn.dice !== null;
}

export function seatSheet(state: GameState, seat: number): Sheet {
  return state.sheets[seat] ?? {};
}

/** The open boxes of a seat's sheet, in sheet order. */
export function openBoxes(state: GameState, seat: number): string[] {
  const sheet = seatSheet(state, seat);
  return state.rules.boxes.filter((b) => sheet[b.id] === undefined).map((b) => b.id);
}

export interface SeatTotals extends SheetTotals {
  /** How many extra yachts the seat earned (each worth the rules' extra-yacht points). */
  readonly extraYachtCount: number;
}

/** A seat's sheet added up: boxes, upper bonus and extra yachts. */
export function seatTotals(state: GameState, seat: number): SeatTotals {
  const extraYachtCount = state.extraYachts[seat] ?? 0;
  return { ...sheetTotals(state.rules, seatSheet(state, seat), extraYachtCount), extraYachtCount };
}

/** The upper boxes added up so far, against the bonus threshold (what the pad shows beside the bonus). */
export function bonusProgress(state: GameState, seat: number): { upper: number; threshold: number | null } {
  return {
    upper: upperTotal(state.rules, seatSheet(state, seat)),
    threshold: state.rules.bonus?.threshold ?? null,
  };
}

export interface PadEntry {
  readonly box: string;
  readonly label: string;
  readonly section: Section;
  /** Points the dice would score here, or null when the box may not take them. */
  readonly points: number | null;
  readonly legal: boolean;
  /** The box is open but the forced joker sends these dice elsewhere. */
  readonly forbiddenByJoker: boolean;
}

export interface Pad {
  readonly seat: number;
  /** Every open box of the seat's sheet, in sheet order. */
  readonly entries: readonly PadEntry[];
  /** Extra-yacht points the dice earn whichever box they go in. */
  readonly extraYacht: number;
  /** True when the joker rule decides the legal boxes. */
  readonly joker: boolean;
}

/** What the current dice would score in every open box, or null before the first roll or after the game. */
export function pad(state: GameState): Pad | null {
  const dice = state.turn.dice;
  if (state.over || dice === null) return null;
  const seat = state.turn.seat;
  const sheet = seatSheet(state, seat);
  const choices = scoreChoices(state.rules, sheet, dice, state.turn.rollsUsed === 1);
  const points = new Map(choices.boxes.map((c) => [c.box, c.points]));
  const entries = state.rules.boxes
    .filter((b) => sheet[b.id] === undefined)
    .map((b): PadEntry => {
      const p = points.get(b.id);
      return {
        box: b.id,
        label: b.label,
        section: b.section,
        points: p ?? null,
        legal: p !== undefined,
        forbiddenByJoker: p === undefined && choices.joker,
      };
    });
  return { seat, entries, extraYacht: choices.extraYacht, joker: choices.joker };
}
