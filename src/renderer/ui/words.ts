// The words the table uses for dice, levels and variants, in one place so labels and screen-reader text agree.

import type { BotLevel } from '../../shared/game';
import { rulesLabel, type RuleOptions, type Variant } from '../../shared/rules';

// The built-in rule sets' names live with the rules, where the check of a custom rule set's name reads them.
export { rulesLabel, VARIANT_LABELS } from '../../shared/rules';

const FACE_WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

/** "five" for 5. */
export function faceWord(face: number): string {
  return FACE_WORDS[face] ?? String(face);
}

export const LEVEL_LABELS: Readonly<Record<BotLevel, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  perfect: 'Perfect',
  'perfect-win': 'Perfect (to win)',
};

/** What each level does, in a line: the tooltips of the menus where a level is chosen. */
export const LEVEL_HINTS: Readonly<Record<BotLevel, string>> = {
  easy: 'keeps the face it has most of and scores the box worth most now',
  medium: 'weighs each keep over the next roll',
  hard: 'weighs each keep to the end of the turn, valuing the boxes by rule of thumb',
  perfect: 'plays for the highest expected score, as the solver does',
  'perfect-win':
    'plays for the best chance to finish first; alone, for the target if one is set, else as Perfect',
};

/** "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "1 roll" / "2 rolls". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A rule set's name: a custom one's own, else rulesLabel's words. */
export function ruleSetName(choice: {
  readonly variant: Variant;
  readonly options: RuleOptions;
  readonly custom?: { readonly name: string } | null | undefined;
}): string {
  return choice.custom ? choice.custom.name : rulesLabel(choice.variant, choice.options);
}

/** "30 Nov, 16:20" (in the reader's locale); the text itself when it is not a date. */
export function whenText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayAndTime().format(date);
}

// Made once: toLocaleString builds a new formatter per call (~0.5 ms), and a replay step draws a date.
let dayAndTimeFormat: Intl.DateTimeFormat | null = null;
function dayAndTime(): Intl.DateTimeFormat {
  dayAndTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dayAndTimeFormat;
}

/** "Your" ("your" mid-sentence) for the seat named You, else "Ann’s". */
export function possessive(name: string, midSentence = false): string {
  if (name === 'You') return midSentence ? 'your' : 'Your';
  return `${name}’s`;
}
