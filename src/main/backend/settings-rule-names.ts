// Rule sets of one's own saved under a built-in rule set's name ("Standard", before such names were refused)
// are renamed as the settings load: "My Standard" (or "My Standard 2" if that is taken), and the last setup
// that named one follows it. Renamed rather than dropped, so nothing is lost; renamed rather than kept, or the
// table, charts and menus show two "Standard" rows. Games played by it keep its old name in their logs.

import { freeRuleName, isBuiltInRuleName } from '../../shared/rules';

export interface RuleSetRenames {
  /** The settings as read, with the names changed (the same object when none was). */
  readonly record: Readonly<Record<string, unknown>>;
  /** Each change in words, for the player's notice. */
  readonly said: readonly string[];
}

function nameOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const name = (value as { name?: unknown }).name;
  return typeof name === 'string' ? name : null;
}

/** The settings with every rule set named like a built-in one renamed (the rest of the record as it was). */
export function renameBuiltInRuleSets(record: Readonly<Record<string, unknown>>): RuleSetRenames {
  const list = Array.isArray(record['customRules']) ? (record['customRules'] as unknown[]) : [];
  const taken = list.map(nameOf).filter((n) => n !== null);
  const renamed = new Map<string, string>();
  const rename = (name: string): string => {
    const to = freeRuleName(taken, `My ${name.trim()}`);
    taken.push(to);
    if (!renamed.has(name)) renamed.set(name, to);
    return to;
  };
  const said: string[] = [];
  const customRules = list.map((item) => {
    const name = nameOf(item);
    if (name === null || !isBuiltInRuleName(name)) return item;
    const to = rename(name);
    said.push(
      `Your rule set ${JSON.stringify(name.trim())} is now called ${JSON.stringify(to)}: a built-in rule set has that name.`,
    );
    return { ...(item as object), name: to };
  });
  // The last setup holds a copy of its rule set: it follows the rename (or is renamed alike if it is not kept).
  const setup = record['lastSetup'];
  const setupCustom =
    typeof setup === 'object' && setup !== null ? (setup as { custom?: unknown }).custom : null;
  const setupName = nameOf(setupCustom);
  const setupRenamed = setupName !== null && isBuiltInRuleName(setupName);
  if (said.length === 0 && !setupRenamed) return { record, said };
  return {
    record: {
      ...record,
      ...(said.length > 0 ? { customRules } : {}),
      ...(setupRenamed
        ? {
            lastSetup: {
              ...(setup as object),
              custom: { ...(setupCustom as object), name: renamed.get(setupName) ?? rename(setupName) },
            },
          }
        : {}),
    },
    said,
  };
}
