// A slow, independent look at a Generala turn from a sheet with few open boxes: every keep's expected points to
// come, worked out by plain expectimax over whole sheets with the rules' own scoring (scoreChoices), the first
// roll's stand with its servida. Only for rules without an upper bonus, where what a sheet is still worth
// depends on its open boxes and its yacht box alone (so sheets are kept by them: a few open boxes stay quick).

import { allMultisets, faceCounts } from '../../../src/shared/dice';
import { scoreChoices, yachtBox, type RuleSet, type Sheet } from '../../../src/shared/rules';

const key = (dice: readonly number[]): string => [...dice].sort((a, b) => a - b).join('');

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** Outcomes of rolling m dice: each multiset with its probability. */
const outcomes: { dice: number[]; p: number }[][] = [0, 1, 2, 3, 4, 5].map((m) =>
  allMultisets(m).map((dice) => {
    const counts = faceCounts(dice);
    let ways = factorial(m);
    for (let f = 1; f <= 6; f++) ways /= factorial(counts[f] ?? 0);
    return { dice, p: ways / 6 ** m };
  }),
);

function subKeeps(dice: readonly number[]): number[][] {
  const seen = new Map<string, number[]>();
  for (let mask = 0; mask < 32; mask++) {
    const keep = dice.filter((_, i) => mask & (1 << i));
    seen.set(key(keep), keep);
  }
  return [...seen.values()];
}

export interface BruteTurn {
  /** Expected points to come of keeping `keep` with two rolls left (all five: standing, servida in). */
  readonly twoLeft: (keep: readonly number[]) => number;
  /** The same dice stood on as if they were not the first roll (no servida): the best box now. */
  readonly standLater: (dice: readonly number[]) => number;
}

export function bruteGenerala(rules: RuleSet): (sheet: Sheet) => BruteTurn {
  if (rules.bonus !== null) throw new Error('this brute force keeps sheets by their open boxes: no bonus');
  const worth = new Map<string, number>();
  const yacht = yachtBox(rules);
  const open = (sheet: Sheet): string =>
    rules.boxes
      .filter((b) => sheet[b.id] === undefined)
      .map((b) => b.id)
      .join(',');
  /** What a sheet is still worth: the expected points of its remaining turns. */
  const value = (sheet: Sheet): number => {
    if (open(sheet) === '') return 0;
    // Without a bonus, what the later turns may score hangs on the open boxes and the yacht box's points only.
    const id = `${open(sheet)}|${yacht === undefined ? '' : sheet[yacht.id]}`;
    let v = worth.get(id);
    if (v === undefined) {
      const turn = turnOf(sheet);
      v = outcomes[5]!.reduce((sum, o) => sum + o.p * Math.max(...subKeeps(o.dice).map(turn.twoLeft)), 0);
      worth.set(id, v);
    }
    return v;
  };
  const turnOf = (sheet: Sheet): BruteTurn => {
    const best = (dice: readonly number[], firstRoll: boolean): number => {
      const { boxes, extraYacht } = scoreChoices(rules, sheet, dice, firstRoll);
      return Math.max(...boxes.map((c) => c.points + extraYacht + value({ ...sheet, [c.box]: c.points })));
    };
    const memo = new Map<string, number>();
    const cached = (id: string, f: () => number): number => {
      let v = memo.get(id);
      if (v === undefined) {
        v = f();
        memo.set(id, v);
      }
      return v;
    };
    const average = (keep: readonly number[], of: (dice: number[]) => number): number =>
      outcomes[5 - keep.length]!.reduce((sum, o) => sum + o.p * of([...keep, ...o.dice]), 0);
    const oneLeft = (keep: readonly number[]): number =>
      cached(`1:${key(keep)}`, () => average(keep, (dice) => best(dice, false)));
    const rollOneLeft = (dice: readonly number[]): number => Math.max(...subKeeps(dice).map(oneLeft));
    const twoLeft = (keep: readonly number[]): number =>
      cached(`2:${key(keep)}`, () =>
        keep.length === 5 ? Math.max(rollOneLeft(keep), best(keep, true)) : average(keep, rollOneLeft),
      );
    return { twoLeft, standLater: (dice) => best(dice, false) };
  };
  return turnOf;
}
