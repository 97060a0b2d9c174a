// The guard: before a roll or a score is sent, what it gives away according to the hint for that decision,
// and whether that is enough to ask first.

import { lossFloor, type GradeClass, type RankedOption } from '../../shared/coach';
import type { CoachGuard, Hint } from '../../shared/api/contract';

/** A move about to be played: a roll holding these faces back, or a score. */
export type GuardedMove =
  | { readonly type: 'roll'; readonly keptFaces: readonly number[] }
  | { readonly type: 'score'; readonly box: string };

export interface GuardWarning {
  readonly loss: number;
  readonly grade: GradeClass;
  /** The best option's words, e.g. "keep 6-6-6". */
  readonly best: string;
}

function sameFaces(a: readonly number[], b: readonly number[]): boolean {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.length === y.length && x.every((face, i) => face === y[i]);
}

/** The hint's option for a move: a roll by the faces it holds (as a multiset), a score by its box. */
export function optionOf(hint: Hint, move: GuardedMove): RankedOption | undefined {
  return hint.options.find((o) =>
    move.type === 'score'
      ? o.choice.type === 'score' && o.choice.box === move.box
      : o.choice.type === 'keep' && sameFaces(o.choice.keep, move.keptFaces),
  );
}

/** What to say before playing `move`, or null to play it at once (guard off, no hint, or a small loss). */
export function guardWarning(
  hint: Hint | undefined,
  move: GuardedMove,
  guard: CoachGuard,
): GuardWarning | null {
  if (guard === 'off' || hint === undefined) return null;
  const option = optionOf(hint, move);
  const best = hint.options[0];
  if (option === undefined || best === undefined || option.loss < lossFloor(guard)) return null;
  return { loss: option.loss, grade: option.grade, best: best.words };
}
