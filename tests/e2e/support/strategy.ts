// The moves the e2e tests make for a person, as plain functions of the dice: keep the face there is most of
// (the higher face when counts are level), roll until five alike or the rolls are used up, then score the
// legal box worth most (the first in sheet order when level). find-joker-seed.ts uses the same functions,
// so the seed it finds gives the tests the yachts it promised.

export interface BoxOption {
  readonly box: string;
  readonly points: number | null;
  readonly legal: boolean;
}

/** The positions to keep: every die showing the face there is most of. */
export function keepFor(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  let face = 6;
  for (let f = 5; f >= 1; f--) if ((counts[f] ?? 0) > (counts[face] ?? 0)) face = f;
  const keep: number[] = [];
  dice.forEach((d, p) => {
    if (d === face) keep.push(p);
  });
  return keep;
}

export function isYacht(dice: readonly number[]): boolean {
  return dice.every((d) => d === dice[0]);
}

/** Roll again? */
export function wantsRoll(dice: readonly number[], rollsLeft: number): boolean {
  return rollsLeft > 0 && !isYacht(dice);
}

/** The box to score: the legal box worth most, the first in sheet order when level. */
export function boxFor(options: readonly BoxOption[]): string {
  let best: { box: string; points: number } | null = null;
  for (const e of options) {
    if (!e.legal || e.points === null) continue;
    if (best === null || e.points > best.points) best = { box: e.box, points: e.points };
  }
  if (best === null) throw new Error('no legal box on the pad');
  return best.box;
}
