// A finished table stays open for a while (its grace time: joiners save the game, the host may play again),
// then closes by itself; past the most kept at once, the oldest finished table closes early.

import type { Timers } from '../runtime/timers';
import type { Table } from './table-record';

/** A finished table closes by itself 10 minutes after its game's end. */
export const FINISHED_GRACE_MS = 10 * 60 * 1000;
/** Finished tables kept open at once, beyond which the oldest closes early. */
export const MAX_FINISHED = 20;

export interface FinishedTablesDeps {
  readonly timers: Timers;
  readonly clock: () => Date;
  /** Every table hosted now. */
  readonly tables: () => readonly Table[];
  /** The table goes (its joiners told why). */
  readonly drop: (table: Table, reason: string) => void;
  readonly graceMs?: number | undefined;
  readonly maxFinished?: number | undefined;
}

const CLOSED_REASON = 'the game is over and the table has closed';

export class FinishedTables {
  constructor(private readonly deps: FinishedTablesDeps) {}

  /** A finished table's grace time starts; past the most kept at once, the oldest finished table closes now. */
  startClosing(table: Table): void {
    this.stopClosing(table);
    const graceMs = this.deps.graceMs ?? FINISHED_GRACE_MS;
    const closing = {
      at: new Date(this.deps.clock().getTime() + graceMs),
      handle: this.deps.timers.setTimeout(() => {
        if (table.closing !== closing) return;
        this.deps.drop(table, CLOSED_REASON);
      }, graceMs),
    };
    table.closing = closing;
    const finished = this.deps
      .tables()
      .filter((t) => t.status === 'finished' && t.closing !== null)
      .sort((a, b) => (a.closing?.at.getTime() ?? 0) - (b.closing?.at.getTime() ?? 0));
    const max = this.deps.maxFinished ?? MAX_FINISHED;
    for (const oldest of finished.slice(0, Math.max(0, finished.length - max))) {
      this.deps.drop(oldest, CLOSED_REASON);
    }
  }

  stopClosing(table: Table): void {
    if (table.closing === null) return;
    this.deps.timers.clearTimeout(table.closing.handle);
    table.closing = null;
  }
}
