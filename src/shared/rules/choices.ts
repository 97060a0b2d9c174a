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

/** Legal boxes and points for dice with these counts, from the sheet seen through `view`. */
export function choicesFor(rules: RuleSet, counts: FaceCounts, view: JokerView): ScoreChoices {
  const open = rules.boxes.filter((b) => view.isOpen(b));
  const face = counts.findIndex((c) => c === 5);
  const joker = rules.joker;
  if (joker === null || face < 1 || view.yachtPoints === null) {
    return {
      boxes: open.map((b) => ({ box: b.id, points: naturalPoints(b.scoring, counts) })),
      extraYacht: 0,
      joker: false,
    };
  }
  const extraYacht = view.yachtPoints > 0 ? joker.extraYachtPoints : 0;
  if (joker.mode === 'off') {
    return {
      boxes: open.map((b) => ({ box: b.id, points: naturalPoints(b.scoring, counts) })),
      extraYacht,
      joker: false,
    };
  }
  const upper = upperBoxOf(rules, face);
  const upperOpen = upper !== undefined && view.isOpen(upper);
  let boxes: BoxChoice[];
  if (joker.mode === 'forced') {
    const lowerOpen = open.filter((b) => b.section === 'lower');
    if (upperOpen) boxes = [{ box: upper.id, points: naturalPoints(upper.scoring, counts) }];
    else if (lowerOpen.length > 0)
      boxes = lowerOpen.map((b) => ({ box: b.id, points: jokerPoints(b.scoring, counts) }));
    else boxes = open.map((b) => ({ box: b.id, points: naturalPoints(b.scoring, counts) }));
  } else {
    boxes = open.map((b) => ({
      box: b.id,
      points: upperOpen ? naturalPoints(b.scoring, counts) : jokerPoints(b.scoring, counts),
    }));
  }
  return { boxes, extraYacht, joker: true };
}

/** Legal boxes and points for these dice from a sheet of filled boxes. */
export function scoreChoices(
  rules: RuleSet,
  sheet: Readonly<Record<string, number>>,
  dice: Dice,
): ScoreChoices {
  const box = yachtBox(rules);
  const yachtPoints = box === undefined ? null : (sheet[box.id] ?? null);
  return choicesFor(rules, faceCounts(dice), { isOpen: (b) => sheet[b.id] === undefined, yachtPoints });
}

/** True when these dice are five alike (used by the pad to explain the joker). */
export function isYachtRoll(dice: Dice): boolean {
  return yachtFace(dice) !== null;
}
