import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRules, rulesFingerprint } from '../../../src/shared/rules';
import { createLayout, expectedScore } from '../../../src/shared/solver';
import { SolverHost } from '../../../src/main/solver/host';
import {
  CACHE_MAGIC,
  decodeTable,
  encodeTable,
  readCachedTable,
  tableCachePath,
  writeCachedTable,
} from '../../../src/main/solver/table-cache';
import { ensureBuilt, BUNDLES } from '../../support/build';
import { removeDir, tempDir } from './helpers';
import { solvedTable } from '../../support/solved-tables';

const rules = makeRules('classic');
const fingerprint = rulesFingerprint(rules);
const reference = solvedTable(rules).values;
const size = createLayout(rules).size;
const identity = { fingerprint, size };

const dirs: string[] = [];
const hosts: SolverHost[] = [];

async function dataDir(): Promise<string> {
  const dir = await tempDir();
  dirs.push(dir);
  return dir;
}

function host(dir: string, warnings: string[] = []): SolverHost {
  const h = new SolverHost({
    dataDir: dir,
    workerPath: BUNDLES.solverWorker,
    analysisWorkerPath: BUNDLES.analysisWorker,
    onCacheWarning: (m) => warnings.push(m),
  });
  hosts.push(h);
  return h;
}

function sameBits(a: Float64Array, b: Float64Array): boolean {
  return Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(b.buffer)) === 0;
}

beforeAll(async () => {
  await ensureBuilt();
});

afterAll(async () => {
  await Promise.all(hosts.map((h) => h.dispose()));
  await Promise.all(dirs.map(removeDir));
});

describe('table file format', () => {
  it('round-trips a table exactly, with a small aligned header', () => {
    const bytes = encodeTable(fingerprint, reference);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe(CACHE_MAGIC);
    const header = bytes.length - reference.length * 8;
    expect(header % 8).toBe(0);
    expect(header).toBeLessThanOrEqual(128);
    const decoded = decodeTable(bytes, identity);
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(sameBits(decoded.values, reference)).toBe(true);
  });

  it('keeps the biggest table (yatzy, 958464 values) under 8 MB', () => {
    const yatzy = createLayout(makeRules('yatzy')).size;
    expect(encodeTable('yatzy-0123456789abcdef', new Float64Array(yatzy)).length).toBeLessThanOrEqual(
      8_000_000,
    );
  });

  const good = (): Buffer => encodeTable(fingerprint, reference);
  const corruptions: [string, () => Uint8Array, RegExp][] = [
    ['an empty file', () => new Uint8Array(0), /empty/],
    ['a truncated header', () => good().subarray(0, 20), /truncated/],
    ['a truncated payload', () => good().subarray(0, good().length - 9), /truncated/],
    ['trailing bytes', () => Buffer.concat([good(), Buffer.alloc(8)]), /unexpected bytes/],
    [
      'a flipped payload byte',
      () => {
        const b = good();
        b[b.length - 100]! ^= 0x10;
        return b;
      },
      /payload checksum/,
    ],
    [
      'a flipped header byte',
      () => {
        const b = good();
        b[33]! ^= 0x01; // inside the fingerprint
        return b;
      },
      /header checksum/,
    ],
    [
      'wrong magic bytes',
      () => {
        const b = good();
        b.write('NOTYACHT', 0, 'latin1');
        return b;
      },
      /magic/,
    ],
    [
      'another format version',
      () => {
        const b = good();
        b.writeUInt32LE(99, 8);
        return b;
      },
      /format version 99/,
    ],
    ['another fingerprint', () => encodeTable('classic-0000000000000000', reference), /other rules/],
    ['another length', () => encodeTable(fingerprint, reference.subarray(0, size - 1)), /4095 values/],
  ];

  it.each(corruptions)('rejects %s', (_name, bytes, problem) => {
    const decoded = decodeTable(bytes(), identity);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.problem).toMatch(problem);
  });

  describe('on disk, through the host: a bad file is ignored, recomputed and replaced', () => {
    let dir: string;
    const warnings: string[] = [];
    let h: SolverHost;
    beforeAll(async () => {
      dir = await dataDir();
      h = host(dir, warnings);
    });

    it.each(corruptions)('%s', async (_name, bytes, problem) => {
      const file = tableCachePath(dir, fingerprint);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes());
      warnings.length = 0;
      h.evict();
      const { table, cached } = await h.getTable(rules);
      expect(cached).toBe(false);
      expect(sameBits(table.values, reference)).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(problem);
      const reread = await readCachedTable(dir, identity);
      expect(reread.status).toBe('hit');
      // And the replacement is trusted afterwards.
      h.evict(rules);
      const next = await h.getTable(rules);
      expect(next.cached).toBe(true);
      expect(warnings).toHaveLength(1);
    });
  });
});

describe('disk cache', () => {
  it('a solved table is written once and loaded by the next host, bit for bit', async () => {
    const dir = await dataDir();
    expect((await readCachedTable(dir, identity)).status).toBe('missing');
    const first = await host(dir).getTable(rules);
    expect(first.cached).toBe(false);
    const file = tableCachePath(dir, fingerprint);
    expect((await stat(file)).size).toBe(encodeTable(fingerprint, reference).length);
    const second = await host(dir).getTable(rules);
    expect(second.cached).toBe(true);
    expect(sameBits(second.table.values, reference)).toBe(true);
    expect(expectedScore(second.table)).toBe(expectedScore(first.table));
    expect(await readdir(path.dirname(file))).toEqual([path.basename(file)]);
  });

  it('--no-cache neither reads nor writes the file', async () => {
    const dir = await dataDir();
    const { cached } = await host(dir).getTable(rules, { noCache: true });
    expect(cached).toBe(false);
    expect((await readCachedTable(dir, identity)).status).toBe('missing');
  });

  it('an unwritable data directory is a warning, not a failure', async () => {
    const dir = await dataDir();
    const blocker = path.join(dir, 'file');
    await writeFile(blocker, 'not a directory');
    const warnings: string[] = [];
    const { table } = await host(path.join(blocker, 'data'), warnings).getTable(rules);
    expect(sameBits(table.values, reference)).toBe(true);
    expect(warnings.join('\n')).toMatch(/could not cache/);
  });

  it('writes atomically: replaces the old file, leaves no temporary file, clears stale ones', async () => {
    const dir = await dataDir();
    const file = tableCachePath(dir, fingerprint);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'old');
    const stale = path.join(path.dirname(file), `.${path.basename(file)}.1.deadbeef.tmp`);
    await writeFile(stale, 'left by a crash');
    const old = new Date(Date.now() - 3_600_000);
    await utimes(stale, old, old);
    await writeCachedTable(dir, fingerprint, reference);
    expect(await readdir(path.dirname(file))).toEqual([path.basename(file)]);
    expect(Buffer.compare(await readFile(file), encodeTable(fingerprint, reference))).toBe(0);
  });

  it('refuses a fingerprint that is not a plain file name', () => {
    expect(() => tableCachePath('/tmp', '../escape')).toThrow();
    expect(() => tableCachePath('/tmp', '.hidden')).toThrow();
  });
});
