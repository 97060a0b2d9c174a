// Typing the dice of a real-dice roll: digits 1-6 fill the rolled dice's slots in order, Backspace takes the
// last one back, a paste fills several at once. Anything else is refused in words and changes nothing, so the
// entry never holds a face the engine would refuse. Pure: DiceEntry.tsx shows it and sends the full roll.

import type { Face } from '../../shared/dice';

export interface DiceEntryState {
  /** The faces typed so far, in the order of the rolled dice. */
  readonly faces: readonly Face[];
  /** Why the last key or paste was refused (shown beside the entry), or null. */
  readonly refusal: string | null;
}

export const EMPTY_ENTRY: DiceEntryState = { faces: [], refusal: null };

/** "1 die", "3 dice". */
export function diceCount(count: number): string {
  return `${count} ${count === 1 ? 'die' : 'dice'}`;
}

/** The entry full: every rolled die has its face, and the roll can be sent. */
export function entryComplete(entry: DiceEntryState, slots: number): boolean {
  return entry.faces.length === slots;
}

function refuse(entry: DiceEntryState, refusal: string): DiceEntryState {
  return { faces: entry.faces, refusal };
}

/** Why one typed character is not a face, or null when it is one (1-6). */
export function faceProblem(char: string): string | null {
  if (/^[1-6]$/.test(char)) return null;
  if (/^[0-9]$/.test(char)) return `${char} is not on a die: a die shows 1 to 6`;
  const shown = char.trim() === '' ? 'a space' : `“${char}”`;
  return `${shown} is not a face: type each die as a digit from 1 to 6`;
}

function tooMany(slots: number, typed: number): string {
  return slots === 0
    ? 'no dice are rolled now'
    : `only ${diceCount(slots)} ${slots === 1 ? 'was' : 'were'} rolled: ${typed} faces is too many (Backspace takes one back)`;
}

/** One digit typed: it fills the next slot, or is refused in words (a 0, 7-9, a letter, one too many). */
export function typeFace(entry: DiceEntryState, char: string, slots: number): DiceEntryState {
  const problem = faceProblem(char);
  if (problem !== null) return refuse(entry, problem);
  if (entry.faces.length >= slots) return refuse(entry, tooMany(slots, entry.faces.length + 1));
  // faceProblem let only 1-6 through.
  return { faces: [...entry.faces, Number(char) as Face], refusal: null };
}

/** Backspace: the last face typed is taken back (nothing to take back is said, not an error). */
export function takeBack(entry: DiceEntryState): DiceEntryState {
  if (entry.faces.length === 0) return refuse(entry, 'no face is typed yet');
  return { faces: entry.faces.slice(0, -1), refusal: null };
}

/**
 * A paste (or any text at once): "66623", "6 6 6 2 3", "6-6-6-2-3" or "6,6,6,2,3" fill the slots after the
 * faces already typed. All or nothing: one wrong character, or more faces than slots, and nothing changes.
 */
export function pasteFaces(entry: DiceEntryState, text: string, slots: number): DiceEntryState {
  const chars = [...text.replace(/[\s,;\-–·.]+/g, '')];
  if (chars.length === 0) return refuse(entry, 'nothing to type: paste digits from 1 to 6, as 66623');
  for (const char of chars) {
    const problem = faceProblem(char);
    if (problem !== null) return refuse(entry, `the paste “${text.trim()}” is refused: ${problem}`);
  }
  const typed = entry.faces.length + chars.length;
  if (typed > slots) return refuse(entry, tooMany(slots, typed));
  return { faces: [...entry.faces, ...chars.map((c) => Number(c) as Face)], refusal: null };
}

/** What a key does to the entry: a face typed, one taken back, the roll sent, the entry closed, or nothing. */
export type EntryKeyResult =
  | { readonly kind: 'entry'; readonly entry: DiceEntryState }
  | { readonly kind: 'send'; readonly faces: readonly Face[] }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'ignore' };

/**
 * A key pressed in the entry. A face that fills the last slot sends the roll at once (Enter needs not be
 * pressed; a full entry is sent by Enter too). Escape closes the entry. Keys with a modifier, Tab and the
 * like are the browser's (ignore).
 */
export function entryKey(
  entry: DiceEntryState,
  key: string,
  slots: number,
  modifier = false,
): EntryKeyResult {
  if (modifier) return { kind: 'ignore' };
  if (key === 'Backspace' || key === 'Delete') return { kind: 'entry', entry: takeBack(entry) };
  if (key === 'Escape') return { kind: 'cancel' };
  if (key === 'Enter') {
    if (entryComplete(entry, slots)) return { kind: 'send', faces: entry.faces };
    const left = slots - entry.faces.length;
    return {
      kind: 'entry',
      entry: refuse(entry, `${diceCount(left)} still to type before the roll is sent`),
    };
  }
  if (key.length !== 1) return { kind: 'ignore' };
  const next = typeFace(entry, key, slots);
  return entryComplete(next, slots) && next.refusal === null
    ? { kind: 'send', faces: next.faces }
    : { kind: 'entry', entry: next };
}

/** A paste: sent at once when it fills the last slot, like a typed face. */
export function entryPaste(entry: DiceEntryState, text: string, slots: number): EntryKeyResult {
  const next = pasteFaces(entry, text, slots);
  return entryComplete(next, slots) && next.refusal === null
    ? { kind: 'send', faces: next.faces }
    : { kind: 'entry', entry: next };
}
