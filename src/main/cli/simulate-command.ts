// `yacht simulate`: plays many games with one bot and reports its scores (mean, spread, 95% interval, median,
// bonus and yacht rates) and its speed. The same seed gives the same games, whatever the number of workers.

import { Option, type Command } from 'commander';
import * as z from 'zod';
import { BOT_LEVELS } from '../../shared/game';
import { simulate, type SimulateResult } from '../sim/simulate';
import {
  RawOptionsSchema,
  UsageError,
  addJsonOption,
  addRulesOptions,
  describeRules,
  readOptions,
  rulesFromOptions,
} from './args';
import { printJson, printLines } from './output';
import { progressBar, round } from './solver-options';
import {
  SimOptionsSchema,
  addSimOptions,
  gamesFromOption,
  levelFromOption,
  seedFromOption,
  simWorkers,
  resourcesForLevels,
} from './sim-options';

const DEFAULT_GAMES = 1000;

const SimulateOptionsSchema = RawOptionsSchema.extend(SimOptionsSchema.shape).extend({
  bot: z.string().optional(),
});

/** The JSON output: the result rounded for reading (totals to 4 decimals, rates to 6, speed to 1). */
export function simulateOutput(result: SimulateResult): Record<string, unknown> {
  return {
    bot: result.bot,
    games: result.games,
    mean: round(result.mean, 4),
    sd: round(result.sd, 4),
    ci95: result.ci95.map((x) => round(x, 4)),
    median: result.median,
    bonusRate: result.bonusRate === null ? null : round(result.bonusRate, 6),
    yachtRate: round(result.yachtRate, 6),
    gamesPerSecond: round(result.gamesPerSecond, 1),
  };
}

export function registerSimulate(program: Command): Command {
  const cmd = program.command('simulate').description('play many games with one bot and measure its scores');
  addRulesOptions(cmd);
  cmd.addOption(new Option('--bot <level>', `the bot: ${BOT_LEVELS.join(', ')} (required)`));
  addSimOptions(cmd, DEFAULT_GAMES);
  addJsonOption(cmd);
  cmd.addHelpText(
    'after',
    `
Game i's dice come from a seed made of --seed and i, so the same seed gives the same numbers with any
--workers. Perfect needs the rules' solved table: it is loaded from the cache under --data-dir, or solved
and cached first. perfect-win (Perfect (to win)) alone has nobody to beat: it plays Perfect, so its numbers
are Perfect's (play it against others with yacht match). With --json the output is {"bot":...,"games":...,"mean":...,"sd":...,"ci95":[lo,hi],
"median":...,"bonusRate":...,"yachtRate":...,"gamesPerSecond":...} (bonusRate is null without a bonus).

Example:
  yacht simulate --variant standard --bot hard --games 20000 --seed 1 --json`,
  );
  cmd.action(async () => {
    const options = readOptions(cmd, SimulateOptionsSchema);
    const rules = rulesFromOptions(options);
    if (options.bot === undefined) throw new UsageError(`--bot is required: one of ${BOT_LEVELS.join(', ')}`);
    const bot = levelFromOption('--bot', options.bot);
    const games = gamesFromOption(options.games, DEFAULT_GAMES);
    const seed = seedFromOption(options.seed);
    const workers = simWorkers(options.workers);
    const resources = await resourcesForLevels(rules, [bot], options, !options.json);
    const bar = progressBar(`${bot} playing ${games} games`, !options.json);
    let result: SimulateResult;
    try {
      result = await simulate(bot, {
        rules,
        games,
        seed,
        workers,
        resources,
        onProgress: bar.update,
      });
    } finally {
      bar.done();
    }
    const output = simulateOutput(result);
    if (options.json) {
      printJson(output);
      return;
    }
    const [lo, hi] = output['ci95'] as number[];
    printLines([
      `${bot} on ${describeRules(rules)}: ${games} games, seed ${JSON.stringify(seed)}`,
      `mean ${result.mean.toFixed(2)} (95% interval ${lo?.toFixed(2)} to ${hi?.toFixed(2)}), sd ${result.sd.toFixed(2)}, median ${result.median}`,
      `${result.bonusRate === null ? 'no upper bonus' : `upper bonus in ${(result.bonusRate * 100).toFixed(1)}% of games`}, yacht scored in ${(result.yachtRate * 100).toFixed(1)}%`,
      `${Math.round(result.gamesPerSecond)} games per second with ${workers} worker${workers === 1 ? '' : 's'}`,
    ]);
  });
  return cmd;
}
