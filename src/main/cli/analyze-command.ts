// `yacht analyze`: every option of one position (the keeps with rolls left, else the boxes), ranked by the
// expected final total under optimal play, with what each loses against the best. Reads the rules' cached
// table, solving and caching it first when it is missing. With --reach or --against, ranked instead by the
// chance to reach a target or to win the table (analyze-measure.ts), the expected totals beside.

import { Option, type Command } from 'commander';
import * as z from 'zod';
import type { RuleSet, Sheet } from '../../shared/rules';
import type { TurnAnalysis } from '../../shared/solver';
import type { SeatSheet } from '../../shared/solver/win';
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
import { AGAINST_EXAMPLE, againstFromFile } from './against-file';
import {
  exactnessNote,
  measuredOutput,
  percent,
  reachFromOption,
  type MeasuredOutput,
} from './analyze-measure';
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
  reach: z.string().optional(),
  against: z.string().optional(),
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
    .description(
      'rank every option of a position by its expected final total, or its chance to reach a target or to win',
    );
  addRulesOptions(cmd);
  addSheetOption(cmd);
  addDiceOption(cmd, 'the five dice showing');
  cmd
    .addOption(
      new Option('--rolls-left <n>', '0 (the dice must be scored), 1 or 2 (rerolls left) (required)'),
    )
    .addOption(
      new Option('--extra-yachts <n>', 'extra yachts already earned, 100 each (standard; default: 0)'),
    )
    .addOption(
      new Option(
        '--reach <total>',
        'rank by the chance to finish with at least this total, played for that target',
      ),
    )
    .addOption(
      new Option(
        '--against <file>',
        'rank by the chance to win against the other seats in this JSON file (see below)',
      ),
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

With --reach T, the options are ranked by their chance to finish with a total of T or more, when the rest of the
game is played for that target (ties by the expected total); JSON adds "target", "exact", "turnsExact" and each
option's "reach" (a chance from 0 to 1). With --against FILE, by their chance to win the table against the other
seats in FILE, each at the start of a turn (or finished) and playing Perfect (points) from there, level totals
sharing the win; each option gets "win", and JSON "seats". FILE holds one to five other seats:
  ${AGAINST_EXAMPLE}
("extraYachts" may be left out: 0). Give --reach or --against, not both. The chances are exact where the rest of
the game fits the engine's work budget ("exact": true; small endgames); otherwise the next "turnsExact" turns are
exact and the rest approximated (or, with --against, another seat's final total), as the text says. The first
analysis of a turn takes up to a second or so.

The first analysis of a rule set solves it (seconds) and caches the table; later ones load it.

Examples:
  yacht analyze --variant standard --sheet '{"sixes":24}' --dice 1,2,2,5,6 --rolls-left 2 --json
  yacht analyze --sheet '{"sixes":24}' --dice 1,2,2,5,6 --rolls-left 2 --reach 250
  yacht analyze --sheet '{"sixes":24}' --dice 1,2,2,5,6 --rolls-left 2 --against seats.json --json`,
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
    if (options.reach !== undefined && options.against !== undefined)
      throw new UsageError(
        '--reach and --against ask different questions (reach a target, or win the table): give one of them',
      );
    const target = reachFromOption(options.reach, rules);
    const others: SeatSheet[] | null =
      options.against === undefined ? null : againstFromFile(options.against, rules);
    const host = hostFromOptions(options);
    const bar = progressBar(`solving ${rules.variant} (once; cached afterwards)`, !options.json);
    try {
      const analysis = await host.analyze(rules, position, { onProgress: bar.update });
      bar.done();
      if (target === null && others === null) {
        const output = analyzeOutput(analysis);
        if (options.json) printJson(output);
        else printLines(analyzeLines(rules, sheet, dice, rollsLeft, output));
        return;
      }
      const { table } = await host.getTable(rules);
      const chances = await host.winOptions(table, { position, others: others ?? [], target });
      const output = measuredOutput(analysis, chances, others === null ? null : others.length + 1);
      if (options.json) printJson(output);
      else printLines(measuredLines(rules, sheet, dice, rollsLeft, output));
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
  const rows = out.options.map((o, i) => [
    i + 1,
    choiceText(rules, o),
    o.ev.toFixed(6),
    o.loss === 0 ? '-' : o.loss.toFixed(6),
  ]);
  const header = ['#', rollsLeft === 0 ? 'Box (points)' : 'Keep', 'Expected total', 'Loss'];
  lines.push(...formatTable(header, rows, ['right', 'left', 'right', 'right']));
  return lines;
}

/** An option in words: "Full house (25)", "stand (6 6 6 6 5)", "reroll all", "keep 5 5". */
function choiceText(
  rules: RuleSet,
  o: { readonly keep: readonly number[] } | { readonly box: string; readonly points: number },
): string {
  if ('box' in o) return `${rules.boxes.find((b) => b.id === o.box)?.label ?? o.box} (${o.points})`;
  if (o.keep.length === 5) return `stand (${o.keep.join(' ')})`;
  return o.keep.length === 0 ? 'reroll all' : `keep ${o.keep.join(' ')}`;
}

/** The table of --reach or --against: each option's chance first, its expected total and points lost beside. */
function measuredLines(
  rules: RuleSet,
  sheet: Sheet,
  dice: readonly number[],
  rollsLeft: 0 | 1 | 2,
  out: MeasuredOutput,
): string[] {
  const aim = out.target !== null ? `reach ${out.target}` : 'win';
  const lines = analyzeLines(rules, sheet, dice, rollsLeft, { current: out.current, options: [] }).slice(
    0,
    2,
  );
  lines.push(
    out.target !== null
      ? `Played to finish with ${out.target} or more`
      : `Played to win a table of ${out.seats} seats, the others playing Perfect (points)`,
    exactnessNote(out, rules.boxes.length - Object.keys(sheet).length),
    '',
  );
  const rows = out.options.map((o, i) => [
    i + 1,
    choiceText(rules, o),
    percent('reach' in o ? o.reach : o.win),
    o.ev.toFixed(6),
    o.loss === 0 ? '-' : o.loss.toFixed(6),
  ]);
  const column = out.target !== null ? `Reach ${out.target}` : 'Win';
  const header = ['#', rollsLeft === 0 ? 'Box (points)' : 'Keep', column, 'Expected total', 'Points lost'];
  lines.push(...formatTable(header, rows, ['right', 'left', 'right', 'right', 'right']));
  const forPoints = out.options.find((o) => o.loss === 0);
  const best = out.options[0];
  if (forPoints && best && forPoints !== best && best.loss > 0)
    lines.push('', `For points: ${choiceText(rules, forPoints)}; to ${aim}: ${choiceText(rules, best)}.`);
  return lines;
}
