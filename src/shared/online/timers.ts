// Timers for the online clients in shared code, which is typed without a browser's or node's globals (both
// have these): the joiner's heartbeat and its tries again. Tests and the app's backend pass their own.

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const platform = globalThis as unknown as Timers;

export const platformTimers: Timers = {
  setTimeout: (callback, ms) => {
    const handle = platform.setTimeout(callback, ms);
    // In node (another app's backend, tests), a table's timer never keeps the process up by itself.
    (handle as { unref?: () => void } | null)?.unref?.();
    return handle;
  },
  clearTimeout: (handle) => platform.clearTimeout(handle),
};
