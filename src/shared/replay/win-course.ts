// A multi-seat game's course in win chance (the eval graph of a chess analysis board): after each turn (each
// box scored), every seat's exact chance to win if all seats play Perfect (points) from their sheets there
// (tableWinChances: the others' final totals carried forward, ties shared; the chances sum to 1). Measured at
// turn boundaries only: there every seat is at the start of a turn, which is what the measure asks, and it is
// cheap (one seat's final-total distribution per turn, the rest cached).

import { liveEvents, type GameEvent } from '../game';
import type { ValueTable } from '../solver';
import { tableWinChances, type SeatSheet } from '../solver/win';

export interface WinCoursePoint {
  /** The log index of the `scored` event that ended the turn (0 at the start). */
  readonly index: number;
  /** The seat that scored (-1 at the start). */
  readonly seat: number;
  /** Turns scored so far, all seats together (0 at the start): the chart's x. */
  readonly turn: number;
  /** Every seat's chance to win from here, in seat order (they sum to 1). */
  readonly chances: readonly number[];
}

/** Seats' sheets as the live line leaves them, replaced (never changed) as each box is scored. */
export class SeatSheets {
  readonly seats: SeatSheet[];

  constructor(count: number) {
    this.seats = Array.from({ length: count }, () => ({ sheet: {}, extraYachts: 0 }));
  }

  score(seat: number, box: string, points: number, extraYacht: number): void {
    const now = this.seats[seat];
    if (now === undefined) throw new Error(`a box scored by seat ${seat}, which is not at the table`);
    this.seats[seat] = {
      sheet: { ...now.sheet, [box]: points },
      extraYachts: now.extraYachts + (extraYacht > 0 ? 1 : 0),
    };
  }

  /** Every seat but `seat`, as they stand now. */
  others(seat: number): SeatSheet[] {
    return this.seats.filter((_, i) => i !== seat);
  }
}

/** The course's point after the last box scored in `events` (the start when none is): one turn's work. */
export function winCoursePoint(table: ValueTable, events: readonly GameEvent[]): WinCoursePoint {
  const created = events[0];
  if (created?.type !== 'created') throw new Error("a game's log starts with its 'created' event");
  const sheets = new SeatSheets(created.seats.length);
  let point = { index: 0, seat: -1, turn: 0 };
  for (const index of liveEvents(events)) {
    const event = events[index];
    if (event?.type !== 'scored') continue;
    sheets.score(event.seat, event.box, event.points, event.extraYacht);
    point = { index, seat: event.seat, turn: point.turn + 1 };
  }
  return { ...point, chances: tableWinChances(table, sheets.seats) };
}

/** The win-chance course of a game of two or more seats (in progress: up to its last box scored). */
export function winCourse(table: ValueTable, events: readonly GameEvent[]): WinCoursePoint[] {
  const created = events[0];
  if (created?.type !== 'created') throw new Error("a game's log starts with its 'created' event");
  const sheets = new SeatSheets(created.seats.length);
  const points: WinCoursePoint[] = [
    { index: 0, seat: -1, turn: 0, chances: tableWinChances(table, sheets.seats) },
  ];
  for (const index of liveEvents(events)) {
    const event = events[index];
    if (event?.type !== 'scored') continue;
    sheets.score(event.seat, event.box, event.points, event.extraYacht);
    points.push({
      index,
      seat: event.seat,
      turn: points.length,
      chances: tableWinChances(table, sheets.seats),
    });
  }
  return points;
}
