// `yacht distribution`: the exact final-score distribution of a rule set under perfect play, and `yacht compare`:
// the headline numbers of every built-in rule set side by side. The table is solved (or loaded from the
// cache) by the solver host; the distribution is carried forward from it on a solver worker and cached beside it.

import type { Command } from 'commander';
import { makeRules, type RuleSet } from '../../shared/rules';
import { playedOptions } from '../../shared/rules/played-options';
import { distributionFacts, PERCENTILES, type DistributionFacts } from '../../shared/solver';
import type { SolverHost } from '../solver/host';
import {
  RawOptionsSchema,
  addJsonOption,
  addRulesOptions,
  describeRules,
  readOptions,
  rulesFromOptions,
} from './args';
import { formatTable, printJson, printLines } from './output';
import {
  SolverOptionsSchema,
  addSolverOptions,
  dataDirFromOption,
  hostFromOptions,
  progressBar,
  round,
} from './solver-options';

const DistributionOptionsSchema = RawOptionsSchema.extend(SolverOptionsSchema.shape);

/** Every built-in rule set and option, in the order people know them. */
export const BUILT_IN_RULES: readonly RuleSet[] = [
  makeRules('standard', { secondYacht: true, joker: 'forced' }),
  makeRules('standard', { secondYacht: true, joker: 'free' }),
  makeRules('standard', { secondYacht: false }),
  makeRules('classic'),
  makeRules('yatzy'),
  // As played by default: a Generala servida wins (counted as its 50 in the expected score).
  makeRules('generala'),
];

async function factsOf(
  host: SolverHost,
  rules: RuleSet,
  showProgress: boolean,
): Promise<{ facts: DistributionFacts; seconds: number; cached: boolean }> {
  const bar = progressBar(`distribution of ${describeRules(rules)}`, showProgress);
  try {
    const { distribution, seconds, cached } = await host.distribution(rules, { onProgress: bar.update });
    return { facts: distributionFacts(distribution), seconds, cached };
  } finally {
    bar.done();
  }
}

export function registerDistribution(program: Command): Command {
  const cmd = program
    .command('distribution')
    .description('the exact distribution of the final score under perfect play, with its percentiles');
  addRulesOptions(cmd);
  addSolverOptions(cmd);
  addJsonOption(cmd);
  cmd.addHelpText(
    'after',
    `
Computed exactly from the solved table (every roll's chance, no simulation): the policy is the solver's best
option at every decision, ties going to the option analyze lists first. With --json the output is one line:
{"variant":...,"options":...,"name":...,"expected":...,"sd":...,"median":...,"percentiles":{"1":...,"99":...},
"min":...,"max":...,"bonusRate":...,"yachtRate":...,"multiYachtRate":...,"perBox":{"ones":...},
"bonusPoints":...,"extraYachtPoints":...,"distribution":[[score,chance],...],"seconds":...,"cached":...}.

Examples:
  yacht distribution --variant yatzy --json
  yacht distribution --rules my-rules.json`,
  );
  cmd.action(async () => {
    const options = readOptions(cmd, DistributionOptionsSchema);
    const rules = rulesFromOptions(options);
    const host = hostFromOptions({ ...options, dataDir: dataDirFromOption(options.dataDir) });
    try {
      const { facts, seconds, cached } = await factsOf(host, rules, !options.json);
      if (options.json) {
        printJson({
          variant: rules.variant,
          options: playedOptions(rules),
          name: rules.name,
          ...facts,
          seconds: round(seconds, 3),
          cached,
        });
      } else {
        printLines(distributionLines(rules, facts));
      }
    } finally {
      await host.dispose();
    }
  });
  return cmd;
}

export function registerCompare(program: Command): Command {
  const cmd = program
    .command('compare')
    .description('every built-in rule set under perfect play: expected score, spread, bonus and yacht rates');
  addSolverOptions(cmd);
  addJsonOption(cmd);
  cmd.addHelpText(
    'after',
    `
With --json the output is one line: {"rules":[{"variant":...,"options":...,"name":...,"expected":...,
"sd":...,"median":...,"p5":...,"p95":...,"bonusRate":...,"yachtRate":...,"multiYachtRate":...},...]}.`,
  );
  cmd.action(async () => {
    const options = readOptions(cmd, DistributionOptionsSchema);
    const host = hostFromOptions({ ...options, dataDir: dataDirFromOption(options.dataDir) });
    try {
      const rows = [];
      for (const rules of BUILT_IN_RULES) {
        const { facts } = await factsOf(host, rules, !options.json);
        rows.push({
          variant: rules.variant,
          options: playedOptions(rules),
          name: describeRules(rules),
          expected: facts.expected,
          sd: facts.sd,
          median: facts.median,
          p5: facts.percentiles[5],
          p95: facts.percentiles[95],
          bonusRate: facts.bonusRate,
          yachtRate: facts.yachtRate,
          multiYachtRate: facts.multiYachtRate,
        });
      }
      if (options.json) printJson({ rules: rows });
      else {
        printLines(compareLines(rows.map((r, i) => ({ ...r, hasBonus: BUILT_IN_RULES[i]?.bonus != null }))));
      }
    } finally {
      await host.dispose();
    }
  });
  return cmd;
}

/** One rule set's row of `yacht compare`. */
export interface CompareRow {
  readonly name: string;
  readonly expected: number;
  readonly sd: number;
  readonly median: number;
  readonly p5: number;
  readonly p95: number;
  readonly bonusRate: number;
  /** False for rules without an upper bonus (classic): their rate reads "—", not 0.0%. */
  readonly hasBonus: boolean;
  readonly yachtRate: number;
}

/** `yacht compare` as text: a header and a row per rule set, each column as wide as its widest cell. */
export function compareLines(rows: readonly CompareRow[]): string[] {
  return formatTable(
    ['rules', 'expected', 'sd', 'median', '5%–95%', 'bonus', 'yacht'],
    rows.map((r) => [
      r.name,
      r.expected.toFixed(2),
      r.sd.toFixed(2),
      r.median,
      `${r.p5}–${r.p95}`,
      r.hasBonus ? percent(r.bonusRate) : '—',
      percent(r.yachtRate),
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function distributionLines(rules: RuleSet, f: DistributionFacts): string[] {
  return [
    `${describeRules(rules)} under perfect play: expected ${f.expected.toFixed(4)}, sd ${f.sd.toFixed(4)}`,
    `half of all games end between ${f.percentiles[25]} and ${f.percentiles[75]}; median ${f.median}; ` +
      `range ${f.min}–${f.max}`,
    `percentiles: ${PERCENTILES.map((q) => `${q}%: ${f.percentiles[q]}`).join(', ')}`,
    `upper bonus ${percent(f.bonusRate)}, a yacht ${percent(f.yachtRate)}` +
      (f.multiYachtRate === null ? '' : `, two or more yachts ${percent(f.multiYachtRate)}`),
    `expected points per box: ${Object.entries(f.perBox)
      .map(([box, points]) => `${box} ${points.toFixed(2)}`)
      .join(', ')}`,
  ];
}
