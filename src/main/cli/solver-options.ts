// What the solver commands (solve, analyze) share beyond args.ts: --data-dir, --workers, --no-cache, a solver
// host built from them, and a progress bar on stderr for people watching a solve.

import { Option, type Command } from 'commander';
import * as z from 'zod';
import { SolverHost } from '../solver/host';
import { dataDir } from '../storage/data-dir';
import { UsageError } from './args';

const MAX_WORKERS = 64;

export const SolverOptionsSchema = z.object({
  dataDir: z.string().optional(),
  workers: z.string().optional(),
  /** commander's --no-cache: false when given. */
  cache: z.boolean().optional(),
});
export type SolverOptions = z.infer<typeof SolverOptionsSchema>;

/** Adds --data-dir and --workers (and --no-cache when `noCache`). */
export function addSolverOptions(cmd: Command, { noCache = false } = {}): Command {
  cmd
    .addOption(
      new Option(
        '--data-dir <dir>',
        'where solved tables are cached, under solver/ (default: $XDG_DATA_HOME/yacht, else ~/.local/share/yacht)',
      ),
    )
    .addOption(
      new Option(
        '--workers <count>',
        "threads that solve, the command's own included (default: up to 2, one per core)",
      ),
    );
  if (noCache)
    cmd.addOption(new Option('--no-cache', 'solve afresh: neither read nor write the cached table'));
  return cmd;
}

/** --workers as a number, or undefined for the host's default. */
export function workersFromOption(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) {
    throw new UsageError(
      `--workers must be a whole number from 1 to ${MAX_WORKERS}, got ${JSON.stringify(raw)}`,
    );
  }
  return n;
}

/** The data directory from --data-dir or the environment. */
export function dataDirFromOption(raw: string | undefined): string {
  if (raw !== undefined && raw.trim() === '') throw new UsageError('--data-dir must not be empty');
  return dataDir(raw);
}

/**
 * A solver host for one command; cache warnings go to stderr. This thread solves too (one worker fewer to start):
 * it has nothing else to do during a solve, the progress bar included, which it draws itself.
 */
export function hostFromOptions(options: SolverOptions): SolverHost {
  return new SolverHost({
    dataDir: dataDirFromOption(options.dataDir),
    workers: workersFromOption(options.workers),
    solveHere: true,
    onCacheWarning: (message) => process.stderr.write(`yacht: warning: ${message}\n`),
  });
}

export interface ProgressBar {
  readonly update: (fraction: number) => void;
  /** Clears the bar's line. */
  readonly done: () => void;
}

/** A one-line progress bar on stderr when stderr is a terminal and `enabled`; otherwise it does nothing. */
export function progressBar(label: string, enabled: boolean): ProgressBar {
  const stream = process.stderr;
  if (!enabled || !stream.isTTY) return { update: () => undefined, done: () => undefined };
  const width = 30;
  let shown = -1;
  let drawn = false;
  return {
    update(fraction) {
      const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
      if (percent === shown) return;
      shown = percent;
      drawn = true;
      const filled = Math.round((percent / 100) * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(percent).padStart(3)}%`,
      );
    },
    done() {
      if (drawn) stream.write('\r\x1b[2K');
      drawn = false;
    },
  };
}

/** A number rounded to `decimals` places for output (never -0). */
export function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale + 0;
}
