// Names people type (seats, online players, rule sets) are one line: they go into one-line messages ("it is
// seat 0 (Ann)'s turn"), lists and tables. A name that comes in with a line break or another control character
// is refused; one already in a game saved before is still read, and printed on one line.

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
