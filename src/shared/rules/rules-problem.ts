// A problem with a custom rule set, in words at its field, and the check of a number of points: shared by the
// checks of the values (custom-check.ts) and of the rows added (custom-rows-check.ts).

/** The most points a box or a bonus pays. */
export const MAX_BOX_POINTS = 500;

export interface RulesProblem {
  /** The field: `name`, `bonus.threshold`, `boxes.full-house`, `added.0.points`, `yacht`, ... */
  readonly field: string;
  readonly message: string;
}

/** A whole number from `min` to `max`, or why `value` is not one (`what` names it: "The bonus"). */
export function pointsProblem(
  field: string,
  what: string,
  value: number,
  min: number,
  max: number,
): RulesProblem[] {
  if (!Number.isFinite(value)) return [{ field, message: `${what} needs a number` }];
  if (!Number.isInteger(value)) return [{ field, message: `${what} must be a whole number, not ${value}` }];
  if (value < 0) return [{ field, message: `${what} cannot be negative (${value})` }];
  if (value < min) return [{ field, message: `${what} must be at least ${min}` }];
  if (value > max) return [{ field, message: `${what} can be at most ${max}` }];
  return [];
}
