// Timers, passed in wherever something waits (bots' pauses, away bots, a finished table's grace time, a
// joiner's heartbeat), so that tests can run them on a fake clock.

import type { Timers } from '../../shared/online/timers';

export type { Timers };

export const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
