// `yacht analyze --reach T` and `--against FILE` through the built command line: the chances against the engine
// (analyzeReach over the same solved table), P(>= the points already on the sheet) = 1, win chances against
// finished seats worked out by hand, and every refusal of the options and of the seats file.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRules, sheetTotals, type Sheet } from '../../../src/shared/rules';
import { analyzeReach, type OutcomeAnalysis } from '../../../src/shared/solver/win';
import { exactnessNote, highestTotal } from '../../../src/main/cli/analyze-measure';
import { cliWithHome } from '../../support/cli-home';
import { solvedTable } from '../../support/solved-tables';

const cli = cliWithHome();
const { yacht } = cli;

const rules = makeRules('standard'); // second yacht on, forced joker
const table = solvedTable(rules);

/** Every box but fours and yacht: upper 51 (12 short of the bonus), 188 points in all. */
const twoOpen: Sheet = {
  ones: 3,
  twos: 6,
  threes: 9,
  fives: 15,
  sixes: 18,
  'three-of-a-kind': 20,
  'four-of-a-kind': 0,
  'full-house': 25,
  'small-straight': 30,
  'large-straight': 40,
  chance: 22,
};
/** Every box but chance: the bonus earned, the yacht box a nought; 213 points. */
const chanceOpen: Sheet = {
  ones: 3,
  twos: 6,
  threes: 9,
  fours: 12,
  fives: 15,
  sixes: 18,
  'three-of-a-kind': 20,
  'four-of-a-kind': 0,
  'full-house': 25,
  'small-straight': 30,
  'large-straight': 40,
  yacht: 0,
};
/** A finished sheet with this total (chance makes it up). */
function finishedAt(total: number): Sheet {
  const sheet = { ...chanceOpen, chance: total - sheetTotals(rules, chanceOpen).total };
  expect(sheetTotals(rules, sheet).total).toBe(total);
  return sheet;
}

interface Measured {
  current: number;
  target: number | null;
  seats: number | null;
  exact: boolean;
  turnsExact: number;
  options: {
    keep?: number[];
    box?: string;
    points?: number;
    ev: number;
    loss: number;
    reach?: number;
    win?: number;
  }[];
}

const keyOf = (o: { keep?: readonly number[]; box?: string }): string =>
  o.box !== undefined ? `box:${o.box}` : `keep:${o.keep!.join(',')}`;

function analyzeArgs(sheet: Sheet, dice: readonly number[], rollsLeft: number): string[] {
  return [
    'analyze',
    '--sheet',
    JSON.stringify(sheet),
    '--dice',
    dice.join(','),
    '--rolls-left',
    String(rollsLeft),
    '--data-dir',
    cli.data,
  ];
}

async function measured(args: string[]): Promise<Measured> {
  const out = await yacht(...args, '--json');
  expect(out.stderr).toBe('');
  expect(out.code).toBe(0);
  return JSON.parse(out.stdout) as Measured;
}

async function againstFile(others: readonly Sheet[]): Promise<string> {
  const file = path.join(cli.home, `seats-${others.map((s) => sheetTotals(rules, s).total).join('-')}.json`);
  await writeFile(file, JSON.stringify({ others: others.map((sheet) => ({ sheet, extraYachts: 0 })) }));
  return file;
}

function values(analysis: OutcomeAnalysis): Map<string, number> {
  return new Map<string, number>(analysis.options.map((o) => [keyOf(o), o.value]));
}

describe('yacht analyze --reach', () => {
  const dice = [4, 4, 4, 4, 2];

  it.each([
    [2, 240],
    [2, 300],
    [1, 240],
    [0, 240],
    [0, 260],
  ] as const)(
    'matches analyzeReach on a two-box endgame (%i rolls left, target %i)',
    async (rollsLeft, target) => {
      const out = await measured([...analyzeArgs(twoOpen, dice, rollsLeft), '--reach', String(target)]);
      const engine = analyzeReach(table, { sheet: twoOpen, dice, rollsLeft, extraYachts: 0 }, target);
      expect(engine.exact).toBe(true);
      expect(out).toMatchObject({
        current: 188,
        target,
        seats: null,
        exact: true,
        turnsExact: engine.turnsExact,
      });
      const expected = values(engine);
      expect(out.options).toHaveLength(expected.size);
      for (const o of out.options) {
        expect(Object.keys(o)).toEqual(
          rollsLeft === 0 ? ['box', 'points', 'ev', 'loss', 'reach'] : ['keep', 'ev', 'loss', 'reach'],
        );
        expect(Math.abs(o.reach! - expected.get(keyOf(o))!)).toBeLessThan(1e-11);
      }
      // Best chance first; the engine's best is the command's first.
      for (let i = 1; i < out.options.length; i++)
        expect(out.options[i]!.reach!).toBeLessThanOrEqual(out.options[i - 1]!.reach!);
      expect(Math.abs(out.options[0]!.reach! - engine.options[0]!.value)).toBeLessThan(1e-11);
      // The chances are not all alike: the test tells options apart.
      expect(new Set(out.options.map((o) => o.reach)).size).toBeGreaterThan(1);
    },
  );

  it('gives every option a chance of 1 to reach the points already on the sheet', async () => {
    const out = await measured([...analyzeArgs(twoOpen, [1, 2, 4, 4, 6], 2), '--reach', '188']);
    expect(out.options.length).toBeGreaterThan(10);
    for (const o of out.options) expect(o.reach).toBe(1);
    // One more point is not certain: a nought in both boxes stays at 188.
    const above = await measured([...analyzeArgs(twoOpen, [1, 2, 3, 5, 6], 0), '--reach', '189']);
    expect(above.options.some((o) => o.reach! < 1)).toBe(true);
  });

  it('prints the chances in percent with the exactness note', async () => {
    const out = await yacht(...analyzeArgs(twoOpen, dice, 1), '--reach', '240');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/Reach 240/);
    expect(out.stdout).toMatch(/Chances exact: every turn to the end of the game solved/);
    expect(out.stdout).toMatch(/^\s*1\s+(keep|stand|reroll).*\s\d{1,3}\.\d{4}%\s/m);
  });

  it('says how many turns are exact when the rest of the game is too long', async () => {
    const out = await measured([...analyzeArgs({}, [1, 2, 2, 5, 6], 2), '--reach', '250']);
    expect(out.exact).toBe(false);
    expect(out.turnsExact).toBeGreaterThanOrEqual(1);
    expect(out.turnsExact).toBeLessThan(13);
    const text = await yacht(...analyzeArgs({}, [1, 2, 2, 5, 6], 2), '--reach', '250');
    expect(text.stdout).toContain(`Chances exact over the next ${out.turnsExact} turns (this one included)`);
  });
});

describe('yacht analyze --against', () => {
  // The last roll of the game: chance takes 6+5+4+3+1 = 19, a final total of 232.
  const lastRoll = [6, 5, 4, 3, 1];
  const final = sheetTotals(rules, { ...chanceOpen, chance: 19 }).total;

  it.each([
    [[final - 1], 1],
    [[final], 1 / 2],
    [[final + 1], 0],
    [[final, final], 1 / 3],
    [[final, final - 7], 1 / 2],
    [[final - 1, final - 2, final + 3], 0],
  ])('against finished seats at %j the last box wins %d', async (totals, win) => {
    const file = await againstFile(totals.map(finishedAt));
    const out = await measured([...analyzeArgs(chanceOpen, lastRoll, 0), '--against', file]);
    expect(out).toMatchObject({ current: 213, target: null, seats: totals.length + 1, exact: true });
    expect(out.options).toEqual([
      { box: 'chance', points: 19, ev: final, loss: 0, win: expect.closeTo(win, 11) as number },
    ]);
  });

  it('lies between the chances to finish above and to draw level with a finished seat', async () => {
    // Against a finished 235 (fours 12 with the bonus and a nought for the yacht make it), a total of 236 wins
    // and 235 shares: P(>= 236) <= win <= P(>= 235).
    const file = await againstFile([finishedAt(235)]);
    const dice = [4, 4, 4, 2, 2];
    const out = await measured([...analyzeArgs(twoOpen, dice, 1), '--against', file]);
    const position = { sheet: twoOpen, dice, rollsLeft: 1 as const, extraYachts: 0 };
    const above = values(analyzeReach(table, position, 236));
    const level = values(analyzeReach(table, position, 235));
    for (const o of out.options) {
      expect(o.win!).toBeGreaterThanOrEqual(above.get(keyOf(o))! - 1e-11);
      expect(o.win!).toBeLessThanOrEqual(level.get(keyOf(o))! + 1e-11);
    }
    expect(out.options.some((o) => level.get(keyOf(o))! - above.get(keyOf(o))! > 0.01)).toBe(true);
  });
});

describe('the words', () => {
  it('says where the chances are exact', () => {
    expect(exactnessNote({ exact: true, turnsExact: 2 }, 2)).toMatch(/^Chances exact: every turn/);
    expect(exactnessNote({ exact: false, turnsExact: 1 }, 5)).toMatch(
      /exact over this turn, approximated past/,
    );
    expect(exactnessNote({ exact: false, turnsExact: 3 }, 12)).toMatch(
      /over the next 3 turns \(this one included\)/,
    );
    // Every turn of this seat solved, yet not exact: another seat's final total was approximated.
    expect(exactnessNote({ exact: false, turnsExact: 4 }, 4)).toMatch(
      /other seat's final total approximated/,
    );
  });

  it('bounds a target by the most the rules can score', () => {
    // Every box at its best, the bonus, and an extra yacht on each of the twelve later turns.
    expect(highestTotal(rules)).toBe(105 + 30 + 30 + 25 + 30 + 40 + 50 + 30 + 35 + 12 * 100);
    expect(highestTotal(makeRules('standard', { secondYacht: false }))).toBe(375);
  });
});

describe('refusals', () => {
  const seat = (sheet: unknown, extra?: unknown): unknown =>
    extra === undefined ? { sheet } : { sheet, extraYachts: extra };
  it.each([
    ['not JSON', '{"others": [', /is not valid JSON/],
    ['no others key', '{}', /others: the other seats are a list of one to five seats/],
    ['an unknown key', JSON.stringify({ others: [seat({})], more: 1 }), /Unrecognized key: "more"/],
    ['no other seat', JSON.stringify({ others: [] }), /names no other seat/],
    ['six others', JSON.stringify({ others: Array(6).fill(seat({})) }), /at most six seats \(five others\)/],
    [
      'an unknown box',
      JSON.stringify({ others: [seat({}), seat({ nope: 3 })] }),
      /others\[1\]\.sheet: unknown box "nope"/,
    ],
    [
      'impossible points',
      JSON.stringify({ others: [seat({ twos: 3 })] }),
      /others\[0\]\.sheet: Twos \("twos"\) cannot hold 3/,
    ],
    [
      'a sheet not an object',
      JSON.stringify({ others: [seat([1])] }),
      /others\[0\]\.sheet: a sheet is an object/,
    ],
    [
      'bad extra yachts',
      JSON.stringify({ others: [seat({}, 1.5)] }),
      /others\[0\]\.extraYachts: extra yachts are a whole number/,
    ],
    [
      'extra yachts without a yacht',
      JSON.stringify({ others: [seat({}, 1)] }),
      /extra yachts need a scored Yacht box/,
    ],
    [
      'a __proto__ key',
      '{"others": [{"sheet": {"__proto__": {"x": 1}}}]}',
      /others\[0\]\.sheet\.__proto__: a key not allowed/,
    ],
  ])('refuses a seats file with %s', async (name, text, message) => {
    const file = path.join(cli.home, `bad-${name.replace(/\W+/g, '-')}.json`);
    await writeFile(file, text);
    const out = await yacht(...analyzeArgs({}, [1, 2, 3, 4, 5], 1), '--against', file, '--json');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
    expect(out.stderr).toContain(file);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.each([
    [
      ['--against', '/nonexistent/seats.json'],
      /--against: cannot read \/nonexistent\/seats\.json \(ENOENT\)/,
    ],
    [['--reach', '250', '--against', 'x.json'], /--reach and --against ask different questions/],
    [['--reach', 'lots'], /--reach must be a whole number of points from 0 to 1575/],
    [['--reach', '-5'], /--reach must be a whole number/],
    [['--reach', '1576'], /--reach must be a whole number of points from 0 to 1575/],
    [['--reach', '12.5'], /--reach must be a whole number/],
  ])('refuses %j', async (args, message) => {
    const out = await yacht(...analyzeArgs({}, [1, 2, 3, 4, 5], 1), ...args, '--json');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });
});
