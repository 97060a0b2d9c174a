// Names people type (seats, online players, rule sets) are one line: they go into one-line messages ("it is
// seat 0 (Ann)'s turn"), lists and tables. A name that comes in with a line break or another control character
// is refused; one already in a game saved before is still read, and printed on one line.
//
// A player's name (a seat's, at home or at an online table) is checked further, in one place (nameProblem), at
// every door that takes one: the game's setup, the online table's seats and a joiner's `sit`. It is read in
// its usual form (normalName: NFC, trimmed, runs of spaces as one space), and refused with a reason in words
// when it could not be shown as typed or could pass for something else: invisible or direction-changing
// characters (a right-to-left override turned the host's "(joined, away)" around), more than
// MAX_NAME_CHARACTERS characters as a reader counts them, accents stacked up the line above, no letter or digit
// at all (a lone zero-width space), or a label the app puts beside names, "(host)", "(you)", "(bot)".

/** Line breaks (\n, \r, U+0085, U+2028, U+2029), tabs and every other control character. */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const NOT_ONE_LINE_RUNS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/** Why a name with a line break or a control character is refused. */
export const ONE_LINE_NAME = 'a name is one line, without line breaks, tabs or other control characters';

export function isOneLineName(name: string): boolean {
  return !NOT_ONE_LINE.test(name);
}

/** The name as one line, for a message: each run of line breaks and control characters becomes a space. */
export function nameOnOneLine(name: string): string {
  return name.replace(NOT_ONE_LINE_RUNS, ' ').trim();
}

/** A player's name has at most this many characters as a reader counts them (graphemes: "é", "👍🏽" are one). */
export const MAX_NAME_CHARACTERS = 24;
/** Its length in UTF-16 units, as games and tables store it (types.ts's MAX_NAME_LENGTH is the same 40). */
const MAX_NAME_UNITS = 40;
/** Accents on one character: enough for every script's usual stacks (Vietnamese, Thai, Devanagari). */
export const MAX_MARKS_PER_CHARACTER = 4;

/**
 * Format characters (Unicode Cf): zero-width spaces, the bidi embeddings, overrides and isolates, soft hyphens,
 * byte order marks, tags. Zero-width joiners and non-joiners are let through between two visible characters
 * only: emoji sequences ("👩‍💻") and Persian and Indic spelling need them.
 */
const FORMAT = /\p{Cf}/u;
const JOINERS = new Set(['\u200c', '\u200d']);
const MARK = /\p{M}/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Spaces of every width (no-break, ideographic, ...); line breaks and tabs are refused, not made spaces. */
const SPACES = /\p{Zs}+/gu;

/** The words of the labels the app shows beside names: "(host)", "(you)", "(bot)", "(joined, away)", levels. */
const LABEL_WORDS = new Set([
  'host',
  'you',
  'bot',
  'joined',
  'away',
  'connected',
  'watching',
  'open',
  'easy',
  'medium',
  'hard',
  'perfect',
]);

/** The name as it is kept: NFC, trimmed, each run of spaces one space. */
export function normalName(raw: string): string {
  return raw.normalize('NFC').replace(SPACES, ' ').trim();
}

/** Two names a reader would take for one another give the same key: widths and case folded. */
export function nameKey(name: string): string {
  return normalName(name).normalize('NFKC').toLowerCase();
}

let segmenter: Intl.Segmenter | null = null;

/** The name's characters as a reader counts them. */
export function nameCharacters(name: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(name), (s) => s.segment);
}

/**
 * Why a player may not go by `name` (as normalName gives it), in one line, or null when they may. The one
 * check of a player's name, at every door.
 */
export function nameProblem(name: string): string | null {
  if (name === '') return 'choose a name';
  if (!isOneLineName(name)) return ONE_LINE_NAME;
  const chars = Array.from(name);
  const hidden = chars.some(
    (c, i) => FORMAT.test(c) && !(JOINERS.has(c) && visible(chars[i - 1]) && visible(chars[i + 1])),
  );
  if (hidden) {
    return 'a name cannot hold invisible or direction-changing characters (zero-width spaces, right-to-left marks)';
  }
  if (!LETTER_OR_DIGIT.test(name)) return 'a name needs at least one letter or digit';
  const characters = nameCharacters(name);
  if (characters.length > MAX_NAME_CHARACTERS) {
    return `a name is at most ${MAX_NAME_CHARACTERS} characters (this one has ${characters.length})`;
  }
  if (characters.some((c) => (c.match(MARK)?.length ?? 0) > MAX_MARKS_PER_CHARACTER)) {
    return `a name cannot stack more than ${MAX_MARKS_PER_CHARACTER} accents on one letter`;
  }
  if (name.length > MAX_NAME_UNITS) {
    return 'this name takes too much room to keep: use fewer characters (emoji and accents take more room)';
  }
  const label = appLabelIn(name);
  if (label !== null) return `"${label}" is how the app labels seats: leave it out of your name`;
  return null;
}

/** A bracketed part of the name that holds a word of the app's labels ("(host)", "（ you ）"), or null. */
function appLabelIn(name: string): string | null {
  // NFKC folds full-width and small brackets and letters into the usual ones.
  const folded = name.normalize('NFKC').toLowerCase();
  for (const match of folded.matchAll(/[([{<]([^)\]}>]*)[)\]}>]?/gu)) {
    const words = (match[1] ?? '').split(/[^\p{L}\p{N}]+/u);
    if (words.some((w) => LABEL_WORDS.has(w))) return match[0];
  }
  return null;
}

function visible(c: string | undefined): boolean {
  return c !== undefined && c !== ' ' && !FORMAT.test(c);
}
