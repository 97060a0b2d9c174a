// The solve workers give way: their threads run at a lower priority (nice 10) than the app's own thread and the
// coach's worker, so that a solve or a distribution asked for in the background, however long, never slows a
// live game's grade or hint, and takes all the time left over. Linux only (a thread's own id is read from
// /proc/thread-self); elsewhere, and where it is not allowed, nothing changes.

import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

export const SOLVE_THREAD_NICE = 10;

/** Lowers the calling thread's priority; true when it did. Best effort: never throws. */
export function giveWay(nice = SOLVE_THREAD_NICE): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isSafeInteger(tid) || tid <= 0) return false;
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
