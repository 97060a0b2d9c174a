// The online soak's figures (online-soak.ts), as lines to print: by the unit test and by
// `npm run bench:online -- --hostile`. Times as medians with their range, memory against its bound.

import { awayBoundMs, limitsOf, memoryBoundMb, type SoakReport } from './online-soak';
import type { HostileStats } from './soak-hostiles';

function median(values: readonly number[]): { median: number; min: number; max: number } {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return { median: NaN, min: NaN, max: NaN };
  const mid = s.length >> 1;
  return { median: s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2, min: s[0]!, max: s.at(-1)! };
}

function range(values: readonly number[], digits: number, unit: string): string {
  const m = median(values);
  return `${m.median.toFixed(digits)} ${unit} (${m.min.toFixed(digits)}–${m.max.toFixed(digits)})`;
}

function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
}

function top(map: ReadonlyMap<string | number, number>, n = 3): string {
  const entries = [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return entries.length === 0 ? 'none' : entries.map(([k, v]) => `${v}× ${String(k)}`).join('; ');
}

function hostile(name: string, s: HostileStats): string {
  return (
    `${name.padEnd(15)} ${s.connections} connections, ${s.welcomed} welcomed, ${s.dropped} dropped, ` +
    `${s.messagesSent} sent; ` +
    `refused: ${top(s.refused, 3)}; closes: ${top(s.closes, 4)}`
  );
}

const mb = (x: number): string => `${x.toFixed(1)} MiB`;

export function soakFigures(report: SoakReport): string[] {
  const { size, memory } = report;
  const limits = limitsOf(size);
  const latencies = report.seats.flatMap((s) => s.latencies);
  const events = report.games.map((g) => g.host.length);
  const grew = memory.peak.heldMb - memory.before.heldMb;
  const reconnects = report.seats.reduce((n, s) => n + s.reconnects, 0);
  const log = report.hostLog;
  return [
    `Online soak: ${size.playedTables} tables in play (2 honest + 1 keep toggler), ${size.silentTables} with a seat going silent, ` +
      `${size.lobbyTables} lobbies × ${size.churnersPerLobby} churners, ${size.neverReaders} never-readers, ` +
      `${size.watcherCycles} watcher join/leaves, ${size.flooders} flooders, ${size.guessers} guessers`,
    `limits                  beat ${limits.heartbeatMs} ms, silence ${limits.silenceMs} ms, away ${size.awayMs} ms, ` +
      `${limits.messagesPerSecond} messages/s (burst ${limits.burst}), ${limits.maxBufferedBytes / 1024} KiB buffered`,
    `wall, CPU               ${report.wallSeconds.toFixed(1)} s (the attack ${report.attackSeconds.toFixed(1)} s), ` +
      `${report.cpuSeconds.toFixed(1)} s CPU ` +
      `(${((report.cpuSeconds / report.wallSeconds) * 100).toFixed(0)}% of a core; host and clients in one process)`,
    `honest games            ${report.games.length} over in ${range(
      report.games.map((g) => g.seconds),
      1,
      's',
    )}; ${range(events, 0, 'events')}`,
    `games (s, events)       ${report.games.map((g) => `${g.table}: ${g.seconds.toFixed(1)}, ${g.host.length}`).join('; ')}`,
    `honest move → ack       p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `max ${Math.max(...latencies).toFixed(1)} ms (${latencies.length} moves, ${reconnects} rejoins by token)`,
    `keep togglers           ${report.toggler.changes} keep changes, ${report.toggler.noChanges} keeps changing nothing ` +
      `(no move), refused ${report.toggler.capped}× at 30 a roll`,
    `host memory (after GC)  ${mb(memory.before.heldMb)} before, ${mb(memory.peak.heldMb)} at most (+${mb(grew)}, ` +
      `bound +${memoryBoundMb(size)} MiB), ${mb(memory.after.heldMb)} after; RSS ${mb(memory.before.rssMb)} before, ` +
      `${mb(memory.peakRssMb)} at most (${memory.samples} samples)`,
    `away bot on silent seat ${report.away.map((ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`)).join(', ')} ` +
      `(bound ${(awayBoundMs(size) / 1000).toFixed(1)} s)`,
    hostile('never-readers', report.hostile.neverReaders),
    hostile('lobby churners', report.hostile.churners),
    hostile('watcher churn', report.hostile.watchers),
    hostile('flooders', report.hostile.flooders),
    hostile('code guessers', report.hostile.guessers),
    `locked-out seat holder  ${report.lockedOut.back ? 'back in his seat by its token' : `not back: ${report.lockedOut.why}`}`,
    `host log                ${log.length} lines (${log.filter((l) => l.includes('too far behind')).length} too far behind, ` +
      `${log.filter((l) => l.includes('was silent')).length} silent, ${log.filter((l) => l.startsWith('…')).length} summaries)`,
    `restart                 opened in ${report.restart.openMs.toFixed(0)} ms, ${report.restart.history.size} finished games ` +
      `in history; the game left at ${report.restart.resumed.before.length} events resumed and over in ` +
      `${report.restart.resumed.game.seconds.toFixed(1)} s`,
  ];
}
