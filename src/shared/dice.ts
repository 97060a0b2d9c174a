// Dice: five six-sided dice, always handled as sorted values or as face counts.

export type Face = 1 | 2 | 3 | 4 | 5 | 6;
export const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];
export const DICE_COUNT = 5;

/** Five dice values (1..6). Order carries no meaning unless a caller says so (the table's dice positions). */
export type Dice = readonly number[];

/** counts[f] = how many dice show face f (index 0 unused). */
export type FaceCounts = readonly number[];

export function isFace(value: unknown): value is Face {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

export function faceCounts(dice: Dice): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  return counts;
}

export function diceSum(dice: Dice): number {
  let sum = 0;
  for (const d of dice) sum += d;
  return sum;
}

export function sortDice(dice: Dice): number[] {
  return [...dice].sort((a, b) => a - b);
}

/** The face shown by all five dice, or null when the dice are not a yacht. */
export function yachtFace(dice: Dice): Face | null {
  if (dice.length !== DICE_COUNT) return null;
  const first = dice[0];
  if (!isFace(first)) return null;
  return dice.every((d) => d === first) ? first : null;
}

/** Every multiset of `size` dice, as sorted arrays, in lexicographic order (252 for five dice). */
export function allMultisets(size: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[], from: number): void => {
    if (prefix.length === size) {
      out.push([...prefix]);
      return;
    }
    for (let f = from; f <= 6; f++) {
      prefix.push(f);
      walk(prefix, f);
      prefix.pop();
    }
  };
  walk([], 1);
  return out;
}

/** Every distinct keep (0..5 dice), as sorted arrays: 462 in all. */
export function allKeeps(): number[][] {
  const out: number[][] = [];
  for (let n = 0; n <= DICE_COUNT; n++) out.push(...allMultisets(n));
  return out;
}

/** Checks five dice values; returns a message for the first problem, or null. */
export function diceProblem(dice: readonly unknown[]): string | null {
  if (dice.length !== DICE_COUNT) return `expected ${DICE_COUNT} dice, got ${dice.length}`;
  for (const d of dice) if (!isFace(d)) return `a die must be a whole number from 1 to 6, got ${String(d)}`;
  return null;
}
