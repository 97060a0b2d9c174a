// The score distribution on the solver host: computed on the solve workers as in process (on any number of
// them), cached on disk beside the table (read back without a worker), and a damaged, truncated or foreign
// file reported and made again.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRules, rulesFingerprint } from '../../../src/shared/rules';
import { encodeDistribution, highestScore, scoreDistribution } from '../../../src/shared/solver';
import { distributionKey, tableCacheDir } from '../../../src/main/solver/table-cache';
import { testHosts } from './helpers';
import { solvedTable } from '../../support/solved-tables';

const classic = makeRules('classic');

const { host, dataDir } = testHosts();

const bits = (x: Float64Array): Buffer => Buffer.from(x.buffer, x.byteOffset, x.byteLength);

describe('the solver host’s score distributions', () => {
  it('computes on a worker what the shared code computes, caches it, and makes a bad file again', async () => {
    const dir = await dataDir();
    const expected = encodeDistribution(scoreDistribution(solvedTable(classic)));
    const first = await host({ dataDir: dir }).distribution(classic);
    expect(first.cached).toBe(false);
    expect(bits(encodeDistribution(first.distribution)).equals(bits(expected))).toBe(true);

    // Read back by a host that has no worker to compute with: from the file, the same bits.
    const reader = host({ dataDir: dir, workerPath: path.join(dir, 'no-such-worker.js') });
    const read = await reader.distribution(classic);
    expect(read.cached).toBe(true);
    expect(bits(encodeDistribution(read.distribution)).equals(bits(expected))).toBe(true);

    const file = path.join(tableCacheDir(dir), `${distributionKey(rulesFingerprint(classic))}.bin`);
    const written = await readFile(file);
    const damages: [string, Buffer, RegExp][] = [
      ['a flipped byte', flip(written), /payload checksum mismatch/],
      ['a cut-off file', written.subarray(0, written.length - 8), /truncated/],
      ['another file', Buffer.from('not a cache file at all'), /.+/],
    ];
    for (const [what, damaged, problem] of damages) {
      await writeFile(file, damaged);
      const warnings: string[] = [];
      const again = await host({ dataDir: dir, onCacheWarning: (m) => warnings.push(m) }).distribution(
        classic,
      );
      expect(again.cached, what).toBe(false);
      expect(bits(encodeDistribution(again.distribution)).equals(bits(expected)), what).toBe(true);
      expect(warnings, what).toEqual([expect.stringMatching(/ignoring the cached distribution/)]);
      expect(warnings[0], what).toMatch(problem);
      expect(Buffer.compare(await readFile(file), written), what).toBe(0);
    }
  }, 180_000);
});

describe('the score distribution shared by the solve workers', () => {
  it("is the same, bit for bit, on one, two or three workers (each layer's moves taken in state order)", async () => {
    const expected = bits(encodeDistribution(scoreDistribution(solvedTable(classic))));
    for (const workers of [1, 2, 3]) {
      const made = await host({ workers }).distribution(classic);
      expect(made.cached).toBe(false);
      expect(bits(encodeDistribution(made.distribution)).equals(expected), `${workers} workers`).toBe(true);
    }
  }, 180_000);
});

describe('Generala’s score distribution (a servida, Doble Generala, a fixed Generala servida)', () => {
  it('is worked out on two workers as the shared code does, bit for bit, its top score the rules’ highest', async () => {
    for (const rules of [makeRules('generala'), makeRules('generala', { servidaGenerala: 100 })]) {
      const shared = scoreDistribution(solvedTable(rules));
      const made = await host({ workers: 2 }).distribution(rules);
      expect(bits(encodeDistribution(made.distribution)).equals(bits(encodeDistribution(shared)))).toBe(true);
      // Every box at its most: the upper boxes' 105, 25 + 35 + 45 servida, the Generala and Doble's 100.
      const top = 105 + 25 + 35 + 45 + (rules.instantWin ? 50 : 100) + 100;
      expect(highestScore(rules)).toBe(top);
      expect(shared.min + shared.probability.length - 1).toBeLessThanOrEqual(top);
    }
  }, 180_000);
});

function flip(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  out[out.length - 1] = out[out.length - 1]! ^ 0xff;
  return out;
}
