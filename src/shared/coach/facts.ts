// Why an option is worth what it is, in plain words from the solver: how the turn ends when it is played on
// optimally (which patterns the final dice show, which box takes them) and the chance of the upper bonus.

import { sortDice, faceCounts } from '../dice';
import type { RuleSet, Sheet } from '../rules';
import { diceTables, keepIndex, type Position, type ValueTable } from '../solver';
import { bonusChanceOfChoice, bonusUndecided } from './bonus';
import { isPatternBox, turnOutlook } from './outlook';
import type { Choice, Fact } from './types';

/** Patterns named: at least this likely, at most this many, most likely first. */
export const PATTERN_FACTS = { minChance: 0.01, most: 3 } as const;
/** Boxes the turn may be scored in: at least this likely, at most this many. */
export const BOX_FACTS = { minChance: 0.1, most: 2 } as const;

export const BONUS_TEXT = 'the upper bonus by the end of the game';

/** A fact, its chance kept within 0..1 (sums of float chances can overshoot by an ulp). */
function fact(text: string, chance: number): Fact {
  return { text, chance: Math.min(1, Math.max(0, chance)) };
}

/** "a Full house", but "Three of a kind", "Two pairs": labels that start with a count take no article. */
function withArticle(label: string): string {
  return /^(one|two|three|four|five|six)\b/i.test(label) ? label : `a ${label}`;
}

/** Pattern boxes that matter: open ones, and a filled yacht box that pays for another yacht. */
function relevantPatterns(rules: RuleSet, sheet: Sheet): number[] {
  return rules.boxes.flatMap((box, b) => {
    if (!isPatternBox(box)) return [];
    const points = sheet[box.id];
    if (points === undefined) return [b];
    return box.scoring.kind === 'yacht' && rules.joker !== null && points > 0 ? [b] : [];
  });
}

function checkKeep(dice: readonly number[], keep: readonly number[]): void {
  const have = faceCounts(dice);
  if (keep.length > 5 || faceCounts(keep).some((c, f) => c > (have[f] ?? 0))) {
    throw new Error(`cannot keep ${keep.join(',')} from ${dice.join(',')}`);
  }
}

/** How the turn ends after keeping `keep`: the likeliest patterns, then the likeliest boxes. */
function turnFacts(table: ValueTable, position: Position, keep: readonly number[], rollsLeft: 1 | 2): Fact[] {
  const rules = table.layout.rules;
  checkKeep(sortDice(position.dice), keep);
  const n = table.layout.boxCount;
  const end = turnOutlook(table, position.sheet).afterKeep(keepIndex(diceTables(), keep), rollsLeft);
  const label = (b: number): string => rules.boxes[b]?.label ?? '';
  const likeliest = (boxes: number[], at: number, limit: { minChance: number; most: number }): number[] =>
    boxes
      .filter((b) => (end[at + b] ?? 0) >= limit.minChance)
      .sort((a, b) => (end[at + b] ?? 0) - (end[at + a] ?? 0))
      .slice(0, limit.most);
  const patterns = likeliest(relevantPatterns(rules, position.sheet), n, PATTERN_FACTS);
  const open = rules.boxes.flatMap((box, b) => (position.sheet[box.id] === undefined ? [b] : []));
  // A box whose pattern is already named with (about) the same chance would say the same thing twice.
  const boxes = likeliest(open, 0, BOX_FACTS).filter(
    (b) => !patterns.includes(b) || Math.abs((end[b] ?? 0) - (end[n + b] ?? 0)) >= 0.01,
  );
  return [
    ...patterns.map((b) => fact(`${withArticle(label(b))} by the end of the turn`, end[n + b] ?? 0)),
    ...boxes.map((b) => fact(`scoring ${label(b)} this turn`, end[b] ?? 0)),
  ];
}

/**
 * The solver facts behind a choice. A keep (rolls left): the chances of how the turn ends under optimal play
 * from there. Any choice, when the upper bonus is still undecided and the bonus-chance table is given: the
 * chance of making the bonus by the end of the game.
 */
export function factsFor(
  table: ValueTable,
  position: Position,
  choice: Choice,
  bonusChance?: Float64Array | null,
): Fact[] {
  const facts: Fact[] = [];
  if (choice.type === 'keep') {
    if (position.rollsLeft === 0) throw new Error('no roll left: the choice must be a box');
    facts.push(...turnFacts(table, position, choice.keep, position.rollsLeft));
  }
  if (bonusChance && bonusUndecided(table, position.sheet)) {
    facts.push(fact(BONUS_TEXT, bonusChanceOfChoice(table, bonusChance, position, choice)));
  }
  return facts;
}
