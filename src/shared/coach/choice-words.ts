// A choice in the words a player reads: "keep 4-4-4", "reroll all", "stand", "score Full house"; kept dice in
// words (sorted, as the coach writes a keep).

import type { RuleSet } from '../rules';
import type { Choice } from './types';

/**
 * Kept dice in words, one way everywhere (the coach's options, a replay's steps, the puzzles): their faces
 * from low to high, "3-5-5-5", whatever places they held on the table.
 */
export function keptDiceText(faces: readonly number[]): string {
  return [...faces].sort((a, b) => a - b).join('-');
}

/** The words of a keep: all five kept is standing, none kept is rerolling everything. */
function keepWords(keep: readonly number[]): string {
  if (keep.length === 0) return 'reroll all';
  if (keep.length >= 5) return 'stand';
  return `keep ${keptDiceText(keep)}`;
}

/** The box's label from the rules (its id if the rules do not know it). */
export function boxLabel(rules: RuleSet, box: string): string {
  return rules.boxes.find((b) => b.id === box)?.label ?? box;
}

/**
 * A choice in words. `rollsLeft` is accepted for callers that have it: with no roll left there is nothing to
 * keep, so a keep then reads as standing.
 */
export function choiceWords(rules: RuleSet, choice: Choice, rollsLeft?: 0 | 1 | 2): string {
  if (choice.type === 'score') return `score ${boxLabel(rules, choice.box)}`;
  if (rollsLeft === 0) return 'stand';
  return keepWords(choice.keep);
}
