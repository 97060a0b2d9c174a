// A started online table's file: read back as written, and a file holding a "__proto__" key (which zod would
// drop without a word from a custom rule set's boxes) moved aside with a warning saying where it stood.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TableFiles, type SavedTable } from '../../../src/main/online/table-file';
import { BIG_BONUS } from '../../support/custom-rules';
import { tempDataDir } from '../backend/helpers';

const TABLE: SavedTable = {
  version: 1,
  tableId: '0123456789abcdef',
  code: 'ABC234',
  rules: { variant: 'standard', options: { secondYacht: true, joker: 'forced' }, custom: BIG_BONUS },
  seats: [
    { kind: 'host', name: 'Ann', level: null, tokenHash: null },
    { kind: 'remote', name: 'Bo', level: null, tokenHash: 'a'.repeat(64) },
  ],
  coachAllowed: false,
  awayBot: null,
  realDice: null,
  listen: { kind: 'this-computer' },
  port: 0,
  gameId: 'g-table-1',
};

async function tableFiles(): Promise<{ files: TableFiles; warnings: string[] }> {
  const warnings: string[] = [];
  const files = new TableFiles(
    await tempDataDir(),
    (message) => warnings.push(message),
    () => new Date(0),
  );
  return { files, warnings };
}

describe('online table files', () => {
  it('read back what was saved', async () => {
    const { files, warnings } = await tableFiles();
    await files.save(TABLE);
    expect(await files.loadAll()).toEqual([TABLE]);
    expect(warnings).toEqual([]);
  });

  it('read back a real-dice table, and a file from before real dice as one whose app rolls', async () => {
    const { files, warnings } = await tableFiles();
    const real: SavedTable = { ...TABLE, realDice: { mode: 'coached', playersType: false } };
    await files.save(real);
    expect(await files.loadAll()).toEqual([real]);
    const file = path.join(files.dir, `${TABLE.tableId}.json`);
    const { realDice: _, ...old } = JSON.parse(await readFile(file, 'utf8')) as SavedTable;
    await writeFile(file, JSON.stringify(old));
    expect(await files.loadAll()).toEqual([TABLE]);
    expect(warnings).toEqual([]);
  });

  it('move a file with a "__proto__" key aside, saying where it stood', async () => {
    const { files, warnings } = await tableFiles();
    await files.save(TABLE);
    const file = path.join(files.dir, `${TABLE.tableId}.json`);
    const text = (await readFile(file, 'utf8')).replace('"boxes": {', '"boxes": {\n"__proto__": "sum",');
    expect(text).toContain('__proto__');
    await writeFile(file, text);
    expect(await files.loadAll()).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('(rules.custom.boxes.__proto__: this key is not allowed)');
    const [moved] = await readdir(files.dir);
    expect(moved).toMatch(/^0123456789abcdef\.json\.corrupt-/);
    expect(await readFile(path.join(files.dir, moved!), 'utf8')).toBe(text);
  });
});
