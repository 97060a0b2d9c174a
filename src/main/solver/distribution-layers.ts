// A rule set's exact score distribution under perfect play: from the disk cache beside the table, else computed
// on the solve workers once the table is there (worker-distribution.ts): each layer's moves shared out by
// chunks, then carried by the first worker while every worker goes on with the next layer's moves. Progress:
// the table's solve, then the distribution, each half of 0..1.

import { MessageChannel } from 'node:worker_threads';
import type { RuleSet } from '../../shared/rules';
import {
  decodeDistribution,
  encodedSize,
  layerWork,
  SolveCancelled,
  startState,
  type ScoreDistribution,
  type ValueTable,
} from '../../shared/solver';
import type { CachedValues } from './cached-values';
import type { Made } from './kept-jobs';
import { controlArray, runLayer } from './layers';
import type { SharedTables } from './shared-tables';
import type { JobContext, JobRequest } from './shared-jobs';
import { distributionKey } from './table-cache';
import type { WorkerPool } from './worker-pool';

export interface DistributionSetup {
  readonly pool: WorkerPool;
  readonly cache: CachedValues;
  readonly shared: SharedTables;
  readonly dataDir: string | undefined;
  /** The rules' table (memory, disk cache or a solve) and whether it was cached. */
  readonly table: (rules: RuleSet, request: JobRequest) => Promise<Made<ValueTable>>;
}

/** Tells a distribution's calls apart on the first worker, which keeps its work between them. */
let nextJob = 1;

export async function makeDistribution(
  setup: DistributionSetup,
  rules: RuleSet,
  fingerprint: string,
  job: JobContext,
): Promise<Made<ScoreDistribution>> {
  const { cache, dataDir } = setup;
  // A cached distribution needs no table: read it first (a fraction of the table's bytes).
  const identity = { fingerprint: distributionKey(fingerprint), size: () => encodedSize(rules) };
  const read = await cache.read(dataDir, identity);
  if (read) return { value: decodeDistribution(rules, read), cached: true };
  const { value: table, cached: tableCached } = await setup.table(rules, {
    signal: job.signal,
    priority: job.priority(),
    onProgress: (f) => job.emit(f / 2),
  });
  const { values, cached } = await cache.readOrMake(
    dataDir,
    identity,
    { name: 'distribution', redo: 'computing it again' },
    () =>
      // A table solved for it took the distribution in: its second step is not refused, nor put behind.
      job.queued(async () => {
        if (job.signal.aborted) throw new SolveCancelled();
        try {
          return await spreadDistribution(setup, table, (f) => job.emit(0.5 + f / 2));
        } finally {
          // A distribution's working memory (moves, chance arenas) stays with the workers until they end.
          setup.pool.holdsGarbage(Infinity);
        }
      }, !tableCached),
  );
  return { value: decodeDistribution(rules, values), cached: cached && tableCached };
}

async function spreadDistribution(
  { pool, shared }: DistributionSetup,
  values: ValueTable,
  emit: (fraction: number) => void,
): Promise<Float64Array> {
  if (pool.closed) throw new SolveCancelled();
  const clients = pool.all();
  const { layout } = values;
  const table = shared.ref(values);
  const control = controlArray();
  const reached = new SharedArrayBuffer(layout.size);
  new Uint8Array(reached)[startState(layout)] = 1;
  const job = nextJob++;
  const { rules, fingerprint } = table;
  // The other workers post their moves to the first one, which spreads them, over ports of their own.
  const channels = clients.slice(1).map(() => new MessageChannel());
  const spreads: Promise<null>[] = [];
  let total = 0;
  for (let k = 0; k < layout.boxCount; k++) total += layerWork(layout, k);
  let finished = 0;
  for (let k = 0; k < layout.boxCount; k++) {
    const work = layerWork(layout, k);
    const first = k === 0;
    const results = await runLayer({
      clients,
      control,
      call: (chunks, w) => ({
        type: 'distribution-moves',
        job,
        table,
        reached,
        control,
        layer: k,
        chunks,
        ...(w > 0 ? { toSpreader: first ? channels[w - 1]!.port1 : null } : {}),
      }),
      transfer: (w) => (first && w > 0 ? [channels[w - 1]!.port1] : []),
      onShare: (share) => {
        if (total > 0) emit((finished + work * share) / total);
      },
      cancelled: () => pool.closed,
    });
    const fromWorkers = channels.map((c) => c.port2);
    const spread = clients[0]!.call(
      {
        type: 'distribution-spread',
        job,
        rules,
        fingerprint,
        layer: k,
        chunks: results.flatMap((r) => r.parts),
        ...(first ? { fromWorkers } : {}),
      },
      undefined,
      first ? fromWorkers : [],
    );
    // Awaited below; a failure must not go unhandled meanwhile.
    spread.catch(() => undefined);
    spreads.push(spread);
    finished += work;
  }
  await Promise.all(spreads);
  return clients[0]!.call({ type: 'distribution-result', job });
}
