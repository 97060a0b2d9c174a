// Grading a decision against perfect play: the value of what was chosen against the best of what the player
// could do there (keeps that roll and scoring now), in expected final points.

import type { Position, ValueTable } from '../solver';
import { sameChoice } from './choice';
import { gradeOf } from './classes';
import type { ChoiceValue, Decision, Grade } from './types';
import { valuedOptions, type ValuedOption } from './valued';
import { choiceWords } from './choice-words';

export function gradeDecision(table: ValueTable, decision: Decision): Grade {
  const rules = table.layout.rules;
  const position: Position = {
    sheet: decision.sheet,
    extraYachts: decision.extraYachts,
    dice: decision.dice,
    rollsLeft: decision.rollsLeft,
  };
  const options = valuedOptions(table, position, 'decision').options;
  const best = options[0];
  if (best === undefined) throw new Error('a position with no option');
  // Standing (all five kept) is not a move at the table; if a caller grades one, analyzeTurn values it.
  const find = (list: readonly ValuedOption[]): ValuedOption | undefined =>
    list.find((o) => sameChoice(o.choice, decision.choice));
  const chosen = find(options) ?? find(valuedOptions(table, position, 'keeps').options);
  if (chosen === undefined) {
    throw new Error(
      `decision ${decision.index} is not an option of its position: ${JSON.stringify(decision.choice)}`,
    );
  }
  const value = (o: ValuedOption): ChoiceValue => ({
    choice: o.choice,
    words: choiceWords(rules, o.choice, decision.rollsLeft),
    ev: o.ev,
  });
  // Clamped: the best is the maximum, but a caller's own noise must not show as a gain.
  const loss = Math.max(0, best.future - chosen.future);
  return {
    index: decision.index,
    seat: decision.seat,
    round: decision.round,
    rollsLeft: decision.rollsLeft,
    dice: decision.dice,
    chosen: value(chosen),
    best: value(best),
    loss,
    grade: gradeOf(loss),
  };
}

export function gradeDecisions(table: ValueTable, decisions: readonly Decision[]): Grade[] {
  return decisions.map((d) => gradeDecision(table, d));
}
