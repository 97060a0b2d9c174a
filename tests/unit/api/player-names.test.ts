// Players' names at every door (a new game's seats, an online table's, a joiner's sit): read in their usual
// form, and refused with a reason in words when they could not be shown as typed or could pass for a label the
// app puts beside names (names.ts). Properties over any string, with fast-check, and the cases a tester found.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGameSchema } from '../../../src/shared/api/game-schemas';
import { onlineClientMessageSchema, playerNameSchema } from '../../../src/shared/api/online';
import {
  MAX_MARKS_PER_CHARACTER,
  MAX_NAME_CHARACTERS,
  nameCharacters,
  nameProblem,
  normalName,
} from '../../../src/shared/names';

/** What the table takes from a joiner's `sit`: the name kept, or the reason it was refused. */
function sit(name: string): { name: string } | { refused: string } {
  const parsed = playerNameSchema.safeParse(name);
  return parsed.success ? { name: parsed.data } : { refused: parsed.error.issues[0]?.message ?? '' };
}

const RLO = '\u202e';
const ZWSP = '\u200b';

describe("a player's name", () => {
  it.each([
    ['a lone zero-width space', ZWSP, /invisible or direction-changing/],
    ['a zero-width space inside', `An${ZWSP}n`, /invisible or direction-changing/],
    ['a right-to-left override', `${RLO}nnA`, /invisible or direction-changing/],
    ['a right-to-left isolate', 'Ann\u2067x\u2069', /invisible or direction-changing/],
    ['a left-to-right mark', 'Ann\u200e', /invisible or direction-changing/],
    ['a soft hyphen', 'An\u00adn', /invisible or direction-changing/],
    ['a byte order mark inside', 'An\ufeffn', /invisible or direction-changing/],
    ['a line break', 'Ann\nBen', /one line/],
    ['a bell', 'Ann\u0007', /one line/],
    ['"(host)"', 'Ann (host)', /"\(host\)" is how the app labels seats/],
    ['"(you)"', '(You)', /"\(you\)" is how the app labels seats/],
    ['"(bot)" in full-width brackets', 'Ben\uff08bot\uff09', /is how the app labels seats/],
    ['"(joined, away)"', 'Cy (joined, away)', /is how the app labels seats/],
    ['a bot level label', 'Dee [Perfect bot]', /is how the app labels seats/],
    ['only punctuation', '...', /needs at least one letter or digit/],
    ['only an emoji', '🎲', /needs at least one letter or digit/],
    ['a stack of accents', `Z${'\u0301'.repeat(MAX_MARKS_PER_CHARACTER + 2)}alg`, /accents on one letter/],
    ['25 characters', 'x'.repeat(MAX_NAME_CHARACTERS + 1), /at most 24 characters \(this one has 25\)/],
    ['40 characters without a space', 'W'.repeat(40), /at most 24 characters/],
    ['a megabyte', 'x'.repeat(1_000_000), /at most 24 characters/],
  ])('refuses %s, saying why in one line', (_what, name, reason) => {
    const answer = sit(name);
    expect(answer).toEqual({ refused: expect.stringMatching(reason) as unknown });
    if ('refused' in answer) expect(answer.refused).not.toMatch(/\n/);
    // The same check at a new game's seats, and at the table's protocol.
    const game = newGameSchema.safeParse({ variant: 'classic', seats: [{ kind: 'human', name }] });
    expect(game.success).toBe(false);
    expect(
      onlineClientMessageSchema.safeParse({ kind: 'sit', seat: 0, name: name.slice(0, 1000) }).success,
    ).toBe(false);
  });

  it.each([
    ['a byte order mark in front (trimmed)', '\ufeffAnn', 'Ann'],
    ['spaces around and between', '  Ann \u00a0\u3000 Lee ', 'Ann Lee'],
    ['a decomposed accent', 'Zoe\u0301', 'Zoé'],
    ['an emoji with a zero-width joiner', 'Dev 👩‍💻', 'Dev 👩‍💻'],
    ['a Persian name with a non-joiner', 'می\u200cخواهم', 'می\u200cخواهم'],
    ['a Hindi name', 'लक्ष्मी', 'लक्ष्मी'],
    ['Vietnamese', 'Nguyễn Thị Ánh', 'Nguyễn Thị Ánh'],
    ['right-to-left letters (no override)', 'مريم', 'مريم'],
    ['brackets that are not a label', 'Ann (mum)', 'Ann (mum)'],
    ['24 characters', 'x'.repeat(MAX_NAME_CHARACTERS), 'x'.repeat(MAX_NAME_CHARACTERS)],
    ['a digit only', '7', '7'],
    ['bot names the app gives', 'Perfect bot 2', 'Perfect bot 2'],
  ])('keeps %s', (_what, name, kept) => {
    expect(sit(name)).toEqual({ name: kept });
    const game = newGameSchema.safeParse({ variant: 'classic', seats: [{ kind: 'human', name }] });
    expect(game.success && game.data.seats[0]?.name).toBe(kept);
  });

  it('blank is asked for, in the words of each door', () => {
    expect(sit(' \u00a0 ')).toEqual({ refused: 'choose a name' });
    const game = newGameSchema.safeParse({ variant: 'classic', seats: [{ kind: 'human', name: '  ' }] });
    expect(game.error?.issues[0]?.message).toBe('a seat needs a name');
  });

  it('normalName is idempotent, and a name it gives is kept as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        const once = normalName(raw);
        expect(normalName(once)).toBe(once);
        const answer = sit(raw);
        if ('name' in answer) expect(answer.name).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('whatever is accepted is visible, short, one line and no label', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 40 }),
          fc.string({ unit: 'grapheme', maxLength: 30 }),
          // Names near the edges: letters with format characters, marks and brackets mixed in.
          fc
            .array(
              fc.constantFrom(
                'A',
                'n',
                '7',
                ' ',
                '(',
                ')',
                'host',
                'you',
                ZWSP,
                RLO,
                '\u200d',
                '\u0301',
                '👍🏽',
              ),
              { maxLength: 30 },
            )
            .map((parts) => parts.join('')),
        ),
        (raw) => {
          const answer = sit(raw);
          if (!('name' in answer)) {
            expect(answer.refused).toMatch(/^[^\n]+$/);
            return;
          }
          const { name } = answer;
          expect(name).toBe(name.trim());
          expect(name).not.toMatch(/ {2}/);
          expect(name).toMatch(/[\p{L}\p{N}]/u);
          expect(name).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u);
          expect(nameCharacters(name).length).toBeLessThanOrEqual(MAX_NAME_CHARACTERS);
          expect(name.length).toBeLessThanOrEqual(40);
          expect(name.normalize('NFKC').toLowerCase()).not.toMatch(/\((host|you|bot)\)/);
          expect(nameProblem(name)).toBeNull();
        },
      ),
      { numRuns: 3000 },
    );
  });
});
