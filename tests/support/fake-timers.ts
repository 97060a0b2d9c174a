// Timers that fire only when the test says so (the Timers the bot driver and the services take), so a test
// drives pauses of seconds without waiting for them.

import type { Timers } from '../../src/main/runtime/timers';

export class FakeTimers implements Timers {
  private next = 1;
  readonly pending = new Map<number, { callback: () => void; ms: number }>();

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { callback, ms });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Fires every timer due now (each one once), and lets the promises they start run. */
  async fire(): Promise<void> {
    const due = [...this.pending.entries()];
    this.pending.clear();
    for (const [, timer] of due) timer.callback();
    await flush();
  }

  /** The pauses of the timers waiting, in the order they were set. */
  delays(): number[] {
    return [...this.pending.values()].map((t) => t.ms);
  }
}

/** Lets the promise callbacks queued so far run (no I/O: for that, wait on what it changes). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
