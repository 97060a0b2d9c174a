// Each seat's running accuracy over its graded decisions: the expected points it gave away, in all and per
// decision, and how many decisions fell in each grade class.

import { GRADE_CLASSES, type Grade, type GradeClass, type SeatAccuracy } from './types';

/** One entry per seat 0..seatCount-1 (grades of other seats are ignored). */
export function accuracyOf(grades: readonly Grade[], seatCount: number): SeatAccuracy[] {
  const seats = Array.from({ length: seatCount }, () => ({
    decisions: 0,
    lost: 0,
    counts: Object.fromEntries(GRADE_CLASSES.map((c) => [c, 0])) as Record<GradeClass, number>,
  }));
  for (const grade of grades) {
    const seat = seats[grade.seat];
    if (seat === undefined) continue;
    seat.decisions++;
    seat.lost += grade.loss;
    seat.counts[grade.grade]++;
  }
  return seats.map((s, seat) => ({
    seat,
    decisions: s.decisions,
    lost: s.lost,
    meanLoss: s.decisions > 0 ? s.lost / s.decisions : 0,
    counts: s.counts,
  }));
}
