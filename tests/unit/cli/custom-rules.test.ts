// `--rules FILE`: a custom rule set from the file the variants page saves, for every command that takes rules;
// a bad file is refused with one clear line and exit code 2.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFrom, makeRules, rulesFromCustom } from '../../../src/shared/rules';
import { expectedScore, solveRules } from '../../../src/shared/solver';
import { ensureBuilt } from '../../support/build';
import { runYacht } from '../../support/cli';
import { CLASSIC_EXTRA } from '../../support/custom-rules';

let dir: string;
let rulesFile: string;
beforeAll(async () => {
  await ensureBuilt();
  dir = await mkdtemp(path.join(tmpdir(), 'yacht-custom-'));
  rulesFile = path.join(dir, 'classic-extra.json');
  await writeFile(rulesFile, JSON.stringify(CLASSIC_EXTRA, null, 2));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const yacht = (...args: string[]) => runYacht([...args, '--data-dir', path.join(dir, 'data')], { home: dir });

async function fileWith(name: string, content: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

describe('yacht --rules FILE', () => {
  it('solve and distribution play by the file’s rules', async () => {
    const expected = expectedScore(solveRules(rulesFromCustom(CLASSIC_EXTRA)));
    const solved = await yacht('solve', '--rules', rulesFile, '--json');
    expect(solved.stderr).toBe('');
    expect((JSON.parse(solved.stdout) as { expected: number }).expected).toBeCloseTo(expected, 6);
    const dist = await yacht('distribution', '--rules', rulesFile, '--json');
    const printed = JSON.parse(dist.stdout) as {
      expected: number;
      name: string;
      perBox: object;
      options: object;
    };
    expect(printed.name).toBe('Classic with extra yachts');
    // Extra yachts pay 50, and there is no joker: the options say so (they said joker "forced").
    expect(printed.options).toEqual({ secondYacht: true, joker: 'off' });
    expect((JSON.parse(solved.stdout) as { options: object }).options).toEqual(printed.options);
    expect(printed.expected).toBeCloseTo(expected, 9);
    expect(Object.keys(printed.perBox)).not.toContain('little-straight');
  });

  it('a copy of a built-in rule set gives its numbers', async () => {
    const copy = await fileWith('copy.json', JSON.stringify(customFrom(makeRules('classic'), 'Copy')));
    const a = await yacht('solve', '--rules', copy, '--json');
    const b = await yacht('solve', '--variant', 'classic', '--json');
    const expectedOf = (out: { stdout: string }) => (JSON.parse(out.stdout) as { expected: number }).expected;
    expect(expectedOf(a)).toBe(expectedOf(b));
  });

  it('Hard plays custom rules with a valuation derived from their table', async () => {
    const out = await yacht('simulate', '--rules', rulesFile, '--bot', 'hard', '--games', '200', '--json');
    expect(out.stderr).toBe('');
    const result = JSON.parse(out.stdout) as { mean: number; games: number };
    expect(result.games).toBe(200);
    const perfect = expectedScore(solveRules(rulesFromCustom(CLASSIC_EXTRA)));
    // Hard is a few points below perfect play; far from it would mean a broken valuation.
    expect(result.mean).toBeGreaterThan(perfect - 25);
    expect(result.mean).toBeLessThan(perfect + 25);
  });

  it('refuses a bad file in one line, exit code 2', async () => {
    const bad = await fileWith(
      'bad.json',
      JSON.stringify({ ...CLASSIC_EXTRA, yacht: -1, boxes: { 'full-house': 'none', choice: 12 } }),
    );
    const { yacht: _yacht, ...noYacht } = CLASSIC_EXTRA;
    const shape = await fileWith(
      'shape.json',
      JSON.stringify({ ...noYacht, bonus: { threshold: 63, points: -5 }, joker: 'sometimes' }),
    );
    const cases: [string[], RegExp][] = [
      [['--rules', path.join(dir, 'missing.json')], /--rules: cannot read .*missing\.json \(ENOENT\)/],
      [['--rules', await fileWith('text.json', 'not json')], /--rules .*text\.json is not valid JSON/],
      [
        ['--rules', bad],
        /--rules .*bad\.json: 2 problems: boxes\.choice: Choice can score .*; yacht: The yacht's points cannot be negative \(-1\)/,
      ],
      // The shape's problems in words, beside the values' (was: the first shape problem alone, in the
      // validator's words: "yacht: Invalid input: expected number, received undefined").
      [
        ['--rules', shape],
        /--rules .*shape\.json: 3 problems: bonus\.points: The bonus cannot be negative \(-5\); yacht: missing: give the points for five alike in the yacht box, a number such as 50; joker: should be "forced", "free" or "off", not "sometimes"/,
      ],
      [['--rules', rulesFile, '--variant', 'yatzy'], /--rules names the whole rule set: leave out --variant/],
    ];
    for (const [args, message] of cases) {
      const out = await yacht('solve', ...args);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr.trim().split('\n')).toHaveLength(1);
      expect(out.stderr).toMatch(message);
    }
  });
});
