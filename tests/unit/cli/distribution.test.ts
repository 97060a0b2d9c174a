// `yacht distribution` and `yacht compare`: the shared facts of the exact distribution, as one JSON line, and
// one clear line with exit code 2 for bad arguments.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRules } from '../../../src/shared/rules';
import { distributionFacts, scoreDistribution } from '../../../src/shared/solver';
import { ensureBuilt } from '../../support/build';
import { runYacht } from '../../support/cli';
import { solvedTable } from '../../support/solved-tables';

let dir: string;
beforeAll(async () => {
  await ensureBuilt();
  dir = await mkdtemp(path.join(tmpdir(), 'yacht-distribution-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const yacht = (...args: string[]) => runYacht([...args, '--data-dir', path.join(dir, 'data')], { home: dir });

describe('yacht distribution', () => {
  it('prints the exact distribution’s facts, the same as the shared code', async () => {
    const out = await yacht('distribution', '--variant', 'classic', '--json');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    const printed = JSON.parse(out.stdout) as Record<string, unknown>;
    const facts = distributionFacts(scoreDistribution(solvedTable(makeRules('classic'))));
    const { seconds, cached, variant, options, name, ...rest } = printed;
    expect(name).toBe('Classic Yacht');
    expect(typeof seconds).toBe('number');
    expect(cached).toBe(false);
    expect(variant).toBe('classic');
    // What classic plays: no extra yacht and no joker (its normalised options hold the default 'forced').
    expect(options).toEqual({ secondYacht: false, joker: 'off' });
    expect(rest).toEqual(JSON.parse(JSON.stringify(facts)));
    expect(facts.expected).toBeCloseTo(166.9550677, 6);
    const total = facts.distribution.reduce((sum, [, p]) => sum + p, 0);
    expect(Math.abs(total - 1)).toBeLessThan(1e-9);

    // The second time from the disk cache, the same numbers.
    const again = await yacht('distribution', '--variant', 'classic', '--json');
    const { seconds: _s, cached: fromCache, ...same } = JSON.parse(again.stdout) as Record<string, unknown>;
    expect(fromCache).toBe(true);
    expect(same).toEqual({ variant, options, name, ...rest });

    const text = await yacht('distribution', '--variant', 'classic');
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('classic under perfect play: expected 166.9551');
    expect(text.stdout).toMatch(/half of all games end between \d+ and \d+/);
  }, 120_000);

  it('refuses bad arguments with exit code 2 and one line', async () => {
    const out = await yacht('distribution', '--variant', 'poker');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr).toContain('--variant');
    const joker = await yacht('distribution', '--variant', 'yatzy', '--joker', 'free');
    expect(joker.code).toBe(2);
    expect(joker.stderr).toContain('--joker applies only to --variant standard');
  });
});
