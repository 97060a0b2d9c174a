// The analyzer's form as text (what the inputs hold) and the position request it makes: an empty box is
// open, each box holds only what some roll writes there, the dice are five faces 1 to 6. Every input's problem
// is found at once, in words, so that each is marked where it is; the backend checks everything again.

import type { PositionRequestInput } from '../../shared/api/contract';
import { currentDice, rollsLeft, seatSheet, type GameState } from '../../shared/game';
import {
  DEFAULT_OPTIONS,
  possiblePoints,
  rulesOf,
  type CustomRules,
  type RuleOptions,
  type Variant,
} from '../../shared/rules';

export type RollsLeft = 0 | 1 | 2;

export interface PositionForm {
  readonly variant: Variant;
  readonly options: RuleOptions;
  /** A player's own rule set (then `variant` is its base). */
  readonly custom: CustomRules | null;
  /** Each box's input by box id: '' is open. */
  readonly sheet: Readonly<Record<string, string>>;
  readonly extraYachts: string;
  /** The five dice inputs. */
  readonly dice: readonly string[];
  readonly rollsLeft: RollsLeft;
}

const SAMPLE_DICE = ['1', '2', '3', '4', '5'];

/** A fresh sheet under these rules. */
export function formFromRules(
  variant: Variant,
  options: RuleOptions = DEFAULT_OPTIONS,
  custom: CustomRules | null = null,
): PositionForm {
  return { variant, options, custom, sheet: {}, extraYachts: '0', dice: SAMPLE_DICE, rollsLeft: 2 };
}

/** The position on a game's table: the sheet of the seat to play, its dice and rolls left (a game over: none). */
export function formFromTable(state: GameState): PositionForm {
  if (state.over) return formFromRules(state.rules.variant, state.rules.options, state.rules.custom ?? null);
  const seat = state.turn.seat;
  const dice = currentDice(state);
  const left = rollsLeft(state);
  const sheet = Object.fromEntries(
    Object.entries(seatSheet(state, seat)).map(([box, p]) => [box, String(p)]),
  );
  return {
    variant: state.rules.variant,
    options: state.rules.options,
    custom: state.rules.custom ?? null,
    sheet,
    extraYachts: String(state.extraYachts[seat] ?? 0),
    dice: dice ? dice.map(String) : SAMPLE_DICE,
    rollsLeft: dice && left <= 2 ? (left as RollsLeft) : 2,
  };
}

/** A whole number from an input, or null. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** What is wrong with each input, in words, where it can be told before asking (none: the form is fine). */
export interface FieldProblems {
  /** By box id. */
  readonly boxes: Readonly<Record<string, string>>;
  /** One per die (null: fine). */
  readonly dice: readonly (string | null)[];
  readonly extraYachts: string | null;
}

/** The points some sets of boxes hold, in words: "0 to 5", "0, 2, 4, 6, 8 or 10", "0 or 25", "5 to 30". */
export function pointsInWords(points: ReadonlySet<number>): string {
  const sorted = [...points].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]} to ${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  if (parts.length <= 1) return parts[0] ?? 'nothing';
  return `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

/** Every input's problem at once, so that each can be marked where it is. */
export function fieldProblems(form: PositionForm): FieldProblems {
  const rules = rulesOf(form);
  const possible = possiblePoints(rules);
  const boxes: Record<string, string> = {};
  let filled = 0;
  let yachtScored = false;
  for (const box of rules.boxes) {
    const text = (form.sheet[box.id] ?? '').trim();
    if (text === '') continue;
    filled++;
    const points = wholeNumber(text);
    const allowed = possible.get(box.id);
    if (points === null) boxes[box.id] = 'Write whole points, or leave it empty for open.';
    else if (allowed && !allowed.has(points)) {
      boxes[box.id] = `No roll writes ${points} here: ${box.label} holds ${pointsInWords(allowed)}.`;
    } else if (box.scoring.kind === 'yacht' && points > 0) yachtScored = true;
  }
  const dice = form.dice.map((text) => {
    const face = wholeNumber(text);
    return face === null || face < 1 || face > 6 ? 'A die shows 1 to 6.' : null;
  });
  let extraYachts: string | null = null;
  const extra = form.extraYachts.trim() === '' ? 0 : wholeNumber(form.extraYachts);
  if (extra === null || extra < 0 || extra > 12) extraYachts = 'A whole number from 0 to 12.';
  else if (extra > 0 && !rules.joker) extraYachts = 'These rules have no extra-yacht bonus.';
  else if (extra > 0 && !yachtScored) extraYachts = 'Extra yachts need a yacht scored in its box.';
  else if (extra > 0 && extra > filled - 1) {
    extraYachts = `${extra} extra yachts need ${extra + 1} filled boxes (the yacht box and one for each).`;
  }
  return { boxes, dice, extraYachts };
}

/** True when no input has a problem. */
export function noProblems(problems: FieldProblems): boolean {
  return (
    Object.keys(problems.boxes).length === 0 &&
    problems.dice.every((p) => p === null) &&
    problems.extraYachts === null
  );
}

/** The request the form makes, or the problems of its inputs (each input's own) before it can be asked. */
export function requestOf(form: PositionForm): PositionRequestInput | { readonly problems: FieldProblems } {
  const problems = fieldProblems(form);
  if (!noProblems(problems)) return { problems };
  const rules = rulesOf(form);
  const sheet: Record<string, number> = {};
  for (const box of rules.boxes) {
    const text = (form.sheet[box.id] ?? '').trim();
    if (text !== '') sheet[box.id] = Number(text);
  }
  return {
    variant: form.variant,
    options: { ...form.options },
    ...(form.custom ? { custom: form.custom } : {}),
    sheet,
    extraYachts: form.extraYachts.trim() === '' ? 0 : Number(form.extraYachts.trim()),
    dice: form.dice.map((text) => Number(text.trim())),
    rollsLeft: form.rollsLeft,
  };
}
