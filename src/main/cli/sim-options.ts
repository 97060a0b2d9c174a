// What `yacht simulate` and `yacht match` share: bot levels, --games, --seed, --workers, and the solved table
// for the bots that need it (through the solver host and its disk cache under --data-dir).

import { Option, type Command } from 'commander';
import * as z from 'zod';
import { needsSolution, needsValuation } from '../../shared/bots';
import { BOT_LEVELS, newSeed, type BotLevel } from '../../shared/game';
import type { RuleSet } from '../../shared/rules';
import type { RunResources } from '../sim/games';
import { defaultWorkerCount } from '../solver/host';
import { UsageError } from './args';
import { hostFromOptions, progressBar, workersFromOption } from './solver-options';

export const MAX_GAMES = 10_000_000;

export const SimOptionsSchema = z.object({
  games: z.string().optional(),
  seed: z.string().optional(),
  workers: z.string().optional(),
  dataDir: z.string().optional(),
});
export type SimOptions = z.infer<typeof SimOptionsSchema>;

export function addSimOptions(cmd: Command, defaultGames: number): Command {
  return cmd
    .addOption(new Option('--games <count>', `games to play (default: ${defaultGames})`))
    .addOption(
      new Option(
        '--seed <seed>',
        'seed of the dice: the same seed gives the same games (default: a fresh one)',
      ),
    )
    .addOption(
      new Option(
        '--workers <count>',
        'worker threads playing the games, and solving a missing table (default: up to 2)',
      ),
    )
    .addOption(
      new Option(
        '--data-dir <dir>',
        'where solved tables are cached, under solver/ (default: $XDG_DATA_HOME/yacht, else ~/.local/share/yacht)',
      ),
    );
}

export function levelFromOption(flag: string, raw: string): BotLevel {
  const level = raw.trim().toLowerCase();
  if (!(BOT_LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(`${flag} must be one of ${BOT_LEVELS.join(', ')}, got ${JSON.stringify(raw)}`);
  }
  return level as BotLevel;
}

export function gamesFromOption(raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const text = raw.trim().replace(/_/g, '');
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_GAMES) {
    throw new UsageError(`--games must be a whole number from 1 to ${MAX_GAMES}, got ${JSON.stringify(raw)}`);
  }
  return n;
}

export function seedFromOption(raw: string | undefined): string {
  if (raw === undefined) return newSeed();
  if (raw.trim() === '') throw new UsageError('--seed must not be empty');
  return raw;
}

export function simWorkers(raw: string | undefined): number {
  return workersFromOption(raw) ?? defaultWorkerCount();
}

/** What these levels need of the solver (Perfect's table, Hard's valuation of custom rules), loaded or made. */
export async function resourcesForLevels(
  rules: RuleSet,
  levels: readonly BotLevel[],
  options: SimOptions,
  showProgress: boolean,
): Promise<RunResources> {
  const solution = levels.some(needsSolution);
  const valuation = levels.some((level) => needsValuation(level, rules));
  if (!solution && !valuation) return {};
  const host = hostFromOptions({ dataDir: options.dataDir, workers: options.workers });
  const bar = progressBar(`solving ${rules.variant}`, showProgress);
  try {
    const solved = await host.getTable(rules, { onProgress: bar.update });
    bar.done();
    return {
      ...(solution ? { table: solved.table } : {}),
      // Hard on rules it has no committed valuation for: derived from the table, as the app does.
      ...(valuation ? { valuation: await host.valuation(rules) } : {}),
    };
  } finally {
    bar.done();
    await host.dispose();
  }
}
