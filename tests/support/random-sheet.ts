// Sheets from random play, for the solver tests that compare kernels over states of every layer and lane.

import { scoreChoices, type RuleSet, type Sheet } from '../../src/shared/rules';

/** A sheet from random play: a random number of turns, each scored in a random legal box (fair dice). */
export function randomSheet(rules: RuleSet, random: () => number): Sheet {
  const roll = (): number[] => Array.from({ length: 5 }, () => 1 + Math.floor(random() * 6));
  const sheet: Record<string, number> = {};
  const turns = Math.floor(random() * rules.boxes.length);
  for (let t = 0; t < turns; t++) {
    const choices = scoreChoices(rules, sheet, roll());
    const choice = choices.boxes[Math.floor(random() * choices.boxes.length)]!;
    sheet[choice.box] = choice.points;
  }
  return sheet as Sheet;
}
