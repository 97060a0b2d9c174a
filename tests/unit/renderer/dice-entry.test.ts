import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENTRY,
  entryComplete,
  entryKey,
  entryPaste,
  pasteFaces,
  takeBack,
  typeFace,
  type DiceEntryState,
} from '../../../src/renderer/table/dice-entry';

/** The entry after typing `keys` one at a time (each must be taken). */
function typed(keys: string, slots: number): DiceEntryState {
  let entry = EMPTY_ENTRY;
  for (const key of keys) entry = typeFace(entry, key, slots);
  return entry;
}

describe('typing faces', () => {
  it('fills the slots in order', () => {
    expect(typed('362', 5)).toEqual({ faces: [3, 6, 2], refusal: null });
  });

  it.each(['0', '7', '8', '9'])('refuses %s in words and keeps what was typed', (digit) => {
    const entry = typeFace(typed('36', 5), digit, 5);
    expect(entry.faces).toEqual([3, 6]);
    expect(entry.refusal).toBe(`${digit} is not on a die: a die shows 1 to 6`);
  });

  it.each(['a', 'x', ' ', '+'])('refuses %j as not a face', (char) => {
    const entry = typeFace(typed('1', 5), char, 5);
    expect(entry.faces).toEqual([1]);
    expect(entry.refusal).toMatch(/is not a face: type each die as a digit from 1 to 6/);
  });

  it('refuses a face beyond the dice rolled', () => {
    const full = typed('62', 2);
    const entry = typeFace(full, '4', 2);
    expect(entry.faces).toEqual([6, 2]);
    expect(entry.refusal).toBe('only 2 dice were rolled: 3 faces is too many (Backspace takes one back)');
    expect(typeFace(typed('6', 1), '1', 1).refusal).toMatch(/^only 1 die was rolled/);
  });

  it('clears a refusal when the next face is taken', () => {
    expect(typeFace(typeFace(typed('3', 5), '9', 5), '4', 5)).toEqual({ faces: [3, 4], refusal: null });
  });
});

describe('taking a face back', () => {
  it('takes back the last face only', () => {
    expect(takeBack(typed('3641', 5))).toEqual({ faces: [3, 6, 4], refusal: null });
  });

  it('says when there is nothing to take back', () => {
    expect(takeBack(EMPTY_ENTRY)).toEqual({ faces: [], refusal: 'no face is typed yet' });
  });
});

describe('pasting', () => {
  it.each(['66623', '6 6 6 2 3', '6-6-6-2-3', '6,6,6,2,3', ' 66623\n'])('fills from %j', (text) => {
    expect(pasteFaces(EMPTY_ENTRY, text, 5)).toEqual({ faces: [6, 6, 6, 2, 3], refusal: null });
  });

  it('fills after the faces typed', () => {
    expect(pasteFaces(typed('1', 3), '45', 3).faces).toEqual([1, 4, 5]);
  });

  it('refuses all of a paste with a wrong character', () => {
    const entry = pasteFaces(typed('2', 5), '6672', 5);
    expect(entry.faces).toEqual([2]);
    expect(entry.refusal).toBe('the paste “6672” is refused: 7 is not on a die: a die shows 1 to 6');
    expect(pasteFaces(EMPTY_ENTRY, '66a23', 5).refusal).toMatch(/“a” is not a face/);
  });

  it('refuses six dice', () => {
    const entry = pasteFaces(EMPTY_ENTRY, '666231', 5);
    expect(entry.faces).toEqual([]);
    expect(entry.refusal).toBe('only 5 dice were rolled: 6 faces is too many (Backspace takes one back)');
  });

  it('refuses an empty paste', () => {
    expect(pasteFaces(EMPTY_ENTRY, ' - ', 5).refusal).toMatch(/^nothing to type/);
  });
});

describe('keys', () => {
  it('sends the roll when the last slot is filled, without Enter', () => {
    expect(entryKey(typed('12', 3), '6', 3)).toEqual({ kind: 'send', faces: [1, 2, 6] });
  });

  it('keeps filling before the last slot', () => {
    expect(entryKey(typed('1', 3), '6', 3)).toEqual({
      kind: 'entry',
      entry: { faces: [1, 6], refusal: null },
    });
  });

  it('sends a full entry on Enter and refuses a short one in words', () => {
    expect(entryKey({ faces: [4, 4], refusal: null }, 'Enter', 2)).toEqual({ kind: 'send', faces: [4, 4] });
    const short = entryKey(typed('4', 3), 'Enter', 3);
    expect(short).toEqual({
      kind: 'entry',
      entry: { faces: [4], refusal: '2 dice still to type before the roll is sent' },
    });
  });

  it('takes back on Backspace, closes on Escape, leaves other keys and modified keys alone', () => {
    expect(entryKey(typed('45', 5), 'Backspace', 5)).toEqual({
      kind: 'entry',
      entry: { faces: [4], refusal: null },
    });
    expect(entryKey(EMPTY_ENTRY, 'Escape', 5)).toEqual({ kind: 'cancel' });
    expect(entryKey(EMPTY_ENTRY, 'Tab', 5)).toEqual({ kind: 'ignore' });
    expect(entryKey(EMPTY_ENTRY, 'ArrowLeft', 5)).toEqual({ kind: 'ignore' });
    expect(entryKey(EMPTY_ENTRY, 'v', 5, true)).toEqual({ kind: 'ignore' });
  });

  it('refuses a 7 by key without sending', () => {
    const result = entryKey(typed('1234', 5), '7', 5);
    expect(result.kind).toBe('entry');
    if (result.kind === 'entry') expect(result.entry.faces).toEqual([1, 2, 3, 4]);
  });

  it('sends a paste that fills the last slot, and not one that does not', () => {
    expect(entryPaste(EMPTY_ENTRY, '66623', 5)).toEqual({ kind: 'send', faces: [6, 6, 6, 2, 3] });
    expect(entryPaste(EMPTY_ENTRY, '666', 5).kind).toBe('entry');
  });

  it('says when every slot is filled', () => {
    expect(entryComplete(typed('12', 2), 2)).toBe(true);
    expect(entryComplete(typed('1', 2), 2)).toBe(false);
  });
});
