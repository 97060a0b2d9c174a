// `yacht solve` and `yacht analyze` through the built command line (npm run build:node): the cache it writes
// and reads, its default data directory, the oracle's values, the ranked table, and usage errors.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRules, rulesFingerprint, sheetProblem } from '../../../src/shared/rules';
import { cliWithHome } from '../../support/cli-home';
import { optionKey, oracle, type OraclePosition } from '../../support/solver-oracle';

/** The CLI with a temporary HOME and XDG_DATA_HOME (never the real ones). */
const cli = cliWithHome();
const { yacht } = cli;

describe('yacht solve', () => {
  it('solves, caches, then loads from the cache (--json)', async () => {
    const first = await yacht('solve', '--variant', 'classic', '--data-dir', cli.data, '--json');
    expect(first.code).toBe(0);
    expect(first.stderr).toBe('');
    const out = JSON.parse(first.stdout) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['variant', 'options', 'expected', 'states', 'seconds', 'cached']);
    expect(out).toMatchObject({
      variant: 'classic',
      options: { secondYacht: false, joker: 'off' },
      expected: 166.9550677,
      states: 4096,
      cached: false,
    });
    expect(typeof out['seconds']).toBe('number');
    const file = `${rulesFingerprint(makeRules('classic'))}.bin`;
    expect(await readdir(path.join(cli.data, 'solver'))).toEqual([file]);

    const second = JSON.parse(
      (await yacht('solve', '--variant', 'classic', '--data-dir', cli.data, '--json')).stdout,
    );
    expect(second).toMatchObject({ expected: 166.9550677, cached: true });

    const fresh = await yacht(
      'solve',
      '--variant',
      'classic',
      '--data-dir',
      cli.data,
      '--no-cache',
      '--workers',
      '1',
    );
    expect(fresh.code).toBe(0);
    expect(fresh.stdout).toMatch(/166\.9550677/);
    expect(fresh.stdout).toMatch(/solved in .* on 1 thread\b/);
  });

  it('uses $XDG_DATA_HOME/yacht without --data-dir', async () => {
    const out = await yacht('solve', '--variant', 'classic', '--json');
    expect(out.code).toBe(0);
    expect(await readdir(path.join(cli.home, 'xdg', 'yacht', 'solver'))).toHaveLength(1);
  });

  it.each([
    [['--variant', 'nope'], /--variant must be one of/],
    [['--variant', 'classic', '--joker', 'free'], /applies only to --variant standard/],
    [['--second-yacht', 'maybe'], /--second-yacht must be on or off/],
    [['--workers', 'two'], /--workers must be a whole number/],
    [['--bogus'], /unknown option/],
  ])('exits 2 on bad options %j', async (args, message) => {
    const out = await yacht('solve', ...args, '--data-dir', cli.data, '--json');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
  });
});

describe('yacht analyze', () => {
  const positions: readonly OraclePosition[] = oracle.filter((p) => p.rules.variant === 'classic');

  it.each([0, 1, 2] as const)('matches the oracle with %i rolls left (--json)', async (rollsLeft) => {
    // A sheet a game can make (some oracle sheets hold a nought in choice, which the CLI refuses).
    const p = positions.find(
      (q) =>
        q.rollsLeft === rollsLeft &&
        Object.keys(q.sheet).length > 0 &&
        sheetProblem(makeRules('classic'), q.sheet) === null,
    )!;
    const out = await yacht(
      'analyze',
      '--variant',
      'classic',
      '--sheet',
      JSON.stringify(p.sheet),
      '--dice',
      p.dice.join(','),
      '--rolls-left',
      String(rollsLeft),
      '--data-dir',
      cli.data,
      '--json',
    );
    expect(out.code).toBe(0);
    const result = JSON.parse(out.stdout) as {
      current: number;
      options: { keep?: number[]; box?: string; points?: number; ev: number; loss: number }[];
    };
    expect(Object.keys(result)).toEqual(['current', 'options']);
    const current = Object.values(p.sheet).reduce((a, b) => a + b, 0); // classic: no bonus
    expect(result.current).toBe(current);
    expect(result.options).toHaveLength(p.options.length);
    const best = Math.max(...p.options.map((o) => o.future));
    const byKey = new Map(result.options.map((o) => [optionKey(o), o]));
    for (const o of p.options) {
      const mine = byKey.get(optionKey(o))!;
      expect(Object.keys(mine)).toEqual(
        rollsLeft === 0 ? ['box', 'points', 'ev', 'loss'] : ['keep', 'ev', 'loss'],
      );
      expect(Math.abs(mine.ev - (o.future + current))).toBeLessThan(2e-6);
      expect(Math.abs(mine.loss - (best - o.future))).toBeLessThan(2e-6);
    }
    expect(result.options[0]!.loss).toBe(0);
    for (let i = 1; i < result.options.length; i++) {
      expect(result.options[i]!.ev).toBeLessThanOrEqual(result.options[i - 1]!.ev);
    }
  });

  it('prints a ranked table without --json', async () => {
    const out = await yacht('analyze', '--variant', 'classic', '--dice', '1,2,2,5,6', '--rolls-left', '2');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/Expected total/);
    expect(out.stdout).toMatch(/^\s*1\s+keep /m);
  });

  const full = JSON.stringify(
    Object.fromEntries(makeRules('classic').boxes.map((b) => [b.id, b.scoring.kind === 'chance' ? 5 : 0])),
  );
  it.each([
    [['--dice', '1,2,3', '--rolls-left', '1'], /--dice needs five faces/],
    [['--dice', '1,2,3,4,7', '--rolls-left', '1'], /--dice needs five faces/],
    [['--rolls-left', '1'], /--dice is required/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '3'], /--rolls-left must be 0, 1 or 2/],
    [['--dice', '1,2,3,4,5'], /--rolls-left is required/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '1', '--sheet', '{"twos":3}'], /Twos \("twos"\) cannot hold 3/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '1', '--sheet', '{"nope":0}'], /unknown box "nope"/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '1', '--sheet', '[1'], /--sheet is not valid JSON/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '0', '--sheet', full], /the sheet is full/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '1', '--extra-yachts', '1'], /no extra-yacht bonus/],
    [['--dice', '1,2,3,4,5', '--rolls-left', '1', '--joker', 'free'], /applies only to --variant standard/],
  ])('exits 2 on bad input %j', async (args, message) => {
    const out = await yacht('analyze', '--variant', 'classic', ...args, '--data-dir', cli.data, '--json');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });
});
