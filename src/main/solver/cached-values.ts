// Values the host keeps on disk (a table, its bonus chance, a score distribution: one checked file format,
// table-cache.ts), read and checked, else made and written. A file that fails its checks is reported and made
// again; a failed write is reported, and what was made is used all the same. Each write keeps the disk cache
// within its budget (cache-budget.ts).

import { DISK_CACHE_BUDGET, touchCacheFile, trimCache } from './cache-budget';
import { checkCachedTable, readCachedBytes, writeCachedTable } from './table-cache';

/** The file expected: its key, and its value count (asked only once a file is there: a layout is costly). */
export interface CachedIdentity {
  readonly fingerprint: string;
  readonly size: () => number;
}

/** What is cached, for the warnings: its name, and what is done when its file is not usable. */
export interface CachedKind {
  readonly name: string;
  readonly redo: string;
}

export interface CachedValuesOptions {
  readonly budget?: number | undefined;
  /** As a trim starts: which rule sets' files stay whatever the budget (in use, or being made). */
  readonly inUse: () => (fingerprint: string) => boolean;
  readonly warn: (message: string) => void;
}

export class CachedValues {
  constructor(private readonly options: CachedValuesOptions) {}

  /** The values in `dataDir`'s cache if their file is there and passes every check; `kind` reports one that does not. */
  async read(
    dataDir: string | undefined,
    expected: CachedIdentity,
    kind?: CachedKind,
  ): Promise<Float64Array | undefined> {
    if (dataDir === undefined) return undefined;
    const bytes = await readCachedBytes(dataDir, expected.fingerprint);
    const read =
      bytes.status === 'read'
        ? checkCachedTable(bytes, { fingerprint: expected.fingerprint, size: expected.size() })
        : bytes;
    if (read.status === 'hit') {
      void touchCacheFile(read.file);
      return read.values;
    }
    if (read.status === 'invalid' && kind)
      this.options.warn(`ignoring the cached ${kind.name} ${read.file}: ${read.problem}; ${kind.redo}`);
    return undefined;
  }

  /** The values from the cache (see read), else made by `make` and written (no data directory: neither). */
  async readOrMake(
    dataDir: string | undefined,
    expected: CachedIdentity,
    kind: CachedKind,
    make: () => Promise<Float64Array>,
  ): Promise<{ values: Float64Array; cached: boolean }> {
    const read = await this.read(dataDir, expected, kind);
    if (read) return { values: read, cached: true };
    const values = await make();
    if (dataDir !== undefined) {
      try {
        await writeCachedTable(dataDir, expected.fingerprint, values);
        await trimCache(dataDir, this.options.budget ?? DISK_CACHE_BUDGET, this.options.inUse());
      } catch (error) {
        this.options.warn(`could not cache the ${kind.name} under ${dataDir}: ${(error as Error).message}`);
      }
    }
    return { values, cached: false };
  }
}
