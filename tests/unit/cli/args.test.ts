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
      '--variant must be one of standard, classic, yatzy, got "kniffel"',
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
