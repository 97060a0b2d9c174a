// What `yacht simulate` and `yacht match` share: bot levels, --games, --seed, --workers, and the solved table
// for the bots that need it (through the solver host and its disk cache under --data-dir).

import { Option, type Command } from 'commander';
import * as z from 'zod';
import { needsSolution, needsValuation, type WinPlay } from '../../shared/bots';
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

/** Whole numbers with optional _ separators or an exponent (1.5e9), else NaN. */
function numberFrom(raw: string): number {
  const text = raw.trim().replace(/_/g, '');
  return /^\d+(\.\d+)?(e\d+)?$/i.test(text) ? Number(text) : NaN;
}

/** Work budget bounds of one win analysis, in kernel steps (outcome-analysis.ts DEFAULT_BUDGET is 1.5e9). */
export const MIN_WIN_BUDGET = 1e6;
export const MAX_WIN_BUDGET = 1e12;

/**
 * How Perfect (to win) seats play, from --win-turns (to win once K or fewer boxes are open, Perfect before)
 * and --win-budget; undefined when neither is given. `boxes`: the rules' box count, the largest K.
 */
export function winPlayFromOptions(
  turns: string | undefined,
  budget: string | undefined,
  boxes: number,
  levels: readonly BotLevel[],
): WinPlay | undefined {
  if (turns === undefined && budget === undefined) return undefined;
  if (!levels.includes('perfect-win')) {
    throw new UsageError('--win-turns and --win-budget set how perfect-win plays: no seat is perfect-win');
  }
  const play: { turns?: number; budget?: number } = {};
  if (turns !== undefined) {
    const k = numberFrom(turns);
    if (!Number.isInteger(k) || k < 1 || k > boxes) {
      throw new UsageError(
        `--win-turns must be a whole number of turns from 1 to ${boxes} (the rules' boxes), got ${JSON.stringify(turns)}`,
      );
    }
    play.turns = k;
  }
  if (budget !== undefined) {
    const steps = numberFrom(budget);
    if (!Number.isInteger(steps) || steps < MIN_WIN_BUDGET || steps > MAX_WIN_BUDGET) {
      throw new UsageError(
        `--win-budget must be a whole number of kernel steps from ${MIN_WIN_BUDGET.toExponential()} to ${MAX_WIN_BUDGET.toExponential()} (e.g. 1.5e9), got ${JSON.stringify(budget)}`,
      );
    }
    play.budget = steps;
  }
  return play;
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
