// `yacht solve`: the expected score of a whole game under optimal play, solving (and caching) the rules' table
// or loading it from the cache.

import type { Command } from 'commander';
import { rulesFingerprint, type RuleSet } from '../../shared/rules';
import { playedOptions, type PlayedOptions } from '../../shared/rules/played-options';
import { expectedScore } from '../../shared/solver';
import { tableCachePath } from '../solver/table-cache';
import {
  RawOptionsSchema,
  addJsonOption,
  addRulesOptions,
  describeRules,
  readOptions,
  rulesFromOptions,
} from './args';
import { printJson, printLines } from './output';
import {
  SolverOptionsSchema,
  addSolverOptions,
  dataDirFromOption,
  hostFromOptions,
  progressBar,
  round,
} from './solver-options';

export interface SolveOutput {
  readonly variant: string;
  readonly options: PlayedOptions;
  /** Expected final score under optimal play, rounded to 7 decimals. */
  readonly expected: number;
  /** Values in the table (states of the solver). */
  readonly states: number;
  readonly seconds: number;
  readonly cached: boolean;
}

const SolveOptionsSchema = RawOptionsSchema.extend(SolverOptionsSchema.shape);

export function registerSolve(program: Command): Command {
  const cmd = program
    .command('solve')
    .description('solve a rule set exactly: the expected score of a whole game under optimal play');
  addRulesOptions(cmd);
  addSolverOptions(cmd, { noCache: true });
  addJsonOption(cmd);
  cmd.addHelpText(
    'after',
    `
The solved table is cached under <data dir>/solver/, so later solves and analyses load it in milliseconds.
With --json the output is {"variant":...,"options":{"secondYacht":...,"joker":...},"expected":...,
"states":...,"seconds":...,"cached":...}.

Example:
  yacht solve --variant standard --json`,
  );
  cmd.action(async () => {
    const options = readOptions(cmd, SolveOptionsSchema);
    const rules = rulesFromOptions(options);
    const dir = dataDirFromOption(options.dataDir);
    const host = hostFromOptions({ ...options, dataDir: dir });
    const bar = progressBar(`solving ${rules.variant}`, !options.json);
    try {
      const { table, cached, seconds } = await host.getTable(rules, {
        onProgress: bar.update,
        noCache: options.cache === false,
      });
      bar.done();
      const output: SolveOutput = {
        variant: rules.variant,
        options: playedOptions(rules),
        expected: round(expectedScore(table), 7),
        states: table.layout.size,
        seconds: round(seconds, 3),
        cached,
      };
      if (options.json) printJson(output);
      else printLines(solveLines(rules, output, options.cache === false ? null : dir, host.workers));
    } finally {
      bar.done();
      await host.dispose();
    }
  });
  return cmd;
}

function solveLines(rules: RuleSet, out: SolveOutput, dir: string | null, workers: number): string[] {
  const how = out.cached
    ? `loaded from the cache in ${out.seconds.toFixed(3)} s`
    : `solved in ${out.seconds.toFixed(2)} s on ${workers} thread${workers === 1 ? '' : 's'}`;
  const lines = [
    `${describeRules(rules)}: expected score under optimal play ${out.expected.toFixed(7)}`,
    `${out.states.toLocaleString('en-US')} states, ${how}`,
  ];
  if (dir !== null) {
    lines.push(`table: ${tableCachePath(dir, rulesFingerprint(rules))}`);
  }
  return lines;
}
