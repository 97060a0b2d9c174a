// An independent oracle for the win engine (src/shared/solver/win): plain expectimax over whole positions of a
// small endgame, maximising the expected utility of the final total. It knows only the rules (choicesFor on the
// real sheet, sheetTotals for the final total, extra yachts counted as the game counts them) and the dice: no
// solver layout, no kernels, no canonical totals. Rerolls are averaged over multinomial outcomes. Standing on
// the first roll (keeping all five with two rolls left) may write a box as a first roll (a servida scores more;
// a Generala servida that wins is worth the utility of a total no one beats). Meant for 1–3 open boxes: it keeps
// every sheet it meets.

import { allMultisets, faceCounts, sortDice, type Dice } from '../../src/shared/dice';
import {
  choicesFor,
  sheetTotals,
  winsAtOnce,
  yachtBox,
  type RuleSet,
  type Sheet,
} from '../../src/shared/rules';

/** What the player wants, as a function of the final total. */
export type TotalUtility = (total: number) => number;

/** U(x) of a {min, values} utility, clamped at both ends: written again here, so the oracle shares no code. */
export function clampedUtility(utility: {
  readonly min: number;
  readonly values: ArrayLike<number>;
}): TotalUtility {
  const { min, values } = utility;
  return (x) => values[Math.min(values.length - 1, Math.max(0, x - min))]!;
}

export interface BrutePosition {
  readonly sheet: Sheet;
  readonly extraYachts?: number;
  readonly dice: Dice;
  readonly rollsLeft: 0 | 1 | 2;
  /** With rollsLeft 0: the dice are the turn's first roll, stood on. */
  readonly firstRoll?: boolean;
}

export type BruteAnalysis =
  | {
      readonly rollsLeft: 0;
      readonly best: number;
      readonly options: readonly { readonly box: string; readonly points: number; readonly value: number }[];
    }
  | {
      readonly rollsLeft: 1 | 2;
      readonly best: number;
      readonly options: readonly { readonly keep: readonly number[]; readonly value: number }[];
    };

const diceKey = (dice: readonly number[]): string => dice.join('');

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** The 252 rolls of five dice (sorted) and their index by key. */
const FIVE = allMultisets(5);
const FIVE_INDEX = new Map(FIVE.map((dice, i) => [diceKey(dice), i]));

/** Every keep (0..5 dice, sorted) and, for each, the five dice it can become with their chances. */
const KEEPS = [0, 1, 2, 3, 4, 5].flatMap((n) => allMultisets(n));
const KEEP_INDEX = new Map(KEEPS.map((keep, i) => [diceKey(keep), i]));
const KEEP_OUTCOMES: readonly { readonly dice: number; readonly p: number }[][] = KEEPS.map((keep) => {
  const m = 5 - keep.length;
  return allMultisets(m).map((rolled) => {
    const counts = faceCounts(rolled);
    let ways = factorial(m);
    for (let f = 1; f <= 6; f++) ways /= factorial(counts[f] ?? 0);
    return { dice: FIVE_INDEX.get(diceKey(sortDice([...keep, ...rolled])))!, p: ways / 6 ** m };
  });
});

/** Distinct keeps (sub-multisets) of five sorted dice, keeping all five included. */
function keepsOf(dice: readonly number[]): number[][] {
  const seen = new Map<string, number[]>();
  for (let mask = 0; mask < 32; mask++) {
    const keep = dice.filter((_, i) => mask & (1 << i));
    seen.set(diceKey(keep), keep);
  }
  return [...seen.values()];
}

/** The keep indices of each roll of five (its distinct sub-multisets). */
const KEEPS_OF_FIVE: readonly number[][] = FIVE.map((dice) =>
  keepsOf(dice).map((keep) => KEEP_INDEX.get(diceKey(keep))!),
);

/** One sheet met so far, with the values found on it: by dice index at each rolls-left, by keep index at 1, 2. */
interface SheetMemo {
  readonly sheet: Sheet;
  readonly extra: number;
  readonly dice: Float64Array[];
  readonly keeps: Float64Array[];
  start: number;
}

/** The oracle for one rule set and one utility; it remembers every sheet it has valued. */
export class BruteOutcome {
  private readonly memo = new Map<string, SheetMemo>();
  private readonly yachtId: string | undefined;

  /** `instantWins`: a Generala servida that wins is worth the utility of a total no one beats (a table's win). */
  constructor(
    private readonly rules: RuleSet,
    private readonly utility: TotalUtility,
    private readonly instantWins = false,
  ) {
    this.yachtId = yachtBox(rules)?.id;
  }

  /** Every option of the position with its expected utility under the best play after it. */
  analyze(position: BrutePosition): BruteAnalysis {
    const { sheet, rollsLeft } = position;
    const dice = sortDice(position.dice);
    if (this.isFull(sheet)) throw new Error('the sheet is full: there is no turn to play');
    const at = this.memoOf(sheet, position.extraYachts ?? 0);
    if (rollsLeft === 0) {
      const options = this.boxOptions(at, dice, position.firstRoll ?? false);
      return { rollsLeft, best: Math.max(...options.map((o) => o.value)), options };
    }
    const options = keepsOf(dice).map((keep) => ({
      keep,
      value: this.keepValue(at, KEEP_INDEX.get(diceKey(keep))!, rollsLeft),
    }));
    return { rollsLeft, best: Math.max(...options.map((o) => o.value)), options };
  }

  /** Expected utility before the first roll of a turn on this sheet. */
  startValue(sheet: Sheet, extra: number): number {
    return this.start(this.memoOf(sheet, extra));
  }

  private start(at: SheetMemo): number {
    if (Number.isNaN(at.start)) at.start = this.keepValue(at, KEEP_INDEX.get('')!, 3);
    return at.start;
  }

  private isFull(sheet: Sheet): boolean {
    return this.rules.boxes.every((b) => sheet[b.id] !== undefined);
  }

  private memoOf(sheet: Sheet, extra: number): SheetMemo {
    const key = `${this.rules.boxes.map((b) => sheet[b.id] ?? '-').join(',')}|${extra}`;
    let memo = this.memo.get(key);
    if (!memo) {
      memo = {
        sheet,
        extra,
        dice: [0, 1, 2].map(() => new Float64Array(FIVE.length).fill(NaN)),
        keeps: [0, 1, 2].map(() => new Float64Array(KEEPS.length).fill(NaN)),
        start: NaN,
      };
      this.memo.set(key, memo);
    }
    return memo;
  }

  private boxOptions(
    at: SheetMemo,
    dice: readonly number[],
    firstRoll = false,
  ): { box: string; points: number; value: number }[] {
    const { sheet, extra } = at;
    const choices = choicesFor(
      this.rules,
      faceCounts(dice),
      {
        isOpen: (b) => sheet[b.id] === undefined,
        yachtPoints: this.yachtId === undefined ? null : (sheet[this.yachtId] ?? null),
      },
      firstRoll,
    );
    // As the game scores: the box takes the points, and any extra-yacht points count one more extra yacht.
    const nextExtra = extra + (choices.extraYacht > 0 ? 1 : 0);
    return choices.boxes.map(({ box, points }) => {
      const next = { ...sheet, [box]: points };
      if (this.instantWins && winsAtOnce(this.rules, box, dice, firstRoll)) {
        return { box, points, value: this.utility(1e9) };
      }
      const value = this.isFull(next)
        ? this.utility(sheetTotals(this.rules, next, nextExtra).total)
        : this.startValue(next, nextExtra);
      return { box, points, value };
    });
  }

  /** Expected utility of these dice with `rollsLeft` rolls left, playing best. */
  private diceValue(at: SheetMemo, dice: number, rollsLeft: number): number {
    const memo = at.dice[rollsLeft]!;
    let value = memo[dice]!;
    if (Number.isNaN(value)) {
      value = -Infinity;
      if (rollsLeft === 0) {
        for (const option of this.boxOptions(at, FIVE[dice]!)) value = Math.max(value, option.value);
      } else {
        for (const keep of KEEPS_OF_FIVE[dice]!) value = Math.max(value, this.keepValue(at, keep, rollsLeft));
      }
      memo[dice] = value;
    }
    return value;
  }

  /** Expected utility of keeping these dice with `rollsLeft` rolls left (3: the turn's first roll). */
  private keepValue(at: SheetMemo, keep: number, rollsLeft: number): number {
    const memo = rollsLeft === 3 ? null : at.keeps[rollsLeft]!;
    let value = memo === null ? NaN : memo[keep]!;
    if (Number.isNaN(value)) {
      value = 0;
      for (const { dice, p } of KEEP_OUTCOMES[keep]!) value += p * this.diceValue(at, dice, rollsLeft - 1);
      // Keeping all five of the first roll is standing on it: its boxes score as a first roll's.
      if (rollsLeft === 2 && KEEPS[keep]!.length === 5) {
        for (const option of this.boxOptions(at, KEEPS[keep]!, true)) value = Math.max(value, option.value);
      }
      if (memo !== null) memo[keep] = value;
    }
    return value;
  }
}

/** The five dice a keep can become by rolling the rest, each with its chance (multinomial). */
export function rollOutcomes(
  keep: readonly number[],
): readonly { readonly dice: number[]; readonly p: number }[] {
  const index = KEEP_INDEX.get(diceKey(sortDice(keep)));
  if (index === undefined) throw new Error(`not a keep of five dice: ${keep.join(',')}`);
  return KEEP_OUTCOMES[index]!.map(({ dice, p }) => ({ dice: FIVE[dice]!, p }));
}
