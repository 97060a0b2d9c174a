// How a turn ends when it is played on optimally: from a keep, the chance of scoring in each box and of the
// final dice showing each box's pattern, following the solver's argmax over the exact roll distributions.
// The policy is analyzeTurn's top option at every later stage (ties as analyzeTurn ranks them), so the facts
// describe the very play the expected totals assume.

import { choicesFor, type BoxSpec, type Sheet } from '../rules';
import { afterBox, boxIndex, diceTables, planTurn, ROLLS, stateOf, type ValueTable } from '../solver';
import { recentCache } from './recent';
import { rollTables, type RollTables } from './roll-tables';

/** Scoring kinds whose dice make a pattern worth naming (the upper boxes and chance take any dice). */
const PATTERN_KINDS: ReadonlySet<BoxSpec['scoring']['kind']> = new Set([
  'of-a-kind',
  'pairs',
  'full-house',
  'straight',
  'yacht',
]);

export function isPatternBox(box: BoxSpec): boolean {
  return PATTERN_KINDS.has(box.scoring.kind);
}

/**
 * Chances, by index: [0, n) the turn is scored in box b; [n, 2n) the final dice show box b's pattern
 * (its natural points are above nought), for pattern boxes.
 */
export type TurnEnd = Float64Array;

export interface TurnOutlook {
  readonly boxCount: number;
  /** How the turn ends after keeping keep index k with `rollsLeft` rolls to go (all five = standing). */
  afterKeep(k: number, rollsLeft: 1 | 2): TurnEnd;
}

/**
 * The box each final roll is scored in: the best value, the first box of the rules' order among equal values
 * (analyzeTurn's first). Values as analyzeTurn computes them (extra yacht + afterBox), with afterBox taken
 * once per box and count for the rolls that are not five alike (their boxes are the open ones, natural points).
 */
function bestBoxes(table: ValueTable, sheet: Sheet): Int32Array {
  const { layout, values } = table;
  const rules = layout.rules;
  const t = diceTables();
  const { s, y, lane } = stateOf(layout, sheet);
  const open = rules.boxes.flatMap((_, b) => (s & (1 << b) ? [] : [b]));
  // after[b][c]: an upper box with c dice of its face; a lower box's successor with points p is p + after[b][0]
  // (on a plain roll the yacht box takes a nought, so its flag stays as afterBox(0) sets it).
  const after = open.map((b) => {
    const face = layout.upperFace[b]!;
    if (face === 0) return [afterBox(layout, values, s, y, lane, b, 0)];
    return [0, 1, 2, 3, 4, 5].map((c) => afterBox(layout, values, s, y, lane, b, face * c));
  });
  const best = new Int32Array(ROLLS).fill(-1);
  for (const r of t.plainRolls) {
    const counts = t.counts[r]!;
    let bestValue = -Infinity;
    open.forEach((b, i) => {
      const face = layout.upperFace[b]!;
      const v = face === 0 ? layout.points[b * ROLLS + r]! + after[i]![0]! : after[i]![counts[face]!]!;
      if (v > bestValue) {
        bestValue = v;
        best[r] = b;
      }
    });
  }
  // Five alike: the rules' own choices (joker, extra yacht).
  const yachtId = layout.yachtBox >= 0 ? rules.boxes[layout.yachtBox]?.id : undefined;
  const view = {
    isOpen: (b: BoxSpec) => sheet[b.id] === undefined,
    yachtPoints: yachtId === undefined ? null : (sheet[yachtId] ?? null),
  };
  for (let f = 1; f <= 6; f++) {
    const r = t.yachtRoll[f]!;
    const choices = choicesFor(rules, t.counts[r]!, view);
    let bestValue = -Infinity;
    for (const c of choices.boxes) {
      const b = boxIndex(layout, c.box);
      const v = choices.extraYacht + afterBox(layout, values, s, y, lane, b, c.points);
      if (v > bestValue) {
        bestValue = v;
        best[r] = b;
      }
    }
  }
  return best;
}

class Outlook implements TurnOutlook {
  readonly boxCount: number;
  private readonly size: number;
  private readonly rolls: RollTables;
  /** Features of each final roll (its best box, its patterns): finalStart[r] .. finalStart[r + 1]. */
  private readonly finalStart = new Int32Array(ROLLS + 1);
  private readonly finalFeature: Int32Array;
  /** The keep taken from each roll with one roll left (the roll itself: standing). */
  private readonly bestKeep = new Int32Array(ROLLS);
  private readonly oneLeft = new Map<number, TurnEnd>();
  private readonly twoLeft = new Map<number, TurnEnd>();

  constructor(table: ValueTable, sheet: Sheet) {
    const { layout } = table;
    const rules = layout.rules;
    this.rolls = rollTables();
    this.boxCount = layout.boxCount;
    this.size = 2 * layout.boxCount;
    const best = bestBoxes(table, sheet);
    const patterns = rules.boxes.flatMap((b, i) => (isPatternBox(b) ? [i] : []));
    const features: number[] = [];
    for (let r = 0; r < ROLLS; r++) {
      this.finalStart[r] = features.length;
      features.push(best[r]!);
      for (const b of patterns) if (layout.points[b * ROLLS + r]! > 0) features.push(this.boxCount + b);
    }
    this.finalStart[ROLLS] = features.length;
    this.finalFeature = Int32Array.from(features);
    const plan = planTurn(table, sheet);
    const { subStart, sub } = this.rolls;
    for (let r = 0; r < ROLLS; r++) {
      let keep = r;
      let keepValue = -Infinity;
      for (let i = subStart[r]!; i < subStart[r + 1]!; i++) {
        const k = sub[i]!;
        const v = plan.oneLeft[k]!;
        if (v > keepValue) {
          keepValue = v;
          keep = k;
        }
      }
      this.bestKeep[r] = keep;
    }
  }

  afterKeep(k: number, rollsLeft: 1 | 2): TurnEnd {
    return rollsLeft === 1 ? this.oneRollLeft(k) : this.twoRollsLeft(k);
  }

  /** Adds `chance` times the features of final roll r. */
  private addFinal(out: TurnEnd, r: number, chance: number): void {
    for (let i = this.finalStart[r]!; i < this.finalStart[r + 1]!; i++) {
      const f = this.finalFeature[i]!;
      out[f] = out[f]! + chance;
    }
  }

  private oneRollLeft(k: number): TurnEnd {
    let out = this.oneLeft.get(k);
    if (out) return out;
    out = new Float64Array(this.size);
    const { outStart, outRoll, outChance } = this.rolls;
    for (let i = outStart[k]!; i < outStart[k + 1]!; i++) this.addFinal(out, outRoll[i]!, outChance[i]!);
    this.oneLeft.set(k, out);
    return out;
  }

  private twoRollsLeft(k: number): TurnEnd {
    let out = this.twoLeft.get(k);
    if (out) return out;
    out = new Float64Array(this.size);
    const { outStart, outRoll, outChance } = this.rolls;
    for (let i = outStart[k]!; i < outStart[k + 1]!; i++) {
      const r = outRoll[i]!;
      const p = outChance[i]!;
      const next = this.bestKeep[r]!;
      if (next === r) {
        this.addFinal(out, r, p);
        continue;
      }
      const end = this.oneRollLeft(next);
      for (let f = 0; f < this.size; f++) out[f] = out[f]! + p * end[f]!;
    }
    this.twoLeft.set(k, out);
    return out;
  }
}

/** A few outlooks per table, by solver state (the policy depends on nothing else). */
const recent = recentCache<ValueTable, TurnOutlook>(4);

export function turnOutlook(table: ValueTable, sheet: Sheet): TurnOutlook {
  const { s, y, lane } = stateOf(table.layout, sheet);
  return recent.get(table, `${s}/${y}/${lane}`, () => new Outlook(table, sheet));
}
