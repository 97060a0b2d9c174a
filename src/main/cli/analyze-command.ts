// `yacht analyze`: every option of one position (the keeps with rolls left, else the boxes), ranked by the
// expected final total under optimal play, with what each loses against the best. Reads the rules' cached
// table, solving and caching it first when it is missing.

import { Option, type Command } from 'commander';
import * as z from 'zod';
import type { RuleSet, Sheet } from '../../shared/rules';
import type { TurnAnalysis } from '../../shared/solver';
import { positionProblem } from '../solver/position';
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
import { SolverOptionsSchema, addSolverOptions, hostFromOptions, progressBar, round } from './solver-options';

export type AnalyzeOption =
  | { readonly keep: readonly number[]; readonly ev: number; readonly loss: number }
  | { readonly box: string; readonly points: number; readonly ev: number; readonly loss: number };

export interface AnalyzeOutput {
  /** Points on the sheet now (boxes, upper bonus, extra yachts). */
  readonly current: number;
  /** Every option, best first; ev and loss rounded to 6 decimals. */
  readonly options: readonly AnalyzeOption[];
}

const AnalyzeOptionsSchema = RawOptionsSchema.extend(SolverOptionsSchema.shape).extend({
  rollsLeft: z.string().optional(),
  extraYachts: z.string().optional(),
});

function rollsLeftFromOption(raw: string | undefined): 0 | 1 | 2 {
  if (raw === undefined) throw new UsageError('--rolls-left is required: 0 (score the dice), 1 or 2');
  const text = raw.trim();
  if (text === '0' || text === '1' || text === '2') return Number(text) as 0 | 1 | 2;
  throw new UsageError(`--rolls-left must be 0, 1 or 2, got ${JSON.stringify(raw)}`);
}

function extraYachtsFromOption(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const text = raw.trim();
  if (!/^\d{1,2}$/.test(text)) {
    throw new UsageError(`--extra-yachts must be a whole number from 0, got ${JSON.stringify(raw)}`);
  }
  return Number(text);
}

export function analyzeOutput(analysis: TurnAnalysis): AnalyzeOutput {
  const options: AnalyzeOption[] =
    analysis.rollsLeft === 0
      ? analysis.options.map((o) => ({
          box: o.box,
          points: o.points,
          ev: round(o.ev, 6),
          loss: round(o.loss, 6),
        }))
      : analysis.options.map((o) => ({ keep: [...o.keep], ev: round(o.ev, 6), loss: round(o.loss, 6) }));
  return { current: analysis.current, options };
}

export function registerAnalyze(program: Command): Command {
  const cmd = program
    .command('analyze')
    .description('rank every option of a position by its expected final total under optimal play');
  addRulesOptions(cmd);
  addSheetOption(cmd);
  addDiceOption(cmd, 'the five dice showing');
  cmd
    .addOption(
      new Option('--rolls-left <n>', '0 (the dice must be scored), 1 or 2 (rerolls left) (required)'),
    )
    .addOption(
      new Option('--extra-yachts <n>', 'extra yachts already earned, 100 each (standard; default: 0)'),
    );
  addSolverOptions(cmd);
  addJsonOption(cmd);
  cmd.addHelpText(
    'after',
    `
With rolls left, the options are the dice to keep (sorted; all five = stand); with none, the boxes to score in.
An option's ev is its expected final total (the points on the sheet now plus what is still to come), its loss
what it gives away against the best. With --json: {"current":...,"options":[{"keep":[...],"ev":...,"loss":...}]}
or {"current":...,"options":[{"box":...,"points":...,"ev":...,"loss":...}]}.

The first analysis of a rule set solves it (seconds) and caches the table; later ones load it.

Example:
  yacht analyze --variant standard --sheet '{"sixes":24}' --dice 1,2,2,5,6 --rolls-left 2 --json`,
  );
  cmd.action(async () => {
    const options = readOptions(cmd, AnalyzeOptionsSchema);
    const rules = rulesFromOptions(options);
    const sheet = sheetFromOption(options.sheet, rules);
    const dice = diceFromOption(options.dice);
    const rollsLeft = rollsLeftFromOption(options.rollsLeft);
    const extraYachts = extraYachtsFromOption(options.extraYachts);
    const position = { sheet, dice, rollsLeft, extraYachts };
    const problem = positionProblem(rules, position);
    if (problem) throw new UsageError(problem);
    const host = hostFromOptions(options);
    const bar = progressBar(`solving ${rules.variant} (once; cached afterwards)`, !options.json);
    try {
      const analysis = await host.analyze(rules, position, { onProgress: bar.update });
      bar.done();
      const output = analyzeOutput(analysis);
      if (options.json) printJson(output);
      else printLines(analyzeLines(rules, sheet, dice, rollsLeft, output));
    } finally {
      bar.done();
      await host.dispose();
    }
  });
  return cmd;
}

function analyzeLines(
  rules: RuleSet,
  sheet: Sheet,
  dice: readonly number[],
  rollsLeft: 0 | 1 | 2,
  out: AnalyzeOutput,
): string[] {
  const filled = Object.keys(sheet).length;
  const lines = [
    `Dice ${dice.join(' ')}, ${rollsLeft === 0 ? 'no rolls' : rollsLeft === 1 ? '1 roll' : '2 rolls'} left, ` +
      `${describeRules(rules)} rules`,
    `${filled} of ${rules.boxes.length} boxes filled, ${out.current} points on the sheet now`,
    '',
  ];
  const labels = new Map(rules.boxes.map((b) => [b.id, b.label]));
  const rows = out.options.map((o, i) => {
    const choice =
      'box' in o
        ? `${labels.get(o.box) ?? o.box} (${o.points})`
        : o.keep.length === 5
          ? `stand (${o.keep.join(' ')})`
          : o.keep.length === 0
            ? 'reroll all'
            : `keep ${o.keep.join(' ')}`;
    return [i + 1, choice, o.ev.toFixed(6), o.loss === 0 ? '-' : o.loss.toFixed(6)];
  });
  const header = ['#', rollsLeft === 0 ? 'Box (points)' : 'Keep', 'Expected total', 'Loss'];
  lines.push(...formatTable(header, rows, ['right', 'left', 'right', 'right']));
  return lines;
}
