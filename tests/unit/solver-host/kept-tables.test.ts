// Tables in memory: within a budget, least recently used first, never one in use; and the disk cache's bound.

import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRules } from '../../../src/shared/rules';
import { createLayout, type ValueTable } from '../../../src/shared/solver';
import { KeptTables, tableBytes } from '../../../src/main/solver/kept-tables';
import { fingerprintOfCacheFile, touchCacheFile, trimCache } from '../../../src/main/solver/cache-budget';
import { removeDir, tempDir } from './helpers';

const layout = createLayout(makeRules('classic'));
/** A stand-in table of `values` numbers. */
const table = (values: number): ValueTable => ({ layout, values: new Float64Array(values) });

describe('KeptTables', () => {
  it('keeps tables within its budget, the least recently used going first', () => {
    const one = tableBytes(table(100));
    const kept = new KeptTables(3 * one);
    kept.set('a', table(100));
    kept.set('b', table(100));
    kept.set('c', table(100));
    // Reading a makes b the least recently used.
    expect(kept.get('a')).toBeDefined();
    kept.set('d', table(100));
    expect(kept.get('b')).toBeUndefined();
    expect(kept.fingerprints().sort()).toEqual(['a', 'c', 'd']);
    expect(kept.bytes()).toEqual({ idle: 3 * one, held: 0 });
  });

  it('never lets a table in use go, counts it apart, and puts it back among the others when released', () => {
    const one = tableBytes(table(100));
    const kept = new KeptTables(2 * one);
    // Held before it exists: the table is kept once it comes.
    const release = kept.hold('game');
    kept.set('game', table(100));
    for (const name of ['x', 'y', 'z']) kept.set(name, table(100));
    expect(kept.get('game')).toBeDefined();
    expect(kept.isHeld('game')).toBe(true);
    expect(kept.bytes()).toEqual({ idle: 2 * one, held: one });
    // A second holder: released once, still held.
    const second = kept.hold('game');
    release();
    release();
    expect(kept.isHeld('game')).toBe(true);
    second();
    expect(kept.isHeld('game')).toBe(false);
    // Back among the others, most recently used: x (the oldest) went.
    expect(kept.get('game')).toBeDefined();
    expect(kept.get('x')).toBeUndefined();
    expect(kept.bytes().idle).toBe(2 * one);
  });
});

describe('trimCache', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map(removeDir));
  });

  async function cacheWith(
    files: readonly (readonly [string, number, number])[],
  ): Promise<{ dataDir: string; solver: string }> {
    const dataDir = await tempDir();
    dirs.push(dataDir);
    const solver = path.join(dataDir, 'solver');
    await mkdir(solver);
    for (const [name, bytes, age] of files) {
      const file = path.join(solver, name);
      await writeFile(file, Buffer.alloc(bytes));
      const when = new Date(Date.now() - age * 1000);
      await utimes(file, when, when);
    }
    return { dataDir, solver };
  }

  it('names the rule set of each cache file', () => {
    expect(fingerprintOfCacheFile('r-ab12.bin')).toBe('r-ab12');
    expect(fingerprintOfCacheFile('r-ab12.bonus-chance.bin')).toBe('r-ab12');
    expect(fingerprintOfCacheFile('r-ab12.distribution.bin')).toBe('r-ab12');
    expect(fingerprintOfCacheFile('.r-ab12.bin.123.abcdef01.tmp')).toBeNull();
    expect(fingerprintOfCacheFile('notes.txt')).toBeNull();
  });

  it('removes the least recently used rule sets, all their files, down to the budget', async () => {
    const { dataDir, solver } = await cacheWith([
      ['old.bin', 1000, 300],
      ['old.bonus-chance.bin', 1000, 10],
      ['middle.bin', 1000, 200],
      ['new.bin', 1000, 100],
      ['new.distribution.bin', 500, 100],
      ['.new.bin.1.abcdef01.tmp', 5000, 100],
      ['other.txt', 5000, 400],
    ]);
    // "old" was last used 10 s ago (its bonus chance): "middle" is the least recently used.
    const result = await trimCache(dataDir, 3500, () => false);
    expect(result.removed).toEqual(['middle']);
    expect(result.bytes).toBe(3500);
    const left = (await readdir(solver)).sort();
    expect(left).toEqual(
      [
        '.new.bin.1.abcdef01.tmp',
        'new.bin',
        'new.distribution.bin',
        'old.bin',
        'old.bonus-chance.bin',
        'other.txt',
      ].sort(),
    );
    const second = await trimCache(dataDir, 2000, () => false);
    expect(second.removed).toEqual(['new']);
    expect(second.bytes).toBe(2000);
  });

  it('never removes a rule set in use, even over budget', async () => {
    const { dataDir, solver } = await cacheWith([
      ['a.bin', 1000, 300],
      ['b.bin', 1000, 200],
    ]);
    const result = await trimCache(dataDir, 0, (fingerprint) => fingerprint === 'a');
    expect(result.removed).toEqual(['b']);
    expect(await readdir(solver)).toEqual(['a.bin']);
  });

  it('a touched file counts as used now', async () => {
    const { dataDir, solver } = await cacheWith([
      ['a.bin', 1000, 300],
      ['b.bin', 1000, 200],
    ]);
    const before = (await stat(path.join(solver, 'a.bin'))).mtimeMs;
    await touchCacheFile(path.join(solver, 'a.bin'));
    expect((await stat(path.join(solver, 'a.bin'))).mtimeMs).toBeGreaterThan(before);
    expect((await trimCache(dataDir, 1000, () => false)).removed).toEqual(['b']);
    // A file gone is no matter; a missing cache folder neither.
    await touchCacheFile(path.join(solver, 'gone.bin'));
    expect(await trimCache(path.join(dataDir, 'nowhere'), 0, () => false)).toEqual({ bytes: 0, removed: [] });
  });
});
