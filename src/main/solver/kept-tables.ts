// The solved tables a host keeps in memory, by rules fingerprint: those in use (held: a game in progress plays
// by them) always, the others within a budget of bytes, the least recently used going first. A table that goes
// is read back from the disk cache (milliseconds) when it is asked for again.

import { LRUCache } from 'lru-cache';
import type { ValueTable } from '../../shared/solver';

/**
 * Bytes of tables not in use kept in memory at most. A table counts twice its values (a standard table's are
 * 2.7 MiB, yatzy's 7.3 MiB): its bonus chance, made for the coach, is as large and goes with it.
 */
export const TABLE_MEMORY_BUDGET = 96 * 1024 * 1024;

/** What a table costs in memory, its bonus chance included. */
export function tableBytes(table: ValueTable): number {
  return 2 * table.values.byteLength;
}

export class KeptTables {
  private readonly idle: LRUCache<string, ValueTable>;
  /** Tables in use, with how many holders each (a hold may come before its table). */
  private readonly held = new Map<string, { count: number; table: ValueTable | null }>();

  constructor(readonly budget: number = TABLE_MEMORY_BUDGET) {
    this.idle = new LRUCache<string, ValueTable>({
      maxSize: budget,
      sizeCalculation: (table) => Math.max(1, tableBytes(table)),
    });
  }

  get(fingerprint: string): ValueTable | undefined {
    return this.held.get(fingerprint)?.table ?? this.idle.get(fingerprint);
  }

  set(fingerprint: string, table: ValueTable): void {
    const hold = this.held.get(fingerprint);
    if (hold) hold.table = table;
    // A table larger than the whole budget is not kept (lru-cache refuses it): it is solved or read each time.
    else this.idle.set(fingerprint, table);
  }

  /** Keeps this fingerprint's table (now or once it comes) until the returned function is called. */
  hold(fingerprint: string): () => void {
    let hold = this.held.get(fingerprint);
    if (!hold) {
      hold = { count: 0, table: this.idle.get(fingerprint) ?? null };
      this.idle.delete(fingerprint);
      this.held.set(fingerprint, hold);
    }
    hold.count++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = this.held.get(fingerprint);
      if (!now || --now.count > 0) return;
      this.held.delete(fingerprint);
      if (now.table) this.idle.set(fingerprint, now.table);
    };
  }

  isHeld(fingerprint: string): boolean {
    return this.held.has(fingerprint);
  }

  delete(fingerprint: string): void {
    this.idle.delete(fingerprint);
    const hold = this.held.get(fingerprint);
    if (hold) hold.table = null;
  }

  clear(): void {
    this.idle.clear();
    for (const hold of this.held.values()) hold.table = null;
  }

  /** Bytes kept (tableBytes), of tables not in use and in use. */
  bytes(): { readonly idle: number; readonly held: number } {
    let held = 0;
    for (const hold of this.held.values()) held += hold.table ? tableBytes(hold.table) : 0;
    return { idle: this.idle.calculatedSize, held };
  }

  /** The fingerprints kept, in use or not. */
  fingerprints(): string[] {
    return [...this.held.keys(), ...this.idle.keys()];
  }
}
