// A rule set of one's own may not take a built-in rule set's name (any case, any spacing), refused in the same
// words at every door: the editor's check, a --rules file, the settings schema and the API's calls that take
// rules. A game's log keeps the name it was played under, so an old game by such a rule set still loads; and a
// settings file holding one loads it renamed, with a notice.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renameBuiltInRuleSets } from '../../../src/main/backend/settings-rule-names';
import { rulesFromFile } from '../../../src/main/cli/args';
import { settingsPatchSchema, settingsSchema } from '../../../src/shared/api/contract';
import { gameFileText, readGameFile, startGame } from '../../../src/shared/game';
import {
  BUILT_IN_RULE_NAMES,
  customRulesProblems,
  freeRuleName,
  isBuiltInRuleName,
  ruleNameProblem,
} from '../../../src/shared/rules';
import { checkCustomRules, customRulesListSchema } from '../../../src/shared/rules/custom-schema';
import { BUILT_IN_VARIANTS } from '../../../src/renderer/variants/variant-view';
import { BIG_BONUS, LEAN_YATZY } from '../../support/custom-rules';
import { openTestBackend, tempDataDir } from '../backend/helpers';
import { CREATED_AT, table } from '../game/helpers';

const builtIn = (name: string): string =>
  `${JSON.stringify(name.trim())} is the name of a built-in rule set: give yours another`;

describe('built-in rule set names', () => {
  it('are every name the app shows for a built-in rule set, and its rules’ names', () => {
    for (const e of BUILT_IN_VARIANTS) expect(isBuiltInRuleName(e.name), e.name).toBe(true);
    expect(BUILT_IN_RULE_NAMES).toEqual([
      'Standard',
      'Standard, free joker',
      'Standard, no second-yacht bonus',
      'Yacht (standard)',
      'Classic',
      'Classic Yacht',
      'Yatzy',
      'Yatzy (Nordic)',
      'Generala',
      'Generala, 3-4-5-6-1',
    ]);
  });

  it('match in any case and spacing, and nothing else', () => {
    for (const name of ['standard', ' STANDARD ', 'Standard,  FREE joker', 'yatzy (nordic)', 'ＹＡＴＺＹ']) {
      expect(isBuiltInRuleName(name), name).toBe(true);
    }
    for (const name of ['Standard 2', 'My Standard', 'Standard free joker', 'Yatzy!']) {
      expect(isBuiltInRuleName(name), name).toBe(false);
    }
  });

  it('are refused by the one check, the editor’s and the files’, before a name in use', () => {
    expect(ruleNameProblem('Yatzy', ['Yatzy'])).toBe(builtIn('Yatzy'));
    expect(ruleNameProblem(' classic ', [])).toBe(builtIn('classic'));
    expect(customRulesProblems({ ...BIG_BONUS, name: 'Standard' }, [])).toEqual([
      { field: 'name', message: builtIn('Standard') },
    ]);
    expect(checkCustomRules({ ...LEAN_YATZY, name: 'YATZY' })).toEqual({
      ok: false,
      problems: [{ field: 'name', message: builtIn('YATZY') }],
    });
  });

  it('are refused in a --rules file, in the same words', async () => {
    const file = path.join(await tempDataDir(), 'rules.json');
    await writeFile(file, JSON.stringify({ ...LEAN_YATZY, name: 'Yatzy' }));
    expect(() => rulesFromFile(file)).toThrow(`--rules ${file}: name: ${builtIn('Yatzy')}`);
  });

  it('are refused by the settings schema, the API’s setSettings, createGame and every call that takes rules', async () => {
    const list = customRulesListSchema.safeParse([
      BIG_BONUS,
      { ...LEAN_YATZY, name: 'Standard, free joker' },
    ]);
    expect(list.success ? [] : list.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.name', builtIn('Standard, free joker')],
    ]);
    expect(settingsPatchSchema.safeParse({ customRules: [{ ...BIG_BONUS, name: 'classic' }] }).success).toBe(
      false,
    );
    expect(
      settingsSchema.safeParse({ customRules: [{ ...BIG_BONUS, name: 'Yacht (standard)' }] }).success,
    ).toBe(false);

    const backend = await openTestBackend(await tempDataDir());
    const named = { ...BIG_BONUS, name: 'standard' };
    const refusal = `args[0].customRules[0].name: ${builtIn('standard')}`;
    await expect(backend.client.setSettings({ customRules: [named] })).rejects.toThrow(refusal);
    await expect(
      backend.client.createGame({
        variant: 'standard',
        custom: named,
        seats: [{ kind: 'human', name: 'Ann' }],
      }),
    ).rejects.toThrow(`args[0].custom.name: ${builtIn('standard')}`);
    await expect(backend.client.variantDistribution({ variant: 'standard', custom: named })).rejects.toThrow(
      `args[0].custom.name: ${builtIn('standard')}`,
    );
    expect((await backend.client.getSettings()).customRules).toEqual([]);
    backend.client.close();
    await backend.close();
  });

  it('in a game’s log from before still load: the game keeps the name it was played under', () => {
    const game = startGame({
      variant: 'standard',
      custom: { ...BIG_BONUS, name: 'Standard' },
      seats: table(1),
      createdAt: CREATED_AT,
    });
    const file = readGameFile(gameFileText(game.events, { gameId: 'g-1' }));
    expect(file.game.state.rules.name).toBe('Standard');
    expect(file.game.state.rules.bonus).toEqual({ threshold: 70, points: 50 });
  });
});

describe('a settings file holding a built-in name', () => {
  it('is renamed "My <name>", free of the others, the last setup following, each said', () => {
    const setup = { variant: 'standard', custom: { ...BIG_BONUS, name: 'Standard' }, seats: [] };
    const { record, said } = renameBuiltInRuleSets({
      theme: 'dark',
      customRules: [
        { ...BIG_BONUS, name: 'Standard' },
        { ...LEAN_YATZY, name: 'My Standard' },
        { ...LEAN_YATZY, name: 'yatzy ' },
        42,
      ],
      lastSetup: setup,
    });
    expect(record).toEqual({
      theme: 'dark',
      customRules: [
        { ...BIG_BONUS, name: 'My Standard 2' },
        { ...LEAN_YATZY, name: 'My Standard' },
        { ...LEAN_YATZY, name: 'My yatzy' },
        42,
      ],
      lastSetup: { ...setup, custom: { ...BIG_BONUS, name: 'My Standard 2' } },
    });
    expect(said).toEqual([
      'Your rule set "Standard" is now called "My Standard 2": a built-in rule set has that name.',
      'Your rule set "yatzy" is now called "My yatzy": a built-in rule set has that name.',
    ]);
    // Nothing to rename: the same record.
    const plain = { customRules: [BIG_BONUS] };
    expect(renameBuiltInRuleSets(plain).record).toBe(plain);
    expect(freeRuleName([], 'Standard')).toBe('Standard 2');
  });

  it('loads renamed, says so once, and is written back renamed', async () => {
    const dir = await tempDataDir();
    const file = path.join(dir, 'settings.json');
    await writeFile(
      file,
      JSON.stringify({ botSpeed: 'instant', customRules: [{ ...BIG_BONUS, name: 'Standard' }, LEAN_YATZY] }),
    );
    const backend = await openTestBackend(dir);
    expect((await backend.client.getSettings()).customRules).toEqual([
      { ...BIG_BONUS, name: 'My Standard' },
      LEAN_YATZY,
    ]);
    expect((await backend.client.notices()).map((n) => [n.level, n.message])).toEqual([
      ['info', 'Your rule set "Standard" is now called "My Standard": a built-in rule set has that name.'],
    ]);
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as { customRules: { name: string }[] };
    expect(onDisk.customRules.map((c) => c.name)).toEqual(['My Standard', 'Lean Yatzy']);
    backend.client.close();
    await backend.close();

    const again = await openTestBackend(dir);
    expect(await again.client.notices()).toEqual([]);
    again.client.close();
    await again.close();
  });
});
