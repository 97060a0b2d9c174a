// `--rules FILE` with family rows: a rules file adding two pairs to classic scores, solves and checks sheets by
// the added box like any other; a file with bad rows is refused in one line, every problem in words, exit 2.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFrom, makeRules, rulesFromCustom, type CustomRules } from '../../../src/shared/rules';
import { expectedScore, solveRules } from '../../../src/shared/solver';
import { ensureBuilt } from '../../support/build';
import { runYacht } from '../../support/cli';

const TWO_PAIRS: CustomRules = {
  ...customFrom(makeRules('classic'), 'Classic with two pairs'),
  added: [{ id: 'two-pairs', label: 'Two pairs', kind: 'pairs', pairs: 2 }],
};

let dir: string;
let rulesFile: string;
beforeAll(async () => {
  await ensureBuilt();
  dir = await mkdtemp(path.join(tmpdir(), 'yacht-rows-'));
  rulesFile = path.join(dir, 'two-pairs.json');
  await writeFile(rulesFile, JSON.stringify(TWO_PAIRS, null, 2));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const yacht = (...args: string[]) => runYacht([...args, '--data-dir', path.join(dir, 'data')], { home: dir });
/** `score` keeps no data: it takes no data directory. */
const score = (...args: string[]) => runYacht(['score', ...args], { home: dir });

describe('yacht --rules FILE with family rows', () => {
  it('score, solve and a sheet check take the added box', async () => {
    const scored = await score('--rules', rulesFile, '--dice', '6,6,5,5,1', '--json');
    expect(scored.stderr).toBe('');
    const boxes = (JSON.parse(scored.stdout) as { boxes: { box: string; points: number }[] }).boxes;
    expect(boxes.find((b) => b.box === 'two-pairs')?.points).toBe(22);

    const solved = await yacht('solve', '--rules', rulesFile, '--json');
    const expected = expectedScore(solveRules(rulesFromCustom(TWO_PAIRS)));
    expect((JSON.parse(solved.stdout) as { expected: number }).expected).toBeCloseTo(expected, 6);
    // Two pairs add to classic's expected score.
    expect(expected).toBeGreaterThan(expectedScore(solveRules(makeRules('classic'))));

    const odd = await score('--rules', rulesFile, '--sheet', '{"two-pairs": 21}', '--dice', '1,2,3,4,5');
    expect(odd.code).toBe(2);
    expect(odd.stderr).toMatch(/Two pairs \("two-pairs"\) cannot hold 21; possible points: 0, 6, 8, 10,/);
  });

  it('a file with bad rows: one line, every problem in words, exit code 2', async () => {
    const bad = path.join(dir, 'bad.json');
    await writeFile(
      bad,
      JSON.stringify({
        ...TWO_PAIRS,
        added: [
          { id: 'two-pairs', label: 'Two pairs', kind: 'pairs', pairs: 3 },
          { id: 'five', label: 'Five', kind: 'yacht', points: 50 },
        ],
      }),
    );
    const out = await yacht('solve', '--rules', bad, '--json');
    expect(out.code).toBe(2);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr).toContain('added.0.pairs: Two pairs: a row counts 1 or 2 pairs (not 3)');
    expect(out.stderr).toContain(
      'added.1.kind: Five: a sheet has one five-alike box, and Yacht is one already (leave it out first)',
    );
  });
});
