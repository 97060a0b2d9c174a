// `yacht score`: the JSON for the seed's joker cases and the other variants, the table, and every kind of
// bad argument (exit code 2, one clear line on stderr).

import { beforeAll, describe, expect, it } from 'vitest';
import { makeRules, scoreChoices, type RuleOptions, type Variant } from '../../../src/shared/rules';
import { ensureBuilt } from '../../support/build';
import { yacht } from '../../support/cli';

beforeAll(ensureBuilt);

/** Runs `yacht score ... --json` and parses the output. */
async function scoreJson(...args: string[]): Promise<unknown> {
  const result = await yacht('score', ...args, '--json');
  if (result.code !== 0) throw new Error(`yacht score failed (${result.code}): ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** What the CLI should print, from the library: the legal boxes sorted by id, and the extra yacht. */
function expected(
  variant: Variant,
  options: Partial<RuleOptions>,
  sheet: Record<string, number>,
  dice: number[],
) {
  const choices = scoreChoices(makeRules(variant, options), sheet, dice);
  const boxes = [...choices.boxes]
    .sort((a, b) => (a.box < b.box ? -1 : 1))
    .map(({ box, points }) => ({ box, points }));
  return { boxes, extraYacht: choices.extraYacht };
}

describe.concurrent('yacht score --json', () => {
  it('the README example: forced joker, sixes filled → lower boxes, full house 25, straights 30/40, +100', async () => {
    const result = await yacht(
      'score',
      '--variant',
      'standard',
      '--sheet',
      '{"yacht":50,"sixes":30}',
      '--dice',
      '6,6,6,6,6',
      '--json',
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      '{"boxes":[{"box":"chance","points":30},{"box":"four-of-a-kind","points":30},' +
        '{"box":"full-house","points":25},{"box":"large-straight","points":40},' +
        '{"box":"small-straight","points":30},{"box":"three-of-a-kind","points":30}],"extraYacht":100}\n',
    );
  });

  it('forced joker with the face box open: only that box', async () => {
    expect(await scoreJson('--sheet', '{"yacht":50}', '--dice', '4,4,4,4,4')).toEqual({
      boxes: [{ box: 'fours', points: 20 }],
      extraYacht: 100,
    });
  });

  it('yacht box scored 0: still the joker, no 100', async () => {
    expect(
      await scoreJson(
        '--sheet',
        '{"yacht":0,"twos":4,"chance":22}',
        '--dice',
        '2,2,2,2,2',
        '--joker',
        'forced',
      ),
    ).toEqual({
      boxes: [
        { box: 'four-of-a-kind', points: 10 },
        { box: 'full-house', points: 25 },
        { box: 'large-straight', points: 40 },
        { box: 'small-straight', points: 30 },
        { box: 'three-of-a-kind', points: 10 },
      ],
      extraYacht: 0,
    });
  });

  it('free joker: any empty box', async () => {
    const sheet = { yacht: 50, fives: 15, chance: 12 };
    const got = await scoreJson('--joker', 'free', '--sheet', JSON.stringify(sheet), '--dice', '5,5,5,5,5');
    expect(got).toEqual(expected('standard', { joker: 'free' }, sheet, [5, 5, 5, 5, 5]));
    expect(got).toMatchObject({ extraYacht: 100 });
    expect((got as { boxes: unknown[] }).boxes).toContainEqual({ box: 'full-house', points: 25 });
    expect((got as { boxes: unknown[] }).boxes).toContainEqual({ box: 'ones', points: 0 });
  });

  it('second yacht off: five alike score naturally, no 100', async () => {
    const got = await scoreJson(
      '--second-yacht',
      'off',
      '--sheet',
      '{"yacht":50,"sixes":30}',
      '--dice',
      '6,6,6,6,6',
    );
    expect(got).toEqual(
      expected('standard', { secondYacht: false }, { yacht: 50, sixes: 30 }, [6, 6, 6, 6, 6]),
    );
    expect(got).toMatchObject({ extraYacht: 0 });
    expect((got as { boxes: unknown[] }).boxes).toContainEqual({ box: 'full-house', points: 0 });
    expect((got as { boxes: unknown[] }).boxes).toHaveLength(11);
  });

  it('an empty sheet offers every box, sorted by id', async () => {
    const got = (await scoreJson('--dice', '3,1,2,5,4')) as { boxes: { box: string }[]; extraYacht: number };
    const ids = got.boxes.map((b) => b.box);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toHaveLength(13);
    expect(got).toEqual(expected('standard', {}, {}, [3, 1, 2, 5, 4]));
    expect(got.boxes).toContainEqual({ box: 'large-straight', points: 40 });
  });

  it('classic and yatzy', async () => {
    expect(await scoreJson('--variant', 'classic', '--sheet', '{"yacht":50}', '--dice', '6,6,6,5,5')).toEqual(
      expected('classic', {}, { yacht: 50 }, [6, 6, 6, 5, 5]),
    );
    const yatzy = await scoreJson(
      '--variant',
      'yatzy',
      '--sheet',
      '{"yatzy":50,"sixes":24}',
      '--dice',
      '6,6,6,6,6',
    );
    expect(yatzy).toEqual(expected('yatzy', {}, { yatzy: 50, sixes: 24 }, [6, 6, 6, 6, 6]));
    expect(yatzy).toMatchObject({ extraYacht: 0 });
    expect((yatzy as { boxes: unknown[] }).boxes).toContainEqual({ box: 'four-of-a-kind', points: 24 });
  });
});

describe.concurrent('yacht score (table)', () => {
  it('prints the rules, the joker note and one row per legal box', async () => {
    const result = await yacht('score', '--sheet', '{"yacht":50,"sixes":30}', '--dice', '6,6,6,6,6');
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Dice 6 6 6 6 6, standard (second yacht on, forced joker) rules');
    expect(lines[1]).toMatch(/second yacht: 100 more/);
    expect(lines).toContain('full-house       Full house           25');
    expect(lines.filter((l) => /\s\d+$/.test(l))).toHaveLength(6);
  });
});

// The parsing helpers' other cases are checked in-process in args.test.ts; these run the real program.
describe.concurrent('yacht score: bad arguments exit 2 with one clear line', () => {
  const SIXES = ['--dice', '6,6,6,6,6'];
  const cases: [string, string[], string | RegExp][] = [
    [
      'a seventh face',
      ['--dice', '6,6,7'],
      'yacht: --dice needs five faces 1-6 separated by commas, got "6,6,7"',
    ],
    ['no dice', [], 'yacht: --dice is required: five faces 1-6 separated by commas, e.g. --dice 6,6,6,6,5'],
    [
      'impossible points',
      ['--sheet', '{"sixes":7}', ...SIXES],
      'yacht: --sheet: Sixes ("sixes") cannot hold 7; possible points: 0, 6, 12, 18, 24, 30',
    ],
    [
      'a nought in chance, which every roll scores',
      ['--sheet', '{"chance":0}', ...SIXES],
      /^yacht: --sheet: Chance \("chance"\) cannot hold 0; possible points: 5, 6, /,
    ],
    [
      'an unknown box',
      ['--sheet', '{"bonus":35}', ...SIXES],
      /^yacht: --sheet: unknown box "bonus" for standard; boxes are: ones,/,
    ],
    [
      'bad JSON',
      ['--sheet', '{"sixes":30', ...SIXES],
      /^yacht: --sheet is not valid JSON \(.*\); give an object such as/,
    ],
    [
      'a full sheet',
      [
        '--variant',
        'classic',
        '--sheet',
        JSON.stringify(
          Object.fromEntries(
            makeRules('classic').boxes.map((b) => [b.id, b.scoring.kind === 'chance' ? 5 : 0]),
          ),
        ),
        ...SIXES,
      ],
      'yacht: --sheet has every box filled: there is no box left to score',
    ],
    [
      'an unknown variant',
      ['--variant', 'kniffel', ...SIXES],
      'yacht: --variant must be one of standard, classic, yatzy, generala, got "kniffel"',
    ],
    [
      '--ace-straight for standard',
      ['--ace-straight', ...SIXES],
      'yacht: --ace-straight applies only to --variant generala; standard has no servida or Escalera',
    ],
    [
      'servida points out of range',
      ['--variant', 'generala', '--servida-generala', '40', ...SIXES],
      'yacht: --servida-generala must be wins or whole points from 50 to 1000, got "40"',
    ],
    [
      '--joker for classic',
      ['--variant', 'classic', '--joker', 'free', ...SIXES],
      'yacht: --joker applies only to --variant standard; classic has no second yacht or joker',
    ],
  ];

  it.each(cases)('%s', async (_name, args, message) => {
    const result = await yacht('score', ...args, '--json');
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    if (typeof message === 'string') expect(lines[0]).toBe(message);
    else expect(lines[0]).toMatch(message);
  });
});
