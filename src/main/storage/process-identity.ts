// Whether a process written down earlier (its pid and start identity) is still running: a pid is reused once its
// process ends, so a pid alone may name another program today. On Linux a start identity is the system's boot
// id, the pid namespace and the process's start time (/proc/<pid>/stat field 22, clock ticks since boot): no two
// processes share one. Without /proc (macOS, Windows) only whether the pid is running is known.

import { readFile, readlink } from 'node:fs/promises';
import { isProcessAlive } from './process-alive';

/**
 * What became of a process written down as (pid, start identity): 'running' (still the same one, or running
 * with no identity to compare), 'ended' (no such process, a zombie, or written before this system last
 * started), 'replaced' (the pid now names another process) or 'unknown' (another pid namespace, e.g. a
 * container: its pids cannot be looked up from here).
 */
export type ProcessCheck = 'running' | 'ended' | 'replaced' | 'unknown';

/** Where start identities are comparable: this boot of this system, this pid namespace. */
interface System {
  readonly boot: string;
  readonly pidSpace: string;
}

let system: Promise<System | null> | undefined;

/** This system's boot id and pid namespace (null without /proc). */
function thisSystem(): Promise<System | null> {
  system ??= (async () => {
    try {
      const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
      // "pid:[4026531836]": the number alone (an identity is split on ':').
      const pidSpace = (await readlink('/proc/self/ns/pid')).replace(/\D/g, '');
      return boot !== '' && pidSpace !== '' ? { boot, pidSpace } : null;
    } catch {
      return null;
    }
  })();
  return system;
}

/** The start identity of a running pid; null when it is not running (or a zombie) or none can be read here. */
export async function startOf(pid: number): Promise<string | null> {
  const where = await thisSystem();
  const stat = where === null ? null : await readStat(pid);
  return where === null || stat === null || stat.ended
    ? null
    : `${where.boot}:${where.pidSpace}:${stat.ticks}`;
}

/** Checks a process written down as `pid` (and `start`, its start identity then, where one was written). */
export async function checkProcess(pid: number, start: string | null): Promise<ProcessCheck> {
  const where = await thisSystem();
  if (start !== null && where !== null) {
    const [boot, pidSpace] = start.split(':');
    if (boot !== where.boot) return 'ended';
    if (pidSpace !== where.pidSpace) return 'unknown';
  }
  if (!isProcessAlive(pid)) return 'ended';
  const stat = where === null ? null : await readStat(pid);
  // No /proc, or it hides the process (hidepid), or it ended just now: then only "running" is known.
  if (where === null || stat === null) return isProcessAlive(pid) ? 'running' : 'ended';
  if (stat.ended) return 'ended';
  return start === null || start === `${where.boot}:${where.pidSpace}:${stat.ticks}` ? 'running' : 'replaced';
}

/** A process's state and start time from /proc/<pid>/stat; null when it cannot be read. */
async function readStat(pid: number): Promise<{ ended: boolean; ticks: string } | null> {
  let text: string;
  try {
    text = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces or ')': fields 3 on follow the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0] ?? '';
  const ticks = fields[22 - 3] ?? '';
  if (!/^\d+$/.test(ticks)) return null;
  // A zombie has ended; its parent has not reaped it yet.
  return { ended: state === 'Z' || state === 'X', ticks };
}
