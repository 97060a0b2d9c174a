// Small endgames for the win engine's checks: 1–3 open boxes, the rest filled with points the box can hold,
// the yacht box often filled (with its points or a nought, extra yachts already earned), the upper boxes often
// near the bonus threshold, any rolls left and random dice.

import { possiblePoints, yachtBox, type RuleSet, type Sheet } from '../../src/shared/rules';

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same endgames. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Endgame {
  readonly sheet: Sheet;
  readonly extraYachts: number;
  readonly dice: number[];
  readonly rollsLeft: 0 | 1 | 2;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** An endgame with `open` boxes open (1–3), drawn from `random`. */
export function randomEndgame(rules: RuleSet, open: number, random: () => number): Endgame {
  const boxes = rules.boxes.map((b) => b.id);
  const yacht = yachtBox(rules);
  const possible = possiblePoints(rules);
  // The yacht box is left open a quarter of the time when it can be; otherwise it holds its points or a nought.
  const openIds = new Set<string>();
  if (yacht && random() < 0.25) openIds.add(yacht.id);
  while (openIds.size < open) openIds.add(pick(random, boxes));
  const nearBonus = rules.bonus !== null && random() < 0.6;
  const sheet: Record<string, number> = {};
  for (const box of rules.boxes) {
    if (openIds.has(box.id)) continue;
    const points = [...possible.get(box.id)!].sort((a, b) => a - b);
    if (box.scoring.kind === 'yacht') {
      sheet[box.id] = random() < 0.5 ? box.scoring.points : 0;
    } else if (box.scoring.kind === 'upper' && nearBonus) {
      // Three of the face, give or take one die: upper totals close to 63 (70 in a custom set).
      const face = box.scoring.face;
      sheet[box.id] = face * Math.max(0, Math.min(5, 3 + Math.floor(random() * 3) - 1));
    } else {
      sheet[box.id] = pick(random, points);
    }
  }
  const yachtPoints = yacht === undefined ? undefined : sheet[yacht.id];
  const extraYachts =
    rules.joker !== null && rules.joker.extraYachtPoints > 0 && yachtPoints !== undefined && yachtPoints > 0
      ? Math.floor(random() * 3)
      : 0;
  // Five alike a little more often than chance, so the joker and the extra yacht come up.
  const dice =
    random() < 0.15
      ? Array.from({ length: 5 }, () => 1 + Math.floor(random() * 6)).fill(1 + Math.floor(random() * 6))
      : Array.from({ length: 5 }, () => 1 + Math.floor(random() * 6));
  return { sheet, extraYachts, dice, rollsLeft: pick(random, [0, 1, 2] as const) };
}
