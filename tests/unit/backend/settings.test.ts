// Settings: defaults, kept across a restart (conf on disk), and a bad file handled without a crash.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, settingsSchema } from '../../../src/shared/api/contract';
import { salvageSettings } from '../../../src/main/backend/settings-store';
import { BIG_BONUS, CLASSIC_EXTRA, LEAN_YATZY } from '../../support/custom-rules';
import { HUMAN_VS_EASY, openTestBackend, tempDataDir } from './helpers';

describe('settings', () => {
  it('start from the defaults and persist across a restart', async () => {
    const dir = await tempDataDir();
    const first = await openTestBackend(dir); // sets botSpeed: instant
    expect(await first.client.getSettings()).toEqual({
      lastSetup: DEFAULT_SETUP,
      botSpeed: 'instant',
      theme: 'system',
      // A fresh install shows the coach, with the guard asking before blunders.
      coach: true,
      coachGuard: 'blunder',
      // At a table of 2+ seats the coach grades by points until asked to grade by win chance.
      coachGradeBy: 'points',
      customRules: [],
    });
    const saved = await first.client.setSettings({
      theme: 'dark',
      coach: false,
      coachGuard: 'off',
      coachGradeBy: 'win',
    });
    expect(saved).toMatchObject({
      theme: 'dark',
      coach: false,
      coachGuard: 'off',
      coachGradeBy: 'win',
      botSpeed: 'instant',
    });
    expect(first.events).toContainEqual({ type: 'settings-changed', settings: saved });
    await first.client.createGame(HUMAN_VS_EASY);
    await first.close();

    const second = await openTestBackend(dir);
    expect(await second.client.getSettings()).toEqual({
      ...saved,
      // createGame remembers the setup, with the rule options filled in.
      lastSetup: { ...HUMAN_VS_EASY, options: { secondYacht: true, joker: 'forced' }, sameDice: false },
    });
    expect(await second.client.notices()).toEqual([]);
    const onDisk = JSON.parse(await readFile(path.join(dir, 'settings.json'), 'utf8')) as unknown;
    expect(settingsSchema.parse(onDisk)).toEqual(await second.client.getSettings());
    await second.close();
  });

  it('move a file that is not JSON aside and use the defaults, with a notice', async () => {
    const dir = await tempDataDir();
    await writeFile(path.join(dir, 'settings.json'), '{ "theme": "dark", ');
    const backend = await openTestBackend(dir);
    expect((await backend.client.getSettings()).theme).toBe('system');
    const [notice] = await backend.client.notices();
    expect(notice?.message).toMatch(
      /The settings file could not be read .* moved aside to .*settings\.json\.corrupt-/,
    );
    expect(await readFile(notice?.file ?? '', 'utf8')).toBe('{ "theme": "dark", ');
    expect((await readdir(dir)).filter((n) => n.startsWith('settings.json'))).toHaveLength(2);
    await backend.close();
  });

  it('reset only the fields that are not valid, with a notice', async () => {
    const dir = await tempDataDir();
    await writeFile(
      path.join(dir, 'settings.json'),
      JSON.stringify({
        theme: 'purple',
        coach: false,
        coachGuard: 'never',
        coachGradeBy: 'luck',
        botSpeed: 'instant',
        lastSetup: { seats: [] },
        extra: 1,
      }),
    );
    const backend = await openTestBackend(dir);
    expect(await backend.client.getSettings()).toEqual({
      lastSetup: DEFAULT_SETUP,
      botSpeed: 'instant',
      theme: 'system',
      coach: false,
      coachGuard: 'blunder',
      coachGradeBy: 'points',
      customRules: [],
    });
    const [notice] = await backend.client.notices();
    expect(notice?.message).toBe(
      'Some settings were not valid and were reset to their defaults: lastSetup, theme, coachGuard, coachGradeBy. ' +
        `Unknown settings were dropped: "extra". The file as it was is kept at ${notice?.file}.`,
    );
    expect(notice?.file).toMatch(/settings\.json\.corrupt-/);
    await backend.close();
  });

  it('drop a rule set holding a "__proto__" key with a notice naming it, the file first copied aside', async () => {
    const dir = await tempDataDir();
    const file = path.join(dir, 'settings.json');
    const text = JSON.stringify({
      theme: 'dark',
      customRules: [BIG_BONUS, LEAN_YATZY, CLASSIC_EXTRA],
      lastSetup: { variant: 'classic', custom: CLASSIC_EXTRA, seats: [{ kind: 'human', name: 'Ann' }] },
    })
      // JSON.parse makes such a key an own key; zod's record would drop it and keep the rest without a word.
      .replace('"boxes":{"one-pair"', '"boxes":{"__proto__":"sum","one-pair"')
      .replace(/("lastSetup":\{.*?"boxes":\{)/, '$1"__proto__":"sum",');
    expect(text.match(/__proto__/g)).toHaveLength(2);
    await writeFile(file, text);
    const backend = await openTestBackend(dir);
    const settings = await backend.client.getSettings();
    expect(settings.customRules).toEqual([BIG_BONUS, CLASSIC_EXTRA]);
    expect(settings.lastSetup).toEqual(DEFAULT_SETUP);
    expect(settings.theme).toBe('dark');
    const [notice] = await backend.client.notices();
    expect(notice?.message).toBe(
      'Some settings were not valid and were reset to their defaults: lastSetup, customRules ' +
        '("Lean Yatzy" dropped: boxes.__proto__: this key is not allowed). ' +
        `The file as it was is kept at ${notice?.file}.`,
    );
    // Nothing lost: the copy is the file as it was, byte for byte; the file itself holds the salvage.
    expect(await readFile(notice?.file ?? '', 'utf8')).toBe(text);
    expect(await readFile(file, 'utf8')).not.toContain('__proto__');
    await backend.close();

    // Read again, the salvaged file is whole: no notice, no second copy.
    const again = await openTestBackend(dir);
    expect(await again.client.notices()).toEqual([]);
    expect((await readdir(dir)).filter((n) => n.startsWith('settings.json.corrupt-'))).toHaveLength(1);
    await again.close();
  });

  it('keep the player’s rule sets, refuse a bad one or a name used twice in words, lose none to a bad file', async () => {
    const dir = await tempDataDir();
    const first = await openTestBackend(dir);
    const saved = await first.client.setSettings({ customRules: [BIG_BONUS, LEAN_YATZY] });
    expect(saved.customRules).toEqual([BIG_BONUS, LEAN_YATZY]);
    await expect(
      first.client.setSettings({ customRules: [BIG_BONUS, { ...LEAN_YATZY, name: 'bonus 50 AT 70' }] }),
    ).rejects.toThrow(/"bonus 50 AT 70" is already the name of another rule set/);
    await expect(
      first.client.setSettings({ customRules: [{ ...BIG_BONUS, bonus: { threshold: 200, points: 50 } }] }),
    ).rejects.toThrow(/no sheet can reach 200 in the upper boxes/);
    expect((await first.client.getSettings()).customRules).toEqual([BIG_BONUS, LEAN_YATZY]);
    await first.close();

    // A file with one bad rule set among good ones: the good ones stay, the notice names the bad one.
    const file = path.join(dir, 'settings.json');
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const broken = { ...CLASSIC_EXTRA, yacht: -3 };
    await writeFile(file, JSON.stringify({ ...onDisk, customRules: [BIG_BONUS, broken, LEAN_YATZY] }));
    const second = await openTestBackend(dir);
    expect((await second.client.getSettings()).customRules).toEqual([BIG_BONUS, LEAN_YATZY]);
    const [notice] = await second.client.notices();
    expect(notice?.message).toContain('customRules ("Classic with extra yachts" dropped)');
    await second.close();
  });

  it('salvage whatever is there, field by field', () => {
    expect(salvageSettings(null).rejected).toEqual([]);
    expect(salvageSettings([1, 2]).settings.theme).toBe('system');
    expect(salvageSettings({ botSpeed: 'warp', coach: 'yes' }).rejected).toEqual(['botSpeed', 'coach']);
    // conf's own key stays (conf keeps it through every write); any other unknown one is named.
    expect(salvageSettings({ __internal__: { migrations: {} }, volume: 11 }).unknown).toEqual(['"volume"']);
  });
});
