// What the bots share: reading the turn from the game state, the distinct keeps of the dice on the table,
// the value of every keep over the rest of a turn for any scoring of the final dice, and tie-breaking.

import { DICE_COUNT } from '../dice';
import { ROLLS_PER_TURN, type GameState } from '../game';
import {
  choicesFor,
  rulesFingerprint,
  scoreChoices,
  winsAtOnce,
  yachtBox,
  type JokerView,
  type RuleSet,
  type Sheet,
} from '../rules';
import { averageKeeps, bestSubKeeps, diceTables, isTie, KEEPS, ROLLS } from '../solver';
import type { BotDecision, TieBreak } from './types';

export interface TurnView {
  readonly rules: RuleSet;
  readonly seat: number;
  readonly sheet: Sheet;
  /** The dice in table order, or null before the turn's first roll. */
  readonly dice: readonly number[] | null;
  readonly rollsLeft: number;
  /** The dice are the turn's first roll: a box with a servida scores more, and may win at once (Generala). */
  readonly firstRoll: boolean;
}

/** The turn in progress; throws when the game is over. */
export function turnView(state: GameState): TurnView {
  if (state.over) throw new Error('the game is over: a bot has nothing to decide');
  const seat = state.turn.seat;
  return {
    rules: state.rules,
    seat,
    sheet: state.sheets[seat] ?? {},
    dice: state.turn.dice,
    rollsLeft: ROLLS_PER_TURN - state.turn.rollsUsed,
    firstRoll: state.turn.rollsUsed === 1,
  };
}

const sameRules = new WeakMap<RuleSet, WeakSet<RuleSet>>();

/** Throws unless `actual` plays exactly as `expected` (the rules a bot was built for). */
export function checkSameRules(expected: RuleSet, actual: RuleSet, bot: string): void {
  if (expected === actual || sameRules.get(expected)?.has(actual)) return;
  if (rulesFingerprint(expected) !== rulesFingerprint(actual)) {
    throw new Error(`this ${bot} bot was built for ${expected.name}, not ${actual.name} with these options`);
  }
  let set = sameRules.get(expected);
  if (!set) {
    set = new WeakSet();
    sameRules.set(expected, set);
  }
  set.add(actual);
}

/** The first roll of a turn keeps nothing. */
export const FIRST_ROLL: BotDecision = { type: 'roll', keep: [] };

/** One of `n` tied options: the first without a tie-break source, else a draw. */
export function pickTie(n: number, tieBreak: TieBreak | undefined): number {
  if (n <= 1 || tieBreak === undefined) return 0;
  return tieBreak.nextUint32() % n;
}

// Keeps by face counts: code = sum of 6^(face-1) over the kept dice, so a keep is found without strings.
const POW6 = [0, 1, 6, 36, 216, 1296, 7776];
let keepByCode: Int16Array | null = null;

function keepCodes(): Int16Array {
  if (keepByCode) return keepByCode;
  const t = diceTables();
  const map = new Int16Array(6 ** 6).fill(-1);
  t.counts.forEach((counts, k) => {
    let code = 0;
    for (let f = 1; f <= 6; f++) code += (counts[f] ?? 0) * POW6[f]!;
    map[code] = k;
  });
  keepByCode = map;
  return map;
}

export interface KeepCandidate {
  /** Bit p set: the die at table position p is kept. */
  readonly mask: number;
  /** Keep index (diceTables()); for mask 31 the roll index of all five dice. */
  readonly keep: number;
}

/** When each keep code was last seen (by call number), so keepCandidates allocates no set. */
let seenAt: Int32Array | null = null;
let call = 0;

/** Every distinct keep of the dice (table order), each once with the lowest position mask that makes it. */
export function keepCandidates(dice: readonly number[]): KeepCandidate[] {
  const codes = keepCodes();
  seenAt ??= new Int32Array(codes.length);
  call = (call + 1) | 0 || 1;
  const out: KeepCandidate[] = [];
  for (let mask = 0; mask < 1 << DICE_COUNT; mask++) {
    let code = 0;
    for (let p = 0; p < DICE_COUNT; p++) if (mask & (1 << p)) code += POW6[dice[p]!]!;
    if (seenAt[code] === call) continue;
    seenAt[code] = call;
    out.push({ mask, keep: codes[code]! });
  }
  return out;
}

/** The keep index of five dice (the roll they make). */
export function rollIndex(dice: readonly number[]): number {
  let code = 0;
  for (const d of dice) code += POW6[d]!;
  return keepCodes()[code]!;
}

/** The lowest position mask of the dice that keeps `keep` (within the dice), as keepCandidates gives it. */
export function keepMask(dice: readonly number[], keep: number): number {
  const counts = diceTables().counts[keep]!;
  let want = 0;
  for (let f = 1; f <= 6; f++) want += (counts[f] ?? 0) * POW6[f]!;
  for (let mask = 0; mask < 1 << DICE_COUNT; mask++) {
    let code = 0;
    for (let p = 0; p < DICE_COUNT; p++) if (mask & (1 << p)) code += POW6[dice[p]!]!;
    if (code === want) return mask;
  }
  throw new Error(`keep ${diceTables().keeps[keep]!.join(',')} is not within the dice ${dice.join(',')}`);
}

export function maskPositions(mask: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < DICE_COUNT; p++) if (mask & (1 << p)) out.push(p);
  return out;
}

export type KeepChoice = { readonly stand: true } | { readonly stand: false; readonly keep: number[] };

/** Every die kept: standing. */
export const STAND = (1 << DICE_COUNT) - 1;

/**
 * The best keep of the dice by `values` (indexed by keep) as a position mask: STAND when standing is among the
 * best, else one of the tied keeps drawn (the lowest mask of each keep, in mask order).
 */
export function bestKeepMask(
  dice: readonly number[],
  values: ArrayLike<number>,
  tieBreak: TieBreak | undefined,
): number {
  const candidates = keepCandidates(dice);
  let best = -Infinity;
  for (const c of candidates) best = Math.max(best, values[c.keep]!);
  const tied = candidates.filter((c) => isTie(values[c.keep]!, best));
  if (tied.some((c) => c.mask === STAND)) return STAND;
  return tied[pickTie(tied.length, tieBreak)]!.mask;
}

/** bestKeepMask as a choice: standing, or the positions to keep. */
export function bestKeep(
  dice: readonly number[],
  values: ArrayLike<number>,
  tieBreak: TieBreak | undefined,
): KeepChoice {
  const mask = bestKeepMask(dice, values, tieBreak);
  return mask === STAND ? { stand: true } : { stand: false, keep: maskPositions(mask) };
}

/** The decision for a keep choice: roll the rest, or score with `scoreNow`. */
export function keepDecision(choice: KeepChoice, scoreNow: () => BotDecision): BotDecision {
  return choice.stand ? scoreNow() : { type: 'roll', keep: choice.keep };
}

/**
 * How a bot values writing `points` in box `box` (index into rules.boxes) with `extraYacht` extra-yacht points;
 * higher is better.
 */
export type BoxUtility = (box: number, points: number, extraYacht: number) => number;

const boxIndexCache = new WeakMap<RuleSet, Map<string, number>>();

export function boxIndexOf(rules: RuleSet, id: string): number {
  let map = boxIndexCache.get(rules);
  if (!map) {
    map = new Map(rules.boxes.map((b, i) => [b.id, i]));
    boxIndexCache.set(rules, map);
  }
  const i = map.get(id);
  if (i === undefined) throw new Error(`unknown box ${id}`);
  return i;
}

/** Each legal box's utility in bestBox (reused: a decision allocates nothing for it). */
const boxValues = new Float64Array(32);

/**
 * What the heuristic bots make of a box that wins the game at once (a Generala servida where it wins): more than
 * any points (a finite number, so ties are still measured).
 */
export const WIN_AT_ONCE = 1e6;

/**
 * The legal box of the dice with the highest utility (ties drawn); `firstRoll` when they are the turn's first
 * roll: a servida scores more, and a box that wins at once is taken.
 */
export function bestBox(
  rules: RuleSet,
  sheet: Sheet,
  dice: readonly number[],
  utility: BoxUtility,
  tieBreak: TieBreak | undefined,
  firstRoll = false,
): BotDecision {
  const { boxes, extraYacht } = scoreChoices(rules, sheet, dice, firstRoll);
  if (boxes.length === 0) throw new Error('no legal box for these dice');
  const values = boxes.length <= boxValues.length ? boxValues : new Float64Array(boxes.length);
  for (let i = 0; i < boxes.length; i++) {
    const c = boxes[i]!;
    values[i] = winsAtOnce(rules, c.box, dice, firstRoll)
      ? WIN_AT_ONCE
      : utility(boxIndexOf(rules, c.box), c.points, extraYacht);
  }
  return { type: 'score', box: boxes[pickBest(values, boxes.length, tieBreak)]!.box };
}

/** Rules where the first roll may score more than the same dice later: a servida, or a win at once. */
export function firstRollCounts(rules: RuleSet): boolean {
  return (
    rules.instantWin !== undefined || rules.boxes.some((b) => b.servida !== undefined && b.servida !== 0)
  );
}

/**
 * The utility of standing on the turn's first roll (the best legal box with its servida, or a win at once);
 * -Infinity when the dice score no more there than later (standing is then in the keep values already).
 */
export function firstRollStand(
  rules: RuleSet,
  sheet: Sheet,
  dice: readonly number[],
  utility: BoxUtility,
): number {
  if (!firstRollCounts(rules)) return -Infinity;
  const later = scoreChoices(rules, sheet, dice);
  const now = scoreChoices(rules, sheet, dice, true);
  let best = -Infinity;
  now.boxes.forEach((c, i) => {
    const won = winsAtOnce(rules, c.box, dice, true);
    if (!won && c.points === later.boxes[i]!.points) return;
    const v = won ? WIN_AT_ONCE : utility(boxIndexOf(rules, c.box), c.points, now.extraYacht);
    if (v > best) best = v;
  });
  return best;
}

/**
 * Keep values for the turn's first roll: `values` with keeping all five (standing) raised to firstRollStand
 * where that is more, as the solver weighs the first roll's stand. A copy when changed; `values` otherwise.
 */
export function withFirstRollStand(
  rules: RuleSet,
  sheet: Sheet,
  dice: readonly number[],
  values: Float64Array,
  utility: BoxUtility,
): Float64Array {
  const stand = firstRollStand(rules, sheet, dice, utility);
  const roll = rollIndex(dice);
  if (!(stand > values[roll]!)) return values;
  const out = Float64Array.from(values);
  out[roll] = stand;
  return out;
}

/**
 * The index of the highest of values[0 .. n), options within the tie tolerance drawn in index order (the rules'
 * order for boxes). An entry of -Infinity is no option: it never ties.
 */
export function pickBest(values: Float64Array, n: number, tieBreak: TieBreak | undefined): number {
  let best = -Infinity;
  for (let i = 0; i < n; i++) if (values[i]! > best) best = values[i]!;
  let tied = 0;
  for (let i = 0; i < n; i++) if (isTie(values[i]!, best)) tied++;
  let pick = pickTie(tied, tieBreak);
  for (let i = 0; i < n; i++) {
    if (isTie(values[i]!, best) && pick-- === 0) return i;
  }
  throw new Error('no best option');
}

export function jokerView(rules: RuleSet, sheet: Sheet): JokerView {
  const yacht = yachtBox(rules);
  return {
    isOpen: (b) => sheet[b.id] === undefined,
    yachtPoints: yacht === undefined ? null : (sheet[yacht.id] ?? null),
  };
}

export interface KeepValues {
  /** oneLeft[k]: the expected utility of keeping k with one roll left (a roll: standing). */
  readonly oneLeft: Float64Array;
  /** twoLeft[k]: the same with two rolls left (a roll: its best value with one roll left). */
  readonly twoLeft: Float64Array;
}

/**
 * The value of every keep over the rest of a turn when the final dice are scored in their best legal box by
 * `utility`. With `stages` 1 only oneLeft is computed (twoLeft is left empty).
 */
export function turnKeepValues(rules: RuleSet, sheet: Sheet, utility: BoxUtility, stages: 1 | 2): KeepValues {
  const t = diceTables();
  const a = new Float64Array(KEEPS);
  const view = jokerView(rules, sheet);
  const index = rules.boxes.map((b) => boxIndexOf(rules, b.id));
  const byId = new Map(rules.boxes.map((b, i) => [b.id, index[i]!]));
  for (let r = 0; r < ROLLS; r++) {
    const choices = choicesFor(rules, t.counts[r]!, view);
    let best = -Infinity;
    for (const c of choices.boxes) {
      const v = utility(byId.get(c.box)!, c.points, choices.extraYacht);
      if (v > best) best = v;
    }
    a[r] = best;
  }
  averageKeeps(a, 1, t);
  if (stages === 1) return { oneLeft: a, twoLeft: new Float64Array(0) };
  const b = new Float64Array(KEEPS);
  bestSubKeeps(a, b, 1, t);
  averageKeeps(b, 1, t);
  return { oneLeft: a, twoLeft: b };
}
