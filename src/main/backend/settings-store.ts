// The settings: one JSON file (<dataDir>/settings.json) behind conf (browser mode) or electron-store (Electron,
// which is conf underneath), read and written through the contract's zod schema. A file that is not JSON is
// moved aside and the defaults used; a field that fails its schema (or holds a "__proto__" key) takes its
// default, a bad rule set is dropped and an unknown field too, the others are kept: the file as it was is first
// copied aside. Either way the player gets a notice. Kept in memory after the first read: this process is the
// only writer.

import { MAX_CUSTOM_RULES, type CustomRules } from '../../shared/rules';
import { customRulesSchema } from '../../shared/rules/custom-schema';
import { nameOnOneLine } from '../../shared/names';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Conf from 'conf';
import { settingsSchema, type Settings, type SettingsPatch } from '../../shared/api/contract';
import { notSavedError } from '../../shared/api/errors';
import { forbiddenKeyPath } from '../../shared/json/untrusted';
import { copyAside, moveAside } from '../storage/atomic-file';
import type { Notify } from './notices';
import { renameBuiltInRuleSets } from './settings-rule-names';

/** What conf and electron-store both are: a JSON file behind a `store` property. */
export interface StoreFile {
  readonly path: string;
  store: Record<string, unknown>;
}

/** Opens the store file (conf or electron-store) for a data directory. */
export type OpenStoreFile = (dataDir: string) => StoreFile;

export const SETTINGS_NAME = 'settings';

/** Browser mode: conf, at <dataDir>/settings.json. */
export const openConfFile: OpenStoreFile = (dataDir) =>
  new Conf<Record<string, unknown>>({ cwd: dataDir, configName: SETTINGS_NAME, projectName: 'yacht' });

export function settingsFile(dataDir: string): string {
  return path.join(dataDir, `${SETTINGS_NAME}.json`);
}

export interface SettingsStoreOptions {
  readonly dataDir: string;
  readonly open: OpenStoreFile;
  readonly clock: () => Date;
  readonly notify: Notify;
}

export class SettingsStore {
  private file: StoreFile | null = null;
  private settings: Settings | null = null;

  private constructor(private readonly options: SettingsStoreOptions) {}

  /** Opens (and if need be repairs) the settings file. */
  static async open(options: SettingsStoreOptions): Promise<SettingsStore> {
    const store = new SettingsStore(options);
    await store.load();
    return store;
  }

  get(): Settings {
    if (this.settings === null) throw new Error('the settings are not loaded');
    return this.settings;
  }

  /** Replaces the fields given (each checked by the schema) and writes the file. */
  update(patch: SettingsPatch): Settings {
    const next = settingsSchema.parse({ ...this.get(), ...stripUndefined(patch) });
    this.write(next);
    this.settings = next;
    return next;
  }

  private async load(): Promise<void> {
    const { dataDir, open } = this.options;
    const file = settingsFile(dataDir);
    // conf reads JSON that is not an object (null, [], 42) as no settings at all, without a word.
    const notObject = await notAnObject(file);
    if (notObject !== null) await this.setAside(file, notObject);
    let raw: Record<string, unknown>;
    try {
      this.file = open(dataDir);
      raw = this.file.store;
    } catch (error) {
      // conf throws on a file that is not JSON: keep it aside and start again from the defaults.
      if (!existsSync(file)) throw error;
      await this.setAside(file, (error as Error).message);
      this.file = open(dataDir);
      raw = this.file.store;
    }
    const { record, said: renamed } = renameBuiltInRuleSets(raw);
    const { settings, rejected, unknown } = salvageSettings(record);
    this.settings = settings;
    for (const message of renamed) this.options.notify({ level: 'info', message });
    if (rejected.length > 0 || unknown.length > 0) {
      // Nothing lost: the file as it was is kept before the salvaged settings are written over it.
      const copy = await copyAside(file, this.options.clock());
      const parts = [
        ...(rejected.length > 0
          ? [`Some settings were not valid and were reset to their defaults: ${rejected.join(', ')}.`]
          : []),
        ...(unknown.length > 0 ? [`Unknown settings were dropped: ${unknown.join(', ')}.`] : []),
        `The file as it was is kept at ${copy}.`,
      ];
      this.options.notify({ level: 'warning', message: parts.join(' '), file: copy });
    }
    if (
      record !== raw ||
      rejected.length > 0 ||
      unknown.length > 0 ||
      Object.keys(settings).some((k) => !(k in raw))
    ) {
      this.write(settings);
    }
  }

  private async setAside(file: string, reason: string): Promise<void> {
    const moved = await moveAside(file, this.options.clock());
    this.options.notify({
      level: 'warning',
      message: `The settings file could not be read (${reason}); it was moved aside to ${moved} and the defaults are used.`,
      file: moved,
    });
  }

  private write(settings: Settings): void {
    if (this.file === null) throw new Error('the settings are not loaded');
    try {
      this.file.store = { ...settings };
    } catch (error) {
      // conf writes at once (atomically): a full disk leaves the file, and the settings kept here, as they were.
      throw notSavedError(error, 'the settings') ?? error;
    }
  }
}

/** conf's own key (its migrations' record): it keeps it through every write, so it is not ours to drop. */
const CONF_INTERNAL_KEY = '__internal__';

export interface SalvagedSettings {
  readonly settings: Settings;
  /** Fields reset to their defaults (customRules: the rule sets dropped, named). */
  readonly rejected: string[];
  /** Fields the settings do not have. */
  readonly unknown: string[];
}

/**
 * Settings from whatever the file held: each field checked on its own, a bad one replaced by its default. A
 * "__proto__" key anywhere in a field makes it bad: zod would drop the key and keep the rest without a word.
 */
export function salvageSettings(raw: unknown): SalvagedSettings {
  const record =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const shape = settingsSchema.shape;
  const rejected: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const value = record[key];
    const parsed = forbiddenKeyPath(value) === null ? shape[key].safeParse(value) : null;
    if (parsed?.success) fields[key] = parsed.data;
    else if (key === 'customRules' && Array.isArray(value)) {
      // One bad rule set must not take the player's others with it: keep every good one.
      const { kept, dropped } = salvageCustomRules(value as unknown[]);
      fields[key] = kept;
      rejected.push(`customRules (${dropped.join(', ')})`);
    } else rejected.push(key);
  }
  const unknown = Object.keys(record)
    .filter((key) => !Object.hasOwn(shape, key) && key !== CONF_INTERNAL_KEY)
    .map((key) => JSON.stringify(key));
  return { settings: settingsSchema.parse(fields), rejected, unknown };
}

/** The custom rule sets of a list that fails as a whole: each good one (first of a name), and the others named. */
function salvageCustomRules(list: readonly unknown[]): { kept: CustomRules[]; dropped: string[] } {
  const kept: CustomRules[] = [];
  const dropped: string[] = [];
  list.forEach((item, i) => {
    const hostile = forbiddenKeyPath(item);
    const parsed = hostile === null ? customRulesSchema.safeParse(item) : null;
    const name = (item as { name?: unknown } | null)?.name;
    const label = typeof name === 'string' ? JSON.stringify(nameOnOneLine(name)) : `number ${i + 1}`;
    const taken =
      parsed?.success === true && kept.some((k) => k.name.toLowerCase() === parsed.data.name.toLowerCase());
    if (parsed?.success && !taken && kept.length < MAX_CUSTOM_RULES) kept.push(parsed.data);
    else if (hostile !== null) dropped.push(`${label} dropped: ${hostile}: this key is not allowed`);
    else dropped.push(`${label} dropped`);
  });
  return { kept, dropped };
}

/** What a settings file holds instead of an object (e.g. "it holds an array"), or null (an object, or no file). */
async function notAnObject(file: string): Promise<string | null> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null; // missing, or not JSON: conf says which
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return null;
  const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
  return `it holds ${what}, not an object of settings`;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
