// Shared by the solver-host tests: the worker and the CLI bundled afresh into a temporary directory (so the
// tests never run a stale dist/ and never race other builds), temporary data directories, and the oracle.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { makeRules, type RuleSet } from '../../../src/shared/rules';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Bundles {
  readonly dir: string;
  readonly workerPath: string;
  readonly cliPath: string;
}

/** Bundles src/main/solver/worker.ts (and the CLI, which finds the worker next to it) into a temp dir. */
export async function buildBundles(withCli = false): Promise<Bundles> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yacht-bundle-'));
  await build({
    entryPoints: {
      'solver-worker': path.join(ROOT, 'src/main/solver/worker.ts'),
      ...(withCli ? { cli: path.join(ROOT, 'src/main/cli/main.ts') } : {}),
    },
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Everything bundled, so the files run from a directory without node_modules.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return {
    dir,
    workerPath: path.join(dir, 'solver-worker.js'),
    cliPath: path.join(dir, 'cli.js'),
  };
}

/** A fresh temporary directory (never the real home); remove it with removeDir. */
export function tempDir(prefix = 'yacht-data-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export async function removeDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

export interface OraclePosition {
  readonly rules: { variant: 'standard' | 'classic' | 'yatzy'; joker?: 'free'; secondYacht?: 'off' };
  readonly sheet: Record<string, number>;
  readonly dice: number[];
  readonly rollsLeft: 0 | 1 | 2;
  readonly options: readonly ({ keep: number[]; future: number } | { box: string; future: number })[];
}

export async function oraclePositions(): Promise<OraclePosition[]> {
  const text = await readFile(path.join(ROOT, 'tests/fixtures/solver-positions.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OraclePosition);
}

export function oracleRules(p: OraclePosition): RuleSet {
  return makeRules(p.rules.variant, {
    ...(p.rules.joker ? { joker: p.rules.joker } : {}),
    ...(p.rules.secondYacht === 'off' ? { secondYacht: false } : {}),
  });
}

/** An option's key in the oracle and in analyses: the box id, or the kept dice. */
export function optionKey(option: { keep?: readonly number[]; box?: string }): string {
  return option.box ?? `keep:${(option.keep ?? []).join(',')}`;
}
