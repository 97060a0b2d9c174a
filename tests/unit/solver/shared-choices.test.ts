// Keep choices shared by a simulation's threads: what one thread keeps the others read, a store holds no more
// than its capacity and displaces as KeptByState does, and threads reading and writing the same slots at once
// never read a choice of another state.

import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptByState, SHARED_CHOICES, SharedKeepChoices } from '../../../src/shared/solver';
import { sharedChoicesFor } from '../../../src/main/sim/pool';
import { CHOICES_PER_STATE, expectedChoice } from '../../support/shared-choices-content';

function choicesOf(key: number): Uint16Array {
  return Uint16Array.from({ length: CHOICES_PER_STATE }, (_, i) => expectedChoice(key, i));
}

describe('SharedKeepChoices', () => {
  it('keeps a state’s choices for every view of its memory', () => {
    const store = new SharedKeepChoices(64);
    expect(store.choice(5, 0)).toBe(-1);
    store.put(5, choicesOf(5));
    const other = new SharedKeepChoices(store.buffer);
    expect(other.capacity).toBe(64);
    for (const index of [0, 1, 251, 252, CHOICES_PER_STATE - 1]) {
      expect(other.choice(5, index)).toBe(expectedChoice(5, index));
    }
    expect(other.choice(6, 0)).toBe(-1);
    // Kept once: a second put of the same state (another thread's, made meanwhile) changes nothing.
    other.put(5, choicesOf(9));
    expect(store.choice(5, 3)).toBe(expectedChoice(5, 3));
  });

  it('holds at most its capacity and displaces the entries KeptByState would', () => {
    const store = new SharedKeepChoices(16);
    const local = new KeptByState<number>(16);
    const random = (n: number): number => (Math.imul(n, 2654435761) >>> 7) % 40;
    for (let i = 0; i < 2000; i++) {
      const key = random(i);
      const kept = store.choice(key, 7);
      const localKept = local.get(key);
      expect(kept >= 0).toBe(localKept !== undefined);
      if (kept >= 0) expect(kept).toBe(expectedChoice(key, 7));
      else {
        store.put(key, choicesOf(key));
        local.put(key, () => key);
      }
    }
    let kept = 0;
    for (let key = 0; key < 40; key++) if (store.choice(key, 0) >= 0) kept++;
    expect(kept).toBeLessThanOrEqual(16);
  });

  it('a simulation’s store is sized by its games: small runs take a few MB, long ones at most SHARED_CHOICES', () => {
    expect(sharedChoicesFor(1)).toBe(4096);
    expect(sharedChoicesFor(1000)).toBe(4096);
    expect(sharedChoicesFor(5000)).toBe(32768);
    expect(sharedChoicesFor(20_000)).toBe(SHARED_CHOICES);
    expect(sharedChoicesFor(1_000_000)).toBe(SHARED_CHOICES);
    for (const games of [1, 999, 1025, 7777, 20_000]) {
      const capacity = sharedChoicesFor(games);
      expect(capacity).toBeGreaterThanOrEqual(Math.min(SHARED_CHOICES, games * 4));
      expect(new SharedKeepChoices(capacity).capacity).toBe(capacity);
    }
  });

  it('refuses a capacity that is not a power of two and memory of another size', () => {
    expect(() => new SharedKeepChoices(12)).toThrow(/power of two/);
    expect(() => new SharedKeepChoices(new SharedArrayBuffer(1000))).toThrow(/not a store of keep choices/);
  });

  describe('two threads at once', () => {
    let dir = '';
    let script = '';
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'yacht-shared-choices-'));
      script = path.join(dir, 'worker.mjs');
      await build({
        entryPoints: [path.join(__dirname, '../../support/shared-choices-worker.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: script,
        logLevel: 'silent',
      });
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('never read a choice of another state, with states displacing each other all the time', async () => {
      // 48 states in 16 slots: most reads meet a slot another thread is writing or has just taken over.
      const store = new SharedKeepChoices(16);
      const run = (seed: number): Promise<{ wrong: number; hits: number; puts: number }> =>
        new Promise((resolve, reject) => {
          const worker = new Worker(script, {
            workerData: { buffer: store.buffer, ops: 200_000, keys: 48, seed },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        });
      const results = await Promise.all([run(1), run(2)]);
      for (const r of results) {
        expect(r.wrong).toBe(0);
        expect(r.hits).toBeGreaterThan(1000);
        expect(r.puts).toBeGreaterThan(1000);
      }
    }, 60_000);
  });
});
