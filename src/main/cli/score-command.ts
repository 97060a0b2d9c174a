// `yacht score`: every box five dice may legally go in from a sheet, with its points, and the extra-yacht
// bonus. The rules (joker included) are scoreChoices's; this file only reads options and prints.

import type { Command } from 'commander';
import { scoreChoices, type RuleSet, type Sheet } from '../../shared/rules';
import {
  RawOptionsSchema,
  UsageError,
  addDiceOption,
  addJsonOption,
  addRulesOptions,
  addSheetOption,
  describeRules,
  diceFromOption,
  readOptions,
  rulesFromOptions,
  sheetFromOption,
} from './args';
import { formatTable, printJson, printLines } from './output';

/** The JSON the command prints: boxes sorted by id, and the extra-yacht bonus these dice earn. */
export interface ScoreOutput {
  readonly boxes: readonly { readonly box: string; readonly points: number }[];
  readonly extraYacht: number;
}

export function scoreOutput(rules: RuleSet, sheet: Sheet, dice: readonly number[]): ScoreOutput {
  const choices = scoreChoices(rules, sheet, dice);
  const boxes = choices.boxes
    .map(({ box, points }) => ({ box, points }))
    .sort((a, b) => (a.box < b.box ? -1 : a.box > b.box ? 1 : 0));
  return { boxes, extraYacht: choices.extraYacht };
}

function scoreTable(rules: RuleSet, sheet: Sheet, dice: readonly number[]): string[] {
  const choices = scoreChoices(rules, sheet, dice);
  const labels = new Map(rules.boxes.map((b) => [b.id, b.label]));
  const lines = [`Dice ${dice.join(' ')}, ${describeRules(rules)} rules`];
  if (choices.joker) {
    lines.push(
      choices.extraYacht > 0
        ? `A second yacht: ${choices.extraYacht} more, and the joker rule picks the boxes.`
        : 'Five alike with the yacht box already filled: the joker rule picks the boxes.',
    );
  }
  lines.push('');
  const rows = choices.boxes.map((c) => [c.box, labels.get(c.box) ?? c.box, c.points]);
  lines.push(...formatTable(['Box', 'Name', 'Points'], rows, ['left', 'left', 'right']));
  return lines;
}

export function registerScore(program: Command): Command {
  const cmd = program
    .command('score')
    .description(
      'list every box five dice may go in from a sheet, with its points and any extra-yacht bonus',
    );
  addRulesOptions(cmd);
  addSheetOption(cmd);
  addDiceOption(cmd, 'the five dice to score');
  addJsonOption(cmd);
  cmd.addHelpText(
    'after',
    `
Boxes already in --sheet are filled; every other box is open. With --json the output is
{"boxes":[{"box":...,"points":...},...],"extraYacht":...}, boxes sorted by id.

Example:
  yacht score --variant standard --sheet '{"yacht":50,"sixes":30}' --dice 6,6,6,6,6 --json`,
  );
  cmd.action(() => {
    const options = readOptions(cmd, RawOptionsSchema);
    const rules = rulesFromOptions(options);
    const sheet = sheetFromOption(options.sheet, rules);
    const dice = diceFromOption(options.dice);
    if (rules.boxes.every((b) => sheet[b.id] !== undefined)) {
      throw new UsageError('--sheet has every box filled: there is no box left to score');
    }
    if (options.json) printJson(scoreOutput(rules, sheet, dice));
    else printLines(scoreTable(rules, sheet, dice));
  });
  return cmd;
}
