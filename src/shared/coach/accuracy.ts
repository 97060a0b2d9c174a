// Each seat's running accuracy over its graded decisions: the expected points it gave away, in all and per
// decision, how many decisions fell in each grade class, and its accuracy in percent.
//
// Accuracy %: each decision scores 100 × e^(−loss / ACCURACY_SCALE) (100 for the best choice, 74 for a loss of
// 1.5 points, where a mistake begins, 37 for 5, where a blunder begins, near 0 past 20), and a game's accuracy is
// the mean over its decisions. It only falls as a loss grows, is 100 for perfect play and nothing else, and reads
// the same in every rule set: the losses are expected points of the final total, and the grade classes' bounds
// are the same points everywhere. A decision's share is bounded, so one blunder does not sink a whole game.

import { GRADE_CLASSES, type Grade, type GradeClass, type SeatAccuracy } from './types';

/** The loss (expected points) at which a decision's accuracy falls to 1/e of 100 (37%). */
export const ACCURACY_SCALE = 5;

/** One decision's accuracy in percent, from its exact loss. */
export function decisionAccuracy(loss: number): number {
  return 100 * Math.exp(-Math.max(0, loss) / ACCURACY_SCALE);
}

/** One entry per seat 0..seatCount-1 (grades of other seats are ignored). */
export function accuracyOf(grades: readonly Grade[], seatCount: number): SeatAccuracy[] {
  const seats = Array.from({ length: seatCount }, () => ({
    decisions: 0,
    lost: 0,
    accuracySum: 0,
    counts: Object.fromEntries(GRADE_CLASSES.map((c) => [c, 0])) as Record<GradeClass, number>,
  }));
  for (const grade of grades) {
    const seat = seats[grade.seat];
    if (seat === undefined) continue;
    seat.decisions++;
    seat.lost += grade.loss;
    seat.accuracySum += decisionAccuracy(grade.loss);
    seat.counts[grade.grade]++;
  }
  return seats.map((s, seat) => ({
    seat,
    decisions: s.decisions,
    lost: s.lost,
    meanLoss: s.decisions > 0 ? s.lost / s.decisions : 0,
    accuracy: s.decisions > 0 ? s.accuracySum / s.decisions : 100,
    counts: s.counts,
  }));
}
