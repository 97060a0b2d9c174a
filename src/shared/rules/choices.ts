// Which boxes five dice may go in from a sheet, and what they score there: the joker rule lives here only.

import { faceCounts, yachtFace, type Dice, type FaceCounts } from '../dice';
import { jokerPoints, naturalPoints } from './scoring';
import type { BoxChoice, BoxSpec, RuleSet, ScoreChoices } from './types';

/** The box that scores five alike (the yacht box), if the rule set has one. */
export function yachtBox(rules: RuleSet): BoxSpec | undefined {
  return rules.boxes.find((b) => b.scoring.kind === 'yacht');
}

/** The upper box counting `face`. */
export function upperBoxOf(rules: RuleSet, face: number): BoxSpec | undefined {
  return rules.boxes.find((b) => b.scoring.kind === 'upper' && b.scoring.face === face);
}

/**
 * The facts the joker rule reads from a sheet, so callers that keep sheets differently (the solver's bit
 * masks) ask the same question. `isOpen(box)` tells whether a box is still empty.
 */
export interface JokerView {
  readonly isOpen: (box: BoxSpec) => boolean;
  /** Points in the yacht box, or null while it is open. */
  readonly yachtPoints: number | null;
}

/**
 * Where five alike of one face may go, by box index (bit i = rules.boxes[i]): the legal boxes (some of the
 * open ones), whether they score as jokers, the extra-yacht points, and whether the joker rule decided.
 */
export interface FiveAlikeRule {
  readonly boxes: number;
  readonly jokerPoints: boolean;
  readonly extraYacht: number;
  readonly joker: boolean;
}

/** What the joker rule reads of a rule set, by box index: the lower boxes, and the upper box of each face. */
interface JokerBoxes {
  readonly lower: number;
  /** upperOf[face]: the index of the upper box counting `face`, or -1. */
  readonly upperOf: readonly number[];
}

const jokerBoxesOf = new WeakMap<RuleSet, JokerBoxes>();

function jokerBoxes(rules: RuleSet): JokerBoxes {
  let boxes = jokerBoxesOf.get(rules);
  if (!boxes) {
    let lower = 0;
    rules.boxes.forEach((b, i) => {
      if (b.section === 'lower') lower |= 1 << i;
    });
    const upperOf = Array.from({ length: 7 }, (_, face) => {
      const box = face === 0 ? undefined : upperBoxOf(rules, face);
      return box === undefined ? -1 : rules.boxes.indexOf(box);
    });
    boxes = { lower, upperOf };
    jokerBoxesOf.set(rules, boxes);
  }
  return boxes;
}

/**
 * The joker rule: where five alike of `face` may go from a sheet whose open boxes are `open` (bit i =
 * rules.boxes[i]), with the yacht box holding `yachtPoints` (null while it is open). Plain bit masks, so that the
 * solver asks it for every group of states at little cost.
 */
export function fiveAlikeRule(
  rules: RuleSet,
  face: number,
  open: number,
  yachtPoints: number | null,
): FiveAlikeRule {
  const joker = rules.joker;
  if (joker === null || yachtPoints === null) {
    return { boxes: open, jokerPoints: false, extraYacht: 0, joker: false };
  }
  const extraYacht = yachtPoints > 0 ? joker.extraYachtPoints : 0;
  if (joker.mode === 'off') return { boxes: open, jokerPoints: false, extraYacht, joker: false };
  const { lower, upperOf } = jokerBoxes(rules);
  const upper = upperOf[face] ?? -1;
  const upperOpen = upper >= 0 && (open & (1 << upper)) !== 0;
  if (joker.mode === 'forced') {
    // The upper box of the face if open, else any open lower box (as a joker), else any open box.
    if (upperOpen) return { boxes: 1 << upper, jokerPoints: false, extraYacht, joker: true };
    if ((open & lower) !== 0) return { boxes: open & lower, jokerPoints: true, extraYacht, joker: true };
    return { boxes: open, jokerPoints: false, extraYacht, joker: true };
  }
  // Free: any open box, as a joker once the upper box of the face is filled.
  return { boxes: open, jokerPoints: !upperOpen, extraYacht, joker: true };
}

/**
 * Points a box takes for five alike beyond what the dice score there: a second-yacht box's (Doble Generala's)
 * once the yacht box holds its points (`yachtPoints` > 0), else none.
 */
export function heldYachtPoints(box: BoxSpec, yachtPoints: number | null): number {
  return box.scoring.kind === 'second-yacht' && yachtPoints !== null && yachtPoints > 0
    ? box.scoring.points
    : 0;
}

/** The points of a box made with the turn's first roll (Generala's servida): its points and its servida. */
export function withServida(box: BoxSpec, points: number, firstRoll: boolean): number {
  return firstRoll && points > 0 && box.servida !== undefined ? points + box.servida : points;
}

/**
 * Legal boxes and points for dice with these counts, from the sheet seen through `view`; `firstRoll` when they
 * are the turn's first roll (a servida scores more).
 */
export function choicesFor(
  rules: RuleSet,
  counts: FaceCounts,
  view: JokerView,
  firstRoll = false,
): ScoreChoices {
  let open = 0;
  rules.boxes.forEach((b, i) => {
    if (view.isOpen(b)) open |= 1 << i;
  });
  const face = counts.findIndex((c) => c === 5);
  const rule =
    face < 1
      ? { boxes: open, jokerPoints: false, extraYacht: 0, joker: false }
      : fiveAlikeRule(rules, face, open, view.yachtPoints);
  const boxes: BoxChoice[] = [];
  rules.boxes.forEach((b, i) => {
    if (!(rule.boxes & (1 << i))) return;
    const dice = rule.jokerPoints ? jokerPoints(b.scoring, counts) : naturalPoints(b.scoring, counts);
    const points = face < 1 ? dice : dice + heldYachtPoints(b, view.yachtPoints);
    // A joker's points are the joker's: no servida on them (the solver's stands take natural points only).
    boxes.push({ box: b.id, points: rule.jokerPoints ? points : withServida(b, points, firstRoll) });
  });
  return { boxes, extraYacht: rule.extraYacht, joker: rule.joker };
}

/** Legal boxes and points for these dice from a sheet of filled boxes (`firstRoll`: see choicesFor). */
export function scoreChoices(
  rules: RuleSet,
  sheet: Readonly<Record<string, number>>,
  dice: Dice,
  firstRoll = false,
): ScoreChoices {
  const box = yachtBox(rules);
  const yachtPoints = box === undefined ? null : (sheet[box.id] ?? null);
  return choicesFor(
    rules,
    faceCounts(dice),
    { isOpen: (b) => sheet[b.id] === undefined, yachtPoints },
    firstRoll,
  );
}

/** True when `box` scored with these dice on the turn's first roll wins the game at once (Generala servida). */
export function winsAtOnce(rules: RuleSet, box: string, dice: Dice, firstRoll: boolean): boolean {
  return firstRoll && rules.instantWin === box && yachtFace(dice) !== null;
}

/** True when these dice are five alike (used by the pad to explain the joker). */
export function isYachtRoll(dice: Dice): boolean {
  return yachtFace(dice) !== null;
}
