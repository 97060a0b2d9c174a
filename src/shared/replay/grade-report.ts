// A game's grades as a report, the same numbers wherever they are shown (`yacht grade`, the history page):
// per seat the decisions, the points lost (in all and per decision), the count of each class, and the luck
// and skill split of its total; and every decision with its choice, the best one and the loss. A score
// sheet's typed final dice (real dice) are their own part of the split: luck and keeps together (course.ts).

import { accuracyOf, type DecisionPlace, type GradeClass } from '../coach';
import type { CreatedEvent, RealDiceMode } from '../game';
import { rulesOf } from '../rules';
import { playedOptions, type PlayedOptions } from '../rules/played-options';
import type { GameCourse } from './course';

export interface SeatReport {
  readonly seat: number;
  readonly name: string;
  readonly decisions: number;
  readonly lost: number;
  readonly meanLoss: number;
  /** Accuracy in percent (accuracy.ts): 100 for perfect play, the mean of each decision's 100 × e^(−loss/5). */
  readonly accuracy: number;
  readonly counts: Readonly<Record<GradeClass, number>>;
  /** The split of the total: start + luck + typed − loss. */
  readonly start: number;
  readonly luck: number;
  /** A score sheet's typed final dice: luck and the unrecorded keeps together (0 in other games). */
  readonly typed: number;
  /** The turns whose final dice alone were typed. */
  readonly typedTurns: number;
  readonly loss: number;
  /** The points still to come when a seat won at once (a Generala servida): the game ended (≤ 0). */
  readonly cutShort: number;
  readonly total: number;
}

export interface DecisionReport extends DecisionPlace {
  /** The choice made and the best one, in words ("keep 6-6", "score Chance"). */
  readonly choice: string;
  readonly best: string;
  readonly loss: number;
  readonly class: GradeClass;
}

export interface GradeReport {
  readonly variant: CreatedEvent['variant'];
  /** What the game's rules play (a custom rule set's own joker and extra yacht). */
  readonly options: PlayedOptions;
  /** Played with real dice, typed in ('sheet' or 'coached'), or null: the app rolled. */
  readonly realDice: RealDiceMode | null;
  readonly seats: readonly SeatReport[];
  readonly decisions: readonly DecisionReport[];
}

export function gradeReport(created: CreatedEvent, course: GameCourse): GradeReport {
  const accuracy = accuracyOf(course.grades, created.seats.length);
  return {
    variant: created.variant,
    options: playedOptions(rulesOf(created)),
    realDice: created.realDice?.mode ?? null,
    seats: created.seats.map((seat, i) => {
      const a = accuracy[i]!;
      const split = course.seats[i]!;
      return {
        seat: i,
        name: seat.name,
        decisions: a.decisions,
        lost: a.lost,
        meanLoss: a.meanLoss,
        accuracy: a.accuracy,
        counts: a.counts,
        start: split.start,
        luck: split.luck,
        typed: split.typed,
        typedTurns: split.typedTurns,
        loss: split.loss,
        cutShort: split.cutShort,
        total: split.total,
      };
    }),
    decisions: course.grades.map((g) => ({
      index: g.index,
      seat: g.seat,
      round: g.round,
      rollsLeft: g.rollsLeft,
      dice: g.dice,
      choice: g.chosen.words,
      best: g.best.words,
      loss: g.loss,
      class: g.grade,
    })),
  };
}
