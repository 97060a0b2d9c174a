// The shared option parsing, in-process: every command reuses these helpers, so their edge cases are
// checked here without starting the program (score.test.ts runs the real thing).

import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { makeRules } from '../../../src/shared/rules';
import {
  RawOptionsSchema,
  UsageError,
  addDiceOption,
  addJsonOption,
  addRulesOptions,
  addSheetOption,
  describeRules,
  diceFromOption,
  readOptions,
  rulesFromOptions,
  sheetFromOption,
  variantFromOption,
} from '../../../src/main/cli/args';

/** The message of the UsageError `run` throws. */
function usageError(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error('expected a UsageError');
}

describe('diceFromOption', () => {
  it('reads five faces separated by commas, spaces allowed', () => {
    expect(diceFromOption('6,6,6,6,5')).toEqual([6, 6, 6, 6, 5]);
    expect(diceFromOption(' 1 , 2,3 ,4,5 ')).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    '6,6,7',
    '6,6,6,6',
    '1,2,3,4,5,6',
    '0,1,2,3,4',
    '6 6 6 6 6',
    'a,b,c,d,e',
    '1.5,2,3,4,5',
    '',
    '1,,2,3,4',
  ])('rejects %j', (raw) => {
    expect(usageError(() => diceFromOption(raw))).toBe(
      `--dice needs five faces 1-6 separated by commas, got ${JSON.stringify(raw)}`,
    );
  });

  it('names the option it reads, and says when it is missing', () => {
    expect(usageError(() => diceFromOption('7,7,7,7,7', '--keep'))).toMatch(/^--keep needs five faces/);
    expect(usageError(() => diceFromOption(undefined))).toBe(
      '--dice is required: five faces 1-6 separated by commas, e.g. --dice 6,6,6,6,5',
    );
  });
});

describe('rulesFromOptions', () => {
  it('defaults to standard with the second yacht on and a forced joker', () => {
    expect(rulesFromOptions({})).toEqual(makeRules('standard'));
    expect(variantFromOption(undefined)).toBe('standard');
  });

  it('reads every variant and option, case-insensitively', () => {
    expect(rulesFromOptions({ variant: 'classic' })).toEqual(makeRules('classic'));
    expect(rulesFromOptions({ variant: 'YATZY' })).toEqual(makeRules('yatzy'));
    expect(rulesFromOptions({ joker: 'free' })).toEqual(makeRules('standard', { joker: 'free' }));
    expect(rulesFromOptions({ secondYacht: 'off' })).toEqual(makeRules('standard', { secondYacht: false }));
    expect(rulesFromOptions({ variant: 'standard', secondYacht: 'on', joker: 'Forced' })).toEqual(
      makeRules('standard'),
    );
  });

  it('rejects bad values and options the variant does not have', () => {
    expect(usageError(() => rulesFromOptions({ variant: 'kniffel' }))).toBe(
      '--variant must be one of standard, classic, yatzy, generala, got "kniffel"',
    );
    expect(usageError(() => rulesFromOptions({ secondYacht: 'yes' }))).toBe(
      '--second-yacht must be on or off, got "yes"',
    );
    expect(usageError(() => rulesFromOptions({ joker: 'wild' }))).toBe(
      '--joker must be forced or free, got "wild"',
    );
    expect(usageError(() => rulesFromOptions({ variant: 'yatzy', secondYacht: 'on' }))).toBe(
      '--second-yacht applies only to --variant standard; yatzy has no second yacht or joker',
    );
    expect(usageError(() => rulesFromOptions({ variant: 'classic', joker: 'forced' }))).toBe(
      '--joker applies only to --variant standard; classic has no second yacht or joker',
    );
    expect(usageError(() => rulesFromOptions({ secondYacht: 'off', joker: 'forced' }))).toMatch(
      /^--joker has no effect with --second-yacht off/,
    );
  });

  it('describes the rules in a few words', () => {
    expect(describeRules(rulesFromOptions({}))).toBe('standard (second yacht on, forced joker)');
    expect(describeRules(rulesFromOptions({ joker: 'free' }))).toBe('standard (second yacht on, free joker)');
    expect(describeRules(rulesFromOptions({ secondYacht: 'off' }))).toBe('standard (second yacht off)');
    expect(describeRules(rulesFromOptions({ variant: 'classic' }))).toBe('classic');
  });
});

describe('rulesFromOptions: generala', () => {
  it('reads --variant generala with its defaults: no ace straight, a Generala servida wins', () => {
    const rules = rulesFromOptions({ variant: 'generala' });
    expect(rules).toEqual(makeRules('generala'));
    expect(rules.options).toMatchObject({ aceStraight: false, servidaGenerala: 'wins' });
    expect(rules.instantWin).toBe('generala');
    expect(describeRules(rules)).toBe('generala (servida generala wins)');
  });

  it('reads --ace-straight and --servida-generala wins or points', () => {
    const ace = rulesFromOptions({ variant: 'Generala', aceStraight: true });
    expect(ace).toEqual(makeRules('generala', { aceStraight: true }));
    expect(ace.boxes.find((b) => b.id === 'escalera')?.scoring).toMatchObject({
      runs: expect.arrayContaining([[1, 3, 4, 5, 6]]),
    });
    expect(rulesFromOptions({ variant: 'generala', servidaGenerala: ' WINS ' })).toEqual(
      makeRules('generala'),
    );
    const points = rulesFromOptions({ variant: 'generala', aceStraight: true, servidaGenerala: '100' });
    expect(points).toEqual(makeRules('generala', { aceStraight: true, servidaGenerala: 100 }));
    expect(points.instantWin).toBeUndefined();
    expect(describeRules(points)).toBe('generala (3-4-5-6-1 an Escalera, servida generala 100 points)');
    expect(rulesFromOptions({ variant: 'generala', servidaGenerala: '50' }).options.servidaGenerala).toBe(50);
    expect(rulesFromOptions({ variant: 'generala', servidaGenerala: '1000' }).options.servidaGenerala).toBe(
      1000,
    );
  });

  it.each(['49', '1001', '75.5', '-100', 'lose', '', '1e3'])(
    'rejects --servida-generala %j in words',
    (raw) => {
      expect(usageError(() => rulesFromOptions({ variant: 'generala', servidaGenerala: raw }))).toBe(
        `--servida-generala must be wins or whole points from 50 to 1000, got ${JSON.stringify(raw)}`,
      );
    },
  );

  it("refuses Generala's options for other rule sets, and standard's for Generala", () => {
    expect(usageError(() => rulesFromOptions({ aceStraight: true }))).toBe(
      '--ace-straight applies only to --variant generala; standard has no servida or Escalera',
    );
    expect(usageError(() => rulesFromOptions({ variant: 'yatzy', servidaGenerala: 'wins' }))).toBe(
      '--servida-generala applies only to --variant generala; yatzy has no servida or Escalera',
    );
    expect(usageError(() => rulesFromOptions({ variant: 'generala', joker: 'free' }))).toBe(
      '--joker applies only to --variant standard; generala has no second yacht or joker',
    );
    expect(usageError(() => rulesFromOptions({ rules: 'mine.json', aceStraight: true }))).toBe(
      '--rules names the whole rule set: leave out --ace-straight',
    );
  });

  it('parses the flags from a command line', () => {
    const cmd = new Command('probe').exitOverride();
    addRulesOptions(cmd);
    cmd.parse(['--variant', 'generala', '--ace-straight', '--servida-generala', '200'], { from: 'user' });
    const options = readOptions(cmd, RawOptionsSchema);
    expect(options).toEqual({ variant: 'generala', aceStraight: true, servidaGenerala: '200' });
    expect(rulesFromOptions(options)).toEqual(
      makeRules('generala', { aceStraight: true, servidaGenerala: 200 }),
    );
  });
});

describe('sheetFromOption', () => {
  const standard = makeRules('standard');

  it('reads a JSON object of box points, empty when not given', () => {
    expect(sheetFromOption(undefined, standard)).toEqual({});
    expect(sheetFromOption('{}', standard)).toEqual({});
    expect(sheetFromOption('{"yacht":50,"sixes":30}', standard)).toEqual({ yacht: 50, sixes: 30 });
    expect(sheetFromOption('{"full-house":28}', makeRules('classic'))).toEqual({ 'full-house': 28 });
  });

  it('rejects impossible points, unknown boxes and values that are not points', () => {
    expect(usageError(() => sheetFromOption('{"sixes":7}', standard))).toBe(
      '--sheet: Sixes ("sixes") cannot hold 7; possible points: 0, 6, 12, 18, 24, 30',
    );
    expect(usageError(() => sheetFromOption('{"sixes":"30"}', standard))).toMatch(/cannot hold "30"/);
    expect(usageError(() => sheetFromOption('{"sixes":null}', standard))).toMatch(/cannot hold null/);
    expect(usageError(() => sheetFromOption('{"bonus":35}', standard))).toMatch(
      /^--sheet: unknown box "bonus"/,
    );
    expect(usageError(() => sheetFromOption('{"__proto__":5}', standard))).toMatch(/unknown box "__proto__"/);
    expect(usageError(() => sheetFromOption('{"yacht":50}', makeRules('yatzy')))).toMatch(
      /unknown box "yacht" for yatzy/,
    );
    expect(usageError(() => sheetFromOption('{"full-house":25}', makeRules('classic')))).toMatch(
      /Full house \("full-house"\) cannot hold 25/,
    );
  });

  it('rejects text that is not a JSON object, in one line', () => {
    for (const raw of ['[30]', '30', 'null', '"sixes"']) {
      expect(usageError(() => sheetFromOption(raw, standard))).toBe(
        `--sheet must be a JSON object of box points such as '{"yacht":50,"sixes":30}', got ${JSON.stringify(raw)}`,
      );
    }
    for (const raw of ['{"sixes":30', "{'sixes':30}", '', 'sixes=30']) {
      const message = usageError(() => sheetFromOption(raw, standard));
      expect(message).toMatch(
        /^--sheet is not valid JSON \(.+\); give an object such as '\{"yacht":50,"sixes":30\}'$/,
      );
      expect(message).not.toContain('\n');
    }
  });
});

describe('option declarations', () => {
  it('declare the shared options on any command, read back through the schema', () => {
    const cmd = new Command('probe').exitOverride();
    addRulesOptions(cmd);
    addSheetOption(cmd);
    addDiceOption(cmd);
    addJsonOption(cmd);
    cmd.parse(
      ['--variant', 'classic', '--sheet', '{}', '--dice', '1,2,3,4,5', '--json', '--second-yacht', 'on'],
      {
        from: 'user',
      },
    );
    expect(readOptions(cmd, RawOptionsSchema)).toEqual({
      variant: 'classic',
      sheet: '{}',
      dice: '1,2,3,4,5',
      json: true,
      secondYacht: 'on',
    });
  });
});
