// Where on the table a keep lives: the dice positions to hold so that exactly the kept faces stay.

/**
 * The table positions (ascending) whose faces make up `keep`, taking positions already `held` first, so that
 * following a hint moves as few dice as possible. Throws when the dice do not hold that multiset.
 */
export function keepPositions(
  dice: readonly number[],
  held: readonly number[],
  keep: readonly number[],
): number[] {
  const need = [0, 0, 0, 0, 0, 0, 0];
  for (const face of keep) need[face] = (need[face] ?? 0) + 1;
  const chosen = new Set<number>();
  const take = (position: number): void => {
    const face = dice[position];
    if (face === undefined || chosen.has(position) || (need[face] ?? 0) === 0) return;
    need[face] = (need[face] ?? 0) - 1;
    chosen.add(position);
  };
  for (const position of [...held].sort((a, b) => a - b)) take(position);
  for (let position = 0; position < dice.length; position++) take(position);
  if (need.some((n) => n > 0)) {
    throw new Error(`the dice ${dice.join(',')} do not hold the keep ${keep.join(',')}`);
  }
  return [...chosen].sort((a, b) => a - b);
}
