// A position's options and a decision's grade by the chance to win the table, from the win engine's answers
// (shared/solver/win): the keeps' values at the decision's rolls left and the boxes' values (the same solve,
// read with no roll left), matched to the coach's options by choice.

import type { RuleSet } from '../rules';
import type { OutcomeAnalysis } from '../solver/win';
import { keepChoice, sameChoice, scoreChoice } from './choice';
import { choiceWords } from './choice-words';
import type { Choice, Grade, GradeWin, PositionOptions, RankedOption } from './types';
import { winGradeOf } from './win-grade';

/** Two win chances this close are level (the bot's rule too): the points then decide. */
export const LEVEL_CHANCE = 1e-12;

/** The win engine's answers for one decision: its keeps (null with no roll left) and its boxes. */
export interface WinAnswers {
  readonly keeps: OutcomeAnalysis | null;
  readonly boxes: OutcomeAnalysis;
}

interface ChoiceChance {
  readonly choice: Choice;
  readonly chance: number;
}

/** Every choice the answers value, keeps and boxes alike. */
function chancesOf(answers: WinAnswers): ChoiceChance[] {
  const list: ChoiceChance[] = [];
  for (const analysis of [answers.keeps, answers.boxes]) {
    if (analysis === null) continue;
    if (analysis.rollsLeft === 0) {
      for (const o of analysis.options) list.push({ choice: scoreChoice(o.box), chance: o.value });
    } else {
      for (const o of analysis.options) list.push({ choice: keepChoice(o.keep), chance: o.value });
    }
  }
  return list;
}

function chanceOf(chances: readonly ChoiceChance[], choice: Choice): number {
  const found = chances.find((c) => sameChoice(c.choice, choice));
  if (found === undefined) throw new Error(`the win engine has no value for ${JSON.stringify(choice)}`);
  return found.chance;
}

/** The options with their win chances, losses and classes by win chance (the points order kept). */
export function withWinChances(ranked: PositionOptions, answers: WinAnswers): PositionOptions {
  const chances = chancesOf(answers);
  const values = ranked.options.map((o) => chanceOf(chances, o.choice));
  const best = Math.max(...values);
  const options = ranked.options.map((o, i): RankedOption => {
    const loss = Math.max(0, best - values[i]!);
    return { ...o, win: { chance: values[i]!, loss, grade: winGradeOf(loss) } };
  });
  const { exact, turnsExact } = answers.boxes;
  return { ...ranked, options, win: { exact, turnsExact } };
}

/**
 * The win-best option: the highest win chance, level chances going to the points (the first in the points
 * order). Undefined without win chances.
 */
export function winBestOption(options: readonly RankedOption[]): RankedOption | undefined {
  let best: RankedOption | undefined;
  for (const o of options) {
    if (o.win === undefined) return undefined;
    if (best === undefined || o.win.chance > best.win!.chance + LEVEL_CHANCE) best = o;
  }
  return best;
}

/**
 * A graded decision by win chance: its choice's chance against the best of the decision set (every keep that
 * rolls a die and every box, or the boxes with no roll left; standing is worth the best box, so listing it
 * changes nothing). Undefined when the engine has no value for the choice.
 */
export function gradeWin(rules: RuleSet, grade: Grade, answers: WinAnswers): GradeWin | undefined {
  const chances = chancesOf(answers).filter((c) => c.choice.type === 'score' || c.choice.keep.length < 5);
  const chosen = chancesOf(answers).find((c) => sameChoice(c.choice, grade.chosen.choice));
  if (chosen === undefined || chances.length === 0) return undefined;
  // The points-best first among level chances, as the options panel and the bot break ties.
  let best = chances.find((c) => sameChoice(c.choice, grade.best.choice)) ?? chances[0]!;
  for (const c of chances) if (c.chance > best.chance + LEVEL_CHANCE) best = c;
  const loss = Math.max(0, best.chance - chosen.chance);
  return {
    chosen: chosen.chance,
    best: {
      choice: best.choice,
      words: choiceWords(rules, best.choice, grade.rollsLeft),
      chance: best.chance,
    },
    loss,
    grade: winGradeOf(loss),
    exact: answers.boxes.exact,
    turnsExact: answers.boxes.turnsExact,
  };
}
