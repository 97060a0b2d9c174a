// What a seat plays for, as a function of its final total: the chance to reach a target (a step), or the chance
// to win the table (win-utility.ts). The win engine maximises the expected value of such a function.

/**
 * U(x) for a final total x: values[x - min] inside the range, clamped at both ends (below it, values[0]; above
 * it, the last value). Every utility the app plays for is flat outside a finite range.
 */
export interface FinalUtility {
  readonly min: number;
  readonly values: Float64Array;
}

/** U(x), clamped as FinalUtility says. */
export function utilityAt(utility: FinalUtility, x: number): number {
  const { min, values } = utility;
  const i = x - min;
  return values[i <= 0 ? 0 : i >= values.length ? values.length - 1 : i]!;
}

/** 1 for a final total of at least `target`, else 0: the chance to reach the target. */
export function reachUtility(target: number): FinalUtility {
  if (!Number.isInteger(target)) throw new Error(`a target is a whole number of points, not ${target}`);
  return { min: target - 1, values: Float64Array.of(0, 1) };
}
