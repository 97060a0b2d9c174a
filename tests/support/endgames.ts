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

/**
 * Hand-picked corners of the joker, the extra yacht and the bonus: five alike of `face` with the yacht box
 * holding its points (one extra yacht earned already) or a nought, the face's upper box open or filled, the
 * yacht box itself open, and the upper section a few points short of the bonus.
 */
export function cornerEndgames(rules: RuleSet, face: 2 | 5): Endgame[] {
  const yacht = yachtBox(rules);
  const upper = rules.boxes.find((b) => b.scoring.kind === 'upper' && b.scoring.face === face)!;
  const lower = rules.boxes.filter((b) => b.section === 'lower' && b.scoring.kind !== 'yacht');
  const possible = possiblePoints(rules);
  const base: Record<string, number> = {};
  for (const box of rules.boxes) {
    const points = [...possible.get(box.id)!].sort((a, b) => a - b);
    base[box.id] =
      box.scoring.kind === 'upper' ? 3 * box.scoring.face : points[Math.floor(points.length / 2)]!;
  }
  const without = (sheet: Record<string, number>, ...open: string[]): Record<string, number> => {
    const out = { ...sheet };
    for (const id of open) delete out[id];
    return out;
  };
  const five = [face, face, face, face, face];
  const out: Endgame[] = [];
  if (yacht && yacht.scoring.kind === 'yacht') {
    for (const yachtPoints of [yacht.scoring.points, 0]) {
      const filled = { ...base, [yacht.id]: yachtPoints };
      const extraYachts = yachtPoints > 0 && rules.joker !== null && rules.joker.extraYachtPoints > 0 ? 1 : 0;
      for (const rollsLeft of [0, 1] as const) {
        out.push({ sheet: without(filled, upper.id, lower[0]!.id), extraYachts, dice: five, rollsLeft });
      }
      out.push({ sheet: without(filled, lower[1]!.id, lower[2]!.id), extraYachts, dice: five, rollsLeft: 0 });
    }
    out.push({ sheet: without(base, yacht.id, upper.id), extraYachts: 0, dice: five, rollsLeft: 1 });
  }
  // Upper boxes one die short of the bonus, the face's box and one lower box open.
  if (rules.bonus) {
    const sheet = without(base, upper.id, lower[0]!.id);
    const six = rules.boxes.find(
      (b) => b.scoring.kind === 'upper' && b.scoring.face === 6 && b.id !== upper.id,
    );
    if (six) sheet[six.id] = 12;
    out.push({ sheet, extraYachts: 0, dice: [face, face, 1, 3, 6], rollsLeft: 2 });
  }
  return out;
}
