// Solved tables as the workers share them: every table's values live in a SharedArrayBuffer (a table that is
// not, e.g. read from the disk cache, is copied into one once), known to the analysis worker by an id, with
// its bonus chance computed once in the background and handed over with the calls once it is ready.

import { rulesFingerprint } from '../../shared/rules';
import type { ValueTable } from '../../shared/solver';
import type { SharedTableRef } from './worker-protocol';

/** The values in shared memory: the same array when they already are, else a copy. */
export function shareValues(values: Float64Array): Float64Array<SharedArrayBuffer> {
  const buffer = values.buffer;
  if (
    buffer instanceof SharedArrayBuffer &&
    values.byteOffset === 0 &&
    values.byteLength === buffer.byteLength
  )
    return values as Float64Array<SharedArrayBuffer>;
  const shared = new Float64Array(new SharedArrayBuffer(values.byteLength));
  shared.set(values);
  return shared;
}

/** Computes a table's bonus chance into `chance` (same indexing as the values). */
export type SolveBonusChance = (table: SharedTableRef, chance: SharedArrayBuffer) => Promise<void>;

interface Entry {
  readonly ref: SharedTableRef;
  bonusChance: SharedArrayBuffer | null;
  bonusJob: Promise<boolean> | null;
}

export class SharedTables {
  private readonly entries = new WeakMap<ValueTable, Entry>();
  private nextId = 1;

  constructor(
    private readonly solveBonusChance: SolveBonusChance,
    private readonly warn: (message: string) => void,
  ) {}

  /** The table as a worker call carries it (with the bonus chance once ready). */
  ref(table: ValueTable): SharedTableRef {
    const entry = this.entry(table);
    return entry.bonusChance === null ? entry.ref : { ...entry.ref, bonusChance: entry.bonusChance };
  }

  /** Starts the table's bonus chance (once: later calls change nothing). */
  startBonusChanceOf(table: ValueTable): void {
    void this.startBonusChance(this.entry(table));
  }

  /** The table's bonus chance once computed (null: it could not be); starts it. */
  async bonusChance(table: ValueTable): Promise<Float64Array | null> {
    const entry = this.entry(table);
    await this.startBonusChance(entry);
    return entry.bonusChance === null ? null : new Float64Array(entry.bonusChance);
  }

  private entry(table: ValueTable): Entry {
    let entry = this.entries.get(table);
    if (!entry) {
      const rules = table.layout.rules;
      const values = shareValues(table.values).buffer;
      const ref = {
        id: this.nextId++,
        rules,
        fingerprint: rulesFingerprint(rules),
        values,
        bonusChance: null,
      };
      entry = { ref, bonusChance: null, bonusJob: null };
      this.entries.set(table, entry);
    }
    return entry;
  }

  private startBonusChance(entry: Entry): Promise<boolean> {
    entry.bonusJob ??= (async () => {
      const chance = new SharedArrayBuffer(entry.ref.values.byteLength);
      try {
        await this.solveBonusChance(entry.ref, chance);
        entry.bonusChance = chance;
        return true;
      } catch (error) {
        // Facts go without the bonus chance; it is not tried again (a failure here is a bug or a shutdown).
        this.warn(
          `the bonus chance of ${entry.ref.fingerprint} could not be computed: ${(error as Error).message}`,
        );
        return false;
      }
    })();
    return entry.bonusJob;
  }
}
