// A table's bonus chance (for the coach's facts): from the disk cache beside the table, else computed on the
// solve workers a layer at a time, each layer queued on its own at 'bonus' priority so that a solve asked for
// meanwhile waits one layer at most; then cached.

import { SolveCancelled } from '../../shared/solver';
import type { CachedValues } from './cached-values';
import { controlArray, runLayer } from './layers';
import { bonusChanceKey } from './table-cache';
import type { WorkQueue } from './work-queue';
import type { WorkerPool } from './worker-pool';
import { CONTROL_FENCE, type SharedTableRef } from './worker-protocol';

export interface BonusChanceSetup {
  readonly pool: WorkerPool;
  readonly queue: WorkQueue;
  readonly cache: CachedValues;
  readonly dataDir: string | undefined;
}

/** Fills `chance` (the table's indexing) with the table's bonus chance. */
export async function makeBonusChance(
  setup: BonusChanceSetup,
  table: SharedTableRef,
  chance: SharedArrayBuffer,
): Promise<void> {
  const into = new Float64Array(chance);
  const { values, cached } = await setup.cache.readOrMake(
    setup.dataDir,
    { fingerprint: bonusChanceKey(table.fingerprint), size: () => into.length },
    { name: 'bonus chance', redo: 'computing it again' },
    async () => {
      await computeBonusChance(setup, table, chance);
      return into;
    },
  );
  if (cached) into.set(values);
}

async function computeBonusChance(
  { pool, queue }: BonusChanceSetup,
  table: SharedTableRef,
  chance: SharedArrayBuffer,
): Promise<void> {
  const control = controlArray();
  const { rules, fingerprint, values } = table;
  // Layer k holds the sheets with k boxes filled (the layout's boxCount is the rules' box count).
  for (let k = rules.boxes.length - 1; k >= 0; k--) {
    await queue.enqueue('bonus', async () => {
      if (pool.closed) throw new SolveCancelled();
      // Each layer's kernel scratch stays with the workers until they end (about a table's bytes in all).
      pool.holdsGarbage(values.byteLength / rules.boxes.length);
      await runLayer({
        clients: pool.all(),
        control,
        call: (chunks) => ({
          type: 'bonus-layer',
          rules,
          fingerprint,
          values,
          chance,
          control,
          layer: k,
          chunks,
        }),
        cancelled: () => pool.closed,
      });
    }).promise;
  }
  Atomics.load(new Int32Array(control), CONTROL_FENCE);
}
