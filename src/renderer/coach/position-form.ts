// The analyzer's form as text (what the inputs hold) and the position request it makes: an empty box is
// open, the dice must be five faces 1 to 6. Whether the sheet is possible is the backend's to say.

import type { PositionRequestInput } from '../../shared/api/contract';
import { currentDice, rollsLeft, seatSheet, type GameState } from '../../shared/game';
import { DEFAULT_OPTIONS, makeRules, type RuleOptions, type Variant } from '../../shared/rules';

export type RollsLeft = 0 | 1 | 2;

export interface PositionForm {
  readonly variant: Variant;
  readonly options: RuleOptions;
  /** Each box's input by box id: '' is open. */
  readonly sheet: Readonly<Record<string, string>>;
  readonly extraYachts: string;
  /** The five dice inputs. */
  readonly dice: readonly string[];
  readonly rollsLeft: RollsLeft;
}

const SAMPLE_DICE = ['1', '2', '3', '4', '5'];

/** A fresh sheet under these rules. */
export function formFromRules(variant: Variant, options: RuleOptions = DEFAULT_OPTIONS): PositionForm {
  return { variant, options, sheet: {}, extraYachts: '0', dice: SAMPLE_DICE, rollsLeft: 2 };
}

/** The position on a game's table: the sheet of the seat to play, its dice and rolls left (a game over: none). */
export function formFromTable(state: GameState): PositionForm {
  if (state.over) return formFromRules(state.rules.variant, state.rules.options);
  const seat = state.turn.seat;
  const dice = currentDice(state);
  const left = rollsLeft(state);
  const sheet = Object.fromEntries(
    Object.entries(seatSheet(state, seat)).map(([box, p]) => [box, String(p)]),
  );
  return {
    variant: state.rules.variant,
    options: state.rules.options,
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

/** The request the form makes, or what is wrong with its inputs before it can be asked. */
export function requestOf(form: PositionForm): PositionRequestInput | { readonly problem: string } {
  const rules = makeRules(form.variant, form.options);
  const sheet: Record<string, number> = {};
  for (const box of rules.boxes) {
    const text = (form.sheet[box.id] ?? '').trim();
    if (text === '') continue;
    const points = wholeNumber(text);
    if (points === null) return { problem: `${box.label}: write whole points, or leave it empty for open` };
    sheet[box.id] = points;
  }
  const dice: number[] = [];
  for (const [i, text] of form.dice.entries()) {
    const face = wholeNumber(text);
    if (face === null || face < 1 || face > 6) return { problem: `Die ${i + 1} must show 1 to 6` };
    dice.push(face);
  }
  // Sent as written even where the rules have no extra yachts: the backend says why that cannot be.
  const extra = form.extraYachts.trim() === '' ? 0 : wholeNumber(form.extraYachts);
  if (extra === null || extra < 0) return { problem: 'Extra yachts: a whole number from 0' };
  return {
    variant: form.variant,
    options: { ...form.options },
    sheet,
    extraYachts: extra,
    dice,
    rollsLeft: form.rollsLeft,
  };
}
