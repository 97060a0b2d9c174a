// The coach's data: the decisions of a game, their grades against perfect play, and the ranked options of a
// position with the facts that explain them. Plain JSON-friendly data: it crosses to the renderer as is
// (src/shared/api/coach-schemas.ts holds the matching zod schemas).

import type { Sheet } from '../rules';

export const GRADE_CLASSES = ['best', 'inaccuracy', 'mistake', 'blunder'] as const;
export type GradeClass = (typeof GRADE_CLASSES)[number];

/** What a player chose: the dice kept for the next roll (sorted faces), or the box the dice were scored in. */
export type Choice =
  | { readonly type: 'keep'; readonly keep: readonly number[] }
  | { readonly type: 'score'; readonly box: string };

/** One decision of a game, as the log shows it. */
export interface Decision {
  /** Log index of the event that committed it: a re-roll (`rolled`) or a `scored` event. */
  readonly index: number;
  readonly seat: number;
  /** 1-based round of the game. */
  readonly round: number;
  /** Rolls the seat had left when it decided (0: the dice had to be scored). */
  readonly rollsLeft: 0 | 1 | 2;
  /** The seat's sheet and extra yachts before the decision. */
  readonly sheet: Sheet;
  readonly extraYachts: number;
  /** The dice showing, sorted. */
  readonly dice: readonly number[];
  readonly choice: Choice;
}

/** A choice with its expected final total, in words ("keep 4-4-4", "score Full house"). */
export interface ChoiceValue {
  readonly choice: Choice;
  readonly words: string;
  readonly ev: number;
}

/** Where a decision was made: the log index of the event that committed it, whose, when, and the dice. */
export interface DecisionPlace {
  readonly index: number;
  readonly seat: number;
  readonly round: number;
  readonly rollsLeft: 0 | 1 | 2;
  readonly dice: readonly number[];
}

/** A decision graded against perfect play. */
export interface Grade extends DecisionPlace {
  readonly chosen: ChoiceValue;
  readonly best: ChoiceValue;
  /** best.ev - chosen.ev, never negative. */
  readonly loss: number;
  readonly grade: GradeClass;
  /** The same decision by the chance to win the table (a person's decision at a table of 2+ seats). */
  readonly win?: GradeWin | undefined;
}

/** A decision graded by the chance to win: what it lost in win chance (0..1) against the win-best option. */
export interface GradeWin {
  /** The win chance of the choice made. */
  readonly chosen: number;
  /** The win-best option: its words and win chance (it may differ from the points-best `best`). */
  readonly best: { readonly choice: Choice; readonly words: string; readonly chance: number };
  readonly loss: number;
  readonly grade: GradeClass;
  /** Every turn to the end solved exactly; else `turnsExact` turns and an approximation past them. */
  readonly exact: boolean;
  readonly turnsExact: number;
}

/** An option's chance to win the table (0..1), its loss against the win-best option and its class by that. */
export interface OptionWin {
  readonly chance: number;
  readonly loss: number;
  readonly grade: GradeClass;
}

/** How a position's win chances were worked out (a table of 2+ seats). */
export interface PositionWin {
  readonly exact: boolean;
  /** Turns solved exactly, this one included. */
  readonly turnsExact: number;
}

/** A solver fact behind an option, in words, with its probability (0..1). */
export interface Fact {
  /** e.g. "a Large straight by the end of the turn", "the upper bonus by the end of the game". */
  readonly text: string;
  readonly chance: number;
}

/** One option of a position, ranked. */
export interface RankedOption {
  readonly choice: Choice;
  readonly words: string;
  /** Points the dice write in the box (score options only). */
  readonly points?: number | undefined;
  readonly ev: number;
  readonly loss: number;
  readonly grade: GradeClass;
  /** Why, from the solver: chances this option gives (may be empty). */
  readonly facts: readonly Fact[];
  /** Its chance to win the table, at a table of 2+ seats. */
  readonly win?: OptionWin | undefined;
}

/** Every option of a position, best first. */
export interface PositionOptions {
  readonly rollsLeft: 0 | 1 | 2;
  readonly dice: readonly number[];
  /** Points on the sheet now. */
  readonly current: number;
  readonly options: readonly RankedOption[];
  /** At a table of 2+ seats: how exact the options' win chances are. */
  readonly win?: PositionWin | undefined;
}

/** A seat's running figures over its graded decisions. */
export interface SeatAccuracy {
  readonly seat: number;
  readonly decisions: number;
  /** Total expected points lost against perfect play. */
  readonly lost: number;
  /** lost / decisions (0 with no decisions). */
  readonly meanLoss: number;
  /** Accuracy in percent (accuracy.ts): the mean of each decision's 100 × e^(−loss/5); 100 with no decisions. */
  readonly accuracy: number;
  readonly counts: Readonly<Record<GradeClass, number>>;
}
