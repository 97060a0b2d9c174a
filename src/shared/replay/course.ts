// A game's course under perfect play, exactly: every seat's expected final total after each roll and each
// decision (the solver's value from there on, plus the points on the sheet), every decision graded, and each
// seat's final total split into three numbers that add up to it exactly:
//
//   final total = start + luck − loss
//
// start: the expected total of the empty sheet (254.59 in standard); luck: for every roll, the expected total
// after the dice fell minus the expected total before (after the keep that was rolled, or at the turn's start);
// loss: for every decision, the expected total of the best choice minus that of the one made. Between a seat's
// turns its expected total does not move (the others' dice are not its luck), so the sum telescopes from the
// start to the final total. Only the live line counts: decisions taken back are graded apart (takenBack).
//
// Real dice on a score sheet: a person types only a turn's final dice (a `final` roll), so the rolls and keeps
// before them are unknown. What that roll moved is the dice's luck and the unrecorded keeps' skill together,
// which cannot be split: it is counted apart as `typed`, and then final total = start + luck + typed − loss.

import { decisionsMade, gradeDecision, valuedOptions, type Grade } from '../coach';
import { liveEvents, ROLLS_PER_TURN, type GameEvent } from '../game';
import { sheetTotals, winsAtOnce, type Sheet } from '../rules';
import { expectedScore, type ValueTable } from '../solver';

/** 'end': a game a seat won at once (a Generala servida): every seat's points still to come go with it. */
export type CourseKind = 'start' | 'roll' | 'decision' | 'end';

/** A point of the course: after one roll or one decision (the start: before the first). */
export interface CoursePoint {
  /** The log index of the event (0 for the start). */
  readonly index: number;
  readonly kind: CourseKind;
  /** Whose roll or decision (-1 at the start). */
  readonly seat: number;
  /** Every seat's expected final total from here, under perfect play. */
  readonly expected: readonly number[];
  /**
   * How much this point moved the seat's expected total: a roll's luck (±), a decision's loss (≤ 0); a score
   * sheet's final dice (`final`): the whole turn's keeps and dice together, not luck alone.
   */
  readonly change: number;
  /** A roll of a turn's final dice typed on a score sheet (real dice): the rolls before it are not known. */
  readonly final?: true;
}

export interface SeatSplit {
  readonly seat: number;
  /** The expected total of the empty sheet. */
  readonly start: number;
  /** The sum of the dice's changes: what the rolls gave (+) or took (−). */
  readonly luck: number;
  /**
   * The sum of the changes of the final dice typed on a score sheet: luck and the unrecorded keeps together
   * (0 in every other game).
   */
  readonly typed: number;
  /** The turns whose final dice alone were typed. */
  readonly typedTurns: number;
  /** The sum of the decisions' losses (≥ 0). */
  readonly loss: number;
  /** The points still to come when a seat won at once and the game ended (≤ 0; 0 in every other game). */
  readonly cutShort: number;
  /**
   * start + luck + typed − loss + cutShort: the final total once the game is over (the expected one while it
   * goes on).
   */
  readonly total: number;
  readonly decisions: number;
}

export interface GameCourse {
  readonly points: readonly CoursePoint[];
  /** The live decisions graded, in log order. */
  readonly grades: readonly Grade[];
  /** Decisions taken back by an undo (practice), graded from where they were made. */
  readonly takenBack: readonly Grade[];
  readonly seats: readonly SeatSplit[];
}

interface SeatNow {
  sheet: Sheet;
  extraYachts: number;
  expected: number;
  luck: number;
  typed: number;
  typedTurns: number;
  loss: number;
  cutShort: number;
  decisions: number;
}

const sorted = (dice: readonly number[]): number[] => [...dice].sort((a, b) => a - b);

/** The expected total of a position: the best a player can do from it (the value the grades start from). */
function positionValue(
  table: ValueTable,
  seat: SeatNow,
  dice: readonly number[],
  rollsLeft: 0 | 1 | 2,
): number {
  const best = valuedOptions(
    table,
    { sheet: seat.sheet, extraYachts: seat.extraYachts, dice, rollsLeft },
    'decision',
  ).options[0];
  if (best === undefined) throw new Error('a position with no option');
  return best.ev;
}

export function gameCourse(table: ValueTable, events: readonly GameEvent[]): GameCourse {
  const created = events[0];
  if (created?.type !== 'created') throw new Error("a game's log starts with its 'created' event");
  const start = expectedScore(table);
  const seats: SeatNow[] = created.seats.map(() => ({
    sheet: {},
    extraYachts: 0,
    expected: start,
    luck: 0,
    typed: 0,
    typedTurns: 0,
    loss: 0,
    cutShort: 0,
    decisions: 0,
  }));
  // One pass over the log reads the live decisions and those taken back (each where it was made).
  const decisions = decisionsMade(events);
  const grades = decisions.live.map((d) => gradeDecision(table, d));
  const gradeAt = new Map(grades.map((g) => [g.index, g]));
  const points: CoursePoint[] = [
    { index: 0, kind: 'start', seat: -1, expected: seats.map(() => start), change: 0 },
  ];
  const push = (index: number, kind: CourseKind, seat: number, change: number, final = false): void => {
    const expected = seats.map((s) => s.expected);
    points.push({ index, kind, seat, expected, change, ...(final ? { final: true as const } : {}) });
  };
  const decide = (index: number, seat: SeatNow, at: number): void => {
    const grade = gradeAt.get(index);
    if (grade === undefined) throw new Error(`decision ${index} was not graded`);
    // Unclamped: the best is the maximum, so the difference is the loss the grade shows.
    const lost = grade.best.ev - grade.chosen.ev;
    seat.loss += lost;
    seat.decisions++;
    seat.expected = grade.chosen.ev;
    push(index, 'decision', at, -lost);
  };
  const rules = table.layout.rules;
  let rollsUsed = 0;
  let dice: readonly number[] = [];
  let endedAt: { readonly index: number; readonly seat: number } | null = null;
  for (const index of liveEvents(events)) {
    const event = events[index];
    if (event === undefined || event.type === 'created' || event.type === 'kept' || event.type === 'undone')
      continue;
    const seat = seats[event.seat];
    if (seat === undefined) throw new Error(`event ${index} names seat ${event.seat}`);
    if (event.type === 'scored') {
      decide(index, seat, event.seat);
      if (winsAtOnce(rules, event.box, dice, rollsUsed === 1)) endedAt = { index, seat: event.seat };
      seat.sheet = { ...seat.sheet, [event.box]: event.points };
      if (event.extraYacht > 0) seat.extraYachts++;
      rollsUsed = 0;
      continue;
    }
    // A roll: after a keep (a decision: the keep's value), or the turn's first (the turn's value).
    if (rollsUsed > 0) decide(index, seat, event.seat);
    // A score sheet's final dice leave no rolls (the rolls before them were not typed).
    rollsUsed = event.final ? ROLLS_PER_TURN : rollsUsed + 1;
    dice = event.dice;
    const left = ROLLS_PER_TURN - rollsUsed;
    if (left !== 0 && left !== 1 && left !== 2) throw new Error(`event ${index} is a roll too many`);
    const after = positionValue(table, seat, sorted(event.dice), left);
    const change = after - seat.expected;
    if (event.final) {
      seat.typed += change;
      seat.typedTurns++;
    } else seat.luck += change;
    seat.expected = after;
    push(index, 'roll', event.seat, change, event.final === true);
  }
  if (endedAt !== null) {
    // Won at once: the sheets as they stand are the final totals.
    for (const seat of seats) {
      seat.cutShort = sheetTotals(rules, seat.sheet, seat.extraYachts).total - seat.expected;
      seat.expected += seat.cutShort;
    }
    push(endedAt.index, 'end', endedAt.seat, 0);
  }
  return {
    points,
    grades,
    takenBack: decisions.takenBack.map((d) => gradeDecision(table, d)),
    seats: seats.map((s, i) => ({
      seat: i,
      start,
      luck: s.luck,
      typed: s.typed,
      typedTurns: s.typedTurns,
      loss: s.loss,
      cutShort: s.cutShort,
      total: start + s.luck + s.typed - s.loss + s.cutShort,
      decisions: s.decisions,
    })),
  };
}
